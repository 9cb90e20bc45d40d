"""``kg conflicts GRAPH``: each measure with its values, sources and articles side by side.

Reads a graph written by ``kg build`` (a file in any format kg writes, or a store folder) and prints, for
every ``nkg:Measure``, one row per quantity claim: its value, whom the article attributes
it to, the article, and which rows it conflicts with (``nkg:conflictsWith``) or
corroborates (``nkg:corroborates``). ``--all`` shows measures without conflicts too.

Exit codes: 0 done (whether or not there are conflicts); 2 the graph cannot be read.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from decimal import Decimal

__all__ = ["add_parser", "measure_rows", "run"]

QUERY = """
PREFIX nkg: <https://w3id.org/newskg/ns#>
PREFIX prov: <http://www.w3.org/ns/prov#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX dcterms: <http://purl.org/dc/terms/>
PREFIX schema: <http://schema.org/>
SELECT ?measure ?label ?claim ?article ?value ?min ?max ?approximate ?vague ?unit ?when ?source ?title ?url ?publisher ?text WHERE {
  ?claim nkg:measure ?measure ; prov:wasDerivedFrom ?article .
  ?measure rdfs:label ?label .
  OPTIONAL { ?claim nkg:value ?value }
  OPTIONAL { ?claim nkg:minValue ?min }
  OPTIONAL { ?claim nkg:maxValue ?max }
  OPTIONAL { ?claim nkg:approximate ?approximate }
  OPTIONAL { ?claim nkg:vague ?vague }
  OPTIONAL { ?claim nkg:unit ?unit }
  OPTIONAL { ?claim nkg:when ?when }
  OPTIONAL { ?claim nkg:attributedTo/rdfs:label ?source }
  OPTIONAL { ?article dcterms:title ?title }
  OPTIONAL { ?article schema:url ?url }
  OPTIONAL { ?article schema:publisher ?publisher }
  OPTIONAL { ?article nkg:text ?text }
}
"""


@dataclass
class Row:
    claim: str
    value: str
    source: str
    article: str
    when: str
    conflicts: set[str]
    corroborates: set[str]


def number(value) -> str:  # noqa: ANN001
    d = Decimal(str(value))
    return f"{d:,.0f}" if d == d.to_integral_value() else f"{d:,}"


def value_text(value, low, high, approximate: bool, vague: bool, unit: str | None) -> str:  # noqa: ANN001
    if value is not None:
        text = ("~" if approximate else "") + number(value)
    elif low is not None and high is not None:
        text = ("~" if approximate else "") + f"{number(low)}–{number(high)}"
    elif low is not None:
        text = f"≥{number(low)}"
    elif high is not None:
        text = f"≤{number(high)}"
    else:
        text = "?"
    if unit == "percent":
        text += "%"
    elif unit:
        text += f" {unit}"
    return text + (" (vague)" if vague else "")


def article_text(row: dict) -> str:
    for key in ("title", "url"):
        if row.get(key):
            return str(row[key])
    first = str(row.get("text") or "").strip().split("\n", 1)[0]
    name = str(row["article"]).rsplit("/", 1)[-1]
    return f"{name} “{first[:48]}{'…' if len(first) > 48 else ''}”" if first else name


def measure_rows(store) -> list[tuple[str, str, list[Row]]]:  # noqa: ANN001
    """(measure IRI, label, rows) for every measure of a graph (a pyoxigraph store from
    ``kg.graphs.open_graph``), over the union of its named graphs."""
    import pyoxigraph as ox

    from kg.graphs import python_value
    from kg.vocab import NKG

    measures: dict[str, tuple[str, dict[str, Row]]] = {}
    solutions = store.query(QUERY, use_default_graph_as_union=True)
    variables = [v.value for v in solutions.variables]
    for solution in solutions:
        row = {k: python_value(solution[k]) for k in variables if solution[k] is not None}
        measure = str(row["measure"])
        label, rows = measures.setdefault(measure, (str(row["label"]), {}))
        claim = str(row["claim"])
        if claim in rows:
            continue
        source = str(row["source"]) if row.get("source") is not None else (str(row["publisher"]) if row.get("publisher") else "—")
        rows[claim] = Row(
            claim,
            value_text(row.get("value"), row.get("min"), row.get("max"), bool(row.get("approximate")),
                       bool(row.get("vague")), str(row["unit"]) if row.get("unit") is not None else None),
            source,
            article_text(row),
            str(row["when"]) if row.get("when") is not None else "",
            set(),
            set(),
        )

    def linked(claim: str, predicate) -> set[str]:  # noqa: ANN001
        return {q.object.value for q in store.quads_for_pattern(ox.NamedNode(claim), ox.NamedNode(str(predicate)), None)}

    for _, (_, rows) in measures.items():
        for claim, row in rows.items():
            row.conflicts = linked(claim, NKG.conflictsWith) & set(rows)
            row.corroborates = linked(claim, NKG.corroborates) & set(rows)
    return [
        (measure, label, sorted(rows.values(), key=lambda r: (r.article, r.claim)))
        for measure, (label, rows) in sorted(measures.items(), key=lambda kv: (kv[1][0], kv[0]))
    ]


def print_measures(measures: list[tuple[str, str, list[Row]]], show_all: bool, out=None) -> int:  # noqa: ANN001
    """Print the measures; returns how many conflicting pairs were shown."""
    out = out or sys.stdout  # looked up now: tests and callers may have replaced it
    pairs = 0
    for measure, label, rows in measures:
        if not show_all and not any(r.conflicts for r in rows):
            continue
        number_of = {r.claim: i for i, r in enumerate(rows, 1)}
        print(f"{label}\n  <{measure}>", file=out)
        widths = [max([len(r.value) for r in rows] + [5]), max([len(r.source) for r in rows] + [6]), max([len(r.when) for r in rows] + [4])]
        print(f"  {'#':>2}  {'value':<{widths[0]}}  {'source':<{widths[1]}}  {'when':<{widths[2]}}  article", file=out)
        for i, r in enumerate(rows, 1):
            notes = []
            if r.conflicts:
                notes.append("conflicts with " + ", ".join(f"#{number_of[c]}" for c in sorted(r.conflicts, key=number_of.get)))
            if r.corroborates:
                notes.append("agrees with " + ", ".join(f"#{number_of[c]}" for c in sorted(r.corroborates, key=number_of.get)))
            print(f"  {i:>2}  {r.value:<{widths[0]}}  {r.source:<{widths[1]}}  {r.when:<{widths[2]}}  {r.article}"
                  + (f"  [{'; '.join(notes)}]" if notes else ""), file=out)
        pairs += sum(len(r.conflicts) for r in rows) // 2
        print(file=out)
    return pairs


def run(args: argparse.Namespace) -> int:
    from kg.cli._common import fail, graph_source
    from kg.errors import KgError
    from kg.graphs import open_graph

    try:
        source = graph_source(args, "conflicts")
        measures = measure_rows(open_graph(source))
    except KgError as exc:
        return fail(exc)
    pairs = print_measures(measures, args.all)
    shown = sum(1 for _, _, rows in measures if args.all or any(r.conflicts for r in rows))
    print(f"{source}: {len(measures)} measures, {shown} shown, {pairs} conflicting pairs", file=sys.stderr)
    return 0


def add_parser(subparsers) -> None:  # noqa: ANN001
    c = subparsers.add_parser("conflicts", help="print each measure with its values, sources and articles; conflicts marked")
    from kg.cli._common import add_graph_argument

    add_graph_argument(c)
    c.add_argument("--all", action="store_true", help="also measures whose values do not conflict")
    c.set_defaults(func=run)
