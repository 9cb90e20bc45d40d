"""Building A into a store and then adding B gives the store of building A and B together."""

from __future__ import annotations

import shutil

import pyoxigraph as ox

from conftest import SEEDS
from kg.cli import main


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
