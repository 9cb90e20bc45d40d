"""kg serve: a real SPARQL 1.1 Protocol endpoint, started as a process and asked over HTTP:
formats by every name, content negotiation, the service description, VoID, limits."""

from __future__ import annotations

import csv
import io
import json
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pyoxigraph as ox
import pytest
import rdflib
from serving import MINI, ROOT, Server, start_server

from kg.errors import Terminated
from kg.sparql import run_query
from kg.store import load_files, open_store

CQ03 = ROOT / "queries" / "cq03-who-said-what.rq"
QUOTES = ["We are facing an invasion.", "We are facing an invasion,"]
PLACES = "CONSTRUCT WHERE { ?s a <https://w3id.org/newskg/ns#Place> }"
CEUTA = "https://w3id.org/newskg/id/place/ceuta"
RUNAWAY = "SELECT * WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l } ORDER BY ?c ?f ?i ?l"
SD = rdflib.Namespace("http://www.w3.org/ns/sparql-service-description#")
VOID = rdflib.Namespace("http://rdfs.org/ns/void#")
NKG = rdflib.Namespace("https://w3id.org/newskg/ns#")
MINI_QUADS = 153


@pytest.fixture(scope="module")
def store_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("serve") / "kg.store"
    load_files(path, [MINI])
    return path


@pytest.fixture(scope="module")
def endpoint(store_dir: Path) -> Iterator[Server]:
    server = start_server(store_dir, "--timeout", "2", "--limit", "100")
    yield server
    server.stop()


def quotes(response: httpx.Response) -> list[str]:
    return [b["quote"]["value"] for b in response.json()["results"]["bindings"]]


def test_listens_on_loopback_and_says_it_is_read_only(endpoint: Server) -> None:
    assert f"{endpoint.url}/sparql (read-only, timeout 2 s, limit 100 rows" in endpoint.banner[0]
    assert endpoint.url.startswith("http://127.0.0.1:")
    assert "federated queries (SERVICE) refused" in endpoint.banner[3]


@pytest.mark.parametrize("method", ["get", "post-form", "post-direct"])
def test_get_and_post_give_the_embedded_answers(endpoint: Server, store_dir: Path, method: str) -> None:
    query = CQ03.read_text()
    accept = {"Accept": "application/sparql-results+json"}
    url = endpoint.url + "/sparql"
    if method == "get":
        response = httpx.get(url, params={"query": query}, headers=accept)
    elif method == "post-form":
        response = httpx.post(url, data={"query": query}, headers=accept)
    else:
        response = httpx.post(url, content=query, headers={**accept, "Content-Type": "application/sparql-query"})
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/sparql-results+json"
    expected = json.loads(run_query(str(store_dir), query, fmt="json").data)["results"]["bindings"]
    assert response.json()["results"]["bindings"] == expected
    assert quotes(response) == QUOTES


# Accept headers as clients send them; Jena's are its RDFConnection defaults.
JENA_SELECT = ("application/sparql-results+json, application/sparql-results+xml;q=0.9, "
               "text/tab-separated-values;q=0.7, text/csv;q=0.5, application/json;q=0.2, application/xml;q=0.2, */*;q=0.1")
JENA_GRAPH = "text/turtle,application/n-triples;q=0.9,application/rdf+xml;q=0.8,application/xml;q=0.7,*/*;q=0.5"
RDFLIB_XML = "application/sparql-results+xml, application/rdf+xml"
BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"


