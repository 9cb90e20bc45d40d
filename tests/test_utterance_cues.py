"""The utterance a cue names before it or as what it takes joins the cue's span
(``kg.extract.utterance_cues``), as "said in a statement" does after it; content and speaker
stay as they were. Sentences written for these tests."""

from __future__ import annotations

import hashlib

import pytest

from kg.pipeline import analyse
from kg.records import Article


def _statements(text: str):
    records = next(analyse([Article(text, hashlib.sha256(text.encode()).hexdigest(), "utterance-cues")]))
    labels = {e.key: e.label for e in records.entities}
    return [(text[s.cue_span.start : s.cue_span.end], s.cue, labels.get(s.speaker, s.speaker_text), s.content)
            for s in records.statements]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("In a statement on its website, the Harbour Board said that the pier would reopen in June.\n",
         ("In a statement on its website, the Harbour Board said", "say", "Harbour Board", "the pier would reopen in June")),
        ("In her speech, Mayor Ann Cole said that the ferry fares would fall.\n",
         ("In her speech, Mayor Ann Cole said", "say", "Ann Cole", "the ferry fares would fall")),
        ("According to the Harbour Board's announcement, the pier will reopen in June.\n",
         ("According to the Harbour Board's announcement", "according to", "Harbour Board", "the pier will reopen in June")),
        ("Norland Steel announced plans Tuesday to shut three mills by 2030.\n",
         ("announced plans", "announce", "Norland Steel", "to shut three mills by 2030")),
    ],
    ids=["fronted-statement", "fronted-speech", "according-to-announcement", "announced-plans"],
)
def test_the_utterance_a_cue_names_joins_its_span(text, expected):
    assert _statements(text) == [expected]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("In May, the Harbour Board said that the pier would reopen in June.\n",
         ("said", "say", "Harbour Board", "the pier would reopen in June")),
        ("According to the Harbour Board, the pier will reopen in June.\n",
         ("According to", "according to", "Harbour Board", "the pier will reopen in June")),
        ("After the speech, Mayor Ann Cole said that the ferry fares would fall.\n",
         ("said", "say", "Ann Cole", "the ferry fares would fall")),
    ],
    ids=["fronted-time", "according-to-a-name", "after-a-speech"],
)
def test_no_utterance_no_wider_cue(text, expected):
    assert _statements(text) == [expected]
