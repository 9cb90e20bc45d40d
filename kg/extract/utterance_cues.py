"""The utterance a statement's cue names, taken into the cue's span.

"said in a statement" already holds the noun after the verb (``statements._Extractor.
_medium_after``): the statement, speech or announcement is the act of saying that the verb
reports, and news annotation (MEANTIME's speech events, some of PolNeAR's Cues) marks it. The
same utterance named elsewhere in the frame is taken in the same way:

- before the verb, opening its sentence: "In a statement on its website, the company said …",
  "In his speech, the minister praised …", and a participle of speaking there, "Speaking to
  reporters, the minister said …", "Addressing a conference, she said …" (the span runs from
  the phrase to the verb, over the speaker between them; a cue span is one stretch of text);
- as what "according to" takes: "according to the ministry's announcement, …";
- as the object a verb announces when the statement's content is the infinitive the parser
  hung past it on the verb: "announced plans on Friday to close …" (PolNeAR marks "announced
  plans", "outlined a plan", "unveiled a proposal" as Cues with the infinitive for Content);
- as the verb's object right before the content: "posted a message on its website: "…"",
  "issued a statement of concern about …" (as PolNeAR marks it). Not "translated the quote as
  …": a quote is someone else's utterance, not the one the verb reports.

Only the cue's span changes: the statement, its content and its speaker are the same, so
PolNeAR's figures (which score contents) cannot move.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract._doc_index import children_of, sentence_bounds
from kg.extract.lemmas import lemma_of

__all__ = ["ANNOUNCED_NOUNS", "NAMED_UTTERANCES", "SPEAKING_PARTICIPLES", "announced_object", "fronted_speaking",
           "fronted_utterance", "uttered_object", "utterance_of_according_to"]

# Nouns of an act of saying or of the text it made.
NAMED_UTTERANCES = frozenset(
    "statement interview speech letter release email tweet post message announcement remark address report testimony".split())
# Participles of speaking that open a sentence before its cue: "Speaking to reporters, X said".
SPEAKING_PARTICIPLES = frozenset("speak address talk".split())
# Nouns of what an announcement puts forward, whose infinitive is the content: "announced plans to …".
ANNOUNCED_NOUNS = frozenset("plan proposal".split())
# What may sit between the announced noun and the infinitive: "announced plans on Friday to …".
_BETWEEN_DEPS = frozenset({"npadvmod", "advmod", "prep", "pobj", "det", "compound", "amod", "punct"})


def _utterance(token: Token) -> bool:
    """A common noun of an utterance: "a statement", "his post"; not a name ("The Washington Post")."""
    return token.pos_ == "NOUN" and lemma_of(token) in NAMED_UTTERANCES


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
        if any(c.dep_ == "pobj" and _utterance(c) for c in children_of(prep)):
            return prep
    return None


def fronted_speaking(verb: Token) -> Token | None:
    """'Speaking to reporters on Monday, the minister said …': a participle of speaking
    opening the sentence, hung on the cue verb; else None."""
    for participle in children_of(verb):
        if participle.dep_ == "advcl" and participle.tag_ == "VBG" and participle.i < verb.i \
                and lemma_of(participle) in SPEAKING_PARTICIPLES and participle.i == _opening_word(verb):
            return participle
    return None


def utterance_of_according_to(to: Token) -> Token | None:
    """'according to the ministry's announcement': the noun of an utterance that the "to"
    of "according to" takes, with nothing but its own words before it; else None."""
    nouns = [c for c in children_of(to) if c.dep_ == "pobj" and _utterance(c)]
    if not nouns or nouns[0].left_edge.i != to.i + 1:
        return None
    return nouns[0]


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
