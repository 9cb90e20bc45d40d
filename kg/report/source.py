"""The report's queries, run on the graph ``kg.graphs.open_graph`` opened (a file or a store).

Queries run over the union of the named graphs (a claim is in its article's graph, the
entity it points at in the entities graph).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from importlib import resources

import pyoxigraph as ox

from kg.errors import StoreError
from kg.graphs import open_graph, python_value, union_ntriples  # noqa: F401  (kg.graphs opens and reads graphs)

Row = dict[str, object]


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


