"""What the endpoint says about itself: a SPARQL 1.1 Service Description, and VoID.

The service description is what a client gets from the endpoint URL fetched without a
query (SPARQL 1.1 Service Description, section 2): the languages it speaks, the formats it
writes, that its default graph is the union of the named graphs, whether it takes updates.
It costs nothing to make, since crawlers and clients fetch it unasked.

The VoID description (``/void``) counts the dataset: triples, named graphs with their
sizes, classes with their instances. It is computed when asked, by two queries that run
under the endpoint's own timeout and memory limit.
"""

from __future__ import annotations

import json

import pyoxigraph as ox

from kg.serve.config import ServeConfig
from kg.sparql import run_query

SD = "http://www.w3.org/ns/sparql-service-description#"
VOID = "http://rdfs.org/ns/void#"
FORMATS = "http://www.w3.org/ns/formats/"
RDF_TYPE = ox.NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type")
RDFS_COMMENT = ox.NamedNode("http://www.w3.org/2000/01/rdf-schema#comment")
RDFS_SEE_ALSO = ox.NamedNode("http://www.w3.org/2000/01/rdf-schema#seeAlso")
PREFIXES = {"sd": SD, "void": VOID, "formats": FORMATS, "rdfs": "http://www.w3.org/2000/01/rdf-schema#",
            "xsd": "http://www.w3.org/2001/XMLSchema#", "nkg": "https://w3id.org/newskg/ns#"}
RESULT_FORMATS = ("SPARQL_Results_JSON", "SPARQL_Results_XML", "SPARQL_Results_CSV", "SPARQL_Results_TSV",
                  "Turtle", "N3", "N-Triples", "JSON-LD", "RDF_XML")
NKG = "https://w3id.org/newskg/ns#"

GRAPH_SIZES = "SELECT ?g (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } } GROUP BY ?g ORDER BY ?g"
CLASS_SIZES = "SELECT ?c (COUNT(DISTINCT ?s) AS ?n) WHERE { ?s a ?c } GROUP BY ?c ORDER BY ?c"


def _sd(name: str) -> ox.NamedNode:
    return ox.NamedNode(SD + name)


def _void(name: str) -> ox.NamedNode:
    return ox.NamedNode(VOID + name)


def dataset_iri(base: str) -> ox.NamedNode:
    return ox.NamedNode(f"{base}/void#dataset")


def service_description(endpoint: str, base: str, config: ServeConfig) -> list[ox.Triple]:
    """The service description of the endpoint at ``endpoint`` (``base``: the server's root URL)."""
    service = ox.BlankNode("service")
    default_graph = ox.BlankNode("defaultGraph")
    dataset = dataset_iri(base)
    mode = "accepts SPARQL updates (with its token)" if config.writable else "read-only: no SPARQL update"
    triples = [
        ox.Triple(service, RDF_TYPE, _sd("Service")),
        ox.Triple(service, _sd("endpoint"), ox.NamedNode(endpoint)),
        ox.Triple(service, _sd("supportedLanguage"), _sd("SPARQL11Query")),
    ]
    if config.writable:
        triples.append(ox.Triple(service, _sd("supportedLanguage"), _sd("SPARQL11Update")))
    triples += [ox.Triple(service, _sd("resultFormat"), ox.NamedNode(FORMATS + f)) for f in RESULT_FORMATS]
    triples += [
        ox.Triple(service, _sd("feature"), _sd("UnionDefaultGraph")),
        ox.Triple(service, _sd("defaultEntailmentRegime"), ox.NamedNode("http://www.w3.org/ns/entailment/Simple")),
        ox.Triple(service, _sd("defaultDataset"), dataset),
        ox.Triple(service, RDFS_COMMENT, ox.Literal(
            f"kg SPARQL endpoint, {mode}; the default graph is the union of the named graphs; "
            f"each query stops after {config.timeout:g} s and {config.limit} rows; "
            + ("federated queries (SERVICE) only to: " + ", ".join(config.allowed_services)
               if config.allowed_services else "federated queries (SERVICE) are refused"))),
        ox.Triple(dataset, RDF_TYPE, _sd("Dataset")),
        ox.Triple(dataset, RDFS_SEE_ALSO, ox.NamedNode(f"{base}/void")),
        ox.Triple(dataset, _sd("defaultGraph"), default_graph),
        ox.Triple(default_graph, RDF_TYPE, _sd("Graph")),
        ox.Triple(default_graph, RDFS_COMMENT, ox.Literal("the union of the named graphs")),
    ]
    if config.allowed_services:
        triples.append(ox.Triple(service, _sd("feature"), _sd("BasicFederatedQuery")))
    return triples


