"""kg: knowledge graphs from news, with provenance on every claim.

The public API; the ``kg`` command is a thin layer over these calls::

    import kg

    result = kg.build(["seeds/"])              # articles in: files, folders, URLs, feeds
    result.dataset                             # an rdflib Dataset: a named graph per article, union default
    result.records                             # what was extracted, article by article
    result.table("statements")                 # a pandas DataFrame (also numbers, entities…)
    result.write("seeds.trig")                 # .trig .nq .ttl .nt .jsonld, validated already

    kg.table("seeds.trig", "numbers")          # a table of a graph file or a store folder
    kg.open_graph("seeds.kgstore")             # a pyoxigraph Store to query with SPARQL

Errors are ``kg.KgError`` subclasses (see ``kg.errors``).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from kg._version import __version__
from kg.errors import InputError, KgError, ModelMissingError, NoArticlesError, OutputError, StoreError, ValidationError
from kg.graphs import open_graph
from kg.table import KINDS as TABLES
from kg.table import table

if TYPE_CHECKING:
    import pandas
    import pyoxigraph
    from rdflib import Dataset

    from kg.ingest import Notice, Skipped
    from kg.records import ArticleRecords

__all__ = [
    "Build", "InputError", "KgError", "ModelMissingError", "NoArticlesError", "OutputError", "StoreError", "TABLES",
    "ValidationError", "__version__", "build", "open_graph", "table",
]


@dataclass
class Build:
    """What ``kg.build`` made: the graph, the records it came from, and what was skipped."""

    dataset: Dataset
    records: list[ArticleRecords]
    skipped: list[Skipped] = field(default_factory=list)
    notices: list[Notice] = field(default_factory=list)
    quads: list = field(default_factory=list, repr=False)  # in the order the build wrote them
    base: str = "https://w3id.org/newskg/id/"  # of the instance IRIs

    def store(self) -> pyoxigraph.Store:
        """The graph in an in-memory Oxigraph store, for SPARQL (``store.query(...)``)."""
        import pyoxigraph as ox

        from kg.write import to_ox_stream

        store = ox.Store()
        store.bulk_extend(to_ox_stream(self.quads, union=False))
        return store

    def table(self, kind: str) -> pandas.DataFrame:
        """One of ``kg.TABLES`` as a pandas DataFrame (columns: ``docs/tables.md``)."""
        return table(self.store(), kind)

    def write(self, path: str | os.PathLike[str], format: str | None = None) -> None:  # noqa: A002
        """Write the graph to ``path``, in the format its suffix names (or ``format``).

        Raises:
            OutputError: an unknown format, or the file cannot be written.
        """
        from pathlib import Path

        from kg.write import write_quads

        write_quads(self.quads, Path(path), format, base=self.base)


def build(
    inputs: Iterable[str | os.PathLike[str]],
    *,
    model: str | None = None,
    base: str | None = None,
    resolve: bool = True,
    validate: bool = True,
    aliases: str | os.PathLike[str] | None = None,
    jobs: int = 1,
    text_column: str | None = None,
    columns: dict[str, str] | None = None,
    allow_private_urls: bool = False,
) -> Build:
    """Build the graph of the articles in ``inputs``, in memory, checked against the shapes.

    Args:
        inputs: files and folders (``.txt .md .html .json .jsonl .csv``), URLs of pages,
            RSS or Atom feeds (files or URLs), as for ``kg build``.
        model: a spaCy English pipeline's name or folder; the pinned small model when None.
        base: the base of instance IRIs (default ``https://w3id.org/newskg/id/``).
        resolve: merge the same entity across articles.
        validate: check every graph against the SHACL shapes (a failure raises).
        aliases: a TSV or Turtle file of names added to the shipped alias table.
        jobs: worker processes for the per-article step.
        text_column: the column of CSV inputs holding the text (default ``text``).
        columns: CSV columns of metadata fields, e.g. ``{"published": "date"}``.
        allow_private_urls: fetch pages on this machine or a private network.

    Returns:
        a ``Build``; inputs that could not be read are in ``Build.skipped``.

    Raises:
        NoArticlesError: no input could be read as an article.
        ValidationError: the graph does not conform to the shapes.
        ModelMissingError: the model is not installed or cannot run kg's rules.
    """
    from rdflib import Dataset

    from kg.engine import make_engine
    from kg.ingest_csv import CsvColumns
    from kg.inputs import InputOptions
    from kg.pipeline import BuildConfig, BuildResult, stream_build
    from kg.vocab import DEFAULT_BASE

    csv = CsvColumns.parse(text_column, [f"{k}={v}" for k, v in (columns or {}).items()])
    config = BuildConfig(base=base or DEFAULT_BASE, resolve=resolve, validate=validate,
                         aliases=str(aliases) if aliases else None, model=model, keep_records=True,
                         inputs=InputOptions(csv=csv, allow_private=allow_private_urls))
    result = BuildResult()
    quads = list(stream_build([str(i) for i in inputs], config, result, make_engine(jobs)))
    dataset = Dataset(default_union=True)  # queries and lookups see every named graph
    for quad in quads:
        s, p, o, g = quad if isinstance(quad, tuple) else _rdflib_quad(quad)  # Oxigraph's, from workers
        dataset.graph(g).add((s, p, o))
    return Build(dataset, result.article_records, list(result.skipped), list(result.notices), quads, config.base)


def _rdflib_quad(quad):  # noqa: ANN001, ANN202
    import pyoxigraph as ox
    from rdflib import BNode, Literal, URIRef

    def convert(term):  # noqa: ANN001, ANN202
        if isinstance(term, ox.NamedNode):
            return URIRef(term.value)
        if isinstance(term, ox.BlankNode):
            return BNode(term.value)
        if isinstance(term, ox.Literal):
            if term.language:
                return Literal(term.value, lang=term.language)
            return Literal(term.value, datatype=URIRef(term.datatype.value))
        return term

    return tuple(convert(t) for t in (quad.subject, quad.predicate, quad.object, quad.graph_name))
