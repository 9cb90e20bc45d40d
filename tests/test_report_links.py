"""Issue 16, Report: only http and https URLs of an article become links."""

from __future__ import annotations

import json

import pytest

from kg.cli import main
from kg.report.model import safe_link

TEXT = "Officials in Lisbon said on Monday that {} boats had arrived at the port."


@pytest.mark.parametrize(("url", "link"), [
    ("https://example.org/a", "https://example.org/a"),
    ("http://example.org/a?b=1", "http://example.org/a?b=1"),
    ("  HTTPS://example.org/a ", "HTTPS://example.org/a"),
    ("javascript:alert(1)", None),
    ("JavaScript:alert(document.cookie)", None),
    (" javascript:alert(1)", None),
    ("data:text/html,<script>alert(1)</script>", None),
    ("vbscript:msgbox(1)", None),
    ("file:///etc/passwd", None),
    ("http:no-host", None),
    ("//example.org/a", None),
    ("", None),
], ids=["https", "http", "upper-case", "javascript", "javascript-mixed-case", "javascript-leading-space",
        "data", "vbscript", "file", "http-without-host", "scheme-relative", "empty"])
def test_safe_link(url, link):
    assert safe_link(url) == link


def test_a_javascript_url_in_metadata_is_not_a_link(tmp_path, capsys):
    records = [{"text": TEXT.format(40), "title": "Bad", "url": "javascript:alert(1)"},
               {"text": TEXT.format(50), "title": "Good", "url": "https://example.org/good"}]
    source = tmp_path / "a.jsonl"
    source.write_text("".join(json.dumps(r) + "\n" for r in records))
    graph, page = tmp_path / "g.trig", tmp_path / "page.html"
    assert main(["build", str(source), "--out", str(graph), "-q"]) == 0
    assert main(["report", str(graph), "--out", str(page), "-q", "--no-validate"]) == 0
    html = page.read_text(encoding="utf-8")
    assert "javascript:" not in html.lower()
    assert '<a href="https://example.org/good" rel="noreferrer noopener">original page</a>' in html
    assert html.count(">original page</a>") == 1
