"""Inputs a researcher has: page URLs and RSS/Atom feeds (served here by a local HTTP
server), CSV files with a text column, and folders holding files kg does not read."""

from __future__ import annotations

import http.server
import threading

import pytest

from conftest import SEEDS
from kg.ingest import Notice, Skipped
from kg.ingest_csv import CsvColumns
from kg.inputs import InputOptions, read_inputs
from kg.records import Article

SEED = (SEEDS / "002_27f613a8daa9a422.txt").read_text(encoding="utf-8")
PARAGRAPHS = "".join(f"<p>{p}</p>\n" for p in SEED.split("\n\n") if p.strip())
PAGE = f"""<!DOCTYPE html><html><head><title>Migrants cross into Ceuta</title>
<meta property="og:site_name" content="Example News"></head>
<body><nav><a href="/">Home</a></nav><article><h1>Migrants cross into Ceuta</h1>
{PARAGRAPHS}</article><footer>Copyright</footer></body></html>"""
RSS = """<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Example News</title><link>{base}/</link><description>news</description>
<item><title>Migrants cross into Ceuta</title><link>{base}/story.html</link>
<pubDate>Thu, 20 May 2021 10:00:00 GMT</pubDate></item>
<item><title>A story that is gone</title><link>{base}/gone.html</link></item>
</channel></rss>"""
ATOM = """<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom News</title><id>urn:x</id><updated>2021-05-21T00:00:00Z</updated>
<entry><title>Full text in the feed</title><id>urn:e1</id><link href="{base}/e1"/><updated>2021-05-21T08:30:00Z</updated>
<content type="html">&lt;p&gt;Spain's interior ministry said 6,000 people had been returned to Morocco.&lt;/p&gt;</content></entry>
</feed>"""


@pytest.fixture(scope="module")
def site():
    """A local HTTP server: a page, an RSS feed whose second link is dead, an Atom feed."""
    pages: dict[str, tuple[str, str]] = {}

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802
            if self.path not in pages:
                self.send_error(404)
                return
            body, kind = pages[self.path]
            data = body.encode("utf-8")
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args):  # quiet
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    pages.update({
        "/story.html": (PAGE, "text/html; charset=utf-8"),
        "/feed.xml": (RSS.format(base=base), "application/rss+xml"),
        "/atom": (ATOM.format(base=base), "application/atom+xml"),
    })
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield base
    server.shutdown()


LOCAL = InputOptions(allow_private=True)  # the test's server is on loopback


def articles(items):
    return [i for i in items if isinstance(i, Article)]


def test_a_page_url_is_fetched_and_its_main_text_read(site):
    items = list(read_inputs([f"{site}/story.html"], LOCAL))
    [article] = articles(items)
    assert article.title == "Migrants cross into Ceuta"
    assert article.publisher == "Example News"
    assert article.url == f"{site}/story.html"
    assert [p for p in SEED.split("\n") if p.strip()][-1] in article.text
    assert "Copyright" not in article.text and "Home" not in article.text


def test_an_rss_feed_url_gives_one_article_per_entry_and_a_dead_link_is_skipped(site):
    items = list(read_inputs([f"{site}/feed.xml"], LOCAL))
    [article] = articles(items)
    assert (article.title, article.publisher, article.published) == (
        "Migrants cross into Ceuta", "Example News", "2021-05-20T10:00:00+00:00")
    assert article.url == f"{site}/story.html"
    [skipped] = [i for i in items if isinstance(i, Skipped)]
    assert skipped.source == f"{site}/gone.html" and skipped.reason == "cannot fetch: HTTP 404"


def test_an_atom_feed_file_with_full_content_needs_no_fetch(tmp_path, site):
    feed = tmp_path / "news.atom"
    feed.write_text(ATOM.format(base="http://127.0.0.1:9"), encoding="utf-8")  # the links lead nowhere
    [article] = articles(read_inputs([str(feed)]))
    assert article.text == "Spain's interior ministry said 6,000 people had been returned to Morocco."
    assert (article.title, article.publisher, article.published) == (
        "Full text in the feed", "Atom News", "2021-05-21T08:30:00+00:00")


