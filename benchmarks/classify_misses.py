"""Why each missed PolNeAR attribution is missed: counts by class (train only).

    PYTHONPATH=. python benchmarks/classify_misses.py [--polnear DIR] [--cache DIR]
        [--split train] [--limit N] [--examples N] [--json FILE]

A gold attribution is missed when no statement's content covers half of its Content
(``kg.evaluate.attribution``). Each miss falls in the first class that fits:

- ``a:content`` a statement was made with the gold cue (its cue span overlaps the gold Cue)
  or for the gold source (its content overlaps the gold Content and its speaker phrase the
  gold Source), but its content covers less than half of the gold Content. Sub-classes say
  how the content falls short: ``multi_sentence`` (the gold Content runs over a sentence end
  the statement stops at), ``short`` (the statement stops early inside one sentence),
  ``elsewhere`` (it covers other words).
- ``b:below_threshold`` the cue model scored a candidate on the gold cue word, under the
  threshold (sub-class: its probability band).
- ``c:no_candidate`` nothing was scored on the gold cue; sub-classes by the cue's form:
  ``no_cue`` (no Cue span), ``according_to``, ``colon``, ``noun`` (the cue's head word is a
  noun), ``adj_adv`` ("reportedly", "likely"), ``verb`` (a verb no frame reached), ``other``.
- ``d:other`` what none of these fits.

Error analysis: use it on **train** only (dev is looked at for its figures).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from eval_polnear import parsed_docs  # noqa: E402

from kg.corpora.polnear import load_polnear  # noqa: E402
from kg.evaluate.attribution import SystemAttribution, covers  # noqa: E402
from kg.extract.cue_model import cue_model  # noqa: E402
from kg.extract.entities import extract_entities  # noqa: E402
from kg.extract.statements import cue_candidates, extract_statements  # noqa: E402
from kg.records import Span  # noqa: E402


# a sentence ends inside a content: a full stop (maybe inside a closing mark), then a space
SENTENCE_END = re.compile(r"[.?!][\"”’]?\s")


def _overlap(a: Span, b: Span) -> int:
    return max(0, min(a.end, b.end) - max(a.start, b.start))


def _any_overlap(a: Span, spans) -> bool:  # noqa: ANN001
    return any(_overlap(a, s) for s in spans)


def classify(article, doc, statements, candidates, threshold: float) -> list[tuple[str, str, object]]:  # noqa: ANN001
    """(class, sub-class, gold) of every missed attribution of one article."""
    text = article.text
    scored = [s for s in statements if s.content_span is not None
              and not any(d.start <= s.content_span.start and s.content_span.end <= d.end for d in article.discarded)]
    out = []
    for g in article.attributions:
        if any(covers(SystemAttribution(s.content_span), g) for s in scored):
            continue
        same = [s for s in scored if (s.cue_span and g.cue and _any_overlap(s.cue_span, g.cue))
                or (s.speaker_span and g.source and _any_overlap(s.speaker_span, g.source)
                    and _any_overlap(s.content_span, g.content))]
        if same:
            s = max(same, key=lambda s: sum(_overlap(s.content_span, p) for p in g.content))
            covered = sum(_overlap(s.content_span, p) for p in g.content)
            gold_text = text[g.content[0].start : g.content[-1].end]
            sentence_ends = len(SENTENCE_END.findall(gold_text))
            if covered == 0:
                sub = "elsewhere"
            elif sentence_ends and s.content_span.end < g.content[-1].end:
                sub = "multi_sentence"
            elif s.content_span.start > g.content[0].start and s.content_span.end >= g.content[-1].end:
                sub = "starts_late"
            else:
                sub = "short"
            out.append(("a:content", sub, g))
            continue
        on_cue = [c for c in candidates if g.cue and _any_overlap(Span(doc[c.token].idx, doc[c.token].idx + len(doc[c.token])), g.cue)]
        if on_cue:
            best = max((c.probability or 0.0) for c in on_cue)
            if best < threshold:
                band = "p<0.3" if best < 0.3 else "0.3-0.5" if best < 0.5 else f"0.5-{threshold:.2f}"
                out.append(("b:below_threshold", band, g))
                continue
        if not g.cue:
            out.append(("c:no_candidate", "no_cue", g))
            continue
        cue_text = g.texts(text, g.cue).lower()
        if "according" in cue_text:
            sub = "according_to"
        elif cue_text.strip() in {":", "—", "-"}:
            sub = "colon"
        else:
            tokens = [t for p in g.cue for t in (doc.char_span(p.start, p.end, alignment_mode="expand") or []) if not t.is_punct]
            inside = {t.i for t in tokens}
            heads = [t for t in tokens if t.head.i == t.i or t.head.i not in inside]
            head = heads[0] if heads else (tokens[0] if tokens else None)
            if head is None:
                sub = "other"
            elif head.pos_ in {"NOUN", "PROPN"}:
                sub = "noun"
            elif head.pos_ in {"ADJ", "ADV"}:
                sub = "adj_adv"
            elif head.pos_ in {"VERB", "AUX"}:
                sub = "verb"
            else:
                sub = "other"
        if g.direct and not any(_overlap(s.content_span, p) for s in scored for p in g.content):
            sub += "+direct"
        out.append(("c:no_candidate", sub, g))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--polnear", default=os.environ.get("KG_POLNEAR"))
    parser.add_argument("--cache", type=Path, default=Path("/tmp/kg-polnear-cache"))
    parser.add_argument("--split", default="train", choices=["train"])
    parser.add_argument("--limit", type=int, help="only the first N articles (the same cache as eval_polnear --limit N)")
    parser.add_argument("--examples", type=int, default=0, metavar="N", help="print N examples of each sub-class")
    parser.add_argument("--only", help="print examples of this class:sub-class only")
    parser.add_argument("--direct", action="store_true", help="print examples of direct quotes only")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    if not args.polnear:
        parser.error("give --polnear DIR or KG_POLNEAR (fetch networkdynamics/PolNeAR)")
    articles = load_polnear(Path(args.polnear), args.split)[: args.limit]
    docs, furniture = parsed_docs(articles, args.cache)
    model = cue_model()
    threshold = model.threshold if model is not None else 1.0
    misses: list[tuple[str, str, object, str, list]] = []
    gold = 0
    for article, doc, skip in zip(articles, docs, furniture):
        entities = extract_entities(doc, skip)
        statements = extract_statements(doc, entities, skip)
        candidates = cue_candidates(doc, entities, skip)
        gold += len(article.attributions)
        for cls, sub, g in classify(article, doc, statements, candidates, threshold):
            misses.append((cls, sub, g, article.text, statements))
    classes = Counter(m[0] for m in misses)
    subs = Counter(f"{m[0]}/{m[1]}" for m in misses)
    direct = Counter(f"{m[0]}/{m[1]}" for m in misses if m[2].direct)
    print(f"{args.split}: {gold} gold attributions, {len(misses)} missed ({len(misses) / gold:.3f})")
    for cls, n in sorted(classes.items()):
        print(f"{cls:24} {n:6} {n / gold:.3f}")
        for key, k in sorted(subs.items(), key=lambda kv: -kv[1]):
            if key.startswith(cls + "/"):
                print(f"   {key.split('/', 1)[1]:28} {k:6}   direct {direct[key]}")
    if args.examples:
        rng = random.Random(13)
        for key in sorted(subs):
            if args.only and key != args.only:
                continue
            items = [m for m in misses if f"{m[0]}/{m[1]}" == key and (m[2].direct or not args.direct)]
            print(f"\n== {key}: {len(items)}")
            for cls, sub, g, text, statements in rng.sample(items, min(args.examples, len(items))):
                left = max(0, g.content[0].start - 150)
                right = min(len(text), g.content[-1].end + 60)
                near = [s for s in statements if s.content_span and s.content_span.end > left and s.content_span.start < right]
                print(f"- src={g.texts(text, g.source)!r} cue={g.texts(text, g.cue)!r} content={g.texts(text, g.content)[:220]!r}")
                print(f"    ctx={text[left:right]!r}")
                for s in near:
                    print(f"    kg {s.rule.split('.')[-1]}:{s.cue}:{s.speaker or s.speaker_text}: {text[s.content_span.start:s.content_span.end][:160]!r}")
    if args.json:
        args.json.write_text(json.dumps({"gold": gold, "missed": len(misses), "classes": dict(classes),
                                         "sub_classes": dict(subs)}, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
