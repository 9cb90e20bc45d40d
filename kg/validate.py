"""SHACL and OWL checks of a graph; non-conformance is a report, not an exception.

SHACL runs on the union of the named graphs: a claim in an article's graph points at an
entity whose type and label live in the entity graph, and pySHACL on a dataset would check
each named graph alone and miss what only shows across two. OWL consistency (HermiT, through
owlready2) is for the ontology and samples of data, never for every build: it takes minutes
on ten thousand individuals.
"""

from __future__ import annotations

import os
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
if not ONTOLOGY_FILE.is_file():  # an installed kg: the copy packaged in kg/ontology
    ONTOLOGY_FILE = Path(__file__).resolve().parent / "ontology" / "nkg.ttl"


@dataclass(frozen=True)
class ValidationReport:
    conforms: bool
    text: str
    violations: int


def shapes_dir() -> Path:
    from importlib import resources

    packaged = Path(str(resources.files("kg").joinpath("shapes")))
    return SHAPES_DIR if SHAPES_DIR.is_dir() else packaged


# The shapes the cross-article pass checks are those of across.ttl: entities (one label
# across articles, at least one mention), the run, merges and measures. Everything else
# lives inside one article's graph and is checked there.
CROSS_ARTICLE_FILE = "across.ttl"


@lru_cache(maxsize=1)
def shapes_graph() -> Graph:
    graph = Graph()
    for path in sorted(shapes_dir().glob("*.ttl")):
        graph.parse(path, format="turtle")
    return graph


@lru_cache(maxsize=1)
def cross_article_shapes() -> frozenset[str]:
    """The IRIs of the shapes the cross-article pass checks (those of across.ttl)."""
    graph = Graph()
    graph.parse(shapes_dir() / CROSS_ARTICLE_FILE, format="turtle")
    return frozenset(_targeting_shapes(graph))


@lru_cache(maxsize=1)
def target_shapes() -> frozenset[str]:
    """The IRIs of the shapes with targets, the ones pySHACL starts from."""
    return frozenset(_targeting_shapes(shapes_graph()))


def _targeting_shapes(graph: Graph) -> set[str]:
    from rdflib.namespace import SH

    targets = (SH.targetClass, SH.targetNode, SH.targetSubjectsOf, SH.targetObjectsOf)
    return {str(s) for target in targets for s in graph.subjects(target, None)}


def validate_triples(triples: Iterable[tuple], only: frozenset[str] | None = None) -> ValidationReport:
    """SHACL-validate a graph given as triples; ``only`` limits the check to some shapes.

    pySHACL runs on an in-memory Oxigraph store, through its Oxigraph backend: rdflib
    evaluates the span checks' FILTER term by term in Python (about 2.7 s of 5.2 s on 150
    Wikinews articles, 0.5 s on Oxigraph), and once the core shapes were evaluated per shape
    rather than per focus node, one store for everything (1.0 s) beat the core shapes on an
    rdflib graph beside the span checks on Oxigraph (1.3 s), which filled two stores.
    """
    shapes = target_shapes() if only is None else target_shapes() & only
    if not shapes:
        return ValidationReport(True, "Validation Report\nConforms: True\n", 0)
    return _pyshacl(_oxigraph_store(triples), shapes)


def validate_union(nquads: bytes, triples: Iterable[tuple] = (), only: frozenset[str] | None = None) -> ValidationReport:
    """The SHACL verdict on graphs given as N-Quads bytes with rdflib ``triples`` beside them;
    trust its report only when it conforms.

    The N-Quads are the ones written to the output anyway (``kg.write.to_nquads``): Oxigraph
    parses them into the store in Rust, where converting them term by term cost about a
    sixth of the SHACL check on 295 Wikinews articles. pySHACL reads an Oxigraph store as
    the union of its graphs. A triple in two graphs is read twice; pySHACL gathers value
    nodes into sets, and kg's SPARQL checks find rows only on a fault, so the verdict is
    ``validate_triples``' on the same triples, but a report of faults may list one twice:
    ask ``validate_triples`` for it.
    """
    import pyoxigraph as ox

    shapes = target_shapes() if only is None else target_shapes() & only
    if not shapes:
        return ValidationReport(True, "Validation Report\nConforms: True\n", 0)
    store = _oxigraph_store(triples)
    # lenient: Oxigraph wrote these bytes from terms it had checked when they were made
    store.load(nquads, format=ox.RdfFormat.N_QUADS, lenient=True)
    return _pyshacl(store, shapes)


