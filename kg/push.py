"""Push the graph into any SPARQL 1.1 store over the Graph Store HTTP Protocol.

One request per named graph, ``?graph=IRI`` on the endpoint URL (indirect identification).
Article graphs are sent with PUT, which replaces the remote graph. Shared graphs
(entities, links, runs) are PUT when pushing from a store, which holds their merged
state; when pushing files they are POSTed (merged), since a file may hold only part of
them and a PUT would delete what other builds added.

Transient failures (no connection, time-outs, HTTP 408/429/5xx) are retried with
exponential backoff; 401/403 stop the push (every later graph would fail the same way).

Time is bounded three ways: connecting (``connect_timeout``), waiting for each piece of the
answer (``read_timeout``), and each attempt as a whole (``attempt_timeout``): a server that
trickles one byte every few seconds satisfies the read timeout forever, so a watchdog shuts
the attempt's socket down when its time is up (httpx has no total timeout, encode/httpx
#1450). An overall ``deadline`` ends the push; what was not sent is listed as such.

Credentials never reach the output: the endpoint is shown without its user info and with the
values of secret-looking query parameters (token, key, password…) replaced by ``***``, and
those values, and the password, are blotted out of every message (``Redactor``).
"""

from __future__ import annotations

import os
import re
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import httpx

from kg.errors import KgError
from kg.store import graph_ntriples, is_shared_graph, named_graphs, open_store, parse_file

RETRY_STATUS = {408, 425, 429, 500, 502, 503, 504}
STOP_STATUS = {401, 403}
NTRIPLES = "application/n-triples"

CONNECT_TIMEOUT = 10.0  # seconds to open a connection
READ_TIMEOUT = 60.0  # seconds without a byte of the answer
ATTEMPT_TIMEOUT = 300.0  # seconds for one request, sending and answer included
# Query parameters whose values are secrets (matched in the lower-cased name).
SECRET_PARAMETER = re.compile(r"token|key|secret|pass|pwd|auth|sig|session|credential|cred")
REDACTED = "***"


class Redactor:
    """Blots credentials out of what kg prints about a push."""

    def __init__(self, endpoint: str, password: str | None = None, user: str | None = None) -> None:
        import base64
        from urllib.parse import unquote

        parts = urlsplit(endpoint)
        url_user = unquote(parts.username) if parts.username else None
        url_password = unquote(parts.password) if parts.password else None
        self.secrets = {s for s in (parts.password, url_password, password) if s}
        if url_user and not url_password:
            self.secrets.add(url_user)  # a token given as the user name
        for name, value in parse_qsl(parts.query, keep_blank_values=True):
            if value and SECRET_PARAMETER.search(name.lower()):
                self.secrets.add(value)
        # an echoed Authorization header: Basic base64(user:password)
        for name, secret in ((url_user, url_password), (user, password)):
            if name and secret:
                self.secrets.add(base64.b64encode(f"{name}:{secret}".encode()).decode())
        self.endpoint = self.url(endpoint)

    def url(self, url: str) -> str:
        """``url`` without user info, secret-looking query values replaced."""
        parts = urlsplit(url)
        host = parts.netloc.rpartition("@")[2]
        query = urlencode([(k, REDACTED if SECRET_PARAMETER.search(k.lower()) and v else v)
                           for k, v in parse_qsl(parts.query, keep_blank_values=True)], safe="*")
        return urlunsplit((parts.scheme, (REDACTED + "@" if "@" in parts.netloc else "") + host, parts.path, query,
                           parts.fragment))

    def __call__(self, text: str) -> str:
        for secret in sorted(self.secrets, key=len, reverse=True):
            text = text.replace(secret, REDACTED)
        return text


class PushInterrupted(KeyboardInterrupt):
    """Ctrl-C during a push; ``report`` says what was sent before it."""

    def __init__(self, report: PushReport) -> None:
        super().__init__("push interrupted")
        self.report = report


