"""SHACL and OWL checks of a graph; non-conformance is a report, not an exception.

SHACL runs on the union of the named graphs: a claim in an article's graph points at an
entity whose type and label live in the entity graph, and pySHACL on a dataset would check
each named graph alone and miss what only shows across two. OWL consistency (HermiT, through
owlready2) is for the ontology and samples of data, never for every build: it takes minutes
on ten thousand individuals.
"""

from __future__ import annotations

import subprocess
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from rdflib import Graph

from kg.errors import OntologyError, ValidationError

PROJECT = Path(__file__).resolve().parent.parent
SHAPES_DIR = PROJECT / "shapes"
ONTOLOGY_FILE = PROJECT / "ontology" / "nkg.ttl"


@dataclass(frozen=True)
class ValidationReport:
    conforms: bool
    text: str
    violations: int


def shapes_dir() -> Path:
    from importlib import resources

    packaged = Path(str(resources.files("kg").joinpath("shapes")))
    return SHAPES_DIR if SHAPES_DIR.is_dir() else packaged


SHAPES = "https://w3id.org/newskg/shapes#"
# The shapes the cross-article pass checks: entities (one label across articles, at least
# one mention) and the run. Everything else lives inside one article's graph and is
# checked there.
CROSS_ARTICLE_SHAPES = frozenset({SHAPES + "EntityShape", SHAPES + "RunShape", SHAPES + "MergeShape", SHAPES + "MeasureShape"})


@lru_cache(maxsize=4)
def shapes_graph(only: frozenset[str] | None = None) -> Graph:
    graph = Graph()
    for path in sorted(shapes_dir().glob("*.ttl")):
        graph.parse(path, format="turtle")
    if only is None:
        return graph
    from rdflib import URIRef

    subset = Graph()
    for shape in sorted(only):
        for triple in graph.cbd(URIRef(shape)):
            subset.add(triple)
    return subset


class _QueryCachingGraph(Graph):
    """An rdflib graph that parses each SPARQL text once per process.

    pySHACL hands a SPARQL constraint's query to the data graph as text for every focus
    node; rdflib parses text again on every call, which cost as much as running it.
    """

    def query(self, query_object, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN201
        if isinstance(query_object, str):
            query_object = _prepared(query_object)
        return super().query(query_object, *args, **kwargs)


@lru_cache(maxsize=64)
def _prepared(text: str):  # noqa: ANN202
    from rdflib.plugins.sparql import prepareQuery

    return prepareQuery(text)


def validate_triples(triples: Iterable[tuple], only: frozenset[str] | None = None) -> ValidationReport:
    """SHACL-validate a graph given as triples; ``only`` limits the check to some shapes."""
    data = _QueryCachingGraph()
    for triple in triples:
        data.add(triple)
    # the graph was made for this check alone, so pySHACL need not copy it first
    return validate_graph(data, only, inplace=True)


def validate_graph(data: Graph, only: frozenset[str] | None = None, inplace: bool = False) -> ValidationReport:
    from pyshacl import validate

    try:
        conforms, report_graph, report_text = validate(
            data, shacl_graph=shapes_graph(only), inference="none", advanced=True, allow_warnings=True, inplace=inplace,
        )
    except Exception as exc:  # pySHACL and rdflib's SPARQL raise many kinds on odd data
        raise ValidationError(f"SHACL validation could not run on this graph: {type(exc).__name__}: {exc}") from exc
    from rdflib.namespace import SH

    violations = len(set(report_graph.subjects(predicate=SH.resultSeverity, object=SH.Violation)))
    return ValidationReport(bool(conforms), str(report_text), violations)


def check_owl_consistency(graph: Graph) -> None:
    """Run HermiT over the ontology and ``graph``.

    Raises:
        OntologyError: Java is missing, or the ontology with the data is inconsistent.
    """
    import owlready2

    from rdflib import Literal
    from rdflib.namespace import XSD

    merged = Graph()
    merged.parse(ONTOLOGY_FILE, format="turtle")
    # HermiT knows only the OWL 2 datatype map, which has no xsd:date; dates say nothing
    # about classes, so they are left out of the reasoning
    for triple in graph:
        if not (isinstance(triple[2], Literal) and triple[2].datatype in {XSD.date, XSD.gYear}):
            merged.add(triple)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "merged.owl"
        merged.serialize(path, format="xml")
        world = owlready2.World()
        onto = world.get_ontology(path.as_uri()).load()
        try:
            with onto:
                owlready2.sync_reasoner_hermit(world, infer_property_values=False, debug=0)
        except owlready2.OwlReadyInconsistentOntologyError as exc:
            raise OntologyError("the ontology and the data are inconsistent (HermiT)") from exc
        except (FileNotFoundError, subprocess.CalledProcessError, OSError) as exc:
            raise OntologyError(f"HermiT could not run (is a Java runtime installed?): {exc}") from exc
