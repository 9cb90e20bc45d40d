"""One table of every evaluation the project has.

    PYTHONPATH=. python benchmarks/scoreboard.py [--only NAME ...] [--write benchmarks/RESULTS.md]
        [--corpus DIR] [--polnear DIR] [--conll DIR]

Each evaluation is a module in ``benchmarks/scores/`` with a ``NAME``, a one-line
``TITLE`` and ``score(sources) -> list[Row]``. A module whose data is absent raises
``Absent(reason)``: the board shows the row as absent, never as zero. Where the data comes
from (the shared corpus, fetched corpora) is given on the command line or by environment
variable (``KG_CORPUS``, ``KG_POLNEAR``, ``KG_CONLL``), so nobody's copy of publishers' text
has to live in the project.

``--write`` replaces the table in ``benchmarks/RESULTS.md`` (between the scoreboard markers)
and records the commit it was measured at.
"""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from scores import Absent, Row, Sources  # noqa: E402

BEGIN, END = "<!-- scoreboard:begin -->", "<!-- scoreboard:end -->"


def sources_from(args: argparse.Namespace) -> Sources:
    def folder(value: str | None, variable: str, default: Path | None = None) -> Path | None:
        chosen = value or os.environ.get(variable)
        return Path(chosen) if chosen else default

    return Sources(
        corpus=folder(args.corpus, "KG_CORPUS", ROOT.parent / "shared" / "corpus"),
        polnear=folder(args.polnear, "KG_POLNEAR"),
        conll=folder(args.conll, "KG_CONLL"),
    )


def evaluations() -> list:
    import scores

    modules = [importlib.import_module(f"scores.{m.name}") for m in pkgutil.iter_modules(scores.__path__)]
    return sorted((m for m in modules if hasattr(m, "score")), key=lambda m: (getattr(m, "ORDER", 50), m.NAME))


def table(results: list[tuple[object, list[Row] | Absent, float]]) -> str:
    lines = ["| evaluation | measure | kg | baseline | detail |", "| --- | --- | ---: | ---: | --- |"]
    for module, rows, seconds in results:
        if isinstance(rows, Absent):
            lines.append(f"| {module.TITLE} | – | absent | | {rows.reason} |")
            continue
        for row in rows:
            lines.append(f"| {module.TITLE} | {row.measure} | {row.value_text()} | {row.baseline_text()} | {row.detail} |")
    return "\n".join(lines) + "\n"


def commit() -> str:
    done = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    dirty = subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "--untracked-files=no"],
                           capture_output=True, text=True).stdout.strip()
    return (done.stdout.strip() or "unknown") + (" (with uncommitted changes)" if dirty else "")


def write_results(path: Path, board: str) -> None:
    text = path.read_text(encoding="utf-8") if path.exists() else "# Results\n\n" + BEGIN + "\n" + END + "\n"
    if BEGIN not in text:
        text += "\n" + BEGIN + "\n" + END + "\n"
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    block = f"{BEGIN}\nMeasured at commit {commit()} with `benchmarks/scoreboard.py`.\n\n{board}{END}"
    path.write_text(head + block + tail, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", nargs="*", metavar="NAME", help="run only these evaluations")
    parser.add_argument("--corpus", help="the shared corpus folder (default ../shared/corpus, or KG_CORPUS)")
    parser.add_argument("--polnear", help="a PolNeAR checkout (networkdynamics/PolNeAR), or KG_POLNEAR")
    parser.add_argument("--conll", help="a folder holding CoNLL-2003 eng.train/eng.testa, or KG_CONLL")
    parser.add_argument("--write", type=Path, metavar="RESULTS_MD", help="put the table into this file")
    parser.add_argument("--list", action="store_true", help="list the evaluations and stop")
    args = parser.parse_args(argv)
    sources = sources_from(args)
    results = []
    for module in evaluations():
        if args.list:
            print(f"{module.NAME:24} {module.TITLE}")
            continue
        if args.only and module.NAME not in args.only:
            continue
        started = time.perf_counter()
        try:
            rows: list[Row] | Absent = module.score(sources)
        except Absent as absent:
            rows = absent
        seconds = time.perf_counter() - started
        print(f"[{module.NAME}: {seconds:.1f} s]", file=sys.stderr, flush=True)
        results.append((module, rows, seconds))
    if args.list:
        return 0
    board = table(results)
    print(board)
    if args.write:
        write_results(args.write, board)
    return 0


if __name__ == "__main__":
    sys.exit(main())
