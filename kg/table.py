"""Flat tables of a graph for pandas: one row per claim, entity or conflicting pair.

    table(graph, "statements") -> pandas.DataFrame      # graph: a file, a store folder or a store
    write_table(frame, "statements.parquet")            # .csv or .parquet (pyarrow)

Five tables (``KINDS``); their columns and types are ``COLUMNS`` and are documented in
``docs/tables.md``. Every claim table starts with the same columns: the claim, its article
(IRI, title, URL, outlet, date), its evidence (the sentence, its start and end offsets in
the article's text) and how it was made (rule, confidence). Rows are sorted by article
date, title and IRI, then by offset, so the same graph gives the same table.

The tables are read with SPARQL from the union of the named graphs, through
``kg.graphs.open_graph``, so a file and a store give the same rows.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pyoxigraph as ox

from kg.errors import InputError, OutputError

if TYPE_CHECKING:
    import pandas

KINDS = ("statements", "numbers", "entities", "roles", "conflicts")

PREFIXES = """
PREFIX nkg: <https://w3id.org/newskg/ns#>
PREFIX prov: <http://www.w3.org/ns/prov#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX owl: <http://www.w3.org/2002/07/owl#>
PREFIX dcterms: <http://purl.org/dc/terms/>
PREFIX schema: <http://schema.org/>
"""

# What every claim row starts with: the article and the evidence. A claim has one
# evidence span in what kg builds; were there several, the earliest is the row's.
CLAIM_PART = """
  ?claim prov:wasDerivedFrom ?article ; nkg:evidence ?evidence ; nkg:rule ?rule ; nkg:confidence ?confidence .
  ?evidence nkg:start ?start ; nkg:end ?end ; nkg:exact ?sentence .
  OPTIONAL { ?article dcterms:title ?title }
  OPTIONAL { ?article schema:url ?url }
  OPTIONAL { ?article schema:publisher ?outlet }
  OPTIONAL { ?article dcterms:issued ?date }
"""
CLAIM_VARIABLES = "?claim ?article ?title ?url ?outlet ?date ?sentence ?start ?end ?rule ?confidence"


def agent_part(role: str, predicate: str) -> str:
    """An optional agent (speaker, source, holder…): its name, IRI and type."""
    return f"""
  OPTIONAL {{
    ?claim {predicate} ?{role}_iri .
    OPTIONAL {{ ?{role}_iri rdfs:label ?{role}_label }}
    OPTIONAL {{ ?{role}_iri a ?{role}_class . FILTER(?{role}_class IN (nkg:Person, nkg:Organization, nkg:Place)) }}
  }}"""


# The kinds of source a statement may have besides a named entity (docs/vocabulary.md): the
# table names them so that anonymous and documentary sourcing can be counted.
SOURCE_TYPES = ("PeopleGroup", "UnnamedPerson", "UnnamedOrganization", "Spokesperson", "Document", "Narrator")
SOURCE_CLASSES = ", ".join(f"nkg:{name}" for name in SOURCE_TYPES)

QUERIES = {
    "statements": PREFIXES + f"""
SELECT {CLAIM_VARIABLES} ?speaker_iri ?speaker_label ?speaker_class ?speaker_text ?speaker_description ?source_class
       ?kind ?negated ?via ?quote ?content ?direct ?cue WHERE {{
  ?claim a nkg:Statement .
{CLAIM_PART}{agent_part("speaker", "nkg:speaker")}
  OPTIONAL {{ ?claim nkg:speakerText ?speaker_text }}
  OPTIONAL {{ ?claim nkg:speakerDescription ?speaker_description }}
  OPTIONAL {{ ?claim nkg:source/a ?source_class . FILTER(?source_class IN ({SOURCE_CLASSES})) }}
  OPTIONAL {{ ?claim nkg:attributionKind ?kind }}
  OPTIONAL {{ ?claim nkg:negated ?negated }}
  OPTIONAL {{ ?claim nkg:via ?via }}
  OPTIONAL {{ ?claim nkg:quote ?quote }}
  OPTIONAL {{ ?claim nkg:content ?content }}
  OPTIONAL {{ ?claim nkg:direct ?direct }}
  OPTIONAL {{ ?claim nkg:cue ?cue }}
}}""",
    "numbers": PREFIXES + f"""
