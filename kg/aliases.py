"""The names well-known entities go by: the shipped table plus a user's own file.

The shipped table (``kg/data/known_entities.tsv``) lists news agencies and broadcasters,
national police forces, a few ministries with unambiguous names, and international bodies,
each with its other names (other languages, acronyms) and its Wikidata id. A user extends
it with ``--aliases FILE``, in either of two forms:

- TSV, the shipped table's columns: ``label<TAB>type<TAB>alias|alias<TAB>Q-id or IRI``
  (type is Person, Organization or Place; lines starting with ``#`` are comments);
- Turtle: any node with an ``rdfs:label`` or ``skos:prefLabel``, its ``skos:altLabel``s,
  a type (``nkg:``/``schema:`` Person, Organization or Place) and ``owl:sameAs`` IRIs; a
  node whose own IRI is a Wikidata or DBpedia IRI is its own ``owl:sameAs``.

A user's entry that shares a name with a shipped one refines it: the user's label and type
win, the names and equivalent IRIs add up. Names are compared folded (case, diacritics,
punctuation and spacing ignored) after dropping a leading "the".

The country adjectives of ``kg/data/demonyms.tsv`` ("Moroccan", "Spanish") are loaded
here too: ``kg.resolve`` uses them to key an institution by its owner.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path

from kg.errors import InputError
from kg.names import fold
from kg.records import EntityType

__all__ = ["Alias", "AliasTable", "load_aliases", "name_key", "parse_tsv", "parse_turtle", "demonyms"]

ENTITY_TYPES: tuple[EntityType, ...] = ("Person", "Organization", "Place")
WIKIDATA = "http://www.wikidata.org/entity/"
SAME_AS_PREFIXES = ("http://www.wikidata.org/entity/", "https://www.wikidata.org/entity/",
                    "http://dbpedia.org/resource/", "https://dbpedia.org/resource/")


@dataclass(frozen=True, slots=True)
class Alias:
    """One entity of an alias table: its label, type, every name, and equivalent IRIs."""

    label: str
    type: EntityType
    names: tuple[str, ...]
    same_as: tuple[str, ...] = ()
    source: str = "shipped"  # "shipped", or the user's file


_APOSTROPHES = re.compile(r"[’‘`´]")
_POSSESSIVE = re.compile(r"(?<=\w)'s\b|(?<=s)'(?=\s|$)")
_DASHES = re.compile(r"[-–—―/]")
_SPACES = re.compile(r"\s+")
_LEADING_THE = re.compile(r"^the ")


@lru_cache(maxsize=1 << 16)  # pure, and asked of the same names again and again (identities, mention rules, look-ups)
def name_key(name: str) -> str:
    """How names are compared: folded, spacing and punctuation evened, no leading 'the'.

    "The Associated Press", "associated press" and "Associated  Press" compare equal;
    "Hewlett-Packard" and "Hewlett - Packard" too, and "U.S." equals "US".
    """
    text = fold(name)
    text = _APOSTROPHES.sub("'", text)
    text = _POSSESSIVE.sub("", text)  # possessive
    text = text.replace(".", "")
    text = _DASHES.sub(" ", text)
    text = _SPACES.sub(" ", text).strip()
    return _LEADING_THE.sub("", text)


class AliasTable:
    """Look names up in the shipped table and the user's entries (the user's first)."""

    def __init__(self, entries: Iterable[Alias]) -> None:
        merged: list[Alias] = []
        by_name: dict[str, int] = {}
        for entry in entries:
            # a later entry sharing a name with an earlier one extends it: its label and
            # type win, names and equivalent IRIs add up (a user's file refines the table)
            known = sorted({by_name[k] for k in map(name_key, entry.names) if k in by_name})
            if known:
                index = known[0]
                old = merged[index]
                entry = Alias(entry.label, entry.type, tuple(dict.fromkeys([*entry.names, *old.names])),
                              tuple(sorted(set(old.same_as) | set(entry.same_as))), entry.source)
                merged[index] = entry
            else:
                index = len(merged)
                merged.append(entry)
            for name in entry.names:
                by_name[name_key(name)] = index
        self.entries: tuple[Alias, ...] = tuple(merged)
        self._by_name: dict[str, Alias] = {k: merged[i] for k, i in by_name.items()}
        self.digest = hashlib.sha256(
            "\n".join(f"{e.label}\t{e.type}\t{'|'.join(e.names)}\t{'|'.join(e.same_as)}" for e in self.entries).encode()
        ).hexdigest()

    def lookup(self, name: str) -> Alias | None:
        """The entry listing ``name`` among its names, if any."""
        return self._by_name.get(name_key(name))

    def __len__(self) -> int:
        return len(self.entries)


def same_as_iri(value: str) -> str:
    """A Wikidata id ("Q1136396") as its entity IRI; an IRI as it is."""
    value = value.strip()
    return WIKIDATA + value if re.fullmatch(r"Q\d+", value) else value


def parse_tsv(text: str, source: str = "shipped") -> list[Alias]:
    """Entries of a table in the shipped TSV form.

    Raises:
        InputError: a line with an unknown type or no label.
    """
    entries = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        label, etype, aliases, same_as = (line.rstrip("\n").split("\t") + ["", "", ""])[:4]
        label, etype = label.strip(), etype.strip()
        if not label or etype not in ENTITY_TYPES:
            raise InputError(f"{source}:{number}", f"expected label<TAB>Person|Organization|Place<TAB>aliases<TAB>id, got {line!r}")
        names = tuple(dict.fromkeys([label, *[a.strip() for a in aliases.split("|") if a.strip()]]))
        iris = tuple(same_as_iri(v) for v in same_as.split("|") if v.strip())
        entries.append(Alias(label, etype, names, iris, source))  # type: ignore[arg-type]
    return entries


def parse_turtle(path: Path) -> list[Alias]:
    """Entries of a Turtle file: labelled, typed nodes with their alternative labels.

    Raises:
        InputError: the file is not Turtle, or a labelled node has no known type.
    """
    from rdflib import OWL, RDF, RDFS, Graph, URIRef
    from rdflib.namespace import SKOS

    from kg.vocab import NKG

    schema = "http://schema.org/"
    types = {NKG[t]: t for t in ENTITY_TYPES} | {URIRef(schema + t): t for t in ENTITY_TYPES} | {
        URIRef("https://schema.org/" + t): t for t in ENTITY_TYPES
    }
    graph = Graph()
    try:
        graph.parse(path, format="turtle")
    except Exception as exc:  # rdflib raises many kinds of parse errors
        raise InputError(str(path), f"not a Turtle alias file ({exc}); see README-resolve.md for the format") from exc
    entries = []
    subjects = sorted(set(graph.subjects(RDFS.label, None)) | set(graph.subjects(SKOS.prefLabel, None)))
    for node in subjects:
        labels = sorted(graph.objects(node, SKOS.prefLabel), key=_english_first) or sorted(
            graph.objects(node, RDFS.label), key=_english_first)
        etype = next((types[t] for t in sorted(graph.objects(node, RDF.type)) if t in types), None)
        if etype is None:
            raise InputError(str(path), f"{node} has a label but no type (nkg: or schema: Person, Organization or Place)")
        alt = sorted(set(graph.objects(node, SKOS.altLabel)) | set(graph.objects(node, RDFS.label)), key=_english_first)
        names = tuple(dict.fromkeys(str(n) for n in [*labels, *alt]))
        same = {str(o) for o in graph.objects(node, OWL.sameAs)}
        if isinstance(node, URIRef) and str(node).startswith(SAME_AS_PREFIXES):
            same.add(str(node))
        entries.append(Alias(str(labels[0]), etype, names, tuple(sorted(same)), str(path)))
    return entries


def _english_first(literal) -> tuple:  # noqa: ANN001
    language = getattr(literal, "language", None)
    return (0 if language in (None, "en") or str(language).startswith("en-") else 1, str(literal))


@lru_cache(maxsize=1)
def shipped_aliases() -> tuple[Alias, ...]:
    text = resources.files("kg").joinpath("data/known_entities.tsv").read_text(encoding="utf-8")
    return tuple(parse_tsv(text, "shipped"))


def load_aliases(user_file: str | Path | None = None) -> AliasTable:
    """The shipped table, extended by ``user_file`` (.tsv/.tab or .ttl) when given.

    Read once per process and file (workers call this for every batch).

    Raises:
        InputError: the file is missing, unreadable or malformed.
    """
    return _load_aliases(None if user_file is None else str(user_file))


@lru_cache(maxsize=8)
def _load_aliases(user_file: str | None) -> AliasTable:
    entries = list(shipped_aliases())
    if user_file is not None:
        path = Path(user_file)
        if not path.is_file():
            raise InputError(str(path), "alias file not found")
        if path.suffix.lower() in {".ttl", ".turtle"}:
            entries.extend(parse_turtle(path))
        else:
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                raise InputError(str(path), f"cannot read the alias file ({exc})") from exc
            entries.extend(parse_tsv(text, str(path)))
    return AliasTable(entries)


@lru_cache(maxsize=1)
def demonyms() -> dict[str, str]:
    """Country adjective (name key) -> the country's name key: "moroccan" -> "morocco"."""
    text = resources.files("kg").joinpath("data/demonyms.tsv").read_text(encoding="utf-8")
    table: dict[str, str] = {}
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        country, adjectives = (line.split("\t") + [""])[:2]
        for adjective in adjectives.split("|"):
            if adjective.strip():
                table[name_key(adjective)] = country.strip()
    return table
