"""Passive verbs with no agent that report what someone unnamed says or thinks of their subject.

"Mayor Ortiz has been criticized for closing the line", "the pier was widely seen as a
risk", "Reed was asked about the levy": the passive names no speaker, so no verb candidate of
the cue model has a subject to give it, yet the annotators of attribution corpora mark such
frames (the critics, the viewers, the one asking are simply not named). The frame is read
when the shipped cue model, scoring the verb as it scores any candidate (with no subject
feature), clears its threshold: ``statement.learned_passive``, with no speaker, written as
``statement.unsourced`` is.

On PolNeAR train (the development split) this makes 54 statements, 49 of them covering an
annotated Content (0.91), and finds 56 attributions no statement found before. Left out, because
they are the writer's, a relative clause's or no report at all: a first- or second-person
subject ("I was told …"), a relative pronoun ("who was asked …", whose clause is a noun's
description), and a passive of obligation with an infinitive, "be supposed to", "be obliged
to", "be required to" (what must be done, no report: "the files are supposed to be
released"), which on train was right 2 times in 7.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract._doc_index import children_of
from kg.extract.lemmas import lemma_of

__all__ = [
    "agentless_passive_subject", "misread_participle", "noun_described", "passive_content", "raising_participle", "set_off_participle_end",
]

# Verbs whose passive raises what is said of a noun to its subject ("X is said to be …"), and
# whose participle right after a noun the tagger may read as a past tense.
RAISING_VERBS = frozenset("say believe think report know expect estimate allege rumor rumour understand consider claim".split())
# Subjects that are the article's own voice ("I was told …") or a relative clause's pronoun.
WRITER_OR_READER = frozenset("i we you me us".split())
RELATIVE_TAGS = frozenset({"WDT", "WP"})
# "be supposed to …", "be obliged to …": an obligation or what is planned, a modal, not a report.
MODAL_PASSIVES = frozenset("suppose oblige obligate require compel force allow permit".split())


def agentless_passive_subject(verb: Token) -> Token | None:
    """The subject of a passive verb with no agent ("Ortiz was criticized for …": Ortiz), when
    the frame can report what someone unnamed says of it; else None."""
    described = noun_described(verb)
    if described is not None:
        return described  # "a revolver believed to be the weapon": what someone unnamed believes of it
    if verb.tag_ != "VBN":
        return None
    children = list(children_of(verb))
    if not any(c.dep_ == "auxpass" for c in children) or any(c.dep_ == "agent" for c in children):
        return None
    subjects = [c for c in children if c.dep_ == "nsubjpass" and c.i < verb.i]
    if not subjects:
        return None
    subject = subjects[0]
    if subject.lower_ in WRITER_OR_READER or subject.tag_ in RELATIVE_TAGS:
        return None
    if lemma_of(verb) in MODAL_PASSIVES and any(c.dep_ == "xcomp" for c in children):
        return None
    return subject


def noun_described(verb: Token) -> Token | None:
    """The noun a raising participle describes: its head ("a revolver believed to be the
    weapon"), or the noun right before it where the parser hung it on the sentence's verb with
    no subject of its own ("police stopped a convoy said to belong to the rebels")."""
    misread = misread_participle(verb)
    if misread is not None:
        return misread
    if not raising_participle(verb):
        return None
    if verb.dep_ == "acl":
        return verb.head if verb.head.pos_ in {"NOUN", "PROPN"} else None
    if verb.i == 0 or any(c.dep_ in {"nsubj", "nsubjpass", "aux", "auxpass"} for c in children_of(verb)):
        return None
    before = verb.doc[verb.i - 1]
    if before.pos_ in {"NOUN", "PROPN"} and verb.head.i < before.i < verb.i:
        return before
    return None


def misread_participle(verb: Token) -> Token | None:
    """"The gunmen, said to be in a small boat, fired at the ship": a participle set off by
    commas right after its noun, which the parser read as the sentence's verb with the noun as
    its subject, and the real verb after the second comma as its conjunct. The noun, which is
    what is said (or ordered, asked, expected) of, not who says it; else None.

    English sets no comma between a subject and its own verb, and a verb of saying or asking
    with an infinitive and no object has no active reading ("ordered never to discuss it")."""
    if _set_off_infinitive(verb) is None:
        return None
    # the subject's own phrase right before the comma: not "Biden, echoing Erdogan, called on …"
    subjects = [
        c for c in children_of(verb) if c.dep_ == "nsubj" and c.right_edge.i in {verb.i - 2, verb.i - 1}
        and not any(t.pos_ in {"VERB", "AUX"} for t in verb.doc[c.left_edge.i : verb.i])
    ]
    raising = lemma_of(verb) in RAISING_VERBS
    before = verb.doc[verb.i - 2]
    if not subjects and raising and verb.dep_ == "conj" and before.pos_ in {"NOUN", "PROPN"} \
            and not any(c.dep_ in {"nsubj", "nsubjpass"} for c in children_of(verb)):
        # "reached a boat, said to be carrying forty people": read as a second verb of the
        # sentence's subject, it is said of the noun before the comma
        return before
    if not subjects:
        return None
    if raising:
        # ", thought to be …", ", said to be …": no active reading sets a comma after the one who
        # thinks, whatever the parser hung after it ("found a dog, thought to be a stray, in the
        # yard": the dog is what is thought of)
        return subjects[0]
    after = set_off_participle_end(verb)
    if after is None or after + 1 >= len(verb.doc):
        return None
    following = verb.doc[after + 1]
    if following.head.i != verb.i or following.dep_ not in {"conj", "advcl"} or following.pos_ != "VERB":
        return None
    return subjects[0]


def set_off_participle_end(verb: Token) -> int | None:
    """Where the closing comma is of a past participle set off by commas whose only complement
    is an infinitive (", asked to comment,", ", said to be in a boat,"), with no object, clause,
    subject or agent of its own: a passive, whatever tense the tagger read; else None."""
    infinitive = _set_off_infinitive(verb)
    if infinitive is None:
        return None
    after = infinitive.right_edge.i + 1
    return after if after < len(verb.doc) and verb.doc[after].text == "," else None


def _set_off_infinitive(verb: Token) -> Token | None:
    """The infinitive of a past participle after a comma whose only complement it is, with no
    object, clause or agent of its own; else None."""
    if verb.tag_ not in {"VBD", "VBN"} or verb.i < 2 or verb.doc[verb.i - 1].text != ",":
        return None
    children = list(children_of(verb))
    infinitives = [
        c for c in children
        if c.dep_ == "xcomp" and c.i > verb.i and c.pos_ in {"VERB", "AUX"} and any(a.dep_ == "aux" and a.lower_ == "to" for a in children_of(c))
    ]
    if not infinitives or any(c.dep_ in {"dobj", "dative", "ccomp", "agent"} for c in children):
        return None
    return infinitives[0]


def raising_participle(verb: Token) -> bool:
    """A passive participle whose infinitive says something of the noun it modifies, with no
    agent: "the blaze, estimated to have caused $2 million", "a revolver believed to be the
    weapon" (an active verb the tagger read as a participle takes a clause or an object). A verb
    of report or belief right after its noun is a participle even where the tagger read a past
    tense ("a truck said to be carrying weapons"); another verb so read is the sentence's own
    ("the senator aimed to win")."""
    past_read = verb.tag_ == "VBD" and lemma_of(verb) in RAISING_VERBS
    return (verb.tag_ == "VBN" or past_read) and not any(c.dep_ == "agent" for c in children_of(verb)) and any(
        c.dep_ == "xcomp" and c.i > verb.i and any(a.dep_ == "aux" and a.lower_ == "to" for a in children_of(c))
        for c in children_of(verb))


def passive_content(subject: Token, bounds: tuple[int, int]) -> tuple[int, int]:
    """What the statement reports (token bounds): the subject with what the verb governs ("Ortiz
    has been criticized for closing the line"), as attribution corpora mark the subject and the
    complement; an expletive "it" adds nothing ("it was revealed that …": the clause)."""
    if subject.lower_ == "it":
        return bounds
    return min(subject.left_edge.i, bounds[0]), bounds[1]


# Subjects of "'s" + participle that make it a passive, whatever follows: "it's said that …"
# (nobody named says it), "what's called …", "that's said …".
PASSIVE_SUBJECTS = frozenset("it what that this which".split())


def perfect_read_as_passive(verb: Token) -> Token | None:
    """The subject of a verb of saying after a contracted "'s" that is "has", which the parser
    reads as the passive's "is": "he's said he will run", "she's predicted big wins". English
    writes "'s" for both; a passive of saying takes no clause and no object of its own after the
    verb ("he's said to be ill" has an infinitive), so one that has either is the perfect. None
    when the verb is no such misread passive."""
    children = children_of(verb)
    aux = [c for c in children if c.dep_ == "auxpass"]
    if len(aux) != 1 or aux[0].lower_ not in {"'s", "’s"}:
        return None
    if any(c.dep_ in {"xcomp", "agent"} for c in children):
        return None  # "he's said to be ill", "it's said by aides": a passive
    if not any(c.dep_ in {"ccomp", "dobj"} and c.i > verb.i for c in children):
        return None
    subjects = [c for c in children if c.dep_ == "nsubjpass" and c.i < aux[0].i]
    if len(subjects) != 1 or subjects[0].lower_ in PASSIVE_SUBJECTS:
        return None
    return subjects[0]
