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
