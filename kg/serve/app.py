"""The WSGI application: routes, the SPARQL 1.1 Protocol, and errors as HTTP answers.

Routes:
    ``/sparql``, ``/query``  queries: GET ``?query=``, POST form or ``application/sparql-query``;
                             without a query, the service description
    ``/update``              updates, only with ``--writable`` and the token (POST form or
                             ``application/sparql-update``)
    ``/void``                VoID of the dataset
    ``/``                    the query page, and its assets under ``/assets/``

Every request first passes the Host check (``guards.check_host``), the page included.
"""

from __future__ import annotations

import re

from werkzeug.exceptions import HTTPException
from werkzeug.wrappers import Request, Response

from kg.errors import InputError, KgError, StoreError
from kg.serve import formats, guards, page
from kg.serve.config import ServeConfig
from kg.serve.description import PREFIXES, service_description, void_description
from kg.sparql import format_table, run_query, run_update, serialise_triples

QUERY_PATHS = ("/sparql", "/query")
MAX_BODY = 16 * 2**20  # a query or update larger than 16 MiB is refused (413)


def make_app(config: ServeConfig):  # noqa: ANN201 - a WSGI callable
    """The WSGI application for ``config``."""

    @Request.application
    def app(request: Request) -> Response:
        request.max_content_length = MAX_BODY
        try:
            guards.check_host(request, config.host, config.allowed_hosts)
            if request.path in QUERY_PATHS:
                return _query(request, config)
            if request.path == "/update":
                return _update(request, config)
            if request.path == "/void":
                return _void(request, config)
            if request.path == "/" or request.path.startswith("/assets/"):
                return page.respond(request, config)
            return _error(404, "not found: the endpoint is /sparql, the query page /")
        except guards.Refused as exc:
            return _error(exc.status, str(exc), exc.headers)
        except formats.NotAcceptable as exc:
            return _error(exc.status, str(exc))
        except InputError as exc:
            return _error(400, str(exc))
        except StoreError as exc:
            text = str(exc)
            busy = "timed out" in text or "memory limit" in text or "in use" in text
            return _error(503 if busy else 500, text)
        except KgError as exc:
            return _error(500, str(exc))
        except HTTPException as exc:
            return exc.get_response()

    return app


def base_url(request: Request) -> str:
    """``http://host:port`` as the client addressed the server (the Host is checked first)."""
    return f"{request.scheme}://{request.host}"


def _text(request: Request, field: str, media: str) -> str | None:
    if request.method in ("GET", "HEAD"):
        return request.args.get(field)
    if request.method == "POST":
        if request.mimetype == media:
            return request.get_data(as_text=True)
        return request.form.get(field) or request.args.get(field)
    raise guards.Refused(405, f"use GET or POST for {request.path}", {"Allow": "GET, POST"})


def _query(request: Request, config: ServeConfig) -> Response:
    query = _text(request, "query", "application/sparql-query")
    if query is None and request.method in ("GET", "HEAD"):
        endpoint = base_url(request) + request.path
        return _graph(request, service_description(endpoint, base_url(request), config))
    if not query:
        raise InputError("query", "no query: give ?query=... or POST it (form field query, or application/sparql-query)")
    guards.check_federation(query, config.allowed_services)
    choice = formats.choose(request)
    output = run_query(
        config.store_dir, query, source="query", fmt=choice.solutions, graph_fmt=choice.triples,
        timeout=config.timeout, limit=config.limit, memory_mb=config.memory_mb,
        default_graphs=_graph_iris(request, "default-graph-uri"), named_graphs=_graph_iris(request, "named-graph-uri"),
    )
    if output.kind == "graph":
        media = formats.TRIPLE_CONTENT_TYPES[choice.triples]
        extension = formats.TRIPLE_EXTENSIONS[choice.triples]
    else:
        media = formats.SOLUTION_CONTENT_TYPES[choice.solutions]
        extension = formats.SOLUTION_EXTENSIONS[choice.solutions]
    data = output.data if choice.solutions != "table" or output.kind == "graph" else format_table(output).encode()
    response = Response(data, content_type=media)
    response.headers["X-KG-Result-Kind"] = output.kind
    response.headers["X-KG-Result-Limit"] = str(config.limit)
    response.headers["Vary"] = "Accept"
    if output.truncated:
        response.headers["X-KG-Truncated"] = "true"
    if request.args.get("download"):
        response.headers["Content-Disposition"] = f'attachment; filename="results.{extension}"'
    return response


def _graph_iris(request: Request, name: str) -> tuple[str, ...]:
    """The IRIs of a protocol dataset parameter (query string, or form body)."""
    values = request.args.getlist(name)
    if request.method == "POST" and request.mimetype == "application/x-www-form-urlencoded":
        values += request.form.getlist(name)
    for value in values:
        if not re.fullmatch(r"[A-Za-z][A-Za-z0-9+.-]*:[^<>\"{}|^`\\\x00-\x20]*", value):
            raise InputError(name, f"not an absolute IRI: {value[:200]!r}")
    return tuple(values)


def _update(request: Request, config: ServeConfig) -> Response:
    if not config.writable:
        return _error(403, "this endpoint is read-only: start kg serve with --writable to accept updates")
    if request.method != "POST":
        return _error(405, "updates are POSTed", {"Allow": "POST"})
    guards.check_write(request, config.token or "")
    update = _text(request, "update", "application/sparql-update")
    if not update:
        raise InputError("update", "no update: POST it as form field update, or as application/sparql-update")
    guards.check_federation(update, config.allowed_services)
    run_update(config.store_dir, update, timeout=config.timeout)
    return Response(status=204)


def _void(request: Request, config: ServeConfig) -> Response:
    return _graph(request, void_description(base_url(request), config))


def _graph(request: Request, triples: list) -> Response:
    choice = formats.choose(request)
    data = serialise_triples(triples, choice.triples, PREFIXES)
    response = Response(data, content_type=formats.TRIPLE_CONTENT_TYPES[choice.triples])
    response.headers["Vary"] = "Accept"
    return response


def _error(status: int, message: str, headers: dict[str, str] | None = None) -> Response:
    return Response(message + "\n", status=status, content_type="text/plain; charset=utf-8", headers=headers)

