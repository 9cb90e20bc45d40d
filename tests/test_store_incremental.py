"""Building A into a store and then adding B gives the store of building A and B together."""

from __future__ import annotations

import shutil

import pyoxigraph as ox
import pytest

from conftest import SEEDS
from kg.cli import main
from kg.store import LEGACY_BUILD_RECORDS, read_build_records


def dump(store_dir) -> set[str]:
    store = ox.Store.read_only(str(store_dir))
    return {str(q) for q in store.quads_for_pattern(None, None, None, None)}


def test_adding_an_article_to_a_store_equals_building_both(tmp_path):
    first, second = tmp_path / "a", tmp_path / "b"
    first.mkdir()
    second.mkdir()
    for name in ("000_ddd0835c0143b9f7.txt", "001_3ec2b6a4884c1b61.txt"):
        shutil.copy(SEEDS / name, first / name)
    shutil.copy(SEEDS / "002_27f613a8daa9a422.txt", second / "002_27f613a8daa9a422.txt")

    stepwise, together = tmp_path / "stepwise.store", tmp_path / "together.store"
    assert main(["build", str(first), "--store", str(stepwise), "-q"]) == 0
    assert main(["build", str(second), "--store", str(stepwise), "-q"]) == 0
    assert main(["build", str(SEEDS), "--store", str(together), "-q"]) == 0
    assert dump(stepwise) == dump(together)


def test_rebuilding_the_same_articles_changes_nothing(tmp_path):
    store = tmp_path / "s.store"
    assert main(["build", str(SEEDS), "--store", str(store), "-q"]) == 0
    before = dump(store)
    assert main(["build", str(SEEDS), "--store", str(store), "-q"]) == 0
    assert dump(store) == before


def test_a_graph_exported_from_a_store_still_conforms(tmp_path):
    """Oxigraph stores xsd:nonNegativeInteger offsets as xsd:integer; the shapes accept both."""
    store, out = tmp_path / "s.store", tmp_path / "export.trig"
    assert main(["build", str(SEEDS), "--store", str(store), "-q"]) == 0
    assert main(["export", "--store", str(store), "--out", str(out)]) == 0
    assert main(["validate", str(out)]) == 0


def _folders(tmp_path):
    """One seed article per folder: a, b, c."""
    folders = []
    for name, seed in zip("abc", sorted(SEEDS.glob("*.txt"))):
        folder = tmp_path / name
        folder.mkdir()
        shutil.copy(seed, folder / seed.name)
        folders.append(folder)
    return folders


@pytest.mark.parametrize(("point", "kept"), [
    ("store-update", False), ("store-transaction", False), ("store-committed", True),
], ids=["before-the-update", "inside-the-transaction", "after-the-commit"])
def test_a_build_killed_at_its_store_write_keeps_graphs_and_records_together(tmp_path, point, kept):
    """Issue 16: killed after the store commit and before the records file was written, the
    next build into the store lost 120 quads (merges, altLabels) against the uninterrupted path.
    The records now go into the store in the same transaction as the graphs."""
    import os
    import subprocess
    import sys

    from conftest import ROOT

    a, b, c = _folders(tmp_path)
    store = tmp_path / "killed.store"
    assert main(["build", str(a), "--store", str(store), "-q"]) == 0
    env = {**os.environ, "PYTHONPATH": str(ROOT), "KG_PAUSE_AT": point}
    process = subprocess.Popen([sys.executable, "-m", "kg.cli", "build", str(b), "--store", str(store), "-q"],
                               env=env, stderr=subprocess.PIPE, text=True)
    said = []  # notes may come first; the pause is announced on a line of its own
    while (line := process.stderr.readline()) and not line.startswith("kg: paused at "):
        said.append(line)
    process.kill()
    process.wait()
    process.stderr.close()
    assert line.startswith(f"kg: paused at {point}"), "".join(said) + line
    assert main(["build", str(c), "--store", str(store), "-q"]) == 0

    uninterrupted = tmp_path / "uninterrupted.store"
    for folder in (a, b, c) if kept else (a, c):
        assert main(["build", str(folder), "--store", str(uninterrupted), "-q"]) == 0
    assert dump(store) == dump(uninterrupted)
    assert len(read_build_records(uninterrupted)) == (3 if kept else 2)


def test_the_records_stay_out_of_exports_and_pushes(tmp_path):
    from kg.push import graphs_from_store

    store, out = tmp_path / "s.store", tmp_path / "export.nq"
    assert main(["build", str(SEEDS), "--store", str(store), "-q"]) == 0
    assert len(read_build_records(store)) == 3
    assert main(["export", "--store", str(store), "--out", str(out)]) == 0
    assert "urn:x-kg:build-record" not in out.read_text(encoding="utf-8")
    assert all("urn:x-kg" not in graph for graph, _, _ in graphs_from_store(store))


def test_a_store_with_an_older_records_file_is_taken_over(tmp_path):
    """Before issue 16 the records were a file beside the store; the next build reads it,
    writes the records into the store and removes the file."""
    import json

    a, b, c = _folders(tmp_path)
    store, together = tmp_path / "old.store", tmp_path / "together.store"
    assert main(["build", str(a), str(b), "--store", str(store), "-q"]) == 0
    records = read_build_records(store)
    # what an older kg left: the records in a file, none in the store
    ox_store = ox.Store(str(store))
    ox_store.remove_graph(ox.DefaultGraph())
    del ox_store
    (store / LEGACY_BUILD_RECORDS).write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    assert main(["build", str(c), "--store", str(store), "-q"]) == 0
    assert not (store / LEGACY_BUILD_RECORDS).exists()
    assert main(["build", str(SEEDS), "--store", str(together), "-q"]) == 0
    assert dump(store) == dump(together)
