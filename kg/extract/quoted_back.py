"""An interviewer's question that quotes the one interviewed back to them: '((WN))  On your
website, you wrote "…". How will you do it?'.

In an interview printed as a transcript (``statement.transcript``'s tagged answers), "you" in
the interviewer's paragraph is the one who answers next, and a quotation that "you" wrote or
said is that person's words. The cue is a verb of saying with "you" as its subject, stated,
not asked ('Did you say "…"?' asks whether they did).
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract._doc_index import children_of

__all__ = ["YOU", "said_by_you"]

YOU = "you"


def said_by_you(verb: Token, verbs: frozenset[str], lemma: str) -> bool:
    """Whether ``verb`` (of lemma ``lemma``) is a verb of ``verbs`` whose subject is "you" and
    that is stated: no auxiliary before its subject and no modal ('did you say', 'would you say')."""
    if lemma not in verbs or verb.pos_ != "VERB":
        return False
    children = list(children_of(verb))
    subjects = [c for c in children if c.dep_ == "nsubj"]
    if len(subjects) != 1 or subjects[0].lower_ != YOU:
        return False
    return not any(c.dep_ == "aux" and (c.tag_ == "MD" or c.i < subjects[0].i) for c in children)
