"""Places and organisations two articles name alike but that kg holds as two nodes, read from the
names themselves (no gazetteer is available offline): the place and story keys of
``kg.measures.grouping`` compare what two articles name, and one thing written as two nodes would
count as two places.

- **one name, two types**: NER types a name as a place in one article and as an organisation in
  another (a ship, a base, a mall: "the Kestrel" a place here, an organisation there); where the
  collection has one place and one organisation of that name, the organisation is that place.
  Two organisations of one name (an institution kept to its article, "the navy" of two reports)
  are left as they are.

Measured on the ECB+ development topics (``benchmarks/eval_measures.py``): grouping +1 right pair,
no wrong one; the set aside +3 right pairs, no wrong one. A body named with its home place before
it ("Dover Harriers" and "Harriers") is ``kg.measures.parties``'s (alone it ran one topic's clubs'
offers together: +23 right and +33 wrong pairs; with a claim of no party that fits two parties'
measures joining neither, it pays).

The map depends on the set of names, not on their order.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

__all__ = ["ORGANIZATION", "PLACE", "bodies_named_alike"]

PLACE, ORGANIZATION = "/place/", "/organization/"


def _name_words(iri: str) -> tuple[str, ...]:
    """The words of a name, from the IRI kg mints for it (``kg.iri``: slug, then a digest)."""
    return tuple(iri.rstrip("/").rsplit("/", 1)[-1].split("-")[:-1])


def bodies_named_alike(iris: Iterable[str]) -> dict[str, str]:
    """Organisation IRIs whose name is the name of one place of the collection (and of no other
    organisation), each mapped to that place's IRI."""
    by_words: dict[tuple[str, ...], list[str]] = defaultdict(list)
    for iri in sorted(set(iris)):
        if PLACE in iri or ORGANIZATION in iri:
            by_words[_name_words(iri)].append(iri)
    aliases: dict[str, str] = {}
    for holders in by_words.values():
        places = [iri for iri in holders if PLACE in iri]
        bodies = [iri for iri in holders if ORGANIZATION in iri]
        if len(places) == 1 and len(bodies) == 1:
            aliases[bodies[0]] = places[0]  # one name NER typed two ways: one thing
    return aliases

