"""Speakers the parser hung on a clause before the cue instead of on the cue.

"The mayor closed the pier, then says the ferry will stop", "Ortiz, meanwhile, who runs the
port, said the fees would double" (parsed so at times): the parser may read the speaker's own words before the cue (a relative
clause, a first conjunct, a clause set off by commas) as a clause the cue reports, and hang the
speaker on that clause as its subject. The cue is then left with a clause before it, a clause
after it and no subject of its own, and no rule finds who speaks. The speaker is the subject of
the clause before: in English a finite verb with no subject of its own and a clause on each side
has lost its subject to the first one.

On PolNeAR train (where these frames are among the ``c:no_candidate/verb`` misses of
``benchmarks/classify_misses.py``) the speakers found so give 10 statements more (8 cues and 2
thoughts they relay), all 10 covering half of an annotated Content, and 6 attributions found that
nothing found before.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract._doc_index import children_of
from kg.extract.cue_model import source_nouns
from kg.extract.lemmas import lemma_of
from kg.extract.word_classes import noun_class

__all__ = ["speaker_of_clause_before"]

# Subjects a cue of its own would have had: with any of them the parse is not this one.
OWN_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass", "expl", "auxpass"})
RELATIVE_TAGS = frozenset({"WDT", "WP"})
SPEAKING_PRONOUNS = frozenset("he she they".split())
# WordNet's classes of nouns for people (kg.extract.word_classes): "attendee", "union".
PEOPLE_CLASSES = frozenset({"person", "group"})
QUOTE_MARKS = frozenset(['"', "“", "”", "„", "«", "»", "''", "``"])
# What may open a sentence before its subject: "But", "Meanwhile,".
OPENING_POS = frozenset({"CCONJ", "ADV", "PUNCT", "SPACE"})


def _can_speak(subject: Token) -> bool:
    """A name, a personal pronoun, or a noun of people ("an attendee", "the union"): not "it"
    ("It is odd to watch Ortiz, …, insist that …") nor a noun for a thing ("The issue came up
    after …")."""
    if subject.pos_ == "PROPN":
        return True
    if subject.pos_ == "PRON":
        return subject.lower_ in SPEAKING_PRONOUNS
    return subject.pos_ == "NOUN" and (lemma_of(subject) in source_nouns() or noun_class(lemma_of(subject)) in PEOPLE_CLASSES)


def speaker_of_clause_before(verb: Token) -> Token | None:
    """The subject the parser gave to the clause before ``verb`` when ``verb`` has none of its
    own and reports the clause after it; None for any other frame.

    Not when the clause before is quoted ('"We will win," said Ortiz, who …': the quotation is
    what is said and the speaker stands after the cue), nor when the clause after opens with a
    relative pronoun (the speaker's own relative clause after an inverted cue), nor for a
    subject before that is no speaker (``_can_speak``: not a relative pronoun, the writer or the
    reader, "it" or a noun for a thing), nor when that subject is not where its clause opens, nor when
    the clause after has two subjects (an inverted cue's speaker the parser gave to it).
    """
    if verb.pos_ != "VERB":
        return None
    children = list(children_of(verb))
    if any(c.dep_ in OWN_SUBJECT_DEPS for c in children):
        return None
    before = [c for c in children if c.dep_ == "ccomp" and c.i < verb.i]
    after = [c for c in children if c.dep_ == "ccomp" and c.i > verb.i]
    if not before or not after:
        return None
    clause, reported = before[0], after[0]
    doc = verb.doc
    if any(t.text in QUOTE_MARKS for t in doc[clause.left_edge.i : verb.i]):
        return None
    reported_subjects = [c for c in children_of(reported) if c.dep_ in {"nsubj", "nsubjpass"}]
    if len(reported_subjects) > 1 or any(c.tag_ in RELATIVE_TAGS for c in reported_subjects):
        return None
    subjects = [c for c in children_of(clause) if c.dep_ in {"nsubj", "nsubjpass"} and c.i < clause.i
                and c.tag_ not in RELATIVE_TAGS]
    if not subjects or not _can_speak(subjects[0]):
        return None
    subject = subjects[0]
    # the clause opens with its subject ("Ortiz closed the pier, then says …"): a subject deeper
    # in it ("Ruiz, alleging that Ortiz lied, said …") is some other clause's
    if any(t.pos_ not in OPENING_POS for t in doc[clause.left_edge.i : subject.left_edge.i]):
        return None
    return subject
