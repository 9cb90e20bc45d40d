"""The utterance a statement's cue names, taken into the cue's span.

"said in a statement" already holds the noun after the verb (``statements._Extractor.
_medium_after``): the statement, speech or announcement is the act of saying that the verb
reports, and news annotation (MEANTIME's speech events, some of PolNeAR's Cues) marks it. The
same utterance named elsewhere in the frame is taken in the same way:

- before the verb, opening its sentence: "In a statement on its website, the company said …",
  "In his speech, the minister praised …" (the span runs from "In" to the verb, over the
  speaker between them; a cue span is one stretch of text);
- as what "according to" takes: "according to the ministry's announcement, …";
- as the object a verb announces when the statement's content is the infinitive the parser
  hung past it on the verb: "announced plans on Friday to close …" (PolNeAR marks "announced
  plans", "outlined a plan", "unveiled a proposal" as Cues with the infinitive for Content).

Only the cue's span changes: the statement, its content and its speaker are the same, so
PolNeAR's figures (which score contents) cannot move.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract._doc_index import children_of, sentence_bounds
from kg.extract.lemmas import lemma_of

__all__ = ["ANNOUNCED_NOUNS", "NAMED_UTTERANCES", "announced_object", "fronted_utterance", "utterance_of_according_to"]

# Nouns of an act of saying or of the text it made.
NAMED_UTTERANCES = frozenset(
    "statement interview speech letter release email tweet post message announcement remark address report testimony".split())
# Nouns of what an announcement puts forward, whose infinitive is the content: "announced plans to …".
ANNOUNCED_NOUNS = frozenset("plan proposal".split())
# What may sit between the announced noun and the infinitive: "announced plans on Friday to …".
_BETWEEN_DEPS = frozenset({"npadvmod", "advmod", "prep", "pobj", "det", "compound", "amod", "punct"})


def _opening_word(token: Token) -> int:
    doc = token.doc
    start, end = sentence_bounds(token)
    while start < end and (doc[start].is_space or doc[start].is_quote):
        start += 1
    return start


def fronted_utterance(verb: Token) -> Token | None:
    """'In a statement on its website, the company said …': the "In" opening the sentence,
    hung on the cue verb, whose object is a noun of an utterance; else None."""
    for prep in children_of(verb):
        if prep.dep_ != "prep" or prep.lower_ != "in" or prep.i > verb.i or prep.i != _opening_word(verb):
            continue
        if any(c.dep_ == "pobj" and lemma_of(c) in NAMED_UTTERANCES for c in children_of(prep)):
            return prep
    return None


def utterance_of_according_to(to: Token) -> Token | None:
    """'according to the ministry's announcement': the noun of an utterance that the "to"
    of "according to" takes, with nothing but its own words before it; else None."""
    nouns = [c for c in children_of(to) if c.dep_ == "pobj" and lemma_of(c) in NAMED_UTTERANCES]
    if not nouns or nouns[0].left_edge.i != to.i + 1:
        return None
    return nouns[0]


def announced_object(verb: Token, content_start: int) -> Token | None:
    """'announced plans on Friday to close …': the verb's object noun of a plan or proposal,
    when the content (its first token ``content_start``) is an infinitive hung on the verb
    right after the object and its adjuncts; else None."""
    doc = verb.doc
    objects = [c for c in children_of(verb) if c.dep_ == "dobj" and c.i > verb.i and lemma_of(c) in ANNOUNCED_NOUNS]
    if not objects or content_start >= len(doc) or doc[content_start].lower_ != "to":
        return None
    noun, infinitive = objects[0], doc[content_start].head
    if noun.right_edge.i >= content_start or infinitive.head.i != verb.i or infinitive.dep_ != "xcomp":
        return None
    if any(t.dep_ not in _BETWEEN_DEPS for t in doc[noun.right_edge.i + 1 : content_start]):
        return None
    return noun
