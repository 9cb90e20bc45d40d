"""Open the graph a report is made from: an RDF file, or a kg store folder.

A file is parsed into an in-memory Oxigraph store, so the report's SPARQL queries run on
the same engine whether the graph comes from a file or from ``kg.store``. Queries run
over the union of the named graphs (a claim is in its article's graph, the entity it
points at in the entities graph).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from importlib import resources
from pathlib import Path

import pyoxigraph as ox

from kg.errors import InputError, StoreError

from kg.store import RDF_FORMATS as FILE_FORMATS  # one table of file suffixes for the project

Row = dict[str, object]


def open_graph(path: str | Path) -> ox.Store:
    """The graph in ``path``: an RDF file (by its suffix) or a store folder.

    Raises:
        InputError: the file is missing, has an unknown suffix or does not parse.
        StoreError: the folder is not a kg store, or kg.store is not available.
    """
    path = Path(path)
    if path.is_dir():
        return open_store_folder(path)
    if not path.exists():
        raise InputError(str(path), "no such file or store folder")
    fmt = FILE_FORMATS.get(path.suffix.lower())
    if fmt is None:
        known = " ".join(sorted(FILE_FORMATS))
        raise InputError(str(path), f"unknown RDF file suffix {path.suffix!r} (known: {known}, or a store folder)")
    store = ox.Store()
    try:
        store.bulk_load(path=str(path), format=fmt)
    except SyntaxError as exc:
        raise InputError(str(path), f"RDF syntax error: {exc}") from exc
    except (OSError, ValueError) as exc:
        raise InputError(str(path), f"cannot read: {exc}") from exc
    return store


def open_store_folder(path: Path) -> ox.Store:
    try:
        from kg.store import open_store
    except ImportError as exc:  # the store module lands separately; say so rather than guess
        raise StoreError(f"{path} is a folder, and this kg has no store support (kg.store) to read it") from exc
    return open_store(path, read_only=True)


def query_text(name: str) -> str:
    """The text of ``kg/report/queries/<name>.rq``."""
    return resources.files("kg.report").joinpath("queries", f"{name}.rq").read_text(encoding="utf-8")


def select(store: ox.Store, name: str, bindings: Mapping[str, ox.NamedNode | ox.Literal] | None = None) -> Iterator[Row]:
    """Rows of the named SELECT query as dicts of Python values (str, int, Decimal, bool).

    IRIs come back as ``str``; unbound variables are absent from the row.
    """
    substitutions = {ox.Variable(k): v for k, v in (bindings or {}).items()} or None
    try:
        solutions = store.query(query_text(name), use_default_graph_as_union=True, substitutions=substitutions)
    except OSError as exc:
        raise StoreError(f"cannot read the graph while running report query {name!r}: {exc}") from exc
    variables = [v.value for v in solutions.variables]
    for solution in solutions:
        row: Row = {}
        for variable in variables:
            term = solution[variable]
            if term is not None:
                row[variable] = python_value(term)
        yield row


XSD = "http://www.w3.org/2001/XMLSchema#"
INTEGER_TYPES = {f"{XSD}{t}" for t in ("integer", "nonNegativeInteger", "positiveInteger", "int", "long")}


def python_value(term: object) -> object:
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


def union_ntriples(store: ox.Store) -> bytes:
    """Every triple of every named graph as N-Triples, for SHACL validation with rdflib
    (a kg store's default graph holds kg's build records, which are not part of the graph)."""
    triples = (ox.Triple(q.subject, q.predicate, q.object) for q in store.quads_for_pattern(None, None, None)
               if not isinstance(q.graph_name, ox.DefaultGraph))
    return ox.serialize(triples, format=ox.RdfFormat.N_TRIPLES)
