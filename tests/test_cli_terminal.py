"""The README's first command in a real (pseudo-)terminal, where the progress bar runs."""

from __future__ import annotations

import os
import pty
import shutil
import subprocess
import sys
from pathlib import Path

from rdflib import Dataset

from conftest import SEEDS


def run_in_terminal(argv: list[str], cwd: Path) -> tuple[int, str]:
    """Run argv with stdin, stdout and stderr on a pseudo-terminal; return (status, what it printed)."""
    primary, secondary = pty.openpty()
    process = subprocess.Popen(argv, cwd=cwd, stdin=secondary, stdout=secondary, stderr=secondary,
                               close_fds=True)
    os.close(secondary)
    chunks = []
    while True:
        try:
            chunk = os.read(primary, 4096)
        except OSError:  # EIO: the child closed the terminal
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(primary)
    return process.wait(timeout=600), b"".join(chunks).decode("utf-8", "replace")


def test_build_on_a_terminal_shows_progress_and_writes_the_graph(tmp_path):
    kg = shutil.which("kg", path=str(Path(sys.executable).parent)) or shutil.which("kg")
    assert kg, "the kg command is not installed beside this Python"
    out = tmp_path / "seeds.trig"
    status, printed = run_in_terminal([kg, "build", str(SEEDS), "--out", str(out)], tmp_path)
    assert status == 0, printed
    assert "articles" in printed and "3 articles (0 skipped)" in printed, printed
    dataset = Dataset()
    dataset.parse(out, format="trig")
    assert len(dataset) > 1000


# kg build with a note of the process and thread each batch is analysed in
WHERE_ANALYSED = """
import os, pathlib, sys, threading
import kg.pipeline
from kg.cli import main

notes, real = pathlib.Path(sys.argv[1]), kg.pipeline.analysis_of

def noted(batch, config):
    with notes.open("a") as f:
        f.write(f"{os.getpid()} {threading.current_thread().name}\\n")
    return real(batch, config)

kg.pipeline.analysis_of = noted
print("build", os.getpid())
sys.exit(main(sys.argv[2:]))
"""


def test_build_on_a_terminal_parses_ahead_in_another_process(tmp_path):
    """The progress bar starts no thread of its own (tqdm's monitor): a process with one thread
    may fork, so a build on a terminal parses ahead in a forked process, as one without does
    (with a thread, every batch would be parsed in the build's process)."""
    from kg.ahead import can_fork

    if not can_fork():
        import pytest

        pytest.skip("a fork needs Linux and two cores")
    notes, out = tmp_path / "notes.txt", tmp_path / "seeds.trig"
    status, printed = run_in_terminal([sys.executable, "-c", WHERE_ANALYSED, str(notes), "build", str(SEEDS), "--out",
                                       str(out), "--batch-size", "1"], tmp_path)
    assert status == 0, printed
    assert "3 articles (0 skipped)" in printed, printed
    build = printed.split("build ", 1)[1].split()[0]
    pids = sorted(line.split(" ", 1)[0] for line in notes.read_text().splitlines())
    others = [pid for pid in pids if pid != build]
    # the first batch in the build itself, the other two in the one process it forked
    assert len(pids) == 3 and len(others) == 2 and len(set(others)) == 1, (pids, build)
