"""The cue lexicon learned from annotated news: which words report an attribution, and what kind.

``kg/data/cue_lexicon.tsv`` is written by ``benchmarks/learn_cues.py`` from the PolNeAR
training split (never dev or test): for each lemma that heads an annotated Cue at least
three times, how often it did (``cues``), how often the lemma occurs with that part of speech
in the same articles where a rule could read it (``occurrences``: a verb outside quotation
marks, with a subject that is not I, we or you, and a clause, an infinitive or an object
after it), the share of those inside an annotated Cue (``precision``) and its ``kind``:

- ``speech``: the lemma's first WordNet sense is a verb of communication (or its second,
  when the first is not one of cognition, emotion or perception: "slam", "blast"), or kg's
  rules already read it as reported speech;
- ``intention``: otherwise, when over a third of its annotated contents are an infinitive
  ("plans to", "wants to", "hopes to");
- ``thought``: the rest ("believes", "fears", "expects", "knows").

Which words are read as cues in which frames is not decided here but by the cue model
(``kg.extract.cue_model``), fitted on the same split; the lexicon gives every statement the
kind of its cue (``nkg:attributionKind``), the confidence model a cue's precision, and the
cue model its candidate nouns.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

__all__ = ["CueEntry", "cue_lexicon", "cue_nouns", "attribution_kind", "cue_precision", "KINDS"]

KINDS = ("speech", "thought", "intention")


@dataclass(frozen=True, slots=True)
class CueEntry:
    lemma: str
    pos: str
    kind: str
    cues: int
    occurrences: int
    precision: float


@lru_cache(maxsize=1)
def cue_lexicon() -> dict[str, CueEntry]:
    """The learned lexicon by lemma (the most frequent part of speech of each lemma)."""
    path = resources.files("kg").joinpath("data/cue_lexicon.tsv")
    table: dict[str, CueEntry] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#") or line.startswith("lemma\t"):
            continue
        fields = line.split("\t")
        lemma, pos, kind, cues, occurrences, precision = fields[:6]
        entry = CueEntry(lemma, pos, kind, int(cues), int(occurrences), float(precision))
        if lemma not in table or table[lemma].cues < entry.cues:
            table[lemma] = entry
    return table


@lru_cache(maxsize=1)
def cue_nouns() -> dict[str, str]:
    """The nouns of the lexicon (its NOUN rows: "argument", "message", "warning") and their kind;
    ``cue_lexicon`` keeps a lemma's commoner part of speech, so "point" is a verb there."""
    path = resources.files("kg").joinpath("data/cue_lexicon.tsv")
    nouns: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        fields = line.split("\t")
        if len(fields) >= 3 and fields[1] == "NOUN" and not line.startswith("#"):
            nouns[fields[0]] = fields[2]
    return nouns


def attribution_kind(cue: str) -> str:
    """``speech``, ``thought`` or ``intention`` for a cue lemma; speech when not in the lexicon."""
    entry = cue_lexicon().get(cue)
    return entry.kind if entry is not None else "speech"


def cue_precision(cue: str) -> float | None:
    """How often the lemma, where it occurs, reports an attribution (None: not in the lexicon)."""
    entry = cue_lexicon().get(cue)
    return entry.precision if entry is not None else None
