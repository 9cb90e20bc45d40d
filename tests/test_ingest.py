"""Bad input gets one clear line naming the file and the reason; everything else is built."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from kg.ingest import MAX_ARTICLE_BYTES, Notice, Skipped, read_inputs
from kg.records import Article

GOOD = "Officials in Lisbon said on Monday that 40 boats had arrived.\n"


def items(*paths):
    return list(read_inputs([str(p) for p in paths]))


def only(kind, found):
    return [i for i in found if isinstance(i, kind)]


def test_a_text_file(tmp_path):
    (tmp_path / "a.txt").write_text(GOOD, encoding="utf-8")
    (article,) = items(tmp_path / "a.txt")
    assert isinstance(article, Article) and article.text == GOOD and len(article.sha256) == 64


def test_folders_are_walked_recursively_in_sorted_order(tmp_path):
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "z.md").write_text("Second " + GOOD)
    (tmp_path / "a.txt").write_text(GOOD)
    (tmp_path / "notes.csv").write_text("ignored,file")
    found = items(tmp_path)
    assert [Path(a.source).name for a in found if not isinstance(a, Notice)] == ["a.txt", "z.md"]
    # a file kg.ingest does not read gets a note (kg.inputs reads CSV; see test_inputs_web_csv.py)
    assert [a for a in found if isinstance(a, Notice)] == [Notice(str(tmp_path / "notes.csv"), "skipped: .csv is not a supported input")]


def test_json_lines_with_metadata(tmp_path):
    path = tmp_path / "a.jsonl"
    path.write_text(json.dumps({"text": GOOD, "title": "Boats", "url": "https://example.org/a", "published": "2020-05-01", "publisher": "X"}) + "\n")
    (article,) = items(path)
    assert (article.title, article.url, article.published, article.publisher) == ("Boats", "https://example.org/a", "2020-05-01", "X")


def test_a_json_file_with_a_list(tmp_path):
    path = tmp_path / "a.json"
    path.write_text(json.dumps([{"text": GOOD}, {"text": "Another " + GOOD}]))
    assert len(only(Article, items(path))) == 2


def test_html_main_text_is_extracted(tmp_path):
    page = f"""<html><head><title>Boats arrive</title></head><body>
    <nav><a href="/">Home</a> <a href="/news">News</a></nav>
    <article><h1>Boats arrive</h1><p>{GOOD * 3}</p><p>Port officials counted them one by one during the night.</p></article>
    <footer>Copyright 2026 Example News. All rights reserved.</footer></body></html>"""
    path = tmp_path / "a.html"
    path.write_text(page)
    (article,) = only(Article, items(path))
    assert "40 boats had arrived" in article.text
    assert "Home" not in article.text and "All rights reserved" not in article.text


@pytest.mark.parametrize(
    ("name", "content", "reason"),
    [
        ("empty.txt", b"", "empty"),
        ("blank.txt", b"  \n\n ", "empty"),
        ("binary.txt", bytes(range(256)) * 4, "binary"),
        ("empty.jsonl", b"", "empty"),
        ("blank.jsonl", b"\n  \n", "empty"),
        ("none.json", b"[]", "empty"),
    ],
    ids=["empty", "whitespace-only", "binary", "empty-json-lines", "blank-json-lines", "empty-json-array"],
)
def test_unreadable_content_is_skipped_with_its_reason(tmp_path, name, content, reason):
    (tmp_path / name).write_bytes(content)
    (tmp_path / "good.txt").write_text(GOOD)
    found = items(tmp_path)
    (skipped,) = only(Skipped, found)
    assert skipped.source.endswith(name) and reason in skipped.reason
    assert len(only(Article, found)) == 1


def test_a_latin1_file_is_read_and_the_encoding_named(tmp_path):
    path = tmp_path / "latin.txt"
    path.write_bytes("El ministro de Interior, José Pérez, dijo que la situación es grave en Cádiz y Almería.\n".encode("latin-1"))
    found = items(path)
    (notice,) = only(Notice, found)
    (article,) = only(Article, found)
    assert "not UTF-8" in notice.message and notice.source == str(path)
    assert "José Pérez" in article.text


def test_a_huge_file_is_skipped(tmp_path):
    path = tmp_path / "huge.txt"
    with path.open("wb") as handle:
        handle.truncate(50 * 1024 * 1024)  # 50 MB, sparse
    (tmp_path / "good.txt").write_text(GOOD)
    found = items(tmp_path)
    (skipped,) = only(Skipped, found)
    assert "too large" in skipped.reason and f"{MAX_ARTICLE_BYTES:,}" in skipped.reason
    assert len(only(Article, found)) == 1


def test_a_malformed_json_line_is_skipped_and_the_rest_read(tmp_path):
    path = tmp_path / "a.jsonl"
    path.write_text(json.dumps({"text": GOOD}) + "\n{not json\n" + json.dumps({"text": "More " + GOOD}) + "\n")
    found = items(path)
    (skipped,) = only(Skipped, found)
    assert skipped.source == f"{path}:2" and "malformed JSON" in skipped.reason
    assert len(only(Article, found)) == 2


@pytest.mark.parametrize(
    ("record", "reason"),
    [
        ({"title": "no text"}, "no 'text'"),
        ({"text": GOOD, "published": "yesterday"}, "not an ISO 8601 date"),
        ({"text": GOOD, "title": 7}, "'title' must be a string"),
        (["a", "list"], "expected a JSON object"),
    ],
    ids=["no-text", "bad-date", "title-not-string", "not-an-object"],
)
def test_malformed_metadata(tmp_path, record, reason):
    path = tmp_path / "a.jsonl"
    path.write_text(json.dumps(record) + "\n")
    (skipped,) = items(path)
    assert isinstance(skipped, Skipped) and reason in skipped.reason and skipped.source == f"{path}:1"


def test_a_missing_path(tmp_path):
    (skipped,) = items(tmp_path / "nope.txt")
    assert isinstance(skipped, Skipped) and "no such file" in skipped.reason


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads every file; permissions cannot make one unreadable")
def test_an_unreadable_file(tmp_path):
    path = tmp_path / "secret.txt"
    path.write_text(GOOD)
    path.chmod(0)
    (skipped,) = items(path)
    assert "cannot read" in skipped.reason


def test_a_file_that_cannot_be_opened(tmp_path):
    # a folder named like an article: it cannot be read as one (works as root too)
    weird = tmp_path / "folder.txt"
    weird.mkdir()
    (weird / "inner.txt").write_text(GOOD)
    found = items(tmp_path / "folder.txt" / "inner.txt", tmp_path / "fifo.txt")
    assert len(only(Article, found)) == 1
    assert only(Skipped, found)[0].source.endswith("fifo.txt")


def test_crlf_newlines_and_byte_order_mark_are_normalised(tmp_path):
    path = tmp_path / "a.txt"
    path.write_bytes(b"\xef\xbb\xbfLine one.\r\nLine two.\r\n")
    (article,) = items(path)
    assert article.text == "Line one.\nLine two.\n"
