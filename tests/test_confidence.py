"""Confidence is the measured precision of a rule, traceable to the judgements behind it."""

from __future__ import annotations

import json
from collections import Counter
from decimal import Decimal
from pathlib import Path

import pytest

from kg.confidence import confidence, rule_precision

DATA = Path(__file__).parent / "data"


def test_role_confidences_are_the_precision_of_the_judged_claims():
    counts: dict[str, Counter] = {}
    for line in (DATA / "role_judgements.jsonl").read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        counts.setdefault(record["rule"], Counter())[record["correct"]] += 1
    for rule, c in counts.items():
        expected = (Decimal(c[True]) / Decimal(c[True] + c[False])).quantize(Decimal("0.001"))
        assert confidence(rule) == expected, rule


def test_every_rule_has_a_precision_in_the_unit_interval():
    table = rule_precision()
    assert table
    assert all(Decimal(0) < value <= Decimal(1) for value in table.values())


def test_an_unmeasured_rule_takes_its_family_and_an_unknown_family_is_an_error():
    assert confidence("role.some_new_rule") == rule_precision()["role"]
    with pytest.raises(KeyError, match="no measured precision"):
        confidence("nonsense.rule")



def test_the_statement_model_was_fitted_on_the_judged_ecbplus_development_samples_and_not_the_report_sample():
    import sys

    root = Path(__file__).resolve().parents[1]
    sys.path.insert(0, str(root / "benchmarks"))
    import fit_confidence
    from scores import ecbplus_statements

    model = json.loads((root / "kg" / "data" / "statement_confidence.json").read_text(encoding="utf-8"))
    # news unlike the election coverage: the judged ECB+ development samples join the fit, at a weight
    assert f"judged ECB+ statements (development samples, weight {fit_confidence.ECB_WEIGHT})" in model["fitted_on"]
    # the report sample stays out of it (its figures measure the model)
    assert 3 not in ecbplus_statements.DEVELOPMENT_SAMPLES


def test_the_ecbplus_weight_is_chosen_on_folds_that_never_split_a_topic():
    import sys

    root = Path(__file__).resolve().parents[1]
    sys.path.insert(0, str(root / "benchmarks"))
    import fit_confidence
    from scores import ecbplus_statements

    # the judged development statements' topics, as the fit reads them (doc ids "12_3ecbplus")
    topics = [int(j["doc_id"].split("_")[0]) for j in ecbplus_statements.judgements()
              if j.get("sample", 1) in ecbplus_statements.DEVELOPMENT_SAMPLES]
    examples = [(None, 1, topic) for topic in topics]
    folds = fit_confidence.topic_folds(examples)
    assert len(folds) == fit_confidence.FOLDS
    # every statement is scored once, by a fit that saw none of its topic's statements
    assert sum(len(held) for held, _ in folds) == len(examples)
    for held, rest in folds:
        assert {e[2] for e in held}.isdisjoint({e[2] for e in rest})
        assert len(held) + len(rest) == len(examples)
