"""The vocabulary reference (``docs/vocabulary.md``), generated from ``ontology/nkg.ttl``.

Every class and property of the ontology with its label, comment, domain and range (and
superclasses), and an example triple from the seeds' build, so the page cannot drift from
the ontology. ``tests/test_docs.py`` fails when the page is stale; to regenerate it (after
adding a term to the ontology), from the project's folder::

    python -m kg.vocabulary --write docs/vocabulary.md

which builds the seeds (about 15 s) and writes the page.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable
from pathlib import Path

from rdflib import OWL, RDF, RDFS, BNode, Graph, Literal, URIRef

from kg.vocab import NS, prefixes

ONTOLOGY = Path(__file__).resolve().parent.parent / "ontology" / "nkg.ttl"
EXAMPLE_WIDTH = 70  # a literal in an example is cut here
KINDS = (
    (OWL.Class, "Classes"),
    (OWL.ObjectProperty, "Properties between things"),
    (OWL.DatatypeProperty, "Properties with values"),
    (OWL.AnnotationProperty, "Annotations"),
)


def short(term: object) -> str:
    """A term as a prefixed name where a prefix fits, else as N-Triples would write it."""
    if isinstance(term, URIRef):
        for prefix, namespace in sorted(prefixes().items(), key=lambda item: -len(item[1])):
            if str(term).startswith(namespace) and len(str(term)) > len(namespace):
                return f"{prefix}:{str(term)[len(namespace):]}"
        return f"<{term}>"
    if isinstance(term, Literal):
        text = str(term).replace("\n", "⏎")
        text = text if len(text) <= EXAMPLE_WIDTH else text[: EXAMPLE_WIDTH - 1] + "…"
        quoted = '"' + text.replace('"', '\\"') + '"'
        if term.language:
            return f"{quoted}@{term.language}"
        if term.datatype and not str(term.datatype).endswith("#string"):
            return f"{quoted}^^{short(term.datatype)}"
        return quoted
    return str(term)


def english(graph: Graph, term: URIRef, predicate: URIRef) -> str:
    values = sorted(graph.objects(term, predicate), key=lambda v: (getattr(v, "language", None) not in (None, "en"), str(v)))
    return str(values[0]) if values else ""


def classes_of(graph: Graph, term: URIRef, predicate: URIRef) -> str:
    """The domain, range or superclasses of ``term``, unions written ``A or B``."""
    names = []
    for value in sorted(graph.objects(term, predicate), key=str):
        if isinstance(value, BNode):
            members = list(graph.items(graph.value(value, OWL.unionOf))) if graph.value(value, OWL.unionOf) else []
            names.append(" or ".join(f"`{short(m)}`" for m in members) or "—")
        else:
            names.append(f"`{short(value)}`")
    return ", ".join(names)


def example(term: URIRef, is_class: bool, quads: Iterable[tuple]) -> str:
    """The first triple of the build using ``term``, in sorted order, or nothing."""
    found = None
    for s, p, o, _ in quads:
        if (is_class and p == RDF.type and o == term) or (not is_class and p == term):
            key = (str(s), str(o))
            if found is None or key < found[0]:
                found = (key, (s, p, o))
    if found is None:
        return ""
    s, p, o = found[1]
    return f"`{short(s)} {'a' if p == RDF.type else short(p)} {short(o)}`"


def render(quads: Iterable[tuple], ontology: Path = ONTOLOGY) -> str:
    """The page, for the ontology and the quads of a build (the seeds' in the docs)."""
    graph = Graph()
    graph.parse(ontology, format="turtle")
    quads = list(quads)
    lines = [
        "# Vocabulary",
        "",
        "<!-- Generated from ontology/nkg.ttl by `python -m kg.vocabulary --write docs/vocabulary.md`; do not edit. -->",
        "",
        f"Every term of the `nkg:` ontology (`{NS}`), with its label, comment, domain and range, and",
        "an example from the graph of the three seed articles (`kg build seeds --out seeds.trig`).",
        "The terms are a public contract: terms are added, never renamed or removed. Prefixes as in",
        "every file kg writes:",
        "",
        "| prefix | namespace |",
        "| --- | --- |",
        *(f"| `{p}:` | `{ns}` |" for p, ns in prefixes().items()),
        "",
    ]
    for kind, title in KINDS:
        terms = sorted({s for s in graph.subjects(RDF.type, kind) if isinstance(s, URIRef) and str(s).startswith(NS)}, key=str)
        if not terms:
            continue
        lines += [f"## {title}", ""]
        for term in terms:
            is_class = kind == OWL.Class
            lines += [f"### `{short(term)}`", ""]
            label, comment = english(graph, term, RDFS.label), english(graph, term, RDFS.comment)
            lines.append(f"**{label}**. {comment}".rstrip() if label else comment)
            rows = []
            if is_class:
                rows.append(("subclass of", classes_of(graph, term, RDFS.subClassOf)))
            else:
                rows += [("domain", classes_of(graph, term, RDFS.domain)), ("range", classes_of(graph, term, RDFS.range))]
            rows.append(("example", example(term, is_class, quads)))
            lines += ["", "| | |", "| --- | --- |", *(f"| {name} | {value or '—'} |" for name, value in rows), ""]
    return "\n".join(lines).rstrip() + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kg.vocabulary", description=__doc__.split("\n")[0])
    parser.add_argument("--write", metavar="FILE", help="write the page here (default: print it)")
    parser.add_argument("--seeds", default=str(ONTOLOGY.parent.parent / "seeds"), help="the articles of the examples")
    args = parser.parse_args(argv)
    from kg.pipeline import build

    page = render(build([args.seeds]).quads)
    if args.write:
        Path(args.write).write_text(page, encoding="utf-8")
    else:
        print(page, end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
