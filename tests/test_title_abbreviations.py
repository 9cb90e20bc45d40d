"""Titles abbreviated with a full stop before a name ("Lt. Tom Reed") stay one token, so the
name after them speaks (kg.nlp.TITLE_ABBREVIATIONS), on sentences written for these tests."""

from __future__ import annotations

from pathlib import Path

import pytest

import kg.nlp
from conftest import analysed, statement_rows
from kg.nlp import load_pipeline, pipeline_fingerprint


@pytest.mark.parametrize("title", ["Lt.", "Sgt.", "Capt.", "Col.", "Det.", "Const."])
def test_a_titles_abbreviation_is_one_token(title):
    words = [t.text for t in load_pipeline().tokenizer(f"said police {title} Tom Reed")]
    assert words == ["said", "police", title, "Tom", "Reed"]


@pytest.mark.parametrize(
    "text, expected",
    [
        # before, the stop cut the phrase: the speaker was "police Lt", the name left out
        ("The suspect was arrested on Monday, according to police Lt. Tom Reed.\n",
         [("statement.according_to", "according to", "Tom Reed", "The suspect was arrested on Monday")]),
        ("The gunman used a rifle, police Lt. Tom Reed said on Monday.\n",
         [("statement.clause_then_cue", "say", "Tom Reed", "The gunman used a rifle")]),
        # the parser would end a sentence at the title's stop: the name after it is no sentence's start
        ('"We will stay the course," said Pentagon spokesman Navy Capt. Tom Reed, who was asked about the plan.\n',
         [("statement.quote_before_cue", "say", "Tom Reed", "We will stay the course")]),
    ],
    ids=["according-to", "clause-then-cue", "no-sentence-start"],
)
def test_the_name_after_an_abbreviated_title_speaks(text, expected):
    assert statement_rows(analysed(text, "title-abbreviation"), "rule", "cue", "speaker", "content") == expected


def test_the_pipeline_fingerprint_changes_with_kgs_pipeline_code(tmp_path, monkeypatch):
    # a cache of parsed articles keyed by it is not read after kg.nlp changes
    before = pipeline_fingerprint()
    changed = tmp_path / "nlp.py"
    changed.write_bytes(Path(kg.nlp.__file__).read_bytes() + b"\n# one more title\n")
    monkeypatch.setattr(kg.nlp, "__file__", str(changed))
    assert pipeline_fingerprint() != before
