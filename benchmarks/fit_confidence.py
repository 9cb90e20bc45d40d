"""Fit the statements' confidence and measure its calibration: kg/data/statement_confidence.json.

    PYTHONPATH=. python benchmarks/fit_confidence.py [--polnear DIR] [--cache DIR]
        [--plot docs/confidence-reliability.png] [--json FILE]

Needs the ``eval`` extra (scikit-learn for the fit, matplotlib for the diagram); a build
needs neither: the coefficients ship as JSON and ``kg.confidence`` applies them.

Training data: every statement kg makes on PolNeAR **train**, and on the project's
hand-annotated articles (the seeds and the whole Wikinews development articles,
``tests/data/*statements.jsonl``). A statement is right when:

- PolNeAR (but for the inner link of a nested attribution, ``statement.citing``: PolNeAR
  annotates only the outermost source): its content covers half of an annotated Content, and its speaker agrees with
  that attribution's Source: names it (``kg.evaluate.attribution``) when the Source is
  named, else its speaker phrase overlaps the Source span; an attribution without a Source
  takes any speaker;
- hand gold: it answers a gold statement and names its speaker (``eval_statements``); a
  statement of a learned cue or of an adverb of hearsay answering none is outside that gold's
  scope and left out.

- ECB+ (crime, disasters, sports, technology: news unlike PolNeAR's), when ``--corpus`` holds it:
  the statements of the development samples judged by hand
  (``tests/data/ecbplus_statement_judgements.jsonl``, the samples ``DEVELOPMENT_SAMPLES`` of
  ``benchmarks/scores/ecbplus_statements.py`` names) that kg still makes, right as judged, each
  weighing ``--ecb-weight`` (default ``ECB_WEIGHT``) PolNeAR statements: without them the fit knows only
  election coverage, and on other news its confidence ran 0.13 above the share right.

Calibration is measured on PolNeAR **dev**, which the fit never sees: expected calibration
error (ten equal-width bins, weighted by their size) and a reliability diagram. The same
figures for the confidence kg gave before (the precision of the rule) are printed beside, and
the same figures on the ECB+ report sample (sample 3, never read, never fitted on).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import eval_polnear  # noqa: E402
import eval_statements  # noqa: E402

from kg.confidence import confidence as rule_confidence  # noqa: E402
from kg.confidence import statement_features  # noqa: E402
from kg.corpora.polnear import load_polnear  # noqa: E402
from kg.extract.statements import HEARSAY_ADVERBS, LEARNED_RULES  # noqa: E402
from kg.evaluate.attribution import _names_source, covers, lowercase_words, named_words  # noqa: E402
from kg.records import Statement  # noqa: E402

BINS = 10
# What one judged ECB+ statement weighs against one PolNeAR statement: the smallest of WEIGHTS
# whose calibration error on the development samples, each scored by a fit that did not see its
# topic (``cross_validated``), is under the 0.05 (``--choose-weight`` measures them). Up to
# stop 44 the samples' own in-fit error chose 5 (0.048 in the fit, 0.055 out of it).
ECB_WEIGHT = 10
WEIGHTS = (5, 10, 20, 40)
# ECB+ topics fall in this many folds by their number (topic mod FOLDS): no document, and no
# story of the same topic, is on both sides of a fold
FOLDS = 5


def polnear_examples(analysed: list) -> list[tuple[Statement, int]]:
    examples = []
    for x in analysed:
        text = x.article.text
        lower = lowercase_words(text)
        attributions = eval_polnear.system_attributions(x)
        kept = [s for s in x.statements if s.content_span is not None]
        for statement, system in zip(kept, attributions):
            if statement.rule == "statement.citing":
                continue  # PolNeAR annotates only the outermost source of a nested attribution
            right = 0
            for g in x.article.attributions:
                if not covers(system, g):
                    continue
                if not g.source:
                    right = 1
                elif named_words(g.texts(text, g.source), lower):
                    right = int(_names_source(system, g, text, lower))
                else:
                    span = statement.speaker_span
                    right = int(span is not None and any(span.start < p.end and p.start < span.end for p in g.source))
                if right:
                    break
            examples.append((statement, right))
    return examples


def hand_examples() -> list[tuple[Statement, int]]:
    examples = []
    articles = eval_statements.load_articles(eval_statements.SEED_GOLD, eval_statements.WIKINEWS_GOLD)
    for article in articles:
        if article.scope == "pattern":
            continue
        statements, entity_list = eval_statements.analyse(article.text, article.ident)
        entities = {e.key: e for e in entity_list}
        pairs = eval_statements.match(statements, article.gold,
                                      lambda s, g: eval_statements.speaker_right(s, g, entities, article.text))
        answered: dict[int, int] = {}
        for i, j in pairs:
            right = eval_statements.speaker_right(statements[i], article.gold[j], entities, article.text)
            answered[i] = max(answered.get(i, 0), int(right))
        for i, s in enumerate(statements):
            if i in answered:
                examples.append((s, answered[i]))
            elif s.rule not in LEARNED_RULES and s.cue not in HEARSAY_ADVERBS:  # both outside the gold's scope
                examples.append((s, 0))
    return examples


def ecbplus_examples(corpus: Path, samples: frozenset[int]) -> list[tuple[Statement, int, int]]:
    """The judged ECB+ statements of ``samples`` that kg still makes (same document, cue,
    content span and speaker), each with its judgement and its document's topic."""
    import hashlib

    from scores import ecbplus_statements as judged_file

    from kg.corpora.ecbplus_articles import load_ecbplus_articles
    from kg.pipeline import analyse
    from kg.records import Article

    judged = [j for j in judged_file.judgements() if j.get("sample", 1) in samples]
    docs = {j["doc_id"] for j in judged}
    topics = sorted({d.split("_")[0] for d in docs}, key=int)
    texts = [(a.doc_id, a.text) for a in load_ecbplus_articles(corpus, topics) if a.doc_id in docs]
    articles = [Article(text, hashlib.sha256(text.encode("utf-8")).hexdigest(), doc_id) for doc_id, text in texts]
    made: dict[tuple, Statement] = {}
    for (doc_id, _), records in zip(texts, analyse(articles)):
        labels = {e.key: e.label for e in records.entities}
        for s in records.statements:
            if s.content_span is not None:
                speaker = labels.get(s.speaker, "") if s.speaker else (s.speaker_text or "")
                made.setdefault((doc_id, s.cue, (s.content_span.start, s.content_span.end), speaker), s)
    found = ((made.get((j["doc_id"], j["cue"], tuple(j["content"]), j["speaker"])), int(j["right"]), int(j["doc_id"].split("_")[0]))
             for j in judged)
    return [(s, right, topic) for s, right, topic in found if s is not None]


