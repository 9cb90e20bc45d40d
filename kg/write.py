"""Writes quads to a file in the format its suffix names, atomically and deterministically.

Quads are sorted before writing, so the same graph always gives the same bytes. Oxigraph's
serialisers do the writing: rdflib's Turtle writer slows down as the number of IRI
prefixes grows (see issue 8), Oxigraph's stays linear. The output goes to a temporary file
in the same folder and is renamed into place only when complete, so a failed run never
leaves a half-written file at ``--out``.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable
from pathlib import Path

import pyoxigraph as ox
from rdflib import BNode, Literal, URIRef

from kg.errors import OutputError
from kg.vocab import NS

FORMATS = {
    "ttl": ox.RdfFormat.TURTLE,
    "turtle": ox.RdfFormat.TURTLE,
    "trig": ox.RdfFormat.TRIG,
    "nq": ox.RdfFormat.N_QUADS,
    "nquads": ox.RdfFormat.N_QUADS,
    "nt": ox.RdfFormat.N_TRIPLES,
    "ntriples": ox.RdfFormat.N_TRIPLES,
    "jsonld": ox.RdfFormat.JSON_LD,
    "json-ld": ox.RdfFormat.JSON_LD,
}
PREFIXES = {
    "nkg": NS,
    "prov": "http://www.w3.org/ns/prov#",
    "rdfs": "http://www.w3.org/2000/01/rdf-schema#",
    "skos": "http://www.w3.org/2004/02/skos/core#",
    "dcterms": "http://purl.org/dc/terms/",
    "schema": "http://schema.org/",
    "xsd": "http://www.w3.org/2001/XMLSchema#",
}

Quad = tuple[URIRef, URIRef, object, URIRef]


def format_for(path: Path, name: str | None = None) -> ox.RdfFormat:
    key = (name or path.suffix.lstrip(".")).lower()
    if key not in FORMATS:
        raise OutputError(f"{path}: unknown output format {key!r}; use one of .ttl .trig .nq .nt .jsonld or --format")
    return FORMATS[key]


def to_ox(term: object):  # noqa: ANN201
    if isinstance(term, URIRef):
        return ox.NamedNode(str(term))
    if isinstance(term, BNode):
        return ox.BlankNode(str(term))
    if isinstance(term, Literal):
        if term.language:
            return ox.Literal(str(term), language=term.language)
        if term.datatype:
            return ox.Literal(str(term), datatype=ox.NamedNode(str(term.datatype)))
        return ox.Literal(str(term))
    raise TypeError(f"not an RDF term: {term!r}")


def sort_key(quad: Quad) -> tuple[str, str, str, str]:
    s, p, o, g = quad
    return (str(g), str(s), str(p), o.n3() if hasattr(o, "n3") else str(o))


def to_ox_quads(quads: Iterable[Quad], union: bool) -> list:
    converted = []
    seen = set()
    for s, p, o, g in sorted(quads, key=sort_key):
        if union:
            triple = (s, p, o)
            if triple in seen:
                continue
            seen.add(triple)
            converted.append(ox.Triple(to_ox(s), to_ox(p), to_ox(o)))
        else:
            converted.append(ox.Quad(to_ox(s), to_ox(p), to_ox(o), to_ox(g)))
    return converted


def write_quads(quads: Iterable[Quad], path: Path, format_name: str | None = None) -> None:
    """Write quads to ``path``; triple-only formats get the union of the graphs.

    Raises:
        OutputError: the format is unknown or the file cannot be written.
    """
    rdf_format = format_for(path, format_name)
    data = to_ox_quads(quads, union=not rdf_format.supports_datasets)
    folder = path.parent if str(path.parent) else Path(".")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=folder)
    except OSError as exc:
        raise OutputError(f"{path}: cannot write: {exc.strerror or exc}") from exc
    try:
        with os.fdopen(fd, "wb") as handle:
            prefixes = PREFIXES if rdf_format in (ox.RdfFormat.TURTLE, ox.RdfFormat.TRIG) else None
            ox.serialize(data, handle, rdf_format, prefixes=prefixes)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # mkstemp makes it private; give it the usual mode
        os.replace(tmp, path)
    except BaseException as exc:
        Path(tmp).unlink(missing_ok=True)
        if isinstance(exc, OSError):
            raise OutputError(f"{path}: cannot write: {exc.strerror or exc}") from exc
        raise