def test_an_unreachable_url_is_skipped_with_the_reason():
    [skipped] = list(read_inputs(["http://127.0.0.1:9/nothing"], LOCAL))
    assert isinstance(skipped, Skipped) and skipped.reason.startswith("cannot fetch: no answer")


def test_a_private_address_is_refused_unless_allowed(site):
    [skipped] = list(read_inputs([f"{site}/story.html"]))
    assert skipped.reason == "cannot fetch: not a public address (use --allow-private-urls to fetch it)"


def test_a_csv_with_a_text_column_and_renamed_metadata(tmp_path):
    table = tmp_path / "articles.csv"
    table.write_text('id,headline,body,date\n1,First,"Mr Vivas said the border was closed.",2021-05-20\n'
                     '2,Second,,2021-05-21\n3,Third,"The ministry said 6,000 returned.",yesterday\n', encoding="utf-8")
    options = InputOptions(csv=CsvColumns.parse("body", ["title=headline", "published=date"]))
    items = list(read_inputs([str(table)], options))
    [article] = articles(items)
    assert (article.text, article.title, article.published) == ("Mr Vivas said the border was closed.", "First", "2021-05-20")
    assert article.source == f"{table}:2"
    assert sorted((s.source.rsplit(":", 1)[-1], s.reason.split(":")[0]) for s in items if isinstance(s, Skipped)) == [
        ("3", "empty"), ("4", "malformed metadata")]


def test_a_csv_without_the_text_column_says_which_columns_it_has(tmp_path):
    table = tmp_path / "a.csv"
    table.write_text("headline,body\nx,y\n", encoding="utf-8")
    [skipped] = list(read_inputs([str(table)]))
    assert skipped.reason == "no column 'text' (columns: headline, body); name the text column with --text-column"


def test_a_csv_with_old_mac_line_ends_is_read_not_an_internal_error(tmp_path):
    # found by test_fuzz (b"\r\x01" as a .csv): the csv module must read line ends itself
    table = tmp_path / "a.csv"
    table.write_bytes(b"text\rThe mayor spoke first.\rThe council voted later.\r")
    assert [a.text for a in articles(list(read_inputs([str(table)])))] == ["The mayor spoke first.", "The council voted later."]


def test_a_bad_column_rename_is_an_error():
    from kg.errors import InputError

    with pytest.raises(InputError, match="FIELD=NAME"):
        CsvColumns.parse(None, ["headline"])


def test_an_unsupported_file_in_a_folder_gets_a_note(tmp_path):
    (tmp_path / "story.txt").write_text(SEED, encoding="utf-8")
    (tmp_path / "scan.pdf").write_bytes(b"%PDF-1.4")
    (tmp_path / ".DS_Store").write_bytes(b"\x00")
    items = list(read_inputs([str(tmp_path)]))
    assert [type(i).__name__ for i in items] == ["Notice", "Article"]
    assert items[0] == Notice(str(tmp_path / "scan.pdf"), "skipped: .pdf is not a supported input")


def test_kg_build_takes_a_feed_url_and_a_csv(tmp_path, site, capsys):
    from rdflib import Dataset
    from rdflib.namespace import DCTERMS

    from kg.cli import main

    table = tmp_path / "a.csv"
    table.write_text('body\n"Spain\'s interior ministry said 6,000 people had been returned to Morocco."\n', encoding="utf-8")
    out = tmp_path / "web.trig"
    assert main(["build", f"{site}/feed.xml", str(table), "--text-column", "body", "--allow-private-urls", "--out", str(out), "-q"]) == 2
    assert f"kg: skipped: {site}/gone.html: cannot fetch: HTTP 404" in capsys.readouterr().err
    dataset = Dataset(default_union=True)
    dataset.parse(out, format="trig")
    titles = {str(o) for o in dataset.objects(None, DCTERMS.title)}
    assert titles == {"Migrants cross into Ceuta"}
    assert len([g for g in dataset.graphs() if "/article/" in str(g.identifier) and len(g)]) == 2
