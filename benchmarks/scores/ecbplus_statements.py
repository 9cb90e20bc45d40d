"""Statements on news far from the cue model's: 1,613 that kg made on ECB+ development topics, judged by hand.

Gold: ``tests/data/ecbplus_statement_judgements.jsonl``. kg (main at 3470526; at 6319227 for the
third sample) built the ECB+
development topics 1-35 (crime, disasters, sports, technology, awards: news unlike the US
election coverage the cue model was fitted on); 450 of its 4,882 statements, drawn at random in
two samples (200, then 250 others marked ``"sample": 2``), were judged by hand on 2026-12-06, and
their errors read and ruled on (development); a third sample, every statement of 45 documents
none of the first two drew from (163, ``"sample": 3``), was judged the same day and only its
figures read (the report rows); a fourth, 250 statements drawn at random from the 4,296 not yet
judged that kg (at 0fd7c57) made on the development documents outside the report sample's
(``"sample": 4``), judged on 2026-12-06 (stop 42) and its errors read (development); a fifth, 250
more drawn the same way from the 4,061 then unjudged that kg made at f08ea96 (``"sample": 5``,
stop 43, development); a sixth, 250 more from the 3,811 then unjudged that kg made at 3425069
(``"sample": 6``, stop 44, development; in the confidence's fit since); a seventh, 250 more from the
3,561 then unjudged that kg made at 4e46e34 (``"sample": 7``, stop 45, judged without the rule or
the confidence in view; development). All by the guideline in ``docs/evaluation.md`` ("Statements
judged by hand"): is it reported speech or thought, is the speaker right, is the content right.
A line holds the document, the cue's lemma, the content's character span, the speaker as kg
named it (a name or a few words), and the judgement; none of the corpus's sentences.

A judged statement is scored when kg still makes it: the same document, cue and content span,
and the same speaker. The rows say how many are still made and how often those are right, and
whether the confidence means something there: its mean beside the share right, the expected
calibration error (``fit_confidence.ece``, as on PolNeAR dev) and the AUC (how often a right statement outranks a wrong one).
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from scores import Row, Sources, corpus_folder

NAME = "ecbplus_statements"
TITLE = "ECB+ statements (1,613 judged by hand; far from the training news)"
ORDER = 21
GOLD = Path(__file__).resolve().parents[2] / "tests" / "data" / "ecbplus_statement_judgements.jsonl"
# Samples whose errors were read and ruled on; the others (sample 3) are kept for reporting:
# their figures are printed, their statements never read while developing.
DEVELOPMENT_SAMPLES = frozenset({1, 2, 4, 5, 6, 7})


@dataclass(frozen=True)
class Made:
    """One statement as kg makes it now: what a judgement is matched on, and its confidence."""

    doc_id: str
    cue: str
    content: tuple[int, int]
    speaker: str
    rule: str
    confidence: float


def judgements(gold_file: Path = GOLD) -> list[dict]:
    return [json.loads(line) for line in gold_file.read_text(encoding="utf-8").splitlines() if line.strip()]


def made_statements(documents: Iterable[tuple[str, str]]) -> list[Made]:
    """kg's statements on (doc_id, text) pairs, as ``kg build`` makes them (``kg.pipeline.analyse``)."""
    import hashlib

    from kg.pipeline import analyse
    from kg.records import Article

    documents = list(documents)
    articles = [Article(text, hashlib.sha256(text.encode("utf-8")).hexdigest(), doc_id) for doc_id, text in documents]
    made = []
    for (doc_id, _), records in zip(documents, analyse(articles)):
        labels = {e.key: e.label for e in records.entities}
        for s in records.statements:
            if s.content_span is None:
                continue
            speaker = labels.get(s.speaker, "") if s.speaker else (s.speaker_text or "")
            made.append(Made(doc_id, s.cue, (s.content_span.start, s.content_span.end), speaker, s.rule, s.confidence or 0.0))
    return made


@dataclass(frozen=True)
class Report:
    judged: int
    scored: list[tuple[float, bool, str]]  # confidence, right, rule: the judged statements kg still makes

    @property
    def right(self) -> int:
        return sum(1 for _, r, _ in self.scored if r)


def match(judged: Sequence[dict], made: Iterable[Made]) -> Report:
    """The judged statements kg still makes (same document, cue, content span and speaker)."""
    index: dict[tuple, list[Made]] = defaultdict(list)
    for m in made:
        index[(m.doc_id, m.cue, m.content)].append(m)
    scored = []
    for j in judged:
        same = [m for m in index[(j["doc_id"], j["cue"], tuple(j["content"]))] if m.speaker == j["speaker"]]
        if same:
            scored.append((same[0].confidence, bool(j["right"]), same[0].rule))
    return Report(len(judged), scored)


def auc(pairs: Sequence[tuple[float, bool]]) -> float | None:
    """The chance that a right statement has a higher confidence than a wrong one (ties count half)."""
    right = [p for p, r in pairs if r]
    wrong = [p for p, r in pairs if not r]
    if not right or not wrong:
        return None
    wins = sum((a > b) + 0.5 * (a == b) for a in right for b in wrong)
    return wins / (len(right) * len(wrong))


def score(sources: Sources) -> list[Row]:
    from fit_confidence import ece  # the calibration error the confidence is fitted and reported by

    from kg.corpora.ecbplus_articles import load_ecbplus_articles

    corpus = corpus_folder(sources, "ecbplus", "ECB+.tar.xz").parents[1]
    judged = judgements()
    docs = {j["doc_id"] for j in judged}
    topics = sorted({d.split("_")[0] for d in docs}, key=int)
    texts = [(a.doc_id, a.text) for a in load_ecbplus_articles(corpus, topics) if a.doc_id in docs]
    made = made_statements(texts)
    development = match([j for j in judged if j.get("sample", 1) in DEVELOPMENT_SAMPLES], made)
    reported = match([j for j in judged if j.get("sample", 1) not in DEVELOPMENT_SAMPLES], made)
    pairs = [(p, r) for p, r, _ in development.scored]
    learned = [(p, r) for p, r, rule in development.scored if rule == "statement.learned_cue"]
    n = len(pairs)
    ranking = auc(pairs)
    kept = [(p, r) for p, r, _ in reported.scored]
    return [
        Row("judged statements kg still makes", n, detail=f"of {development.judged} (samples {', '.join(map(str, sorted(DEVELOPMENT_SAMPLES)))}, development)", share=False),
        Row("right (statement, speaker and content)", round(development.right / n, 3), detail=f"{development.right} of {n}"),
        Row("mean confidence", round(sum(p for p, _ in pairs) / n, 3)),
        Row("confidence, expected calibration error", round(ece([p for p, _ in pairs], [r for _, r in pairs])[0], 3)),
        Row("confidence AUC (right above wrong)", None if ranking is None else round(ranking, 3)),
        Row("learned-cue statements right", round(sum(r for _, r in learned) / len(learned), 3) if learned else None,
            detail=f"{sum(r for _, r in learned)} of {len(learned)}; mean confidence "
                   f"{sum(p for p, _ in learned) / len(learned):.3f}" if learned else ""),
        Row("report sample: right (statement, speaker and content)",
            round(reported.right / len(kept), 3) if kept else None,
            detail=f"{reported.right} of {len(kept)} still made, of {reported.judged} (sample 3, never read)"),
        Row("report sample: confidence, expected calibration error",
            round(ece([p for p, _ in kept], [r for _, r in kept])[0], 3) if kept else None,
            detail=f"mean confidence {sum(p for p, _ in kept) / len(kept):.3f}" if kept else ""),
    ]
