"""kg push against real servers: the Oxigraph server and Virtuoso that .ci/servers.sh starts.

The competency questions are then run on each server and compared with the embedded
store's answers, after normalising what the servers legitimately write differently:
Virtuoso's JSON says ``typed-literal`` (the 2008 draft's name) and writes booleans as
``1``/``0``; numbers are compared by value.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from decimal import Decimal, InvalidOperation
from pathlib import Path

import httpx
import pytest
from pyoxigraph import NamedNode

from kg.push import graphs_from_files, graphs_from_store, make_auth, push_graphs
from kg.sparql import run_query
from kg.store import load_files, named_graphs, open_store

ROOT = Path(__file__).resolve().parents[1]
MINI = ROOT / "tests" / "data" / "mini.trig"
QUERIES = sorted((ROOT / "queries").glob("*.rq"))
ENV_FILE = ROOT / ".ci" / "servers.env"
XSD = "http://www.w3.org/2001/XMLSchema#"
NUMERIC = {XSD + t for t in ("integer", "decimal", "double", "float", "int", "long", "nonNegativeInteger")}
ARTICLE_A = "https://w3id.org/newskg/id/article/ad7889cd52255274"


def servers() -> dict[str, str]:
    """The URLs .ci/servers.sh wrote; skip without them, except in CI where they must be there."""
    values: dict[str, str] = {}
    if ENV_FILE.is_file():
        for line in ENV_FILE.read_text().splitlines():
            key, _, value = line.partition("=")
            values[key] = value.strip('"')
    reachable = bool(values)
    for key in ("KG_OXIGRAPH_SPARQL", "KG_VIRTUOSO_SPARQL"):
        try:
            reachable = reachable and httpx.get(values[key], params={"query": "ASK {}"}, timeout=5).status_code == 200
        except (KeyError, httpx.TransportError):
            reachable = False
    if not reachable:
        reason = "SPARQL servers not running: start them with `bash .ci/servers.sh` (writes .ci/servers.env)"
        if os.environ.get("CI") == "true":
            pytest.fail(reason + " -- CI must run .ci/servers.sh before the tests")
        pytest.skip(reason)
    return values


@pytest.fixture(scope="module")
def urls() -> dict[str, str]:
    return servers()


@pytest.fixture(scope="module")
def store_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("push") / "kg.store"
    load_files(path, [MINI])
    return path


def virtuoso_auth(urls: dict[str, str]):  # noqa: ANN201
    return make_auth(urls["KG_VIRTUOSO_USER"], urls["KG_VIRTUOSO_PASSWORD"], "digest")


def normalise(term: dict[str, str]) -> tuple[str, str]:
    value, datatype = term["value"], term.get("datatype", "")
    if term["type"] == "uri":
        return ("uri", value)
    if datatype == XSD + "boolean":
        return ("boolean", {"1": "true", "0": "false"}.get(value, value))
    if datatype in NUMERIC:
        try:
            return ("number", str(Decimal(value).normalize()))
        except InvalidOperation:
            return ("number", value)
    return ("literal", value + ("@" + term["xml:lang"] if "xml:lang" in term else ""))


def rows(results: dict) -> list[tuple]:  # type: ignore[type-arg]
    return sorted(tuple(sorted((k, normalise(v)) for k, v in b.items())) for b in results["results"]["bindings"])


def remote_rows(endpoint: str, query: str) -> list[tuple]:  # type: ignore[type-arg]
    response = httpx.post(endpoint, data={"query": query}, headers={"Accept": "application/sparql-results+json"}, timeout=120)
    response.raise_for_status()
    return rows(response.json())


def embedded_rows(store_dir: Path, query: str) -> list[tuple]:  # type: ignore[type-arg]
    return rows(json.loads(run_query(str(store_dir), query, fmt="json").data))


def remote_count(endpoint: str, graph: str) -> int:
    query = f"SELECT (COUNT(*) AS ?n) WHERE {{ GRAPH <{graph}> {{ ?s ?p ?o }} }}"
    response = httpx.post(endpoint, data={"query": query}, headers={"Accept": "application/sparql-results+json"})
    return int(response.json()["results"]["bindings"][0]["n"]["value"])


@pytest.fixture(scope="module")
def seeds_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real ``kg build`` of the seed articles, written straight into a store."""
    path = tmp_path_factory.mktemp("seeds") / "kg.store"
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    command = [sys.executable, "-m", "kg.cli", "build", str(ROOT / "seeds"), "--store", str(path), "-q"]
    done = subprocess.run(command, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return path


# What each server holds now, so each test can ask for the dataset it compares against.
ON_SERVER: dict[str, Path | None] = {"oxigraph": None, "virtuoso": None}
EVER_PUSHED: set[str] = set()


def endpoints(urls: dict[str, str], server: str) -> tuple[str, str, object]:
    if server == "oxigraph":
        return urls["KG_OXIGRAPH_GSP"], urls["KG_OXIGRAPH_SPARQL"], None
    return urls["KG_VIRTUOSO_GSP"], urls["KG_VIRTUOSO_SPARQL"], virtuoso_auth(urls)


def holding(urls: dict[str, str], server: str, store: Path):  # noqa: ANN201
    """Make ``server`` hold exactly ``store``'s graphs: delete what earlier tests pushed, then push."""
    gsp, _, auth = endpoints(urls, server)
    if ON_SERVER[server] == store:
        return None
    with httpx.Client(auth=auth) as client:  # type: ignore[arg-type]
        for graph in sorted(EVER_PUSHED):
            assert client.delete(gsp, params={"graph": graph}).status_code in (200, 204, 404)
    report = push_graphs(gsp, graphs_from_store(store), auth=auth)  # type: ignore[arg-type]
    EVER_PUSHED.update(r.graph for r in report.results)
    ON_SERVER[server] = store
    return report


@pytest.mark.parametrize("server", ["oxigraph", "virtuoso"])
def test_every_graph_is_pushed(urls: dict[str, str], store_dir: Path, server: str) -> None:
    ON_SERVER[server] = None
    report = holding(urls, server, store_dir)
    assert [r.graph for r in report.pushed] == named_graphs(open_store(store_dir, read_only=True))
    assert not report.failed and sum(r.triples for r in report.pushed) == 153
    assert all(r.method == "PUT" and r.attempts == 1 for r in report.results)


@pytest.mark.parametrize("dataset", ["mini", "seeds"])
@pytest.mark.parametrize("server", ["oxigraph", "virtuoso"])
@pytest.mark.parametrize("query_file", QUERIES, ids=[q.stem for q in QUERIES])
def test_servers_answer_the_competency_questions_like_the_store(
    urls: dict[str, str], store_dir: Path, seeds_store: Path, server: str, dataset: str, query_file: Path
) -> None:
    store = store_dir if dataset == "mini" else seeds_store
    holding(urls, server, store)
    query = query_file.read_text()
    expected = embedded_rows(store, query)
    assert remote_rows(endpoints(urls, server)[1], query) == expected
    if dataset == "seeds" and query_file.stem.startswith("cq01"):
        assert ("label", ("literal", "Ceuta")) in {cell for row in expected for cell in row}


@pytest.mark.parametrize("server", ["oxigraph", "virtuoso"])
def test_pushing_again_replaces_the_article_graph(
    urls: dict[str, str], store_dir: Path, tmp_path: Path, server: str
) -> None:
    holding(urls, server, store_dir)
    ON_SERVER[server] = None  # this test changes what the server holds
    store = tmp_path / "changed.store"
    load_files(store, [MINI])
    changed = tmp_path / "a.trig"
    changed.write_text(f'<{ARTICLE_A}> {{ <{ARTICLE_A}> <http://purl.org/dc/terms/title> "Replaced" . }}\n')
    load_files(store, [changed])
    gsp, sparql = (
        (urls["KG_OXIGRAPH_GSP"], urls["KG_OXIGRAPH_SPARQL"]) if server == "oxigraph"
        else (urls["KG_VIRTUOSO_GSP"], urls["KG_VIRTUOSO_SPARQL"])
    )
    auth = virtuoso_auth(urls) if server == "virtuoso" else None
    try:
        report = push_graphs(gsp, graphs_from_store(store), auth=auth)
        assert not report.failed
        assert remote_count(sparql, ARTICLE_A) == 1
    finally:  # put the original back for the other tests
        assert not push_graphs(gsp, graphs_from_store_path(MINI, tmp_path), auth=auth).failed
    original = open_store(tmp_path / "original.store", read_only=True)
    assert remote_count(sparql, ARTICLE_A) == len(list(original.quads_for_pattern(None, None, None, NamedNode(ARTICLE_A))))


def graphs_from_store_path(trig: Path, tmp_path: Path):  # noqa: ANN201
    store = tmp_path / "original.store"
    load_files(store, [trig])
    return graphs_from_store(store)


def test_pushing_files_merges_shared_graphs(urls: dict[str, str], store_dir: Path) -> None:
    holding(urls, "oxigraph", store_dir)
    ON_SERVER["oxigraph"] = None
    results = push_graphs(urls["KG_OXIGRAPH_GSP"], graphs_from_files([MINI])).results
    assert {r.graph.rsplit("/", 1)[-1]: r.method for r in results} == {
        "ac9cb081c42dfac5": "PUT", "ad7889cd52255274": "PUT", "entities": "POST", "links": "POST", "runs": "POST"}
    assert all(r.ok for r in results)


def test_wrong_credentials_stop_the_push_and_are_reported(urls: dict[str, str], store_dir: Path) -> None:
    report = push_graphs(urls["KG_VIRTUOSO_GSP"], graphs_from_store(store_dir), auth=make_auth("dba", "wrong", "digest"))
    assert [r.status for r in report.failed] == [401]
    assert len(report.not_attempted) == 4 and not report.pushed
    assert "NOT pushed" in report.summary() and "NOT ATTEMPTED" in report.summary()


def oxigraph_binary() -> str | None:
    found = shutil.which("oxigraph") or str(Path(sys.executable).parent / "oxigraph")
    return found if Path(found).exists() else None


def test_push_retries_until_the_server_is_up(store_dir: Path, tmp_path: Path) -> None:
    binary = oxigraph_binary()
    if binary is None:
        if os.environ.get("CI") == "true":
            pytest.fail("the oxigraph server binary (PyPI package oxigraph) must be installed in CI")
        pytest.skip("the oxigraph server (pip install oxigraph) is not installed")
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server: list[subprocess.Popen[bytes]] = []

    def start_late(seconds: float) -> None:
        time.sleep(seconds)
        server.append(subprocess.Popen([binary, "serve", "--location", str(tmp_path / "late"), "--bind", f"127.0.0.1:{port}"],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))

    import threading

    starter = threading.Thread(target=start_late, args=(1.0,))
    starter.start()
    try:
        report = push_graphs(f"http://127.0.0.1:{port}/store", graphs_from_store(store_dir), retries=6, backoff=0.5)
        starter.join()
        assert not report.failed and report.results[0].attempts > 1
        assert all(r.attempts == 1 for r in report.results[1:])
    finally:
        starter.join()
        for process in server:
            process.kill()
            process.wait()


def test_an_unreachable_endpoint_is_reported_after_the_retries(store_dir: Path) -> None:
    waits: list[float] = []
    report = push_graphs("http://127.0.0.1:9/store", graphs_from_store(store_dir), retries=3, backoff=0.5, sleep=waits.append)
    assert len(report.failed) == 5 and report.failed[0].attempts == 4 and report.failed[0].status is None
    assert waits[:3] == [0.5, 1.0, 2.0]
    assert "ConnectError" in report.failed[0].error  # type: ignore[operator]


def test_push_command_reports_and_exits_2_when_nothing_was_pushed(store_dir: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    command = [sys.executable, "-m", "kg.cli", "push", "--store", str(store_dir),
               "--endpoint", "http://127.0.0.1:9/store", "--retries", "0"]
    done = subprocess.run(command, env=env, capture_output=True, text=True)
    assert done.returncode == 2
    assert "pushed 0 graphs (0 triples)" in done.stderr and "5 graphs NOT pushed" in done.stderr
    assert f"FAILED {ARTICLE_A} (PUT, 1 attempts): ConnectError" in done.stderr
