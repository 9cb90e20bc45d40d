"""Roles read from titles and appositions, on sentences written for these tests."""

from __future__ import annotations

import hashlib

from spacy.tokens import Doc

from kg.extract.roles import extract_roles
from kg.nlp import load_pipeline
from kg.pipeline import analyse
from kg.records import Article, LocalEntity, Span


def _roles(text: str) -> list[tuple[str, str]]:
    records = next(analyse([Article(text, hashlib.sha256(text.encode()).hexdigest(), "roles")]))
    labels = {e.key: e.label for e in records.entities}
    return [(labels[r.holder], r.role) for r in records.roles]


def test_a_person_named_before_a_conjunction_is_not_part_of_the_next_persons_title():
    text = ("President Donald Trump spoke on Monday. A whistleblower revealed a call between Trump and "
            "Ukraine President Volodymyr Zelensky.\n")
    assert ("Volodymyr Zelensky", "Ukraine President") in _roles(text)
    assert not [role for _, role in _roles(text) if "Trump and" in role]


def test_an_apposition_ends_at_its_sentence_even_where_the_parser_runs_on():
    # a constructed parse: the parser hung the next sentence's subject on the apposition
    # ("… Ann Cole, former maintainer of the tool.  Ann Cole spoke …"), so its subtree runs on
    words = ["Ann", "Cole", ",", "former", "maintainer", "of", "the", "tool", ".", "Ann", "Cole", "spoke", "."]
    heads = [1, 11, 1, 4, 1, 4, 7, 5, 4, 10, 4, 11, 11]
    deps = ["compound", "nsubj", "punct", "amod", "appos", "prep", "det", "pobj", "punct", "compound", "appos", "ROOT", "punct"]
    pos = ["PROPN", "PROPN", "PUNCT", "ADJ", "NOUN", "ADP", "DET", "NOUN", "PUNCT", "PROPN", "PROPN", "VERB", "PUNCT"]
    doc = Doc(load_pipeline().vocab, words=words, heads=heads, deps=deps, pos=pos,
              sent_starts=[True] + [False] * 12)
    person = LocalEntity("person:ann-cole", "Person", "Ann Cole", (Span(0, 8),))
    assert [r.role for r in extract_roles(doc, [person])] == ["maintainer of the tool"]


class _CountedMentions(tuple):
    """An entity's mentions that count the walks over them."""

    walks = 0

    def __iter__(self):
        _CountedMentions.walks += 1
        return super().__iter__()


def test_which_entity_a_word_names_is_found_without_a_walk_over_the_mentions_per_word():
    text = ("Maria Lindqvist, the chief executive of Nordhavn Shipping, met Tomas Berg, the mayor of Ostervik, "
            "and Interior Minister Karl Dahl. Lindqvist and Berg spoke after the meeting.")
    doc = load_pipeline()(text)

    def entity(key, kind, *names):
        spans = [Span(i, i + len(name)) for name in names for i in [text.find(name)]]
        return LocalEntity(key, kind, names[0], _CountedMentions(spans))

    entities = [entity("person:lindqvist", "Person", "Maria Lindqvist"), entity("org:nordhavn", "Organization", "Nordhavn Shipping"),
                entity("person:berg", "Person", "Tomas Berg"), entity("place:ostervik", "Place", "Ostervik"),
                entity("person:dahl", "Person", "Karl Dahl")]
    _CountedMentions.walks = 0
    roles = {(r.holder, r.role, r.role_of) for r in extract_roles(doc, entities)}
    assert ("person:lindqvist", "chief executive of Nordhavn Shipping", "org:nordhavn") in roles
    assert ("person:berg", "mayor of Ostervik", "place:ostervik") in roles
    # each entity's mentions walked once to index them, and each person's once more for its roles
    assert _CountedMentions.walks <= len(entities) + 3