@pytest.mark.parametrize(
    ("accept", "select_media", "construct_media"),
    [
        ("text/csv", "text/csv; charset=utf-8", "text/csv; charset=utf-8"),
        ("text/tab-separated-values", "text/tab-separated-values; charset=utf-8", "text/tab-separated-values; charset=utf-8"),
        ("application/sparql-results+xml", "application/sparql-results+xml", "application/rdf+xml"),
        ("application/sparql-results+json", "application/sparql-results+json", "application/ld+json"),
        ("application/sparql-results+json;q=0.5, text/csv;q=0.9", "text/csv; charset=utf-8", "text/csv; charset=utf-8"),
        ("*/*", "application/sparql-results+json", "text/turtle; charset=utf-8"),
        ("", "application/sparql-results+json", "text/turtle; charset=utf-8"),
        (JENA_SELECT, "application/sparql-results+json", "application/ld+json"),
        (JENA_GRAPH, "text/turtle; charset=utf-8", "text/turtle; charset=utf-8"),
        (RDFLIB_XML, "application/sparql-results+xml", "application/rdf+xml"),
        (BROWSER, "application/sparql-results+xml", "application/rdf+xml"),
        ("text/*", "text/csv; charset=utf-8", "text/turtle; charset=utf-8"),
        ("application/ld+json", "application/ld+json", "application/ld+json"),
        ("text/turtle;q=0, */*;q=0.1", "application/sparql-results+json", "application/n-triples"),
    ],
    ids=["csv", "tsv", "xml", "json", "q-values", "any", "none", "jena-select", "jena-graph", "rdflib", "browser", "text-any",
         "jsonld", "q-zero-excludes"],
)
def test_accept_negotiation_for_both_query_forms(endpoint: Server, accept: str, select_media: str, construct_media: str) -> None:
    headers = {"Accept": accept}
    select = httpx.get(endpoint.url + "/sparql", params={"query": CQ03.read_text()}, headers=headers)
    construct = httpx.get(endpoint.url + "/sparql", params={"query": PLACES}, headers=headers)
    assert (select.status_code, construct.status_code) == (200, 200)
    assert select.headers["content-type"] == select_media
    assert construct.headers["content-type"] == construct_media
    assert select.headers["x-kg-result-kind"] == "solutions" and construct.headers["x-kg-result-kind"] == "graph"


# ?format= values as SPARQLWrapper, Jena (output=) and Virtuoso (format=) send them.
NAMED = [
    ("json", "application/sparql-results+json", "application/ld+json"),
    ("xml", "application/sparql-results+xml", "application/rdf+xml"),
    ("csv", "text/csv; charset=utf-8", "text/csv; charset=utf-8"),
    ("tsv", "text/tab-separated-values; charset=utf-8", "text/tab-separated-values; charset=utf-8"),
    ("turtle", "text/turtle; charset=utf-8", "text/turtle; charset=utf-8"),
    ("ttl", "text/turtle; charset=utf-8", "text/turtle; charset=utf-8"),
    ("n3", "text/turtle; charset=utf-8", "text/turtle; charset=utf-8"),
    ("rdf", "application/rdf+xml", "application/rdf+xml"),
    ("rdf+xml", "application/rdf+xml", "application/rdf+xml"),
    ("json-ld", "application/ld+json", "application/ld+json"),
    ("jsonld", "application/ld+json", "application/ld+json"),
    ("n-triples", "application/n-triples", "application/n-triples"),
    ("nt", "application/n-triples", "application/n-triples"),
    ("text", "text/plain; charset=utf-8", "application/n-triples"),
    ("application/sparql-results+json", "application/sparql-results+json", "application/sparql-results+json"),
    ("text/turtle", "text/turtle; charset=utf-8", "text/turtle; charset=utf-8"),
    ("application/ld+json,application/x-json+ld", "application/ld+json", "application/ld+json"),
    ("TURTLE", "text/turtle; charset=utf-8", "text/turtle; charset=utf-8"),
]


@pytest.mark.parametrize("parameter", ["format", "output", "results"])
@pytest.mark.parametrize(("name", "select_media", "construct_media"), NAMED, ids=[n[0] for n in NAMED])
def test_format_names_every_client_sends(endpoint: Server, parameter: str, name: str, select_media: str,
                                         construct_media: str) -> None:
    for query, media in ((CQ03.read_text(), select_media), (PLACES, construct_media)):
        response = httpx.get(endpoint.url + "/sparql", params={"query": query, parameter: name})
        assert response.status_code == 200, response.text
        assert response.headers["content-type"] == media


