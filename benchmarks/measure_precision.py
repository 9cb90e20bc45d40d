"""Measure the precision of each extraction rule and write kg/data/rule_precision.tsv.

``nkg:confidence`` is the precision of the rule that made a claim, so this script is where
confidence comes from. For each family of claims it runs the current extractors over
annotated text and compares with the annotations:

- roles: seeds and Wikinews development lines 100-129 of 2019, every role claim kg makes
  judged by hand in tests/data/role_judgements.jsonl (correct or not). Outputs with no
  judgement are listed so they can be judged; they do not count.
- quantities: every number in the seeds and in eight whole Wikinews development articles,
  annotated by hand (tests/data/*_quantities.jsonl; a claim is right when its span matches
  an annotated number with the same value or bounds and unit), pooled with the claims on
  other development articles judged by hand (tests/data/quantity_judgements.jsonl); see
  benchmarks/eval_quantities.py.
- statements: the seeds and the whole Wikinews articles annotated by hand in
  tests/data/seed_statements.jsonl and wikinews_statements.jsonl; a statement is right when
  a gold statement answers it and names the same speaker (benchmarks/eval_statements.py).

Run:  .venv/bin/python benchmarks/measure_precision.py  [--check]
With --check it only reports, and exits 1 when the table is out of date.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WIKINEWS = ROOT.parent / "shared" / "corpus" / "wikinews"
TABLE = ROOT / "kg" / "data" / "rule_precision.tsv"
ROLE_JUDGEMENTS = ROOT / "tests" / "data" / "role_judgements.jsonl"
ROLE_LINES = range(100, 130)  # development range of wikinews-2019.jsonl


def role_articles():
    from kg.ingest import make_article, read_inputs

    articles = [a for a in read_inputs([str(ROOT / "seeds")])]
    lines = (WIKINEWS / "wikinews-2019.jsonl").read_text(encoding="utf-8").splitlines()
    for number in ROLE_LINES:
        record = json.loads(lines[number])
        articles.append(make_article(record["text"], record["url"], title=record["title"]))
    return articles


def measure_roles() -> tuple[dict[str, tuple[int, int]], list[dict]]:
    from kg.pipeline import analyse

    judged = {}
    for line in ROLE_JUDGEMENTS.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        judged[(record["url"], record["holder"], record["role"])] = record["correct"]
    counts: dict[str, Counter] = {}
    unjudged = []
    for records in analyse(role_articles()):
        source = "seeds" if records.article.source.startswith(str(ROOT / "seeds")) or records.article.source.startswith("seeds") else records.article.source
        labels = {e.key: e.label for e in records.entities}
        for role in records.roles:
            key = (source, labels[role.holder], role.role)
            if key not in judged:
                unjudged.append({"url": source, "holder": key[1], "role": role.role, "rule": role.rule})
                continue
            counts.setdefault(role.rule, Counter())[judged[key]] += 1
    return {rule: (c[True], c[True] + c[False]) for rule, c in counts.items()}, unjudged


def measure_quantities() -> tuple[dict[str, tuple[int, int]], str]:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import eval_quantities

    gold = eval_quantities.load_gold()
    articles = eval_quantities.load_articles(gold)
    judged, unjudged = eval_quantities.evaluate_judgements()
    for item in unjudged:
        print(f"unjudged quantity: {item}", file=sys.stderr)
    pooled = eval_quantities.pooled_precision(eval_quantities.evaluate(articles, gold, show=False), judged)
    where = (f"seeds + {len(articles) - 3} wikinews dev articles annotated by hand, "
             "+ claims on other dev articles judged by hand")
    return pooled, where


def measure_statements() -> dict[str, tuple[int, int]]:
    """Statements: every statement kg makes on the seeds and the whole hand-annotated
    Wikinews articles, right when a gold statement answers it with the same speaker
    (the matching of benchmarks/eval_statements.py)."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from eval_statements import rule_counts

    return rule_counts()


def precision(correct: int, total: int) -> Decimal:
    return (Decimal(correct) / Decimal(total)).quantize(Decimal("0.001"), rounding=ROUND_HALF_UP)


def table_text(measured: dict[str, tuple[int, int, str]]) -> str:
    lines = ["# rule\tprecision\tcorrect/judged\tmeasured on (written by benchmarks/measure_precision.py)"]
    families: dict[str, list[int]] = {}
    for rule, (correct, total, where) in sorted(measured.items()):
        lines.append(f"{rule}\t{precision(correct, total)}\t{correct}/{total}\t{where}")
        pooled = families.setdefault(rule.split(".", 1)[0], [0, 0])
        pooled[0] += correct
        pooled[1] += total
    for family, (correct, total) in sorted(families.items()):
        lines.append(f"{family}\t{precision(correct, total)}\t{correct}/{total}\tpooled over the {family} rules")
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    measured: dict[str, tuple[int, int, str]] = {}
    roles, unjudged = measure_roles()
    for rule, (correct, total) in roles.items():
        measured[rule] = (correct, total, "seeds + wikinews-2019 dev lines 100-129, judged by hand")
    quantities, where = measure_quantities()
    for rule, (correct, total) in quantities.items():
        measured[rule] = (correct, total, where)
    where = "seeds + whole annotated wikinews dev articles (tests/data/*statements.jsonl), right speaker"
    for rule, (correct, total) in measure_statements().items():
        measured[rule] = (correct, total, where)
    for item in unjudged:
        print(f"unjudged: {json.dumps(item, ensure_ascii=False)}", file=sys.stderr)
    text = table_text(measured)
    print(text)
    if args.check:
        return 0 if TABLE.read_text(encoding="utf-8") == text else 1
    TABLE.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
