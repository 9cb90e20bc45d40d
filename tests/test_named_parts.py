"""``named_parts``: the NER and gazetteer candidates a longer match covers, found by first token."""

from __future__ import annotations

from kg.extract.entities import Candidate, named_parts


def _by_start(*candidates: Candidate) -> dict[int, Candidate]:
    return {c.start: c for c in candidates}


def test_named_parts_are_the_shorter_ner_and_gazetteer_candidates_inside_the_span() -> None:
    river = Candidate(3, 4, "Place", "gazetteer")
    firm = Candidate(4, 6, "Organization", "ner")
    table = Candidate(6, 7, "Organization", "table")  # a table entry is no part to give up
    beyond = Candidate(7, 9, "Person", "ner")  # starts inside, ends past the span
    before = Candidate(1, 2, "Person", "ner")
    index = _by_start(before, river, firm, table, beyond)
    assert named_parts(index, 3, 8) == [river, firm]
    assert named_parts(index, 4, 6) == []  # the candidate itself is not shorter than the span
    assert named_parts(index, 4, 7) == [firm]
    assert named_parts(index, 0, 2) == [before]
    assert named_parts(index, 9, 12) == []
    assert named_parts({}, 0, 5) == []
