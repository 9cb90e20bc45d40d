"""Learn the frames no verb rule proposes from PolNeAR's training split: which adjectives after
"be" report a stance (kg/data/stance_adjectives.tsv) and which nouns with a complement report
their holder's words or thoughts (kg/data/noun_frames.tsv; again by the noun's WordNet class and
how the holder is given, kg/data/noun_class_frames.tsv), and which prepositional phrases name
whose view or finding a clause is (kg/data/source_phrases.tsv).

    PYTHONPATH=. python benchmarks/learn_frames.py [--polnear DIR] [--cache DIR] [--out-dir kg/data]

Reads **train only** (the rules are measured on dev). Runs the statement rules with every
adjective of every stance frame (``kg.extract.stance``: "X is eager to …", "X is critical of
…") and every noun of every noun frame (``kg.extract.noun_frames``: "his claim that …", "X
made the promise to …") and every source phrase (``kg.extract.source_phrases``: "In a new
poll, …", "To Ortiz, …") read as a cue, so the frames counted are the ones the rules would
read (a speaker-like subject or holder, not negated, not quoted, not taken by another rule).
Per (word, complement): how many such statements (``frames``), how many of them have a
content covering half of an annotated Content (``precise``: PolNeAR's precision test, as
``benchmarks/eval_polnear.py`` scores it; for a source phrase also its speaker phrase overlapping
that attribution's Source) and the ratio. Pairs seen at least three times are
written; the modules read those that pass their thresholds.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from eval_polnear import parsed_docs  # noqa: E402

from kg.corpora.polnear import load_polnear  # noqa: E402
from kg.evaluate.attribution import SystemAttribution, covers  # noqa: E402
from kg.extract import noun_frames, source_phrases, stance  # noqa: E402
from kg.extract.cues import cue_lexicon  # noqa: E402
from kg.extract.entities import extract_entities  # noqa: E402
from kg.extract.lemmas import lemma_of  # noqa: E402
from kg.extract.statements import (  # noqa: E402
    INFINITIVE_SPEECH_NOUNS, SPEECH_CONTENT_NOUNS, THOUGHT_NOUNS, extract_statements,
)

MIN_WRITTEN = 3


def adjective_kind(word: str, complement: str) -> str:
    """An infinitive after an adjective of stance is what the subject means to do ("eager to")."""
    return "intention" if complement.split()[0] == "infinitive" else "thought"


def noun_kind(lemma: str, complement: str) -> str:
    """The cue lexicon's kind of the lemma ("claim": speech, "plan": intention), else as for adjectives."""
    entry = cue_lexicon().get(lemma)
    return entry.kind if entry is not None else adjective_kind(lemma, complement)


def read_by_hand(frame: noun_frames.NounFrame) -> bool:
    """Whether the hand rule of nouns of speech reads this frame (its statements are not counted)."""
    lemma = lemma_of(frame.noun)
    if frame.holder_from not in {"poss", "by", "from", "verb"}:
        return False
    return (frame.complement == "that" and lemma in SPEECH_CONTENT_NOUNS | THOUGHT_NOUNS
            or frame.complement == "infinitive" and lemma in INFINITIVE_SPEECH_NOUNS)


def names_source(statement, gold) -> bool:  # noqa: ANN001
    """Whether the statement's speaker phrase overlaps the gold attribution's Source."""
    span = statement.speaker_span
    return span is not None and any(min(span.end, g.end) > max(span.start, g.start) for g in gold.source)


def source_kind(key: str, complement: str) -> str:
    """A clause given to a source phrase's holder is its view or finding: a thought."""
    return "thought"


def class_kind(noun_class: str, complement: str) -> str:
    """A class key's kind: words for nouns of communication ("made comments about"), else as for
    adjectives (a noun with a kind of its own in the cue lexicon keeps it where it is read)."""
    return "speech" if noun_class == "communication" and not complement.startswith("infinitive") \
        else adjective_kind(noun_class, complement)