def judged(ecb: list[tuple[Statement, int, int]]) -> list[tuple[Statement, int]]:
    """The ECB+ examples as (statement, right), their topics left out."""
    return [(s, right) for s, right, _ in ecb]


def fitted(train: list[tuple[Statement, int]], ecb: list[tuple[Statement, int, int]], weight: float, C: float):  # noqa: ANN201
    """The logistic model on PolNeAR train and the hand gold, with the ECB+ statements each
    weighing ``weight``; and the matrix, labels and feature names it was fitted on."""
    import numpy as np
    from sklearn.linear_model import LogisticRegression

    X, y, names = vectorise(train + judged(ecb))
    sample_weight = np.ones(len(y))
    sample_weight[len(train):] = weight
    return LogisticRegression(C=C, max_iter=2000).fit(X, y, sample_weight=sample_weight), X, y, names


def topic_folds(ecb: list[tuple[Statement, int, int]]) -> list[tuple[list, list]]:
    """(held out, fitted on) for each fold of the ECB+ examples, by topic number: the statements
    of one topic, and so of one story, are never on both sides."""
    folds = []
    for fold in range(FOLDS):
        held = [e for e in ecb if e[2] % FOLDS == fold]
        if held:
            folds.append((held, [e for e in ecb if e[2] % FOLDS != fold]))
    return folds


