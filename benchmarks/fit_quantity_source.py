"""Fit the confidence of a quantity claim's source: kg/data/quantity_source_confidence.json.

    PYTHONPATH=. python benchmarks/fit_quantity_source.py

A quantity claim's ``nkg:attributedTo`` is the speaker of the statement whose content holds
the number (``kg.pipeline.attribute_to_speakers``). Gold: ``tests/data/
quantity_source_judgements.jsonl``, every attributed number kg makes on the articles of
the hand-annotated numbers (the seeds and eight Wikinews development articles), and (stop
43, ``"corpus": "ecbplus"``) 200 attributed numbers drawn at random from those kg made on the
ECB+ development documents outside the statement report sample's, each judged by hand (is
that who reports the number?). The ECB+ ones are read from ``KG_CORPUS`` (default
``../shared/corpus``) and left out, with a message, where it is absent. Features: ``kg.confidence.
quantity_source_features`` (the holding statement's confidence as a logit, how its speaker
was resolved, whether it is a direct quote, whether the cue model read it). The model is
fitted with L2 regularisation (``C``); its calibration is measured by leave-one-article-out cross-validation,
beside the statement confidence that the source had before (the statement's rule).
Needs the ``eval`` extra (scikit-learn).
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import eval_quantities  # noqa: E402
from fit_confidence import ece  # noqa: E402

from kg.confidence import confidence as rule_confidence  # noqa: E402
from kg.confidence import quantity_source_features  # noqa: E402
from kg.extract.statements import attribution_of  # noqa: E402
from kg.pipeline import analyse  # noqa: E402
from kg.records import Article  # noqa: E402

JUDGEMENTS = ROOT / "tests" / "data" / "quantity_source_judgements.jsonl"
DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus"
OUT = ROOT / "kg" / "data" / "quantity_source_confidence.json"
# The L2 strength: the best leave-one-article-out log loss of 0.3, 1 and 3 on the 223 judged at
# stop 43 (0.414, 0.406, 0.409); 0.3 while there were 23.
C = 1.0


def judged_texts(judged: list[dict], corpus: Path) -> list[tuple[str, str]]:
    """The (key, text) of every article with judged numbers: the hand-annotated numbers'
    articles, and the ECB+ development documents of the judgements marked ``"corpus":
    "ecbplus"`` when the corpus is present (a judgement's key is its document's id)."""
    texts = [(a.key, a.text) for a in eval_quantities.load_articles(eval_quantities.load_gold())]
    ecb = {j["doc_id"] for j in judged if j.get("corpus") == "ecbplus"}
    if ecb and (corpus / "ecbplus" / "ECB+.tar.xz").exists():
        from kg.corpora.ecbplus_articles import load_ecbplus_articles

        topics = sorted({d.split("_")[0] for d in ecb}, key=int)
        texts += [(a.doc_id, a.text) for a in load_ecbplus_articles(corpus, topics) if a.doc_id in ecb]
    elif ecb:
        print(f"no ECB+ under {corpus}: its {len(ecb)} documents' judgements are left out", file=sys.stderr)
    return texts


def examples(corpus: Path = DEFAULT_CORPUS) -> list[tuple[str, dict[str, float], int, float]]:
    judged = [json.loads(line) for line in JUDGEMENTS.read_text(encoding="utf-8").splitlines() if line.strip()]
    wanted = {(j.get("article") or j["doc_id"], j["start"], j["end"]): j for j in judged}
    present = set()
    out = []
    for key, text in judged_texts(judged, corpus):
        present.add(key)
        records = next(analyse([Article(text, hashlib.sha256(text.encode()).hexdigest(), key)]))
        for q in records.quantities:
            if q.span is None or not q.attributed_to:
                continue
            j = wanted.pop((key, q.span.start, q.span.end), None)
            if j is None:
                continue
            holder = attribution_of(q.span, records.statements)
            out.append((key, quantity_source_features(holder), int(j["correct"]), float(rule_confidence(holder.rule))))
    lost = sorted(k for k in wanted if k[0] in present)
    if lost:
        print(f"{len(lost)} judged numbers kg no longer attributes: {lost[:5]}", file=sys.stderr)
    return out


def main() -> None:
    import numpy as np
    from sklearn.linear_model import LogisticRegression
    from sklearn.metrics import brier_score_loss, log_loss, roc_auc_score

    data = examples(Path(os.environ.get("KG_CORPUS", DEFAULT_CORPUS)))
    names = sorted({k for _, f, _, _ in data for k in f})
    X = np.array([[f.get(n, 0.0) for n in names] for _, f, _, _ in data])
    y = np.array([label for _, _, label, _ in data])
    groups = [g for g, _, _, _ in data]
    held_out = np.zeros(len(data))
    for group in sorted(set(groups)):
        train = [i for i, g in enumerate(groups) if g != group]
        test = [i for i, g in enumerate(groups) if g == group]
        fit = LogisticRegression(C=C, max_iter=1000).fit(X[train], y[train])
        held_out[test] = fit.predict_proba(X[test])[:, 1]
    fit = LogisticRegression(C=C, max_iter=1000).fit(X, y)
    OUT.write_text(json.dumps({
        "about": "logistic model of P(a quantity claim's attributedTo is right), fitted by benchmarks/fit_quantity_source.py",
        "fitted_on": f"{len(data)} attributed numbers judged by hand ({JUDGEMENTS.relative_to(ROOT)})",
        "examples": len(data), "positive": int(y.sum()), "C": C,
        "intercept": round(float(fit.intercept_[0]), 6),
        "weights": {n: round(float(w), 6) for n, w in zip(names, fit.coef_[0])},
    }, indent=1) + "\n", encoding="utf-8")
    after, _ = ece(list(held_out), list(y))
    before, _ = ece([p for *_, p in data], list(y))
    print(json.dumps({"judged": len(data), "right": int(y.sum()), "ece_cross_validated": round(after, 4),
                      "auc_cross_validated": round(float(roc_auc_score(y, held_out)), 4),
                      "log_loss_cross_validated": round(float(log_loss(y, held_out)), 4),
                      "brier_cross_validated": round(float(brier_score_loss(y, held_out)), 4),
                      "ece_rule_precision_before": round(before, 4),
                      "mean_confidence_after": round(float(held_out.mean()), 3)}, indent=1))


if __name__ == "__main__":
    main()