def write(path: Path, first: str, frames: Counter, precise: Counter, kind, n_articles: int,  # noqa: ANN001
          min_frames: int = stance.MIN_FRAMES, min_precision: float = stance.MIN_PRECISION) -> None:
    rows = sorted(((k, n, precise[k]) for k, n in frames.items() if n >= MIN_WRITTEN), key=lambda r: (-r[1], r[0]))
    with path.open("w", encoding="utf-8") as out:
        out.write(f"# learned from PolNeAR train by benchmarks/learn_frames.py: ({first}, complement) read >= {MIN_WRITTEN} times\n")
        out.write(f"# {n_articles} articles, {sum(frames.values())} frames read, {sum(precise.values())} precise\n")
        out.write(f"{first}\tcomplement\tkind\tframes\tprecise\tprecision\n")
        for (word, complement), n, k in rows:
            out.write(f"{word}\t{complement}\t{kind(word, complement)}\t{n}\t{k}\t{k / n:.3f}\n")
    passing = [r for r in rows if r[1] >= min_frames and r[2] / r[1] >= min_precision]
    print(f"{len(rows)} pairs written to {path}; {len(passing)} pass the thresholds "
          f"({sum(r[1] for r in passing)} frames, {sum(r[2] for r in passing)} precise)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--polnear", default=os.environ.get("KG_POLNEAR"))
    parser.add_argument("--cache", type=Path, default=None, help="the parse cache of eval_polnear.py")
    parser.add_argument("--out-dir", type=Path, default=ROOT / "kg" / "data")
    args = parser.parse_args()
    if not args.polnear:
        parser.error("give --polnear DIR or KG_POLNEAR (fetch networkdynamics/PolNeAR)")
    articles = load_polnear(Path(args.polnear), "train")
    docs, furniture = parsed_docs(articles, args.cache or Path("/tmp/kg-polnear-cache"))
    # every pair read, so that each frame the rules can reach is counted
    stance.reads_stance = lambda word, complement: stance.FrameEntry(
        word, complement, adjective_kind(word, complement), 0, 0, 0.0)
    noun_frames.reads_noun_frame = lambda lemma, complement: stance.FrameEntry(
        lemma, complement, noun_kind(lemma, complement), 0, 0, 0.0)
    noun_frames.noun_frame_lemmas = lambda: None  # the rule walks only the table's nouns: here every noun
    source_phrases.reads_source_phrase = lambda key, complement: stance.FrameEntry(
        key, complement, source_kind(key, complement), 0, 0, 0.0)
    rules = ("statement.stance_adjective", "statement.speech_noun", "statement.source_phrase")
    # a frame is right when its content covers an annotated Content; a source phrase's also when
    # its speaker phrase overlaps that attribution's Source
    sourced = {"statement.source_phrase"}
    counts = {rule: (Counter(), Counter()) for rule in rules}
    class_frames, class_precise = Counter(), Counter()  # the noun frames again, by noun class
    for article, doc, skip in zip(articles, docs, furniture):
        adjectives = {f.adjective.idx: (f.adjective.lower_, f.complement) for f in stance.stance_frames(doc)}
        held = [f for f in noun_frames.noun_frames(doc) if not read_by_hand(f)]
        nouns = {f.noun.idx: (lemma_of(f.noun), f.complement) for f in held}
        by_class = {f.noun.idx: noun_frames.class_keys(f) for f in held}
        phrases = {f.preposition.idx: (f.key, f.complement) for f in source_phrases.source_phrases(doc)}
        seen: dict[tuple[str, int], bool] = {}  # their statements (one per coordinated holder) are one frame
        for s in extract_statements(doc, extract_entities(doc, skip), skip):
            table = {"statement.stance_adjective": adjectives, "statement.speech_noun": nouns,
                     "statement.source_phrase": phrases}.get(s.rule, {})
            key = table.get(s.cue_span.start) if s.cue_span is not None else None
            if key is None or s.content_span is None or any(
                    d.start <= s.content_span.start and s.content_span.end <= d.end for d in article.discarded):
                continue
            right = any(covers(SystemAttribution(s.content_span), g) for g in article.attributions
                        if s.rule not in sourced or names_source(s, g))
            if s.rule in sourced:
                seen[s.rule, s.cue_span.start] = seen.get((s.rule, s.cue_span.start), False) or right
                continue
            frames, precise = counts[s.rule]
            frames[key] += 1
            precise[key] += right
            if s.rule == "statement.speech_noun":
                for class_key in by_class[s.cue_span.start]:
                    class_frames[class_key] += 1
                    class_precise[class_key] += right
        for (rule, start), right in seen.items():
            frames, precise = counts[rule]
            key = phrases[start]
            frames[key] += 1
            precise[key] += right
    write(args.out_dir / stance.STANCE_LEXICON_FILE, "word", *counts["statement.stance_adjective"], adjective_kind, len(articles))
    write(args.out_dir / noun_frames.NOUN_FRAMES_FILE, "lemma", *counts["statement.speech_noun"], noun_kind, len(articles))
    write(args.out_dir / noun_frames.NOUN_CLASS_FRAMES_FILE, "class", class_frames, class_precise, class_kind,
          len(articles), noun_frames.MIN_CLASS_FRAMES, noun_frames.MIN_CLASS_PRECISION)
    write(args.out_dir / source_phrases.SOURCE_PHRASES_FILE, "word", *counts["statement.source_phrase"], source_kind,
          len(articles))


if __name__ == "__main__":
    main()