def test_construct_in_turtle_by_get_the_reported_failure(endpoint: Server) -> None:
    """Issue 18: SPARQLWrapper's GET sends format=turtle, and the server answered 400."""
    response = httpx.get(endpoint.url + "/sparql", params={"query": PLACES, "format": "turtle", "output": "turtle"})
    assert response.status_code == 200
    graph = rdflib.Graph().parse(data=response.text, format="turtle")
    assert set(graph) == {(rdflib.URIRef(CEUTA), rdflib.RDF.type, NKG.Place)}


def test_first_known_value_wins_and_empty_values_are_ignored(endpoint: Server) -> None:
    # SPARQLWrapper's SELECT in JSON-LD: format=json-ld&format= (it blanks the */* it would add)
    response = httpx.get(endpoint.url + "/sparql", params=[("query", CQ03.read_text()), ("format", "json-ld"), ("format", "")])
    assert response.headers["content-type"] == "application/ld+json"


def test_unknown_format_name_is_a_400_listing_what_is_accepted(endpoint: Server) -> None:
    response = httpx.get(endpoint.url + "/sparql", params={"query": "ASK {}", "format": "yaml"})
    assert response.status_code == 400
    assert "unknown format 'yaml'" in response.text and "turtle" in response.text and "application/ld+json" in response.text


def test_unacceptable_accept_header_is_a_406_listing_what_is_accepted(endpoint: Server) -> None:
    response = httpx.get(endpoint.url + "/sparql", params={"query": "ASK {}"}, headers={"Accept": "image/png"})
    assert response.status_code == 406
    assert "image/png" in response.text and "application/sparql-results+json" in response.text


def result_set_values(graph: rdflib.Graph, variable: str) -> list[str]:
    rs = rdflib.Namespace("http://www.w3.org/2001/sw/DataAccess/tests/result-set#")
    rows = []
    for solution in graph.objects(None, rs.solution):
        index = int(graph.value(solution, rs["index"]))
        for binding in graph.objects(solution, rs.binding):
            if str(graph.value(binding, rs.variable)) == variable:
                rows.append((index, str(graph.value(binding, rs.value))))
    return [value for _, value in sorted(rows)]


@pytest.mark.parametrize(("name", "rdflib_format"), [("turtle", "turtle"), ("rdf+xml", "xml"), ("json-ld", "json-ld"),
                                                      ("nt", "nt")])
def test_select_as_rdf_uses_the_result_set_vocabulary(endpoint: Server, name: str, rdflib_format: str) -> None:
    response = httpx.get(endpoint.url + "/sparql", params={"query": CQ03.read_text(), "format": name})
    graph = rdflib.Graph().parse(data=response.content, format=rdflib_format)
    assert result_set_values(graph, "quote") == QUOTES
    again = httpx.get(endpoint.url + "/sparql", params={"query": CQ03.read_text(), "format": name})
    assert again.content == response.content  # blank nodes named by position: same bytes


def test_ask_as_turtle(endpoint: Server) -> None:
    response = httpx.get(endpoint.url + "/sparql", params={"query": "ASK { ?s a ?t }", "format": "turtle"})
    graph = rdflib.Graph().parse(data=response.text, format="turtle")
    rs = rdflib.Namespace("http://www.w3.org/2001/sw/DataAccess/tests/result-set#")
    assert [o.toPython() for o in graph.objects(None, rs.boolean)] == [True]


def test_construct_as_a_table(endpoint: Server) -> None:
    response = httpx.get(endpoint.url + "/sparql", params={"query": PLACES, "format": "csv"})
    assert list(csv.reader(io.StringIO(response.text))) == [
        ["subject", "predicate", "object"],
        [CEUTA, "http://www.w3.org/1999/02/22-rdf-syntax-ns#type", "https://w3id.org/newskg/ns#Place"],
    ]


def test_text_format_is_an_aligned_table(endpoint: Server) -> None:
    response = httpx.get(endpoint.url + "/sparql", params={"query": CQ03.read_text(), "output": "text"})
    lines = response.text.splitlines()
    assert lines[0].split() == ["speaker", "article", "cue", "direct", "quote", "content"]
    assert lines[-1] == "(2 rows)"


