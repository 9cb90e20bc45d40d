"""The utterance a cue names before it or as what it takes joins the cue's span
(``kg.extract.utterance_cues``), as "said in a statement" does after it; content and speaker
stay as they were. Sentences written for these tests."""

from __future__ import annotations

import pytest

from conftest import analysed, statement_rows


def _statements(text: str):
    records = analysed(text, "utterance-cues")
    return [(text[s.cue_span.start : s.cue_span.end], *row)
            for s, row in zip(records.statements, statement_rows(records, "cue", "speaker", "content"))]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Norland Steel announced plans Tuesday to shut three mills by 2030.\n",
         ("announced plans", "announce", "Norland Steel", "to shut three mills by 2030")),
        ('The Harbour Board posted a message on its website: "The pier will reopen in June."\n',
         ("posted a message", "post", "Harbour Board", "The pier will reopen in June.")),
    ],
    ids=["announced-plans", "posted-a-message"],
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
        ("According to The Leeds Post, the fares will fall.\n",
         ("According to", "according to", "Leeds Post", "the fares will fall")),
        ("Mayor Ann Cole told The Harbour Post that the fares would fall.\n",
         ("told", "tell", "Ann Cole", "the fares would fall")),
        ('Tom Okafor translated the quote as: "We will not sell the harbour."\n',
         ("translated", "translate", "Tom Okafor", "We will not sell the harbour.")),
        # the utterance named before the speaker: the span would hold the speaker, so it stays the verb
        ("In a statement on its website, the Harbour Board said that the pier would reopen in June.\n",
         ("said", "say", "Harbour Board", "the pier would reopen in June")),
        ("Speaking to reporters on Monday, Mayor Ann Cole said that the ferry fares would fall.\n",
         ("said", "say", "Ann Cole", "the ferry fares would fall")),
        ("According to the Harbour Board's announcement, the pier will reopen in June.\n",
         ("According to", "according to", "Harbour Board", "the pier will reopen in June")),
    ],
    ids=["fronted-time", "according-to-a-name", "after-a-speech", "according-to-a-paper-named-post",
         "told-a-paper-named-post", "someone-elses-quote", "fronted-statement", "fronted-speaking",
         "according-to-an-announcement"],
)
def test_no_utterance_no_wider_cue(text, expected):
    assert _statements(text) == [expected]
