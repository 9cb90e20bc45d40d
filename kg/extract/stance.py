"""Adjectives of stance after "be": "X is confident that …", "X is eager to …", "X is critical of …".

A *stance frame* is an adjective the parser hangs on a linking verb (be, become, remain, seem,
appear, grow, feel) as its complement, with the verb's subject before the verb and, after the
adjective, a complement of its own:

- ``clause``: a clause with a subject of its own ("confident that the bridge will open",
  "unsure whether the vote will pass");
- ``infinitive``: "eager to rebuild the pier";
- ``about`` / ``of``: the object of an about- or of-phrase ("worried about the harvest",
  "critical of the plan").

``stance_frames`` finds every frame whatever the adjective. Which adjectives report their
subject's stance in which frame is not listed by hand but learned:
``kg/data/stance_adjectives.tsv`` is written by ``benchmarks/learn_frames.py`` from the PolNeAR
training split (never dev or test). For each (adjective, complement) seen at least three times
as a frame the rule would read (a speaker-like subject, not negated, not quoted, not taken by
another rule), how many frames there were (``frames``), how many of their contents cover half
of an annotated Content (``precise``), the ratio (``precision``) and the kind of attribution
(``intention`` for an infinitive — "eager to", "inclined to" —, ``thought`` otherwise). A pair
is read when it was seen ``MIN_FRAMES`` times and was precise at least ``MIN_PRECISION`` of
them: rarer or looser pairs ("likely to", "able to", "afraid of") describe the subject
more often than they report what it thinks.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from spacy.tokens import Doc, Token

from kg.extract._doc_index import children_of, doc_tokens
from kg.extract.lemmas import lemma_of

__all__ = ["StanceFrame", "FrameEntry", "stance_frames", "stance_lexicon", "read_frame_lexicon", "reads_stance",
           "LINKING_VERBS", "MIN_FRAMES", "MIN_PRECISION", "STANCE_LEXICON_FILE"]

STANCE_LEXICON_FILE = "stance_adjectives.tsv"
# Verbs that link a subject to an adjective describing it: "is", "became", "remained", "seemed".
LINKING_VERBS = frozenset("be become remain seem appear grow feel".split())
# Prepositions whose object is what the subject's stance is about: "worried about", "critical of".
STANCE_PREPOSITIONS = frozenset("about of".split())
# A pair is read when the learner saw it this often (as often as the cue lexicon asks of a verb,
# ``benchmarks/learn_cues.py``) and it was right this share of the time on PolNeAR train: a
# rule below 0.75 would pull the rules' precision (0.90) down.
MIN_FRAMES = 3
MIN_PRECISION = 0.75


@dataclass(frozen=True, slots=True)
class StanceFrame:
    """An adjective after a linking verb, the verb's subject and the adjective's complement."""

    adjective: Token
    verb: Token
    subject: Token
    complement: str  # clause, infinitive, about, of
    start: int  # the content's tokens: doc[start:end]
    end: int


@dataclass(frozen=True, slots=True)
class FrameEntry:
    """One learned (word, complement) pair of a frame lexicon: the stance adjectives here, the
    noun frames of ``kg.extract.noun_frames``; its counts on PolNeAR train."""

    word: str
    complement: str
    kind: str
    frames: int
    precise: int
    precision: float


def _complement(adjective: Token) -> tuple[str, int, int] | None:
    """The adjective's first complement after it, and the tokens of what it says."""
    for child in children_of(adjective):
        if child.i < adjective.i:
            continue
        grandchildren = children_of(child)
        if child.dep_ == "ccomp" and any(g.dep_ in {"nsubj", "nsubjpass"} for g in grandchildren):
            start = child.left_edge.i
            # "confident that …": the content is the clause after its "that"
            if adjective.doc[start].lower_ == "that" and adjective.doc[start].dep_ == "mark":
                start += 1
            return "clause", start, child.right_edge.i + 1
        if child.dep_ == "xcomp" and any(g.dep_ == "aux" and g.lower_ == "to" for g in grandchildren):
            return "infinitive", child.left_edge.i, child.right_edge.i + 1
        if child.dep_ == "prep" and child.lower_ in STANCE_PREPOSITIONS:
            objects = [g for g in grandchildren if g.dep_ in {"pobj", "pcomp"}]
            if objects:
                return child.lower_, objects[0].left_edge.i, objects[0].right_edge.i + 1
    return None


def stance_frames(doc: Doc) -> Iterator[StanceFrame]:
    """Every adjective after a linking verb with a subject before the verb and a complement."""
    for adjective in doc_tokens(doc):
        # the tagger may read "worried", "convinced" as verbs: the dependency says adjective
        if adjective.dep_ != "acomp" or adjective.pos_ not in {"ADJ", "VERB"}:
            continue
        verb = adjective.head
        if lemma_of(verb) not in LINKING_VERBS:
            continue
        subjects = [c for c in children_of(verb) if c.dep_ == "nsubj" and c.i < verb.i]
        complement = _complement(adjective)
        if not subjects or complement is None or complement[1] >= complement[2]:
            continue
        kind, start, end = complement
        yield StanceFrame(adjective, verb, subjects[0], kind, start, end)


@lru_cache(maxsize=1)
def stance_lexicon() -> dict[tuple[str, str], FrameEntry]:
    """The learned (adjective, complement) pairs that report a stance (see the module docstring)."""
    return read_frame_lexicon(resources.files("kg").joinpath(f"data/{STANCE_LEXICON_FILE}"))


def read_frame_lexicon(path, min_frames: int = MIN_FRAMES,  # noqa: ANN001 - a Path or a Traversable
                       min_precision: float = MIN_PRECISION) -> dict[tuple[str, str], FrameEntry]:
    """The pairs of a frame lexicon file (stance adjectives, noun frames) that pass the
    thresholds (none when it is absent)."""
    if not path.is_file():
        return {}
    table: dict[tuple[str, str], FrameEntry] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith(("#", "word\t", "lemma\t", "class\t")):
            continue
        word, complement, kind, frames, precise, precision = line.split("\t")[:6]
        entry = FrameEntry(word, complement, kind, int(frames), int(precise), float(precision))
        if entry.frames >= min_frames and entry.precision >= min_precision:
            table[(word, complement)] = entry
    return table


def reads_stance(word: str, complement: str) -> FrameEntry | None:
    """The lexicon's entry when the adjective in this frame reports its subject's stance."""
    return stance_lexicon().get((word, complement))
