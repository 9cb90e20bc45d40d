"""kg serve with the clients researchers use: SPARQLWrapper in every return format for the
four query forms over GET and both kinds of POST, rdflib's SPARQLStore, and curl with the
media types of the SPARQL 1.1 Protocol."""

from __future__ import annotations

import csv
import io
import json
import shutil
import subprocess
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest
import rdflib
from serving import MINI, ROOT, Server, start_server
from SPARQLWrapper import (CSV, GET, JSON, JSONLD, N3, POST, POSTDIRECTLY, RDF, RDFXML, TSV, TURTLE, URLENCODED,
                           XML, SPARQLWrapper)

from kg.sparql import run_query
from kg.store import load_files

CQ03 = (ROOT / "queries" / "cq03-who-said-what.rq").read_text(encoding="utf-8")
QUOTES = ["We are facing an invasion.", "We are facing an invasion,"]
CEUTA = "https://w3id.org/newskg/id/place/ceuta"
QUERIES = {
    "SELECT": CQ03,
    "ASK": "PREFIX nkg: <https://w3id.org/newskg/ns#> ASK { ?s a nkg:Statement }",
    "CONSTRUCT": "CONSTRUCT WHERE { ?s a <https://w3id.org/newskg/ns#Place> }",
    "DESCRIBE": f"DESCRIBE <{CEUTA}>",
}
RS = rdflib.Namespace("http://www.w3.org/2001/sw/DataAccess/tests/result-set#")


@pytest.fixture(scope="module")
def store_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("clients") / "kg.store"
    load_files(path, [MINI])
    return path


@pytest.fixture(scope="module")
def endpoint(store_dir: Path) -> Iterator[Server]:
    server = start_server(store_dir)
    yield server
    server.stop()


@pytest.fixture(scope="module")
def expected_triples(store_dir: Path) -> dict[str, set[tuple[str, str, str]]]:
    """The CONSTRUCT and DESCRIBE answers of the embedded store, as N-Triples terms."""
    found = {}
    for form in ("CONSTRUCT", "DESCRIBE"):
        data = run_query(str(store_dir), QUERIES[form], fmt="nt").data
        found[form] = {(s.n3(), p.n3(), o.n3()) for s, p, o in rdflib.Graph().parse(data=data, format="nt")}
    assert len(found["DESCRIBE"]) > 1
    return found


def as_terms(graph: rdflib.Graph) -> set[tuple[str, str, str]]:
    return {(s.n3(), p.n3(), o.n3()) for s, p, o in graph}


def result_set(graph: rdflib.Graph) -> tuple[list[str] | None, bool | None]:
    """(quote values in row order, the ASK boolean) of results written as RDF."""
    boolean = next(graph.objects(None, RS.boolean), None)
    if boolean is not None:
        return None, boolean.toPython()
    rows = []
    for solution in graph.objects(None, RS.solution):
        for binding in graph.objects(solution, RS.binding):
            if str(graph.value(binding, RS.variable)) == "quote":
                rows.append((int(graph.value(solution, RS["index"])), str(graph.value(binding, RS.value))))
    return [value for _, value in sorted(rows)], None


def table_rows(data: bytes, delimiter: str) -> list[list[str]]:
    if delimiter == "\t":  # TSV cells are RDF terms, quotes included: no CSV unquoting
        return [line.split("\t") for line in data.decode("utf-8").splitlines()]
    return list(csv.reader(io.StringIO(data.decode("utf-8")), delimiter=delimiter))


def check_solutions(fmt: str, result: object) -> None:
    """SELECT results of cq03 in ``fmt``, as SPARQLWrapper converted them."""
    if fmt == JSON:
        assert [b["quote"]["value"] for b in result["results"]["bindings"]] == QUOTES
    elif fmt == XML:
        bindings = [b for b in result.getElementsByTagName("binding") if b.getAttribute("name") == "quote"]
        assert [b.getElementsByTagName("literal")[0].firstChild.data for b in bindings] == QUOTES
    elif fmt == CSV:
        rows = table_rows(result, ",")
        assert [r[rows[0].index("quote")] for r in rows[1:]] == QUOTES
    elif fmt == TSV:
        rows = table_rows(result, "\t")
        assert [r[rows[0].index("?quote")] for r in rows[1:]] == [f'"{q}"' for q in QUOTES]
    elif fmt in (TURTLE, N3):
        assert result_set(rdflib.Graph().parse(data=result, format="turtle")) == (QUOTES, None)
    else:  # RDF, RDFXML, JSONLD: SPARQLWrapper parsed them into a graph
        assert result_set(result) == (QUOTES, None)


