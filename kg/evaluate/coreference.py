"""Cross-document entity coreference of a system, scored against a corpus.

A *system* is any function from a list of ``(doc_id, text)`` to clusters of
``(doc_id, start, end)`` mention spans: kg's entity resolution, a baseline, another tool.
It sees every document of the corpus at once (the realistic setting: kg is given a pile
of articles), or one topic at a time with ``by_topic=True`` (the "gold topics" setting
of the ECB+ literature). All scored documents form one partition, as in the ECB+
literature, so clusters may span documents. Mentions are matched as
``kg.evaluate.matching`` describes.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from kg.corpora import Document, GoldMention
from kg.evaluate.matching import MatchStats, SystemMention, project_clusters
from kg.evaluate.metrics import CoreferenceScores, coreference_scores

__all__ = ["System", "CoreferenceReport", "evaluate_coreference"]

System = Callable[[Sequence[tuple[str, str]]], Iterable[Iterable[SystemMention]]]


@dataclass(frozen=True, slots=True)
class CoreferenceReport:
    scores: CoreferenceScores
    matching: MatchStats
    documents: int
    gold_chains: int
    response_clusters: int  # clusters of the projected response (singletons included)


def evaluate_coreference(
    documents: Sequence[Document],
    mentions: Sequence[GoldMention],
    system: System,
    *,
    by_topic: bool = False,
) -> CoreferenceReport:
    """Run ``system`` on the documents and score its clusters against the gold chains."""
    batches: list[list[Document]]
    if by_topic:
        grouped: dict[str, list[Document]] = defaultdict(list)
        for document in documents:
            grouped[document.topic].append(document)
        batches = [grouped[topic] for topic in sorted(grouped)]
    else:
        batches = [list(documents)]
    clusters: list[list[SystemMention]] = []
    for batch in batches:
        clusters.extend(list(cluster) for cluster in system([(d.doc_id, d.text) for d in batch]))

    texts = {d.doc_id: d.text for d in documents}
    scored = [m for m in mentions if m.doc_id in texts]
    assigned, stats = project_clusters(scored, texts, clusters)

    key: dict[str, list[int]] = defaultdict(list)
    response: dict[object, list[int]] = defaultdict(list)
    for index, (gold, cluster) in enumerate(zip(scored, assigned)):
        key[gold.chain].append(index)
        response[cluster if cluster >= 0 else ("unmatched", index)].append(index)
    return CoreferenceReport(
        scores=coreference_scores(key.values(), response.values()),
        matching=stats,
        documents=len(documents),
        gold_chains=len(key),
        response_clusters=len(response),
    )
