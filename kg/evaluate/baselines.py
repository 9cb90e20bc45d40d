"""Baselines to beat: mentions with the same surface string are one entity.

``exact_string_on_gold`` clusters the gold mentions themselves by their exact text
(case and all), across every document it is given: the "same string" baseline of the
cross-document coreference literature, with perfect mentions. ``exact_string_clusters``
does the same for any system's mentions (``benchmarks/eval_baselines.py`` uses it on
spaCy's named entities).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence

from kg.corpora import GoldMention
from kg.evaluate.coreference import System
from kg.evaluate.matching import SystemMention

__all__ = ["exact_string_clusters", "exact_string_on_gold"]


def exact_string_clusters(mentions: Iterable[SystemMention], texts: dict[str, str]) -> list[list[SystemMention]]:
    """Cluster mention spans by their exact text, in a deterministic order."""
    by_string: dict[str, set[SystemMention]] = defaultdict(set)
    for doc_id, start, end in mentions:
        by_string[texts[doc_id][start:end]].add((doc_id, start, end))
    return [sorted(by_string[surface]) for surface in sorted(by_string)]


def exact_string_on_gold(mentions: Sequence[GoldMention]) -> System:
    """A system that clusters the gold mentions of the documents it is given by their text."""

    def system(documents: Sequence[tuple[str, str]]) -> list[list[SystemMention]]:
        texts = dict(documents)
        spans = [(m.doc_id, m.start, m.end) for m in mentions if m.doc_id in texts]
        return exact_string_clusters(spans, texts)

    return system