def test_construct_negotiates_an_rdf_format(endpoint: Server) -> None:
    response = httpx.get(endpoint.url + "/sparql", params={"query": PLACES}, headers={"Accept": "application/n-triples"})
    assert response.headers["content-type"] == "application/n-triples"
    assert response.text == (
        f"<{CEUTA}> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <https://w3id.org/newskg/ns#Place> .\n"
    )


# --------------------------------------------------------------------------- service description, VoID


@pytest.mark.parametrize(("accept", "rdflib_format"), [("text/turtle", "turtle"), ("application/ld+json", "json-ld"),
                                                       ("", "turtle"), ("application/rdf+xml", "xml")])
@pytest.mark.parametrize("path", ["/sparql", "/query"])
def test_service_description_at_the_endpoint_url(endpoint: Server, accept: str, rdflib_format: str, path: str) -> None:
    response = httpx.get(endpoint.url + path, headers={"Accept": accept} if accept else {})
    assert response.status_code == 200
    graph = rdflib.Graph().parse(data=response.content, format=rdflib_format)
    service = graph.value(predicate=rdflib.RDF.type, object=SD.Service)
    assert graph.value(service, SD.endpoint) == rdflib.URIRef(endpoint.url + path)
    assert set(graph.objects(service, SD.supportedLanguage)) == {SD.SPARQL11Query}  # read-only: no update
    assert SD.UnionDefaultGraph in set(graph.objects(service, SD.feature))
    assert SD.BasicFederatedQuery not in set(graph.objects(service, SD.feature))
    formats = {str(f).rsplit("/", 1)[1] for f in graph.objects(service, SD.resultFormat)}
    assert {"SPARQL_Results_JSON", "SPARQL_Results_XML", "SPARQL_Results_CSV", "SPARQL_Results_TSV", "Turtle",
            "RDF_XML", "JSON-LD", "N-Triples"} <= formats
    dataset = graph.value(service, SD.defaultDataset)
    assert graph.value(dataset, rdflib.RDFS.seeAlso) == rdflib.URIRef(endpoint.url + "/void")


def test_void_counts_the_dataset(endpoint: Server) -> None:
    response = httpx.get(endpoint.url + "/void", headers={"Accept": "text/turtle"})
    graph = rdflib.Graph().parse(data=response.text, format="turtle")
    dataset = rdflib.URIRef(endpoint.url + "/void#dataset")
    assert (dataset, rdflib.RDF.type, VOID.Dataset) in graph
    assert graph.value(dataset, VOID.sparqlEndpoint) == rdflib.URIRef(endpoint.url + "/sparql")
    assert graph.value(dataset, VOID.triples).toPython() == MINI_QUADS
    sizes = {str(graph.value(g, SD.name)): graph.value(graph.value(g, SD.graph), VOID.triples).toPython()
             for g in graph.objects(dataset, SD.namedGraph)}
    assert len(sizes) == 5 and sum(sizes.values()) == MINI_QUADS
    assert sizes["https://w3id.org/newskg/id/graph/entities"] > 0
    classes = {str(graph.value(p, VOID["class"])): graph.value(p, VOID.entities).toPython()
               for p in graph.objects(dataset, VOID.classPartition)}
    assert classes[str(NKG.Person)] == 1 and classes[str(NKG.Statement)] == 2 and classes[str(NKG.Mention)] == 13
    assert graph.value(dataset, VOID.classes).toPython() == len(classes)


# --------------------------------------------------------------------------- limits and errors


def test_read_only_refuses_updates(endpoint: Server, store_dir: Path) -> None:
    response = httpx.post(endpoint.url + "/update", data={"update": "DROP ALL"})
    assert response.status_code == 403 and "--writable" in response.text
    assert len(open_store(store_dir, read_only=True)) == MINI_QUADS


def test_an_update_sent_as_a_query_is_refused(endpoint: Server, store_dir: Path) -> None:
    response = httpx.post(endpoint.url + "/sparql", data={"query": "DROP ALL"})
    assert response.status_code == 400
    assert len(open_store(store_dir, read_only=True)) == MINI_QUADS


