"""kg serve: what a query process needs before its query, request latency, the page's weight.

    PYTHONPATH=. python benchmarks/serve_bench.py [--store DIR] [--repeat 5]

Without --store, tests/data/mini.trig is loaded into a temporary store. Prints a Markdown
table for benchmarks/RESULTS.md (section "## serve").
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

# @zazuko/yasgui 4.6.2 from npm (npm pack), build/ folder: measured once, for comparison.
YASGUI = {"yasgui.min.js": 1_012_309, "yasgui.min.css": 56_235, "yasgui.min.js gzipped": 281_738}


def median_ms(call, repeat: int) -> float:  # noqa: ANN001
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        call()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def memory_before_the_query(store: Path) -> tuple[float, float]:
    """(private MiB, address-space MiB at peak) of a query process once it has opened the store."""
    from kg.sparql import _context

    context = _context()
    receive, send = context.Pipe(duplex=False)
    child = context.Process(target=_measure, args=(send, str(store)))
    child.start()
    data, size = receive.recv()
    child.join()
    return data / 2**20, size / 2**20


def _measure(conn, store: str) -> None:  # noqa: ANN001
    from kg.sparql import process_data_bytes
    from kg.store import open_store

    open_store(store, read_only=True)
    size = 0
    for line in open("/proc/self/status"):
        if line.startswith("VmPeak:"):
            size = int(line.split()[1]) * 1024
    conn.send((process_data_bytes(), size))
    conn.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--store", type=Path)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    from serving import MINI, start_server

    from kg.serve.page import examples
    from kg.store import load_files

    store = args.store
    if store is None:
        store = Path(tempfile.mkdtemp()) / "kg.store"
        load_files(store, [MINI])
    private, address = memory_before_the_query(store)
    print(f"query process after opening the store: {private:.0f} MiB private (VmData), "
          f"{address:.0f} MiB address space at peak (VmPeak)\n")

    server = start_server(store)
    client = httpx.Client(timeout=120)  # one client: a new one per request costs ~100 ms of TLS setup
    try:
        url = server.url
        rows = [("service description (GET /sparql)", lambda: client.get(url + "/sparql")),
                ("VoID (GET /void)", lambda: client.get(url + "/void")),
                ("ASK {}", lambda: client.get(url + "/sparql", params={"query": "ASK {}"}))]
        rows += [(example.name, lambda text=example.text: client.post(url + "/sparql", data={"query": text}))
                 for example in examples()]
        print("| request | median ms |\n| --- | ---: |")
        for name, call in rows:
            print(f"| {name} | {median_ms(call, args.repeat):.0f} |")
        page = client.get(url + "/").content
        script = client.get(url + "/assets/page.js").content
        style = client.get(url + "/assets/page.css").content
    finally:
        client.close()
        server.stop()
    print("\n| page part | bytes | gzipped |\n| --- | ---: | ---: |")
    for name, data in (("/ (HTML, with the 8 questions)", page), ("page.js", script), ("page.css", style)):
        print(f"| {name} | {len(data):,} | {len(gzip.compress(data)):,} |")
    for name, size in YASGUI.items():
        print(f"| @zazuko/yasgui 4.6.2 {name} | {size:,} | |")


if __name__ == "__main__":
    main()
