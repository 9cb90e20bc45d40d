"""Parties named alike across articles: one club or company written with and without the name
of its home before it ("the Boston Harriers" in one report, "the Harriers" in another).

The resolver (``kg.resolve``) keeps such names apart on purpose, as it keeps a city and its
country apart; a measure of money or an offer (the parties key of ``kg.measures.grouping``) needs
them as one party, or two reports of one club's offer can never meet.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

__all__ = ["organizations_named_alike"]


def _words(iri: str) -> tuple[str, ...]:
    """The words of a name, from the IRI kg mints for it (``kg.iri``: slug, then a digest)."""
    return tuple(iri.rstrip("/").rsplit("/", 1)[-1].split("-")[:-1])


def _tail_of(short: tuple[str, ...], long: tuple[str, ...]) -> bool:
    return len(short) <= len(long) and long[len(long) - len(short):] == short


def organizations_named_alike(iris: Iterable[str]) -> dict[str, str]:
    """Organisation IRIs whose name ends with another organisation's name of the collection
    ("Boston Harriers" where "Harriers" is named too), each mapped to the shortest such name's IRI.

    A shorter name stands for the longer ones only where every name of the collection ending with
    it is one chain, each name the end of the next ("Harriers", "Boston Harriers"): beside a "Leeds
    Harriers" it may be either club, and joins neither. Two names joined by "and" in one ("Leeds
    and Boston Harriers") are no name of their own here. An owner written after its institution
    (``kg.resolve``: "police@dover") is no such name: "police" is not the end of "police dover"."""
    # a name of two joined by "and" ("Nationals and Orioles", a recogniser's slip) names neither
    names = sorted({iri for iri in iris if "/organization/" in iri and _words(iri) and "and" not in _words(iri)})
    ending: dict[tuple[str, ...], list[str]] = defaultdict(list)  # a name -> the names ending with it
    by_words: dict[tuple[str, ...], list[str]] = defaultdict(list)
    for iri in names:
        words = _words(iri)
        by_words[words].append(iri)
        for start in range(len(words)):
            ending[words[start:]].append(iri)

    chains: dict[tuple[str, ...], bool] = {}

    def one_chain(short: tuple[str, ...]) -> bool:
        if short not in chains:
            longer = sorted({_words(iri) for iri in ending[short]}, key=len)
            chains[short] = len(longer) > 1 and all(_tail_of(a, b) for a, b in zip(longer, longer[1:]))
        return chains[short]

    aliases = {}
    for iri in names:
        words = _words(iri)
        for start in range(len(words) - 1, 0, -1):  # the shortest end first
            short = words[start:]
            if by_words.get(short) and one_chain(short):
                aliases[iri] = by_words[short][0]
                break
    return aliases
