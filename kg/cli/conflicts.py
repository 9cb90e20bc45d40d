"""``kg conflicts FILE``: each measure with its values, sources and articles side by side.

Reads a graph written by ``kg build`` (any format ``kg validate`` reads) and prints, for
every ``nkg:Measure``, the keys its claims were grouped on (``nkg:groupedBy``) and one row
per quantity claim: its value, whom the article attributes it to, the day it is reported as
of, the article, and which rows it conflicts with (``nkg:conflictsWith``: a dispute), updates
(``nkg:updates``: a later report of a running count) or corroborates (``nkg:corroborates``).
``--all`` shows measures without disputes or updates too.

``--explain CLAIM_OR_TEXT`` says, for each quantity claim whose IRI ends with the argument or
whose number or sentence holds it, which measure it joined and on which keys, and how its
value stands there; or why it joined none (``nkg:noMeasure``: no counted thing, an age of
nobody named, no other article reporting it and how the nearest measure differs).

Exit codes: 0 done (whether or not there are conflicts); 1 ``--explain`` found no such claim;
2 the file cannot be read.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path

__all__ = ["add_parser", "measure_rows", "run"]

QUERY = """
PREFIX nkg: <https://w3id.org/newskg/ns#>
PREFIX prov: <http://www.w3.org/ns/prov#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX dcterms: <http://purl.org/dc/terms/>
PREFIX schema: <http://schema.org/>
SELECT ?measure ?label ?claim ?article ?value ?min ?max ?approximate ?vague ?unit ?when ?reported ?source ?title ?url ?publisher ?text WHERE {
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


def measure_rows(dataset) -> list[tuple[str, str, list[Row]]]:  # noqa: ANN001
    """(measure IRI, label, rows) for every measure of a dataset (default graph = union)."""
    from kg.vocab import NKG

    measures: dict[str, tuple[str, dict[str, Row]]] = {}
    for binding in dataset.query(QUERY):
        row = {k: binding[k] for k in binding.labels}
        measure = str(row["measure"])
        label, rows = measures.setdefault(measure, (str(row["label"]), {}))
        claim = str(row["claim"])
        if claim in rows:
            continue
        approximate = bool(row.get("approximate") and row["approximate"].toPython())
        vague = bool(row.get("vague") and row["vague"].toPython())
        source = str(row["source"]) if row.get("source") is not None else (str(row["publisher"]) if row.get("publisher") else "—")
        rows[claim] = Row(
            claim,
            value_text(row.get("value"), row.get("min"), row.get("max"), approximate, vague,
                       str(row["unit"]) if row.get("unit") is not None else None),
            source,
            article_text(row),
            str(row["when"]) if row.get("when") is not None else "",
            set(),
            set(),
            reported=str(row["reported"]) if row.get("reported") is not None else "",
        )
    from rdflib import URIRef

    for _, (_, rows) in measures.items():
        for claim, row in rows.items():
            row.conflicts = {str(o) for o in dataset.objects(URIRef(claim), NKG.conflictsWith)} & set(rows)
            row.corroborates = {str(o) for o in dataset.objects(URIRef(claim), NKG.corroborates)} & set(rows)
            row.updates = {str(o) for o in dataset.objects(URIRef(claim), NKG.updates)} & set(rows)
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
    from rdflib import Dataset

    path = Path(args.file)
    formats = {".ttl": "turtle", ".trig": "trig", ".nq": "nquads", ".nt": "nt", ".jsonld": "json-ld"}
    dataset = Dataset(default_union=True)
    try:
        dataset.parse(path, format=formats.get(path.suffix.lower(), "turtle"))
    except Exception as exc:  # rdflib raises many kinds of parse errors
        print(f"kg: conflicts: {path}: cannot read: {exc}", file=sys.stderr)
        return 2
    if getattr(args, "explain", None):
        return explain(dataset, args.explain)
    measures = measure_rows(dataset)
    pairs = print_measures(measures, args.all, keys_of=measure_keys(dataset))
    shown = sum(1 for _, _, rows in measures if args.all or any(r.conflicts or r.updates for r in rows))
    updates = sum(len(r.updates) for _, _, rows in measures for r in rows)
    print(f"{path}: {len(measures)} measures, {shown} shown, {pairs} conflicting pairs, {updates} updates", file=sys.stderr)
    return 0


def measure_keys(dataset) -> dict[str, list[str]]:  # noqa: ANN001
    """measure IRI -> the keys its claims were grouped on, in the order the build wrote them."""
    from kg.vocab import NKG

    order = ("counted", "read from", "action", "of", "whose", "parties", "place", "time", "values")
    keys: dict[str, list[str]] = {}
    for measure, key in dataset.subject_objects(NKG.groupedBy):
        keys.setdefault(str(measure), []).append(str(key))
    for measure in keys:
        keys[measure].sort(key=lambda k: (order.index(k.split(":")[0]) if k.split(":")[0] in order else 99, k))
    return keys


EXPLAIN_QUERY = """
PREFIX nkg: <https://w3id.org/newskg/ns#>
PREFIX prov: <http://www.w3.org/ns/prov#>
SELECT ?claim ?exact ?sentence ?article WHERE {
  ?claim a nkg:QuantityClaim ; prov:wasDerivedFrom ?article ; nkg:anchor/nkg:exact ?exact .
  OPTIONAL { ?claim nkg:evidence/nkg:exact ?sentence }
}
"""


def explain(dataset, wanted: str, out=None) -> int:  # noqa: ANN001
    """Print why each claim matching ``wanted`` is in its measure, or in none."""
    from rdflib import RDFS, URIRef

    from kg.vocab import NKG

    out = out or sys.stdout
    found: dict[str, tuple[str, str]] = {}
    for row in dataset.query(EXPLAIN_QUERY):
        claim, exact, sentence = str(row.claim), str(row.exact), str(row.sentence or "")
        if claim == wanted or claim.endswith(wanted) or wanted in exact or (len(wanted) > 3 and wanted in sentence):
            found.setdefault(claim, (exact, sentence))
    if not found:
        print(f"kg: conflicts: no quantity claim is or holds {wanted!r}", file=sys.stderr)
        return 1
    keys = measure_keys(dataset)
    for claim, (exact, sentence) in sorted(found.items(), key=lambda kv: (kv[1][1], kv[0])):
        node = URIRef(claim)
        print(f"{exact!r} in “{sentence}”\n  <{claim}>", file=out)
        measure = dataset.value(node, NKG.measure)
        if measure is None:
            reason = dataset.value(node, NKG.noMeasure)
            print(f"  in no measure: {reason or 'the graph gives no reason (built before kg recorded them)'}", file=out)
            print(file=out)
            continue
        label = dataset.value(measure, RDFS.label)
        print(f"  in the measure “{label}” <{measure}>", file=out)
        for key in keys.get(str(measure), []):
            print(f"    grouped by {key}", file=out)
        members = set(dataset.subjects(NKG.measure, measure))
        cluster = dataset.value(node, NKG.valueCluster)
        if cluster is not None:
            peers = set(dataset.subjects(NKG.valueCluster, cluster)) - {node}
            low, high = dataset.value(cluster, NKG.lowerBound), dataset.value(cluster, NKG.upperBound)
            print(f"    its value agrees with {len(peers)} other claim(s) of the measure "
                  f"(together they allow {low if low is not None else '…'} to {high if high is not None else '…'})", file=out)
        else:
            print("    its value is vague or given in no unit it shares: it neither agrees nor disputes", file=out)
        for predicate, text in ((NKG.conflictsWith, "disputes"), (NKG.updates, "updates (a later report)")):
            linked = [o for o in dataset.objects(node, predicate) if o in members]
            if linked:
                print(f"    {text} {len(linked)} claim(s): " + ", ".join(
                    str(dataset.value(o, NKG.anchor) and dataset.value(dataset.value(o, NKG.anchor), NKG.exact)) for o in sorted(linked)), file=out)
        later = [s for s in dataset.subjects(NKG.updates, node) if s in members]
        if later:
            print(f"    is updated by {len(later)} later claim(s)", file=out)
        print(file=out)
    return 0


def add_parser(subparsers) -> None:  # noqa: ANN001
    c = subparsers.add_parser("conflicts", help="print each measure with its values, sources and articles; conflicts marked")
    c.add_argument("file", help="a graph written by kg build (.trig .ttl .nq .nt .jsonld)")
    c.add_argument("--all", action="store_true", help="also measures whose values neither conflict nor update")
    c.add_argument("--explain", metavar="CLAIM_OR_TEXT",
                   help="say which measure a claim joined and why, or why it joined none (a claim IRI or its end, "
                        "its number, or words of its sentence)")
    c.set_defaults(func=run)
