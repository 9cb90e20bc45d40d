"""Issue 16, Build: one bad input or one article that trips a bug never sinks a batch.

Each test is a reproduction from the issue: the bad input beside a good article, the exit
status (0 built, 1 does not conform, 2 an error or a skip), one line on stderr naming the
file (and line) and the reason, no traceback, and the good article in the graph.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

import pyoxigraph as ox
import pytest

from conftest import SEEDS
from kg.cli import main

NKG = "https://w3id.org/newskg/ns#"
GOOD_SEED = SEEDS / "002_27f613a8daa9a422.txt"
# Written for these tests: a short report with accented names, a quote and a number.
ACCENTED = ("Juan Jesús Vivas, the head of the regional government, said on Tuesday that 300 people "
            "had reached the port of Cádiz. \"We are ready,\" Vivas told reporters in Almería.\n")


def texts(out: Path) -> list[str]:
    """The nkg:text of every article in an N-Quads or TriG output."""
    return sorted(q.object.value for q in ox.parse(path=str(out)) if q.predicate.value == NKG + "text")


def good_text() -> str:
    return GOOD_SEED.read_text(encoding="utf-8")


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """An input folder holding one good article."""
    path = tmp_path / "in"
    path.mkdir()
    shutil.copy(GOOD_SEED, path / "good.txt")
    return path


def build(paths: list[Path], out: Path, capsys, *extra: str) -> tuple[int, str]:  # noqa: ANN001
    status = main(["build", *map(str, paths), "--out", str(out), "-q", *extra])
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return status, err


def test_json_nested_1100_deep_is_skipped_and_the_rest_built(folder, tmp_path, capsys):
    (folder / "nested.json").write_text("[" * 1100 + "]" * 1100)
    status, err = build([folder], tmp_path / "g.nq", capsys)
    assert status == 2
    assert f"kg: skipped: {folder / 'nested.json'}: JSON nested too deeply to read" in err
    assert texts(tmp_path / "g.nq") == [good_text()]


def test_a_lone_surrogate_escape_becomes_u_fffd_with_a_note(folder, tmp_path, capsys):
    (folder / "a.jsonl").write_text('{"text": "The mayor of Ceuta said \\ud800 that 40 boats arrived.", '
                                    '"title": "Boats \\udfff"}\n', encoding="ascii")
    status, err = build([folder], tmp_path / "g.nq", capsys)
    assert status == 0
    assert (f"kg: note: {folder / 'a.jsonl'}:1: 'text' holds 1 lone surrogate escape (not Unicode characters), "
            "replaced by U+FFFD at character 24") in err
    assert f"kg: note: {folder / 'a.jsonl'}:1: 'title' holds 1 lone surrogate escape" in err
    assert "The mayor of Ceuta said \ufffd that 40 boats arrived." in texts(tmp_path / "g.nq")


def test_an_integer_of_5000_digits_is_skipped(folder, tmp_path, capsys):
    (folder / "a.jsonl").write_text('{"text": "Forty boats arrived.", "count": ' + "9" * 5000 + "}\n")
    status, err = build([folder], tmp_path / "g.nq", capsys)
    assert status == 2 and f"kg: skipped: {folder / 'a.jsonl'}:1: JSON that cannot be read" in err


def test_utf8_with_one_stray_byte_keeps_every_accent(folder, tmp_path, capsys):
    data = ACCENTED.encode("utf-8")
    at = data.index(b" the head")
    (folder / "stray.txt").write_bytes(data[:at] + b"\xff" + data[at:])
    status, err = build([folder], tmp_path / "g.nq", capsys)
    assert status == 0
    assert (f"kg: note: {folder / 'stray.txt'}: not valid UTF-8: 1 byte replaced by U+FFFD, at byte offset "
            f"{at} (0xff); the rest was read as UTF-8") in err
    expected = ACCENTED.replace(", the head", ",\ufffd the head")
    assert expected in texts(tmp_path / "g.nq")


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be", "utf-32-le", "utf-32-be"])
def test_utf16_and_utf32_with_a_byte_order_mark_are_text(folder, tmp_path, capsys, encoding):
    mark = "\ufeff".encode(encoding)
    (folder / "wide.txt").write_bytes(mark + ACCENTED.encode(encoding))
    record = json.dumps({"text": ACCENTED.replace("300", "400"), "title": "Cádiz"}, ensure_ascii=False)
    (folder / "wide.jsonl").write_bytes(mark + (record + "\n").encode(encoding))
    status, err = build([folder], tmp_path / "g.nq", capsys)
    assert status == 0, err
    assert texts(tmp_path / "g.nq") == sorted([good_text(), ACCENTED, ACCENTED.replace("300", "400")])


def test_an_article_that_trips_a_bug_is_skipped_alone(folder, tmp_path, capsys, monkeypatch):
    """Any exception while one article is analysed skips that article (file and line) only.

    The fault is injected, as no real input is known to trip one once the entity fix is in."""
    from kg import pipeline

    real = pipeline.extract_entities

    def tripping(doc, furniture):  # noqa: ANN001, ANN202
        if "Quillfeather" in doc.text:
            raise ValueError("injected fault")
        return real(doc, furniture)

    monkeypatch.setattr(pipeline, "extract_entities", tripping)
    lines = [{"text": "Officials in Lisbon said on Monday that 40 boats had arrived."},
             {"text": "Mayor Anna Quillfeather said 12 families were moved."},
             {"text": "The Red Cross said 300 people were given shelter in Porto."}]
    (folder / "batch.jsonl").write_text("".join(json.dumps(r) + "\n" for r in lines))
    for jobs in ("1", "2"):
        out = tmp_path / f"g{jobs}.nq"
        status, err = build([folder], out, capsys, "--jobs", jobs)
        assert status == 2
        assert (f"kg: skipped: {folder / 'batch.jsonl'}:2: could not be analysed: internal error in "
                "test_build_bad_input.py") not in err  # kg's own frame is named, not the test's
        assert f"kg: skipped: {folder / 'batch.jsonl'}:2: could not be analysed: internal error" in err
        assert "ValueError: injected fault" in err
        assert texts(out) == sorted([good_text(), lines[0]["text"], lines[2]["text"]])


def test_the_sentence_that_crashed_the_entity_step_does_not_sink_the_batch(folder, tmp_path, capsys):
    """A CoNLL-2003 sentence (issue 16): whether kg builds it or skips it, the rest is built."""
    (folder / "conll.txt").write_text("Skinheads attack Bratislava Rabbi - police .\n")
    status, err = build([folder], tmp_path / "g.nq", capsys)
    assert status in (0, 2)
    assert good_text() in texts(tmp_path / "g.nq")
    if status == 2:
        assert f"kg: skipped: {folder / 'conll.txt'}: could not be analysed" in err


def test_an_article_whose_graph_breaks_the_shapes_is_skipped_with_the_report(folder, tmp_path, capsys, monkeypatch):
    from rdflib import URIRef

    from kg import pipeline

    real = pipeline.article_output

    def without_confidence(records, config, run, run_info):  # noqa: ANN001, ANN202
        output = real(records, config, run, run_info)
        if "Quillfeather" in records.article.text:
            output.quads = [q for q in output.quads if q[1] != URIRef(NKG + "confidence")]
        return output

    monkeypatch.setattr(pipeline, "article_output", without_confidence)
    (folder / "odd.txt").write_text("Mayor Anna Quillfeather said on Monday that 12 families were moved.\n")
    status, err = build([folder], tmp_path / "g.nq", capsys)
    assert status == 2
    assert f"kg: skipped: {folder / 'odd.txt'}: its graph does not conform to the shapes (" in err
    assert "    Constraint Violation" in err and "nkg:confidence" in err
    assert texts(tmp_path / "g.nq") == [good_text()]


def test_an_unforeseen_error_is_one_line_and_exit_2(folder, tmp_path, capsys, monkeypatch):
    def broken(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        raise KeyError("injected")

    monkeypatch.setattr("kg.pipeline.shared_graphs", broken)
    status, err = build([folder], tmp_path / "g.nq", capsys)
    assert status == 2
    assert "kg: build: internal error" in err and "KeyError: 'injected'" in err
    assert not (tmp_path / "g.nq").exists()


def test_a_file_name_with_a_newline_cannot_forge_a_line(folder, tmp_path, capsys):
    (folder / "x.txt\nkg: note: all good.txt").write_bytes(b"")
    status, err = build([folder], tmp_path / "g.nq", capsys)
    assert status == 2
    assert f"kg: skipped: {folder}/x.txt\\nkg: note: all good.txt: empty: no text to analyse\n" in err
    assert not any(line.startswith("kg: note: all good") for line in err.splitlines())


def test_symbolic_links_to_folders_are_followed_and_loops_named(folder, tmp_path, capsys):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "other.txt").write_text(ACCENTED)
    (folder / "linked").symlink_to(outside)
    (folder / "sub").mkdir()
    (folder / "sub" / "back").symlink_to(folder)
    (folder / "gone.txt").symlink_to(tmp_path / "nowhere.txt")
    status, err = build([folder], tmp_path / "g.nq", capsys)
    assert status == 2
    assert texts(tmp_path / "g.nq") == sorted([good_text(), ACCENTED])
    assert f"kg: note: {folder / 'sub' / 'back'}: symbolic link loop back to {folder}: not followed" in err
    assert f"kg: skipped: {folder / 'gone.txt'}: broken symbolic link" in err


def test_a_duplicate_says_which_record_was_kept(folder, tmp_path, capsys):
    record = {"text": ACCENTED, "title": "First title", "url": "https://example.org/first"}
    copy = {**record, "title": "Second title", "publisher": "Other outlet"}
    (folder / "dup.jsonl").write_text(json.dumps(record) + "\n" + json.dumps(copy) + "\n")
    status, err = build([folder], tmp_path / "g.nq", capsys)
    assert status == 0
    assert (f"kg: note: {folder / 'dup.jsonl'}:2: same text as {folder / 'dup.jsonl'}:1: built once, as that record "
            "(the first), with its metadata; this record's title 'Second title', publisher 'Other outlet' not kept") in err


def test_html_without_lxml_html_clean_is_skipped_with_the_package_named(folder, tmp_path, capsys, monkeypatch):
    (folder / "page.html").write_text("<html><body><article><p>" + ACCENTED + "</p></article></body></html>")
    monkeypatch.setitem(sys.modules, "lxml_html_clean", None)  # what `pip install .` once left out
    status, err = build([folder], tmp_path / "g.nq", capsys)
    assert status == 2
    assert f"kg: skipped: {folder / 'page.html'}: cannot read HTML: the Python package 'lxml_html_clean' is missing" in err
    assert texts(tmp_path / "g.nq") == [good_text()]


@pytest.mark.skipif(sys.platform != "linux", reason="a file name that is not UTF-8 is a Linux test")
def test_a_file_name_that_is_not_utf8_is_named(folder, tmp_path, capsys):
    name = os.fsdecode(b"caf\xe9.txt")
    (folder / name).write_text(ACCENTED)
    status, err = build([folder], tmp_path / "g.nq", capsys)
    assert status == 0, err
    assert texts(tmp_path / "g.nq") == sorted([good_text(), ACCENTED])
