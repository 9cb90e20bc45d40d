"""kg report: a graph as one self-contained HTML page a researcher can read without SPARQL.

    graph file or store ──source──> Oxigraph store ──model──> Report (articles, entities,
    claims, measures) ──render──> HTML (template, inline CSS and script, SVG charts)

Public API: ``build_report`` (path in, HTML out), ``write_report`` (path in, file out);
``collect`` and ``render_html`` for callers that already hold a store.
"""

from __future__ import annotations

import os
from pathlib import Path

import pyoxigraph as ox

from kg.report.model import Report, collect
from kg.report.render import render_html
from kg.report.source import open_graph, union_ntriples
from kg.validate import ValidationReport


RDFLIB_FORMATS = {".trig": "trig", ".nq": "nquads", ".ttl": "turtle", ".nt": "nt", ".jsonld": "json-ld",
                  ".rdf": "xml", ".owl": "xml"}


def validate_source(source: str | os.PathLike[str], store: ox.Store) -> ValidationReport:
    """The SHACL verdict (``kg.validate``) on the union of the graphs in ``source``.

    A file is validated as rdflib reads it, not through the store. A store folder is
    validated as the store holds it, with one repair: Oxigraph (0.5) stores every
    integer-derived datatype as xsd:integer, so the offsets kg writes as
    xsd:nonNegativeInteger come back as xsd:integer and every mention would fail the
    shapes' datatype check. Non-negative offsets get their datatype back; a negative one
    stays an integer and is reported.
    """
    from rdflib import Dataset, Graph, Literal
    from rdflib.namespace import XSD

    from kg.validate import validate_graph
    from kg.vocab import NKG

    path = Path(source)
    graph = Graph()
    if path.is_dir():
        graph.parse(data=union_ntriples(store), format="nt")
        for s, p, o in list(graph.triples((None, None, None))):
            if p in (NKG.start, NKG.end) and isinstance(o, Literal) and o.datatype == XSD.integer and int(o) >= 0:
                graph.remove((s, p, o))
                graph.add((s, p, Literal(int(o), datatype=XSD.nonNegativeInteger)))
    else:
        dataset = Dataset()
        dataset.parse(path, format=RDFLIB_FORMATS[path.suffix.lower()])
        for s, p, o, _ in dataset.quads((None, None, None, None)):
            graph.add((s, p, o))
    return validate_graph(graph)


def build_report(source: str | os.PathLike[str], *, validate: bool = True) -> str:
    """The HTML page of the graph in ``source`` (an RDF file or a kg store folder).

    Raises:
        InputError: the file cannot be read as RDF.
        StoreError: the store folder cannot be opened.
    """
    store = open_graph(source)
    return render_html(collect(store, validate_source(source, store) if validate else None))


def write_report(source: str | os.PathLike[str], out: str | os.PathLike[str], *, validate: bool = True) -> Report:
    """Write the page of ``source`` to ``out`` (whole or not at all) and return what it shows.

    Raises:
        InputError, StoreError: as ``build_report``.
        OutputError: ``out`` cannot be written.
    """
    from kg.outfile import open_output, target_kind

    target_kind(Path(out))  # a folder or a socket is refused before the work
    store = open_graph(source)
    report = collect(store, validate_source(source, store) if validate else None)
    html = render_html(report).encode("utf-8")
    # a file is replaced whole or not at all; a device or FIFO is written to (kg.outfile)
    with open_output(out) as stream:
        stream.write(html)
    return report


__all__ = ["Report", "build_report", "collect", "render_html", "validate_source", "write_report"]
