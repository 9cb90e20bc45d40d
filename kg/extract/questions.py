"""Who asks a question that is put to someone (issue 13).

In "When asked about the fees, Ortiz said …", "Asked whether the ferry runs, Ortiz replied …",
"Ortiz, asked about the fees, said …" and "Ortiz was asked if …", Ortiz is the one asked and
answers; the question is someone else's: the one the by-phrase names ("asked by a reporter"),
else nobody the text names (mostly the writer or a pollster). The parser hangs such a
participle on the answer's verb, so the rules that look for a speaker up the tree would give
the question to the one who answers.
"""

from __future__ import annotations

from spacy.tokens import Token

from kg.extract._doc_index import children_of
from kg.extract.lemmas import lemma_of

__all__ = ["ASKING_VERBS", "put_to_someone", "question_after_addressee", "asker"]

# Verbs whose participle puts a question to the one it describes: "asked", "questioned", "quizzed".
ASKING_VERBS = frozenset("ask question quiz".split())


def put_to_someone(verb: Token) -> bool:
    """Whether ``verb`` is a participle of asking with no subject of its own: a bare one
    ("Asked whether …", "when asked about …", "X, asked about …") or a passive ("X was asked
    if …"). Not a perfect ("she had asked whether …"), whose subject asks."""
    if lemma_of(verb) not in ASKING_VERBS or verb.tag_ != "VBN":
        return False
    children = list(children_of(verb))
    if any(c.dep_ in {"nsubj", "csubj", "expl"} for c in children):
        return False
    if any(c.dep_ in {"auxpass", "nsubjpass"} for c in children):
        return True
    # a bare participle hangs on the answer's verb or noun; one at the root of its sentence is
    # a past tense misread ('"…?" the old man asked in the caption'), and a perfect has a subject
    return verb.dep_ != "ROOT" and not any(c.dep_ == "aux" and lemma_of(c) == "have" for c in children)


def question_after_addressee(verb: Token) -> int | None:
    """Where the question starts in "asked Ortiz whether …", "asked the board why …": the
    object before a question clause is the one asked, not part of what was asked (in "asked
    them to leave" the object is the infinitive's subject and stays)."""
    if lemma_of(verb) not in ASKING_VERBS:
        return None
    children = list(children_of(verb))
    objects = [c for c in children if c.dep_ in {"dobj", "dative"} and c.i > verb.i]
    clauses = [c for c in children if c.dep_ in {"ccomp", "advcl"} and objects and c.i > objects[0].right_edge.i]
    if not clauses:
        return None
    opening = clauses[0].left_edge
    if any(t.is_punct for t in verb.doc[objects[0].right_edge.i + 1 : opening.i]):
        return None  # "asked Lund to wait, which …": a clause on the sentence, not a question
    if opening.lower_ in {"whether", "if"}:
        return opening.i
    # "asked them when it opens", "… what it costs"; an adverbial "when" is a time ("asked a
    # question when the lights went out")
    return opening.i if clauses[0].dep_ == "ccomp" and opening.tag_ in {"WDT", "WP", "WP$", "WRB"} else None


def asker(verb: Token) -> Token | None:
    """The one who puts the question, when a by-phrase names it: "asked by a reporter"."""
    for child in children_of(verb):
        if child.dep_ == "agent":
            objects = [o for o in children_of(child) if o.dep_ == "pobj"]
            if objects:
                return objects[0]
    return None
