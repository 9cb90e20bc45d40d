"""kg report: what the page shows, read from a real graph, and that it is self-contained.

The hand-made graph (tests/data/report-mini.trig, written by tests/data/report_mini.py)
holds every kind of claim and the edge cases: a measure with a range, an approximate value
and an unattributed estimate in conflict, bounds, an article without metadata, text that
looks like HTML, a character outside the BMP before a span. The seeds' real build checks
the page on what kg actually writes.
"""

from __future__ import annotations

import base64
import hashlib
import random
import re
from decimal import Decimal
from pathlib import Path

import pytest
from lxml import html as lxml_html

from kg.errors import InputError, StoreError
from kg.report import build_report, write_report
from kg.report.chart import choose_scale, compact, factor_text
from kg.report.evidence import marked_text
from kg.report.model import Anchors, Span, title_from_text
from kg.report.numbers import Amount, number

DATA = Path(__file__).resolve().parent / "data"
MINI = DATA / "report-mini.trig"
CROSSING = "people crossing into Ceuta"


@pytest.fixture(scope="module")
def mini_html() -> str:
    return build_report(MINI)


@pytest.fixture(scope="module")
def mini(mini_html):
    return lxml_html.fromstring(mini_html)


@pytest.fixture(scope="module")
def seeds_trig(seeds_build, tmp_path_factory) -> Path:
    from kg.write import write_quads

    path = tmp_path_factory.mktemp("seeds") / "seeds.trig"
    write_quads(seeds_build.quads, path)
    return path


@pytest.fixture(scope="module")
def seeds(seeds_trig):
    return lxml_html.fromstring(build_report(seeds_trig))


def text(element) -> str:
    return re.sub(r"\s+", " ", element.text_content()).strip()


def cells(row) -> list[str]:
    return [text(td) for td in row.xpath("./td")]


def by_id(doc, ident: str):
    found = doc.xpath(f'//*[@id="{ident}"]')
    assert len(found) == 1, f"{len(found)} elements with id {ident}"
    return found[0]


def measure_section(doc, label: str):
    sections = [s for s in doc.xpath('//section[contains(@class, "measure")]') if text(s.xpath("./h3")[0]) == label]
    assert len(sections) == 1, [text(s.xpath("./h3")[0]) for s in doc.xpath('//section[contains(@class, "measure")]')]
    return sections[0]


def chart_rows(section) -> list[str]:
    return [text(a.xpath('.//*[local-name()="text"]')[0]) for a in section.xpath('.//*[local-name()="a"][@class="claim-mark"]')]


# --------------------------------------------------------------------------- overview


def test_overview_lists_articles_with_title_outlet_date_and_a_title_for_untitled_ones(mini):
    rows = [cells(r) for r in mini.xpath('//table[@class="articles"]/tbody/tr')]
    assert rows == [
        ["Young migrants swim into the enclave", "Example Wire", "2021-05-17", "5", "6"],
        ["Officials gave new figures 📊 on Tuesday.", "—", "—", "3", "1"],
    ]
    untitled = mini.xpath('//table[@class="articles"]//span[@class="untitled"]')
    assert [text(u) for u in untitled] == ["Officials gave new figures 📊 on Tuesday."]


def test_overview_counts(mini):
    counts = {text(d.xpath("./dt")[0]): text(d.xpath("./dd")[0]) for d in mini.xpath('//dl[@class="counts"]/div')}
    assert counts == {"Articles": "2", "People": "1", "Organisations": "4", "Places": "1", "Statements": "1",
                      "Numbers": "6", "Roles": "1", "Conflicting pairs": "2"}


def test_overview_shows_the_shacl_verdict(mini):
    verdict = by_id(mini, "shacl_verdict")
    assert "ok" in verdict.get("class")
    assert "conforms to kg's SHACL shapes" in text(verdict)


