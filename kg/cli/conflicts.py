"""``kg conflicts GRAPH``: each measure with its values, sources and articles side by side.

Reads a graph written by ``kg build`` (a file in any format kg writes, or a store folder)
and prints, for every ``nkg:Measure``, the keys its claims were grouped on
(``nkg:groupedBy``) and one row per quantity claim: its value, whom the article attributes
it to (else the words of its unnamed source, "officials", else the outlet), the day it is
reported as of, the article, and which rows it conflicts with (``nkg:conflictsWith``: a dispute), updates (``nkg:updates``: a later report of a running
count) or corroborates (``nkg:corroborates``). ``--all`` shows measures without disputes or
updates too.

``--explain CLAIM_OR_TEXT`` says, for each quantity claim whose IRI ends with the argument or
whose number or sentence holds it, which measure it joined and on which keys, and how its
value stands there; or why it joined none (``nkg:noMeasure``: no counted thing, an age of
nobody named, no other article reporting it and how the nearest measure differs).

Exit codes: 0 done (whether or not there are conflicts); 1 ``--explain`` found no such claim;
2 the graph cannot be read.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field
from decimal import Decimal

__all__ = ["add_parser", "measure_rows", "run"]

QUERY = """
PREFIX nkg: <https://w3id.org/newskg/ns#>
PREFIX prov: <http://www.w3.org/ns/prov#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX dcterms: <http://purl.org/dc/terms/>
PREFIX schema: <http://schema.org/>
SELECT ?measure ?label ?claim ?article ?value ?min ?max ?approximate ?vague ?unit ?when ?reported ?source ?unnamed ?title ?url ?publisher ?text WHERE {
  ?claim nkg:measure ?measure ; prov:wasDerivedFrom ?article .
  ?measure rdfs:label ?label .
  OPTIONAL { ?claim nkg:value ?value }
  OPTIONAL { ?claim nkg:minValue ?min }
  OPTIONAL { ?claim nkg:maxValue ?max }
  OPTIONAL { ?claim nkg:approximate ?approximate }
  OPTIONAL { ?claim nkg:vague ?vague }
  OPTIONAL { ?claim nkg:unit ?unit }
  OPTIONAL { ?claim nkg:when ?when }
  OPTIONAL { ?claim nkg:reportedOn ?reported }
  OPTIONAL { ?claim nkg:attributedTo/rdfs:label ?source }
  OPTIONAL { ?claim nkg:source/rdfs:label ?unnamed }
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
    updates: set[str] = field(default_factory=set)  # earlier claims this one updates
    reported: str = ""


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
        # the named source, else the unnamed one's words ("officials"), else the outlet's own voice
        given = row.get("source") if row.get("source") is not None else row.get("unnamed")
        source = str(given) if given is not None else (str(row["publisher"]) if row.get("publisher") else "—")
        rows[claim] = Row(
            claim,
            value_text(row.get("value"), row.get("min"), row.get("max"), bool(row.get("approximate")),
                       bool(row.get("vague")), str(row["unit"]) if row.get("unit") is not None else None),
            source,
            article_text(row),
            str(row["when"]) if row.get("when") is not None else "",
            set(),
            set(),
            reported=str(row["reported"]) if row.get("reported") is not None else "",
        )

    def linked(claim: str, predicate) -> set[str]:  # noqa: ANN001
        return {q.object.value for q in store.quads_for_pattern(ox.NamedNode(claim), ox.NamedNode(str(predicate)), None)}

    for _, (_, rows) in measures.items():
        for claim, row in rows.items():
            row.conflicts = linked(claim, NKG.conflictsWith) & set(rows)
            row.corroborates = linked(claim, NKG.corroborates) & set(rows)
            row.updates = linked(claim, NKG.updates) & set(rows)
    return [
        (measure, label, sorted(rows.values(), key=lambda r: (r.article, r.claim)))
        for measure, (label, rows) in sorted(measures.items(), key=lambda kv: (kv[1][0], kv[0]))
    ]


def print_measures(measures: list[tuple[str, str, list[Row]]], show_all: bool, out=None,  # noqa: ANN001
                   keys_of: dict[str, list[str]] | None = None) -> int:
    """Print the measures; returns how many conflicting pairs were shown."""
    out = out or sys.stdout  # looked up now: tests and callers may have replaced it
    pairs = 0
    for measure, label, rows in measures:
        if not show_all and not any(r.conflicts or r.updates for r in rows):
            continue
        number_of = {r.claim: i for i, r in enumerate(rows, 1)}
        print(f"{label}\n  <{measure}>", file=out)
        if keys_of is not None and keys_of.get(measure):
            print(f"  grouped by: {'; '.join(keys_of[measure])}", file=out)
        widths = [max([len(r.value) for r in rows] + [5]), max([len(r.source) for r in rows] + [6]),
                  max([len(r.when) for r in rows] + [4]), max([len(r.reported) for r in rows] + [8])]
        print(f"  {'#':>2}  {'value':<{widths[0]}}  {'source':<{widths[1]}}  {'when':<{widths[2]}}  "
              f"{'reported':<{widths[3]}}  article", file=out)
        for i, r in enumerate(rows, 1):
            notes = []
            if r.conflicts:
                notes.append("conflicts with " + ", ".join(f"#{number_of[c]}" for c in sorted(r.conflicts, key=number_of.get)))
            if r.updates:
                notes.append("updates " + ", ".join(f"#{number_of[c]}" for c in sorted(r.updates, key=number_of.get)))
            if r.corroborates:
                notes.append("agrees with " + ", ".join(f"#{number_of[c]}" for c in sorted(r.corroborates, key=number_of.get)))
            print(f"  {i:>2}  {r.value:<{widths[0]}}  {r.source:<{widths[1]}}  {r.when:<{widths[2]}}  "
                  f"{r.reported:<{widths[3]}}  {r.article}"
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
        store = open_graph(source)
    except KgError as exc:
        return fail(exc)
    if getattr(args, "explain", None):
        return explain(store, args.explain)
    measures = measure_rows(store)
    pairs = print_measures(measures, args.all, keys_of=measure_keys(store))
    shown = sum(1 for _, _, rows in measures if args.all or any(r.conflicts or r.updates for r in rows))
    updates = sum(len(r.updates) for _, _, rows in measures for r in rows)
    print(f"{source}: {len(measures)} measures, {shown} shown, {pairs} conflicting pairs, {updates} updates", file=sys.stderr)
    return 0


def _objects(store, subject: str, predicate) -> list:  # noqa: ANN001
    """The objects of (subject, predicate) in any graph, as Python values (IRIs as str)."""
    import pyoxigraph as ox

    from kg.graphs import python_value

    pattern = store.quads_for_pattern(ox.NamedNode(subject), ox.NamedNode(str(predicate)), None)
    return sorted({python_value(q.object) for q in pattern}, key=str)


def _value(store, subject: str, predicate):  # noqa: ANN001, ANN202
    found = _objects(store, subject, predicate)
    return found[0] if found else None


def _subjects(store, predicate, obj: str) -> set[str]:  # noqa: ANN001
    import pyoxigraph as ox

    pattern = store.quads_for_pattern(None, ox.NamedNode(str(predicate)), ox.NamedNode(obj))
    return {q.subject.value for q in pattern}


def measure_keys(store) -> dict[str, list[str]]:  # noqa: ANN001
    """measure IRI -> the keys its claims were grouped on, in the order the build wrote them."""
    import pyoxigraph as ox

    from kg.vocab import NKG

    order = ("counted", "read from", "subgroups", "action", "of", "labels", "whose", "parties", "place", "time", "voices", "values")
    keys: dict[str, set[str]] = {}
    for quad in store.quads_for_pattern(None, ox.NamedNode(str(NKG.groupedBy)), None):
        keys.setdefault(quad.subject.value, set()).add(quad.object.value)
    return {
        measure: sorted(found, key=lambda k: (order.index(k.split(":")[0]) if k.split(":")[0] in order else 99, k))
        for measure, found in keys.items()
    }


EXPLAIN_QUERY = """
PREFIX nkg: <https://w3id.org/newskg/ns#>
PREFIX prov: <http://www.w3.org/ns/prov#>
SELECT ?claim ?exact ?sentence ?article WHERE {
  ?claim a nkg:QuantityClaim ; prov:wasDerivedFrom ?article ; nkg:anchor/nkg:exact ?exact .
  OPTIONAL { ?claim nkg:evidence/nkg:exact ?sentence }
}
"""


def explain(store, wanted: str, out=None) -> int:  # noqa: ANN001
    """Print why each claim matching ``wanted`` is in its measure, or in none."""
    from rdflib import RDFS

    from kg.vocab import NKG

    out = out or sys.stdout
    found: dict[str, tuple[str, str]] = {}
    for row in store.query(EXPLAIN_QUERY, use_default_graph_as_union=True):
        claim, exact = row["claim"].value, row["exact"].value
        sentence = row["sentence"].value if row["sentence"] is not None else ""
        if claim == wanted or claim.endswith(wanted) or wanted in exact or (len(wanted) > 3 and wanted in sentence):
            found.setdefault(claim, (exact, sentence))
    if not found:
        print(f"kg: conflicts: no quantity claim is or holds {wanted!r}", file=sys.stderr)
        return 1
    keys = measure_keys(store)

    def anchor_text(claim: str) -> str:
        anchor = _value(store, claim, NKG.anchor)
        return str(_value(store, anchor, NKG.exact)) if anchor else claim

    for claim, (exact, sentence) in sorted(found.items(), key=lambda kv: (kv[1][1], kv[0])):
        print(f"{exact!r} in “{sentence}”\n  <{claim}>", file=out)
        measure = _value(store, claim, NKG.measure)
        if measure is None:
            reason = _value(store, claim, NKG.noMeasure)
            print(f"  in no measure: {reason or 'the graph gives no reason (built before kg recorded them)'}", file=out)
            print(file=out)
            continue
        print(f"  in the measure “{_value(store, measure, RDFS.label)}” <{measure}>", file=out)
        for key in keys.get(measure, []):
            print(f"    grouped by {key}", file=out)
        members = _subjects(store, NKG.measure, measure)
        cluster = _value(store, claim, NKG.valueCluster)
        if cluster is not None:
            peers = _subjects(store, NKG.valueCluster, cluster) - {claim}
            low, high = _value(store, cluster, NKG.lowerBound), _value(store, cluster, NKG.upperBound)
            print(f"    its value agrees with {len(peers)} other claim(s) of the measure "
                  f"(together they allow {low if low is not None else '…'} to {high if high is not None else '…'})", file=out)
        else:
            print("    its value is vague or given in no unit it shares: it neither agrees nor disputes", file=out)
        for predicate, text in ((NKG.conflictsWith, "disputes"), (NKG.updates, "updates (a later report)")):
            linked = [o for o in _objects(store, claim, predicate) if o in members]
            if linked:
                print(f"    {text} {len(linked)} claim(s): " + ", ".join(anchor_text(o) for o in sorted(linked)), file=out)
        later = _subjects(store, NKG.updates, claim) & members
        if later:
            print(f"    is updated by {len(later)} later claim(s)", file=out)
        print(file=out)
    return 0


def add_parser(subparsers) -> None:  # noqa: ANN001
    c = subparsers.add_parser("conflicts", help="print each measure with its values, sources and articles; conflicts marked")
    from kg.cli._common import add_graph_argument

    add_graph_argument(c)
    c.add_argument("--all", action="store_true", help="also measures whose values neither conflict nor update")
    c.add_argument("--explain", metavar="CLAIM_OR_TEXT",
                   help="say which measure a claim joined and why, or why it joined none (a claim IRI or its end, "
                        "its number, or words of its sentence)")
    c.set_defaults(func=run)
