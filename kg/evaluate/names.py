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

__all__ = ["EntityScores", "NameScores", "TypedSpan", "score_entities", "score_names"]

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


GoldEntity = tuple[str, tuple[str, ...]]  # (type, names)
SystemEntity = tuple[str, tuple[str, ...]]  # (type, label and other names)


@dataclass(frozen=True, slots=True)
class EntityScores:
    """Entity-level precision, recall and F1 over articles, with the counts behind them."""

    scores: PRF
    gold: int
    system: int
    matched: int
    by_type: dict[str, PRF]


def score_entities(articles: Iterable[tuple[list[GoldEntity], list[SystemEntity]]]) -> EntityScores:
    """Referents found with their type, one article at a time.

    A system entity matches a gold entity of the same type when one of its names is one of
    the gold names (folded: case and diacritics ignored); each gold entity is matched at most
    once, in order, so two system entities for one referent count one right and one wrong.
    """
    from kg.extract.entities import fold

    counts: dict[str, list[int]] = {}  # type -> [matched, system, gold]
    for gold, system in articles:
        open_gold = [(etype, {fold(n) for n in names}) for etype, names in gold]
        used = [False] * len(open_gold)
        for etype, names in gold:
            counts.setdefault(etype, [0, 0, 0])[2] += 1
        for etype, names in system:
            counts.setdefault(etype, [0, 0, 0])[1] += 1
            folded = {fold(n) for n in names}
            for i, (gold_type, gold_names) in enumerate(open_gold):
                if not used[i] and gold_type == etype and folded & gold_names:
                    used[i] = True
                    counts[etype][0] += 1
                    break
    matched = sum(c[0] for c in counts.values())
    system_total = sum(c[1] for c in counts.values())
    gold_total = sum(c[2] for c in counts.values())
    by_type = {t: prf(c[0], c[1], c[2]) for t, c in sorted(counts.items())}
    return EntityScores(prf(matched, system_total, gold_total), gold_total, system_total, matched, by_type)
