"""Store benchmarks, run by hand (not in CI): load rates, query latencies, export memory.

    python benchmarks/store_bench.py [--triples 1000000] [--work /tmp/kg-bench]

1. Builds the development range of the Wikinews corpus (``kg build``; lines 100+ of
   wikinews-2019.jsonl and 60+ of wikinews-2020.jsonl; the held-out lines are never read),
   then replicates its article graphs under new article, mention and claim IRIs until the
   graph has at least ``--triples`` quads (entities and runs are shared, links are copied
   with their claims).
2. Load rate into the embedded store (kg's transactional load; Oxigraph's non-transactional
   bulk loader beside it for reference) and, when ``.ci/servers.sh`` is running, into the
   Oxigraph server and Virtuoso with ``kg push`` (one PUT per named graph).
3. Latency of every query in queries/ on the embedded store, on rdflib's in-memory
   ``Dataset(default_union=True)`` holding the same quads, and on each running server.
4. Peak RSS of ``kg export`` to each format, for the big store and for the small one.

Prints markdown tables and writes results.json into the work folder.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import httpx  # noqa: E402
import pyoxigraph as ox  # noqa: E402

from kg.push import graphs_from_store, make_auth, push_graphs  # noqa: E402
from kg.store import is_shared_graph, load_files, open_store  # noqa: E402

CORPUS = ROOT.parent / "shared" / "corpus" / "wikinews"
DEV_RANGES = {"wikinews-2019.jsonl": 100, "wikinews-2020.jsonl": 60}  # first development line
QUERIES = sorted((ROOT / "queries").glob("*.rq"))
MINI = ROOT / "tests" / "data" / "mini.trig"
RENAME = re.compile(r"(/(?:article|mention)/|/claim/(?:[A-Za-z]+-)?)([0-9a-f]{16})")
ENV = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}


def dev_corpus(work: Path) -> Path:
    """The development lines only, in a temporary file outside the project."""
    out = work / "wikinews-dev.jsonl"
    with out.open("w", encoding="utf-8") as sink:
        for name, first in DEV_RANGES.items():
            with (CORPUS / name).open(encoding="utf-8") as source:
                for number, line in enumerate(source):
                    if number >= first:
                        sink.write(line)
    return out


def build_base(work: Path) -> Path:
    base = work / "base.nq"
    if not base.exists():
        corpus = dev_corpus(work)
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "kg.cli", "build", str(corpus), "--out", str(base), "-q"], env=ENV, check=False)
        print(f"built {corpus.name} in {time.perf_counter() - started:.0f} s", file=sys.stderr)
        if not base.exists():
            raise SystemExit("kg build wrote nothing")
    return base


def replicate(bases: list[Path], target: int, out: Path) -> tuple[int, int]:
    """Copies of the article graphs (and their links) under new IRIs: (quads, article graphs)."""
    quads = list(dict.fromkeys(q for base in bases for q in ox.parse(path=str(base))))
    shared = [q for q in quads if is_shared_graph(q.graph_name.value) and not q.graph_name.value.endswith("/links")]
    shared_set = set(shared)
    per_copy = [q for q in quads if q not in shared_set]
    copies = max(1, -(-(target - len(shared)) // len(per_copy)))
    articles = len({q.graph_name for q in per_copy if not is_shared_graph(q.graph_name.value)})
    with out.open("w", encoding="utf-8") as sink:
        for q in shared:
            sink.write(f"{q.subject} {q.predicate} {q.object} {q.graph_name} .\n")
        for i in range(copies):
            tag = f"{i:05x}"
            for q in per_copy:
                line = f"{q.subject} {q.predicate} {q.object} {q.graph_name} .\n"
                sink.write(RENAME.sub(lambda m: m.group(1) + tag + m.group(2)[5:], line) if i else line)
    return len(shared) + copies * len(per_copy), copies * articles


def servers() -> dict[str, str]:
    env_file = ROOT / ".ci" / "servers.env"
    if not env_file.is_file():
        return {}
    values = {}
    for line in env_file.read_text().splitlines():
        key, _, value = line.partition("=")
        values[key] = value.strip('"')
    return values


def timed(function, *args, **kwargs):  # noqa: ANN001, ANN201
    started = time.perf_counter()
    result = function(*args, **kwargs)
    return result, time.perf_counter() - started


def oxigraph_latency(store_dir: Path, query: str, repeats: int = 3) -> tuple[float, int]:
    store = open_store(store_dir, read_only=True)
    times, rows = [], 0
    for _ in range(repeats):
        started = time.perf_counter()
        rows = sum(1 for _ in store.query(query, use_default_graph_as_union=True))
        times.append(time.perf_counter() - started)
    return statistics.median(times), rows


_RDFLIB = None  # the Dataset, loaded once; each query runs in a fork that can be killed


def _rdflib_query(conn, query: str) -> None:  # noqa: ANN001
    started = time.perf_counter()
    rows = sum(1 for _ in _RDFLIB.query(query))  # type: ignore[union-attr]
    conn.send((time.perf_counter() - started, rows))


def rdflib_latency(query: str, timeout: float) -> tuple[float | None, int | None]:
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)
    child = context.Process(target=_rdflib_query, args=(send, query))
    child.start()
    result = receive.recv() if receive.poll(timeout) else (None, None)
    child.kill()
    child.join()
    return result


def remote_latency(endpoint: str, query: str, repeats: int = 3) -> tuple[float, int]:
    times, rows = [], 0
    for _ in range(repeats):
        started = time.perf_counter()
        response = httpx.post(endpoint, data={"query": query}, headers={"Accept": "application/sparql-results+json"}, timeout=600)
        response.raise_for_status()
        rows = len(response.json()["results"]["bindings"])
        times.append(time.perf_counter() - started)
    return statistics.median(times), rows


# VmHWM of the exporting process itself: ru_maxrss of a child would include the pages it
# shared with this (large) process between fork and exec.
EXPORT_AND_REPORT = (
    "import sys; from kg.cli import main; code = main(sys.argv[1:]); "
    "print(next(l.split()[1] for l in open('/proc/self/status') if l.startswith('VmHWM'))); sys.exit(code)"
)


def export_rss(store_dir: Path, out: Path) -> tuple[float, int]:
    """Seconds and peak RSS (MiB) of one ``kg export`` process."""
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", EXPORT_AND_REPORT, "export", "--store", str(store_dir), "--out", str(out)],
                          env=ENV, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"export to {out} failed: {done.stderr}")
    return time.perf_counter() - started, int(done.stdout.split()[-1]) // 1024


def delete_graphs(gsp: str, graphs: list[str], auth) -> None:  # noqa: ANN001
    with httpx.Client(auth=auth, timeout=120) as client:
        for graph in graphs:
            client.delete(gsp, params={"graph": graph})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--triples", type=int, default=1_000_000)
    parser.add_argument("--work", type=Path, default=Path("/tmp/kg-bench"))
    parser.add_argument("--rdflib-timeout", type=float, default=120.0)
    parser.add_argument("--no-rdflib", action="store_true")
    args = parser.parse_args()
    args.work.mkdir(parents=True, exist_ok=True)
    results: dict[str, object] = {}

    base = build_base(args.work)
    big = args.work / "big.nq"
    # The hand-made fixture rides along: it has the statements, quantity claims and links
    # that cq02-cq04 and cq07 ask about, which the build does not extract yet.
    quads, articles = replicate([base, MINI], args.triples, big)
    results["graph"] = {"quads": quads, "article_graphs": articles, "base_quads": sum(1 for _ in ox.parse(path=str(base)))}
    print(flush=True)
    print(f"graph: {quads} quads in {articles} article graphs (one copy: the build, "
          f"{results['graph']['base_quads']} quads, and tests/data/mini.trig)")

    store_dir = args.work / "big.store"
    shutil.rmtree(store_dir, ignore_errors=True)
    report, seconds = timed(load_files, store_dir, [big])
    loads = {"embedded (kg load, one transaction)": (quads, seconds)}
    bulk_dir = args.work / "bulk.store"
    shutil.rmtree(bulk_dir, ignore_errors=True)
    _, seconds = timed(ox.Store(str(bulk_dir)).bulk_load, path=str(big), format=ox.RdfFormat.N_QUADS)
    loads["embedded, Store.bulk_load (not transactional; reference)"] = (quads, seconds)
    shutil.rmtree(bulk_dir, ignore_errors=True)
    report2, seconds = timed(load_files, store_dir, [big])
    loads["embedded, loading the same graph again (replaces)"] = (quads, seconds)

    urls = servers()
    remote = {}
    if urls:
        for name, gsp, sparql, auth in (
            ("Oxigraph server", urls["KG_OXIGRAPH_GSP"], urls["KG_OXIGRAPH_SPARQL"], None),
            ("Virtuoso", urls["KG_VIRTUOSO_GSP"], urls["KG_VIRTUOSO_SPARQL"],
             make_auth(urls["KG_VIRTUOSO_USER"], urls["KG_VIRTUOSO_PASSWORD"], "digest")),
        ):
            push, seconds = timed(push_graphs, gsp, graphs_from_store(store_dir), auth=auth, retries=1)
            if push.failed:
                print(push.summary(), file=sys.stderr)
                raise SystemExit(f"{name}: push failed; is .ci/servers.sh running?")
            loads[f"{name} (kg push, {len(push.results)} PUTs)"] = (sum(r.triples for r in push.pushed), seconds)
            remote[name] = (sparql, gsp, auth, [r.graph for r in push.results])
    results["load"] = {k: {"quads": n, "seconds": round(s, 2), "per_second": round(n / s)} for k, (n, s) in loads.items()}
    print("\n| load | quads | seconds | quads/s |\n| --- | ---: | ---: | ---: |")
    for name, (n, s) in loads.items():
        print(f"| {name} | {n} | {s:.1f} | {n / s:,.0f} |")

    try:
        measure_queries(args, results, store_dir, big, quads, remote)
    finally:  # leave the servers as they were, also when a measurement fails
        for name, (_sparql, gsp, auth, graphs) in remote.items():
            delete_graphs(gsp, graphs, auth)
    (args.work / "results.json").write_text(json.dumps(results, indent=2, default=str))


def measure_queries(args, results, store_dir, big, quads, remote) -> None:  # noqa: ANN001
    global _RDFLIB
    latencies: dict[str, dict[str, object]] = {}
    for query_file in QUERIES:
        latencies[query_file.stem] = {}
        seconds, rows = oxigraph_latency(store_dir, query_file.read_text())
        latencies[query_file.stem]["Oxigraph embedded"] = (seconds, rows)
        for name, (sparql, *_rest) in remote.items():
            latencies[query_file.stem][name] = remote_latency(sparql, query_file.read_text())
    if not args.no_rdflib:
        from rdflib import Dataset

        _RDFLIB = Dataset(default_union=True)
        _, seconds = timed(_RDFLIB.parse, str(big), format="nquads")
        results["rdflib_parse_seconds"] = round(seconds, 1)
        print(f"\nrdflib: parsed {quads} quads in {seconds:.0f} s")
        for query_file in QUERIES:
            latencies[query_file.stem]["rdflib Dataset"] = rdflib_latency(query_file.read_text(), args.rdflib_timeout)
    engines = list(next(iter(latencies.values())))
    print("\n| query | " + " | ".join(engines) + " |\n| --- |" + " ---: |" * len(engines))
    for stem, by_engine in latencies.items():
        cells = []
        for engine in engines:
            seconds, rows = by_engine[engine]
            cells.append(f"> {args.rdflib_timeout:g} s" if seconds is None else f"{seconds * 1000:,.0f} ms ({rows} rows)")
        print(f"| {stem} | " + " | ".join(cells) + " |")
    results["latency_seconds"] = latencies

    small = args.work / "small.store"
    shutil.rmtree(small, ignore_errors=True)
    load_files(small, [ROOT / "tests" / "data" / "mini.trig"])
    exports = {}
    print("\n| export | big store: s | big: peak RSS MiB | small store: peak RSS MiB | file MiB |\n| --- | ---: | ---: | ---: | ---: |")
    for suffix in (".ttl", ".trig", ".nq", ".nt", ".jsonld"):
        out = args.work / f"export{suffix}"
        seconds, rss = export_rss(store_dir, out)
        _, small_rss = export_rss(small, args.work / f"small{suffix}")
        size = out.stat().st_size / 2**20
        exports[suffix] = {"seconds": round(seconds, 1), "rss_mib": rss, "small_rss_mib": small_rss, "file_mib": round(size)}
        print(f"| {suffix} | {seconds:.1f} | {rss} | {small_rss} | {size:.0f} |")
        out.unlink()
    results["export"] = exports


if __name__ == "__main__":
    main()
