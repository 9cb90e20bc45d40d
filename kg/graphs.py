"""Open a graph wherever it is: an RDF file kg wrote, or a kg store folder.

The one helper every graph-reading command and ``kg.table`` use, so that ``kg query``,
``conflicts``, ``report``, ``export``, ``validate``, ``table`` and ``push`` all take either.
A file is parsed into an in-memory Oxigraph store, so the same SPARQL runs on the same
engine whatever the graph came from; a store folder is opened read-only (no lock, so a
running ``kg serve`` or another reader is no obstacle). Queries run over the union of
the named graphs.
"""

from __future__ import annotations

import os
from pathlib import Path

import pyoxigraph as ox

from kg.errors import InputError, StoreError
from kg.store import RDF_FORMATS, check_store_folder, open_store

GraphSource = str | os.PathLike[str]


def is_store_folder(path: GraphSource) -> bool:
    """True for a folder: a graph source that is a folder can only be a store."""
    return Path(path).is_dir()


def file_format(path: Path) -> ox.RdfFormat:
    """The RDF format of a graph file, by its suffix.

    Raises:
        InputError: an unknown suffix.
    """
    fmt = RDF_FORMATS.get(path.suffix.lower())
    if fmt is None:
        known = " ".join(sorted(RDF_FORMATS))
        raise InputError(str(path), f"unknown RDF file suffix {path.suffix!r} (known: {known}, or a store folder)")
    return fmt


def open_graph(source: GraphSource) -> ox.Store:
    """The graph in ``source``: an RDF file (``.trig .nq .ttl .nt .jsonld .rdf``) or a store folder.

    Raises:
        InputError: no such file or folder, an unknown suffix, or a file that does not parse.
        StoreError: the folder is not a kg store, or cannot be opened.
    """
    path = Path(source)
    if path.is_dir():
        check_store_folder(path, must_exist=True)
        return open_store(path, read_only=True)
    if not path.exists():
        raise InputError(str(path), "no such file or store folder (make one with kg build ... --out FILE or --store DIR)")
    fmt = file_format(path)
    store = ox.Store()
    try:
        store.bulk_load(path=str(path), format=fmt)
    except SyntaxError as exc:
        raise InputError(str(path), f"RDF syntax error: {exc}") from exc
    except (OSError, ValueError) as exc:
        raise InputError(str(path), f"cannot read: {exc}") from exc
    return store


def union_ntriples(store: ox.Store) -> bytes:
    """Every triple of every graph as N-Triples (for rdflib, e.g. SHACL validation), without
    the build records a kg store keeps in its default graph (``kg.store.graph_quads``)."""
    from kg.store import graph_quads

    try:
        triples = (ox.Triple(q.subject, q.predicate, q.object) for q in graph_quads(store))
        return ox.serialize(triples, format=ox.RdfFormat.N_TRIPLES)
    except OSError as exc:
        raise StoreError(f"cannot read the graph: {exc}") from exc


XSD = "http://www.w3.org/2001/XMLSchema#"
INTEGER_TYPES = {f"{XSD}{t}" for t in ("integer", "nonNegativeInteger", "positiveInteger", "int", "long")}


def python_value(term: object) -> object:
    """An Oxigraph term as a Python value: IRIs as str, integers as int, decimals as Decimal,
    booleans as bool, other literals as their text."""
    from decimal import Decimal, InvalidOperation

    if isinstance(term, ox.NamedNode):
        return term.value
    if isinstance(term, ox.BlankNode):
        return f"_:{term.value}"
    if isinstance(term, ox.Literal):
        datatype = term.datatype.value
        try:
            if datatype in INTEGER_TYPES:
                return int(term.value)
            if datatype in (f"{XSD}decimal", f"{XSD}double", f"{XSD}float"):
                return Decimal(term.value)
        except (ValueError, InvalidOperation):
            return term.value  # an ill-typed literal is shown as written
        if datatype == f"{XSD}boolean":
            return term.value in ("true", "1")
        return term.value
    return str(term)
