"""kg report in a real browser: Debian's Chromium driven by Playwright, fully offline.

Every page is opened with all requests routed through the test: the file itself is let
through, anything else is recorded, aborted and fails the test. Console errors (a script
error, a resource the Content-Security-Policy blocked) fail it too.

Skips when /usr/bin/chromium or playwright is missing, except with CI=true, where it fails:
CI runs .ci/browser.sh first, so a missing browser there is a broken setup, not a choice.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from kg.report import write_report

ROOT = Path(__file__).resolve().parents[1]
MINI = ROOT / "tests" / "data" / "report-mini.trig"
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = Path("/usr/bin/chromium")
# Root needs --no-sandbox; the rest keep Chromium from calling home on a closed network.
CHROMIUM_ARGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run", "--disable-gpu"]
CROSSING = "people crossing into Ceuta"
PHONE = {"width": 375, "height": 800}


def unavailable() -> str | None:
    if not CHROMIUM.exists():
        return f"{CHROMIUM} is missing (Debian package chromium; .ci/browser.sh installs it)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "playwright is not installed (it is in the test extra: pip install -e '.[test]')"
    return None


def require_browser() -> None:
    """Skip where Chromium or Playwright is missing; in CI, where they must be, fail."""
    reason = unavailable()
    if reason:
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI=true, and the browser tests cannot run: {reason}")
        pytest.skip(reason)


@pytest.fixture(scope="module")
def browser():
    require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture(scope="module")
def reports(seeds_build, tmp_path_factory) -> dict[str, Path]:
    from kg.write import write_quads

    folder = tmp_path_factory.mktemp("reports")
    write_quads(seeds_build.quads, folder / "seeds.trig")
    pages = {"seeds": folder / "seeds.html", "mini": folder / "mini.html"}
    write_report(folder / "seeds.trig", pages["seeds"])
    write_report(MINI, pages["mini"])
    return pages


@dataclass
class Opened:
    page: object
    url: str
    outside: list[str] = field(default_factory=list)  # requests for anything but the page itself
    errors: list[str] = field(default_factory=list)  # console errors and uncaught exceptions

    def check_clean(self) -> None:
        assert self.outside == [], f"requests to other hosts or files: {self.outside}"
        assert self.errors == [], f"console errors: {self.errors}"


@contextmanager
def opened(browser, path: Path, fragment: str = "", viewport: dict | None = None, script: bool = True) -> Iterator[Opened]:
    context = browser.new_context(viewport=viewport or {"width": 1100, "height": 900}, service_workers="block",
                                  java_script_enabled=script)
    url = path.resolve().as_uri()
    page = context.new_page()
    result = Opened(page, url)

    def route(route_) -> None:  # noqa: ANN001
        if route_.request.url.split("#", 1)[0] == url:
            route_.continue_()
        else:
            result.outside.append(route_.request.url)
            route_.abort()

    context.route("**/*", route)
    page.on("console", lambda message: message.type == "error" and result.errors.append(message.text))
    page.on("pageerror", lambda error: result.errors.append(f"uncaught: {error}"))
    page.goto(url + fragment)
    page.wait_for_load_state("load")
    try:
        yield result
    finally:
        context.close()


def measure(page, label: str):
    return page.locator("section.measure").filter(has=page.locator("h3", has_text=re.compile(f"^{re.escape(label)}$")))


def in_viewport(page, locator) -> bool:
    box = locator.bounding_box()
    size = page.viewport_size
    return box is not None and box["y"] >= 0 and box["y"] + min(box["height"], 40) <= size["height"]


# --------------------------------------------------------------------------- opening


@pytest.mark.parametrize("name", ["seeds", "mini"])
def test_report_opens_with_no_console_error_and_no_outside_request(browser, reports, name):
    with opened(browser, reports[name]) as o:
        assert o.page.locator("h1").inner_text() == "Knowledge graph report"
        # the script ran: the search box it reveals is visible
        assert o.page.locator("#entity_search").is_visible()
        o.page.click("a[href='#numbers']")
        o.page.click("a[href='#evidence']")
        o.check_clean()


def test_screenshots_are_saved_as_test_artefacts(browser, reports):
    ARTIFACTS.mkdir(exist_ok=True)
    for name, path in reports.items():
        with opened(browser, path) as o:
            o.page.screenshot(path=str(ARTIFACTS / f"report-{name}.png"), full_page=True)
            o.check_clean()
        with opened(browser, path, viewport=PHONE) as o:
            o.page.screenshot(path=str(ARTIFACTS / f"report-{name}-phone.png"), full_page=True)


# --------------------------------------------------------------------------- the conflict chart


def test_conflict_chart_shows_the_three_crossing_values_side_by_side(browser, reports):
    with opened(browser, reports["mini"], "#numbers") as o:
        chart = measure(o.page, CROSSING).locator("svg.chart")
        marks = chart.locator("a.claim-mark")
        assert marks.count() == 3
        labels = [marks.nth(i).locator("text.row-label").text_content() for i in range(3)]
        assert labels == ["TVE 2,000–3,000 ⚠ conflicts", "Interior Ministry ≈ 50,000 ⚠ conflicts",
                          "no source named ≈ 60,000 ⚠ conflicts"]
        chart_box = chart.bounding_box()
        bar = marks.nth(0).locator("line.bar").bounding_box()
        ministry = marks.nth(1).locator("circle.dot").bounding_box()
        estimate = marks.nth(2).locator("circle.dot").bounding_box()
        # drawn where a log axis puts them, left to right, all inside the chart
        assert chart_box["x"] < bar["x"] < bar["x"] + bar["width"] < ministry["x"] < estimate["x"]
        assert estimate["x"] + estimate["width"] < chart_box["x"] + chart_box["width"]
        assert chart.locator("rect.conflict-band").is_visible()
        assert chart.locator("text.gap-label").text_content() == "×20 apart"
        o.check_clean()


def test_seeds_conflict_chart_shows_the_three_ceuta_values(browser, reports):
    with opened(browser, reports["seeds"], "#numbers") as o:
        chart = measure(o.page, "people crossing into Ceuta").locator("svg.chart")
        x = {}
        for label, shape in (("RTVE 2,000–3,000", "line.bar"), ("Spain's interior ministry ≈ 50,000", "circle.dot"),
                             ("Spain ≈ 60,000", "circle.dot")):
            mark = chart.locator("a.claim-mark", has=o.page.locator("text.row-label", has_text=re.compile(f"^{re.escape(label)}")))
            assert mark.count() == 1 and mark.is_visible()
            x[label] = mark.locator(shape).bounding_box()["x"]
        assert x["RTVE 2,000–3,000"] < x["Spain's interior ministry ≈ 50,000"] < x["Spain ≈ 60,000"]
        assert chart.locator("rect.conflict-band").is_visible()
        o.check_clean()
        # the README's picture (docs/report.png is this file from a run): the chart with its heading
        section = measure(o.page, "people crossing into Ceuta")
        section.scroll_into_view_if_needed()
        top, figure = section.bounding_box(), section.locator("figure").bounding_box()
        ARTIFACTS.mkdir(exist_ok=True)
        o.page.screenshot(path=str(ARTIFACTS / "report.png"), clip={
            "x": top["x"] - 8, "y": top["y"] - 8, "width": top["width"] + 16,
            "height": figure["y"] + figure["height"] - top["y"] + 16})


def test_hovering_or_focusing_a_value_shows_its_article_and_sentence(browser, reports):
    with opened(browser, reports["mini"], "#numbers") as o:
        section = measure(o.page, CROSSING)
        detail = section.locator(".chart-detail")
        section.locator("a.claim-mark").nth(1).hover()
        assert detail.inner_text().splitlines()[:3] == [
            "Interior Ministry: ≈ 50,000 person (cross)",
            "Article: Officials gave new figures 📊 on Tuesday.",
            "“The Interior Ministry said around 50,000 people crossed into the enclave from Monday morning.”",
        ]
        section.locator("a.claim-mark").nth(0).focus()
        assert detail.inner_text().startswith("TVE: 2,000–3,000 youth (cross)")


# --------------------------------------------------------------------------- evidence


def test_a_click_on_a_value_shows_its_highlighted_sentence(browser, reports):
    with opened(browser, reports["mini"], "#numbers") as o:
        page = o.page
        measure(page, CROSSING).locator("a.claim-mark").nth(1).click()
        target = page.locator("mark:target")
        assert target.text_content() == ("The Interior Ministry said around 50,000 people crossed into the enclave "
                                         "from Monday morning.")
        assert in_viewport(page, target)
        assert target.evaluate("m => getComputedStyle(m).backgroundColor") == "rgb(255, 210, 63)"
        # and the other marks of the article are in the quieter colour
        other = page.locator("mark:not(:target)").first
        assert other.evaluate("m => getComputedStyle(m).backgroundColor") == "rgb(255, 241, 168)"
        o.check_clean()


def test_a_click_on_a_number_in_the_seeds_shows_its_highlighted_sentence(browser, reports):
    with opened(browser, reports["seeds"], "#numbers") as o:
        page = o.page
        page.click("#all_numbers summary")
        row = page.locator("#all_numbers tr", has=page.locator("td[data-label='Value']", has_text="2,000–3,000"))
        row.locator("a.ev-link").click()
        target = page.locator("mark:target")
        assert target.text_content().startswith("State television TVE on Thursday reported that 2,000 to 3,000 youths")
        assert "2,000 to 3,000" in target.locator("mark.anchor").all_text_contents()
        assert in_viewport(page, target)
        assert target.evaluate("m => getComputedStyle(m).backgroundColor") == "rgb(255, 210, 63)"
        o.check_clean()


def test_a_click_on_a_claim_in_the_seeds_shows_its_highlighted_sentence(browser, reports):
    with opened(browser, reports["seeds"]) as o:
        page = o.page
        page.fill("#entity_search", "Pedro")
        page.click("#entity_table a:text('Pedro Sanchez')")
        card = page.locator(".card:target")
        assert card.locator("h3").inner_text().startswith("Pedro Sanchez")
        card.locator("a.ev-link").first.click()
        target = page.locator("mark:target")
        assert target.text_content().startswith("Spanish Prime Minister Pedro Sanchez on Saturday called on")
        assert in_viewport(page, target)
        assert target.evaluate("m => getComputedStyle(m).backgroundColor") == "rgb(255, 210, 63)"
        o.check_clean()


# --------------------------------------------------------------------------- keyboard


def tab_to(page, text: str, limit: int = 40) -> None:
    for _ in range(limit):
        page.keyboard.press("Tab")
        active = page.evaluate("() => (document.activeElement.getAttribute('aria-label') || document.activeElement.textContent).trim()")
        if active.startswith(text):
            return
    raise AssertionError(f"{text!r} not reached with Tab in {limit} presses")


def test_keyboard_reaches_a_card_and_a_sentence(browser, reports):
    with opened(browser, reports["mini"]) as o:
        page = o.page
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement.textContent") == "Skip to the content"
        page.focus("#entity_search")
        page.keyboard.type("vivas")
        tab_to(page, "Juan Jesús Vivas")
        outline = page.evaluate("getComputedStyle(document.activeElement).outlineWidth")
        assert outline == "3px"  # the focus ring is visible
        page.keyboard.press("Enter")
        assert page.evaluate("location.hash") == "#" + page.locator(".card:target").get_attribute("id")
        assert page.locator(".card:target h3").inner_text().startswith("Juan Jesús Vivas")
        assert page.evaluate("document.activeElement.classList.contains('card')")
        tab_to(page, "Young migrants swim into the enclave")  # the first link in the card ...
        tab_to(page, "Young migrants swim into the enclave")  # ... the role's evidence
        page.keyboard.press("Enter")
        assert page.locator("mark:target").text_content() == "Juan Jesús Vivas, the head of the regional government"
        o.check_clean()


def test_keyboard_reaches_the_values_in_a_chart(browser, reports):
    with opened(browser, reports["mini"]) as o:
        page = o.page
        tab_to(page, "Numbers that disagree")  # the link in the page's navigation
        page.keyboard.press("Enter")  # moves the keyboard's starting point to the section
        tab_to(page, "TVE: 2,000–3,000 (conflicts)", limit=5)
        page.keyboard.press("Enter")
        assert page.locator("mark:target").text_content().startswith("State broadcaster TVE reported that 2,000 to 3,000")
        o.check_clean()


@pytest.mark.parametrize("viewport", [None, PHONE], ids=["desktop", "phone"])
def test_search_filters_and_headers_sort(browser, reports, viewport):
    with opened(browser, reports["mini"], viewport=viewport) as o:
        page = o.page
        rows = page.locator("#entity_table tbody tr:visible td:first-child a")
        page.fill("#entity_search", "juan jesus")  # without the accent
        assert rows.all_inner_texts() == ["Juan Jesús Vivas"]
        assert page.locator("#entity_status").inner_text() == "1 of 6 shown"
        page.fill("#entity_search", "broadcaster")  # another name of TVE
        assert rows.all_inner_texts() == ["TVE"]
        page.fill("#entity_search", "")
        page.click("th button[data-sort='name']")
        assert rows.all_inner_texts() == ["Ceuta", "Interior Ministry", "Juan Jesús Vivas", "Red Cross",
                                          "regional government", "TVE"]
        assert page.locator("th:has(button[data-sort='name'])").get_attribute("aria-sort") == "ascending"
        page.click("th button[data-sort='name']")
        assert rows.all_inner_texts()[0] == "TVE"
        page.click("th button[data-sort='articles']")
        assert rows.all_inner_texts()[0] == "Interior Ministry"
        o.check_clean()


def test_without_script_cards_and_sentences_still_open(browser, reports):
    with opened(browser, reports["mini"], script=False) as o:
        page = o.page
        assert not page.locator("#entity_search").is_visible()  # search needs the script: not offered
        page.click("#entity_table a:text('TVE')")
        card = page.locator(".card:target")
        assert card.is_visible() and card.locator("h3").inner_text().startswith("TVE")
        card.locator("a.ev-link").first.click()
        assert page.locator("mark:target").text_content().startswith("State broadcaster TVE reported")
        o.check_clean()


# --------------------------------------------------------------------------- phone width and contrast

# Anything wider than the screen fails, also inside a scrolling box (a table that scrolls
# sideways is as bad as a page that does); only what a box clips away (the table headers
# kept for screen readers) is left out.
OVERFLOW = """() => {
  const width = document.documentElement.clientWidth;
  const clipped = el => {
    for (let e = el.parentElement; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.overflowX === 'hidden' || s.overflowX === 'clip' || s.clip !== 'auto') return true;
    }
    return false;
  };
  const wide = [];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.width && r.height && r.right > width + 0.5 && getComputedStyle(el).visibility !== 'hidden'
        && !el.closest('svg') && !clipped(el)) wide.push(el.tagName + '.' + el.className + ' ' + Math.round(r.right));
  }
  const scrolling = Array.from(document.querySelectorAll('.table-wrap')).filter(w => w.scrollWidth > w.clientWidth + 0.5);
  return {scroll: document.documentElement.scrollWidth, width, wide: wide.slice(0, 10), scrolling: scrolling.length};
}"""


@pytest.mark.parametrize("fragment", ["", "#numbers", "#entity-person-juan-jesus-vivas-e33e248d", "#evidence"],
                         ids=["top", "numbers", "card", "evidence"])
@pytest.mark.parametrize("name", ["seeds", "mini"])
def test_nothing_overflows_at_phone_width(browser, reports, name, fragment):
    if name == "seeds" and fragment.startswith("#entity"):
        fragment = ""
    with opened(browser, reports[name], fragment, viewport=PHONE) as o:
        measured = o.page.evaluate(OVERFLOW)
        assert measured == {"scroll": 375, "width": 375, "wide": [], "scrolling": 0}
        o.check_clean()


CONTRAST = """() => {
  const parse = c => { const m = c.match(/[\\d.]+/g).map(Number); return m.length > 3 ? m : m.concat([1]); };
  const lum = ([r, g, b]) => { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
  const background = el => {
    for (let e = el; e; e = e.parentElement) {
      if (e instanceof SVGElement) continue;  // chart text sits on white, or the band checked below
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c[3] > 0) return c;
    }
    return [255, 255, 255, 1];
  };
  const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  const bad = [];
  for (const el of document.querySelectorAll('body *')) {
    const own = Array.from(el.childNodes).some(n => n.nodeType === 3 && n.textContent.trim());
    if (!own || !el.getClientRects().length) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || el.closest('[hidden], .visually-hidden, title')) continue;
    const fg = parse(el instanceof SVGElement ? style.fill : style.color);
    const size = parseFloat(style.fontSize), bold = parseInt(style.fontWeight) >= 700;
    const need = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    const backs = [background(el)];
    if (el instanceof SVGElement) backs.push([251, 228, 225, 1], [234, 241, 251, 1]);  // conflict band, hover row
    for (const bg of backs) {
      const r = ratio(fg, bg);
      if (r < need) bad.push(el.tagName + ' "' + el.textContent.trim().slice(0, 30) + '" ' + r.toFixed(2));
    }
  }
  return bad;
}"""


@pytest.mark.parametrize(("name", "fragment"), [("mini", ""), ("mini", "#numbers"), ("mini", "#span-mention-c770cd1dbfd41817-58-139"),
                                               ("seeds", "#numbers")], ids=["top", "numbers", "target", "seeds-numbers"])
def test_text_contrast_meets_wcag_aa(browser, reports, name, fragment):
    with opened(browser, reports[name], fragment) as o:
        o.page.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
        assert o.page.evaluate(CONTRAST) == []