def check_boolean(fmt: str, result: object) -> None:
    if fmt == JSON:
        assert result["boolean"] is True
    elif fmt == XML:
        assert result.getElementsByTagName("boolean")[0].firstChild.data == "true"
    elif fmt in (CSV, TSV):
        assert result.strip() == b"true"
    elif fmt in (TURTLE, N3):
        assert result_set(rdflib.Graph().parse(data=result, format="turtle")) == (None, True)
    else:
        assert result_set(result) == (None, True)


def check_triples(fmt: str, result: object, expected: set[tuple[str, str, str]]) -> None:
    if fmt in (TURTLE, N3):
        assert as_terms(rdflib.Graph().parse(data=result, format="turtle")) == expected
    elif fmt == CSV:
        rows = table_rows(result, ",")
        assert rows[0] == ["subject", "predicate", "object"]
        assert {(s, p) for s, p, _ in rows[1:]} == {(s[1:-1], p[1:-1]) for s, p, _ in expected}
    elif fmt == TSV:
        rows = table_rows(result, "\t")
        assert rows[0] == ["?subject", "?predicate", "?object"]
        assert {tuple(r) for r in rows[1:]} == expected
    else:  # JSON (JSON-LD), XML (RDF/XML), RDF, RDFXML, JSONLD: parsed into a graph
        assert as_terms(result) == expected


FORMATS = [JSON, XML, TURTLE, N3, RDF, RDFXML, CSV, TSV, JSONLD]
METHODS = {"GET": (GET, URLENCODED), "POST-form": (POST, URLENCODED), "POST-direct": (POST, POSTDIRECTLY)}


@pytest.mark.parametrize("method", list(METHODS))
@pytest.mark.parametrize("form", list(QUERIES))
@pytest.mark.parametrize("fmt", FORMATS)
def test_sparqlwrapper_every_return_format(endpoint: Server, expected_triples, fmt: str, form: str, method: str) -> None:
    client = SPARQLWrapper(endpoint.url + "/sparql")
    client.setQuery(QUERIES[form])
    client.setReturnFormat(fmt)
    client.setMethod(METHODS[method][0])
    client.setRequestMethod(METHODS[method][1])
    with warnings.catch_warnings():
        # SPARQLWrapper warns when it has no Accept header for a combination (it sends */*):
        # that is the client's own notice, not about the answer.
        warnings.filterwarnings("ignore", message="Sending Accept header")
        answer = client.query()
    with warnings.catch_warnings():
        # "Format requested was X, but Y has been returned by the endpoint": must not happen
        warnings.simplefilter("error", RuntimeWarning)
        warnings.filterwarnings("ignore", category=DeprecationWarning)
        result = answer.convert()
    if form == "SELECT":
        check_solutions(fmt, result)
    elif form == "ASK":
        check_boolean(fmt, result)
    else:
        check_triples(fmt, result, expected_triples[form])


# --------------------------------------------------------------------------- rdflib


@pytest.mark.parametrize("method", ["GET", "POST", "POST_FORM"])
@pytest.mark.parametrize("return_format", ["xml", "json"])
def test_rdflib_sparqlstore(endpoint: Server, expected_triples, method: str, return_format: str) -> None:
    from rdflib.plugins.stores.sparqlstore import SPARQLStore

    graph = rdflib.Graph(store=SPARQLStore(endpoint.url + "/sparql", method=method, returnFormat=return_format))
    assert [str(row.quote) for row in graph.query(CQ03)] == QUOTES
    assert graph.query(QUERIES["ASK"]).askAnswer is True
    assert as_terms(graph.query(QUERIES["CONSTRUCT"]).graph) == expected_triples["CONSTRUCT"]
    assert len(graph) == 153  # SPARQLStore counts with a query over the union default graph


