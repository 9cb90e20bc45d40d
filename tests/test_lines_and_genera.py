"""``lines_of`` and ``taxon_genera`` read the tokens they need from the Doc's arrays."""

from __future__ import annotations

import spacy
from spacy.tokens import Doc

from kg.extract.not_names import _may_be_epithet, taxon_genera
from kg.extract.sports import lines_of
from kg.nlp import load_pipeline

VOCAB = spacy.blank("en").vocab


def test_lines_of_leave_out_spaces_and_break_at_line_breaks() -> None:
    words = ["RESULTS", "\n", "Nordsund", "2", "Elmford", "1", "\n\n", "Harbour", "Town", " ", "0", "\n", "\n", "Pier", "3"]
    doc = Doc(VOCAB, words=words, spaces=[False] * len(words))
    assert [[t.text for t in line] for line in lines_of(doc)] == [
        ["RESULTS"], ["Nordsund", "2", "Elmford", "1"], ["Harbour", "Town", "0"], ["Pier", "3"]]
    assert lines_of(Doc(VOCAB, words=["\n"], spaces=[False])) == ()
    single = Doc(VOCAB, words=["Nordsund", "won"])
    assert [[t.i for t in line] for line in lines_of(single)] == [[0, 1]]


def test_the_words_that_may_be_an_epithet() -> None:
    assert [w for w in ("palmata", "harveyi", "sp", "area", "fish", "coralensis", "Plus") if _may_be_epithet(w)] == [
        "palmata", "harveyi", "area", "coralensis", "Plus"]  # the case is the token's test


def test_taxon_genera_of_a_text() -> None:
    doc = load_pipeline()("Divers off Varnholm found Acropora palmata beside a colony of Porites coralensis, "
                          "and the harbour area was closed.")
    assert taxon_genera(doc) == frozenset({"Acropora", "Porites"})
