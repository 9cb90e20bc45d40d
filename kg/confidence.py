"""Confidence of a claim: the measured precision of the rule that made it.

``kg/data/rule_precision.tsv`` holds, per rule, the precision measured on annotated data by
``benchmarks/measure_precision.py`` (which data, how many claims), so ``nkg:confidence``
means "of the claims this rule made on annotated text, this share was right". A rule with
no measurement yet gets the precision of its family (the part before the dot), pooled.
"""

from __future__ import annotations

from decimal import Decimal
from functools import lru_cache
from importlib import resources


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