# --------------------------------------------------------------------------- curl

CURL = shutil.which("curl")
PROTOCOL_RESULTS = [
    ("SELECT", "application/sparql-results+json"),
    ("SELECT", "application/sparql-results+xml"),
    ("SELECT", "text/csv"),
    ("SELECT", "text/tab-separated-values"),
    ("ASK", "application/sparql-results+json"),
    ("ASK", "application/sparql-results+xml"),
    ("CONSTRUCT", "text/turtle"),
    ("CONSTRUCT", "application/n-triples"),
    ("CONSTRUCT", "application/rdf+xml"),
    ("CONSTRUCT", "application/ld+json"),
    ("DESCRIBE", "text/turtle"),
    ("DESCRIBE", "application/rdf+xml"),
]
RDFLIB_NAMES = {"text/turtle": "turtle", "application/n-triples": "nt", "application/rdf+xml": "xml",
                "application/ld+json": "json-ld"}


def curl(*args: str, tmp: Path) -> tuple[str, str, bytes]:
    """(status, content type, body) of one curl call."""
    body = tmp / "body"
    done = subprocess.run([CURL, "-sS", "-o", str(body), "-w", "%{http_code} %{content_type}", *args],
                          capture_output=True, text=True, timeout=60, check=True)
    status, _, media = done.stdout.partition(" ")
    return status, media, body.read_bytes()


@pytest.mark.skipif(CURL is None, reason="curl is not installed")
@pytest.mark.parametrize("how", ["get", "post-form", "post-direct"])
@pytest.mark.parametrize(("form", "accept"), PROTOCOL_RESULTS, ids=[f"{f}-{a}" for f, a in PROTOCOL_RESULTS])
def test_curl_with_the_protocol_media_types(endpoint: Server, expected_triples, tmp_path: Path, form: str, accept: str,
                                            how: str) -> None:
    query = tmp_path / "query.rq"
    query.write_text(QUERIES[form], encoding="utf-8")
    url = endpoint.url + "/sparql"
    if how == "get":
        args = ["-G", "--data-urlencode", f"query@{query}", url]
    elif how == "post-form":
        args = ["--data-urlencode", f"query@{query}", url]
    else:
        args = ["-H", "Content-Type: application/sparql-query", "--data-binary", f"@{query}", url]
    status, media, body = curl("-H", f"Accept: {accept}", *args, tmp=tmp_path)
    assert status == "200"
    assert media.split(";")[0] == accept
    if form in ("CONSTRUCT", "DESCRIBE"):
        assert as_terms(rdflib.Graph().parse(data=body, format=RDFLIB_NAMES[accept])) == expected_triples[form]
    elif accept == "application/sparql-results+json":
        parsed = json.loads(body)
        assert parsed.get("boolean") is True if form == "ASK" else [b["quote"]["value"] for b in parsed["results"]["bindings"]] == QUOTES
    elif accept == "text/csv":
        rows = table_rows(body, ",")
        assert [r[rows[0].index("quote")] for r in rows[1:]] == QUOTES
    else:
        assert ("<boolean>true</boolean>" in body.decode()) if form == "ASK" else all(q in body.decode() for q in QUOTES)


@pytest.mark.skipif(CURL is None, reason="curl is not installed")
def test_curl_service_description(endpoint: Server, tmp_path: Path) -> None:
    status, media, body = curl("-H", "Accept: text/turtle", endpoint.url + "/sparql", tmp=tmp_path)
    assert (status, media) == ("200", "text/turtle; charset=utf-8")
    sd = rdflib.Namespace("http://www.w3.org/ns/sparql-service-description#")
    assert rdflib.URIRef(endpoint.url + "/sparql") in set(rdflib.Graph().parse(data=body, format="turtle").objects(None, sd.endpoint))
