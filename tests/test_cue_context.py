"""The cue model's context features (kg.extract.cue_model.context_features), read from the
Doc's arrays once per Doc (perf10) instead of walking each candidate's content and sentence."""

from __future__ import annotations

import pytest
import spacy
from spacy.tokens import Doc

from kg.extract.cue_model import context_counts, context_features

#        0      1          2         3       4     5        6         7      8        9
WORDS = ["The", "harbour", "master", "said", "we", "would", "reopen", "the", "ferry", ".",
         "Critics", "claimed", "it", "failed", "."]
#        10         11         12    13        14
POS = ["DET", "NOUN", "NOUN", "VERB", "PRON", "AUX", "VERB", "DET", "NOUN", "PUNCT",
       "NOUN", "VERB", "PRON", "VERB", "PUNCT"]
DEPS = ["det", "compound", "nsubj", "ROOT", "nsubj", "aux", "ccomp", "det", "dobj", "punct",
        "nsubj", "ROOT", "nsubj", "ccomp", "punct"]
HEADS = [2, 2, 3, 3, 6, 6, 3, 8, 6, 3, 11, 11, 13, 11, 11]
LEMMAS = ["the", "harbour", "master", "say", "we", "would", "reopen", "the", "ferry", ".",
          "critic", "claim", "it", "fail", "."]
CUES = frozenset({"say", "claim", "fail"})


@pytest.fixture(scope="module")
def doc() -> Doc:
    spaces = [word not in {"ferry", "failed"} for word in WORDS]
    return Doc(spacy.blank("en").vocab, words=WORDS, spaces=spaces, pos=POS, deps=DEPS, heads=HEADS, lemmas=LEMMAS)


def test_context_counts_read_clauses_first_person_and_verbs_from_the_arrays(doc):
    counts = context_counts(doc)
    # "reopen" (6), "claimed" (11) and "failed" (13) govern a subject; "said" (3) does too
    assert counts.clause_heads == (3, 6, 11, 13)
    assert counts.first_person == (4,)
    assert counts.verbs == (3, 6, 11, 13)
    assert counts.between(counts.clause_heads, 4, 12) == 2  # "reopen" and "claimed"


@pytest.mark.parametrize(("cue", "content", "expected"), [
    (3, (4, 9), {"content_clauses=1": 1.0, "content_first_person": 1.0, "place_in_sentence=0": 1.0,
                 "paragraph_start": 1.0}),
    (11, (12, 15), {"content_clauses=1": 1.0, "place_in_sentence=0": 1.0, "sentence_other_cue": 1.0}),
    (11, (0, 99), {"content_clauses=3": 1.0, "content_first_person": 1.0, "place_in_sentence=0": 1.0,
                   "sentence_other_cue": 1.0}),
    (6, (8, 4), {"content_clauses=0": 1.0, "place_in_sentence=1": 1.0, "sentence_other_cue": 1.0,
                 "paragraph_start": 1.0}),
], ids=["said-we-would-reopen", "claimed-it-failed", "content-past-the-end", "content-backwards"])
def test_context_features_of_a_candidate(doc, cue, content, expected):
    features = context_features(doc[cue], content, CUES)
    assert features == expected
    assert list(features) == list(expected)  # the same keys in the same order: the model sums them in order
