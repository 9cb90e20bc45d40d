"""The Python API (``import kg``) and the choice of model."""

from __future__ import annotations

import pytest

import kg
from conftest import SEEDS

ONE_SEED = SEEDS / "002_27f613a8daa9a422.txt"


@pytest.fixture(scope="module")
def built():
    return kg.build([SEEDS])


def test_build_returns_records_and_a_dataset(built):
    assert [r.article.source.rsplit("/", 1)[-1] for r in built.records] == sorted(p.name for p in SEEDS.glob("*.txt"))
    assert sum(len(r.statements) for r in built.records) == 43  # the 41 gold statements and two of learned cues ("Video showed …",
    # "Video footage showed …"; "declare a national emergency on grounds …", no speaker, is no longer read since attribution26)
    assert len(built.dataset) == len(built.quads)
    assert built.skipped == []


def test_table_and_write_give_what_the_command_gives(built, tmp_path):
    from kg.cli import main

    statements = built.table("statements")
    assert "Zakaria Zarroqui" in set(statements.speaker.dropna())
    built.write(tmp_path / "api.trig")
    assert main(["build", str(SEEDS), "--out", str(tmp_path / "cli.trig"), "-q"]) == 0
    assert (tmp_path / "api.trig").read_bytes() == (tmp_path / "cli.trig").read_bytes()
    assert kg.table(tmp_path / "api.trig", "numbers").equals(built.table("numbers"))


def test_errors_are_kg_errors(tmp_path):
    with pytest.raises(kg.NoArticlesError):
        kg.build([tmp_path])
    with pytest.raises(kg.InputError, match="no such table"):
        kg.table(tmp_path / "x.trig", "people")


def test_the_public_names_are_documented():
    for name in kg.__all__:
        thing = getattr(kg, name)
        if callable(thing):
            assert thing.__doc__, name


def test_a_model_given_by_its_folder_is_used_and_recorded(tmp_path):
    """--model takes a pipeline's folder (or name): the installed small model's folder here,
    as no other English pipeline is installed on the test machine."""
    import spacy.util
    from rdflib import Literal

    from kg.nlp import model_description, model_package
    from kg.vocab import NKG

    package = spacy.util.get_package_path(model_package())
    folder = next(p for p in package.iterdir() if p.is_dir() and (p / "config.cfg").is_file())
    built = kg.build([ONE_SEED], model=str(folder))
    # the folder's pipeline is the installed one, so its name is the default's (en_core_web_sm…)
    assert set(built.dataset.objects(None, NKG.model)) == {Literal(model_description()[0])}
    assert model_description()[0].startswith("en_core_web_sm")
    assert sum(len(r.statements) for r in built.records) > 0


def test_a_missing_model_is_a_clear_error(tmp_path, capsys):
    from kg.cli import main

    assert main(["build", str(ONE_SEED), "--model", "en_core_web_xx", "--out", str(tmp_path / "g.trig"), "-q"]) == 2
    err = capsys.readouterr().err
    assert "no spaCy pipeline 'en_core_web_xx' is installed" in err
    assert not (tmp_path / "g.trig").exists()


def test_a_pipeline_without_a_parser_is_refused(tmp_path):
    import spacy

    blank = tmp_path / "blank_en"
    spacy.blank("en").to_disk(blank)
    with pytest.raises(kg.ModelMissingError, match="lacks the dependency parse, named entities"):
        kg.build([ONE_SEED], model=str(blank))
