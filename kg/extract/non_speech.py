"""Frames that look like reported speech and report none (issue 13, statement precision).

Each test reads the parse of one candidate statement and says why it is not one:

- ``label_line``: a name, a colon and a fragment of a few words with no verb, unquoted
  ("Ortiz: 412.", "Wire: @deskeditor.", "Reed: A late surge."), is a tally, a handle or the
  writer's one-line verdict under the name, not the name's words. On PolNeAR train, of the 30
  transcript lines with no verb, the 16 of fewer than five words are all unannotated; most of
  the longer ones are headlines quoted in round-ups, and are annotated.
- ``time_clause``: an adverbial clause opened by a conjunction of time or manner ("said when
  the polls closed", "demanded as the crowd booed") tells when or how the words were said, not
  what they were.
- ``programme_title``: the capitalised title of a programme after a possessive or a quotation
  mark ("told CBS' Face the Town", "said on CBS's ''Face the Town''") is where the words were
  said; the parser takes its first word for the verb of a reported clause. On PolNeAR train the
  5 such statements all cover no annotated Content (each a second statement beside the
  quotation the cue closes).
- ``goes_without_saying``: "it goes without saying that …" is the writer's own emphasis, said
  by nobody (unlike "left without saying a word", an act of not saying that corpora annotate).
- ``impersonal_infinitive``: "it is safe to say that …", "it is too early to predict how …":
  an infinitive whose only subject is an expletive "it" is said by no one named; "it" stands
  for the infinitive's clause, not for a speaker. Such a statement has no speaker (PolNeAR
  annotates these frames as attributions with no source).
"""

from __future__ import annotations

from spacy.tokens import Span as TokenSpan
from spacy.tokens import Token

from kg.extract._doc_index import children_of

__all__ = ["goes_without_saying", "impersonal_infinitive", "label_line", "programme_title", "time_clause"]

# Fewer words than this, with no verb, after a name's colon: a label's fragment.
LABEL_WORDS = 5
# Words opening an adverbial clause that tells when or how something was said.
TIME_CONJUNCTIONS = frozenset("when whenever while as after before once until".split())
QUOTE_MARKS = frozenset('"“”„«»\'‘’`')
# Words a title leaves in lower case ("Face the Town", "Talk of the Coast on Sunday").
TITLE_SMALL_WORDS = frozenset("a an and at by for from in of on or the to with".split())
# At most this many words: a title, not a clause written in capitals.
TITLE_WORDS = 6


def label_line(words: TokenSpan) -> bool:
    """Whether the words after a name's colon are a fragment of a few words with no verb and
    no quotation marks (a tally, a handle, a verdict), not what the name said."""
    if any(t.text[:1] in QUOTE_MARKS for t in words):
        return False
    if any(t.pos_ in {"VERB", "AUX"} for t in words):
        return False
    return sum(1 for t in words if not t.is_punct) < LABEL_WORDS


def time_clause(clause: Token) -> bool:
    """Whether ``clause`` (the head of an adverbial clause, or of one the parser took for a
    reported clause) opens with its own conjunction of time or manner: 'when the polls
    closed', 'as the crowd booed'."""
    if clause.dep_ not in {"advcl", "ccomp"}:
        return False
    first = clause.left_edge
    if any(c.dep_ == "ccomp" for c in children_of(clause)):
        return False  # "said when the bridge reopened that traffic would double": the parser hung the words on it
    return first.lower_ in TIME_CONJUNCTIONS and first.head.i == clause.i and first.dep_ in {"mark", "advmod"}


def programme_title(words: TokenSpan) -> bool:
    """Whether the words a cue seems to report are a programme's title: a few words, each
    capitalised but the small words of a title, right after a possessive ("CBS' Face the
    Town") or a quotation mark ("on ''Face the Town''"). A headline's clause in capitals opens
    right after its cue ("Ortiz Says Ferry Will Run Again") and is still reported."""
    if not len(words) or words.start == 0:
        return False
    before = words.doc[words.start - 1]
    if before.tag_ != "POS" and before.text not in QUOTE_MARKS and before.text not in {"''", "``"}:
        return False
    lettered = [t for t in words if any(ch.isalpha() for ch in t.text)]
    if not lettered or len(lettered) > TITLE_WORDS or lettered[0].text[:1].islower():
        return False
    return all(t.text[:1].isupper() or t.lower_ in TITLE_SMALL_WORDS for t in lettered)


def goes_without_saying(verb: Token) -> bool:
    """Whether ``verb`` is the "saying" of "it goes without saying": the writer's idiom."""
    without = verb.head
    return verb.lemma_ == "say" and verb.dep_ == "pcomp" and without.lower_ == "without" and without.head.lemma_ == "go"


def impersonal_infinitive(verb: Token) -> bool:
    """Whether ``verb`` is an infinitive with no subject of its own governed by a predicate
    whose subject is an expletive "it": "it is safe to say …", "it's too early to predict …",
    "it's no exaggeration to call …" ("safe", "exaggeration" or "is" governs it; "it" stands
    for the infinitive's clause, not for a speaker)."""
    own = children_of(verb)
    if verb.dep_ not in {"xcomp", "acl"} or not any(c.dep_ == "aux" and c.lower_ == "to" for c in own):
        return False
    if any(c.dep_ in {"nsubj", "nsubjpass"} for c in own):
        return False
    predicate = verb.head
    if predicate.pos_ in {"ADJ", "NOUN"} and predicate.dep_ in {"acomp", "attr"}:
        predicate = predicate.head  # "safe to say", "no exaggeration to call": the copula
    elif verb.dep_ == "acl":
        return False  # "plans to say …": a noun's own infinitive
    if predicate.lemma_ != "be":
        return False
    children = list(children_of(predicate))
    # a judgement of the saying ("safe", "important", "no exaggeration"): "it was to announce
    # the results" has none, and its "it" is the company
    judged = any(c.dep_ in {"acomp", "attr"} and c.pos_ in {"ADJ", "NOUN"} for c in children)
    return judged and any(c.dep_ in {"nsubj", "expl"} and c.lower_ == "it" for c in children)
