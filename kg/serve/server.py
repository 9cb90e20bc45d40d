"""Starting the endpoint: check the store, bind the port, say where it listens, serve."""

from __future__ import annotations

import errno
import logging
import socket
import sys
from pathlib import Path

from kg.errors import ServeError
from kg.serve.app import make_app
from kg.serve.config import ServeConfig
from kg.serve.guards import WILDCARD_ADDRESSES, answered_names, is_loopback
from kg.sparql import query_process_memory
from kg.store import check_store_folder
from kg.termination import raise_if_terminated

log = logging.getLogger("kg.serve")


def serve(config: ServeConfig, *, out=sys.stdout) -> None:  # noqa: ANN001 - a text stream
    """Serve until interrupted.

    Raises:
        StoreError: no store at ``config.store_dir``, or it cannot be opened.
        ServeError: the address cannot be listened on (the port is in use, no such address).
    """
    import waitress

    check_store_folder(Path(config.store_dir), must_exist=True)
    baseline_mb = query_process_memory(config.store_dir, timeout=max(config.timeout, 30.0)) / 2**20
    try:
        server = waitress.create_server(make_app(config), host=config.host, port=config.port,
                                        threads=config.threads, ident="kg")
    except OSError as exc:
        raise ServeError(_bind_error(config, exc)) from exc
    port = server.effective_port  # type: ignore[union-attr]
    host = f"[{config.host}]" if ":" in config.host else config.host
    base = f"http://{host}:{port}"
    if not is_loopback(config.host):
        log.warning("serving on %s: the endpoint is reachable from other machines", config.host)
    mode = "read-write" if config.writable else "read-only"
    lines = [
        f"kg serve: SPARQL endpoint {base}/sparql ({mode}, timeout {config.timeout:g} s, limit {config.limit} rows, "
        f"{config.memory_mb} MiB per query on top of the {baseline_mb:.0f} MiB a query process needs to open the store)",
        f"kg serve: query page {base}/ ; service description {base}/sparql ; VoID {base}/void",
        f"kg serve: answers to the host names {', '.join(answered_names(config.host, config.allowed_hosts))}"
        + (" and any IP address" if config.host in WILDCARD_ADDRESSES else "")
        + " (more with --allow-host)",
        "kg serve: federated queries (SERVICE) "
        + (f"allowed only to {', '.join(config.allowed_services)}" if config.allowed_services
           else "refused (allow an endpoint with --allow-service IRI)"),
    ]
    if config.writable:
        lines.append(f"kg serve: updates at {base}/update need the header 'Authorization: Bearer {config.token}' "
                     "(or HTTP Basic with that token as password); requests from other origins are refused")
    print("\n".join(lines), file=out, flush=True)
    try:
        server.run()  # returns, without saying why, on SystemExit (SIGTERM) and Ctrl-C alike
    finally:
        server.close()
    raise_if_terminated()


def _bind_error(config: ServeConfig, exc: OSError) -> str:
    where = f"{config.host}:{config.port}"
    if exc.errno == errno.EADDRINUSE:
        return f"cannot listen on {where}: the port is in use by another program; choose another with --port (0 picks a free one)"
    if exc.errno == errno.EACCES:
        return f"cannot listen on {where}: permission denied (ports below 1024 need privileges); choose another with --port"
    if isinstance(exc, socket.gaierror) or exc.errno == errno.EADDRNOTAVAIL:
        return f"cannot listen on {where}: no such address on this machine ({exc.strerror or exc}); check --host"
    return f"cannot listen on {where}: {exc.strerror or exc}"
