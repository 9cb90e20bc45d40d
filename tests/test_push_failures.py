"""Issue 16, Push: servers that never answer or trickle, credentials, Ctrl-C.

Real local servers on real sockets (no SPARQL store needed): one that accepts and never
answers, one that sends one byte of its answer at a time, one that stores PUTs and echoes
the request in its errors.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from kg.push import graphs_from_store, push_graphs
from kg.store import load_files, named_graphs, open_store

ROOT = Path(__file__).resolve().parents[1]
MINI = ROOT / "tests" / "data" / "mini.trig"


@pytest.fixture(scope="module")
def store_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("push") / "kg.store"
    load_files(path, [MINI])
    return path


def kg_push(store: Path, endpoint: str, *extra: str) -> list[str]:
    return [sys.executable, "-m", "kg.cli", "push", "--store", str(store), "--endpoint", endpoint, *extra]


def env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}


class RawServer:
    """A TCP server whose every connection is handled by ``serve(connection)`` in a thread."""

    def __init__(self, serve: Callable[[socket.socket], None]) -> None:
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.serve = serve
        self.stopping = threading.Event()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while not self.stopping.is_set():
            try:
                connection, _ = self.listener.accept()
            except OSError:
                return
            threading.Thread(target=self._handle, args=(connection,), daemon=True).start()

    def _handle(self, connection: socket.socket) -> None:
        with connection:
            try:
                self.serve(connection)
            except OSError:
                pass  # the client went away

    def close(self) -> None:
        self.stopping.set()
        self.listener.close()


def read_request(connection: socket.socket) -> None:
    """Read one HTTP request with its body (by Content-Length)."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = connection.recv(65536)
        if not chunk:
            return
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = next((int(line.split(b":")[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length")), 0)
    while len(body) < length:
        chunk = connection.recv(65536)
        if not chunk:
            return
        body += chunk


@pytest.fixture
def trickling() -> Iterator[RawServer]:
    """Answers one byte every 0.3 s, for up to a minute: every read gets a byte in time."""
    def serve(connection: socket.socket) -> None:
        read_request(connection)
        answer = b"HTTP/1.1 200 OK\r\nContent-Length: 0\r\nX-Padding: " + b"x" * 400
        for byte in answer:
            connection.sendall(bytes([byte]))
            time.sleep(0.3)

    server = RawServer(serve)
    yield server
    server.close()


@pytest.fixture
def silent() -> Iterator[RawServer]:
    """Accepts, reads the request and never answers."""
    def serve(connection: socket.socket) -> None:
        read_request(connection)
        connection.recv(1)  # until the client gives up

    server = RawServer(serve)
    yield server
    server.close()


def test_a_trickling_server_times_out_per_attempt(store_dir: Path, trickling: RawServer) -> None:
    started = time.monotonic()
    report = push_graphs(f"http://127.0.0.1:{trickling.port}/store", graphs_from_store(store_dir),
                         retries=1, backoff=0.1, read_timeout=5, attempt_timeout=1.5)
    elapsed = time.monotonic() - started
    assert len(report.failed) == 5 and not report.pushed
    assert all(r.attempts == 2 and r.status is None for r in report.failed)
    assert report.failed[0].error == "timed out: no complete answer within 2 s (the server kept the connection open)"
    assert elapsed < 60  # 10 attempts of 1.5 s; without the bound the first answer alone takes 2 minutes


def test_the_deadline_ends_the_push_and_lists_what_was_not_sent(store_dir: Path, trickling: RawServer) -> None:
    report = push_graphs(f"http://127.0.0.1:{trickling.port}/store", graphs_from_store(store_dir),
                         retries=4, backoff=0.1, attempt_timeout=1.0, deadline=2.5)
    assert report.stopped == "the deadline of 2.5 s passed"
    assert len(report.failed) + len(report.not_attempted) == 5 and report.not_attempted
    graphs = named_graphs(open_store(store_dir, read_only=True))
    assert report.not_attempted == graphs[-len(report.not_attempted):]
    assert "NOT ATTEMPTED" in report.summary() and "stopped: the deadline" in report.summary()


def test_a_server_that_never_answers_is_reported_with_the_options_given(store_dir: Path, silent: RawServer) -> None:
    started = time.monotonic()
    done = subprocess.run(kg_push(store_dir, f"http://127.0.0.1:{silent.port}/store", "--read-timeout", "0.5",
                                  "--retries", "1", "--connect-timeout", "2"),
                          env=env(), capture_output=True, text=True, timeout=300)
    assert done.returncode == 2, done.stderr
    assert time.monotonic() - started < 120
    # each failed attempt is said as it happens, not only at the end
    assert "kg: push: https://w3id.org/newskg/id/article/" in done.stderr
    assert "ReadTimeout" in done.stderr and "retrying in 0.5 s (attempt 2 of 2)" in done.stderr


class EchoingStore(BaseHTTPRequestHandler):
    """Stores nothing; answers 500 with the request line in the body, as some servers do."""

    def do_PUT(self) -> None:  # noqa: N802
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        body = f"cannot store {self.requestline} (auth {self.headers.get('Authorization')})".encode()
        self.send_response(500)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


def test_credentials_are_redacted_everywhere(store_dir: Path) -> None:
    server = ThreadingHTTPServer(("127.0.0.1", 0), EchoingStore)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        port = server.server_address[1]
        endpoint = f"http://alice:S3cretPW@127.0.0.1:{port}/store?token=TOK123&format=nt"
        done = subprocess.run(kg_push(store_dir, endpoint, "--retries", "1"), env=env(), capture_output=True, text=True)
        unreachable = subprocess.run(kg_push(store_dir, "http://bob:Hunter2pw@127.0.0.1:9/x?api_key=K3Y999", "--retries", "0"),
                                     env=env(), capture_output=True, text=True)
    finally:
        server.shutdown()
    assert done.returncode == 2
    assert f"to http://***@127.0.0.1:{port}/store?token=***&format=nt" in done.stderr
    assert "HTTP 500: cannot store PUT /store?token=***&format=nt&graph=" in done.stderr  # the echo, redacted
    assert "retrying" in done.stderr
    for secret in ("S3cretPW", "TOK123", "YWxpY2U6UzNjcmV0UFc="):  # the last: alice:S3cretPW as Basic auth
        assert secret not in done.stderr
    assert unreachable.returncode == 2 and "http://***@127.0.0.1:9/x?api_key=***" in unreachable.stderr
    assert "Hunter2pw" not in unreachable.stderr and "K3Y999" not in unreachable.stderr


def test_ctrl_c_says_which_graphs_were_sent(store_dir: Path) -> None:
    """SIGINT after three graphs were stored used to print "interrupted; nothing written"."""
    stored: list[str] = []
    push: list[subprocess.Popen] = []

    class InterruptingStore(BaseHTTPRequestHandler):
        def do_PUT(self) -> None:  # noqa: N802
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
            if len(stored) == 3:  # the fourth graph: interrupt the push while it waits for the answer
                push[0].send_signal(signal.SIGINT)
                self.rfile.read(1)  # until the client goes away
                return
            stored.append(self.path)
            self.send_response(204)
            self.end_headers()

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), InterruptingStore)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    # a signal ignored here stays ignored in the child, and Python then sets no Ctrl-C handler: a
    # test run started in the background by a shell (which ignores SIGINT for it) would hang
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        push.append(subprocess.Popen(kg_push(store_dir, f"http://127.0.0.1:{server.server_address[1]}/store"),
                                     env=env(), stderr=subprocess.PIPE, text=True))
        signal.signal(signal.SIGINT, previous)
        _, err = push[0].communicate(timeout=300)
    finally:
        signal.signal(signal.SIGINT, previous)
        server.shutdown()
    graphs = named_graphs(open_store(store_dir, read_only=True))
    assert push[0].returncode == 130, err
    assert "nothing written" not in err and "Traceback" not in err
    for graph in graphs[:3]:
        assert f"  PUSHED {graph} (PUT, " in err
    assert f"  INTERRUPTED {graphs[3]} (being sent: the server may or may not have stored it)" in err
    assert f"  NOT ATTEMPTED {graphs[4]}" in err
    assert "pushed 3 graphs" in err and "2 graphs NOT pushed" in err


def test_a_triples_file_is_refused_with_advice_push_can_follow(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # kg push has no --graph option: it once told the user to "pass --graph IRI"
    from kg.cli import main

    triples = tmp_path / "plain.ttl"
    triples.write_text("<http://example.org/a> <http://example.org/b> <http://example.org/c> .\n", encoding="utf-8")
    assert main(["push", str(triples), "--endpoint", "http://127.0.0.1:9/store"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"kg: error: {triples}: a triples-only file has no named graphs")
    assert "pass --graph" not in err
    assert "kg load FILE --store DIR --graph IRI" in err and "push the store" in err
