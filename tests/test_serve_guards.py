"""What kg serve refuses (issue 16): other host names (DNS rebinding), federated queries and
LOAD unless allowed, writes without the token or from another origin; and that it listens on
loopback only. Each against the real server process; the federation tests use a canary
SPARQL endpoint on loopback that counts the requests it gets."""

from __future__ import annotations

import base64
import http.server
import json
import socket
import threading
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from serving import MINI, ROOT, Server, start_server

from kg.serve.guards import fetches
from kg.store import load_files, open_store

MINI_QUADS = 153
CANARY_VALUE = "answered by the canary"


class Canary:
    """A SPARQL endpoint on loopback that answers every request with one row, and counts them."""

    def __init__(self) -> None:
        hits = self.hits = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def _answer(self) -> None:
                hits.append(self.path)
                body = json.dumps({"head": {"vars": ["x"]},
                                   "results": {"bindings": [{"x": {"type": "literal", "value": CANARY_VALUE}}]}}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/sparql-results+json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            do_GET = do_POST = _answer

            def log_message(self, *args: object) -> None:
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}/sparql"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def canary() -> Iterator[Canary]:
    found = Canary()
    yield found
    found.close()


@pytest.fixture(scope="module")
def store_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("guards") / "kg.store"
    load_files(path, [MINI])
    return path


@pytest.fixture(scope="module")
def endpoint(store_dir: Path) -> Iterator[Server]:
    server = start_server(store_dir, "--allow-host", "kg.example")
    yield server
    server.stop()


@pytest.fixture
def writable(tmp_path: Path) -> Iterator[tuple[Server, Path]]:
    store = tmp_path / "kg.store"
    load_files(store, [MINI])
    server = start_server(store, "--writable")
    yield server, store
    server.stop()


def port(server: Server) -> int:
    return int(server.url.rsplit(":", 1)[1])


# --------------------------------------------------------------------------- loopback, Host


def test_listens_on_the_loopback_address_only(endpoint: Server) -> None:
    """Another loopback address reaches a server bound to 0.0.0.0, not one bound to 127.0.0.1."""
    with socket.socket() as probe:
        probe.settimeout(5)
        assert probe.connect_ex(("127.0.0.2", port(endpoint))) != 0


@pytest.mark.parametrize("path", ["/sparql?query=ASK%7B%7D", "/sparql", "/", "/assets/page.js", "/void", "/update"])
def test_another_host_name_is_refused_the_dns_rebinding_reproduction(endpoint: Server, path: str) -> None:
    response = httpx.get(endpoint.url + path, headers={"Host": f"evil.example:{port(endpoint)}"})
    assert response.status_code == 403
    assert "'evil.example'" in response.text and "DNS rebinding" in response.text and "--allow-host" in response.text


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "LOCALHOST", "[::1]", "kg.example"])
def test_the_names_it_listens_on_and_allowed_names_are_answered(endpoint: Server, host: str) -> None:
    response = httpx.get(endpoint.url + "/sparql", params={"query": "ASK {}"}, headers={"Host": f"{host}:{port(endpoint)}"})
    assert response.status_code == 200 and response.json()["boolean"] is True


def test_banner_names_the_answered_hosts(endpoint: Server) -> None:
    assert "answers to the host names 127.0.0.1, localhost, ::1, kg.example" in endpoint.banner[2]


# --------------------------------------------------------------------------- federation


def test_service_is_refused_and_nothing_is_fetched_the_reproduction(endpoint: Server, canary: Canary) -> None:
    query = f"SELECT ?x WHERE {{ SERVICE <{canary.url}> {{ ?x ?y ?z }} }}"
    for response in (
        httpx.get(endpoint.url + "/sparql", params={"query": query}),
        httpx.post(endpoint.url + "/sparql", data={"query": query}),
        httpx.post(endpoint.url + "/sparql", content=query, headers={"Content-Type": "application/sparql-query"}),
    ):
        assert response.status_code == 403
        assert "federated query (SERVICE) refused" in response.text and f"--allow-service {canary.url}" in response.text
    assert canary.hits == []


@pytest.mark.parametrize("written", [
    "SERVICE SILENT <{url}>",
    "service <{url}>",
    "SERVICE c:sparql",
    "\\u0053ERVICE <{url}>",
    "SERVICE ?endpoint",
])
def test_every_way_of_writing_service_is_refused(endpoint: Server, canary: Canary, written: str) -> None:
    prefix = f"PREFIX c: <{canary.url.removesuffix('sparql')}>\n"
    query = prefix + "SELECT * WHERE { VALUES ?endpoint { <" + canary.url + "> } " + written.format(url=canary.url) + " { ?x ?y ?z } }"
    response = httpx.post(endpoint.url + "/sparql", data={"query": query})
    assert response.status_code in (400, 403)  # 400: Oxigraph itself rejects the escape
    assert canary.hits == []


def test_the_allow_list_lets_one_endpoint_through(store_dir: Path, canary: Canary) -> None:
    server = start_server(store_dir, "--allow-service", canary.url)
    try:
        query = f"SELECT ?x WHERE {{ SERVICE <{canary.url}> {{ ?x ?y ?z }} }}"
        response = httpx.get(server.url + "/sparql", params={"query": query})
        assert response.status_code == 200
        assert [b["x"]["value"] for b in response.json()["results"]["bindings"]] == [CANARY_VALUE]
        assert len(canary.hits) == 1
        other = httpx.get(server.url + "/sparql", params={"query": "SELECT * { SERVICE <http://127.0.0.1:9/x> {} }"})
        assert other.status_code == 403 and len(canary.hits) == 1
        assert f"allowed only to {canary.url}" in server.banner[3]
    finally:
        server.stop()


