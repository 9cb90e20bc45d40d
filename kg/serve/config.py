"""How ``kg serve`` was started: one frozen value that every part of the server reads."""

from __future__ import annotations

from dataclasses import dataclass

# The least --memory accepted: below it even ``ASK {}`` may not find the memory it needs.
MEMORY_FLOOR_MB = 16


@dataclass(frozen=True, slots=True)
class ServeConfig:
    """Args:
        store_dir: the store to serve.
        host, port: where to listen (port 0: any free port).
        writable: accept SPARQL updates on ``/update`` (each needs ``token``).
        timeout: seconds per query; limit: rows (or triples) per result.
        memory_mb: MiB a query may allocate beyond what its process needs to open the store.
        allowed_hosts: host names answered beyond the address listened on and the loopback names.
        allowed_services: IRIs that SERVICE (and LOAD) may fetch; none by default.
        token: the secret updates must carry.
    """

    store_dir: str
    host: str = "127.0.0.1"
    port: int = 7878
    writable: bool = False
    timeout: float = 30.0
    limit: int = 10_000
    memory_mb: int = 4096
    threads: int = 4
    allowed_hosts: tuple[str, ...] = ()
    allowed_services: tuple[str, ...] = ()
    token: str | None = None