def test_a_graph_that_does_not_conform_gets_a_red_verdict_with_the_count(tmp_path):
    import pyoxigraph as ox

    quads = list(ox.parse(path=str(MINI), format=ox.RdfFormat.TRIG))
    confidence = next(q for q in quads if q.predicate.value.endswith("#confidence"))
    broken = tmp_path / "broken.nq"  # one claim without its confidence: exactly one violation
    ox.serialize([q for q in quads if q != confidence], str(broken), format=ox.RdfFormat.N_QUADS)
    page = lxml_html.fromstring(build_report(broken))
    verdict = by_id(page, "shacl_verdict")
    assert "bad" in verdict.get("class")
    assert "does not conform to kg's SHACL shapes: 1 violation." in text(verdict)
    assert "nkg:confidence" in text(verdict.xpath(".//pre")[0])


def test_without_validation_the_verdict_says_not_checked(tmp_path):
    page = lxml_html.fromstring(build_report(MINI, validate=False))
    assert text(by_id(page, "shacl_verdict")) == "SHACL shapes: not checked for this report."


# --------------------------------------------------------------------------- entities


def test_entity_table_rows_name_type_other_names_articles_most_articles_first(mini):
    rows = [cells(r) for r in mini.xpath('//table[@id="entity_table"]/tbody/tr')]
    assert rows == [
        ["Interior Ministry", "organisation", "ministry", "2"],
        ["Ceuta", "place", "—", "1"],
        ["Juan Jesús Vivas", "person", "Vivas", "1"],
        ["Red Cross", "organisation", "—", "1"],
        ["regional government", "organisation", "—", "1"],
        ["TVE", "organisation", "State broadcaster TVE", "1"],
    ]
    first = mini.xpath('//table[@id="entity_table"]/tbody/tr')[0]
    assert first.get("data-search") == "Interior Ministry | ministry"
    assert first.get("data-articles") == "2"


def test_every_entity_name_opens_its_card(mini):
    for link in mini.xpath('//table[@id="entity_table"]/tbody/tr/td[1]/a'):
        card = by_id(mini, link.get("href")[1:])
        assert "card" in card.get("class")
        assert text(card.xpath("./h3")[0]).startswith(text(link))


def card_of(doc, name: str):
    link = [a for a in doc.xpath('//table[@id="entity_table"]//a') if text(a) == name][0]
    return by_id(doc, link.get("href")[1:])


def card_list(card, heading: str) -> list[str]:
    h4 = [h for h in card.xpath("./h4") if text(h) == heading]
    return [text(li) for li in h4[0].getnext().xpath("./li")] if h4 else []


def test_a_persons_card_shows_roles_statements_and_articles(mini):
    # statements and numbers show their nkg:confidence ("p=0.90"), the probability that they are right
    card = card_of(mini, "Juan Jesús Vivas")
    assert card_list(card, "Roles") == ["head of regional government — Young migrants swim into the enclave"]
    assert card_list(card, "Statements") == ["We cannot cope with this, (say) p=0.90 — Young migrants swim into the enclave"]
    assert card_list(card, "Mentioned in") == ["Young migrants swim into the enclave (Example Wire): 1 mention"]
    quote = card.xpath(".//ul[@class='statements']//q")[0]
    assert text(quote) == "We cannot cope with this,"


def test_an_organisations_card_shows_the_numbers_it_reported(mini):
    assert card_list(card_of(mini, "TVE"), "Numbers reported") == [
        "2,000–3,000 youth (cross) conflicts with 2 p=0.90 — Young migrants swim into the enclave"]
    assert card_list(card_of(mini, "Interior Ministry"), "Numbers reported") == [
        "≈ 50,000 person (cross) conflicts with 1 p=0.90 — Officials gave new figures 📊 on Tuesday.",
        "≤ 400 minor p=0.90 — Officials gave new figures 📊 on Tuesday.",
    ]
    assert card_list(card_of(mini, "regional government"), "Roles held here") == [
        "Juan Jesús Vivas: head — Young migrants swim into the enclave"]


# --------------------------------------------------------------------------- numbers


def test_the_crossing_measure_is_charted_with_its_three_values_in_order(mini):
    section = measure_section(mini, CROSSING)
    assert chart_rows(section) == [
        "TVE 2,000–3,000 ⚠ conflicts",
        "Interior Ministry ≈ 50,000 ⚠ conflicts",  # the conflict is stated from TVE's side only
        "no source named ≈ 60,000 ⚠ conflicts",
    ]
    chart = section.xpath('.//*[local-name()="svg"][@class="chart"]')[0]
    assert chart.get("data-scale") == "log"
    assert "The sources disagree: 2 conflicting pairs among 3 values." in text(section)


