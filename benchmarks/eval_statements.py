"""Precision and recall of kg's statements against hand-annotated articles.

    python benchmarks/eval_statements.py [--errors] [--json FILE]

Gold: ``tests/data/seed_statements.jsonl`` (the three seeds, every statement) and
``tests/data/wikinews_statements.jsonl`` (Wikinews development range: whole articles with
every statement, ``scope: whole``, plus single statements chosen for a pattern,
``scope: pattern``, which count for recall only). Whole articles annotated after the rules
were frozen (``after_freeze: true``) are reported apart: the rules were developed looking at
the others, so only these estimate how kg does on text it was not tuned on.

Matching: a system statement and a gold statement of the same article match when their cue
spans overlap, or when their content spans overlap by at least half of the shorter one.
Pairs are taken greedily, best first (cue and content overlap, then cue only, then content
only), each statement at most once; a quotation split by its cue is two gold records that
kg's one statement (its content running over both) answers together. A matched statement has the right speaker when both
are unresolved (gold names no entity, kg keeps only words), or kg's entity has among its
label, alternative labels and mention texts the gold name or one of its aliases (compared
without case, accents or a leading "the"; a name may match the last words of a longer one:
"Rouhani" and "Hassan Rouhani", "Mohammad bin Salman" and "Crown Prince Mohammad bin Salman").

Precision counts every statement kg finds in a whole-article set, but for statements of cues
read by the learned cue model (``statement.learned_cue``, ``statement.learned_noun``, ``statement.learned_passive``: thought, intention, decrees, attitudes)
that answer no gold one: the gold annotates speech by the verbs it was defined with; recall counts every gold
statement. Per-rule figures pool the seeds and the whole Wikinews articles. "quote" is the
share of matched gold statements with quoted words whose words kg has too; "direct" the
share of matched statements whose ``direct`` flag agrees with the gold one.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
sys.path.insert(0, str(ROOT))

import hashlib  # noqa: E402

from kg.extract.speakers import fold  # noqa: E402
from kg.extract.statements import HEARSAY_ADVERBS, LEARNED_RULES  # noqa: E402
from kg.pipeline import analyse as analyse_articles  # noqa: E402
from kg.records import Article as ArticleRecord  # noqa: E402
from kg.records import LocalEntity, Span, Statement  # noqa: E402


@dataclass
class Article:
    ident: str
    text: str
    gold: list[dict]
    scope: str  # "seed", "whole" or "pattern"


def load_articles(seeds: Path, wikinews: Path, corpus: Path = SHARED / "corpus" / "wikinews") -> list[Article]:
    """The annotated articles; ``corpus`` is the folder of the Wikinews JSON Lines files."""
    grouped: dict[tuple[str, str], list[dict]] = defaultdict(list)
    for path in (seeds, wikinews):
        if not path.exists():
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            rec = json.loads(line)
            grouped[(rec["corpus"], rec["url"])].append(rec)
    articles = []
    folder = corpus
    for (corpus, url), recs in sorted(grouped.items(), key=lambda kv: (kv[0][0], kv[1][0]["line"] or 0, kv[0][1])):
        if corpus == "seeds":
            text = (ROOT / url).read_text(encoding="utf-8")
            scope = "seed"
        else:
            source = folder / corpus
            if not source.exists():
                continue
            record = json.loads(source.read_text(encoding="utf-8").splitlines()[recs[0]["line"]])
            if record["url"] != url:
                raise SystemExit(f"{corpus}:{recs[0]['line']} is not {url}")
            text = record["text"]
            scope = "whole" if all(r["scope"] == "whole" for r in recs) else "pattern"
            if scope == "whole" and all(r.get("after_freeze") for r in recs):
                scope = "fresh"
        articles.append(Article(f"{corpus}:{recs[0]['line'] if recs[0]['line'] is not None else url}", text, recs, scope))
    return articles


def analyse(text: str, ident: str = "article") -> tuple[list[Statement], list[LocalEntity]]:
    """Statements and entities exactly as ``kg build`` makes them (furniture blanked, same pipeline)."""
    article = ArticleRecord(text=text, sha256=hashlib.sha256(text.encode("utf-8")).hexdigest(), source=ident)
    records = next(analyse_articles([article]))
    return list(records.statements), list(records.entities)


def _overlap(a: tuple[int, int] | Span | None, b: tuple[int, int] | Span | None) -> int:
    if a is None or b is None:
        return 0
    a0, a1 = (a.start, a.end) if isinstance(a, Span) else a
    b0, b1 = (b.start, b.end) if isinstance(b, Span) else b
    return max(0, min(a1, b1) - max(a0, b0))


def content_overlaps(s: Statement, g: dict) -> bool:
    gs = tuple(g["content_span"])
    shorter = min(s.content_span.end - s.content_span.start, gs[1] - gs[0])
    return shorter > 0 and _overlap(s.content_span, gs) * 2 >= shorter


def match(system: list[Statement], gold: list[dict], right: callable) -> list[tuple[int, int]]:
    """Greedy one-to-one pairs (system index, gold index), best overlap first; among equals,
    pairs with the right speaker first (two speakers of one "according to X and Y")."""
    pairs = []
    for i, s in enumerate(system):
        for j, g in enumerate(gold):
            cue = _overlap(s.cue_span, tuple(g["cue_span"])) > 0
            content = content_overlaps(s, g)
            score = 2 * cue + content
            if score:
                pairs.append((-score, not right(s, g), j, i))
    pairs.sort()
    used_s: set[int] = set()
    used_g: set[int] = set()
    out = []
    for _, _, j, i in pairs:
        if i in used_s or j in used_g:
            continue
        used_s.add(i)
        used_g.add(j)
        out.append((i, j))
    # one quotation split by its cue ("A," he said. "B") is two gold records and one kg
    # statement whose content runs over both: it answers each
    for i, j in list(out):
        for k, g in enumerate(gold):
            if k not in used_g and g["cue_span"] == gold[j]["cue_span"] and _inside(g["content_span"], system[i].content_span):
                used_g.add(k)
                out.append((i, k))
    return out


def _inside(inner: list[int], outer: Span | None) -> bool:
    return outer is not None and outer.start <= inner[0] and inner[1] <= outer.end


def names_of(entity: LocalEntity, text: str) -> set[str]:
    names = {entity.label, *entity.alt_labels}
    names.update(text[m.start : m.end] for m in entity.mentions)
    return {fold(n) for n in names}


def same_name(a: str, b: str) -> bool:
    """Equal, or one ends the other word for word: "Rouhani", "Crown Prince Mohammad bin Salman"."""
    if a == b:
        return True
    short, long = sorted((a.split(), b.split()), key=len)
    return bool(short) and long[-len(short) :] == short


def speaker_right(s: Statement, g: dict, entities: dict[str, LocalEntity], text: str) -> bool:
    if g["speaker"] is None:
        return s.speaker is None
    if s.speaker is None:
        return False
    wanted = {fold(g["speaker"]), *(fold(a) for a in g.get("speaker_aliases", []))}
    have = names_of(entities[s.speaker], text)
    return any(same_name(w, h) for w in wanted for h in have)


@dataclass
class Tally:
    gold: int = 0
    system: int = 0
    matched: int = 0
    matched_system: int = 0  # kg statements answering a gold one (one may answer a split quote's two)
    speaker: int = 0  # matched gold statements whose speaker kg has right
    speaker_system: int = 0  # kg statements answering a gold one with the right speaker (each counted once)
    quoted: int = 0  # matched gold statements with quoted words
    quote: int = 0  # … whose quoted words kg has
    direct: int = 0  # matched statements whose direct flag agrees

    def add(self, other: Tally) -> None:
        self.gold += other.gold
        self.system += other.system
        self.matched += other.matched
        self.matched_system += other.matched_system
        self.speaker += other.speaker
        self.speaker_system += other.speaker_system
        self.quoted += other.quoted
        self.quote += other.quote
        self.direct += other.direct


def statements_with_right_speaker(pairs: list[tuple[int, int]], right: callable) -> int:
    """kg statements that answer a gold one with the right speaker, each counted once.

    Speaker precision divides this by the statements kg made: one statement answering a
    quotation split by its cue answers two gold records and is one statement made, so
    counting pairs would put the ratio above 1.
    """
    return len({i for i, j in pairs if right(i, j)})


def ratio(a: int, b: int) -> float | None:
    return round(a / b, 3) if b else None


def evaluate(articles: list[Article], show_errors: bool) -> dict:
    tallies: dict[str, Tally] = defaultdict(Tally)
    rules: dict[str, Counter] = defaultdict(Counter)
    patterns: dict[str, Counter] = defaultdict(Counter)
    errors: list[str] = []
    for article in articles:
        statements, entity_list = analyse(article.text, article.ident)
        entities = {e.key: e for e in entity_list}
        gold = [g for g in article.gold]
        pairs = match(statements, gold, lambda s, g: speaker_right(s, g, entities, article.text))
        t = tallies[article.scope]
        t.gold += len(gold)
        matched_s = {i for i, _ in pairs}
        # the gold annotates reported speech by the verbs it was defined with: a statement of a
        # cue learned from PolNeAR (thought, intention, decrees, attitudes) that answers no gold
        # one is outside its scope, neither right nor wrong
        # the same for an adverb of hearsay ("X reportedly …"): no source, no reporting verb
        outside = {i for i, s in enumerate(statements)
                   if (s.rule in LEARNED_RULES or s.cue in HEARSAY_ADVERBS) and i not in matched_s}
        if article.scope != "pattern":
            t.system += len(statements) - len(outside)
        t.matched_system += len(matched_s)
        matched_g = {j: i for i, j in pairs}
        counted: set[int] = set()
        t.speaker_system += statements_with_right_speaker(pairs, lambda i, j: speaker_right(statements[i], gold[j], entities, article.text))
        for i, j in pairs:
            s, g = statements[i], gold[j]
            right = speaker_right(s, g, entities, article.text)
            t.matched += 1
            t.speaker += right
            if g["quotes"]:
                t.quoted += 1
                norm = lambda q: q.strip().rstrip(",.!?")  # noqa: E731
                t.quote += bool(s.quote) and any(norm(q) in s.quote or norm(s.quote) in q for q in g["quotes"])
            t.direct += s.direct == g["direct"]
            if article.scope != "pattern" and i not in counted:
                counted.add(i)
                rules[s.rule]["matched"] += 1
                rules[s.rule]["speaker"] += right
            for p in g["patterns"]:
                patterns[p]["found"] += 1
                patterns[p]["speaker"] += right
            if not right and show_errors:
                who = entities[s.speaker].label if s.speaker else f"[{s.speaker_text}]"
                errors.append(f"SPEAKER {article.ident} {g['cue_text']!r}@{g['cue_span'][0]}: gold {g['speaker']!r} ({g['speaker_text']!r}), kg {who}")
        for j, g in enumerate(gold):
            for p in g["patterns"]:
                patterns[p]["gold"] += 1
            if j not in matched_g and show_errors:
                errors.append(f"MISSED  {article.ident} {g['cue_text']!r}@{g['cue_span'][0]} {g['speaker_text']!r}: {g['content'][:70]!r}")
        if article.scope != "pattern":
            for i, s in enumerate(statements):
                if i in outside:
                    continue
                rules[s.rule]["system"] += 1
                if i not in matched_s and show_errors:
                    who = entities[s.speaker].label if s.speaker else f"[{s.speaker_text}]"
                    errors.append(f"EXTRA   {article.ident} {s.cue!r}@{s.cue_span.start} {s.rule} {who}: {(s.content or '')[:70]!r}")
    result = {"sets": {}, "rules": {}, "patterns": {}}
    both = Tally()
    both.add(tallies["whole"])
    both.add(tallies["fresh"])
    sets = (
        ("seeds", tallies["seed"]),
        ("wikinews tuned-on articles", tallies["whole"]),
        ("wikinews after-freeze", tallies["fresh"]),
        ("wikinews all whole", both),
        ("wikinews pattern items", tallies["pattern"]),
    )
    for name, t in sets:
        result["sets"][name] = {
            "gold": t.gold, "system": t.system if name != "wikinews pattern items" else None,
            "statement_precision": ratio(t.matched_system, t.system), "statement_recall": ratio(t.matched, t.gold),
            "speaker_precision": ratio(t.speaker_system, t.system), "speaker_recall": ratio(t.speaker, t.gold),
            "speaker_accuracy_of_found": ratio(t.speaker, t.matched),
            "quote_found_of_quoted": ratio(t.quote, t.quoted),
            "direct_agrees": ratio(t.direct, t.matched),
        }
    for rule, c in sorted(rules.items()):
        result["rules"][rule] = {
            "n": c["system"], "found": c["matched"], "correct": c["speaker"],
            "precision": ratio(c["matched"], c["system"]),
            "precision_with_speaker": ratio(c["speaker"], c["system"]),
        }
    for pattern, c in sorted(patterns.items()):
        result["patterns"][pattern] = {"gold": c["gold"], "recall": ratio(c["found"], c["gold"]), "speaker_recall": ratio(c["speaker"], c["gold"])}
    result["errors"] = errors
    return result


def show(result: dict) -> None:
    print(f"{'set':28} {'gold':>5} {'kg':>5} {'P':>6} {'R':>6} {'spkP':>6} {'spkR':>6} {'quote':>6} {'direct':>6}")
    for name, r in result["sets"].items():
        fmt = lambda v: "   -  " if v is None else f"{v:6.3f}"  # noqa: E731
        print(f"{name:28} {r['gold']:5} {r['system'] if r['system'] is not None else '-':>5} {fmt(r['statement_precision'])} "
              f"{fmt(r['statement_recall'])} {fmt(r['speaker_precision'])} {fmt(r['speaker_recall'])} "
              f"{fmt(r['quote_found_of_quoted'])} {fmt(r['direct_agrees'])}")
    print(f"\n{'rule':32} {'n':>4} {'P':>6} {'P+spk':>6}")
    for rule, r in result["rules"].items():
        print(f"{rule:32} {r['n']:4} {r['precision'] or 0:6.3f} {r['precision_with_speaker'] or 0:6.3f}")
    print(f"\n{'pattern (gold)':28} {'n':>4} {'R':>6} {'R+spk':>6}")
    for pattern, r in result["patterns"].items():
        print(f"{pattern:28} {r['gold']:4} {r['recall']:6.3f} {r['speaker_recall']:6.3f}")
    if result["errors"]:
        print()
        print("\n".join(result["errors"]))


SEED_GOLD = ROOT / "tests" / "data" / "seed_statements.jsonl"
WIKINEWS_GOLD = ROOT / "tests" / "data" / "wikinews_statements.jsonl"


def rule_counts() -> dict[str, tuple[int, int]]:
    """Per rule: (statements found with the right speaker, statements made), on the seeds
    and the whole annotated Wikinews articles. ``benchmarks/measure_precision.py`` turns
    these into the rules' confidence."""
    result = evaluate(load_articles(SEED_GOLD, WIKINEWS_GOLD), show_errors=False)
    return {rule: (r["correct"], r["n"]) for rule, r in result["rules"].items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=Path, default=SEED_GOLD)
    parser.add_argument("--gold", type=Path, default=WIKINEWS_GOLD)
    parser.add_argument("--errors", action="store_true", help="list every miss, extra and wrong speaker")
    parser.add_argument("--json", type=Path, help="also write the figures as JSON")
    args = parser.parse_args()
    if not (SHARED / "corpus" / "wikinews").exists():
        print("../shared/corpus/wikinews not present: scoring the seeds only", file=sys.stderr)
    result = evaluate(load_articles(args.seeds, args.gold), args.errors)
    show(result)
    if args.json:
        args.json.write_text(json.dumps({k: v for k, v in result.items() if k != "errors"}, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
