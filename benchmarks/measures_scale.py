"""Size and memory of the cross-article step when many articles report one measure.

Writes N one-sentence articles, each from another outlet, all of the same day, each giving a
different count of the same thing ("Officials said 1,003 people were evacuated from Lyon on
Monday."), runs ``kg build`` on them in a child process, and reports the build's peak memory
(the child's ru_maxrss), the quads it wrote, those of the articles' own graphs and those of
the cross-article graph of links (measures, value clusters, conflicts, updates), and how many
``nkg:conflictsWith`` triples there are. Every article disagrees with every other: before value
clusters the links graph held N(N-1) conflict triples (89,700 at N=300; 20,000 articles reached
4.3 GB and 24.6 million quads before they were stopped, as issue 15 reports).

Run: PYTHONPATH=. python benchmarks/measures_scale.py [N ...] [--jobs 2] [--keep DIR]
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LINKS = "https://w3id.org/newskg/id/graph/links"


def write_articles(folder: Path, n: int) -> Path:
    path = folder / f"articles-{n}.jsonl"
    with path.open("w", encoding="utf-8") as out:
        for i in range(n):
            count = 1000 + 3 * i
            text = f"Officials said {count:,} people were evacuated from Lyon on Monday."
            out.write(json.dumps({"text": text, "title": f"Evacuation report {i}", "published": "2024-03-04",
                                  "publisher": f"Outlet {i}", "url": f"https://news.example/{i}"}) + "\n")
    return path


def run(n: int, jobs: int, keep: Path | None) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        folder = keep or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        source = write_articles(folder, n)
        target = folder / f"graph-{n}.nq"
        command = [sys.executable, "-m", "kg.cli", "build", str(source), "--out", str(target)]
        if jobs > 1:
            command += ["--jobs", str(jobs)]
        started = time.perf_counter()
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
        seconds = time.perf_counter() - started
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        if done.returncode != 0:
            raise SystemExit(done.stderr[-2000:])
        graphs: Counter[str] = Counter()
        predicates: Counter[str] = Counter()
        with target.open(encoding="utf-8") as handle:
            for line in handle:
                parts = line.rsplit(" ", 2)
                graph = parts[-2].strip("<>") if len(parts) == 3 else ""
                graphs["links" if graph == LINKS else "articles" if "/article/" in graph else "other"] += 1
                if graph == LINKS:
                    predicates[line.split(" ", 2)[1]] += 1
        return {
            "articles": n,
            "seconds": round(seconds, 1),
            "peak_rss_mb": round(max(peak, before) / 1024),
            "quads": sum(graphs.values()),
            "article_quads": graphs["articles"],
            "links_quads": graphs["links"],
            "other_quads": graphs["other"],
            "conflict_triples": predicates["<https://w3id.org/newskg/ns#conflictsWith>"],
            "clusters": predicates["<https://w3id.org/newskg/ns#clusterOf>"],
            "links_per_article": round(graphs["links"] / n, 1),
            "links_to_article_quads": round(graphs["links"] / max(graphs["articles"], 1), 2),
        }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sizes", nargs="*", type=int, default=[300, 2000, 20000])
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--keep", type=Path, help="keep the articles and graphs in this folder")
    args = parser.parse_args()
    print("| articles | seconds | peak RSS (MB) | quads | articles' own quads | links quads | links per article "
          "| links / own | conflictsWith triples | value clusters |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for n in args.sizes:
        r = run(n, args.jobs, args.keep)
        print(f"| {r['articles']:,} | {r['seconds']} | {r['peak_rss_mb']:,} | {r['quads']:,} | {r['article_quads']:,} "
              f"| {r['links_quads']:,} | {r['links_per_article']} | {r['links_to_article_quads']} "
              f"| {r['conflict_triples']:,} | {r['clusters']:,} |", flush=True)


if __name__ == "__main__":
    main()
