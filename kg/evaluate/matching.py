"""Matching a system's mentions to gold mentions, the same way for every system.

The convention (the usual one when the gold annotation is partial, as in ECB+ and
MEANTIME): score over the GOLD mentions. Each gold mention takes the cluster of the system
mention matched to it; a gold mention no system mention matches is a singleton of the
response; system mentions that match no gold mention are left out (the corpora do not
annotate every mention, so they can be neither right nor wrong).

A system mention matches a gold mention in the same document when

1. its span is the same, or else
2. it contains the gold mention's head token (``head_token``): "Warren Jeffs" matches
   "Polygamist prophet Warren Jeffs", "Airbus" does not match "European aircraft
   manufacturer, Airbus" (its head is "manufacturer"), "France" does not match "the
   president of France".

Matching is one to one. Exact spans pair first; then gold mentions, shortest first (so a
nested mention claims its own words before the mention around it), each take the
unpaired candidate that overlaps them most (then the shorter, then the earlier one).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from kg.corpora import GoldMention
from kg.records import Span

__all__ = ["SystemMention", "MatchStats", "head_token", "project_clusters"]

SystemMention = tuple[str, int, int]  # (doc_id, start, end)

# A token that starts a post-modifier ends the part of a noun phrase holding its head.
POSTMODIFIER_STARTS = frozenset(
    {",", "(", "[", "--", ":", ";", "of", "in", "at", "on", "for", "from", "with", "by",
     "who", "whom", "whose", "which", "that", "where", "when", "and", "or"}
)
# Tokens that are never the head: possessive markers, punctuation, quotes.
_NOT_HEAD = frozenset({"'s", "'", "’s", "’", '"', "''", "``", ".", ",", ")", "]"})


@dataclass(frozen=True, slots=True)
class MatchStats:
    gold: int  # gold mentions scored
    exact: int  # matched by identical span
    head: int  # matched by containing the head token
    unmatched: int  # gold mentions no system mention matches (response singletons)
    system: int  # distinct system mentions given, in the scored documents
    system_unused: int  # system mentions matched to no gold mention (left out)
    duplicates: int  # system mentions given in more than one cluster (first cluster kept)


def head_token(mention: GoldMention, text: str) -> Span:
    """The head of a gold mention: its last word before the first post-modifier.

    ``"and"``/``"or"`` cut too, so a coordination ("Airbus and Boeing") is headed by its
    first conjunct. A deterministic approximation of a syntactic head, the same for every
    system and corpus; a parse of the gold mention would make the gold depend on a model.
    """
    tokens = list(mention.tokens)
    cut = next(
        (i for i, span in enumerate(tokens) if i > 0 and text[span.start : span.end].lower() in POSTMODIFIER_STARTS),
        len(tokens),
    )
    region = [span for span in tokens[:cut] if text[span.start : span.end] not in _NOT_HEAD]
    return region[-1] if region else tokens[-1]


def project_clusters(
    mentions: Sequence[GoldMention],
    texts: dict[str, str],
    system_clusters: Iterable[Iterable[SystemMention]],
) -> tuple[list[int], MatchStats]:
    """Give each gold mention the index of the system cluster matched to it, or -1.

    Args:
        mentions: the gold mentions to score.
        texts: document text by doc_id (for head tokens).
        system_clusters: the system's clusters of (doc_id, start, end).

    Returns:
        One cluster index per gold mention (in the order given), and counts.
    """
    scored_docs = {m.doc_id for m in mentions}
    cluster_of: dict[SystemMention, int] = {}
    duplicates = 0
    canonical = sorted(sorted(set(cluster)) for cluster in system_clusters)  # same output for any input order
    for index, cluster in enumerate(canonical):
        for mention in cluster:
            if mention[0] not in scored_docs:
                continue
            if mention in cluster_of:
                duplicates += 1
                continue
            cluster_of[mention] = index

    assigned = [-1] * len(mentions)
    used: set[SystemMention] = set()
    exact = 0
    for i, gold in enumerate(mentions):
        key = (gold.doc_id, gold.start, gold.end)
        if key in cluster_of and key not in used:
            assigned[i] = cluster_of[key]
            used.add(key)
            exact += 1

    by_doc: dict[str, list[SystemMention]] = defaultdict(list)
    for mention in cluster_of:
        by_doc[mention[0]].append(mention)
    head_matched = 0
    order = sorted((i for i in range(len(mentions)) if assigned[i] < 0), key=lambda i: (mentions[i].end - mentions[i].start, mentions[i].doc_id, mentions[i].start))
    for i in order:
        gold = mentions[i]
        head = head_token(gold, texts[gold.doc_id])
        candidates = [
            m for m in by_doc.get(gold.doc_id, []) if m not in used and m[1] <= head.start and head.end <= m[2]
        ]
        if not candidates:
            continue
        best = min(candidates, key=lambda m: (-(min(m[2], gold.end) - max(m[1], gold.start)), m[2] - m[1], m[1]))
        assigned[i] = cluster_of[best]
        used.add(best)
        head_matched += 1

    stats = MatchStats(
        gold=len(mentions),
        exact=exact,
        head=head_matched,
        unmatched=len(mentions) - exact - head_matched,
        system=len(cluster_of),
        system_unused=len(cluster_of) - len(used),
        duplicates=duplicates,
    )
    return assigned, stats
