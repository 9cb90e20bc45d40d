"""The measures gold, its reader and its scorer (kg.evaluate.measures), and the reader of
whole ECB+ articles that refuses the held-out topics."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kg.corpora.ecbplus_articles import DEVELOPMENT_TOPICS, join_number_tokens, load_ecbplus_articles
from kg.errors import InputError
from kg.evaluate.measures import (
    GoldArticle,
    GoldMeasure,
    GoldNumber,
    GoldSet,
    SystemOutput,
    gold_relation,
    load_gold,
    parse_value,
    score_measures,
)

ROOT = Path(__file__).resolve().parents[1]
GOLD = sorted((ROOT / "tests" / "data" / "measures").glob("*.jsonl"))
CORPUS = ROOT.parent / "shared" / "corpus"


@pytest.mark.parametrize("topics", [("36",), ("3", "45"), (40,)], ids=["36", "mixed", "int"])
def test_the_held_out_topics_are_refused_before_the_archive_is_opened(tmp_path, topics):
    with pytest.raises(InputError, match="held out"):
        load_ecbplus_articles(tmp_path / "no-such-folder", topics)


def test_only_topics_1_to_35_are_development_topics():
    assert DEVELOPMENT_TOPICS == tuple(str(t) for t in range(1, 36))


@pytest.mark.parametrize(
    "tokens, expected",
    [(["The", "6", ".", "1", "-", "magnitude", "quake"], ["The", "6.1-magnitude", "quake"]),
     (["home", "to", "120", ",", "000", "people"], ["home", "to", "120,000", "people"]),
     (["June", "13", ",", "2013"], ["June", "13", ",", "2013"]),
     (["a", "90", "-", "day", "court", "-", "mandated", "stay"], ["a", "90-day", "court-mandated", "stay"]),
     (["it", "-", "-", "went"], ["it", "-", "-", "went"])],
    ids=["decimal-and-hyphen", "thousands", "not-a-date", "hyphens", "dash"],
)
def test_split_numbers_are_joined_back(tokens, expected):
    assert join_number_tokens(tokens) == expected


@pytest.mark.parametrize(
    "code, low, high, unit",
    [("10", 10, 10, ""), ("~50", 45, 55, ""), (">=10", 10, float("inf"), ""), ("<=80", float("-inf"), 80, ""),
     ("40-80%", 40, 80, "%"), ("22bnEUR", 21.5e9, 22.5e9, "EUR"), ("2.6mnUSD", 2.55e6, 2.65e6, "USD"),
     ("~120km/h", 108, 132, "km/h"), ("85y", 85, 85, "y")],
)
def test_value_codes(code, low, high, unit):
    value = parse_value(code)
    assert (value.low, value.high, value.unit) == (pytest.approx(low), pytest.approx(high), unit)


def test_a_value_code_that_is_not_one_is_an_error():
    with pytest.raises(ValueError, match="not a value code"):
        parse_value("about ten")


def small_gold() -> GoldSet:
    """Two articles a day apart on one quake, and an undated third."""
    gold = GoldSet(
        articles={"a": GoldArticle("a", "dev", "2005-11-27"), "b": GoldArticle("b", "dev", "2005-11-28"),
                  "c": GoldArticle("c", "dev", None)},
        measures={"killed": GoldMeasure("killed", "report", ""), "magnitude": GoldMeasure("magnitude", "event", "")},
    )
    gold.numbers = [
        GoldNumber("a", 0, 2, "3", "killed", "3"), GoldNumber("b", 0, 2, "10", "killed", "10"),
        GoldNumber("c", 0, 2, "10", "killed", ">=10"),
        GoldNumber("a", 10, 13, "5.9", "magnitude", "5.9"), GoldNumber("b", 10, 13, "6.1", "magnitude", "6.1"),
    ]
    return gold


@pytest.mark.parametrize(
    "first, second, relation",
    [(0, 1, "update"), (0, 2, "dispute"), (1, 2, "agree"), (3, 4, "dispute")],
    ids=["a-later-count", "an-undated-count", "a-bound", "a-fixed-quantity-a-day-apart"],
)
def test_gold_relations_follow_the_guideline(first, second, relation):
    gold = small_gold()
    assert gold_relation(gold.numbers[first], gold.numbers[second], gold) == relation


def test_scores_of_a_system_that_groups_one_measure_and_links_one_dispute():
    gold = small_gold()
    system = SystemOutput(
        claims={"k1": ("a", 0, 1), "k2": ("b", 0, 2), "k3": ("c", 1, 2), "m1": ("a", 10, 13), "x": ("b", 20, 22)},
        measures=[["k1", "k2", "k3"], ["m1", "x"]],
        disputes=[("k1", "k3"), ("m1", "x")],
        updates=[("k2", "k1")],
    )
    scores = score_measures(gold, system)
    assert (scores.gold_pairs, scores.found_pairs) == (4, 3)
    assert (scores.system_pairs, scores.right_pairs) == (4, 3)  # m1 ~ x: x is in no measure
    assert (scores.gold_disputes, scores.found_disputes) == (2, 1)
    assert dict(scores.false_disputes) == {"not one measure": 1}
    assert (scores.gold_updates, scores.found_updates) == (1, 1)


def test_the_gold_files_load_and_every_number_has_a_value():
    gold = load_gold(GOLD)
    assert {a.split for a in gold.articles.values()} == {"dev", "aside"}
    assert all(n.text for n in gold.numbers)
    assert not any(d.split("_")[0] in {str(t) for t in range(36, 46)} for d in gold.articles if "_" in d)


@pytest.mark.slow
def test_the_gold_spans_hold_their_numbers_in_the_articles_kg_reads():
    if not (CORPUS / "ecbplus").is_dir():
        pytest.skip("../shared/corpus not present (a user's clone has none)")
    gold = load_gold(GOLD)
    topics = sorted({d.split("_")[0] for d in gold.articles if not d.startswith("wikinews")}, key=int)
    texts = {a.doc_id: a.text for a in load_ecbplus_articles(CORPUS, topics)}
    for name in ("wikinews-2019", "wikinews-2020"):
        with (CORPUS / "wikinews" / f"{name}.jsonl").open(encoding="utf-8") as handle:
            for number, line in enumerate(handle):
                if f"{name}:{number}" in gold.articles:
                    texts[f"{name}:{number}"] = json.loads(line)["text"]
    wrong = [n for n in gold.numbers if texts[n.doc][n.start:n.end] != n.text]
    assert wrong == []