def cross_validated(train: list[tuple[Statement, int]], ecb: list[tuple[Statement, int, int]], weight: float,
                    C: float) -> dict:
    """Each ECB+ development statement's confidence from a fit without its topic's fold: the
    calibration error, AUC and mean there, as on news the fit has not seen (the error of the
    fit on its own examples flatters it)."""
    from sklearn.metrics import roc_auc_score

    scored: list[tuple[float, int]] = []
    for held, rest in topic_folds(ecb):
        model, _, _, names = fitted(train, rest, weight, C)
        X, y, _ = vectorise(judged(held), names)
        scored.extend(zip((float(p) for p in model.predict_proba(X)[:, 1]), (int(v) for v in y)))
    probabilities, labels = [p for p, _ in scored], [r for _, r in scored]
    return {"weight": weight, "examples": len(scored), "right": round(sum(labels) / len(labels), 3),
            "mean_confidence": round(sum(probabilities) / len(probabilities), 3),
            "ece": round(ece(probabilities, labels)[0], 4), "auc": round(float(roc_auc_score(labels, probabilities)), 4)}


def vectorise(examples: list[tuple[Statement, int]], names: list[str] | None = None):  # noqa: ANN201
    import numpy as np

    rows = [statement_features(s) for s, _ in examples]
    if names is None:
        names = sorted({k for r in rows for k in r})
    index = {n: i for i, n in enumerate(names)}
    X = np.zeros((len(rows), len(names)))
    for r, row in enumerate(rows):
        for k, v in row.items():
            if k in index:
                X[r, index[k]] = v
    y = np.array([label for _, label in examples])
    return X, y, names


def ece(probabilities, labels, bins: int = BINS) -> tuple[float, list[tuple[float, float, int]]]:  # noqa: ANN001
    """Expected calibration error and the bins (mean confidence, accuracy, count)."""
    table = []
    total = len(labels)
    error = 0.0
    for b in range(bins):
        low, high = b / bins, (b + 1) / bins
        members = [(p, y) for p, y in zip(probabilities, labels) if (low <= p < high) or (b == bins - 1 and p == 1.0)]
        if not members:
            continue
        mean_p = sum(p for p, _ in members) / len(members)
        accuracy = sum(y for _, y in members) / len(members)
        error += len(members) / total * abs(mean_p - accuracy)
        table.append((mean_p, accuracy, len(members)))
    return error, table


