"""The hand judgements of kg's statements on ECB+ (benchmarks/scores/ecbplus_statements.py):
the gold is consistent, and the scorer matches and scores as documented."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from scores import ecbplus_statements as es  # noqa: E402

ARCHIVE = ROOT.parent / "shared" / "corpus" / "ecbplus" / "ECB+.tar.xz"


def test_the_judgements_are_consistent_and_only_of_development_topics():
    judged = es.judgements()
    samples = [j.get("sample", 1) for j in judged]
    assert len(judged) == 1613 and [samples.count(n) for n in (1, 2, 3, 4, 5, 6, 7)] == [200, 250, 163, 250, 250, 250, 250]
    # no statement judged twice (the same document, cue, content and speaker)
    assert len({(j["doc_id"], j["cue"], tuple(j["content"]), j["speaker"]) for j in judged}) == len(judged)
    # the report sample's documents are none of the development samples'
    development = {j["doc_id"] for j in judged if j.get("sample", 1) in es.DEVELOPMENT_SAMPLES}
    assert not development & {j["doc_id"] for j in judged if j.get("sample") == 3}
    assert {int(j["doc_id"].split("_")[0]) for j in judged} <= set(range(1, 36))
    for j in judged:
        start, end = j["content"]
        assert 0 <= start < end
        if j["statement"]:
            assert j["speaker_judged"] in {"right", "wrong", "none"} and j["content_judged"] in {"right", "partial", "wrong"}
            assert j["right"] == (j["speaker_judged"] in {"right", "none"} and j["content_judged"] == "right")
        else:
            assert not j["right"]
    assert sum(j["right"] for j in judged) == 160 + 200 + 121 + 203 + 192 + 189 + 200


def test_a_judgement_is_scored_only_on_the_same_statement_with_the_same_speaker():
    judged = [{"doc_id": "1_1ecb", "cue": "say", "content": [10, 20], "speaker": "Ann Cole", "right": True},
              {"doc_id": "1_1ecb", "cue": "tell", "content": [30, 40], "speaker": "police", "right": False},
              {"doc_id": "1_1ecb", "cue": "say", "content": [50, 60], "speaker": "Tom Reed", "right": True}]
    made = [es.Made("1_1ecb", "say", (10, 20), "Ann Cole", "statement.indirect", 0.9),
            es.Made("1_1ecb", "tell", (30, 40), "police", "statement.learned_cue", 0.8),
            es.Made("1_1ecb", "say", (50, 60), "Reed's lawyer", "statement.indirect", 0.7),  # another speaker now
            es.Made("1_1ecb", "say", (50, 61), "Tom Reed", "statement.indirect", 0.7)]  # another content span
    report = es.match(judged, made)
    assert report.judged == 3
    assert report.scored == [(0.9, True, "statement.indirect"), (0.8, False, "statement.learned_cue")]


def test_calibration_error_and_auc():
    from fit_confidence import ece

    pairs = [(0.95, True), (0.95, True), (0.95, False), (0.35, False)]
    # bin 0.9-1.0: mean 0.95 against 2/3 right; bin 0.3-0.4: 0.35 against 0
    assert ece([p for p, _ in pairs], [r for _, r in pairs])[0] == pytest.approx(0.75 * (0.95 - 2 / 3) + 0.25 * 0.35)
    # two right at 0.95 against a wrong 0.95 (ties, half each) and a wrong 0.35 (wins): 3 of 4 pairs
    assert es.auc(pairs) == pytest.approx(0.75)
    assert es.auc([(0.9, True)]) is None


@pytest.mark.skipif(not ARCHIVE.exists(), reason="ECB+ is read from ../shared/corpus (absent in a user's clone)")
def test_every_judged_content_span_is_inside_its_article():
    from kg.corpora.ecbplus_articles import load_ecbplus_articles

    judged = es.judgements()
    topics = sorted({j["doc_id"].split("_")[0] for j in judged}, key=int)
    texts = {a.doc_id: a.text for a in load_ecbplus_articles(ARCHIVE.parents[1], topics)}
    for j in judged:
        start, end = j["content"]
        assert end <= len(texts[j["doc_id"]]) and texts[j["doc_id"]][start:end].strip()
