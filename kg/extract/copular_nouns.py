"""Nouns of speech or thought whose content follows "be": "her argument was that …", "the
mayor's message is that …".

The clause after "be" is what the noun's possessor said or thought. The nouns are the cue
lexicon's (``kg.extract.cues.cue_nouns``: nouns heading at least three annotated Cues on PolNeAR
train). On train, such a noun with a possessor, subject of "be" with a clause after it, covers
an annotated Content 10 times of 10; with no possessor 22 of 40 ("the question is whether …"
asks for nobody), and with an of-phrase 0 of 4 ("the criticism of the plan is that …" names what
is criticised, not who criticises), so only a possessor holds the clause. An infinitive after
"be" ("his plan is to …") is left: 9 of 12, the plans and goals being the writer's account.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator
from dataclasses import dataclass

from spacy.tokens import Doc, Token

from kg.extract._doc_index import children_of, doc_tokens
from kg.extract.lemmas import doc_lemmas, lemma_of

__all__ = ["CopularNounFrame", "copular_noun_frames"]

# Possessives that are the writer or the reader: an interview's own words, not reported.
WRITER_POSSESSIVES = frozenset("my our your".split())


@dataclass(frozen=True, slots=True)
class CopularNounFrame:
    """A noun, its possessor and the clause after "be" (the content's tokens: doc[start:end])."""

    noun: Token
    holder: Token
    start: int
    end: int


def copular_noun_frames(doc: Doc, nouns: Collection[str]) -> Iterator[CopularNounFrame]:
    """Every "X's <noun> is that …" in ``doc`` whose noun is one of ``nouns``; not negated
    ("her point was not that …" says what she did not say)."""
    tokens = doc_tokens(doc)
    # the forms of "be" read from the Doc's lemma table, not one lemma_of call per word
    for verb in [tokens[i] for i, lemma in enumerate(doc_lemmas(doc)) if lemma == "be"]:
        children = list(children_of(verb))
        subjects = [c for c in children if c.dep_ == "nsubj" and c.i < verb.i and c.pos_ == "NOUN"]
        clauses = [c for c in children if c.dep_ == "ccomp" and c.i > verb.i]
        if not subjects or not clauses or lemma_of(subjects[0]) not in nouns or any(c.dep_ == "neg" for c in children):
            continue
        noun = subjects[0]
        possessors = [c for c in children_of(noun) if c.dep_ == "poss" and c.lower_ not in WRITER_POSSESSIVES]
        if possessors:
            yield CopularNounFrame(noun, possessors[0], clauses[0].left_edge.i, clauses[0].right_edge.i + 1)
