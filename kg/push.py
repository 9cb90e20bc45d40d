"""Push the graph into any SPARQL 1.1 store over the Graph Store HTTP Protocol.

One request per named graph, ``?graph=IRI`` on the endpoint URL (indirect identification).
Article graphs are sent with PUT, which replaces the remote graph. Shared graphs
(entities, links, runs) are PUT when pushing from a store, which holds their merged
state; when pushing files they are POSTed (merged), since a file may hold only part of
them and a PUT would delete what other builds added.

Transient failures (no connection, time-outs, HTTP 408/429/5xx) are retried with
exponential backoff; 401/403 stop the push (every later graph would fail the same way).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from kg.errors import KgError
from kg.store import graph_ntriples, is_shared_graph, named_graphs, open_store, parse_file

RETRY_STATUS = {408, 425, 429, 500, 502, 503, 504}
STOP_STATUS = {401, 403}
NTRIPLES = "application/n-triples"


@dataclass(frozen=True, slots=True)
class GraphPush:
    """The outcome for one named graph."""

    graph: str
    method: str
    triples: int
    attempts: int
    status: int | None  # last HTTP status, None when no answer came
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


@dataclass(slots=True)
class PushReport:
    endpoint: str
    results: list[GraphPush] = field(default_factory=list)
    not_attempted: list[str] = field(default_factory=list)

    @property
    def pushed(self) -> list[GraphPush]:
        return [r for r in self.results if r.ok]

    @property
    def failed(self) -> list[GraphPush]:
        return [r for r in self.results if not r.ok]

    def summary(self) -> str:
        triples = sum(r.triples for r in self.pushed)
        lines = [f"pushed {len(self.pushed)} graphs ({triples} triples) to {self.endpoint}"]
        if self.failed or self.not_attempted:
            lines[0] += f"; {len(self.failed) + len(self.not_attempted)} graphs NOT pushed"
        for r in self.failed:
            lines.append(f"  FAILED {r.graph} ({r.method}, {r.attempts} attempts): {r.error}")
        for graph in self.not_attempted:
            lines.append(f"  NOT ATTEMPTED {graph}")
        return "\n".join(lines)


def graphs_from_store(store_dir: str | os.PathLike[str]) -> Iterator[tuple[str, bytes, str]]:
    """(graph IRI, N-Triples, method) for every named graph of the store, sorted by IRI."""
    store = open_store(store_dir, read_only=True)
    for iri in named_graphs(store):
        yield iri, graph_ntriples(store, iri), "PUT"


def graphs_from_files(files: list[str | os.PathLike[str]]) -> Iterator[tuple[str, bytes, str]]:
    """(graph IRI, N-Triples, method) for every named graph in the files, sorted by IRI."""
    grouped: dict[str, list[str]] = {}
    for path in files:
        for quad in parse_file(Path(path)):
            grouped.setdefault(quad.graph_name.value, []).append(f"{quad.subject} {quad.predicate} {quad.object} .\n")
    for iri in sorted(grouped):
        yield iri, "".join(grouped[iri]).encode("utf-8"), "POST" if is_shared_graph(iri) else "PUT"


def push_graphs(
    endpoint: str,
    graphs: Iterator[tuple[str, bytes, str]],
    *,
    auth: httpx.Auth | None = None,
    retries: int = 4,
    backoff: float = 0.5,
    timeout: float = 120.0,
    sleep: Callable[[float], None] = time.sleep,
) -> PushReport:
    """Send every graph to the Graph Store endpoint; never raises for one graph's failure.

    Args:
        endpoint: the Graph Store Protocol URL, e.g. ``http://127.0.0.1:7878/store`` or
            Virtuoso's ``http://127.0.0.1:8890/sparql-graph-crud-auth``.
        retries: extra attempts after the first, for transient failures.
        backoff: seconds before the first retry; doubled for each further one.
    """
    report = PushReport(endpoint)
    stopped = False
    with httpx.Client(auth=auth, timeout=timeout) as client:
        for iri, body, method in graphs:
            if stopped:
                report.not_attempted.append(iri)
                continue
            result = _send(client, endpoint, iri, body, method, retries, backoff, sleep)
            report.results.append(result)
            if result.status in STOP_STATUS:
                stopped = True
    return report


def _send(
    client: httpx.Client,
    endpoint: str,
    iri: str,
    body: bytes,
    method: str,
    retries: int,
    backoff: float,
    sleep: Callable[[float], None],
) -> GraphPush:
    triples = body.count(b"\n")
    status: int | None = None
    error = "not sent"
    for attempt in range(1, retries + 2):
        try:
            response = client.request(
                method, endpoint, params={"graph": iri}, content=body, headers={"Content-Type": NTRIPLES}
            )
            status = response.status_code
            if response.is_success:
                return GraphPush(iri, method, triples, attempt, status)
            error = f"HTTP {status}: {_short(response.text)}"
            if status not in RETRY_STATUS:
                return GraphPush(iri, method, triples, attempt, status, error)
        except httpx.TransportError as exc:
            status, error = None, f"{type(exc).__name__}: {exc}"
        if attempt <= retries:
            sleep(min(backoff * 2 ** (attempt - 1), 30.0))
    return GraphPush(iri, method, triples, retries + 1, status, error)


def _short(text: str, limit: int = 200) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def make_auth(user: str | None, password: str | None, scheme: str = "basic") -> httpx.Auth | None:
    """HTTP credentials; Virtuoso's ``/sparql-graph-crud-auth`` wants ``digest``."""
    if not user:
        return None
    if password is None:
        password = os.environ.get("KG_PUSH_PASSWORD", "")
    if scheme == "digest":
        return httpx.DigestAuth(user, password)
    if scheme == "basic":
        return httpx.BasicAuth(user, password)
    raise KgError(f"unknown --auth scheme {scheme!r} (use basic or digest)")