def test_load_in_an_update_is_refused(writable: tuple[Server, Path], canary: Canary) -> None:
    server, store = writable
    response = httpx.post(server.url + "/update", data={"update": f"LOAD <{canary.url}>"},
                          headers={"Authorization": f"Bearer {server.token}"})
    assert response.status_code == 403 and "LOAD from the web refused" in response.text
    assert canary.hits == []


QUIET = [
    'SELECT * WHERE { ?s ?p "SERVICE <http://127.0.0.1/>" }',
    "SELECT * WHERE { ?s ?p ?o } # SERVICE <http://127.0.0.1/>",
    "PREFIX e: <http://example.org/> SELECT * WHERE { ?s e:SERVICE ?o . ?o e:a.SERVICE ?service }",
    'SELECT * WHERE { ?s ?p """many\nlines "" SERVICE <http://127.0.0.1/> """ }',
    "SELECT * WHERE { <http://example.org/SERVICE> ?p ?o }",
]
LOUD = [
    ("SELECT * WHERE { SERVICE <http://127.0.0.1:9/s> { } }", "http://127.0.0.1:9/s"),
    ("SELECT * WHERE { ?s ?p 1e5 SERVICE <http://127.0.0.1:9/s> { } }", "http://127.0.0.1:9/s"),
    ("SELECT * WHERE { FILTER(?a<?b)SERVICE<http://127.0.0.1:9/s>{} }", "http://127.0.0.1:9/s"),
    ("PREFIX : <http://127.0.0.1:9/> SELECT * WHERE { SERVICE :s { } }", "http://127.0.0.1:9/s"),
    ("BASE <http://x/> SELECT * WHERE { SERVICE <s> { } }", None),
    ("LOAD SILENT <http://127.0.0.1:9/d.ttl> INTO GRAPH <http://g>", "http://127.0.0.1:9/d.ttl"),
]


@pytest.mark.parametrize("query", QUIET)
def test_service_in_strings_comments_and_names_is_not_a_fetch(query: str) -> None:
    assert fetches(query) == []


@pytest.mark.parametrize(("query", "target"), LOUD)
def test_every_fetch_is_found(query: str, target: str | None) -> None:
    assert [f.target for f in fetches(query)] == [target]


# --------------------------------------------------------------------------- writes


DROP = {"update": "DROP ALL"}


def test_a_cross_site_form_post_cannot_empty_the_store_the_reproduction(writable: tuple[Server, Path]) -> None:
    server, store = writable
    response = httpx.post(server.url + "/update", data=DROP, headers={"Origin": "http://evil.example"})
    assert response.status_code == 403 and "another origin" in response.text
    assert len(open_store(store, read_only=True)) == MINI_QUADS


def test_another_origin_is_refused_even_with_the_token(writable: tuple[Server, Path]) -> None:
    server, store = writable
    for headers in ({"Origin": "http://evil.example"}, {"Origin": "null"}, {"Sec-Fetch-Site": "cross-site"},
                    {"Origin": f"http://127.0.0.1:{port(server) + 1}"}):
        response = httpx.post(server.url + "/update", data=DROP, headers={**headers, "Authorization": f"Bearer {server.token}"})
        assert response.status_code == 403, headers
    assert len(open_store(store, read_only=True)) == MINI_QUADS


@pytest.mark.parametrize("authorization", [None, "Bearer wrong-token-wrong-token", "Basic !!!", "Bearer", "Token x"])
def test_writes_need_the_token(writable: tuple[Server, Path], authorization: str | None) -> None:
    server, store = writable
    response = httpx.post(server.url + "/update", data=DROP, headers={"Authorization": authorization} if authorization else {})
    assert response.status_code == 401
    assert response.headers["www-authenticate"].startswith("Basic")
    assert len(open_store(store, read_only=True)) == MINI_QUADS


def test_the_token_works_as_bearer_or_basic_and_from_the_same_origin(writable: tuple[Server, Path]) -> None:
    server, store = writable
    update = 'INSERT DATA { GRAPH <http://example.org/g> { <http://example.org/s> <http://example.org/p> "%s" } }'
    basic = base64.b64encode(f"anyone:{server.token}".encode()).decode()
    for i, headers in enumerate(({"Authorization": f"Bearer {server.token}"},
                                 {"Authorization": f"Basic {basic}"},
                                 {"Authorization": f"Bearer {server.token}", "Origin": server.url,
                                  "Sec-Fetch-Site": "same-origin"})):
        response = httpx.post(server.url + "/update", data={"update": update % i}, headers=headers)
        assert response.status_code == 204, response.text
    assert len(open_store(store, read_only=True)) == MINI_QUADS + 3


def test_a_given_token_is_used(tmp_path: Path) -> None:
    store = tmp_path / "kg.store"
    load_files(store, [MINI])
    token = "a-token-of-our-own-choosing"
    server = start_server(store, "--writable", env={"KG_SERVE_TOKEN": token})
    try:
        assert server.token == token
        response = httpx.post(server.url + "/update", data={"update": "CLEAR SILENT GRAPH <http://example.org/none>"},
                              headers={"Authorization": f"Bearer {token}"})
        assert response.status_code == 204
    finally:
        server.stop()


def test_a_short_token_is_refused(tmp_path: Path) -> None:
    import subprocess
    import sys

    store = tmp_path / "kg.store"
    load_files(store, [MINI])
    done = subprocess.run([sys.executable, "-m", "kg.cli", "serve", "--store", str(store), "--writable"],
                          env={"KG_SERVE_TOKEN": "short", "PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
                          capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 2 and "KG_SERVE_TOKEN must be at least 16 characters" in done.stderr