def validate_graph(data: Graph, only: frozenset[str] | None = None) -> ValidationReport:
    """SHACL-validate an rdflib graph (left unchanged); see ``validate_triples``."""
    return validate_triples(data, only)


def _oxigraph_store(triples: Iterable[tuple]):  # noqa: ANN202
    import pyoxigraph as ox

    from kg.write import to_ox

    store = ox.Store()
    store.bulk_extend(ox.Quad(to_ox(s), to_ox(p), to_ox(o)) for s, p, o in triples)
    return store


def _pyshacl(data, shapes: frozenset[str]) -> ValidationReport:  # noqa: ANN001
    from pyshacl import validate
    from rdflib.namespace import SH

    from kg.shacl_data import StoreDataGraph, prepare_pyshacl

    prepare_pyshacl()

    try:
        conforms, report_graph, report_text = validate(
            StoreDataGraph(data), shacl_graph=shapes_graph(), use_shapes=sorted(shapes), inference="none", advanced=True,
            allow_warnings=True, inplace=True,  # the store was made for this check alone
        )
    except Exception as exc:  # pySHACL and rdflib's SPARQL raise many kinds on odd data
        raise ValidationError(f"SHACL validation could not run on this graph: {type(exc).__name__}: {exc}") from exc
    violations = len(set(report_graph.subjects(predicate=SH.resultSeverity, object=SH.Violation)))
    return ValidationReport(bool(conforms), str(report_text), violations)


def check_quads(quads: list, what: str) -> None:
    """Raises ``ValidationError`` unless the union of ``quads`` (Oxigraph quads) conforms to
    the shapes; what ``kg load`` checks before it loads (``kg.store.load_files``)."""
    report = validate_triples((q.subject, q.predicate, q.object) for q in quads)
    if not report.conforms:
        raise ValidationError(f"{report.text}\n{what}: does not conform to the shapes "
                              f"({report.violations} violations); nothing loaded")


def validate_source(source: str | os.PathLike[str], store=None) -> ValidationReport:  # noqa: ANN001
    """The SHACL verdict on the union of the graphs of a file or a store folder.

    ``store`` is the graph already opened by ``kg.graphs.open_graph`` (opened here when
    None). A file is validated as rdflib reads it, not through a store, so its literals are
    checked as written. A store is validated as it holds them, with one repair: Oxigraph
    (0.5) stores every integer-derived datatype as xsd:integer, so the offsets kg writes as
    xsd:nonNegativeInteger come back as xsd:integer. Non-negative offsets get their
    datatype back; a negative one stays an integer and is reported.

    Raises:
        InputError, StoreError: the source cannot be opened or read.
    """
    from rdflib import Dataset, Literal
    from rdflib.namespace import XSD

    from kg.errors import InputError
    from kg.graphs import file_format, open_graph, union_ntriples
    from kg.vocab import NKG

    path = Path(source)
    graph = Graph()
    if path.is_dir():
        graph.parse(data=union_ntriples(store if store is not None else open_graph(path)), format="nt")
        for s, p, o in list(graph.triples((None, None, None))):
            if p in (NKG.start, NKG.end) and isinstance(o, Literal) and o.datatype == XSD.integer and int(o) >= 0:
                graph.remove((s, p, o))
                graph.add((s, p, Literal(int(o), datatype=XSD.nonNegativeInteger)))
        return validate_graph(graph)
    rdflib_format = {"trig": "trig", "n-quads": "nquads", "turtle": "turtle", "n-triples": "nt", "json-ld": "json-ld",
                     "rdf/xml": "xml"}
    name = rdflib_format.get(file_format(path).name.lower(), "turtle")
    dataset = Dataset()
    try:
        dataset.parse(path, format=name)
    except Exception as exc:  # rdflib raises many kinds of parse errors
        raise InputError(str(path), f"cannot read: {exc}") from exc
    return validate_triples((s, p, o) for s, p, o, _ in dataset.quads((None, None, None, None)))


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
