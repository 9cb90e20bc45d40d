"""The only code that makes instance IRIs.

IRIs are deterministic: an article's comes from the SHA-256 of its text, a mention's from
its article and offsets, a claim's from its article, kind and defining fields, an entity's
from its type and normalised name. Building the same input twice gives the same IRIs, and
a new article never changes the IRIs of what was there before. All IRIs sit directly under
a few flat prefixes, so serialisers do not accumulate one namespace per article.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from functools import lru_cache

from rdflib import URIRef

from kg.vocab import DEFAULT_BASE


def digest(*parts: object, length: int = 16) -> str:
    joined = "\x1f".join("" if p is None else str(p) for p in parts)
    return hashlib.sha256(joined.encode("utf-8")).hexdigest()[:length]


def slug(text: str) -> str:
    """A readable, stable IRI segment: ASCII, lower case, hyphens."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")[:60] or "x"


@lru_cache(maxsize=1 << 16)  # pure; the cross-article graphs ask for each entity's IRI many times
def _entity_iri(base: str, entity_type: str, key: str, scope: str | None) -> URIRef:
    name = key.split(":", 1)[-1]
    if name.endswith("@") and scope is None:
        raise ValueError("an unowned institution needs its article as scope")
    suffix = digest(entity_type, name, scope, length=8)
    return URIRef(f"{base}{entity_type.lower()}/{slug(name)}-{suffix}")


@lru_cache(maxsize=1 << 16)  # pure; each mention's IRI is asked for thrice (its article's graph, its entity, its links)
def _mention_iri(base: str, article_sha: str, start: int, end: int) -> URIRef:
    return URIRef(f"{base}mention/{article_sha[:16]}-{start}-{end}")


@lru_cache(maxsize=1 << 16)  # pure; the cross-article graphs make each entity's triples three times or more
def _merge_iri(base: str, entity: URIRef, rule: str) -> URIRef:
    return URIRef(f"{base}merge/{slug(rule)}-{digest(entity, rule)}")


class Minter:
    """Mints every instance IRI under one base."""

    def __init__(self, base: str = DEFAULT_BASE) -> None:
        self.base = base if base.endswith(("/", "#")) else base + "/"

    def article(self, sha256: str) -> URIRef:
        return URIRef(f"{self.base}article/{sha256[:16]}")

    def mention(self, article_sha: str, start: int, end: int) -> URIRef:
        return _mention_iri(self.base, article_sha, start, end)

    def source(self, article_sha: str, start: int, end: int) -> URIRef:
        """An unnamed source of a statement: one node per phrase of one article."""
        return URIRef(f"{self.base}source/{article_sha[:16]}-{start}-{end}")

    def claim(self, kind: str, article_sha: str, *fields: object) -> URIRef:
        return URIRef(f"{self.base}claim/{kind}-{digest(article_sha, kind, *fields)}")

    def entity(self, entity_type: str, key: str, scope: str | None = None) -> URIRef:
        """An entity; ``scope`` (an article checksum) keeps one node per article.

        An institution named without its owner ("the national government", key ending in
        "@") is always scoped to its article: the same words in two articles may name two
        countries' institutions.
        """
        return _entity_iri(self.base, entity_type, key, scope)

    def run(self, config_hash: str) -> URIRef:
        return URIRef(f"{self.base}run/{config_hash[:16]}")

    def agent(self, version: str) -> URIRef:
        return URIRef(f"{self.base}agent/kg-{slug(version)}")

    def graph(self, name: str) -> URIRef:
        return URIRef(f"{self.base}graph/{name}")

    def merge(self, entity: URIRef, rule: str) -> URIRef:
        """The record of the mentions one rule joined to an entity."""
        return _merge_iri(self.base, entity, rule)

    def geometry(self, entity: URIRef) -> URIRef:
        """The point of a place entity (one per entity, so two nodes never share a node)."""
        return URIRef(f"{self.base}geometry/{digest(entity)}")

    def measure(self, key: str) -> URIRef:
        return URIRef(f"{self.base}measure/{slug(key)}-{digest(key, length=8)}")