def plot(bins_after, bins_before, path: Path, title: str) -> None:  # noqa: ANN001
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5, 5), dpi=100)
    ax.plot([0, 1], [0, 1], linestyle="--", color="grey", label="perfect calibration")
    for table, label, marker in ((bins_before, "before: the rule's precision", "s"), (bins_after, "after: fitted per claim", "o")):
        xs = [t[0] for t in table]
        ys = [t[1] for t in table]
        sizes = [20 + 180 * t[2] / max(c for _, _, c in table) for t in table]
        ax.plot(xs, ys, marker=marker, label=label)
        ax.scatter(xs, ys, s=sizes, alpha=0.3)
    ax.set_xlabel("confidence (mean in bin)")
    ax.set_ylabel("share right (PolNeAR dev)")
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    ax.set_title(title, fontsize=9)
    ax.legend(loc="upper left", fontsize=8)
    fig.tight_layout()
    fig.savefig(path, metadata={"Software": None})  # no version stamp: the same bytes each run
    plt.close(fig)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--polnear", default=os.environ.get("KG_POLNEAR"))
    parser.add_argument("--cache", type=Path)
    parser.add_argument("--out", type=Path, default=ROOT / "kg" / "data" / "statement_confidence.json")
    parser.add_argument("--plot", type=Path, default=ROOT / "docs" / "confidence-reliability.png")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    parser.add_argument("--C", type=float, default=1.0, help="inverse L2 strength of the logistic fit")
    parser.add_argument("--corpus", type=Path, default=Path(os.environ.get("KG_CORPUS", ROOT.parent / "shared" / "corpus")),
                        help="the shared corpus folder, for ECB+ (its judged statements join the fit when present)")
    parser.add_argument("--ecb-weight", type=float, default=ECB_WEIGHT,
                        help=f"what one judged ECB+ statement weighs against one PolNeAR statement (default {ECB_WEIGHT})")
    parser.add_argument("--choose-weight", action="store_true",
                        help=f"measure each of {', '.join(map(str, WEIGHTS))} by topic-fold cross-validation on the ECB+ "
                             "development samples and fit with the smallest whose calibration error there is under 0.05")
    args = parser.parse_args()
    if not args.polnear:
        parser.error("give --polnear DIR or KG_POLNEAR")
    from sklearn.metrics import brier_score_loss, log_loss, roc_auc_score

    polnear = Path(args.polnear)
    _, train_analysed = eval_polnear.evaluate(load_polnear(polnear, "train"), args.cache)
    train = polnear_examples(train_analysed) + hand_examples()
    from scores import ecbplus_statements as judged_file

    has_ecb = (args.corpus / "ecbplus" / "ECB+.tar.xz").exists()
    ecb = ecbplus_examples(args.corpus, judged_file.DEVELOPMENT_SAMPLES) if has_ecb else []
    chosen = []
    if ecb and args.choose_weight:
        for weight in WEIGHTS:
            chosen.append(cross_validated(train, ecb, weight, args.C))
            print(json.dumps(chosen[-1]), file=sys.stderr)
        args.ecb_weight = next((c["weight"] for c in chosen if c["ece"] < 0.05), WEIGHTS[-1])
    fit, X, y, names = fitted(train, ecb, args.ecb_weight, args.C)
    weights = {n: round(float(w), 6) for n, w in zip(names, fit.coef_[0]) if abs(w) > 1e-9}
    model = {
        "about": "logistic model of P(statement and speaker right), fitted by benchmarks/fit_confidence.py",
        "fitted_on": f"PolNeAR train ({sum(1 for _ in train_analysed)} articles) + seeds and whole Wikinews dev articles (hand gold)"
                     + (f" + {len(ecb)} judged ECB+ statements (development samples, weight {args.ecb_weight:g})" if ecb else ""),
        "examples": len(train) + len(ecb),
        "positive": int(y.sum()),
        "C": args.C,
        "intercept": round(float(fit.intercept_[0]), 6),
        "weights": dict(sorted(weights.items())),
    }
    args.out.write_text(json.dumps(model, indent=1, sort_keys=False) + "\n", encoding="utf-8")

    _, dev_analysed = eval_polnear.evaluate(load_polnear(polnear, "dev"), args.cache)
    dev = polnear_examples(dev_analysed)
    Xd, yd, _ = vectorise(dev, names)
    after = [float(p) for p in fit.predict_proba(Xd)[:, 1]]
    before = [float(rule_confidence(s.rule)) for s, _ in dev]  # the rule (or its family) precision
    ece_after, bins_after = ece(after, list(yd))
    ece_before, bins_before = ece(before, list(yd))
    train_p = [float(p) for p in fit.predict_proba(X)[:, 1]]
    ece_train, _ = ece(train_p, list(y))
    figures = {
        "train_examples": len(train), "train_right": round(float(y.mean()), 3), "ece_train": round(ece_train, 4),
        "dev_examples": len(dev), "dev_right": round(float(yd.mean()), 3),
        "ece_dev_after": round(ece_after, 4), "ece_dev_before": round(ece_before, 4),
        # calibration alone does not say whether the doubtful claims score lower than the good
        # ones: ranking (AUC) and the proper scores say that
        "dev_auc": round(float(roc_auc_score(yd, after)), 4),
        "dev_log_loss": round(float(log_loss(yd, after)), 4),
        "dev_brier": round(float(brier_score_loss(yd, after)), 4),
        "ecbplus_development_examples": len(ecb),
        "ecbplus_development_cross_validated": next((c for c in chosen if c["weight"] == args.ecb_weight), None)
        or cross_validated(train, ecb, args.ecb_weight, args.C) if ecb else None,
        "bins_dev_after": [(round(a, 3), round(b, 3), c) for a, b, c in bins_after],
        "bins_dev_before": [(round(a, 3), round(b, 3), c) for a, b, c in bins_before],
    }
    if has_ecb:
        # the report sample: judged, never read, never fitted on
        held = ecbplus_examples(args.corpus, frozenset({3}))
        Xh, yh, _ = vectorise(judged(held), names)
        p_held = [float(p) for p in fit.predict_proba(Xh)[:, 1]]
        figures["ecbplus_report"] = {"examples": len(held), "right": round(float(yh.mean()), 3),
                                     "mean_confidence": round(sum(p_held) / len(p_held), 3),
                                     "ece": round(ece(p_held, list(yh))[0], 4), "auc": round(float(roc_auc_score(yh, p_held)), 4)}
    print(json.dumps(figures, indent=1))
    if args.plot:
        plot(bins_after, bins_before, args.plot,
             f"PolNeAR dev, {len(dev)} statements\nECE {ece_after:.3f} fitted per claim, {ece_before:.3f} rule precision")
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
