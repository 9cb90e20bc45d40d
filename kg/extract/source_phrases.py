"""Phrases that name whose view or finding a clause is: "In a new poll, 40 percent back Reed",
"To Ortiz, the plan is a mistake", "In the mayor's words, the pier is safe", "Reed leads in the
latest survey".

A *source phrase* is a prepositional phrase of ``SOURCE_PREPOSITIONS`` hung on a clause's verb
(or on a word of the clause, "a lead in the polls"), with a noun, name or pronoun as its object.
The clause without the phrase is the content; the holder is the object's possessor when it has
one ("in the mayor's words", "in their eyes"), else the object ("in a new poll", "to Ortiz").
Where the phrase stands matters ("For Ortiz, the plan is a mistake" gives a view, "she voted for
Ortiz" does not), so each frame is keyed by the preposition, where it stands (``front``: before
the verb; ``after``) and what its object is: the object's lemma ("poll", "mind"), ``<name>`` for
a proper noun, ``<pronoun>`` for a pronoun.

Which keys report is learned, in the way of ``kg.extract.stance`` and
``kg.extract.noun_frames``: ``kg/data/source_phrases.tsv`` is written by
``benchmarks/learn_frames.py`` from the PolNeAR training split (never dev or test). A frame
counts as precise only when its content covers half of an annotated Content **and** its holder
overlaps that attribution's Source (a phrase such as "in an interview" sits on reported clauses
but is nobody's view). A key is read when it passes ``MIN_FRAMES`` and ``MIN_PRECISION``, the
thresholds of the other frame lexicons.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from spacy.tokens import Doc, Token

from kg.extract._doc_index import children_of, doc_tokens
from kg.extract.lemmas import lemma_of
from kg.extract.stance import FrameEntry, read_frame_lexicon

__all__ = ["SourcePhrase", "source_phrases", "source_phrase_lexicon", "reads_source_phrase", "object_class",
           "SOURCE_PREPOSITIONS", "SOURCE_PHRASES_FILE"]

SOURCE_PHRASES_FILE = "source_phrases.tsv"
# Prepositions whose object can be whose view or finding a clause is: "in a poll", "in his
# view", "to Ortiz", "for many voters", "under the new rule", "among economists".
SOURCE_PREPOSITIONS = frozenset("in to for under among".split())
# The words of a clause, besides its verb, whose phrase speaks of the whole clause: "has a lead
# in the polls", "is ahead in the polls".
OBJECT_DEPS = frozenset("dobj attr acomp advmod".split())


@dataclass(frozen=True, slots=True)
class SourcePhrase:
    """A prepositional phrase, its object and holder, the clause's verb and the content."""

    preposition: Token
    holder: Token
    verb: Token
    key: str  # the object's class: a lemma, <name>, <pronoun>
    complement: str  # the preposition and where it stands: "in front", "in after"
    start: int  # the content's tokens: doc[start:end]
    end: int


def object_class(obj: Token) -> str:
    """What the learned table keys an object by: a name or a pronoun stands for its kind, a
    common noun for its lemma."""
    if obj.pos_ == "PROPN":
        return "<name>"
    if obj.pos_ == "PRON":
        return "<pronoun>"
    return lemma_of(obj).lower()


def _clause_verb(preposition: Token) -> Token | None:
    """The verb of the clause the phrase belongs to: its head, or the verb whose object or
    complement its head is ("has a lead in the polls"); not a subject's phrase ("aides to X")."""
    word = preposition.head
    if word.pos_ in {"VERB", "AUX"}:
        return word
    if word.dep_ in OBJECT_DEPS and word.head.pos_ in {"VERB", "AUX"}:
        return word.head
    return None


def _trim(doc: Doc, start: int, end: int) -> tuple[int, int]:
    while start < end and (doc[start].is_punct or doc[start].is_space):
        start += 1
    while end > start and (doc[end - 1].is_punct or doc[end - 1].is_space):
        end -= 1
    return start, end


def source_phrases(doc: Doc) -> Iterator[SourcePhrase]:
    """Every phrase of ``SOURCE_PREPOSITIONS`` with a nominal object, on a clause with a verb."""
    for preposition in doc_tokens(doc):
        if preposition.dep_ != "prep" or preposition.lower_ not in SOURCE_PREPOSITIONS:
            continue
        objects = [o for o in children_of(preposition) if o.dep_ == "pobj" and o.pos_ in {"NOUN", "PROPN", "PRON"}]
        verb = _clause_verb(preposition)
        if not objects or verb is None:
            continue
        obj = objects[0]
        possessors = [c for c in children_of(obj) if c.dep_ == "poss"]
        holder = possessors[0] if possessors else obj
        left, right = preposition.left_edge.i, preposition.right_edge.i + 1
        clause_start, clause_end = verb.left_edge.i, verb.right_edge.i + 1
        if right <= verb.i:  # "In a new poll, 40 percent …": the clause after the phrase and its comma
            if right >= len(doc) or doc[right].text != ",":
                continue
            place, (start, end) = "front", _trim(doc, max(right, clause_start), clause_end)
        else:  # "Reed leads in the latest survey": the clause, less the phrase when it ends it
            last = _trim(doc, right, clause_end)
            place = "after"
            start, end = _trim(doc, clause_start, left if last[0] >= last[1] else clause_end)
        if start >= end:
            continue
        yield SourcePhrase(preposition, holder, verb, object_class(obj), f"{preposition.lower_} {place}", start, end)


@lru_cache(maxsize=1)
def source_phrase_lexicon() -> dict[tuple[str, str], FrameEntry]:
    """The learned (object class, preposition and place) keys that report (see the module docstring)."""
    return read_frame_lexicon(resources.files("kg").joinpath(f"data/{SOURCE_PHRASES_FILE}"))


def reads_source_phrase(key: str, complement: str) -> FrameEntry | None:
    """The lexicon's entry when a phrase of this object and preposition and place names a source."""
    return source_phrase_lexicon().get((key, complement))
