"""``kg serve``: a SPARQL 1.1 Protocol endpoint over the embedded store.

Werkzeug handles requests and content negotiation; Waitress serves them. Each query runs
in its own child process (``kg.sparql.run_query``) that is killed at the timeout, capped
in memory, and stops after the result limit. Oxigraph's own server was measured first
and not chosen: its ``--timeout-s`` let an ``ORDER BY`` over a cross product run past
120 s with a 5 s timeout, and it has no result limit (see README-store.md).

Routes: ``/sparql`` and ``/query`` (GET ``?query=``, POST form or
``application/sparql-query``); ``/update`` only with ``writable=True``.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from werkzeug.exceptions import HTTPException
from werkzeug.wrappers import Request, Response

from kg.errors import InputError, KgError, StoreError
from kg.sparql import run_query, run_update
from kg.store import check_store_folder

log = logging.getLogger("kg.serve")

# media type -> (results format name, graph format name)
MEDIA_TYPES: dict[str, tuple[str | None, str | None]] = {
    "application/sparql-results+json": ("json", None),
    "application/json": ("json", "jsonld"),
    "application/sparql-results+xml": ("xml", None),
    "application/xml": ("xml", "xml"),
    "text/csv": ("csv", None),
    "text/tab-separated-values": ("tsv", None),
    "text/turtle": (None, "ttl"),
    "application/n-triples": (None, "nt"),
    "application/ld+json": (None, "jsonld"),
    "application/rdf+xml": (None, "xml"),
}
RESULT_MEDIA = {
    "json": "application/sparql-results+json",
    "xml": "application/sparql-results+xml",
    "csv": "text/csv; charset=utf-8",
    "tsv": "text/tab-separated-values; charset=utf-8",
}
GRAPH_MEDIA = {
    "ttl": "text/turtle; charset=utf-8",
    "nt": "application/n-triples",
    "jsonld": "application/ld+json",
    "xml": "application/rdf+xml",
}
FORMAT_PARAM = {"json": ("json", "jsonld"), "xml": ("xml", "xml"), "csv": ("csv", "nt"), "tsv": ("tsv", "nt"),
                "ttl": ("json", "ttl"), "nt": ("json", "nt"), "jsonld": ("json", "jsonld")}


@dataclass(frozen=True, slots=True)
class ServeConfig:
    store_dir: str
    host: str = "127.0.0.1"
    port: int = 7878
    writable: bool = False
    timeout: float = 30.0
    limit: int = 10_000
    memory_mb: int = 4096
    threads: int = 4


def negotiate(request: Request) -> tuple[str, str]:
    """(results format, graph format) for the request: ``?format=`` first, then Accept."""
    wanted = request.args.get("format")
    if wanted:
        if wanted not in FORMAT_PARAM:
            raise InputError("format", f"unknown format {wanted!r} (use {', '.join(FORMAT_PARAM)})")
        return FORMAT_PARAM[wanted]
    results = request.accept_mimetypes.best_match([m for m, (r, _) in MEDIA_TYPES.items() if r]) or ""
    graph = request.accept_mimetypes.best_match([m for m, (_, g) in MEDIA_TYPES.items() if g]) or ""
    results_fmt = MEDIA_TYPES[results][0] if results else "json"
    graph_fmt = MEDIA_TYPES[graph][1] if graph else "ttl"
    if not request.accept_mimetypes or request.accept_mimetypes.best == "*/*":
        results_fmt, graph_fmt = "json", "ttl"
    return results_fmt or "json", graph_fmt or "ttl"


def make_app(config: ServeConfig):  # noqa: ANN201 - a WSGI callable
    """The WSGI application for ``config``."""

    @Request.application
    def app(request: Request) -> Response:
        try:
            if request.path in ("/sparql", "/query"):
                return _query(request, config)
            if request.path == "/update":
                return _update(request, config)
            if request.path == "/":
                mode = "read-write" if config.writable else "read-only"
                return Response(
                    f"kg SPARQL endpoint ({mode}) over {config.store_dir}: GET or POST /sparql?query=...\n",
                    content_type="text/plain; charset=utf-8",
                )
            return _error(404, "not found: use /sparql")
        except InputError as exc:
            return _error(400, str(exc))
        except StoreError as exc:
            status = 503 if "timed out" in str(exc) or "memory limit" in str(exc) or "in use" in str(exc) else 500
            return _error(status, str(exc))
        except KgError as exc:
            return _error(500, str(exc))
        except HTTPException as exc:
            return exc.get_response()

    return app


def _query_text(request: Request, field: str, media: str) -> str:
    if request.method == "GET":
        text = request.args.get(field)
    elif request.method == "POST":
        if request.mimetype == media:
            text = request.get_data(as_text=True)
        else:
            text = request.form.get(field)
    else:
        raise InputError(request.method, f"use GET or POST for {request.path}")
    if not text:
        raise InputError(field, f"no {field}: give ?{field}=... or POST it")
    return text


def _query(request: Request, config: ServeConfig) -> Response:
    query = _query_text(request, "query", "application/sparql-query")
    results_fmt, graph_fmt = negotiate(request)
    output = run_query(
        config.store_dir,
        query,
        source="query",
        fmt=results_fmt,
        graph_fmt=graph_fmt,
        timeout=config.timeout,
        limit=config.limit,
        memory_mb=config.memory_mb,
    )
    if output.kind == "graph":
        media = GRAPH_MEDIA[graph_fmt]
    else:
        media = RESULT_MEDIA[results_fmt]
    response = Response(output.data, content_type=media)
    response.headers["X-KG-Result-Limit"] = str(config.limit)
    if output.truncated:
        response.headers["X-KG-Truncated"] = "true"
    return response


def _update(request: Request, config: ServeConfig) -> Response:
    if not config.writable:
        return _error(403, "this endpoint is read-only: start kg serve with --writable to accept updates")
    if request.method != "POST":
        return _error(405, "updates are POSTed")
    update = _query_text(request, "update", "application/sparql-update")
    run_update(config.store_dir, update, timeout=config.timeout)
    return Response(status=204)


def _error(status: int, message: str) -> Response:
    return Response(message + "\n", status=status, content_type="text/plain; charset=utf-8")


def serve(config: ServeConfig) -> None:
    """Serve until interrupted.

    Raises:
        StoreError: no store at ``config.store_dir``.
    """
    import waitress

    check_store_folder(Path(config.store_dir), must_exist=True)
    if config.host not in ("127.0.0.1", "localhost", "::1"):
        log.warning("serving on %s: the endpoint is reachable from other machines", config.host)
    mode = "read-write" if config.writable else "read-only"
    print(
        f"kg serve: SPARQL endpoint http://{config.host}:{config.port}/sparql ({mode}, "
        f"timeout {config.timeout:g} s, limit {config.limit} rows, {config.memory_mb} MiB per query)",
        flush=True,
    )
    waitress.serve(
        make_app(config), host=config.host, port=config.port, threads=config.threads, ident="kg", _quiet=True
    )
