"""The PolNeAR reader and the attribution scorer, on a small corpus written for the tests
(never PolNeAR's own text: it is the publishers')."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.corpora.polnear import load_polnear
from kg.errors import InputError
from kg.evaluate.attribution import SystemAttribution, lowercase_words, named_words, score_article
from kg.records import Span

TEXT = (
    "Mayor Ana Ruiz said the bridge would reopen in May.\n"
    "“We are not there yet,” she said. “The steel has to be checked.”\n"
    "Two engineers believe the cracks are old.\n"
)


def span(text: str, words: str, after: int = 0) -> tuple[int, int]:
    start = text.index(words, after)
    return start, start + len(words)


def ann_line(tid: str, label: str, spans: list[tuple[int, int]]) -> str:
    offsets = ";".join(f"{a} {b}" for a, b in spans)
    return f"{tid}\t{label} {offsets}\t{' '.join(TEXT[a:b] for a, b in spans)}"


@pytest.fixture()
def checkout(tmp_path: Path) -> Path:
    data = tmp_path / "data"
    for split in ("train", "dev"):
        (data / split / "text").mkdir(parents=True)
        (data / split / "attributions").mkdir(parents=True)
    (data / "metadata.tsv").write_text(
        "compartment\tfilename\tlevel\tannotators\tpublisher\tpublication_date\tauthor\ttitle\n"
        "train\tlocal_2016-01-01_bridge\t1\tbbbb|aaaa\tlocal\t2016-01-01\tX\tBridge\n",
        encoding="utf-8",
    )
    (data / "train" / "text" / "local_2016-01-01_bridge.txt").write_text(TEXT, encoding="utf-8")
    quote1 = span(TEXT, "“We are not there yet,”")
    quote2 = span(TEXT, "“The steel has to be checked.”")
    lines = [
        ann_line("T1", "Source", [span(TEXT, "Mayor Ana Ruiz")]),
        ann_line("T2", "Cue", [span(TEXT, "said")]),
        ann_line("T3", "Content", [span(TEXT, "the bridge would reopen in May")]),
        ann_line("T4", "Attribution", [span(TEXT, "said")]),
        "E1\tAttribution:T4 Source:T1 Cue:T2 Content:T3",
        ann_line("T5", "Source", [span(TEXT, "she")]),
        ann_line("T6", "Cue", [span(TEXT, "said", quote1[1])]),
        ann_line("T7", "Content", [quote1, quote2]),  # one quote in two pieces around its cue
        ann_line("T8", "Attribution", [span(TEXT, "said", quote1[1])]),
        "E2\tAttribution:T8 Content:T7 Cue:T6 Source:T5",
        ann_line("T9", "Source", [span(TEXT, "Two engineers")]),
        ann_line("T10", "Cue", [span(TEXT, "believe")]),
        ann_line("T11", "Content", [span(TEXT, "the cracks are old")]),
        ann_line("T12", "Attribution", [span(TEXT, "believe")]),
        "E3\tAttribution:T12 Source:T9 Cue:T10 Content:T11",
    ]
    folder = data / "train" / "attributions"
    (folder / "local_2016-01-01_bridge_aaaa.ann").write_text("\n".join(lines) + "\n", encoding="utf-8")
    # a second annotator's file: the first in metadata's sorted list (aaaa) is the one read
    (folder / "local_2016-01-01_bridge_bbbb.ann").write_text(lines[0] + "\n", encoding="utf-8")
    return tmp_path


def test_reads_attributions_in_pieces_with_the_first_annotator(checkout):
    (article,) = load_polnear(checkout, "train")
    assert article.annotator == "aaaa"
    assert [a.ident for a in article.attributions] == ["E1", "E2", "E3"]
    e1, e2, e3 = article.attributions
    assert e1.texts(TEXT, e1.source) == "Mayor Ana Ruiz"
    assert len(e2.content) == 2 and e2.direct
    assert not e1.direct and not e3.direct


def test_the_test_split_is_never_read(checkout):
    with pytest.raises(ValueError, match="held out"):
        load_polnear(checkout, "test")


def test_a_span_that_is_not_the_articles_text_names_the_file(checkout):
    path = checkout / "data" / "train" / "attributions" / "local_2016-01-01_bridge_aaaa.ann"
    path.write_text(path.read_text(encoding="utf-8").replace("Mayor Ana Ruiz", "Mayor Ann Ruiz"), encoding="utf-8")
    with pytest.raises(InputError, match="local_2016-01-01_bridge_aaaa.ann:1"):
        load_polnear(checkout, "train")


def test_not_a_checkout(tmp_path):
    with pytest.raises(InputError, match="not a PolNeAR checkout"):
        load_polnear(tmp_path, "dev")


@pytest.mark.parametrize(
    ("source", "names"),
    [
        ("Mayor Ana Ruiz", {"ana", "ruiz"}),  # "mayor" is written in lower case elsewhere below
        ("she", set()),
        ("Two engineers", set()),
        ("the Ruiz campaign", {"ruiz"}),
    ],
    ids=["name", "pronoun", "group", "campaign"],
)
def test_named_sources(source, names):
    lower = lowercase_words(TEXT + " the mayor spoke")
    assert named_words(source, lower) == names


def test_scores_found_named_direct_and_precision(checkout):
    (article,) = load_polnear(checkout, "train")
    mayor = SystemAttribution(Span(*span(TEXT, "the bridge would reopen in May")), (Span(*span(TEXT, "Mayor Ana Ruiz")),), ("Ana Ruiz",))
    # the first half of the split quote only: it covers less than half of the gold content
    first = SystemAttribution(Span(*span(TEXT, "We are not there yet")), (), ("Ana Ruiz",))
    wrong = SystemAttribution(Span(*span(TEXT, "the cracks are old")), (), ("Ruiz",))
    stray = SystemAttribution(Span(*span(TEXT, "Two engineers")), (), ("Ruiz",))
    tally = score_article(article.name, TEXT, article.attributions, [mayor, first, wrong, stray])
    assert (tally.gold, tally.found, tally.direct, tally.direct_found) == (3, 2, 1, 0)
    assert (tally.named, tally.named_right) == (1, 1)  # "Two engineers" is not a named source
    assert (tally.statements, tally.precise) == (4, 2)
    whole = SystemAttribution(Span(TEXT.index("We are"), TEXT.index("checked.") + 8), (), ("Ana Ruiz",))
    assert score_article(article.name, TEXT, article.attributions, [whole]).direct_found == 1


def test_content_characters_are_set_against_the_gold_content_each_statement_overlaps_most(checkout):
    (article,) = load_polnear(checkout, "train")
    # runs on past the mayor's content into the next line's quotation (found all the same)
    long = SystemAttribution(Span(TEXT.index("the bridge"), TEXT.index("yet,”") + 5), (), ("Ana Ruiz",))
    exact = SystemAttribution(Span(*span(TEXT, "the cracks are old")), (), ())
    stray = SystemAttribution(Span(*span(TEXT, "Two engineers")), (), ())  # overlaps no Content: not counted
    tally = score_article(article.name, TEXT, article.attributions, [long, exact, stray])
    assert (tally.found, tally.precise) == (2, 2)
    mayor, cracks = len("the bridge would reopen in May"), len("the cracks are old")
    assert tally.content_system == (long.content.end - long.content.start) + cracks == 55 + 18
    assert (tally.content_overlap, tally.content_gold) == (mayor + cracks, mayor + cracks)
    assert tally.ratios()["content_precision"] == round(48 / 73, 3)
    assert tally.ratios()["content_recall"] == 1.0


def test_figures_by_rule_add_up_over_articles(checkout):
    (article,) = load_polnear(checkout, "train")
    long = SystemAttribution(Span(TEXT.index("the bridge"), TEXT.index("yet,”") + 5), rule="statement.indirect")
    exact = SystemAttribution(Span(*span(TEXT, "the cracks are old")), rule="statement.learned_cue")
    stray = SystemAttribution(Span(*span(TEXT, "Two engineers")), rule="statement.learned_cue")
    total = score_article(article.name, TEXT, article.attributions, [long, exact])
    total.add(score_article(article.name, TEXT, article.attributions, [stray]))
    # statements, precise, then characters inside the nearest gold Content, of the statement, of that Content
    assert total.by_rule == {"statement.indirect": [1, 1, 30, 55, 30], "statement.learned_cue": [2, 1, 18, 18, 18]}
