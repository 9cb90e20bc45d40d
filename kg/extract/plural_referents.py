"""What "they" can stand for besides an organisation: people coordinated as one subject ("Cole
and Reed … They"), or a group a noun phrase brings in ("nurses", "Republicans", "the crowd").

One named person is not a referent of "they" in news: of 120 "they" speakers drawn from
PolNeAR train, none was (issue 13). These helpers give ``SpeakerResolver._pronoun`` the plural
candidates to weigh against organisations and earlier speakers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from spacy.tokens import Token

from kg.extract.person_nouns import person_nouns

# Nouns for bodies of people that "they" may take up though they are singular in form.
# With an of-phrase of people the phrase runs on: "an army of supporters", "a panel of reporters".
COLLECTIVE_NOUNS = frozenset(
    "group crowd team staff panel jury family couple delegation audience camp army coalition handful bloc caucus contingent".split()
)
# Plural nouns for organisations that speak: "the unions", "the banks", "newspapers".
SPEAKING_BODIES = frozenset(
    """
    union bank company firm party agency newspaper paper outlet site website network campaign
    government ministry committee court council organization organisation group
    """.split()
)
# Plural nouns for people the WordNet list (kg/data/person_nouns.txt) lacks.
MORE_PEOPLE = frozenset({"ally"})
# Quantifiers standing for people as a subject: "Some argued …", "others said".
QUANTIFIER_SUBJECTS = frozenset("some others many most".split())
SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})
CLAUSE_DEPS = frozenset({"ROOT", "ccomp", "parataxis", "conj"})
# Where a group that "they" takes up stands: a subject, or what a copula says is there ("Outside
# were nurses …", parsed as an attribute); not the object of a preposition ("the
# wages of farm workers"), rarely the speaker. An object is when definite (``_definite_object``).
GROUP_DEPS = SUBJECT_DEPS | {"attr"}
GIVEN_DETERMINERS = frozenset("the these those his her their its our".split())
MAX_DEPTH = 40  # a bound on climbs up the parse, against a cyclic tree


def coordination_root(token: Token) -> Token:
    """The first conjunct of the coordination ``token`` is in ("Reed" → "Cole" in "Cole and Reed")."""
    for _ in range(MAX_DEPTH):
        if token.dep_ != "conj" or token.head.i == token.i:
            break
        token = token.head
    return token


def is_subject(token: Token) -> bool:
    """A subject, or a conjunct of one ("nurses and teachers who …")."""
    root = coordination_root(token)
    return root.dep_ in SUBJECT_DEPS or _subject_of_misread_verb(root)


def _subject_of_misread_verb(token: Token) -> bool:
    """"Critics fear …", "his aides balk at …" with the verb tagged a noun: the parse makes
    the plural a compound of a "noun" that heads a clause; it is the clause's subject."""
    head = token.head
    return token.dep_ == "compound" and token.tag_ in {"NNS", "NNPS"} and head.tag_ == "NN" \
        and head.dep_ in CLAUSE_DEPS and head.i == token.i + 1


def coordinated_people(token: Token, person_at: Callable[[Token], str | None]) -> tuple[str, ...]:
    """The people named in the coordination the name ending at ``token`` is part of, in text
    order ("Cole and Reed", "X, Y and Z"); empty unless it names two people or more.

    ``person_at`` gives the key of the person a token names, if it names one.
    """
    node = token
    for _ in range(MAX_DEPTH):  # from a name's first word to the word the parse coordinates
        if node.dep_ not in {"compound", "flat"} or node.head.i == node.i:
            break
        node = node.head
    root = coordination_root(node)
    conjuncts = [root, *root.conjuncts]
    keys: list[str] = []
    for conjunct in sorted(conjuncts, key=lambda t: t.i):
        key = person_at(conjunct)
        if key is not None and key not in keys:
            keys.append(key)
    return tuple(keys) if len(keys) > 1 else ()


def group_heads(tokens: Iterator[Token]) -> Iterator[Token]:
    """Heads of noun phrases that bring in a group of people: plural nouns for people or for
    bodies that speak ("nurses", "the unions"), plural proper nouns ("Republicans",
    "Democrats"), collective nouns ("the crowd") and quantifier subjects ("some")."""
    people = person_nouns()
    for token in tokens:
        if token.dep_ in {"compound", "poss", "amod", "nmod"} and not _subject_of_misread_verb(token):
            continue  # "Reed supporters": the group is the phrase's head, not its modifier
        root = coordination_root(token)
        if root.dep_ not in GROUP_DEPS and not _definite_object(root) and not _subject_of_misread_verb(root):
            continue  # "They studied the wages of farm workers": not the workers
        lemma = token.lemma_.lower()
        if token.tag_ == "NNS" and (lemma in people or lemma in MORE_PEOPLE or lemma in SPEAKING_BODIES):
            yield token
        elif token.tag_ == "NNPS":
            yield token
        elif token.tag_ == "NN" and lemma in COLLECTIVE_NOUNS:
            yield token  # "the crowd", "an army of supporters", "a panel of reporters"
        elif token.lower_ in QUANTIFIER_SUBJECTS and token.dep_ in SUBJECT_DEPS:
            yield token


def group_phrase(head: Token) -> tuple[Token, str]:
    """The noun a group is placed at and the words naming it: the noun with what precedes it
    in its phrase ("Other Republican leaders", "a panel"), and the nouns coordinated with it
    ("nurses and teachers"), without clauses or prepositional phrases after them."""
    root = coordination_root(head)
    last = max((c for c in (root, *root.conjuncts) if c.pos_ in {"NOUN", "PROPN"}), key=lambda t: t.i, default=root)
    people = _of_people(last, person_nouns()) if last.lemma_.lower() in COLLECTIVE_NOUNS else None
    if people is not None:
        last = people  # "an army of Reed supporters"
    start = root.left_edge.i
    if _subject_of_misread_verb(root):  # "X's aides balk": the possessor hangs on the "noun" after
        start = min([start, *(c.left_edge.i for c in root.head.children if c.i < root.i)])
    return root, head.doc[start : last.i + 1].text


def _of_people(token: Token, people: frozenset[str]) -> Token | None:
    """The people a singular noun is made of ("an army of supporters" → supporters), if any."""
    for prep in token.children:
        if prep.dep_ == "prep" and prep.lower_ == "of":
            for obj in prep.children:
                if obj.dep_ == "pobj" and (obj.tag_ == "NNPS" or obj.tag_ == "NNS" and obj.lemma_.lower() in people):
                    return obj
    return None


def _definite_object(token: Token) -> bool:
    """An object the text presents as known ("asked the jurors …", "told his supporters …"): a
    group already in the reader's mind, who may speak next; a bare plural object ("facing
    immigrants") brings in people who rarely do."""
    return token.dep_ == "dobj" and any(c.dep_ in {"det", "poss"} and c.lower_ in GIVEN_DETERMINERS for c in token.children)
