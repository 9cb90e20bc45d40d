"""kg serve's query page in a real browser: Debian's Chromium driven by Playwright.

Every request goes through the test: those to the server under test are let through,
anything else is recorded, aborted and fails the test; console errors fail it too. The
endpoint's guards are checked from the browser as an attacker's page would meet them: a
host name that resolves to loopback (DNS rebinding), a form on another origin posting an
update with the browser's remembered credentials, a federated query typed into the page.

Skips when /usr/bin/chromium or playwright is missing, except with CI=true (as the report's
browser tests do).
"""

from __future__ import annotations

import http.server
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest
from serving import MINI, Server, start_server
from test_report_browser import CHROMIUM, CHROMIUM_ARGS, require_browser
from test_serve_guards import Canary

from kg.store import load_files, open_store

MINI_QUADS = 153
ARTICLE = "https://w3id.org/newskg/id/article/ac9cb081c42dfac5"


def launch(playwright, *extra: str):  # noqa: ANN001, ANN201
    return playwright.chromium.launch(executable_path=str(CHROMIUM), args=[*CHROMIUM_ARGS, *extra])


@pytest.fixture(scope="module")
def playwright():  # noqa: ANN201
    require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as running:
        yield running


@pytest.fixture(scope="module")
def browser(playwright):  # noqa: ANN001, ANN201
    chromium = launch(playwright)
    yield chromium
    chromium.close()


@pytest.fixture(scope="module")
def store_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("page") / "kg.store"
    load_files(path, [MINI])
    return path


@pytest.fixture(scope="module")
def endpoint(store_dir: Path) -> Iterator[Server]:
    server = start_server(store_dir, "--limit", "1000")
    yield server
    server.stop()


@dataclass
class Opened:
    page: object
    outside: list[str] = field(default_factory=list)  # requests for anything but the allowed origins
    errors: list[str] = field(default_factory=list)  # console errors and uncaught exceptions
    responses: list = field(default_factory=list)  # every response the page got
    response: object = None  # the answer to the first navigation

    def check_clean(self) -> None:
        assert self.outside == [], f"requests to other hosts: {self.outside}"
        assert self.errors == [], f"console errors: {self.errors}"


@contextmanager
def opened(browser, url: str, allowed: tuple[str, ...], wait_until: str = "load", **context_options) -> Iterator[Opened]:  # noqa: ANN001
    """``url`` in a fresh context where only requests to the ``allowed`` origins go out."""
    context = browser.new_context(viewport={"width": 1200, "height": 900}, service_workers="block", **context_options)
    page = context.new_page()
    result = Opened(page)

    def route(route_) -> None:  # noqa: ANN001
        if route_.request.url.startswith(tuple(origin + "/" for origin in allowed)):
            route_.continue_()
        else:
            result.outside.append(route_.request.url)
            route_.abort()

    context.route("**/*", route)
    page.on("console", lambda message: message.type == "error" and result.errors.append(message.text))
    page.on("pageerror", lambda error: result.errors.append(f"uncaught: {error}"))
    page.on("response", lambda response: result.responses.append(response))
    result.response = page.goto(url, wait_until=wait_until)
    try:
        yield result
    finally:
        context.close()


def cells(page, column: int) -> list[str]:  # noqa: ANN001
    return page.locator(f"#results tbody tr td:nth-child({column})").all_inner_texts()


def test_runs_a_competency_question_shows_rows_and_follows_a_link(browser, endpoint: Server) -> None:
    with opened(browser, endpoint.url + "/", (endpoint.url,)) as o:
        page = o.page
        assert page.locator("h1").inner_text() == "kg SPARQL endpoint"
        assert "read-only" in page.locator("#rules").inner_text()
        page.select_option("#examples", "cq03-who-said-what")
        assert "SELECT ?speaker ?article" in page.locator("#query").input_value()
        page.click("#run")
        page.wait_for_selector("#results tbody tr")
        headers = page.locator("#results thead th").all_inner_texts()
        assert headers == ["?speaker", "?article", "?cue", "?direct", "?quote", "?content"]
        assert cells(page, 1) == ["Juan Jesús Vivas", "Juan Jesús Vivas"]
        assert cells(page, 5) == ["We are facing an invasion.", "We are facing an invasion,"]
        assert page.locator("#status").inner_text().startswith("2 rows (")
        # downloads in every format, each answered by the endpoint in its own type
        links = page.locator("#downloads a")
        assert links.all_inner_texts() == ["SPARQL JSON", "SPARQL XML", "CSV", "TSV", "Turtle", "N-Triples", "JSON-LD", "RDF/XML"]
        csv_href = links.nth(2).get_attribute("href")
        download = httpx.get(endpoint.url + csv_href)
        assert download.headers["content-type"] == "text/csv; charset=utf-8"
        assert download.headers["content-disposition"] == 'attachment; filename="results.csv"'
        assert download.text.splitlines()[0] == "speaker,article,cue,direct,quote,content"
        # the article IRI is a link to what the graph says about it
        page.locator("#results a.iri", has_text="ac9cb081c42dfac5").first.click()
        page.wait_for_url(f"**/?describe=*")
        page.wait_for_selector("#results tbody tr")
        assert page.locator("#results thead th").all_inner_texts() == ["?subject", "?predicate", "?object"]
        rows = list(zip(cells(page, 1), cells(page, 2), cells(page, 3)))
        assert ("<" + ARTICLE + ">", "rdf:type", "nkg:Article") in rows
        assert any(p == "prov:wasDerivedFrom" and o == "<" + ARTICLE + ">" for _, p, o in rows)  # incoming links too
        assert "DESCRIBE" not in page.locator("#query").input_value()
        o.check_clean()