class _Watchdog:
    """Ends an attempt that runs past its time by shutting its socket down.

    httpx bounds each read, not a request: this is the bound on the whole attempt. The
    socket is the one httpcore reports when it connects (with one connection at a time, the
    one the request runs on); shutting it down wakes the blocked read or write at once.
    """

    def __init__(self) -> None:
        self.socket: socket.socket | None = None
        self.fired = False
        self.attempt = 0  # a timer left over from an earlier attempt must not end this one
        self.lock = threading.Lock()

    def trace(self, event: str, info: dict) -> None:
        if event == "connection.connect_tcp.complete" and info.get("return_value") is not None:
            with self.lock:
                self.socket = info["return_value"].get_extra_info("socket")
                if self.fired:  # the time ran out while connecting: end this connection too
                    self._shutdown()

    @contextmanager
    def limit(self, seconds: float) -> Iterator[None]:
        with self.lock:
            self.fired = False
            self.attempt += 1
        timer = threading.Timer(max(seconds, 0.0), self._fire, args=(self.attempt,))
        timer.daemon = True
        timer.start()
        try:
            yield
        finally:
            timer.cancel()
            with self.lock:
                self.attempt += 1  # over: a timer firing now belongs to no attempt

    def _fire(self, attempt: int) -> None:
        with self.lock:
            if attempt != self.attempt:
                return
            self.fired = True
            self._shutdown()

    def _shutdown(self) -> None:
        if self.socket is not None:
            try:
                self.socket.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass  # already closed


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
    endpoint: str  # as shown: without credentials
    results: list[GraphPush] = field(default_factory=list)
    not_attempted: list[str] = field(default_factory=list)
    in_flight: str | None = None  # the graph being sent when the push was interrupted
    stopped: str | None = None  # why the push stopped early, if it did

    @property
    def pushed(self) -> list[GraphPush]:
        return [r for r in self.results if r.ok]

    @property
    def failed(self) -> list[GraphPush]:
        return [r for r in self.results if not r.ok]

    def summary(self, list_pushed: bool = False) -> str:
        """What was pushed and what was not; ``list_pushed`` names every graph sent too."""
        triples = sum(r.triples for r in self.pushed)
        lines = [f"pushed {len(self.pushed)} graphs ({triples} triples) to {self.endpoint}"]
        unsent = len(self.failed) + len(self.not_attempted) + (self.in_flight is not None)
        if unsent:
            lines[0] += f"; {unsent} graphs NOT pushed"
        if self.stopped:
            lines.append(f"  stopped: {self.stopped}")
        if list_pushed:
            lines.extend(f"  PUSHED {r.graph} ({r.method}, {r.triples} triples)" for r in self.pushed)
        for r in self.failed:
            lines.append(f"  FAILED {r.graph} ({r.method}, {r.attempts} attempts): {r.error}")
        if self.in_flight is not None:
            lines.append(f"  INTERRUPTED {self.in_flight} (being sent: the server may or may not have stored it)")
        for graph in self.not_attempted:
            lines.append(f"  NOT ATTEMPTED {graph}")
        return "\n".join(lines)


def graphs_from_store(store_dir: str | os.PathLike[str]) -> Iterator[tuple[str, bytes, str]]:
    """(graph IRI, N-Triples, method) for every named graph of the store, sorted by IRI."""
    store = open_store(store_dir, read_only=True)
    for iri in named_graphs(store):
        yield iri, graph_ntriples(store, iri), "PUT"


# kg push has no --graph: a file's triples outside named graphs go through a store.
PUSH_UNNAMED_ADVICE = "load it into one named graph of a store (kg load FILE --store DIR --graph IRI) and push the store"


