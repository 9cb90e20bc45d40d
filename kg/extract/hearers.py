"""The one a verb of telling is said to: 'As Ortiz told reporters, …', 'as she told the Herald, …'.

"Tell" takes its hearer as its object, where other verbs of saying take what is said: 'as X
told the Herald' reports nothing of its own, as 'as X said' does not, while 'as X told the
story' does. A hearer is a name, a personal pronoun, or a noun for people (WordNet's,
``kg.extract.person_nouns``) or for an audience (``AUDIENCE_NOUNS``).
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Token

from kg.extract.lemmas import lemma_of
from kg.extract.person_nouns import person_nouns

__all__ = ["AUDIENCE_NOUNS", "TELLING_VERBS", "TOLD_OF", "only_a_hearer"]

# Verbs whose object is the one spoken to.
TELLING_VERBS = frozenset({"tell"})
# Nouns for the people one speaks to that are not nouns for a person.
AUDIENCE_NOUNS = frozenset("audience crowd committee panel parliament congress senate court jury press media".split())
# Prepositions that name what was told: "told them about the flood".
TOLD_OF = frozenset({"about", "of"})
# Pronouns that name no hearer: "as X told it".
_NOT_HEARERS = frozenset({"it", "this", "that", "what", "which"})


def _is_hearer(token: Token) -> bool:
    if token.pos_ == "PROPN":
        return True
    if token.pos_ == "PRON":
        return token.lower_ not in _NOT_HEARERS
    lemma = lemma_of(token).lower()
    return token.pos_ == "NOUN" and (lemma in person_nouns() or lemma in AUDIENCE_NOUNS)


def only_a_hearer(verb: Token, objects: Sequence[Token]) -> bool:
    """Whether ``objects``, the objects and clauses of ``verb``, are one hearer of a verb of
    telling and nothing else: 'told reporters', not 'told the story' or 'told them that …'."""
    if any(c.dep_ == "prep" and c.lower_ in TOLD_OF for c in verb.children):
        return False  # 'As X told reporters about the flood, …': what was told is named (and "as" may be "while")
    return (lemma_of(verb) in TELLING_VERBS and len(objects) == 1
            and objects[0].dep_ in {"dobj", "dative"} and _is_hearer(objects[0]))