def test_syntax_error_is_a_400_with_position(endpoint: Server) -> None:
    response = httpx.get(endpoint.url + "/sparql", params={"query": "SELECT ?x WHERE {\n ?x ?y }"})
    assert response.status_code == 400 and "line 2, column" in response.text


def test_timeout_stops_a_query_and_the_server_goes_on(endpoint: Server) -> None:
    response = httpx.get(endpoint.url + "/sparql", params={"query": RUNAWAY}, timeout=60)
    assert response.status_code == 503 and "timed out after 2 s" in response.text
    assert httpx.get(endpoint.url + "/sparql", params={"query": "ASK { ?s ?p ?o }"}).json()["boolean"] is True


def test_result_limit(endpoint: Server) -> None:
    response = httpx.get(endpoint.url + "/sparql", params={"query": "SELECT * WHERE { ?s ?p ?o }"}, headers={"Accept": "text/csv"})
    assert len(list(csv.DictReader(io.StringIO(response.text)))) == 100
    assert response.headers["x-kg-truncated"] == "true" and response.headers["x-kg-result-limit"] == "100"


def test_memory_512_answers_ask_the_reported_failure(store_dir: Path) -> None:
    """Issue 16: --memory 512 capped the whole address space, which opening the store
    alone takes up (RocksDB's threads), so even ASK {} failed."""
    server = start_server(store_dir, "--memory", "512")
    try:
        response = httpx.get(server.url + "/sparql", params={"query": "ASK {}"})
        assert response.status_code == 200 and response.json()["boolean"] is True
        assert "512 MiB per query on top of the" in server.banner[0]
    finally:
        server.stop()


def test_a_query_past_the_memory_limit_is_a_503_and_the_server_goes_on(store_dir: Path) -> None:
    server = start_server(store_dir, "--memory", "32", "--timeout", "60")
    try:
        response = httpx.get(server.url + "/sparql", params={"query": RUNAWAY}, timeout=120)
        assert response.status_code == 503 and "memory limit of 32 MiB" in response.text
        assert httpx.get(server.url + "/sparql", params={"query": "ASK { ?s ?p ?o }"}).json()["boolean"] is True
    finally:
        server.stop()


