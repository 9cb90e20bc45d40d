"""The hand judgements of who reports a number (tests/data/quantity_source_judgements.jsonl),
which benchmarks/fit_quantity_source.py fits the quantity-source confidence on: the gold is
consistent, only of development data, and the shipped model was fitted on what it holds."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from scores import ecbplus_statements as es  # noqa: E402

JUDGEMENTS = ROOT / "tests" / "data" / "quantity_source_judgements.jsonl"
MODEL = ROOT / "kg" / "data" / "quantity_source_confidence.json"


def _judged() -> list[dict]:
    return [json.loads(line) for line in JUDGEMENTS.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_the_number_judgements_are_consistent_and_only_of_development_documents():
    judged = _judged()
    hand = [j for j in judged if "article" in j]
    ecb = [j for j in judged if j.get("corpus") == "ecbplus"]
    assert (len(hand), len(ecb), len(judged)) == (25, 200, 225)
    assert (sum(j["correct"] for j in hand), sum(j["correct"] for j in ecb)) == (23, 147)
    # ECB+: development topics only, none of the statement report sample's documents
    assert {int(j["doc_id"].split("_")[0]) for j in ecb} <= set(range(1, 36))
    report = {j["doc_id"] for j in es.judgements() if j.get("sample") == 3}
    assert not report & {j["doc_id"] for j in ecb}
    # a number is judged once, its span a few characters of the text, never a sentence
    keys = [(j.get("article") or j["doc_id"], j["start"], j["end"]) for j in judged]
    assert len(set(keys)) == len(keys)
    assert all(0 <= j["start"] < j["end"] and j["end"] - j["start"] == len(j["span"]) < 40 for j in judged)
    assert all(isinstance(j["correct"], bool) and j["attributed_to"] for j in judged)


def test_the_shipped_model_was_fitted_on_the_judgements_kg_still_attributes():
    model = json.loads(MODEL.read_text(encoding="utf-8"))
    # 223 of the 225: two numbers of one Wikinews article are no longer attributed (the fit says which)
    assert (model["examples"], model["positive"]) == (223, 168)
    assert model["fitted_on"].startswith("223 attributed numbers judged by hand")


def test_a_number_in_a_statement_the_cue_model_read_is_a_doubtful_report():
    from conftest import analysed

    text = ("Governor Ann Reed vetoed a bill that would have cut 2,000 jobs.\n\n"
            "Minister Tom Hale told reporters that 40 people were hurt.\n")
    records = analysed(text, "learned-holder-test")
    labels = {e.key: e.label for e in records.entities}
    sources = {text[q.span.start:q.span.end]: (labels.get(q.attributed_to), q.attribution_confidence)
               for q in records.quantities if q.span is not None}
    # the veto is read by the cue model: the number is the bill's, which the governor did not
    # report; on the judged ECB+ numbers such a number is someone's report 6 times in 35
    assert sources["2,000"][0] == "Ann Reed" and sources["2,000"][1] < 0.5
    assert sources["40"][0] == "Tom Hale" and sources["40"][1] > 0.8