SELECT {CLAIM_VARIABLES} ?source_iri ?source_label ?source_class ?unnamed_label ?unnamed_class ?value ?min ?max
       ?approximate ?unit ?counts ?action ?about_iri ?about_label ?about_class ?when ?measure WHERE {{
  ?claim a nkg:QuantityClaim .
{CLAIM_PART}{agent_part("source", "nkg:attributedTo")}{agent_part("about", "nkg:about")}
  OPTIONAL {{ ?claim nkg:source ?unnamed . ?unnamed rdfs:label ?unnamed_label ; a ?unnamed_class .
             FILTER(?unnamed_class IN ({SOURCE_CLASSES})) }}
  OPTIONAL {{ ?claim nkg:value ?value }}
  OPTIONAL {{ ?claim nkg:minValue ?min }}
  OPTIONAL {{ ?claim nkg:maxValue ?max }}
  OPTIONAL {{ ?claim nkg:approximate ?approximate }}
  OPTIONAL {{ ?claim nkg:unit ?unit }}
  OPTIONAL {{ ?claim nkg:counts ?counts }}
  OPTIONAL {{ ?claim nkg:action ?action }}
  OPTIONAL {{ ?claim nkg:when ?when }}
  OPTIONAL {{ ?claim nkg:measure ?measure }}
}}""",
    "roles": PREFIXES + f"""
SELECT {CLAIM_VARIABLES} ?holder_iri ?holder_label ?holder_class ?role ?of_iri ?of_label ?of_class
       ?source_iri ?source_label ?source_class WHERE {{
  ?claim a nkg:RoleClaim ; nkg:role ?role .
{CLAIM_PART}{agent_part("holder", "nkg:holder")}{agent_part("of", "nkg:roleOf")}{agent_part("source", "nkg:attributedTo")}
}}""",
    "entities": PREFIXES + """
SELECT ?entity ?class ?label (GROUP_CONCAT(DISTINCT ?alt; SEPARATOR="|") AS ?alt_labels)
       (COUNT(DISTINCT ?mention) AS ?mentions) (COUNT(DISTINCT ?article) AS ?articles)
       (GROUP_CONCAT(DISTINCT STR(?same); SEPARATOR=" ") AS ?same_as) WHERE {
  ?entity a ?class ; rdfs:label ?label .
  FILTER(?class IN (nkg:Person, nkg:Organization, nkg:Place))
  OPTIONAL { ?entity skos:altLabel ?alt }
  OPTIONAL { ?entity nkg:mention ?mention . ?mention nkg:article ?article }
  OPTIONAL { ?entity owl:sameAs ?same }
} GROUP BY ?entity ?class ?label""",
    "conflicts": PREFIXES + """
