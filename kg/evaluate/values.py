"""A system's number spans, checked against MEANTIME's MONEY, PERCENT and QUANTITY spans.

A gold value span is *found* when a system span in the same document shares at least
one character with it ("$15 billion" is found by "15 billion" and by "worth $15
billion"); *exact* counts identical spans. A system span is *on gold* when it overlaps
some gold value span; only system spans in the fully annotated part of an article
(``Document.annotated_end``) are counted for it. MEANTIME marks only money, percentages
and quantities, so a count the system reports that MEANTIME leaves unmarked (a number
of planes, a year) lowers this figure without being wrong.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from kg.corpora import Document
from kg.corpora.meantime import ValueSpan
from kg.evaluate.matching import SystemMention

__all__ = ["ValueReport", "evaluate_values"]


@dataclass(frozen=True, slots=True)
class ValueReport:
    gold: int
    found: int
    exact: int
    system: int  # system spans in the fully annotated part
    system_on_gold: int
    system_unscored: int  # system spans after it
    by_type: tuple[tuple[str, int, int], ...]  # (MONEY|PERCENT|QUANTITY, gold, found)

    @property
    def recall(self) -> float:
        return self.found / self.gold if self.gold else 0.0

    @property
    def precision(self) -> float:
        return self.system_on_gold / self.system if self.system else 0.0


def evaluate_values(
    documents: Iterable[Document], gold: Iterable[ValueSpan], system: Iterable[SystemMention]
) -> ValueReport:
    """Count the gold value spans that system spans find."""
    limit = {d.doc_id: len(d.text) if d.annotated_end is None else d.annotated_end for d in documents}
    gold_spans = list(gold)
    given = sorted(set(system))
    system_spans = [s for s in given if s[0] in limit and s[1] < limit[s[0]]]
    by_doc: dict[str, list[SystemMention]] = defaultdict(list)
    for span in system_spans:
        by_doc[span[0]].append(span)
    gold_by_doc: dict[str, list[ValueSpan]] = defaultdict(list)
    for value in gold_spans:
        gold_by_doc[value.doc_id].append(value)

    found = exact = 0
    total: Counter[str] = Counter()
    hit: Counter[str] = Counter()
    for value in gold_spans:
        total[value.type] += 1
        overlapping = [s for s in by_doc[value.doc_id] if s[1] < value.end and value.start < s[2]]
        if overlapping:
            found += 1
            hit[value.type] += 1
            exact += any(s[1] == value.start and s[2] == value.end for s in overlapping)
    on_gold = sum(1 for s in system_spans if any(s[1] < v.end and v.start < s[2] for v in gold_by_doc[s[0]]))
    return ValueReport(
        gold=len(gold_spans),
        found=found,
        exact=exact,
        system=len(system_spans),
        system_on_gold=on_gold,
        system_unscored=len(given) - len(system_spans),
        by_type=tuple((t, total[t], hit[t]) for t in sorted(total)),
    )