def _counts(config: ServeConfig, query: str, key: str) -> list[tuple[str, int]]:
    output = run_query(config.store_dir, query, source="VoID", fmt="json", timeout=config.timeout,
                       memory_mb=config.memory_mb)
    rows = json.loads(output.data)["results"]["bindings"]
    return [(row[key]["value"], int(row["n"]["value"])) for row in rows if row[key]["type"] == "uri"]


def void_description(base: str, config: ServeConfig) -> list[ox.Triple]:
    """VoID of the store: triples, named graphs and classes, counted now.

    Raises:
        StoreError: the counting queries passed the endpoint's timeout or memory limit.
    """
    graphs = _counts(config, GRAPH_SIZES, "g")
    classes = _counts(config, CLASS_SIZES, "c")
    dataset = dataset_iri(base)
    total = sum(n for _, n in graphs)
    default_graph = ox.BlankNode("defaultGraph")
    triples = [
        ox.Triple(dataset, RDF_TYPE, _void("Dataset")),
        ox.Triple(dataset, RDF_TYPE, _sd("Dataset")),
        ox.Triple(dataset, _void("sparqlEndpoint"), ox.NamedNode(f"{base}/sparql")),
        ox.Triple(dataset, _void("vocabulary"), ox.NamedNode(NKG)),
        ox.Triple(dataset, _void("triples"), ox.Literal(total)),
        ox.Triple(dataset, _void("classes"), ox.Literal(len(classes))),
        ox.Triple(dataset, _sd("defaultGraph"), default_graph),
        ox.Triple(default_graph, RDF_TYPE, _sd("Graph")),
        ox.Triple(default_graph, RDFS_COMMENT, ox.Literal("the union of the named graphs")),
        ox.Triple(default_graph, _void("triples"), ox.Literal(total)),
    ]
    # The dataset's own statements first, so Turtle writes them as one block.
    triples[6:6] = [ox.Triple(dataset, _void("classPartition"), ox.BlankNode(f"class{i}"))
                    for i in range(1, len(classes) + 1)]
    triples[6:6] = [ox.Triple(dataset, _sd("namedGraph"), ox.BlankNode(f"namedGraph{i}"))
                    for i in range(1, len(graphs) + 1)]
    for i, (iri, n) in enumerate(classes, 1):
        partition = ox.BlankNode(f"class{i}")
        triples += [
            ox.Triple(partition, _void("class"), ox.NamedNode(iri)),
            ox.Triple(partition, _void("entities"), ox.Literal(n)),
        ]
    for i, (iri, n) in enumerate(graphs, 1):
        named, graph = ox.BlankNode(f"namedGraph{i}"), ox.BlankNode(f"graph{i}")
        triples += [
            ox.Triple(named, RDF_TYPE, _sd("NamedGraph")),
            ox.Triple(named, _sd("name"), ox.NamedNode(iri)),
            ox.Triple(named, _sd("graph"), graph),
            ox.Triple(graph, RDF_TYPE, _sd("Graph")),
            ox.Triple(graph, _void("triples"), ox.Literal(n)),
        ]
    return triples
