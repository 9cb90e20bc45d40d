"""``kg serve``: a SPARQL 1.1 Protocol endpoint over the embedded store, with a query page.

Werkzeug handles requests and Accept headers; Waitress serves them. Each query runs in its
own child process (``kg.sparql.run_query``) that is killed at the timeout, capped in
memory, and stops after the result limit. Oxigraph's own server was measured first and not
chosen: its ``--timeout-s`` let an ``ORDER BY`` over a cross product run past 120 s with a
5 s timeout, and it has no result limit (docs/stores.md).

Modules, one job each:
    config       ServeConfig, how the server was started
    formats      the format names and media types clients send, and Accept negotiation
    guards       Host names (DNS rebinding), federated queries, tokens and origins for writes
    description  the SPARQL 1.1 Service Description and the VoID of the dataset
    page         the query page at ``/``
    app          the WSGI application: routes, the protocol, errors as HTTP answers
    server       binding the port, the banner, serving
"""

from __future__ import annotations

from kg.serve.app import make_app
from kg.serve.config import MEMORY_FLOOR_MB, ServeConfig
from kg.serve.server import serve

__all__ = ["MEMORY_FLOOR_MB", "ServeConfig", "make_app", "serve"]
