"""The speaker resolver makes its table of tokens by lemma only when a short form asks
(perf10): most articles never look back for a noun, and the table cost a walk of the Doc each."""

from __future__ import annotations

import spacy
from spacy.tokens import Doc

from kg.extract._doc_index import lemma_positions
from kg.extract.speakers import SpeakerResolver

#        0      1          2            3         4      5        6     7      8            9       10    11       12     13
WORDS = ["The", "harbour", "authority", "opened", "the", "ferry", ".", "The", "authority", "said", "it", "would", "run", "."]
POS = ["DET", "NOUN", "NOUN", "VERB", "DET", "NOUN", "PUNCT", "DET", "NOUN", "VERB", "PRON", "AUX", "VERB", "PUNCT"]
DEPS = ["det", "compound", "nsubj", "ROOT", "det", "dobj", "punct", "det", "nsubj", "ROOT", "nsubj", "aux", "ccomp", "punct"]
HEADS = [2, 2, 3, 3, 5, 3, 3, 8, 9, 9, 12, 12, 9, 9]
LEMMAS = ["the", "harbour", "authority", "open", "the", "ferry", ".", "the", "authority", "say", "it", "would", "run", "."]


def test_the_lemma_table_is_made_when_first_asked_for():
    spaces = [word not in {"ferry", "run"} for word in WORDS]
    doc = Doc(spacy.blank("en").vocab, words=WORDS, spaces=spaces, pos=POS, deps=DEPS, heads=HEADS, lemmas=LEMMAS)
    resolver = SpeakerResolver(doc, [], [])
    assert "by_lemma" not in vars(resolver)
    assert resolver.by_lemma == lemma_positions(doc)
    assert resolver.by_lemma["authority"] == [2, 8]
    assert resolver.by_lemma is resolver.by_lemma  # made once
