"""``words_where``: the tokens whose string passes a test of the string alone, from the Doc's arrays."""

from __future__ import annotations

import spacy
from spacy.attrs import LEMMA, TAG
from spacy.tokens import Doc

from kg.extract import _doc_index
from kg.extract._doc_index import words_where

VOCAB = spacy.blank("en").vocab


def _capitalised(text: str) -> bool:
    return text[:1].isupper()


def _long(text: str) -> bool:
    return len(text) > 4


def _participle(tag: str) -> bool:
    return tag in {"VBN", "VBG"}


def _ministry(lemma: str) -> bool:
    return lemma.lower() == "ministry"


def test_words_where_gives_the_indices_of_the_words_that_pass_in_order() -> None:
    doc = Doc(VOCAB, words="The Harbour Board said the harbour reopened at Dawn".split())
    assert words_where(doc, _capitalised) == [0, 1, 2, 8]
    assert words_where(doc, _long) == [1, 2, 5, 6]
    assert words_where(Doc(VOCAB, words=[]), _capitalised) == []


def test_words_where_reads_other_string_attributes() -> None:
    doc = Doc(VOCAB, words="Ministries reported , reporting to the ministry".split(),
              tags=["NNS", "VBD", ",", "VBG", "IN", "DT", "NN"],
              lemmas=["Ministry", "report", ",", "report", "to", "the", "ministry"])
    assert words_where(doc, _participle, TAG) == [3]
    assert words_where(doc, _ministry, LEMMA) == [0, 6]


def test_words_where_asks_the_test_once_per_word() -> None:
    asked: list[str] = []

    def counted(text: str) -> bool:
        asked.append(text)
        return text.islower()

    first = Doc(VOCAB, words="the ferry and the pier and the ferry".split())
    assert words_where(first, counted) == list(range(8))
    assert sorted(asked) == ["and", "ferry", "pier", "the"]
    assert words_where(Doc(VOCAB, words="Fog and the pier".split()), counted) == [1, 2, 3]
    assert sorted(asked) == ["Fog", "and", "ferry", "pier", "the"]  # only the new word asked
    del _doc_index._WORD_ANSWERS[counted]
