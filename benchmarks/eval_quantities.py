"""Precision and recall of kg's quantity claims against hand-annotated numbers.

Gold: ``tests/data/wikinews_quantities.jsonl`` (every number in eight whole Wikinews articles
of the development range) and ``tests/data/seed_quantities.jsonl`` (every number in the three
seeds). Each article is analysed as ``kg build`` does (furniture blanked, entities, then
``extract_quantities`` with the publication date).

A claim *matches* a gold number when their spans overlap (one to one). Reported:

- detection: matched claims / all claims (precision), matched gold / all gold (recall);
- value: matched with the right value or bounds, over claims and over gold;
- counts: matched with the right counted noun (both empty counts as right);
- unit, approximate, action: agreement on matched pairs;
- per rule: claims made by the rule, and the share right (span, value or bounds, and unit).

Per-rule precision is also measured on ``tests/data/quantity_judgements.jsonl``: claims kg
makes on other development articles, each judged right or wrong by hand (every range,
fraction, money, vague and percent claim of the development range; every cardinal and
measure claim of wikinews-2019 lines 100-128). A claim counts when its article position,
span, value and unit are those judged; any other claim is listed as unjudged. The pooled
figure (annotated + judged) is what ``kg/data/rule_precision.tsv`` takes as the confidence.

Usage: python benchmarks/eval_quantities.py [--list]
(needs ../shared/corpus for the Wikinews articles; the seeds are in the project).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from kg.extract.entities import extract_entities  # noqa: E402
from kg.extract.quantities import extract_quantities  # noqa: E402
from kg.furniture import blank, find_furniture  # noqa: E402
from kg.nlp import load_pipeline  # noqa: E402
from kg.records import QuantityClaim  # noqa: E402

CORPUS = ROOT.parent / "shared" / "corpus" / "wikinews"
JUDGEMENTS = ROOT / "tests" / "data" / "quantity_judgements.jsonl"
GOLD_FILES = (ROOT / "tests" / "data" / "wikinews_quantities.jsonl",
              ROOT / "tests" / "data" / "seed_quantities.jsonl")


@dataclass(frozen=True)
class Article:
    key: str  # url, or seed file name
    text: str
    published: str | None


def load_gold() -> dict[str, list[dict]]:
    gold: dict[str, list[dict]] = defaultdict(list)
    for path in GOLD_FILES:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                record = json.loads(line)
                gold[record.get("url") or record["seed"]].append(record)
    return gold


def load_articles(gold: dict[str, list[dict]]) -> list[Article]:
    articles = []
    lines: dict[str, list[str]] = {}
    for key, records in sorted(gold.items()):
        first = records[0]
        if "seed" in first:
            text = (ROOT / "seeds" / first["seed"]).read_text(encoding="utf-8")
            articles.append(Article(key, text, first.get("published")))
            continue
        if not CORPUS.exists():
            continue
        name = first["corpus"]
        if name not in lines:
            lines[name] = (CORPUS / name).read_text(encoding="utf-8").splitlines()
        record = json.loads(lines[name][first["line"]])
        assert record["url"] == key, f"{name}:{first['line']} is not {key}"
        articles.append(Article(key, record["text"], record["published"]))
    return articles


def analyse(article: Article) -> list[QuantityClaim]:
    furniture = find_furniture(article.text)
    doc = load_pipeline()(blank(article.text, furniture))
    entities = extract_entities(doc, furniture)
    return extract_quantities(doc, entities, furniture, article.published)


def same_number(a: float | None, b: float | None) -> bool:
    if a is None or b is None:
        return a is None and b is None
    return abs(a - b) <= 1e-6 * max(1.0, abs(b))


def value_right(claim: QuantityClaim, gold: dict) -> bool:
    return (same_number(claim.value, gold["value"]) and same_number(claim.min_value, gold["min_value"])
            and same_number(claim.max_value, gold["max_value"]))


def match(claims: list[QuantityClaim], gold: list[dict]) -> list[tuple[QuantityClaim, dict]]:
    """One-to-one pairs of overlapping spans, largest overlap first."""
    candidates = []
    for ci, claim in enumerate(claims):
        assert claim.span is not None
        for gi, g in enumerate(gold):
            overlap = min(claim.span.end, g["end"]) - max(claim.span.start, g["start"])
            if overlap > 0:
                candidates.append((-overlap, ci, gi))
    used_c, used_g, pairs = set(), set(), []
    for _, ci, gi in sorted(candidates):
        if ci not in used_c and gi not in used_g:
            used_c.add(ci)
            used_g.add(gi)
            pairs.append((claims[ci], gold[gi]))
    return pairs


def ratio(a: int, b: int) -> str:
    return f"{a / b:.3f} ({a}/{b})" if b else "n/a"


def evaluate(articles: Iterable[Article], gold: dict[str, list[dict]], show: bool) -> dict:
    totals = defaultdict(int)
    per_rule: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])  # claims, right, counts right
    for article in articles:
        claims = analyse(article)
        records = gold[article.key]
        pairs = match(claims, records)
        matched = {id(c) for c, _ in pairs}
        totals["claims"] += len(claims)
        totals["gold"] += len(records)
        totals["matched"] += len(pairs)
        for claim in claims:
            per_rule[claim.rule][0] += 1
        for claim, g in pairs:
            v = value_right(claim, g)
            totals["value"] += v
            totals["counts"] += claim.counts == g["counts"]
            totals["unit"] += claim.unit == g["unit"]
            totals["approximate"] += claim.approximate == g["approximate"]
            totals["action"] += claim.action == g["action"]
            per_rule[claim.rule][1] += v and claim.unit == g["unit"]
            per_rule[claim.rule][2] += claim.counts == g["counts"]
            if show and not (v and claim.counts == g["counts"] and claim.unit == g["unit"]):
                print(f"  WRONG {article.key[-40:]} {g['span']!r}: got v={claim.value} "
                      f"[{claim.min_value},{claim.max_value}] u={claim.unit} c={claim.counts} | gold "
                      f"v={g['value']} [{g['min_value']},{g['max_value']}] u={g['unit']} c={g['counts']}")
        if show:
            got = {(g["start"]) for _, g in pairs}
            for g in records:
                if g["start"] not in got:
                    print(f"  MISSED {article.key[-40:]} {g['span']!r}")
            for claim in claims:
                if id(claim) not in matched:
                    text = article.text[claim.span.start:claim.span.end]
                    print(f"  EXTRA {article.key[-40:]} {text!r} {claim.rule}")
    return {"totals": dict(totals), "per_rule": {k: tuple(v) for k, v in per_rule.items()}}


def shown_value(claim: QuantityClaim) -> object:
    """The value as the judgement file records it: a number, or "[min,max]"."""
    return claim.value if claim.value is not None else f"[{claim.min_value},{claim.max_value}]"


def evaluate_judgements() -> tuple[dict[str, list[int]], list[str]]:
    """Per rule (claims judged, right) on the judged articles, and the unjudged claims."""
    judged = {}
    for line in JUDGEMENTS.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        judged[record["id"]] = record
    judged_rules: dict[str, set[str]] = defaultdict(set)
    for cid, record in judged.items():
        judged_rules[cid.split("@")[0]].add(record["rule"])
    per_rule: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    unjudged: list[str] = []
    if not CORPUS.exists():
        return per_rule, unjudged
    lines: dict[str, list[str]] = {}
    for key in sorted({j.split("@")[0] for j in judged}, key=lambda k: (k[:4], int(k[5:]))):
        year, number = key.split(":")
        name = f"wikinews-{year}.jsonl"
        lines.setdefault(name, (CORPUS / name).read_text(encoding="utf-8").splitlines())
        record = json.loads(lines[name][int(number)])
        article = Article(record["url"], record["text"], record["published"])
        for claim in analyse(article):
            cid = f"{key}@{claim.span.start}"
            j = judged.get(cid)
            span = article.text[claim.span.start:claim.span.end]
            if j is None or (j["span"], j["value"], j["unit"]) != (span, shown_value(claim), claim.unit):
                if claim.rule in judged_rules[key]:  # the rules judged in this article
                    unjudged.append(f"{cid} {claim.rule} {span!r}")
                continue
            per_rule[claim.rule][0] += 1
            per_rule[claim.rule][1] += j["correct"]
    return per_rule, unjudged


def pooled_precision(result: dict, judged: dict[str, list[int]]) -> dict[str, tuple[int, int]]:
    """Per rule (right, claims) over the annotated and the judged claims."""
    pooled: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for rule, (n, right, _) in result["per_rule"].items():
        pooled[rule][0] += right
        pooled[rule][1] += n
    for rule, (n, right) in judged.items():
        pooled[rule][0] += right
        pooled[rule][1] += n
    return {rule: (right, n) for rule, (right, n) in pooled.items()}


def report(result: dict, articles: int) -> None:
    t = result["totals"]
    print(f"articles: {articles}, gold numbers: {t['gold']}, claims: {t['claims']}")
    print(f"detection  precision {ratio(t['matched'], t['claims'])}  recall {ratio(t['matched'], t['gold'])}")
    print(f"value      precision {ratio(t['value'], t['claims'])}  recall {ratio(t['value'], t['gold'])}")
    print(f"counts     precision {ratio(t['counts'], t['claims'])}  recall {ratio(t['counts'], t['gold'])}")
    print(f"on matched pairs: unit {ratio(t['unit'], t['matched'])}, approximate "
          f"{ratio(t['approximate'], t['matched'])}, action {ratio(t['action'], t['matched'])}")
    print("rule\tclaims\tprecision (span, value and unit right)\tcounts right")
    for rule, (n, right, counts) in sorted(result["per_rule"].items()):
        print(f"{rule}\t{n}\t{ratio(right, n)}\t{ratio(counts, n)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="list every miss, extra and wrong claim")
    args = parser.parse_args()
    gold = load_gold()
    articles = load_articles(gold)
    if not CORPUS.exists():
        print("../shared/corpus not present: measuring on the seeds only", file=sys.stderr)
    wikinews = [a for a in articles if a.key.startswith("http")]
    if wikinews:
        print("== Wikinews development articles only")
        report(evaluate(wikinews, gold, show=False), len(wikinews))
        print("\n== seeds and Wikinews")
    result = evaluate(articles, gold, args.list)
    report(result, len(articles))
    judged, unjudged = evaluate_judgements()
    print("\nper rule, judged claims on other development articles, and pooled:")
    print("rule\tjudged precision\tpooled precision")
    pooled = pooled_precision(result, judged)
    for rule in sorted(pooled):
        n, right = judged.get(rule, (0, 0))
        print(f"{rule}\t{ratio(right, n)}\t{ratio(*pooled[rule])}")
    for item in unjudged:
        print(f"unjudged: {item}", file=sys.stderr)


if __name__ == "__main__":
    main()