def x_of(element, attribute: str) -> float:
    return float(element.get(attribute).rstrip("%"))


def test_chart_marks_ranges_as_bars_and_approximate_values_with_rings(mini):
    marks = measure_section(mini, CROSSING).xpath('.//*[local-name()="a"][@class="claim-mark"]')
    bar = marks[0].xpath('.//*[local-name()="line"][@class="bar"]')[0]
    ministry = marks[1].xpath('.//*[local-name()="circle"][@class="dot"]')[0]
    estimate = marks[2].xpath('.//*[local-name()="circle"][@class="dot"]')[0]
    # log axis 1k..100k over 3%..96%: 2,000 at 3 + 93*log10(2)/2
    assert x_of(bar, "x1") == pytest.approx(17.00, abs=0.01)
    assert x_of(bar, "x2") == pytest.approx(25.19, abs=0.01)
    assert x_of(ministry, "cx") == pytest.approx(82.00, abs=0.01)
    assert x_of(estimate, "cx") == pytest.approx(85.68, abs=0.01)
    assert not marks[0].xpath('.//*[@class="approx"]')
    assert marks[1].xpath('.//*[@class="approx"]') and marks[2].xpath('.//*[@class="approx"]')


def test_conflicts_are_shaded_and_the_factor_between_them_labelled(mini):
    section = measure_section(mini, CROSSING)
    band = section.xpath('.//*[local-name()="rect"][@class="conflict-band"]')[0]
    assert x_of(band, "x") == pytest.approx(25.19, abs=0.01)  # from TVE's 3,000 ...
    assert x_of(band, "x") + x_of(band, "width") == pytest.approx(85.68, abs=0.02)  # ... to the 60,000
    assert text(section.xpath('.//*[local-name()="text"][@class="gap-label"]')[0]) == "×20 apart"
    conflicts = [cells(r)[-1] for r in section.xpath(".//table[@class='values']/tbody/tr")]
    assert conflicts == ["Interior Ministry ≈ 50,000, no source named ≈ 60,000", "TVE 2,000–3,000", "TVE 2,000–3,000"]


def test_hover_title_names_the_source_article_and_sentence(mini):
    mark = measure_section(mini, CROSSING).xpath('.//*[local-name()="a"][@class="claim-mark"]')[1]
    title = mark.xpath('./*[local-name()="title"]')[0].text_content().splitlines()
    assert title == [
        "Interior Ministry: ≈ 50,000 person (cross)",
        "Article: Officials gave new figures 📊 on Tuesday.",
        "“The Interior Ministry said around 50,000 people crossed into the enclave from Monday morning.”",
        "Conflicts with: TVE 2,000–3,000",
    ]


def test_bounds_are_open_ended_and_a_measure_without_conflict_has_no_band(mini):
    section = measure_section(mini, "minors in shelters")
    assert chart_rows(section) == ["regional government ≈ 350", "Interior Ministry ≤ 400"]
    assert section.xpath('.//*[local-name()="svg"][@class="chart"]')[0].get("data-scale") == "linear"
    bound = section.xpath('.//*[local-name()="line"][@class="bound"]')[0]
    assert x_of(bound, "x2") < x_of(bound, "x1")  # "up to 400" runs to the left edge
    assert not section.xpath('.//*[@class="conflict-band"]')
    assert "no pair is marked as conflicting" in text(section)


def test_a_measure_without_a_label_is_named_from_its_claims(tmp_path):
    import pyoxigraph as ox

    quads = [q for q in ox.parse(path=str(MINI), format=ox.RdfFormat.TRIG)
             if not (q.predicate.value.endswith("#label") and q.object.value == CROSSING)]
    unlabelled = tmp_path / "unlabelled.nq"
    ox.serialize(quads, str(unlabelled), format=ox.RdfFormat.N_QUADS)
    page = lxml_html.fromstring(build_report(unlabelled, validate=False))
    # what is counted (most claims first), the action, the place
    assert measure_section(page, "migrant / person / youth · cross · Ceuta") is not None


