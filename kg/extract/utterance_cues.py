"""The utterance a statement's cue names, taken into the cue's span.

"said in a statement" already holds the noun after the verb (``statements._Extractor.
_medium_after``): the statement, speech or announcement is the act of saying that the verb
reports, and news annotation (MEANTIME's speech events, some of PolNeAR's Cues) marks it. The
same utterance the verb takes as its object is taken in the same way:

- as the object a verb announces when the statement's content is the infinitive the parser
  hung past it on the verb: "announced plans on Friday to close …" (PolNeAR marks "announced
  plans", "outlined a plan", "unveiled a proposal" as Cues with the infinitive for Content);
- as the verb's object right before the content: "posted a message on its website: "…"",
  "issued a statement of concern about …" (as PolNeAR marks it). Not "translated the quote as
  …": a quote is someone else's utterance, not the one the verb reports.

Only the cue's span changes: the statement, its content and its speaker are the same, so
PolNeAR's figures (which score contents) cannot move. An utterance named before the speaker ("In
a statement on its website, the company said …", "according to the ministry's announcement") is
not taken: the span would hold the speaker's words, and a cue span is the words that cue.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract._doc_index import children_of
from kg.extract.lemmas import lemma_of

__all__ = ["ANNOUNCED_NOUNS", "NAMED_UTTERANCES", "announced_object", "uttered_object"]

# Nouns of an act of saying or of the text it made.
NAMED_UTTERANCES = frozenset(
    "statement interview speech letter release email tweet post message announcement remark address report testimony".split())
# Nouns of what an announcement puts forward, whose infinitive is the content: "announced plans to …".
ANNOUNCED_NOUNS = frozenset("plan proposal".split())
# What may sit between the announced noun and the infinitive: "announced plans on Friday to …".
_BETWEEN_DEPS = frozenset({"npadvmod", "advmod", "prep", "pobj", "det", "compound", "amod", "punct"})


def _utterance(token: Token) -> bool:
    """A common noun of an utterance: "a statement", "his post"; not a name ("The Washington Post")."""
    return token.pos_ == "NOUN" and lemma_of(token) in NAMED_UTTERANCES


def announced_object(verb: Token, content_start: int) -> Token | None:
    """'announced plans on Friday to close …': the verb's object noun of a plan or proposal,
    when the content (its first token ``content_start``) is an infinitive hung on the verb
    right after the object and its adjuncts; else None."""
    doc = verb.doc
    objects = [c for c in children_of(verb) if c.dep_ == "dobj" and c.i > verb.i and c.pos_ == "NOUN"
               and lemma_of(c) in ANNOUNCED_NOUNS]
    if not objects or content_start >= len(doc) or doc[content_start].lower_ != "to":
        return None
    noun, infinitive = objects[0], doc[content_start].head
    if noun.right_edge.i >= content_start or infinitive.head.i != verb.i or infinitive.dep_ != "xcomp":
        return None
    if any(t.dep_ not in _BETWEEN_DEPS for t in doc[noun.right_edge.i + 1 : content_start]):
        return None
    return noun


def uttered_object(verb: Token, content_start: int) -> Token | None:
    """'posted a message on its website: "…"', 'issued a statement of concern about …': the
    verb's object noun of an utterance, when the content starts after it with no other verb between;
    else None."""
    doc = verb.doc
    objects = [c for c in children_of(verb) if c.dep_ == "dobj" and c.i > verb.i and _utterance(c)]
    if not objects or objects[0].right_edge.i >= content_start:
        return None
    if any(t.pos_ in {"VERB", "AUX"} for t in doc[objects[0].right_edge.i + 1 : content_start]):
        return None
    return objects[0]
