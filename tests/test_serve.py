"""kg serve: a real SPARQL 1.1 Protocol endpoint, started as a process and asked over HTTP."""

from __future__ import annotations

import csv
import io
import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pyoxigraph as ox
import pytest

from kg.sparql import run_query
from kg.store import load_files, open_store

ROOT = Path(__file__).resolve().parents[1]
MINI = ROOT / "tests" / "data" / "mini.trig"
CQ03 = ROOT / "queries" / "cq03-who-said-what.rq"
RUNAWAY = "SELECT * WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l } ORDER BY ?c ?f ?i ?l"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(store: Path, *extra: str) -> tuple[subprocess.Popen[str], str, str]:
    port = free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    server = subprocess.Popen(
        [sys.executable, "-m", "kg.cli", "serve", "--store", str(store), "--port", str(port), *extra],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    assert server.stdout is not None
    banner = server.stdout.readline()
    url = f"http://127.0.0.1:{port}"
    for _ in range(100):
        try:
            httpx.get(url + "/", timeout=1)
            return server, url, banner
        except httpx.TransportError:
            time.sleep(0.1)
    server.kill()
    raise AssertionError(f"kg serve did not start: {server.stderr.read() if server.stderr else ''}")


def stop(server: subprocess.Popen[str]) -> None:
    server.terminate()
    try:
        server.wait(10)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()


@pytest.fixture(scope="module")
def store_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("serve") / "kg.store"
    load_files(path, [MINI])
    return path


@pytest.fixture(scope="module")
def endpoint(store_dir: Path) -> Iterator[tuple[str, str]]:
    server, url, banner = start_server(store_dir, "--timeout", "2", "--limit", "100")
    yield url, banner
    stop(server)


def quotes(response: httpx.Response) -> list[str]:
    return [b["quote"]["value"] for b in response.json()["results"]["bindings"]]


def test_listens_on_loopback_and_says_it_is_read_only(endpoint: tuple[str, str]) -> None:
    url, banner = endpoint
    assert f"{url}/sparql (read-only, timeout 2 s, limit 100 rows" in banner


@pytest.mark.parametrize("method", ["get", "post-form", "post-direct"])
def test_get_and_post_give_the_embedded_answers(endpoint: tuple[str, str], store_dir: Path, method: str) -> None:
    url, _ = endpoint
    query = CQ03.read_text()
    accept = {"Accept": "application/sparql-results+json"}
    if method == "get":
        response = httpx.get(url + "/sparql", params={"query": query}, headers=accept)
    elif method == "post-form":
        response = httpx.post(url + "/sparql", data={"query": query}, headers=accept)
    else:
        response = httpx.post(url + "/sparql", content=query, headers={**accept, "Content-Type": "application/sparql-query"})
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/sparql-results+json"
    expected = json.loads(run_query(str(store_dir), query, fmt="json").data)["results"]["bindings"]
    assert response.json()["results"]["bindings"] == expected
    assert quotes(response) == ["We are facing an invasion.", "We are facing an invasion,"]


@pytest.mark.parametrize(
    ("accept", "media", "parse_as"),
    [
        ("text/csv", "text/csv; charset=utf-8", None),
        ("text/tab-separated-values", "text/tab-separated-values; charset=utf-8", ox.QueryResultsFormat.TSV),
        ("application/sparql-results+xml", "application/sparql-results+xml", ox.QueryResultsFormat.XML),
        ("application/sparql-results+json;q=0.5, text/csv;q=0.9", "text/csv; charset=utf-8", None),
    ],
    ids=["csv", "tsv", "xml", "q-values"],
)
def test_content_negotiation(endpoint: tuple[str, str], accept: str, media: str, parse_as: object) -> None:
    url, _ = endpoint
    response = httpx.get(url + "/sparql", params={"query": CQ03.read_text()}, headers={"Accept": accept})
    assert response.headers["content-type"] == media
    if parse_as is None:
        assert response.text.splitlines()[0] == "speaker,article,cue,direct,quote,content"
    else:
        rows = list(ox.parse_query_results(response.content, parse_as))
        assert [r["quote"].value for r in rows] == ["We are facing an invasion.", "We are facing an invasion,"]


def test_construct_negotiates_an_rdf_format(endpoint: tuple[str, str]) -> None:
    url, _ = endpoint
    query = "CONSTRUCT WHERE { ?s a <https://w3id.org/newskg/ns#Place> }"
    response = httpx.get(url + "/sparql", params={"query": query}, headers={"Accept": "application/n-triples"})
    assert response.headers["content-type"] == "application/n-triples"
    assert response.text == (
        "<https://w3id.org/newskg/id/place/ceuta> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> "
        "<https://w3id.org/newskg/ns#Place> .\n"
    )


def test_read_only_refuses_updates(endpoint: tuple[str, str], store_dir: Path) -> None:
    url, _ = endpoint
    response = httpx.post(url + "/update", data={"update": "DROP ALL"})
    assert response.status_code == 403 and "--writable" in response.text
    assert len(open_store(store_dir, read_only=True)) == 153


def test_syntax_error_is_a_400_with_position(endpoint: tuple[str, str]) -> None:
    url, _ = endpoint
    response = httpx.get(url + "/sparql", params={"query": "SELECT ?x WHERE {\n ?x ?y }"})
    assert response.status_code == 400 and "line 2, column" in response.text


def test_timeout_stops_a_query_and_the_server_goes_on(endpoint: tuple[str, str]) -> None:
    url, _ = endpoint
    response = httpx.get(url + "/sparql", params={"query": RUNAWAY}, timeout=60)
    assert response.status_code == 503 and "timed out after 2 s" in response.text
    assert httpx.get(url + "/sparql", params={"query": "ASK { ?s ?p ?o }"}).json()["boolean"] is True


def test_result_limit(endpoint: tuple[str, str]) -> None:
    url, _ = endpoint
    response = httpx.get(url + "/sparql", params={"query": "SELECT * WHERE { ?s ?p ?o }"}, headers={"Accept": "text/csv"})
    assert len(list(csv.DictReader(io.StringIO(response.text)))) == 100
    assert response.headers["x-kg-truncated"] == "true" and response.headers["x-kg-result-limit"] == "100"


def test_writable_server_applies_updates(tmp_path: Path) -> None:
    store = tmp_path / "kg.store"
    load_files(store, [MINI])
    server, url, banner = start_server(store, "--writable")
    try:
        assert "(read-write," in banner
        update = 'INSERT DATA { GRAPH <http://example.org/g> { <http://example.org/s> <http://example.org/p> "added" } }'
        response = httpx.post(url + "/update", content=update, headers={"Content-Type": "application/sparql-update"})
        assert response.status_code == 204
        ask = httpx.get(url + "/sparql", params={"query": 'ASK { ?s ?p "added" }'}).json()
        assert ask["boolean"] is True
    finally:
        stop(server)
    assert len(open_store(store, read_only=True)) == 154