def test_a_measure_with_one_claim_is_not_charted(mini):
    headings = [text(h) for h in mini.xpath('//section[contains(@class, "measure")]/h3')]
    assert headings == [CROSSING, "minors in shelters"]  # the Red Cross's "more than 1,500" stands alone


def test_every_number_is_listed_with_its_source_in_article_order(mini):
    rows = [cells(r)[:3] for r in mini.xpath("//details[@id='all_numbers']//tbody/tr")]
    assert rows == [
        ["TVE", "2,000–3,000", "youth (cross)"],
        ["regional government", "≈ 350", "minor"],
        ["Red Cross", "≥ 1,500", "person (arrive)"],
        ["Interior Ministry", "≈ 50,000", "person (cross)"],
        ["no source named", "≈ 60,000", "migrant (cross)"],
        ["Interior Ministry", "≤ 400", "minor"],
    ]


# --------------------------------------------------------------------------- evidence


def test_every_claim_links_to_a_mark_holding_its_evidence(mini):
    from kg.report.model import collect
    from kg.report.source import open_graph

    report = collect(open_graph(MINI))
    assert len(report.claims) == 8
    for claim in report.claims:
        item = by_id(mini, claim.anchor)
        target = item.xpath("./a")[0].get("href")[1:]
        mark = by_id(mini, target)
        assert mark.tag == "mark"
        assert text(mark) == re.sub(r"\s+", " ", claim.evidence[0].exact).strip()
        article = mark.xpath("ancestor::article[@class='source']")[0]
        assert article.get("id") == claim.article.anchor


def test_a_span_inside_another_is_a_mark_inside_a_mark(mini):
    role = [m for m in mini.xpath("//mark") if text(m) == "Juan Jesús Vivas, the head of the regional government"][0]
    assert text(role.getparent()).startswith("\"We cannot cope with this,\" said")


def test_the_number_and_the_reporting_verb_are_marked_inside_their_sentence(mini):
    anchors = {text(m): text(m.getparent()) for m in mini.xpath("//mark[@class='anchor']")}
    assert anchors["around 50,000"] == ("The Interior Ministry said around 50,000 people crossed into the enclave "
                                        "from Monday morning.")
    assert anchors["said"].startswith("\"We cannot cope with this,\" said")
    assert sorted(anchors) == ["2,000 to 3,000", "About 350", "More than 1,500", "Up to 400", "around 50,000",
                               "estimated 60,000", "said"]


def test_article_text_is_escaped_and_offsets_count_code_points(mini_html, mini):
    assert mini_html.count("<script>") == 1  # the page's own
    assert "a report &lt;script&gt;alert(1)&lt;/script&gt; &amp; said." in mini_html
    marks = [text(m) for m in mini.xpath("//article[@class='source'][2]//mark")]
    assert marks[0] == "The Interior Ministry said around 50,000 people crossed into the enclave from Monday morning."


SPAN = {"a": (0, 10), "b": (4, 8), "c": (6, 14), "z": (3, 3), "out": (5, 99)}


@pytest.mark.parametrize(
    ("names", "expected"),
    [
        (["a"], '<m a>0123456789</m>abcd'),
        (["a", "b"], '<m a>0123<m b>4567</m>89</m>abcd'),
        (["b", "c"], '0123<m b>45<m c>67</m></m><m c+>89abcd</m>'),
        (["a", "c"], '<m a>012345<m c>6789</m></m><m c+>abcd</m>'),
        (["z", "out"], "0123456789abcd"),
    ],
    ids=["one", "nested", "crossing", "crossing-at-end", "empty-and-out-of-range"],
)
def test_marked_text_nests_and_splits_spans(names, expected):
    spans = [Span(f"iri:{n}", n, *SPAN[n], "") for n in names]
    got = str(marked_text("0123456789abcd", spans))
    got = re.sub(r'<mark id="(\w+)" class="anchor" data-span="\1" title="[^"]*">', r"<m \1>", got)
    got = re.sub(r'<mark class="anchor" data-span="(\w+)" title="[^"]*">', r"<m \1+>", got)
    assert got.replace("</mark>", "</m>") == expected


# --------------------------------------------------------------------------- numbers and scales


