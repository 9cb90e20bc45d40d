"""Every engine writes the same bytes: one process, worker processes, a Dask cluster."""

from __future__ import annotations

import pytest

from conftest import SEEDS, WIKINEWS
from kg.cli import main


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    """The seeds plus twelve development-range Wikinews articles, as JSON Lines."""
    import json
    import shutil

    folder = tmp_path_factory.mktemp("corpus")
    for path in SEEDS.glob("*.txt"):
        shutil.copy(path, folder / path.name)
    if WIKINEWS.is_dir():
        lines = (WIKINEWS / "wikinews-2020.jsonl").read_text(encoding="utf-8").splitlines()[60:72]
        (folder / "wikinews.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def serial(corpus, tmp_path_factory):
    out = tmp_path_factory.mktemp("serial") / "graph.nq"
    assert main(["build", str(corpus), "--out", str(out), "-q", "--batch-size", "4"]) == 0
    return out.read_bytes()


def test_two_worker_processes_write_the_same_bytes(corpus, serial, tmp_path):
    out = tmp_path / "graph.nq"
    assert main(["build", str(corpus), "--out", str(out), "-q", "--jobs", "2", "--batch-size", "4"]) == 0
    assert out.read_bytes() == serial


def test_a_local_dask_cluster_writes_the_same_bytes(corpus, serial, tmp_path):
    pytest.importorskip("dask.distributed", reason="dask[distributed] is not installed")
    out = tmp_path / "graph.nq"
    assert main(["build", str(corpus), "--out", str(out), "-q", "--scheduler", "local", "--batch-size", "4"]) == 0
    assert out.read_bytes() == serial


def test_batch_size_does_not_change_the_output(corpus, serial, tmp_path):
    out = tmp_path / "graph.nq"
    assert main(["build", str(corpus), "--out", str(out), "-q", "--batch-size", "32"]) == 0
    assert out.read_bytes() == serial


def test_an_unreachable_scheduler_is_a_clear_error(corpus, tmp_path, capsys):
    pytest.importorskip("dask.distributed", reason="dask[distributed] is not installed")
    out = tmp_path / "graph.nq"
    assert main(["build", str(corpus), "--out", str(out), "-q", "--scheduler", "tcp://127.0.0.1:1"]) == 2
    assert "cannot reach the Dask scheduler" in capsys.readouterr().err
    assert not out.exists()


def test_worker_processes_build_the_same_store(corpus, serial, tmp_path):
    """Workers send their quads as Oxigraph quads (N-Quads bytes): a build into a store
    takes them as they are and holds what loading the serial build's file gives."""
    built, loaded = tmp_path / "built", tmp_path / "loaded"
    assert main(["build", str(corpus), "--store", str(built), "-q", "--jobs", "2", "--batch-size", "4"]) == 0
    (tmp_path / "serial.nq").write_bytes(serial)
    assert main(["load", str(tmp_path / "serial.nq"), "--store", str(loaded)]) == 0
    exports = []
    for store in (built, loaded):
        out = tmp_path / f"{store.name}.nq"
        assert main(["export", "--store", str(store), "--out", str(out)]) == 0
        exports.append(set(out.read_text(encoding="utf-8").splitlines()))
    assert len(exports[0]) > 1000
    assert exports[0] == exports[1]


def test_a_dask_build_ends_without_a_traceback(corpus, serial, tmp_path):
    """pyoxigraph objects freed by a collection in a worker's event-loop thread printed
    "QuadIter is unsendable, but is being dropped on another thread" (issue 16)."""
    pytest.importorskip("dask.distributed", reason="dask[distributed] is not installed")
    import os
    import subprocess
    import sys

    from conftest import ROOT

    out = tmp_path / "graph.nq"
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    done = subprocess.run([sys.executable, "-m", "kg.cli", "build", str(corpus), "--out", str(out), "-q",
                           "--scheduler", "local", "--batch-size", "4"], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and "unsendable" not in done.stderr, done.stderr
    assert out.read_bytes() == serial
