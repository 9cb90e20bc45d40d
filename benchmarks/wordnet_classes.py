"""Extend kg's lemma classes (``kg/data/measure_classes.tsv``) with WordNet, as a shipped table.

A counted noun or a verb outside the hand table compares as itself, so "23 brigands nabbed"
and "23 pirates captured" meet only through their equal value. This script reads WordNet 3.0
(Princeton; the database files Debian's ``wordnet-base`` installs in ``/usr/share/wordnet``)
and writes ``kg/data/measure_classes_wordnet.tsv``: every WordNet noun or verb lemma outside
the hand table whose **most frequent sense** is the most frequent sense of a lemma of the hand table
(with ``--hypernyms``, also: whose most frequent sense's direct hypernym is) takes that lemma's class (and,
for a noun, its action). A lemma whose first sense reaches two classes is left out. kg reads
the generated table after the hand table, so the hand table always wins; no WordNet is needed
at run time.

It also writes the **happenings** (part ``happening``): every noun whose most frequent sense is an
act, an event or a state that WordNet derives from the most frequent sense of a hand-table verb,
with that verb ("destruction" -> destroy, "killing" -> kill, "death" -> die). kg reads them only as
the object of a verb that says a happening happened ("caused heavy destruction in nine hamlets":
destroyed), never as counted nouns (``happenings``).

Run (to regenerate the shipped table; then measure with ``benchmarks/eval_measures.py``):

    apt-get install wordnet-base    # the WordNet 3.0 database files
    python benchmarks/wordnet_classes.py [--wordnet /usr/share/wordnet] [--hypernyms]

The WordNet licence (a BSD-style licence: use, copy, modify and distribute with its
copyright notice) is quoted at the head of the generated table.
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HAND = ROOT / "kg" / "data" / "measure_classes.tsv"
OUT = ROOT / "kg" / "data" / "measure_classes_wordnet.tsv"
PARTS = {"noun": "noun", "verb": "verb"}

NOTICE = """WordNet Release 3.0. This software and database is being provided to you, the LICENSEE, by
Princeton University under the following license. By obtaining, using and/or copying this
software and database, you agree that you have read, understood, and will comply with these
terms and conditions: Permission to use, copy, modify and distribute this software and database
and its documentation for any purpose and without fee or royalty is hereby granted, provided
that you agree to comply with the following copyright notice and statements, including the
disclaimer, and that the same appear on ALL copies of the software, database and documentation,
including modifications that you make for internal use or for distribution. WordNet 3.0
Copyright 2006 by Princeton University. All rights reserved. THIS SOFTWARE AND DATABASE IS
PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR
IMPLIED. BY WAY OF EXAMPLE, BUT NOT LIMITATION, PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR
WARRANTIES OF MERCHANT- ABILITY OR FITNESS FOR ANY PARTICULAR PURPOSE OR THAT THE USE OF THE
LICENSED SOFTWARE, DATABASE OR DOCUMENTATION WILL NOT INFRINGE ANY THIRD PARTY PATENTS,
COPYRIGHTS, TRADEMARKS OR OTHER RIGHTS. The name of Princeton University or Princeton may not be
used in advertising or publicity pertaining to distribution of the software and/or database.
Title to copyright in this software and any associated documentation shall at all times remain
with Princeton University and LICENSEE agrees to preserve same."""


def read_index(path: Path) -> dict[str, list[str]]:
    """lemma -> its synset offsets, most frequent sense first (wndb(5WN): index.pos)."""
    senses: dict[str, list[str]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith(" "):
            continue  # the licence at the head of the file
        cells = line.split()
        synsets, pointers = int(cells[2]), int(cells[3])
        senses[cells[0].replace("_", " ")] = cells[6 + pointers:6 + pointers + synsets]
    return senses


def read_data(path: Path) -> dict[str, tuple[list[str], list[str]]]:
    """offset -> (its lemmas, its hypernyms' offsets) (wndb(5WN): data.pos)."""
    return {offset: (words, [o for symbol, o, _pos, _source, _target in pointers if symbol in ("@", "@i")])
            for offset, (_lexname, words, pointers) in read_synsets(path).items()}


def read_synsets(path: Path) -> dict[str, tuple[int, list[str], list[tuple[str, str, str, int, int]]]]:
    """offset -> (its lexicographer file number, its lemmas, its pointers: symbol, offset, part of
    speech, source and target word numbers, 0 for the whole synset) (wndb(5WN): data.pos)."""
    synsets: dict[str, tuple[int, list[str], list[tuple[str, str, str, int, int]]]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith(" "):
            continue
        cells = line.split(" | ")[0].split()
        count = int(cells[3], 16)
        words = [cells[4 + 2 * i].lower().replace("_", " ").split("(")[0] for i in range(count)]
        at = 4 + 2 * count
        pointers = []
        for i in range(int(cells[at])):
            symbol, offset, pos, words_of = cells[at + 1 + 4 * i:at + 5 + 4 * i]
            pointers.append((symbol, offset, pos, int(words_of[:2], 16), int(words_of[2:], 16)))
        synsets[cells[0]] = (int(cells[1]), words, pointers)
    return synsets


def read_hand() -> dict[str, dict[str, tuple[str, str]]]:
    """part -> lemma -> (class, action) of the hand table."""
    table: dict[str, dict[str, tuple[str, str]]] = defaultdict(dict)
    for line in HAND.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        cells = line.split("\t") + ["", ""]
        table["verb" if cells[1] in ("verb", "adj") else cells[1]][cells[0]] = (cells[2], cells[3])
    return table


# lexicographer files of a happening (lexnames(5WN)): noun.act, noun.event, noun.state ("death" is
# an event, "arrest" an act, "injury" a state); a doer ("killer", noun.person) is not one
HAPPENINGS = frozenset({4, 11, 26})


def generate(wordnet: Path, hypernyms: bool) -> list[tuple[str, str, str, str, str]]:
    """Rows: lemma, part, class, action, the hand-table lemma it was reached through."""
    hand = read_hand()
    rows = []
    for part in ("noun", "verb"):
        index = read_index(wordnet / f"index.{part}")
        data = read_data(wordnet / f"data.{part}")
        known = hand[part]
        for lemma in sorted(index):
            if lemma in known or not lemma.replace(" ", "").replace("-", "").isalpha():
                continue
            first = index[lemma][0]
            # a hand-table lemma whose own first sense is this synset (or its hypernym)
            reached = [w for w in data[first][0] if w in known and w != lemma and index[w][0] == first]
            if hypernyms and not reached:
                reached = [w for h in data[first][1] for w in data[h][0] if w in known and index[w][0] == h]
            classes = {known[w] for w in reached}
            if len(classes) == 1:
                cls, action = classes.pop()
                rows.append((lemma, part, cls, action, min(reached)))
    return rows + happenings(wordnet, hand)


def happenings(wordnet: Path, hand: dict[str, dict[str, tuple[str, str]]]) -> list[tuple[str, str, str, str, str]]:
    """Nouns of a happening that WordNet derives from a hand-table verb, with that verb's class
    (part "happening"): "destruction" (from "destroy"), "killing" (from "kill"), "detention" (from
    "detain"). kg reads them only as the object of a verb that says a happening happened ("caused
    heavy destruction" is destroyed, "committed the murders" killed: ``kg.extract.quantities.action_lemma``),
    never as a counted noun: "four murders" and "four people killed" stay two kinds (as people killed, "murder",
    "killing", "slaying" cost two wrong pairs on the ECB+ set-aside topics).

    Both sides by their most frequent sense: the noun's is a happening (``HAPPENINGS``) derived
    (WordNet's derivationally related form, from this word of the synset) from a verb synset that
    is the most frequent sense of the hand-table verb it names. Nouns of the hand table are rows too
    ("death" from "die", "arrest"): this part is read apart from the counted nouns'."""
    nouns, verbs = read_index(wordnet / "index.noun"), read_index(wordnet / "index.verb")
    noun_synsets, verb_synsets = read_synsets(wordnet / "data.noun"), read_synsets(wordnet / "data.verb")
    rows = []
    for lemma in sorted(nouns):
        if not lemma.replace(" ", "").replace("-", "").isalpha():
            continue
        lexname, words, pointers = noun_synsets[nouns[lemma][0]]
        if lexname not in HAPPENINGS or lemma not in words:
            continue
        number = words.index(lemma) + 1
        derived = {(verb_synsets[offset][1][target - 1], offset) for symbol, offset, pos, source, target in pointers
                   if symbol == "+" and pos == "v" and source in (0, number) and target}
        reached = {verb for verb, offset in derived if verb in hand["verb"] and verbs.get(verb, [None])[0] == offset}
        classes = {hand["verb"][verb][0] for verb in reached}
        if len(classes) == 1:
            rows.append((lemma, "happening", classes.pop(), "", min(reached)))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--wordnet", type=Path, default=Path("/usr/share/wordnet"))
    parser.add_argument("--hypernyms", action="store_true", help="also through the first sense's direct hypernyms")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    rows = generate(args.wordnet, args.hypernyms)
    head = ["# Generated by benchmarks/wordnet_classes.py from WordNet 3.0" +
            (" (first sense and its direct hypernyms)" if args.hypernyms else " (first sense)") +
            "; do not edit: edit measure_classes.tsv and regenerate.",
            "# lemma\tpart\tclass\taction\tthrough", "#"]
    head += ["# " + line for line in NOTICE.splitlines()]
    args.out.write_text("\n".join(head + ["\t".join(row) for row in rows]) + "\n", encoding="utf-8")
    print(f"{args.out}: {len(rows)} lemmas")


if __name__ == "__main__":
    main()
