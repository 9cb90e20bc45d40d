"""kg report: a graph as one self-contained HTML page a researcher can read without SPARQL.

    graph file or store ──source──> Oxigraph store ──model──> Report (articles, entities,
    claims, measures) ──render──> HTML (template, inline CSS and script, SVG charts)

Public API: ``build_report`` (path in, HTML out), ``write_report`` (path in, file out);
``collect`` and ``render_html`` for callers that already hold a store.
"""

from __future__ import annotations

import os
from pathlib import Path

from kg.graphs import open_graph
from kg.report.model import Report, collect
from kg.report.render import render_html
from kg.validate import validate_source


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
