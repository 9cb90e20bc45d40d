"""Compact JSON-LD: Oxigraph's expanded output, compacted against kg's ``@context``.

Oxigraph writes JSON-LD fast and as a stream, but only in expanded form (every IRI in
full, every value an object in a list). kg's context is ``kg.vocab.prefixes(base)``: the
prefixes of the vocabularies kg uses and of its instance IRIs, kept in the repository for the
default base as ``kg/data/context.jsonld`` (tests/test_graph_sources.py checks that a build
writes exactly it). It is made of prefixes only, no term definitions and no type coercion, so compacting
against it is a small, exact subset of the JSON-LD 1.1 compaction algorithm:

- IRIs (properties, ``@id``, ``@type`` and datatypes) become compact IRIs ``prefix:rest``
  where a prefix matches;
- ``rdf:type`` becomes ``@type``;
- a plain string value becomes the string; typed and tagged values stay value objects;
- a list of one value becomes the value (``@graph`` stays a list).

Node order is Oxigraph's, which follows the order of the quads: the same graph gives the
same bytes. The whole document is held in memory while it is compacted (JSON-LD is the
one output format that is not streamed).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
XSD_STRING = "http://www.w3.org/2001/XMLSchema#string"


class Compactor:
    """Compacts expanded JSON-LD against a context of prefixes."""

    def __init__(self, prefixes: Mapping[str, str]) -> None:
        self.context = dict(prefixes)
        # the longest namespace first, so "…/id/article/" wins over "…/id/"
        self._by_length = sorted(((ns, p) for p, ns in prefixes.items()), key=lambda item: (-len(item[0]), item[1]))
        self._cache: dict[str, str] = {}

    def iri(self, iri: str) -> str:
        """``prefix:rest`` for an IRI under a prefix, the IRI itself otherwise."""
        found = self._cache.get(iri)
        if found is None:
            found = iri
            for namespace, prefix in self._by_length:
                rest = iri[len(namespace):]
                # "prefix://..." would read as an absolute IRI; an empty rest as the bare prefix
                if iri.startswith(namespace) and rest and not rest.startswith("//"):
                    found = f"{prefix}:{rest}"
                    break
            self._cache[iri] = found
        return found

    def value(self, value: dict[str, Any]) -> Any:
        if "@value" in value:
            datatype = value.get("@type")
            if (datatype is None and "@language" not in value) or datatype == XSD_STRING:
                return value["@value"]
            if datatype is not None:
                return {"@value": value["@value"], "@type": self.iri(datatype)}
            return value
        if set(value) == {"@id"}:
            return {"@id": self.node_id(value["@id"])}
        return self.node(value)

    def node_id(self, identifier: str) -> str:
        return identifier if identifier.startswith("_:") else self.iri(identifier)

    def node(self, node: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, values in node.items():
            if key == "@id":
                out["@id"] = self.node_id(values)
            elif key == "@graph":
                out["@graph"] = [self.node(n) for n in values]
            elif key == "@type":
                types = [self.iri(t) for t in values]
                out["@type"] = types[0] if len(types) == 1 else types
            elif key == RDF_TYPE and all(set(v) == {"@id"} for v in values):
                types = [self.iri(v["@id"]) for v in values]
                out["@type"] = types[0] if len(types) == 1 else types
            else:
                compacted = [self.value(v) for v in values]
                out[self.iri(key)] = compacted[0] if len(compacted) == 1 else compacted
        if "@type" in out:  # @id, @type first, as people expect to read them
            out = {k: out[k] for k in ("@id", "@type") if k in out} | out
        return out

    def document(self, expanded: Iterable[dict[str, Any]]) -> dict[str, Any]:
        return {"@context": self.context, "@graph": [self.node(n) for n in expanded]}


def compact_bytes(expanded: bytes, prefixes: Mapping[str, str]) -> bytes:
    """Oxigraph's expanded JSON-LD bytes as a compact document, indented, UTF-8."""
    document = Compactor(prefixes).document(json.loads(expanded))
    return (json.dumps(document, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
