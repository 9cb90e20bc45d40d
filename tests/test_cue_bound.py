"""The cue model's bound (``CueModel.surely_under``): a candidate whose score stays under the
threshold whatever its sentence adds is left without its context read, and the bound never
leaves a candidate the model would read."""

from __future__ import annotations

from itertools import product

import pytest

import kg.extract.statements as statements
from kg.extract.cue_model import CONTEXT_FEATURE_GROUPS, cue_model
from kg.extract.entities import extract_entities
from kg.extract.statements import LEXICON_MARGIN, cue_candidates, extract_statements
from kg.nlp import load_pipeline

TEXT = (
    "The minister visited the new hospital in the capital on Tuesday. Critics argued that the plan "
    "would fail. The company hopes to open three stores next year. Residents complained about the "
    "noise, and the council promised a review. Farmers planted corn in the valley after the storm. "
    "The coach admitted the team had played badly. Engineers repaired the bridge and reopened the road. "
    "Nurses carried the patients to the boats while volunteers cooked soup."
)
CONTEXT_KEYS = frozenset(key for group in CONTEXT_FEATURE_GROUPS for key in group)


@pytest.fixture(scope="module")
def article():
    doc = load_pipeline()(TEXT)
    return doc, extract_entities(doc)


def _every_context(base: dict[str, float]):
    """``base`` with each set of context features a candidate may get (one key a group, or none)."""
    for choice in product(*[(None, *group) for group in CONTEXT_FEATURE_GROUPS]):
        yield base | {key: 1.0 for key in choice if key is not None}


def test_the_bound_is_never_under_what_the_model_gives(article):
    model = cue_model()
    candidates = cue_candidates(*article)
    assert len(candidates) >= 8
    under = 0
    for candidate in candidates:
        base = {k: v for k, v in candidate.features.items() if k not in CONTEXT_KEYS}
        most = max(model.probability(features) for features in _every_context(base))
        assert not model.surely_under(base, most)  # the bound is at least the most the model gives
        under += model.surely_under(base, model.threshold - LEXICON_MARGIN)
    assert 0 < under < len(candidates)  # some candidates are left, some are not


def test_a_candidate_surely_under_the_threshold_has_no_context_read(article, monkeypatch):
    doc, entities = article
    candidates = cue_candidates(doc, entities)  # every candidate, each with its context read
    reads = []
    real = statements.context_features
    monkeypatch.setattr(statements, "context_features", lambda *a: reads.append(a[0].i) or real(*a))
    extract_statements(doc, entities)
    assert 0 < len(reads) < len(candidates) / 2


def test_the_context_features_are_those_the_bound_allows_for(article):
    """The bound adds at most one key of each of CONTEXT_FEATURE_GROUPS, never crossed with the
    lemma: a key ``context_features`` gave outside them would make the bound unsafe."""
    from kg.extract.cue_model import CROSSED_PREFIXES, context_features

    doc, entities = article
    seen = set()
    for candidate in cue_candidates(doc, entities):
        token = doc[candidate.token]
        content = doc.char_span(candidate.content.start, candidate.content.end, alignment_mode="expand")
        keys = context_features(token, (content.start, content.end), statements.CUE_SET)
        assert set(keys) <= CONTEXT_KEYS
        assert all(sum(key in group for key in keys) <= 1 for group in CONTEXT_FEATURE_GROUPS)
        seen |= set(keys)
    assert not any(key.startswith(CROSSED_PREFIXES) for key in CONTEXT_KEYS)
    assert len(seen) >= 5  # the text exercises most of them
