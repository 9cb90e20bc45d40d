"""Roles people hold, from appositions and titles.

Two patterns on the dependency parse:

- apposition: "Juan Jesús Vivas, the head of Ceuta's regional government" and the reverse
  "the head of Ceuta's regional government, Juan Jesus Vivas" (``role.apposition``);
- title before a name: "Interior Minister Fernando Grande-Marlaska", "Migrant rights
  activist Zakaria Zarroqui" (``role.title``).

The role is the descriptive phrase without determiners or demonyms; ``role_of`` is the
organisation or place named inside the phrase, when there is one.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc
from spacy.tokens import Span as SpacySpan
from spacy.tokens import Token

from kg.extract._doc_index import children_of, doc_text, doc_tokens, sentence_of
from kg.records import LocalEntity, RoleClaim, Span

ROLE_HEAD_POS = {"NOUN", "PROPN"}
# Nouns that head a description but are not roles: "Vivas, the city", "X, a town of ...".
NOT_ROLES = {
    "city", "town", "village", "country", "place", "region", "area", "day", "year", "time", "one", "part",
    # storms are named like people: "Hurricane Humberto" holds no role
    "hurricane", "storm", "typhoon", "cyclone", "tropical",
}
FINITE_VERB_TAGS = {"VBD", "VBZ", "VBP", "MD"}
HONORIFICS = {"mr", "mrs", "ms", "miss", "dr", "dr.", "mr.", "mrs.", "ms.", "professor", "prof", "prof.", "sir", "dame"}
STRIP_WORDS = {"the", "a", "an", "then", "former", "current"}


def mentioned_at(entities: Sequence[LocalEntity]) -> dict[int, LocalEntity]:
    """Each character offset a mention covers -> the first of ``entities`` (in their order)
    with a mention there: the role rules ask which entity a word is part of for most words of
    a role phrase, and a walk over every mention of the article per word grew with both."""
    at: dict[int, LocalEntity] = {}
    for entity in entities:
        for span in entity.mentions:
            for offset in range(span.start, span.end):
                at.setdefault(offset, entity)
    return at


def role_of_in(phrase: SpacySpan, at: dict[int, LocalEntity], holder: LocalEntity) -> LocalEntity | None:
    """The organisation or place named inside a role phrase: organisations first, then the last
    place (``at``: the entities' mentions, ``mentioned_at``)."""
    inside = [at.get(t.idx) for t in phrase]
    found = [e for e in dict.fromkeys(e for e in inside if e is not None) if e is not holder and e.type != "Person"]
    organisations = [e for e in found if e.type == "Organization"]
    return organisations[-1] if organisations else (found[-1] if found else None)


def clean_role(tokens: Sequence[Token]) -> str:
    words = list(tokens)
    while words and (words[0].lower_ in STRIP_WORDS or words[0].is_punct or words[0].ent_type_ == "NORP"):
        words = words[1:]
    while words and words[-1].is_punct:
        words = words[:-1]
    if not words:
        return ""
    text = doc_text(words[0].doc)[words[0].idx:words[-1].idx + len(words[-1])]
    return text


def sentence_span(token: Token) -> Span:
    sent = sentence_of(token)
    return Span(sent.start_char, sent.end_char)


def extract_roles(doc: Doc, entities: Sequence[LocalEntity], skip: Sequence[Span] = ()) -> list[RoleClaim]:
    """Role claims for the people of one article."""
    people = [e for e in entities if e.type == "Person"]
    claims: dict[tuple, RoleClaim] = {}
    at = mentioned_at(entities) if people else {}
    for person in people:
        for mention in person.mentions:
            span = doc.char_span(mention.start, mention.end, alignment_mode="expand")
            if span is None or any(s.start < mention.end and mention.start < s.end for s in skip):
                continue
            root = span.root
            # "X, the head of Y": a description in apposition to the name
            for child in children_of(root):
                if child.dep_ == "appos" and child.pos_ == "NOUN" and child.i >= span.end and at.get(child.idx) is None:
                    add_role(claims, doc, person, doc[child.left_edge.i:child.right_edge.i + 1], at, "role.apposition", root)
            # "the head of Y, X": the name in apposition to a description
            if root.dep_ == "appos" and root.head.i < span.start:
                head = root.head
                # the parser hangs the name on the nearest noun ("government" in "the head
                # of Ceuta's regional government, X"): climb to the noun the phrase describes
                while head.dep_ == "pobj" and head.head.dep_ == "prep" and head.head.head.pos_ == "NOUN":
                    head = head.head.head
                if head.pos_ == "NOUN" and at.get(head.idx) is None:
                    add_role(claims, doc, person, doc[head.left_edge.i:span.start], at, "role.apposition", root)
            # "Interior Minister X": a title before the name
            title = [t for t in doc_tokens(doc)[max(0, span.start - 6):span.start] if t.head.i in range(span.start, span.end) and t.dep_ in {"compound", "amod"}]
            if title:
                first = min(t.left_edge.i for t in title)
                # "between Trump and Ukraine President X": another person named before a conjunction
                # is not part of the title
                for t in doc[first:span.start]:
                    if t.dep_ == "cc" and t.i > first and (other := at.get(doc[t.i - 1].idx)) is not None \
                            and other is not person and other.type == "Person":
                        first = t.i + 1
                phrase = doc[first:span.start]
                if any(t.pos_ == "NOUN" or (t.pos_ == "PROPN" and at.get(t.idx) is None) for t in phrase):
                    add_role(claims, doc, person, phrase, at, "role.title", root)
    return sorted(claims.values(), key=lambda c: (c.evidence[0].start, c.holder, c.role))


def add_role(claims: dict, doc: Doc, person: LocalEntity, phrase: SpacySpan, at: dict[int, LocalEntity], rule: str, anchor: Token) -> None:  # noqa: ANN001
    # a relative clause or a second comma ends the description
    # so does a sentence's end the parser ran over ("former maintainer of the tool.  Ann Cole had …")
    cut = min([t.left_edge.i for t in phrase if t.dep_ in {"relcl", "acl"}]
              + [t.i for t in phrase if t.text in {",", "."} and t.i > phrase.start] + [phrase.end])
    phrase = doc[phrase.start:cut]
    words = [t for t in phrase if not (t.is_punct and t.text != "-") and t.lower_ not in HONORIFICS]
    if words and words[0].pos_ in {"VERB", "AUX", "ADP"}:
        return
    # a clause, a number or a time is not a role ("only two presidents have been impeached", "2 p.m.")
    if any(t.tag_ in FINITE_VERB_TAGS or t.like_num or t.ent_type_ in {"TIME", "DATE"} for t in words):
        if not all(t.ent_type_ == "ORDINAL" for t in words if t.like_num):
            return
    role = clean_role(words)
    if not role or len(role) > 120:
        return
    head_words = [t for t in words if t.pos_ in ROLE_HEAD_POS and at.get(t.idx) is None]
    if not head_words or head_words[0].lemma_.lower() in NOT_ROLES:
        return
    role_of = role_of_in(phrase, at, person)
    evidence = (sentence_span(anchor),)
    key = (person.key, role.casefold(), evidence)
    claims.setdefault(key, RoleClaim(evidence=evidence, rule=rule, attributed_to=None, holder=person.key,
                                     role=role, role_of=role_of.key if role_of else None))
