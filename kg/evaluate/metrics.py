"""Coreference metrics: MUC, B³, CEAF-e and their mean, the CoNLL F1.

Computed by scorch (Grobol, https://github.com/LoicGrobol/scorch), a Python
implementation of the formulas of the reference CoNLL scorer (Pradhan et al. 2014,
Scoring coreference partitions of predicted mentions: a reference implementation, ACL);
tests/test_evaluate.py checks it on the reference scorer's own test cases, on Luo (2005)
and on Vilain et al. (1995). The functions here only adapt our clusters to its input.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from dataclasses import dataclass

from scorch import scores

__all__ = ["PRF", "CoreferenceScores", "coreference_scores"]


@dataclass(frozen=True, slots=True)
class PRF:
    precision: float
    recall: float
    f1: float


@dataclass(frozen=True, slots=True)
class CoreferenceScores:
    muc: PRF
    b_cubed: PRF
    ceaf_e: PRF

    @property
    def conll_f1(self) -> float:
        """The mean of the MUC, B³ and CEAF-e F1 (the CoNLL-2012 score)."""
        return (self.muc.f1 + self.b_cubed.f1 + self.ceaf_e.f1) / 3


def coreference_scores(key: Iterable[Iterable[Hashable]], response: Iterable[Iterable[Hashable]]) -> CoreferenceScores:
    """Score a response partition of mentions against a key partition.

    Mentions are any hashable ids; a mention in one partition and not the other counts as
    missed or spurious, as in the reference scorer.
    """
    key_sets = [set(cluster) for cluster in key if cluster]
    response_sets = [set(cluster) for cluster in response if cluster]

    def prf(metric) -> PRF:  # scorch returns (recall, precision, F1)
        recall, precision, f1 = metric(key_sets, response_sets)
        return PRF(float(precision), float(recall), float(f1))

    return CoreferenceScores(muc=prf(scores.muc), b_cubed=prf(scores.b_cubed), ceaf_e=prf(scores.ceaf_e))