SELECT ?measure ?measure_label ?claim ?other WHERE {
  ?claim nkg:conflictsWith ?other ; nkg:measure ?measure .
  ?measure rdfs:label ?measure_label .
  FILTER(STR(?claim) < STR(?other))
}""",
}

# Column -> pandas dtype, per table, in order. "string" columns are text (missing: <NA>);
# "Int64" and "boolean" are pandas' nullable integer and boolean types.
CLAIM_COLUMNS = {
    "claim": "string", "article": "string", "title": "string", "url": "string", "outlet": "string",
    "date": "string",
}
EVIDENCE_COLUMNS = {"sentence": "string", "start": "Int64", "end": "Int64", "rule": "string", "confidence": "float64"}


def agent_columns(role: str) -> dict[str, str]:
    return {role: "string", f"{role}_iri": "string", f"{role}_type": "string"}


COLUMNS: dict[str, dict[str, str]] = {
    "statements": {**CLAIM_COLUMNS, **agent_columns("speaker"), "speaker_description": "string",
                   "source_type": "string", "kind": "string", "negated": "boolean", "via": "string", "quote": "string",
                   "content": "string", "direct": "boolean", "cue": "string", **EVIDENCE_COLUMNS},
    "numbers": {**CLAIM_COLUMNS, **agent_columns("source"), "source_kind": "string", "value": "float64", "min_value": "float64",
                "max_value": "float64", "approximate": "boolean", "unit": "string", "counts": "string",
                "action": "string", **agent_columns("about"), "when": "string", "measure": "string", **EVIDENCE_COLUMNS},
    "roles": {**CLAIM_COLUMNS, **agent_columns("holder"), "role": "string", **agent_columns("role_of"),
              **agent_columns("source"), **EVIDENCE_COLUMNS},
    "entities": {"entity": "string", "type": "string", "label": "string", "alt_labels": "string",
                 "mentions": "Int64", "articles": "Int64", "same_as": "string"},
    "conflicts": {"measure": "string", "measure_label": "string",
                  **{f"{column}_{side}": dtype for side in ("a", "b") for column, dtype in (
                      ("claim", "string"), ("value", "float64"), ("min_value", "float64"), ("max_value", "float64"),
                      ("source", "string"), ("title", "string"), ("article", "string"), ("sentence", "string"))}},
}

ENTITY_TYPES = {"https://w3id.org/newskg/ns#" + t: t for t in ("Person", "Organization", "Place")}
SOURCE_TYPE_NAMES = {"https://w3id.org/newskg/ns#" + t: t for t in SOURCE_TYPES}


def python(term: object) -> Any:  # noqa: ANN401
    from kg.graphs import python_value

    return None if term is None else python_value(term)


def solutions(store: ox.Store, kind: str) -> Iterator[dict[str, Any]]:
    result = store.query(QUERIES[kind], use_default_graph_as_union=True)
    names = [v.value for v in result.variables]
    for solution in result:
        yield {name: python(solution[name]) for name in names}


def agent(row: dict[str, Any], role: str, column: str | None = None) -> dict[str, Any]:
    column = column or role
    iri = row.get(f"{role}_iri")
    return {column: row.get(f"{role}_label"), f"{column}_iri": iri,
            f"{column}_type": ENTITY_TYPES.get(str(row.get(f"{role}_class")))}


def claim_rows(store: ox.Store, kind: str) -> list[dict[str, Any]]:
    """One row per claim (its earliest evidence), in the order described above."""
    rows: dict[str, dict[str, Any]] = {}
    for row in solutions(store, kind):
        claim = row["claim"]
        if claim in rows and rows[claim]["start"] <= row["start"]:
            continue
        out: dict[str, Any] = {column: row.get(column) for column in CLAIM_COLUMNS}
        out.update({column: row.get(column) for column in EVIDENCE_COLUMNS})
        if kind == "statements":
            out.update(agent(row, "speaker"))
            out["speaker"] = out["speaker"] or row.get("speaker_text")  # words only, when no entity
            out.update(speaker_description=row.get("speaker_description"),
                       source_type=SOURCE_TYPE_NAMES.get(str(row.get("source_class"))))
            out.update({c: row.get(c) for c in ("kind", "via", "quote", "content", "direct", "cue")})
            out["negated"] = bool(row.get("negated"))  # written only when true
        elif kind == "numbers":
            out.update(agent(row, "source"))
            # the unnamed source of the statement holding the number ("officials said …"): its
            # words, when no entity is named, and its kind either way
            out["source"] = out["source"] or row.get("unnamed_label")
            out["source_kind"] = SOURCE_TYPE_NAMES.get(str(row.get("unnamed_class")))
            out.update(value=row.get("value"), min_value=row.get("min"), max_value=row.get("max"),
                       approximate=row.get("approximate"), unit=row.get("unit"), counts=row.get("counts"),
                       action=row.get("action"), when=row.get("when"), measure=row.get("measure"))
            out.update(agent(row, "about"))
        elif kind == "roles":
            out.update(agent(row, "holder"))
            out["role"] = row.get("role")
            out.update(agent(row, "of", "role_of"))
            out.update(agent(row, "source"))
        rows[claim] = out
    return sorted(rows.values(), key=lambda r: (str(r["date"] or ""), str(r["title"] or ""), r["article"], r["start"], r["claim"]))


def entity_rows(store: ox.Store) -> list[dict[str, Any]]:
    rows = []
    for row in solutions(store, "entities"):
        # GROUP_CONCAT's order is the engine's; sorted, the same graph gives the same cell
        alt = "|".join(sorted(set(str(row.get("alt_labels") or "").split("|")) - {""}))
        same = " ".join(sorted(set(str(row.get("same_as") or "").split()) - {""}))
        rows.append({"entity": row["entity"], "type": ENTITY_TYPES.get(str(row["class"])), "label": row["label"],
                     "alt_labels": alt or None, "mentions": row["mentions"],
                     "articles": row["articles"], "same_as": same or None})
    return sorted(rows, key=lambda r: (-r["articles"], -r["mentions"], r["label"], r["entity"]))


def conflict_rows(store: ox.Store) -> list[dict[str, Any]]:
    numbers = {r["claim"]: r for r in claim_rows(store, "numbers")}
    rows = []
    for row in solutions(store, "conflicts"):
        out = {"measure": row["measure"], "measure_label": row["measure_label"]}
        for side, claim in (("a", row["claim"]), ("b", row["other"])):
            number = numbers.get(claim, {})
            out.update({f"claim_{side}": claim, f"value_{side}": number.get("value"),
                        f"min_value_{side}": number.get("min_value"), f"max_value_{side}": number.get("max_value"),
                        f"source_{side}": number.get("source"), f"title_{side}": number.get("title"),
                        f"article_{side}": number.get("article"), f"sentence_{side}": number.get("sentence")})
        rows.append(out)
    return sorted(rows, key=lambda r: (r["measure_label"], r["measure"], r["claim_a"], r["claim_b"]))


def table(graph: str | os.PathLike[str] | ox.Store, kind: str) -> pandas.DataFrame:
    """The ``kind`` table of a graph as a pandas DataFrame with the columns of ``COLUMNS``.

    Args:
        graph: a graph file kg wrote, a store folder, or an open pyoxigraph ``Store``.
        kind: one of ``KINDS``.

    Raises:
        InputError: an unknown kind, or a graph that cannot be read.
        StoreError: a store folder that cannot be opened.
    """
    import pandas

    if kind not in KINDS:
        raise InputError(kind, f"no such table: choose one of {', '.join(KINDS)}")
    if isinstance(graph, ox.Store):
        store = graph
    else:
        from kg.graphs import open_graph

        store = open_graph(graph)
    if kind == "entities":
        rows = entity_rows(store)
    elif kind == "conflicts":
        rows = conflict_rows(store)
    else:
        rows = claim_rows(store, kind)
    columns = COLUMNS[kind]
    frame = pandas.DataFrame(rows, columns=list(columns))
    for column, dtype in columns.items():
        if dtype == "float64":
            frame[column] = pandas.to_numeric(frame[column].map(lambda v: None if v is None else float(v)), errors="raise")
        frame[column] = frame[column].astype(dtype)
    return frame


def write_table(frame: pandas.DataFrame, out: str | os.PathLike[str]) -> None:
    """Write a table as CSV (UTF-8, a header line) or Parquet (pyarrow), by the suffix of ``out``.

    The file is written beside ``out`` and renamed into place when complete.

    Raises:
        OutputError: an unknown suffix, or the file cannot be written.
    """
    import tempfile

    path = Path(out)
    suffix = path.suffix.lower()
    if suffix not in (".csv", ".parquet"):
        raise OutputError(f"{path}: unknown table format {suffix!r}; use .csv or .parquet")
    folder = path.parent if str(path.parent) else Path(".")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=folder)
        os.close(fd)
        if suffix == ".csv":
            frame.to_csv(tmp, index=False, lineterminator="\n")
        else:
            frame.to_parquet(tmp, index=False, engine="pyarrow")
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, path)
    except OSError as exc:
        if "tmp" in locals():
            Path(tmp).unlink(missing_ok=True)
        raise OutputError(f"{path}: cannot write: {exc.strerror or exc}") from exc