def graphs_from_files(files: list[str | os.PathLike[str]]) -> Iterator[tuple[str, bytes, str]]:
    """(graph IRI, N-Triples, method) for every named graph in the files, sorted by IRI."""
    grouped: dict[str, list[str]] = {}
    for path in files:
        for quad in parse_file(Path(path), unnamed=PUSH_UNNAMED_ADVICE):
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
    timeout: float | None = None,
    connect_timeout: float = CONNECT_TIMEOUT,
    read_timeout: float = READ_TIMEOUT,
    attempt_timeout: float = ATTEMPT_TIMEOUT,
    deadline: float | None = None,
    sleep: Callable[[float], None] = time.sleep,
    progress: Callable[[str], None] | None = None,
    redactor: Redactor | None = None,
) -> PushReport:
    """Send every graph to the Graph Store endpoint; never raises for one graph's failure.

    Args:
        endpoint: the Graph Store Protocol URL, e.g. ``http://127.0.0.1:7878/store`` or
            Virtuoso's ``http://127.0.0.1:8890/sparql-graph-crud-auth``.
        retries: extra attempts after the first, for transient failures.
        backoff: seconds before the first retry; doubled for each further one.
        timeout: if given, the read timeout (kept for callers of an older kg).
        connect_timeout, read_timeout: seconds to connect; seconds without a byte of the answer.
        attempt_timeout: seconds for one attempt as a whole (a trickling server ends here).
        deadline: seconds for the whole push; the graphs not sent by then are listed.
        progress: told each failed attempt as it happens (redacted).
        redactor: what to blot out of messages (made from ``endpoint`` when not given).

    Raises:
        KgError: the endpoint is not an http(s) URL.
        PushInterrupted: Ctrl-C; its ``report`` says which graphs were sent.
    """
    redactor = redactor or Redactor(endpoint)
    try:
        scheme = httpx.URL(endpoint).scheme
    except (httpx.InvalidURL, TypeError) as exc:
        raise KgError(f"--endpoint {redactor.endpoint!r} is not a URL: {redactor(str(exc))}") from exc
    if scheme not in ("http", "https"):
        raise KgError(f"--endpoint {redactor.endpoint!r}: only http and https endpoints can be pushed to")
    report = PushReport(redactor.endpoint)
    read = timeout if timeout is not None else read_timeout
    limits = httpx.Limits(max_connections=1, max_keepalive_connections=1)  # the watchdog's socket is the one in use
    ends = None if deadline is None else time.monotonic() + deadline
    watchdog = _Watchdog()
    settings = _Settings(retries, backoff, attempt_timeout, ends, sleep, progress or (lambda message: None), redactor)
    stopped = False
    with httpx.Client(auth=auth, timeout=httpx.Timeout(read, connect=connect_timeout), limits=limits) as client:
        iterator = iter(graphs)
        for iri, body, method in iterator:
            if stopped or (ends is not None and time.monotonic() >= ends):
                if not stopped and ends is not None:
                    report.stopped = f"the deadline of {deadline:g} s passed"
                stopped = True
                report.not_attempted.append(iri)
                continue
            report.in_flight = iri
            try:
                result = _send(client, endpoint, iri, body, method, settings, watchdog)
            except KeyboardInterrupt as exc:
                report.not_attempted.extend(i for i, _, _ in iterator)
                report.stopped = "interrupted (Ctrl-C)"
                raise PushInterrupted(report) from exc
            report.in_flight = None
            report.results.append(result)
            if result.status in STOP_STATUS:
                stopped = True
                report.stopped = f"HTTP {result.status}: every later graph would be refused the same way"
    return report


@dataclass(frozen=True, slots=True)
class _Settings:
    retries: int
    backoff: float
    attempt_timeout: float
    ends: float | None  # time.monotonic() at the deadline
    sleep: Callable[[float], None]
    progress: Callable[[str], None]
    redact: Redactor


def _send(client: httpx.Client, endpoint: str, iri: str, body: bytes, method: str, settings: _Settings,
          watchdog: _Watchdog) -> GraphPush:
    triples = body.count(b"\n")
    status: int | None = None
    error = "not sent"
    attempts = settings.retries + 1
    for attempt in range(1, attempts + 1):
        limit = settings.attempt_timeout
        if settings.ends is not None:
            limit = min(limit, settings.ends - time.monotonic())
            if limit <= 0:
                error = error if attempt > 1 else "not sent: the deadline passed"
                return GraphPush(iri, method, triples, attempt - 1, status, error)
        try:
            with watchdog.limit(limit):
                # merged into the endpoint's own query (a token there is kept); params= would replace it
                url = httpx.URL(endpoint).copy_merge_params({"graph": iri})
                response = client.request(method, url, content=body,
                                          headers={"Content-Type": NTRIPLES}, extensions={"trace": watchdog.trace})
            status = response.status_code
            if response.is_success:
                return GraphPush(iri, method, triples, attempt, status)
            error = settings.redact(f"HTTP {status}: {_short(response.text)}")
            if status not in RETRY_STATUS:
                return GraphPush(iri, method, triples, attempt, status, error)
        except httpx.TransportError as exc:
            status = None
            if watchdog.fired:
                error = f"timed out: no complete answer within {limit:.0f} s (the server kept the connection open)"
            else:
                error = settings.redact(f"{type(exc).__name__}: {exc}")
        out_of_time = settings.ends is not None and time.monotonic() >= settings.ends
        if attempt < attempts and not out_of_time:
            wait = min(settings.backoff * 2 ** (attempt - 1), 30.0)
            settings.progress(f"{iri}: {error}; retrying in {wait:g} s (attempt {attempt + 1} of {attempts})")
            settings.sleep(wait)
        else:
            return GraphPush(iri, method, triples, attempt, status, error)
    return GraphPush(iri, method, triples, attempts, status, error)


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
