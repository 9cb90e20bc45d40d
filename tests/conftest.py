"""Shared fixtures: the seeds built once per session, and the corpus in ../shared/."""

from __future__ import annotations

from pathlib import Path

import pytest
from rdflib import Dataset

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT / "seeds"
QUERIES = ROOT / "queries"
SHARED = ROOT.parent / "shared"
WIKINEWS = SHARED / "corpus" / "wikinews"


def load_benchmark(name: str):  # noqa: ANN201
    """A script of benchmarks/ as a module (it is no package), registered so that its
    dataclasses can look their module up."""
    import importlib.util
    import sys

    spec = importlib.util.spec_from_file_location(name, ROOT / "benchmarks" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def seeds_build():
    from kg.pipeline import build

    return build([str(SEEDS)])


@pytest.fixture(scope="session")
def seeds_dataset(seeds_build) -> Dataset:
    dataset = Dataset(default_union=True)
    for s, p, o, g in seeds_build.quads:
        dataset.graph(g).add((s, p, o))
    return dataset


@pytest.fixture(scope="session")
def wikinews_dir() -> Path:
    if not WIKINEWS.is_dir():
        pytest.skip("../shared/corpus/wikinews not present (a user's clone has none)")
    return WIKINEWS


def wikinews_article(name: str, line: int) -> dict:
    """One article of the development range (2019: line >= 100; 2020: line >= 60)."""
    import json

    if not WIKINEWS.is_dir():
        pytest.skip("../shared/corpus/wikinews not present (a user's clone has none)")
    first_dev_line = 100 if "2019" in name else 60
    assert line >= first_dev_line, f"{name} line {line} is held out for evaluation"
    with (WIKINEWS / name).open(encoding="utf-8") as handle:
        for number, text in enumerate(handle):
            if number == line:
                return json.loads(text)
    raise IndexError(line)


def run_query(dataset: Dataset, name: str) -> list[dict]:
    text = (QUERIES / name).read_text(encoding="utf-8")
    return [
        {str(k): v for k, v in row.asdict().items()} for row in dataset.query(text)
    ]


@pytest.fixture(scope="session")
def seeds_files(seeds_build, tmp_path_factory) -> dict[str, Path]:
    """The seeds' graph written once in every format kg writes (the bytes `kg build --out` writes)."""
    from kg.write import write_quads

    folder = tmp_path_factory.mktemp("seeds-files")
    files = {}
    for suffix in ("trig", "nq", "ttl", "nt", "jsonld"):
        files[suffix] = folder / f"seeds.{suffix}"
        write_quads(seeds_build.quads, files[suffix])
    return files


def analysed(text: str, name: str = "test-article"):  # noqa: ANN201
    """The records ``kg build`` makes of one text of the tests' own (``kg.pipeline.analyse``)."""
    import hashlib

    from kg.pipeline import analyse
    from kg.records import Article

    return next(analyse([Article(text, hashlib.sha256(text.encode()).hexdigest(), name)]))


def statement_rows(records, *fields: str) -> list[tuple]:  # noqa: ANN001
    """The statements' ``fields``, in order; "speaker" is the speaker entity's label, else the
    speaker's words."""
    labels = {e.key: e.label for e in records.entities}
    return [tuple(labels.get(s.speaker, s.speaker_text) if f == "speaker" else getattr(s, f) for f in fields)
            for s in records.statements]
