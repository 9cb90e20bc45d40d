"""The kg command: outputs in every format, determinism, exit codes, atomic writes."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from rdflib import Dataset, Graph
from rdflib.compare import isomorphic

from conftest import SEEDS
from kg.cli import main

FORMATS = {".trig": "trig", ".nq": "nquads", ".ttl": "turtle", ".nt": "nt", ".jsonld": "json-ld"}


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("out")
    paths = {}
    for suffix in FORMATS:
        path = out / f"seeds{suffix}"
        assert main(["build", str(SEEDS), "--out", str(path), "-q"]) == 0
        paths[suffix] = path
    return paths


def test_every_format_parses_back_to_the_same_graph(built):
    reference = Dataset()
    reference.parse(built[".nq"], format="nquads")
    union = Graph()
    for s, p, o, _ in reference.quads((None, None, None, None)):
        union.add((s, p, o))
    for suffix, path in built.items():
        if suffix in {".trig", ".nq", ".jsonld"}:
            dataset = Dataset()
            dataset.parse(path, format=FORMATS[suffix])
            quads = {(s, p, o, g) for s, p, o, g in dataset.quads((None, None, None, None))}
            assert quads == set(reference.quads((None, None, None, None))), suffix
        else:
            graph = Graph().parse(path, format=FORMATS[suffix])
            assert isomorphic(graph, union), suffix


def test_named_graphs_one_per_article(built):
    dataset = Dataset()
    dataset.parse(built[".trig"], format="trig")
    names = {str(g.identifier) for g in dataset.graphs() if len(g)}
    articles = [n for n in names if "/article/" in n]
    assert len(articles) == 3
    shared = {n.rsplit("/", 1)[-1] for n in names if "/graph/" in n}
    assert {"entities", "runs"} <= shared <= {"entities", "links", "runs"}  # links: corroborations, measures, conflicts


def test_builds_are_byte_identical(tmp_path, built):
    again = tmp_path / "again.trig"
    assert main(["build", str(SEEDS), "--out", str(again), "-q"]) == 0
    assert again.read_bytes() == built[".trig"].read_bytes()


def test_format_flag_overrides_the_suffix(tmp_path):
    out = tmp_path / "graph.out"
    assert main(["build", str(SEEDS / "002_27f613a8daa9a422.txt"), "--out", str(out), "--format", "nq", "-q"]) == 0
    assert out.read_text().split("\n", 1)[0].endswith("> .")


def test_unknown_format_is_an_error_before_any_work(tmp_path, capsys):
    assert main(["build", str(SEEDS), "--out", str(tmp_path / "g.xyz")]) == 2
    assert "unknown output format" in capsys.readouterr().err


def test_skipped_inputs_exit_2_and_the_rest_is_built(tmp_path, capsys):
    src = tmp_path / "in"
    src.mkdir()
    shutil.copy(SEEDS / "002_27f613a8daa9a422.txt", src / "good.txt")
    (src / "empty.txt").write_bytes(b"")
    (src / "bad.jsonl").write_text("{oops\n")
    out = tmp_path / "g.trig"
    assert main(["build", str(src), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"skipped: {src / 'empty.txt'}: empty" in err
    assert f"skipped: {src / 'bad.jsonl'}:1: malformed JSON" in err
    assert "1 articles (2 skipped)" in err
    assert "entities:" in err and "claims:" in err and "triples:" in err and "seconds:" in err
    assert "Ceuta" in out.read_text()


def test_nothing_is_written_when_no_article_is_read(tmp_path):
    (tmp_path / "empty.txt").write_bytes(b"")
    out = tmp_path / "g.trig"
    assert main(["build", str(tmp_path / "empty.txt"), "--out", str(out)]) == 2
    assert not out.exists()
    assert not list(tmp_path.glob(".g.trig.*"))


def test_a_failed_write_leaves_no_partial_file(tmp_path, monkeypatch):
    import pyoxigraph

    out = tmp_path / "g.trig"
    out.write_text("previous content")

    def broken(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(pyoxigraph, "serialize", broken)
    assert main(["build", str(SEEDS / "002_27f613a8daa9a422.txt"), "--out", str(out), "-q"]) == 2
    assert out.read_text() == "previous content"
    assert [p.name for p in tmp_path.iterdir()] == ["g.trig"]


def test_validate_exit_codes(tmp_path, built):
    assert main(["validate", str(built[".trig"])]) == 0
    broken = tmp_path / "broken.ttl"
    text = built[".ttl"].read_text()
    # drop every confidence: the shapes must notice
    broken.write_text("\n".join(line for line in text.splitlines() if "nkg:confidence" not in line))
    assert main(["validate", str(broken)]) == 1
    garbage = tmp_path / "garbage.ttl"
    garbage.write_text("this is not turtle")
    assert main(["validate", str(garbage)]) == 2


def test_the_installed_command_runs(tmp_path):
    kg = Path(sys.executable).parent / "kg"
    if not kg.exists():
        pytest.skip("the kg console script is not installed in this environment")
    out = tmp_path / "g.ttl"
    done = subprocess.run([str(kg), "build", str(SEEDS), "--out", str(out)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "3 articles (0 skipped)" in done.stderr
