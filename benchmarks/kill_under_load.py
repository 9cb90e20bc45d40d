"""The kill tests, run again and again while builds keep both cores busy (issue 16).

A kill test that depends on timing fails on a busy machine (the old load-kill test did, in
a fresh-clone CI run and for a new user). kg's kill tests stop the process at a point it
announces itself (``kg.checkpoints``) or at the part file it makes; this script checks that
they hold under load: it runs them ``--runs`` times while ``kg build`` of ``--beside``
(the seeds unless told; the Wikinews corpus in the issue's check) runs in a loop beside
them, and prints one line per run and a summary. The graphs built beside are thrown away.

    python benchmarks/kill_under_load.py --runs 10 --beside ../shared/corpus/wikinews
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KILL_TESTS = [
    "tests/test_store.py::test_killing_a_load_leaves_all_or_nothing",
    "tests/test_store_incremental.py::test_a_build_killed_at_its_store_write_keeps_graphs_and_records_together",
    "tests/test_outfile.py::test_a_part_file_left_by_sigkill_is_named_and_removed_by_the_next_run",
    "tests/test_outfile.py::test_the_part_file_of_a_live_run_is_left_alone",
    "tests/test_outfile.py::test_sigterm_removes_the_part_file_and_says_so",
]


def busy(stop: threading.Event, builds: list[int], beside: str, jobs: int) -> None:
    """Build ``beside`` again and again until told to stop (a build under way is ended then)."""
    with tempfile.TemporaryDirectory() as folder:
        while not stop.is_set():
            process = subprocess.Popen([sys.executable, "-m", "kg.cli", "build", beside, "--out",
                                        str(Path(folder) / "busy.nq"), "-q", "--jobs", str(jobs)], cwd=ROOT,
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            while process.poll() is None and not stop.wait(1):
                pass
            if process.poll() is None:
                process.terminate()
                process.wait()
            else:
                builds[0] += 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--beside", default=str(ROOT / "seeds"), help="what kg build reads beside the tests")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes of the build beside")
    parser.add_argument("tests", nargs="*", default=KILL_TESTS, help="the tests to run (default: every kill test)")
    args = parser.parse_args()
    stop, builds = threading.Event(), [0]
    beside = threading.Thread(target=busy, args=(stop, builds, args.beside, args.jobs), daemon=True)
    beside.start()
    failures = 0
    try:
        for run in range(1, args.runs + 1):
            started = time.monotonic()
            done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args.tests],
                                  cwd=ROOT, capture_output=True, text=True,
                                  env={**os.environ, "PYTHONPATH": str(ROOT)})
            summary = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr.strip()[-200:]
            failures += done.returncode != 0
            load = os.getloadavg()[0]
            print(f"run {run:2d}: {summary} ({time.monotonic() - started:.0f} s, load average {load:.1f})", flush=True)
    finally:
        stop.set()
        beside.join()
    print(f"{args.runs - failures} of {args.runs} runs passed; {builds[0]} builds of {args.beside} "
          "finished beside them (one more was under way at every run)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