@pytest.mark.parametrize(
    ("amount", "shown"),
    [
        (Amount(value=Decimal(1500), approximate=True), "≈ 1,500"),
        (Amount(min=Decimal(2000), max=Decimal(3000)), "2,000–3,000"),
        (Amount(min=Decimal(1500)), "≥ 1,500"),
        (Amount(min=Decimal(100), vague=True), "at least 100"),
        (Amount(max=Decimal(400)), "≤ 400"),
        (Amount(value=Decimal(2400), unit="percent"), "2,400%"),
        (Amount(value=Decimal("2.50"), unit="km"), "2.5 km"),
        (Amount(min=Decimal(7), max=Decimal(7)), "7"),
        (Amount(), "no value"),
    ],
    ids=["approximate", "range", "lower", "vague", "upper", "percent", "unit", "degenerate-range", "none"],
)
def test_amount_text(amount, shown):
    assert amount.text() == shown


def test_number_keeps_decimals_without_trailing_zeros():
    assert [number(Decimal(x)) for x in ("48300", "0.25", "1234.50", "1E+3")] == ["48,300", "0.25", "1,234.5", "1,000"]


def test_scales():
    log = choose_scale([Decimal(2000), Decimal(3000), Decimal(50000), Decimal(60000)])
    assert (log.log, log.lo, log.hi) == (True, Decimal(1000), Decimal(100000))
    assert [compact(t) for t in log.ticks] == ["1k", "2k", "5k", "10k", "20k", "50k", "100k"]
    linear = choose_scale([Decimal(350), Decimal(400)])
    assert (linear.log, linear.lo, linear.hi) == (False, Decimal(0), Decimal(500))
    assert linear.x(Decimal(0)) == 3.0 and linear.x(Decimal(500)) == 96.0
    assert choose_scale([Decimal(-5), Decimal(5)]).lo < 0
    assert factor_text(Decimal(3000), Decimal(60000)) == "×20 apart"
    assert factor_text(Decimal(350), Decimal(400)) == "×1.1 apart"


# --------------------------------------------------------------------------- self-contained, deterministic


def test_the_page_loads_nothing_and_its_policy_allows_only_its_own_style_and_script(mini_html, mini):
    assert not mini.xpath("//*[@src]")
    assert [link.get("href") for link in mini.xpath("//link")] == ["data:,"]
    assert "url(" not in mini_html and "@import" not in mini_html
    policy = mini.xpath('//meta[@http-equiv="Content-Security-Policy"]')[0].get("content")
    assert policy.startswith("default-src 'none';")

    def digest(element) -> str:
        return base64.b64encode(hashlib.sha256(element.text.encode("utf-8")).digest()).decode()

    style, script = mini.xpath("//style")[0], mini.xpath("//script")[0]
    assert f"style-src 'sha256-{digest(style)}'" in policy
    assert f"script-src 'sha256-{digest(script)}'" in policy
    outside = [a.get("href") for a in mini.xpath("//a[@href]") if not a.get("href").startswith("#")]
    assert outside == ["https://example.org/news/enclave"]  # the article's own page, a link only


def test_same_graph_same_bytes_whatever_the_order_of_the_input(mini_html, tmp_path):
    import pyoxigraph as ox

    quads = list(ox.parse(path=str(MINI), format=ox.RdfFormat.TRIG))
    random.Random(7).shuffle(quads)
    shuffled = tmp_path / "shuffled.nq"
    ox.serialize(quads, str(shuffled), format=ox.RdfFormat.N_QUADS)
    assert build_report(MINI) == mini_html
    assert build_report(shuffled) == mini_html


@pytest.mark.parametrize("suffix", [".nq", ".ttl", ".nt", ".jsonld"])
def test_every_rdf_format_gives_the_same_page(mini_html, tmp_path, suffix):
    import pyoxigraph as ox

    quads = list(ox.parse(path=str(MINI), format=ox.RdfFormat.TRIG))
    path = tmp_path / f"mini{suffix}"
    fmt = ox.RdfFormat.from_extension(suffix[1:])
    if fmt in (ox.RdfFormat.TURTLE, ox.RdfFormat.N_TRIPLES):  # one graph: the union
        ox.serialize((ox.Triple(q.subject, q.predicate, q.object) for q in quads), str(path), format=fmt)
    else:
        ox.serialize(quads, str(path), format=fmt)
    assert build_report(path) == mini_html


