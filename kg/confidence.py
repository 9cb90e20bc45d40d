"""Confidence of a claim: the probability that it is right.

Statements get a probability from features of the claim itself, with a logistic model
fitted on annotated data by ``benchmarks/fit_confidence.py`` (PolNeAR train and the
project's hand-annotated statements; measured for calibration on PolNeAR dev). Its
coefficients ship as data, ``kg/data/statement_confidence.json``, so a build needs nothing
but this module to apply them. The features (``statement_features``): the rule; how the
speaker was resolved (name, description, short form, pronoun, unresolved) and with which
type; what kind of unnamed source it is; the kind of attribution; the cue's learned
precision; the distance from cue to speaker; whether the quote is whole or partial; the
length of the content; whether a medium is named; for a statement the cue model read, the
model's own probability for it (as a logit).

The source of a quantity claim (its ``nkg:attributedTo``, taken from the statement holding
the number) gets ``nkg:attributionConfidence`` from a second model,
``kg/data/quantity_source_confidence.json``, fitted on the hand-annotated numbers.

Other claims (roles, the numbers themselves) keep the measured precision of the rule that
made them: ``kg/data/rule_precision.tsv`` holds, per rule, the precision measured on
annotated data by ``benchmarks/measure_precision.py``; a rule with no measurement yet gets
the precision of its family (the part before the dot), pooled.
"""

from __future__ import annotations

import json
import math
from decimal import Decimal
from functools import lru_cache
from importlib import resources

from rdflib import Literal
from rdflib.namespace import XSD

from kg.extract.cues import cue_precision
from kg.records import Claim, Statement

__all__ = [
    "claim_confidence",
    "confidence",
    "probability",
    "quantity_source_features",
    "quantity_source_probability",
    "rule_precision",
    "statement_features",
    "statement_probability",
]

STATEMENT_MODEL = "statement_confidence.json"
QUANTITY_SOURCE_MODEL = "quantity_source_confidence.json"


@lru_cache(maxsize=1)
def rule_precision() -> dict[str, Decimal]:
    text = resources.files("kg").joinpath("data/rule_precision.tsv").read_text(encoding="utf-8")
    table: dict[str, Decimal] = {}
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        rule, precision, *_ = line.split("\t")
        table[rule] = Decimal(precision)
    return table


def confidence(rule: str) -> Decimal:
    """The measured precision of ``rule``, or of its family when the rule itself is unmeasured.

    Raises:
        KeyError: neither the rule nor its family has been measured; add it to the table.
    """
    table = rule_precision()
    if rule in table:
        return table[rule]
    family = rule.split(".", 1)[0]
    if family in table:
        return table[family]
    raise KeyError(f"rule {rule!r} has no measured precision in kg/data/rule_precision.tsv")


@lru_cache(maxsize=4)
def model(name: str) -> dict | None:
    """A fitted logistic model (intercept and weights by feature name), or None if not shipped."""
    path = resources.files("kg").joinpath(f"data/{name}")
    if not path.is_file():
        return None
    return json.loads(path.read_text(encoding="utf-8"))


def _apply(fitted: dict, features: dict[str, float]) -> float:
    weights = fitted["weights"]
    score = fitted["intercept"] + sum(weights.get(k, 0.0) * v for k, v in features.items())
    return 1.0 / (1.0 + math.exp(-score))


def statement_features(statement: Statement) -> dict[str, float]:
    """The features of one statement that its confidence is computed from."""
    method = statement.speaker_method
    kind = statement.speaker_type or "none"
    features: dict[str, float] = {
        f"rule={statement.rule}": 1.0,
        f"method={method}": 1.0,
        f"type={kind}": 1.0,
        f"method_type={method}:{kind}": 1.0,  # agreement: "he" resolved to a person, "it" to an organisation
        f"source={statement.source_kind or 'named'}": 1.0,
        f"kind={statement.attribution_kind}": 1.0,
        "direct": float(statement.direct),
        "partial_quote": float(bool(statement.quote) and not statement.direct),
        "via": float(bool(statement.via)),
    }
    precision = cue_precision(statement.cue)
    features["cue_precision"] = precision if precision is not None else 0.0
    features["cue_unknown"] = float(precision is None)
    if statement.speaker_span is not None and statement.cue_span is not None:
        gap = max(statement.speaker_span.start - statement.cue_span.end, statement.cue_span.start - statement.speaker_span.end, 0)
        features["distance"] = math.log1p(gap / 10)
    if statement.content_span is not None:
        features["content_length"] = math.log1p((statement.content_span.end - statement.content_span.start) / 50)
    if statement.cue_score is not None:
        # what the cue model made of this very candidate: a word it read just over its threshold
        # (often a verb of action in a sports or crime story) is less sure than one it read at
        # 0.95, which the rule and the lemma's precision alone cannot tell apart
        p = min(max(statement.cue_score, 1e-4), 1 - 1e-4)
        features["cue_model_logit"] = math.log(p / (1 - p))
    return features


def statement_probability(statement: Statement) -> float | None:
    """The probability that the statement and its speaker are right (None: no model shipped)."""
    fitted = model(STATEMENT_MODEL)
    return None if fitted is None else _apply(fitted, statement_features(statement))


def quantity_source_features(holder: Statement) -> dict[str, float]:
    """Features of a quantity claim's source, taken from the statement holding the number."""
    p = holder.confidence if holder.confidence is not None else float(confidence(holder.rule))
    p = min(max(p, 1e-4), 1 - 1e-4)
    return {
        "statement_logit": math.log(p / (1 - p)),
        f"method={holder.speaker_method}": 1.0,
        "direct": float(holder.direct),
        "resolved": float(holder.speaker is not None),
        # a statement the cue model read ("vetoed a bill that would have cut 2,000 jobs"): on
        # the ECB+ numbers judged at stop 43 its number is someone's report 6 times in 35,
        # against 141 in 165 under the other rules; its own confidence does not say so
        "learned": float(holder.rule.startswith("statement.learned")),
    }


def quantity_source_probability(holder: Statement) -> float | None:
    fitted = model(QUANTITY_SOURCE_MODEL)
    return None if fitted is None else _apply(fitted, quantity_source_features(holder))


def claim_confidence(record: Claim) -> Decimal:
    """A claim's ``nkg:confidence``: its own probability when it has one, else its rule's precision."""
    own = getattr(record, "confidence", None)
    if own is not None:
        return Decimal(f"{own:.3f}")
    return confidence(record.rule)


def probability(value: float) -> Literal:
    """A probability as an xsd:decimal with three places."""
    return Literal(Decimal(f"{value:.3f}"), datatype=XSD.decimal)
