"""Whose quantity a number is: the person an age belongs to, and the parties of a clause.

Two measures must never meet when they belong to two holders: the ages of two men arrested
together, the offers of two clubs for one player. So each quantity claim carries

- ``bearer`` (ages only): the person the age is the age of, read in this order:
  a name right before it ("Tara Reid, 33,"; "Reid's, 33,"), a name right after it
  ("the 33-year-old Reid", "38-year-old Anthony LaCalamita"; "the 30-year-old sergeant" is
  someone unnamed, nobody's guess), the subject of "be" or "turn" ("She was
  85": a pronoun is the person named last before it), the one person its sentence names,
  and last the article's main person (the person named most often, not counting those
  named only as the subject of a reporting verb: a police spokesman who "said" the age),
  unless the sentence's subject (for a pronoun's "She was 85.", the sentence before's) is a
  name the entities hold as no person: someone named whom the recogniser missed.
  When an article gives two different unnamed ages ("a 25-year-old man and a 30-year-old
  man"), none of them gets the main person: the article does not say which is whose;
- ``bearer`` of a count of times ("did it eight times"): its doer, the verb's subject (a
  subject "he" / "she" is the subject of the nearest sentence before it that names a person);
- ``participants``: the people and organisations the clause names as its parties: the
  verb's subject, agent ("by X") and objects, the possessor of the counted noun ("Boston's
  offer"), and the name a parenthesis hangs from ("the Orioles (seven years, $140 million)").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from spacy.tokens import Doc, Span, Token

from kg.extract._doc_index import children_of
from kg.extract.about import EntityIndex
from kg.extract.numbers import MONTHS
from kg.records import LocalEntity

__all__ = ["REPORTING_VERBS", "age_bearer", "died_at", "doer", "dying_subject", "main_person", "participants"]

# verbs whose subject is a source, not a party: "Constable Fanning said"
REPORTING_VERBS = frozenset({"say", "tell", "confirm", "announce", "report", "add", "state", "explain",
                             "quote", "describe", "identify", "name", "according"})
PARTY_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "dative", "iobj", "poss", "appos"})
SUBJECT_PRONOUNS = frozenset({"he", "she", "him", "her", "his"})
LOOKBACK = 400  # characters: how far back a pronoun's person may be named


def _person_at(token: Token, index: EntityIndex) -> str | None:
    entity = index.entity_at(token)
    return entity.key if entity is not None and entity.type == "Person" else None


def main_person(doc: Doc, entities: Sequence[LocalEntity]) -> str | None:
    """The person an article is about: named most often outside reporting-verb subjects."""
    counts: Counter[str] = Counter()
    first: dict[str, int] = {}
    for entity in entities:
        if entity.type != "Person":
            continue
        for mention in entity.mentions:
            span = doc.char_span(mention.start, mention.end, alignment_mode="expand")
            if span is None:
                continue
            root = span.root
            if root.dep_ in ("nsubj", "nsubjpass") and root.head.lemma_.lower() in REPORTING_VERBS:
                continue
            counts[entity.key] += 1
            first[entity.key] = min(first.get(entity.key, mention.start), mention.start)
    if not counts:
        return None
    return min(counts, key=lambda key: (-counts[key], first[key], key))


def age_bearer(doc: Doc, start: int, end: int, core: Token, index: EntityIndex) -> tuple[str | None, bool]:
    """The person an age at tokens [start, end) belongs to, and whether the text names them.

    Returns (person key or None, named): ``named`` is False when the text does not say whose
    age it is, and the caller may guess the article's main person; (None, True) is an age the
    text gives someone it does not name ("the 30-year-old sergeant"): no guess's.
    """
    # "Ann Lee dies at 91", "she died on Thursday at 91": whoever died, before any name after
    # the number ("she died at 91, Bo Lee said" is not Bo Lee's age)
    subject = dying_subject(core)
    if subject is not None:
        return _holder_of_subject(subject, index), True
    # "Tara Reid, 33," / "Reid's, 33,": the name before the comma
    k = start - 1
    if k >= 1 and doc[k].text == ",":
        k -= 1
        if doc[k].tag_ == "POS" and k >= 1:
            k -= 1
        person = _person_at(doc[k], index)
        if person is not None:
            return person, True
        if doc[k].pos_ == "NOUN" and doc[end - 1].like_num:
            return None, True  # "the actress, 26,": whom the noun describes, as "the 26-year-old actress"
        if doc[k].pos_ == "PROPN" and doc[end - 1].like_num:
            return None, True  # "Lund, 47, of Newport", the name held as no person: someone named, not a guess's
    # "the 33-year-old Reid", "38-year-old Anthony LaCalamita", "aged 25, John Smith": the name after
    j = end
    while j < len(doc) and (doc[j].pos_ in ("ADJ", "PUNCT") and doc[j].text not in (".", ";")) and j < end + 3:
        j += 1
    if j < len(doc):
        person = _person_at(doc[j], index)
        if person is not None:
            return person, True
        if doc[j].pos_ == "NOUN" and doc[end - 1].lower_ == "old" and doc[end - 1].head.i == j:
            # "the 30-year-old sergeant": the age of whom the noun names, a name only where one
            # goes with it ("the 33-year-old actress Tara Reid"), never the sentence's other person
            if doc[j].dep_ == "appos" and (person := _person_at(doc[j].head, index)) is not None:
                return person, True  # "Harry Dunn, a 19-year-old motorcyclist"
            k = j + 1
            while k < min(len(doc), j + 4) and doc[k].pos_ in ("NOUN", "PROPN", "PUNCT") and doc[k].text not in (".", ";"):
                person = _person_at(doc[k], index)
                if person is not None:
                    return person, True
                k += 1
            # not the sentence's other person, nor a guess: "the 64-year-old mayor" may be the
            # article's main person, but "the 15-year-old elephant" and "a 25-year-old man
            # arrested" are not (measured on the ECB+ measures: grouping recall 0.582 -> 0.587
            # with no guess, 0.582 with the guess kept where the sentence names nobody)
            return None, True
    # "Ann Lee sang for years. The 91-year-old died on Tuesday": "the 91-year-old" stands for a
    # person named before, as "she" does, and only where the text leaves no doubt whom
    old = doc[end - 1]
    if old.lower_ == "old" and old.dep_ in ("nsubj", "nsubjpass") and old.head.i > old.i \
            and any(c.dep_ == "det" and c.lower_ == "the" for c in children_of(old)):
        return _sure_subject_before(old, index), True
    # "She was 85.", "Page, who was 85", "Hanley, who turns 29": the subject of "be" or "turn"
    verb = core.head if core.dep_ in ("attr", "acomp") or (core.dep_ == "dobj" and core.head.lemma_ == "turn") else None
    if verb is not None and verb.lemma_ in ("be", "turn"):
        for child in children_of(verb):
            if child.dep_ == "nsubj":
                person = _person_at(child, index)
                if person is not None:
                    return person, True
                if child.lower_ in SUBJECT_PRONOUNS:
                    named = _named_before(doc, child, index)
                    if named is not None:
                        return named, True
                    if core.sent.start > 0 and _names_no_person(doc[core.sent.start - 1].sent, index):
                        return None, True  # "Delta Rowe ... has died. She was 79.", no person held of that name
    # "Bettie Page ... has died at the age of 85": the one person the sentence names, not
    # counting a source ("Lt. Scherlinck identified the victims as a 47-year-old man")
    people = {p for t in core.sent if (p := _person_at(t, index)) is not None and not _is_source(t)}
    if len(people) == 1:
        return people.pop(), True
    if not people and _names_no_person(core.sent, index):
        return None, True  # "Delta Rowe ... died at age 79" with no person held of that name: not a guess's
    return None, False


def _dying(verb: Token) -> bool:
    lemma = verb.lemma_.lower()
    if verb.lower_ in ("dies", "died"):
        return True  # "Ann Lee Dies At 91": a headline's capitals make the verb a name's word
    return lemma == "die" or (lemma == "pass" and any(c.lower_ == "away" for c in children_of(verb)))


def dying_subject(core: Token) -> Token | None:
    """Who died, where a number hangs on a verb of dying as the age it happened at ("Ann Lee
    dies at 91", "she died on Thursday at 91", "Lee, who passed away at the age of 91",
    "retired and died aged 91"): the verb's subject. None where the number hangs on no such
    verb ("died at Camp 4": the number hangs on the camp)."""
    verb = _dying_verb(core)
    for _ in range(3):
        if verb is None:
            return None
        subjects = [c for c in children_of(verb) if c.dep_ == "nsubj"]
        if subjects:
            subject = subjects[-1]  # "Hollywood's Mermaid, Ann Lee dies at 91": the name nearest the verb
            if subject.lower_ in ("who", "that") and verb.dep_ == "relcl":
                return verb.head  # "Lee, who died at 91": the noun the clause hangs from
            return subject
        verb = verb.head if verb.dep_ == "conj" and verb.head.i != verb.i else None  # "retired and died at 91"
    return None


def died_at(core: Token, last: Token) -> bool:
    """Whether the age at ``core`` (its expression's last word ``last``) is the age someone died
    at: it hangs on a verb of dying (``dying_subject``), or "the 91-year-old" ("a 25-year-old
    man") is that verb's subject."""
    if dying_subject(core) is not None:
        return True
    holder = last.head if last.lower_ == "old" and last.dep_ == "amod" else last
    return last.lower_ == "old" and holder.dep_ == "nsubj" and _dying(holder.head)


def _dying_verb(core: Token) -> Token | None:
    """The verb of dying an age hangs on: through "at" ("dies at 91"; in a headline that runs
    into its date, "dies at 91 June 6", parsed as a day of June), "at the age of", "at age" or
    "aged"."""
    doc = core.doc
    anchor = None
    if core.i >= 1 and doc[core.i - 1].lower_ == "at":
        before_date = core.i + 1 < len(doc) and doc[core.i + 1].lower_ in MONTHS \
            and core.text.isdigit() and int(core.text) > 31  # no day of a month
        if core.head.i == core.i - 1 or before_date:
            anchor = doc[core.i - 1]  # "at 91"
    elif core.head.lower_ == "of" and core.head.head.lower_ == "age":
        anchor = core.head.head.head  # "at the age of 91"
    elif core.head.lower_ == "age":
        anchor = core.head.head  # "at age 91"
    elif core.head.lower_ == "aged":
        anchor = core.head  # "aged 91"
    if anchor is None or anchor.lower_ not in ("at", "aged"):
        return None
    return anchor.head if _dying(anchor.head) else None


def _holder_of_subject(subject: Token, index: EntityIndex) -> str | None:
    """The person a subject names: a name the entities hold as a person, or whom "he" / "she"
    stands for where the text leaves no doubt (``_sure_subject_before``); None otherwise (an
    age of someone unnamed or unsure is nobody's guess: it joins only an agreeing age)."""
    person = _person_at(subject, index)
    if person is not None or subject.lower_ not in SUBJECT_PRONOUNS:
        return person
    return _sure_subject_before(subject, index)


def _names_no_person(sentence: Span, index: EntityIndex) -> bool:
    """Whether a sentence's subject is a name the entities hold as no person ("Delta Rowe" the
    recogniser missed or typed as an organisation), not a source: its age is that someone's, and
    the article's main person no guess."""
    return any(t.dep_ in ("nsubj", "nsubjpass") and t.pos_ == "PROPN" and _person_at(t, index) is None
               and not _is_source(t) and not _quoted(t) for t in sentence)


def doer(verb: Token | None, index: EntityIndex) -> str | None:
    """The person who did what a count of times counts ("Ross Vane hosted it eight times"):
    the verb's subject, or whom a subject "he" / "she" names (``_subject_before``). Two doers'
    counts are two measures, as two people's ages; a passive ("was shot seven times") names
    whom it was done to, not the doer, and a reporting verb's subject only tells."""
    if verb is None or verb.lemma_.lower() in REPORTING_VERBS:
        return None
    # "He's done it eight times": a verb with an object is no passive, whatever the parse
    deps = ("nsubj", "nsubjpass") if any(c.dep_ == "dobj" for c in children_of(verb)) else ("nsubj",)
    for child in children_of(verb):
        if child.dep_ in deps:
            person = _person_at(child, index)
            if person is None and child.lower_ in SUBJECT_PRONOUNS:
                person = _subject_before(child, index)
            return person
    return None


def _subject_before(token: Token, index: EntityIndex) -> str | None:
    """Whom a subject "he" / "she" names: in the nearest sentence before it (within twice
    ``LOOKBACK`` characters) that names a person, its subject, else the person named last in
    it; never a name in quotation marks ("Kate and Leopold", a title) nor one that only holds
    a noun ("Billy Graham's ministry"); nobody where a nearer sentence's subject is a name the
    entities hold as no person."""
    doc = token.doc
    sentence = doc[token.sent.start:token.i]  # first its own sentence before it ("When Vane hosted, he …")
    while True:
        named = [(t, p) for t in sentence if (p := _person_at(t, index)) is not None
                 and not _holds_a_noun(t) and not _quoted(t)]
        if any(t.dep_ == "nsubj" and t.pos_ == "PROPN" and _person_at(t, index) is None and not _quoted(t)
               for t in sentence):
            return None  # a named subject the entities hold as no person ("when Billy Crystal relives"): unknown
        if named:
            subjects = [p for t, p in named if _top(t).dep_ in ("nsubj", "nsubjpass")]
            return (subjects or [p for _, p in named])[-1]
        if sentence.start == 0 or token.idx - doc[sentence.start - 1].idx > 2 * LOOKBACK:
            return None
        sentence = doc[sentence.start - 1].sent


def _sure_subject_before(token: Token, index: EntityIndex) -> str | None:
    """Whom a subject "he" / "she" names where one person is the only choice: in the nearest
    sentence before it that names a person (``_subject_before``), one person named, or one
    person its subject; None where two are ("Ann Lee and Bo Lee fell. She died at 45": whose
    age it is, the text does not say, and a wrong guess disputes another person's age)."""
    person = _subject_before(token, index)
    if person is None:
        return None
    doc = token.doc
    sentence = doc[token.sent.start:token.i]
    while not any(_person_at(t, index) == person for t in sentence):
        sentence = doc[sentence.start - 1].sent
    named = {p for t in sentence if (p := _person_at(t, index)) is not None and not _quoted(t)}
    subjects = {p for t in sentence if (p := _person_at(t, index)) is not None and not _quoted(t)
                and _subject_word(t)}
    return person if len(named) == 1 or subjects == {person} else None


def _subject_word(token: Token) -> bool:
    """Whether a name's word is a subject, or one of subjects joined by "and" ("Ann Lee and Bo Lee fell")."""
    top = _top(token)
    while top.dep_ == "conj" and top.head.i != top.i:
        top = top.head
    return top.dep_ in ("nsubj", "nsubjpass")


def _quoted(token: Token) -> bool:
    """Whether a word stands inside quotation marks opened in its sentence."""
    return sum(t.text in ('"', "“", "”") for t in token.doc[token.sent.start:token.i]) % 2 == 1


def _top(token: Token) -> Token:
    """The head word of the name a word belongs to."""
    while token.dep_ in ("compound", "flat") and token.head.pos_ == "PROPN" and token.head.i != token.i:
        token = token.head
    return token


def _holds_a_noun(token: Token) -> bool:
    """Whether a name's word is, through its name, the possessor or modifier of a common noun."""
    top = _top(token)
    return top.dep_ in ("poss", "compound") and top.head.pos_ == "NOUN"


def _is_source(token: Token) -> bool:
    """A name that is the subject of a reporting verb: who tells, not whom it is about."""
    top = token
    while top.dep_ in ("compound", "flat", "appos") and top.head.i != top.i:
        top = top.head
    return top.dep_ in ("nsubj", "nsubjpass") and top.head.lemma_.lower() in REPORTING_VERBS


def _named_before(doc: Doc, token: Token, index: EntityIndex) -> str | None:
    """The person named last before ``token``, within ``LOOKBACK`` characters."""
    k = token.i - 1
    while k >= 0 and doc[k].idx >= token.idx - LOOKBACK:
        person = _person_at(doc[k], index)
        if person is not None:
            return person
        k -= 1
    return None


def participants(core: Token, noun: Token | None, verb: Token | None, index: EntityIndex) -> tuple[str, ...]:
    """The people and organisations named as parties of the clause around a number."""
    found: list[str] = []

    def add(token: Token) -> None:
        entity = index.entity_at(token)
        if entity is not None and entity.type in ("Person", "Organization") and entity.key not in found:
            found.append(entity.key)

    if verb is not None and verb.lemma_.lower() not in REPORTING_VERBS:
        for child in children_of(verb):
            if child.dep_ in PARTY_DEPS:
                add(child)
            if child.dep_ == "agent" or (child.dep_ in ("prep", "dative") and child.lower_ == "to"):
                for grandchild in children_of(child):  # "by X"; "made an offer to (the pitcher) X": the recipient
                    if grandchild.dep_ == "pobj":
                        add(grandchild)
                        for named in children_of(grandchild):
                            if named.dep_ == "appos":
                                add(named)
        # "Lowe is believed to be seeking a deal": a verb with no subject of its own takes its
        # controller's ("believed" <- "Lowe")
        controller = verb
        while controller.dep_ == "xcomp" and not any(c.dep_ in ("nsubj", "nsubjpass") for c in children_of(controller)):
            controller = controller.head
            for child in children_of(controller):
                if child.dep_ in ("nsubj", "nsubjpass"):
                    add(child)
    for holder in (noun, core):
        if holder is None:
            continue
        for child in children_of(holder):
            if child.dep_ in ("poss", "compound"):
                add(child)  # "the Orioles' offer", "the Red Sox offer"
            if child.dep_ == "prep" and child.lower_ == "for":
                for named in children_of(child):  # "a $70 million contract for J. D. Drew"
                    if named.dep_ == "pobj":
                        add(named)
    # "the Orioles (seven years, $140-$150 million)": the name the parenthesis hangs from
    top = core
    for _ in range(4):
        if top.head.i == top.i:
            break
        if top.dep_ in ("appos", "npadvmod", "dep", "parataxis") and top.head.pos_ == "PROPN":
            add(top.head)
            break
        top = top.head
    return tuple(sorted(found))
