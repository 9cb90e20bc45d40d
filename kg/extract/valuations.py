"""Figures reckoned by someone: "Officials put the death toll at 30", "Police estimated the
crowd at 10,000", "The ministry placed the number of dead at 1,200".

A verb of reckoning with an object and "at" a number says what its subject reckons the object
comes to. The statements read it as the subject's speech act (so the number has a source), and
the quantities read the object as what the number counts (the toll, the crowd), as they read
the subject of "the death toll rose to 30".
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract._doc_index import children_of
from kg.extract.lemmas import lemma_of

# verbs whose object and "at" a figure is a reckoning, whatever the object
RECKONING_VERBS = frozenset({"estimate", "calculate", "reckon", "assess"})
# verbs with other senses ("put the gun at his feet", "placed the meeting at noon"): a reckoning
# only of an object that names a figure
FIGURE_VERBS = frozenset({"put", "place", "peg"})
FIGURE_NOUNS = frozenset({"toll", "number", "figure", "total", "count", "tally", "cost", "bill", "damage", "loss",
                          "crowd", "attendance", "turnout", "size", "casualty", "estimate"})
VALUATION_VERBS = RECKONING_VERBS | FIGURE_VERBS


def valued_figure(verb: Token) -> tuple[Token, Token] | None:
    """The object a verb of reckoning sets a figure on, and the figure's phrase ("the death
    toll", "30" in "put the death toll at 30"); None when the verb reckons nothing."""
    lemma = lemma_of(verb)
    if lemma not in VALUATION_VERBS or verb.pos_ != "VERB":
        return None
    children = list(children_of(verb))
    objects = [c for c in children if c.dep_ == "dobj" and c.i > verb.i and c.pos_ == "NOUN"]
    if not objects or lemma in FIGURE_VERBS and lemma_of(objects[0]) not in FIGURE_NOUNS:
        return None
    for preposition in children:
        if preposition.dep_ != "prep" or preposition.lower_ != "at" or preposition.i < objects[0].i:
            continue
        for figure in children_of(preposition):
            # a number, not a time ("estimated the arrival at 5 p.m.")
            if figure.dep_ == "pobj" and figure.ent_type_ not in {"TIME", "DATE"} and any(t.like_num for t in figure.subtree):
                return objects[0], figure
    return None