def test_a_construct_shows_triples_and_offers_graph_downloads(browser, endpoint: Server) -> None:
    with opened(browser, endpoint.url + "/", (endpoint.url,)) as o:
        page = o.page
        page.fill("#query", "CONSTRUCT WHERE { ?s a <https://w3id.org/newskg/ns#Place> }")
        page.locator("#query").press("Control+Enter")
        page.wait_for_selector("#results tbody tr")
        assert cells(page, 3) == ["nkg:Place"]
        assert page.locator("#status").inner_text().startswith("1 triple (")
        assert page.locator("#downloads a").first.inner_text() == "Turtle"
        turtle = httpx.get(endpoint.url + page.locator("#downloads a").first.get_attribute("href"))
        assert turtle.headers["content-type"] == "text/turtle; charset=utf-8"
        o.check_clean()


def test_a_syntax_error_is_shown(browser, endpoint: Server) -> None:
    with opened(browser, endpoint.url + "/", (endpoint.url,)) as o:
        o.page.fill("#query", "SELECT ?x WHERE {\n ?x ?y }")
        o.page.click("#run")
        o.page.wait_for_selector("#error:not([hidden])")
        assert "400" in o.page.locator("#error").inner_text() and "line 2, column" in o.page.locator("#error").inner_text()
        assert o.outside == []
        # the failed fetch is logged by Chromium as a console error; it is the answer we asked for
        assert all("400" in e for e in o.errors)


def test_a_federated_query_from_the_page_is_refused(browser, endpoint: Server) -> None:
    canary = Canary()
    try:
        with opened(browser, endpoint.url + "/", (endpoint.url,)) as o:
            o.page.fill("#query", f"SELECT * WHERE {{ SERVICE <{canary.url}> {{ ?x ?y ?z }} }}")
            o.page.click("#run")
            o.page.wait_for_selector("#error:not([hidden])")
            assert "federated query (SERVICE) refused" in o.page.locator("#error").inner_text()
            assert o.outside == []
        assert canary.hits == []
    finally:
        canary.close()


def test_the_page_under_another_host_name_is_refused_dns_rebinding(playwright, endpoint: Server) -> None:
    """evil.example resolves to 127.0.0.1 in this browser, as a rebinding attacker makes it."""
    port = endpoint.url.rsplit(":", 1)[1]
    rebinding = launch(playwright, "--host-resolver-rules=MAP evil.example 127.0.0.1")
    try:
        evil = f"http://evil.example:{port}"
        with opened(rebinding, evil + "/", (evil,)) as o:
            assert o.response.status == 403
            assert "DNS rebinding" in o.page.locator("body").inner_text()
            status = o.page.evaluate(f"fetch('{evil}/sparql?query=ASK%7B%7D').then(r => r.status)")
            assert status == 403
            assert o.outside == []
    finally:
        rebinding.close()


class AttackerSite:
    """Another origin on loopback whose page posts DROP ALL to the endpoint as soon as it loads."""

    def __init__(self, target: str) -> None:
        page = (f'<!doctype html><title>cute cats</title><form id="f" method="post" action="{target}/update">'
                '<input type="hidden" name="update" value="DROP ALL"></form>'
                '<script>document.getElementById("f").submit()</script>').encode()

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802
                self.send_response(200)
                self.send_header("Content-Type", "text/html")
                self.send_header("Content-Length", str(len(page)))
                self.end_headers()
                self.wfile.write(page)

            def log_message(self, *args: object) -> None:
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def test_a_cross_site_form_with_remembered_credentials_cannot_write(browser, tmp_path: Path) -> None:
    """The browser holds the token as Basic credentials for the endpoint, and answers the
    endpoint's 401 challenge with them, for the attacker's form post too: without the origin
    check the retried post carries the token and empties the store (checked by hand by
    disabling the check: the answer became 204 and the store empty)."""
    store = tmp_path / "kg.store"
    load_files(store, [MINI])
    server = start_server(store, "--writable")
    attacker = AttackerSite(server.url)
    try:
        credentials = {"username": "researcher", "password": server.token, "origin": server.url}
        with opened(browser, attacker.url + "/", (attacker.url, server.url), wait_until="commit",
                    http_credentials=credentials) as o:
            for _ in range(100):
                answers = [r.status for r in o.responses if r.url == f"{server.url}/update"]
                if answers and answers[-1] != 401:
                    break
                o.page.wait_for_timeout(100)
            assert answers == [403]
            assert o.outside == []
    finally:
        attacker.close()
        server.stop()
    assert len(open_store(store, read_only=True)) == MINI_QUADS