@pytest.mark.parametrize("page", ["mini", "seeds"])
def test_ids_are_unique_and_every_internal_link_has_a_target(request, page):
    doc = request.getfixturevalue(page)
    ids = [str(i) for i in doc.xpath("//@id")]
    assert len(ids) == len(set(ids))
    targets = {a.get("href")[1:] for a in doc.xpath("//a[starts-with(@href, '#')]")}
    assert targets - set(ids) == set()


def test_anchors_are_readable_unique_and_do_not_depend_on_order():
    iris = ["https://w3id.org/newskg/id/person/vivas-1", "https://other.example/person/vivas-1", "urn:x:y"]
    one, two = Anchors("entity", iris), Anchors("entity", reversed(iris))
    assert one.ids == two.ids
    assert len(set(one.ids.values())) == 3
    # the first in IRI order keeps the readable id; the other gets its IRI's digest appended
    assert one["https://other.example/person/vivas-1"] == "entity-person-vivas-1"
    assert re.fullmatch(r"entity-person-vivas-1-[0-9a-f]{8}", one["https://w3id.org/newskg/id/person/vivas-1"])
    assert one["urn:x:y"] == "entity-x-y"


def test_title_from_text_cuts_at_a_word():
    assert title_from_text("\n\nShort first line.\nSecond.") == "Short first line."
    long = "word " * 40
    cut = title_from_text(long)
    assert cut.endswith("…") and len(cut) <= 91 and " wor…" not in cut


# --------------------------------------------------------------------------- inputs and the command


def test_unreadable_inputs_are_input_errors(tmp_path):
    with pytest.raises(InputError, match="no such file"):
        build_report(tmp_path / "absent.trig")
    (tmp_path / "graph.csv").write_text("a,b\n")
    with pytest.raises(InputError, match="unknown RDF file suffix '.csv'"):
        build_report(tmp_path / "graph.csv")
    (tmp_path / "bad.trig").write_text("<a> <b> .\n")
    with pytest.raises(InputError, match="RDF syntax error"):
        build_report(tmp_path / "bad.trig")


def test_a_store_folder_is_read_through_kg_store(tmp_path, mini_html):
    try:
        from kg.store import load_files
    except ImportError:
        folder = tmp_path / "store"
        folder.mkdir()
        with pytest.raises(StoreError, match="no store support"):
            build_report(folder)
        return
    folder = tmp_path / "store"
    load_files(folder, [MINI])
    assert build_report(folder, validate=False) == build_report(MINI, validate=False)
    # Oxigraph gives the offsets back as xsd:integer; the verdict is still about the graph
    assert build_report(folder) == build_report(MINI)


def report_command(argv: list[str]) -> int:
    from kg.cli import parser

    args = parser().parse_args(argv)
    return args.func(args)


def test_report_command_writes_the_page_and_summarises(tmp_path, capsys, mini_html):
    out = tmp_path / "report.html"
    assert report_command(["report", str(MINI), "--out", str(out)]) == 0
    assert out.read_text(encoding="utf-8") == mini_html
    err = capsys.readouterr().err
    assert f"2 articles, 6 entities, 8 claims, 2 charted measures -> {out} ({out.stat().st_size:,} bytes)" in err
    assert "shapes:  conforms" in err


def test_report_command_leaves_no_file_when_the_folder_is_missing(tmp_path):
    from kg.errors import OutputError

    with pytest.raises(OutputError, match="cannot write"):
        report_command(["report", str(MINI), "--out", str(tmp_path / "absent" / "report.html"), "-q"])
    assert not (tmp_path / "absent").exists()


def test_report_command_is_in_kg():
    from kg import cli

    commands = cli.parser()._subparsers._group_actions[0].choices  # noqa: SLF001
    assert commands["report"].get_default("func").__module__ == "kg.cli.report"


# --------------------------------------------------------------------------- the seeds


