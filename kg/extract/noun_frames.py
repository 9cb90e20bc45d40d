"""Nouns of saying or thinking with a complement: "his claim that …", "the union's promise to …",
"an assurance from X that …", "X made the argument that …", "X's message: …".

A *noun frame* is a noun with, after it, a complement of its own:

- ``that``: a that-clause ("the claim that the bridge is safe"; not a relative clause);
- ``infinitive``: "the promise to rebuild the pier";
- ``colon``: the rest of the sentence after a colon right after the noun ("her verdict: …");
- ``of``, ``on``, ``for``, ``about``, … (``CONTENT_PREPOSITIONS``): the object of a phrase right
  after the noun ("his attack on the levy", "their support for the bill");

and a holder, the one whose words or thoughts they are: the noun's possessor (``poss``: "his
claim", "the mayor's promise"), the object of its by-, from- or of-phrase before the complement
(``by``, ``from``, ``of``: "an assurance from the ministry that …"; not the complement's own
phrase), or the subject of a verb
that does no more than make the act it takes as its object (``verb``: "X made the claim that
…", "X gave assurances that …", "X voiced hope that …": ``LIGHT_VERBS``).

A noun with none of these holders is held by what it names (``_named_holder``): the name it
stands in apposition to (``appos``: "Ortiz, a critic of the levy"), the subject it describes
(``attr``: "Reed is a critic of the tolls") or, for a noun that names sources (the cue model's
learned ``source_nouns``), the noun itself (``self``: "Report: …", "evidence that …"). Such
frames are learned apart from the held ones: their complement carries the holder's source
("of appos", "that self").

``noun_frames`` finds every frame whatever the noun. Which nouns report in which frame is
learned: ``kg/data/noun_frames.tsv`` is written by ``benchmarks/learn_frames.py`` from the
PolNeAR training split (never dev or test), in the way of ``kg.extract.stance``: per (noun
lemma, complement) read at least three times, how many statements (``frames``), how many of
them cover half of an annotated Content (``precise``), the ratio and the kind of attribution
(the cue lexicon's kind of the lemma when it has one; else ``intention`` for an infinitive,
``thought`` otherwise). A pair is read when it passes ``MIN_FRAMES`` and ``MIN_PRECISION``,
the thresholds of the stance adjectives.

Most nouns are seen too seldom for a pair of their own. ``kg/data/noun_class_frames.tsv``,
written by the same script, counts the frames again by the noun's WordNet class
(``kg.extract.word_classes.noun_class``: communication, cognition, act …; ``*`` for every class)
and the complement with how the holder is given (``class_complement``: "about verb", "that
verb", "of poss"), so that "X made comments about …", "X expressed confidence that …" are read
whatever the noun. Pooled over so many nouns, a class key is read only when it passes
``MIN_CLASS_FRAMES`` and ``MIN_CLASS_PRECISION`` (0.90); it is consulted for a frame the noun's
own pair does not read (its precision is counted over every frame of the key, whatever pair).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from spacy.tokens import Doc, Token

from kg.extract._doc_index import children_of, doc_tokens, indices_tagged, sentence_bounds
from kg.extract.cue_model import source_nouns
from kg.extract.lemmas import lemma_of
from kg.extract.stance import FrameEntry, read_frame_lexicon
from kg.extract.word_classes import noun_class

__all__ = ["NounFrame", "noun_frames", "noun_frame_lexicon", "reads_noun_frame", "noun_holder", "LIGHT_VERBS",
           "NOUN_FRAMES_FILE", "NOUN_CLASS_FRAMES_FILE", "ANY_CLASS", "class_keys", "class_complement",
           "reads_noun_class_frame", "MIN_CLASS_FRAMES", "MIN_CLASS_PRECISION"]

NOUN_FRAMES_FILE = "noun_frames.tsv"
NOUN_CLASS_FRAMES_FILE = "noun_class_frames.tsv"
# The class key pooled over every noun.
ANY_CLASS = "*"
# A class key pools many nouns, each seen once or twice: read only when nearly always right.
MIN_CLASS_FRAMES = 5
MIN_CLASS_PRECISION = 0.90
# Verbs that only perform the act their object names: "made the claim", "gave assurances",
# "issued a warning", "voiced hope": their subject holds the noun's words or thoughts.
LIGHT_VERBS = frozenset("make give issue offer express voice".split())
# Prepositions right after the noun whose object is what the words or thoughts are about:
# "his criticism of the plan", "her attack on the bill", "their support for the levy".
CONTENT_PREPOSITIONS = frozenset("of about on over for against toward towards".split())
# Marks that open a quotation.
OPENING_MARKS = frozenset({'"', "“", "‘", "'", "''", "``"})
# Possessives that are the writer or the reader: an interview's own words, not reported.
WRITER_POSSESSIVES = frozenset("my our your".split())


@dataclass(frozen=True, slots=True)
class NounFrame:
    """A noun, the head word of its holder and its complement."""

    noun: Token
    holder: Token
    holder_from: str  # poss, by, from, of, verb; else appos, attr, self (_named_holder)
    complement: str  # that, infinitive, colon, of, …; with the holder's source after it for _named_holder's ("of self")
    start: int  # the content's tokens: doc[start:end]
    end: int


def _complement(noun: Token) -> tuple[str, int, int, int] | None:
    """The noun's that-clause, infinitive, colon or content phrase after it: its kind, the tokens
    of what it says and the token that opens it."""
    doc = noun.doc
    for child in children_of(noun):
        if child.i <= noun.i or child.dep_ not in {"acl", "ccomp"}:
            continue
        first = doc[child.left_edge.i]
        if first.lower_ == "that" and first.dep_ == "mark" and first.head.i == child.i:
            return "that", child.left_edge.i + 1, child.right_edge.i + 1, first.i
        if child.dep_ == "acl" and first.lower_ == "to" and first.dep_ == "aux" and first.head.i == child.i:
            return "infinitive", child.left_edge.i, child.right_edge.i + 1, first.i
    # a quotation after the colon is the quotation rules' ("the report: “…”"), whole and direct
    if noun.i + 2 < len(doc) and doc[noun.i + 1].text == ":" and doc[noun.i + 2].text not in OPENING_MARKS:
        _, end = sentence_bounds(noun)
        while end > noun.i + 2 and (doc[end - 1].is_punct or doc[end - 1].is_space):
            end -= 1
        return "colon", noun.i + 2, end, noun.i + 1
    for child in children_of(noun):
        if child.i == noun.i + 1 and child.dep_ == "prep" and child.lower_ in CONTENT_PREPOSITIONS:
            objects = [o for o in children_of(child) if o.dep_ in {"pobj", "pcomp"}]
            if objects:
                return child.lower_, objects[0].left_edge.i, objects[0].right_edge.i + 1, child.i
    return None


def noun_holder(noun: Token, opening: int, prepositions: frozenset[str] = frozenset({"by", "from", "of"}),
                possessor: bool = True) -> tuple[Token, str] | None:
    """Whose words or thoughts the noun names, and how the text says so: its possessor, the
    object of one of ``prepositions`` before the complement (which opens at token ``opening``),
    or the subject of the light verb it is the object of."""
    for child in children_of(noun):
        if possessor and child.dep_ == "poss" and child.lower_ not in WRITER_POSSESSIVES:
            return child, "poss"
    for child in children_of(noun):
        if child.dep_ == "prep" and child.lower_ in prepositions and noun.i < child.i < opening:
            objects = [o for o in children_of(child) if o.dep_ == "pobj"]
            if objects:
                return objects[0], child.lower_
    head = noun.head
    if noun.dep_ == "dobj" and lemma_of(head) in LIGHT_VERBS:
        subjects = [c for c in children_of(head) if c.dep_ == "nsubj" and c.i < head.i]
        if subjects:
            return subjects[0], "verb"
    return None


def noun_frames(doc: Doc, lemmas: frozenset[str] | None = None) -> Iterator[NounFrame]:
    """Every noun with a complement (that-clause, infinitive, colon, content phrase) and a holder;
    only nouns of ``lemmas`` when given (the rule reads the lexicon's nouns, the learner all)."""
    tokens = doc_tokens(doc)
    for noun in [tokens[i] for i in indices_tagged(doc, "NOUN")]:  # the nouns, from the Doc's array
        if noun.pos_ != "NOUN" or lemmas is not None and lemma_of(noun) not in lemmas:
            continue
        complement = _complement(noun)
        if complement is None or complement[1] >= complement[2]:
            continue
        kind, start, end, opening = complement
        holder = noun_holder(noun, opening)
        if holder is None:
            # learned apart ("supporter", "of self"): a frame held by what the noun names is not
            # a frame held by someone named for it
            holder = _named_holder(noun)
            kind = f"{kind} {holder[1]}" if holder is not None else kind
        if holder is not None:
            yield NounFrame(noun, holder[0], holder[1], kind, start, end)


def _named_holder(noun: Token) -> tuple[Token, str] | None:
    """A noun with no possessor, phrase or light verb holding it is held by what it names: the
    name it stands in apposition to ("Ortiz, a longtime supporter of the levy"), the subject it
    describes ("Ortiz is a critic of the levy") or, for a noun that names sources (learned with
    the cue model), the people it is ("supporters of the levy")."""
    if noun.dep_ == "appos" and noun.head.i < noun.i:
        return noun.head, "appos"
    if noun.dep_ == "attr":
        subjects = [c for c in children_of(noun.head) if c.dep_ == "nsubj" and c.i < noun.head.i]
        if subjects:
            return subjects[0], "attr"
    return (noun, "self") if lemma_of(noun) in source_nouns() else None


@lru_cache(maxsize=1)
def noun_frame_lexicon() -> dict[tuple[str, str], FrameEntry]:
    """The learned (noun lemma, complement) pairs that report (see the module docstring)."""
    return read_frame_lexicon(resources.files("kg").joinpath(f"data/{NOUN_FRAMES_FILE}"))


@lru_cache(maxsize=1)
def noun_frame_lemmas() -> frozenset[str]:
    """The nouns of the learned pairs: the only ones the rule need look at."""
    return frozenset(lemma for lemma, _ in noun_frame_lexicon())


def reads_noun_frame(lemma: str, complement: str) -> FrameEntry | None:
    """The lexicon's entry when the noun in this frame reports its holder's words or thoughts."""
    return noun_frame_lexicon().get((lemma, complement))


def class_complement(frame: NounFrame) -> str:
    """The complement with how the holder is given ("about verb", "that poss"); a frame held by
    what it names already says so ("of self")."""
    return frame.complement if " " in frame.complement else f"{frame.complement} {frame.holder_from}"


def class_keys(frame: NounFrame) -> tuple[tuple[str, str], tuple[str, str]]:
    """The frame's keys in the class table: by the noun's WordNet class, and over every class."""
    complement = class_complement(frame)
    return (noun_class(lemma_of(frame.noun)) or "-", complement), (ANY_CLASS, complement)


@lru_cache(maxsize=1)
def noun_class_frame_lexicon() -> dict[tuple[str, str], FrameEntry]:
    """The learned (noun class, complement and holder) keys that report (see the module docstring)."""
    return read_frame_lexicon(resources.files("kg").joinpath(f"data/{NOUN_CLASS_FRAMES_FILE}"),
                              MIN_CLASS_FRAMES, MIN_CLASS_PRECISION)


def reads_noun_class_frame(frame: NounFrame) -> FrameEntry | None:
    """The class table's entry for a frame, its precision counted over every noun of the class."""
    table = noun_class_frame_lexicon()
    return next((table[key] for key in class_keys(frame) if key in table), None)
