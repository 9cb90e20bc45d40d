"""Measuring kg against corpora annotated by others (see README-corpora.md).

- ``evaluate_coreference``: cross-document entity coreference (MUC, B³, CEAF-e, CoNLL F1)
  of any *system*, a function from ``[(doc_id, text)]`` to clusters of
  ``(doc_id, start, end)``, scored over the gold mentions (``kg.evaluate.matching``).
- ``evaluate_speech``: MEANTIME speech events found, and their speakers.
- ``evaluate_values``: MEANTIME MONEY/PERCENT/QUANTITY spans found.
- ``exact_string_on_gold``, ``exact_string_clusters``: the same-string baseline.
"""

from __future__ import annotations

from kg.evaluate.baselines import exact_string_clusters, exact_string_on_gold
from kg.evaluate.coreference import CoreferenceReport, System, evaluate_coreference
from kg.evaluate.matching import MatchStats, SystemMention, head_token, project_clusters
from kg.evaluate.metrics import PRF, CoreferenceScores, coreference_scores
from kg.evaluate.speech import SpeechReport, SystemStatement, evaluate_speech, speaker_text_matches
from kg.evaluate.values import ValueReport, evaluate_values

__all__ = [
    "CoreferenceReport",
    "CoreferenceScores",
    "MatchStats",
    "PRF",
    "SpeechReport",
    "System",
    "SystemMention",
    "SystemStatement",
    "ValueReport",
    "coreference_scores",
    "evaluate_coreference",
    "evaluate_speech",
    "evaluate_values",
    "exact_string_clusters",
    "exact_string_on_gold",
    "head_token",
    "project_clusters",
    "speaker_text_matches",
]
