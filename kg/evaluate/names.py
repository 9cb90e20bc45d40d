"""Typed names, scored by exact span: precision, recall and F1 per type and micro-averaged.

The CoNLL-2003 measure (Tjong Kim Sang and De Meulder 2003): a name counts when its start,
end and type are all right. Spans are ``(doc_id, start, end, type)`` in character offsets.

Types the system does not model are left out on both sides (``ignored``: CoNLL's MISC,
which has no kg type): their gold names are not counted as missed, and a system name on
the span of one, or inside it, is not counted as spurious, whatever type the system gave it
(kg typing "Iraqi" as a place where the gold says MISC, or naming the place "U.S." inside the
event "U.S. Open", is neither right nor wrong for a graph of people, organisations and
places, which has no type for the whole). Any other system name of a scored type that is not
in the gold is spurious. Written here rather than taken from seqeval or nervaluate, which
score token tags or span lists but have no such rule for a type one side does not model.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from kg.evaluate.metrics import PRF

__all__ = ["NameScores", "TypedSpan", "score_names"]

TypedSpan = tuple[str, int, int, str]  # (doc_id, start, end, type)


@dataclass(frozen=True, slots=True)
class NameScores:
    """Per type and micro-averaged P/R/F1, with the counts behind them."""

    by_type: dict[str, PRF]
    micro: PRF
    gold: dict[str, int]
    system: dict[str, int]
    correct: dict[str, int]


def prf(correct: int, system: int, gold: int) -> PRF:
    precision = correct / system if system else 0.0
    recall = correct / gold if gold else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return PRF(precision, recall, f1)


def score_names(
    gold: Iterable[TypedSpan],
    system: Iterable[TypedSpan],
    types: tuple[str, ...] = ("PER", "ORG", "LOC"),
    ignored: tuple[str, ...] = ("MISC",),
) -> NameScores:
    """Exact-span scores of ``system`` against ``gold`` over ``types`` (see the module docstring)."""
    gold_set = set(gold)
    ignored_by_doc: dict[str, list[tuple[int, int]]] = {}
    for d, s, e, t in gold_set:
        if t in ignored:
            ignored_by_doc.setdefault(d, []).append((s, e))

    def inside_ignored(mention: TypedSpan) -> bool:
        return any(s <= mention[1] and mention[2] <= e for s, e in ignored_by_doc.get(mention[0], ()))

    scored_gold = {g for g in gold_set if g[3] in types}
    scored_system = {m for m in set(system) if m[3] in types and not inside_ignored(m)}
    counts_gold = {t: sum(1 for g in scored_gold if g[3] == t) for t in types}
    counts_system = {t: sum(1 for m in scored_system if m[3] == t) for t in types}
    hits = scored_gold & scored_system
    counts_correct = {t: sum(1 for m in hits if m[3] == t) for t in types}
    by_type = {t: prf(counts_correct[t], counts_system[t], counts_gold[t]) for t in types}
    micro = prf(len(hits), len(scored_system), len(scored_gold))
    return NameScores(by_type, micro, counts_gold, counts_system, counts_correct)