def test_memory_below_the_floor_is_refused_with_the_floor() -> None:
    done = subprocess.run([sys.executable, "-m", "kg.cli", "serve", "--store", "x", "--memory", "8"],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 2 and "at least 16 MiB" in done.stderr


def test_a_port_in_use_is_a_clear_error_not_a_traceback(store_dir: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run([sys.executable, "-m", "kg.cli", "serve", "--store", str(store_dir), "--port", str(port)],
                              capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 2
    assert f"cannot listen on 127.0.0.1:{port}: the port is in use" in done.stderr
    assert "Traceback" not in done.stderr


def test_no_store_is_a_clear_error(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "kg.cli", "serve", "--store", str(tmp_path / "nothing")],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 2 and "Traceback" not in done.stderr and str(tmp_path / "nothing") in done.stderr


# --------------------------------------------------------------------------- the page's questions


def test_the_page_offers_the_competency_questions_unchanged() -> None:
    """kg/serve/queries/ is the packaged copy of queries/ (an installed kg has no queries/):
    when a question is added or changed, copy it there."""
    source = {p.name: p.read_text(encoding="utf-8") for p in (ROOT / "queries").glob("*.rq")}
    packaged = {p.name: p.read_text(encoding="utf-8") for p in (ROOT / "kg" / "serve" / "queries").glob("*.rq")}
    assert packaged == source


def test_writable_server_applies_updates_with_the_token(tmp_path: Path) -> None:
    store = tmp_path / "kg.store"
    load_files(store, [MINI])
    server = start_server(store, "--writable")
    try:
        assert "(read-write," in server.banner[0] and server.token
        update = 'INSERT DATA { GRAPH <http://example.org/g> { <http://example.org/s> <http://example.org/p> "added" } }'
        response = httpx.post(server.url + "/update", content=update,
                              headers={"Content-Type": "application/sparql-update", "Authorization": f"Bearer {server.token}"})
        assert response.status_code == 204
        ask = httpx.get(server.url + "/sparql", params={"query": 'ASK { ?s ?p "added" }'}).json()
        assert ask["boolean"] is True
        description = rdflib.Graph().parse(data=httpx.get(server.url + "/sparql").text, format="turtle")
        assert (None, SD.supportedLanguage, SD.SPARQL11Update) in description
    finally:
        server.stop()
    assert len(open_store(store, read_only=True)) == MINI_QUADS + 1


# --------------------------------------------------------------------------- the protocol's dataset

ENTITIES = "https://w3id.org/newskg/id/graph/entities"
COUNT = "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"


def count(response: httpx.Response) -> int:
    assert response.status_code == 200, response.text
    return int(response.json()["results"]["bindings"][0]["n"]["value"])


def test_default_graph_uri_sets_the_default_graph(endpoint: Server, store_dir: Path) -> None:
    entities = len(list(open_store(store_dir, read_only=True).quads_for_pattern(None, None, None, ox.NamedNode(ENTITIES))))
    url = endpoint.url + "/sparql"
    assert count(httpx.get(url, params={"query": COUNT})) == MINI_QUADS  # the union, without the parameter
    assert count(httpx.get(url, params={"query": COUNT, "default-graph-uri": ENTITIES})) == entities
    assert count(httpx.post(url, data={"query": COUNT, "default-graph-uri": ENTITIES})) == entities
    assert 0 < entities < MINI_QUADS


def test_named_graph_uri_limits_what_graph_sees(endpoint: Server) -> None:
    query = "SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }"
    response = httpx.get(endpoint.url + "/sparql", params={"query": query, "named-graph-uri": ENTITIES})
    assert [b["g"]["value"] for b in response.json()["results"]["bindings"]] == [ENTITIES]


def test_a_dataset_parameter_that_is_not_an_iri_is_a_400(endpoint: Server) -> None:
    response = httpx.get(endpoint.url + "/sparql", params={"query": COUNT, "default-graph-uri": "not an iri"})
    assert response.status_code == 400 and "default-graph-uri: not an absolute IRI" in response.text


def test_sigterm_stops_the_endpoint_with_status_143(store_dir: Path) -> None:
    server = start_server(store_dir)
    assert httpx.get(server.url + "/sparql", params={"query": "ASK {}"}).status_code == 200
    server.process.send_signal(signal.SIGTERM)
    _, err = server.process.communicate(timeout=30)
    assert server.process.returncode == 143, err
    assert "kg: terminated (SIGTERM)" in err and "Traceback" not in err


def test_a_sigterm_landing_inside_a_connections_handler_reaches_the_server_loop() -> None:
    """CI once waited ten minutes on `kill %1`: waitress swallowed the signal's exception there."""
    from waitress import wasyncore

    class Connection:
        def handle_read_event(self) -> None:
            raise Terminated()

        def handle_error(self) -> None:
            raise AssertionError("waitress logged the SIGTERM as a connection's error and served on")

    with pytest.raises(Terminated):
        wasyncore.read(Connection())


def test_sigterm_stops_the_endpoint_while_clients_keep_it_busy(store_dir: Path) -> None:
    server = start_server(store_dir)
    stop = threading.Event()

    def ask() -> None:
        with httpx.Client(timeout=2) as client:
            while not stop.is_set():
                try:
                    client.get(server.url + "/sparql", params={"query": "ASK {}"})
                except httpx.HTTPError:
                    return

    clients = [threading.Thread(target=ask) for _ in range(4)]
    for client in clients:
        client.start()
    time.sleep(1)
    server.process.send_signal(signal.SIGTERM)
    try:
        _, err = server.process.communicate(timeout=30)
    finally:
        stop.set()
        server.stop()
        for client in clients:
            client.join()
    assert server.process.returncode == 143, err
