"""Learn the cue lexicon from PolNeAR's training split: kg/data/cue_lexicon.tsv.

    PYTHONPATH=. python benchmarks/learn_cues.py [--polnear DIR] [--cache DIR] [--out kg/data/cue_lexicon.tsv]

Reads **train only** (the rules are measured on dev). For each annotated Cue, its head: the
token of the cue whose syntactic head lies outside the cue (a verb before any other part of
speech; "according to" is one cue). Per (lemma, part of speech): how many Cues it heads,
how many times the lemma occurs with that part of speech in the training articles, the
ratio (precision, over the occurrences a rule could read: a verb outside quotation marks with a subject that is not I, we or you and a clause, an infinitive or an object after it), and the kind (see ``kg.extract.cues``). WordNet's verb lexicographer
files tell verbs of communication (Debian's ``wordnet-base`` puts them in
/usr/share/wordnet; without them, kg's own speech verbs are the speech class).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from eval_polnear import parsed_docs  # noqa: E402

from kg.corpora.polnear import load_polnear  # noqa: E402
from kg.extract.quotes import find_quotations  # noqa: E402
from kg.records import Span  # noqa: E402

WORDNET = Path("/usr/share/wordnet")
COMMUNICATION = "32"  # verb.communication in WordNet's lexnames
MIND = frozenset({"31", "37", "39"})  # verb.cognition, verb.emotion, verb.perception
MIN_CUES = 3


def wordnet_first_sense_lexfile() -> dict[str, tuple[str, ...]]:
    """Verb lemma -> lexicographer file numbers of its two most frequent senses."""
    index, data = WORDNET / "index.verb", WORDNET / "data.verb"
    if not index.is_file() or not data.is_file():
        return {}
    offsets: dict[str, str] = {}
    for line in index.read_text(encoding="utf-8", errors="replace").splitlines():
        if line.startswith(" "):
            continue
        fields = line.split()
        lemma, synset_count = fields[0], int(fields[2])
        offsets[lemma.replace("_", " ")] = fields[-synset_count : len(fields) - synset_count + 2]
    by_offset: dict[str, str] = {}
    for line in data.read_text(encoding="utf-8", errors="replace").splitlines():
        if line.startswith(" "):
            continue
        fields = line.split()
        by_offset[fields[0]] = fields[1]
    return {lemma: tuple(by_offset.get(o, "") for o in offs) for lemma, offs in offsets.items()}


def readable(token, quoted: list[Span]) -> bool:  # noqa: ANN001
    """Whether a rule could read the token as a cue: a verb outside quotation marks, with a
    subject that is not the writer or the reader, and a clause, an infinitive or an object
    after it. Precision is counted over these, so it is the precision of reading the word."""
    if token.pos_ not in {"VERB", "AUX"} or any(q.start <= token.idx < q.end for q in quoted):
        return False
    subjects = [c for c in token.children if c.dep_ in {"nsubj", "nsubjpass"}]
    if not subjects or subjects[0].lower_ in {"i", "we", "you"}:
        return False
    return any(c.dep_ in {"ccomp", "xcomp", "dobj", "prep"} and c.i > token.i for c in token.children)


def cue_head(doc, start: int, end: int):  # noqa: ANN001, ANN201
    span = doc.char_span(start, end, alignment_mode="expand")
    if span is None or not len(span):
        return None
    words = [t for t in span if not (t.is_punct or t.is_space)]
    if not words:
        return None
    if words[0].lower_ == "according":
        return "according to", "ADP"
    roots = [t for t in words if t.head.i < span.start or t.head.i >= span.end or t.head.i == t.i]
    verbs = [t for t in words if t.pos_ in {"VERB", "AUX"} and t.lemma_.lower() not in {"be", "have", "do", "will", "would"}]
    head = (verbs or roots or words)[0]
    pos = "VERB" if head.pos_ in {"VERB", "AUX"} else head.pos_
    return head.lemma_.lower(), pos


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--polnear", default=os.environ.get("KG_POLNEAR"))
    parser.add_argument("--cache", type=Path, default=None, help="the parse cache of eval_polnear.py")
    parser.add_argument("--out", type=Path, default=ROOT / "kg" / "data" / "cue_lexicon.tsv")
    args = parser.parse_args()
    if not args.polnear:
        parser.error("give --polnear DIR or KG_POLNEAR")
    from kg.extract.statements import CLAUSE_VERBS, QUOTE_ONLY_VERBS

    articles = load_polnear(Path(args.polnear), "train")
    docs, furniture = parsed_docs(articles, args.cache or Path("/tmp/kg-polnear-cache"))
    cues: Counter[tuple[str, str]] = Counter()
    infinitive: Counter[tuple[str, str]] = Counter()
    occurrences: Counter[tuple[str, str]] = Counter()  # where a rule could read the word
    hits: Counter[tuple[str, str]] = Counter()  # … and it is inside an annotated Cue
    for article, doc in zip(articles, docs):
        quoted = [Span(q.start, q.end) for q in find_quotations(article.text)]
        cue_chars = {i for g in article.attributions for piece in g.cue for i in range(piece.start, piece.end)}
        for token in doc:
            if token.lower_ == "according" and token.i + 1 < len(doc) and doc[token.i + 1].lower_ == "to":
                key = ("according to", "ADP")
            elif readable(token, quoted):
                key = (token.lemma_.lower(), "VERB")
            else:
                continue
            occurrences[key] += 1
            hits[key] += token.idx in cue_chars
        for g in article.attributions:
            if not g.cue:
                continue
            head = cue_head(doc, g.cue[0].start, g.cue[-1].end)
            if head is None:
                continue
            cues[head] += 1
            content = article.text[g.content[0].start : g.content[-1].end].lstrip("“\"' ")
            infinitive[head] += content.lower().startswith("to ")
    lexfile = wordnet_first_sense_lexfile()
    speech_verbs = CLAUSE_VERBS | QUOTE_ONLY_VERBS
    rows = []
    for (lemma, pos), n in cues.items():
        if n < MIN_CUES:
            continue
        total = occurrences[(lemma, pos)]
        precision = hits[(lemma, pos)] / total if total else 0.0
        senses = lexfile.get(lemma, ())
        # a verb of communication in its first sense, or in its second when the first is not
        # one of the mind ("blast", "slam": first a physical sense, then criticism)
        communicates = bool(senses) and (senses[0] == COMMUNICATION or (
            len(senses) > 1 and senses[1] == COMMUNICATION and senses[0] not in MIND))
        if lemma in speech_verbs or lemma == "according to" or communicates:
            kind = "speech"
        elif infinitive[(lemma, pos)] * 3 > n:
            kind = "intention"
        else:
            kind = "thought"
        rows.append((lemma, pos, kind, n, total, precision))
    rows.sort(key=lambda r: (-r[3], r[0], r[1]))
    header = [
        "# learned from PolNeAR train by benchmarks/learn_cues.py: lemma heading >= 3 annotated Cues",
        f"# {len(articles)} articles, {sum(cues.values())} cues; WordNet verb lexfiles {'used' if lexfile else 'absent'}",
    ]

    with args.out.open("w", encoding="utf-8") as out:
        out.write("\n".join(header) + "\n")
        out.write("lemma\tpos\tkind\tcues\toccurrences\tprecision\n")
        for lemma, pos, kind, n, total, precision in rows:
            out.write(f"{lemma}\t{pos}\t{kind}\t{n}\t{total}\t{precision:.3f}\n")
    kinds = defaultdict(int)
    for row in rows:
        kinds[row[2]] += 1
    print(f"{len(rows)} lemmas ({dict(kinds)}) written to {args.out}")


if __name__ == "__main__":
    main()