def test_seeds_report_overview_and_entities(seeds):
    titles = [cells(r)[0] for r in seeds.xpath('//table[@class="articles"]/tbody/tr')]
    assert titles == [
        "Authorities in a tiny Spanish territory have called on the government to declare a…",
        "Officials in the tiny Spanish coastal territory of Ceuta have asked for a national…",
        "Tens of thousands of migrants briefly cross into Spain's north African territory of Ceuta…",
    ]
    assert "conforms" in text(by_id(seeds, "shacl_verdict"))
    rows = {cells(r)[0]: cells(r) for r in seeds.xpath('//table[@id="entity_table"]/tbody/tr')}
    assert rows["Juan Jesús Vivas"] == ["Juan Jesús Vivas", "person", "Juan Jesus Vivas, Vivas", "2"]
    assert rows["Civil Guard"] == ["Civil Guard", "organisation", "Guardia Civil", "2"]
    assert rows["RTVE"][2] == "TVE"


def test_seeds_report_links_each_crowd_count_to_its_sentence(seeds):
    rows = {(cells(r)[1], cells(r)[2]): r for r in seeds.xpath("//details[@id='all_numbers']//tbody/tr")}
    expected = {
        ("2,000–3,000", "youth (cross)"): ("2,000 to 3,000", "State television TVE on Thursday reported that 2,000 to 3,000 youths had crossed"),
        ("≈ 50,000", "person (cross)"): ("around 50,000", "Spain's Interior Ministry said around 50,000 people crossed into the enclave"),
        ("≈ 60,000", "migrant (storm)"): ("estimated 60,000", "Spain says virtually all of the estimated 60,000 migrants"),
    }
    for key, (number_words, sentence) in expected.items():
        link = rows[key].xpath(".//a[@class='ev-link']")[0]
        assert text(link) in ("Authorities in a tiny Spanish territory have…",  # titles cut for lists
                              "Tens of thousands of migrants briefly cross into…")
        mark = by_id(seeds, link.get("href")[1:])
        assert text(mark).startswith(sentence)
        assert number_words in [text(m) for m in mark.xpath(".//mark[@class='anchor']")]


def test_seeds_report_charts_the_ceuta_crossing_tve_beside_the_ministry_and_the_estimate(seeds):
    section = measure_section(seeds, "people crossing into Ceuta")
    rows = chart_rows(section)
    tve = rows.index("RTVE 2,000–3,000 ⚠ conflicts")
    ministry = rows.index("Spain's interior ministry ≈ 50,000 ⚠ conflicts")
    estimate = rows.index("Spain ≈ 60,000 ⚠ conflicts")
    assert tve < ministry < estimate  # sorted by value
    chart = section.xpath('.//*[local-name()="svg"][@class="chart"]')[0]
    assert chart.get("data-scale") == "log"
    assert text(section.xpath('.//*[local-name()="text"][@class="gap-label"]')[0]) == "×20 apart"
    assert "The sources disagree: 2 conflicting pairs" in text(section)


def test_a_number_inside_what_an_unnamed_source_said_shows_its_words(tmp_path):
    import kg

    (tmp_path / "a.txt").write_text("More than 4,000 residents were evacuated on Tuesday, officials said.\n", encoding="utf-8")
    graph = tmp_path / "graph.trig"
    kg.build([str(tmp_path / "a.txt")]).write(str(graph))
    page = lxml_html.fromstring(build_report(graph))
    assert [cells(r)[:2] for r in page.xpath("//details[@id='all_numbers']//tbody/tr")] == [["officials", "≥ 4,000"]]
    listed = [" ".join(li.text_content().split()) for li in page.xpath("//li[span[contains(@class, 'kind-number')]]")]
    assert listed == ["number officials: ≥ 4,000 resident (evacuate)"]


def test_a_negated_statement_says_so_on_its_speakers_card(tmp_path):
    import kg

    (tmp_path / "a.txt").write_text("Mayor Ana Ortiz did not say whether the pier would reopen in June. "
                                    "Ortiz said the council would vote on Friday.\n", encoding="utf-8")
    graph = tmp_path / "graph.trig"
    kg.build([str(tmp_path / "a.txt")]).write(str(graph))
    listed = [re.sub(r" p=\S+ — .*", "", item) for item in card_list(card_of(lxml_html.fromstring(build_report(graph)), "Ana Ortiz"), "Statements")]
    assert listed == ["whether the pier would reopen in June (not say)", "the council would vote on Friday (say)"]
