"""Two walks of an article read from the Doc's arrays: its story terms (kg.extract.story) and
the sides of a list of fixtures (kg.extract.sports)."""

from __future__ import annotations

import spacy
from spacy.tokens import Doc

from kg.extract.sports import fixture_sides
from kg.extract.story import story_terms
from kg.records import Span

VOCAB = spacy.blank("en").vocab  # English lexical attributes (stop words, case)


def test_story_terms_are_the_content_lemmas_by_count():
    # not when it was told ("Monday") nor the verb of saying ("said"): every story has them, and a
    # report of a stabbing and one of an epidemic shared little else ("Monday", "December",
    # "report", "tell", "according to" made them one story's "people dying")
    words = "The harbour board said on Monday the harbour reopened and the board thanked divers".split()
    pos = ["DET", "NOUN", "NOUN", "VERB", "ADP", "PROPN", "DET", "NOUN", "VERB", "CCONJ", "DET", "NOUN", "VERB", "NOUN"]
    lemmas = ["the", "harbour", "board", "say", "on", "Monday", "the", "harbour", "reopen", "and", "the", "board",
              "thank", "diver"]
    ents = ["O", "O", "O", "O", "O", "B-DATE", "O", "O", "O", "O", "O", "O", "O", "O"]
    doc = Doc(VOCAB, words=words, pos=pos, lemmas=lemmas, ents=ents)
    assert story_terms(doc) == ("board", "diver", "harbour", "reopen", "thank")


def test_story_terms_are_read_from_the_doc_arrays_without_a_token(monkeypatch):
    """Each content word's attributes come from the Doc's arrays (one pass over every article
    with a number): no Token is made for them. Stop words, one-letter and non-alphabetic words,
    page furniture and the verbs of saying are left out as before, and a lemma is lower-cased."""
    import kg.extract.story as story

    def no_tokens(doc):  # noqa: ANN001, ANN202
        raise AssertionError("a Token made")

    monkeypatch.setattr(story, "doc_tokens", no_tokens, raising=False)
    words = "Divers told Ports that X ships and 4x4 trucks were here in Oslo".split()
    pos = ["NOUN", "VERB", "PROPN", "SCONJ", "PROPN", "NOUN", "CCONJ", "NOUN", "NOUN", "AUX", "ADV", "ADP", "PROPN"]
    lemmas = ["diver", "tell", "Ports", "that", "X", "ship", "and", "4x4", "truck", "be", "here", "in", "Oslo"]
    doc = Doc(VOCAB, words=words, pos=pos, lemmas=lemmas)
    oslo = Span(doc[12].idx, doc[12].idx + 4)  # as page furniture
    assert story_terms(doc, [oslo]) == ("diver", "ports", "ship", "truck")


def test_fixture_sides_of_a_list_and_none_in_prose():
    words = ["Fixtures", ":", "\n", "Leeds", "v", "Hull", ",", "Port", "Vale", "v", "Bury", "\n"]
    spaces = [False, True, False, True, True, False, True, True, True, True, False, False]
    assert fixture_sides(Doc(VOCAB, words=words, spaces=spaces)) == [(3, 4), (5, 6), (7, 9), (10, 11)]
    prose = Doc(VOCAB, words="Leeds beat Hull on Saturday".split())
    assert fixture_sides(prose) == []


def test_a_place_named_as_a_kind_is_linked_to_its_kind_noun():
    from kg.extract.about import EntityIndex
    from kg.nlp import load_pipeline
    from kg.records import LocalEntity, Span

    doc = load_pipeline()("Boats left the enclave of Varnholm at dawn. Varnholm, a small island, was quiet.")
    varnholm = LocalEntity(key="Place:varnholm", type="Place", label="Varnholm",
                           mentions=(Span(26, 34), Span(44, 52)))
    index = EntityIndex(doc, [varnholm])
    enclave, island = (next(t.i for t in doc if t.text == word) for word in ("enclave", "island"))
    assert index._kind_links == [(enclave, "enclave", "Place:varnholm"), (island, "island", "Place:varnholm")]
