"""Every reported number of an article as a ``QuantityClaim``.

``kg.extract.numbers`` reads the number expressions (value or bounds, approximation, unit)
and the numbers that are not amounts (dates, times, ordinals, labels, page furniture).
This module ties each expression to its sentence:

- ``counts``: the lemma of the counted noun: after the number ("2,000 youths", "22 EU
  states"), after "of" ("thousands of migrants", "40 per cent of voters"), before "of"
  ("winds of 120 mph"); "person" for casualty words ("five dead"); "age" for ages; and,
  when the noun is elided ("48,300 had returned"), the counted noun of the previous number
  in the same or the previous sentence;
- ``action``: the lemma of the verb that defines the counted set (a relative clause or
  participle on the noun: "migrants who stormed", "people sleeping") or else the verb
  that governs the noun phrase ("youths had crossed");
- ``about``: the place or organisation named in that verb's clause, short forms resolved
  ("the enclave" → Ceuta), origins ("from Morocco") and attributions ("according to")
  left out;
- ``when``: the time expression of that clause, or of the clause it hangs from
  ("TVE on Thursday reported that 2,000 to 3,000 youths had crossed"), with its dates
  when they can be told.

``attributed_to`` is left empty: the pipeline sets it from the statement containing the number.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from spacy.tokens import Doc, Token

from kg.extract._doc_index import children_of, doc_index, doc_text, doc_tokens, sentence_bounds, sentence_of, span_text
from kg.extract.about import PLACE_KINDS, EntityIndex
from kg.extract.numbers import (QUAKE_NOUNS, RULE_MEASURE, TIME_UNITS, NumberExpression, find_numbers,
                                glued_headline_count)
from kg.extract.lemmas import lemma_as, lemma_tables
from kg.extract.person_nouns import person_nouns
from kg.extract.word_classes import noun_class as wordnet_noun_class
from kg.extract.bearers import REPORTING_VERBS, age_bearer, died_at, doer, dying_subject, main_person, participants
from kg.extract.statements import IN_SOURCE_NOUNS
from kg.extract.story import story_terms
from kg.extract.timex import TimeExpression, dateline, resolve, time_expressions
from kg.extract.valuations import valued_figure
from kg.measures.classes import PRICED_CLASSES, happening_verb, known_verb, noun_class
from kg.records import ANOTHER_EVENT, AT_DEATH, AT_EVENT, BESIDE, HOLDER, INCREMENT, PER, TO_DATE, WHERE, LocalEntity, QuantityClaim, Span

# "five dead", "30 injured": the people counted, and what happened to them
CASUALTY_WORDS = {"dead": "die", "killed": "kill", "injured": "injure", "wounded": "wound",
                  "hurt": "hurt", "missing": None, "arrested": "arrest", "detained": "detain",
                  "hospitalized": "hospitalize", "hospitalised": "hospitalise",
                  "rescued": "rescue", "displaced": "displace", "evacuated": "evacuate",
                  "infected": "infect", "homeless": None}
# nouns that name the count itself, not what is counted: "a total of 143"
COUNT_NOUNS = frozenset({"total", "number", "maximum", "minimum", "average", "sum", "figure",
                         "amount", "count", "tally", "estimate", "rate", "level", "score", "range"})
# nouns of time after a number are adverbials ("for five weeks yesterday"), not what is counted
TIME_NOUNS = frozenset({"yesterday", "today", "tomorrow", "tonight", "morning", "afternoon",
                        "evening", "night", "week", "weekend", "month", "year", "day", "time",
                        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                        "sunday", "january", "february", "march", "april", "may", "june", "july",
                        "august", "september", "october", "november", "december"})
# verbs whose subject is what a bare number measures: "turnout was 71%", "toll rose to 12"
SUBJECT_VERBS = frozenset({"be", "rise", "increase", "fall", "drop", "climb", "jump", "grow",
                           "decline", "decrease", "reach", "stand", "total", "hit", "exceed",
                           "double", "surge", "soar", "plunge"})
DISTANCE_UNITS = frozenset({"km", "mi", "m", "ft", "in", "cm", "mm"})
DISTANCE = "distance"  # what a length counts where it places one named place from another (``_distance``)
IRREGULAR_LEMMAS = {"people": "person", "toll": "death"}
# children that start a clause of their own
CLAUSE_DEPS = frozenset({"ccomp", "advcl", "conj", "parataxis", "relcl", "acl", "csubj", "xcomp"})
ORIGIN_PREPOSITIONS = frozenset({"from", "according", "per"})
SOURCE_DEPS = frozenset({"nsubj", "dobj", "dative", "iobj"})
FUTURE_MARKERS = frozenset({"will", "'ll", "shall"})
MAX_CLIMB = 8
# prepositions of where: "in 15 villages", "across three provinces"
WHERE_PREPOSITIONS = frozenset({"in", "across", "throughout", "within"})
# words that are an amount of what follows "of": "half of the homes", "two-thirds of homes"
FRACTION_WORDS = frozenset({"half", "third", "thirds", "quarter", "quarters", "most", "some", "many", "all"})
QUAKE_LEMMAS = frozenset({"earthquake", "quake", "tremor", "aftershock", "temblor"})
# verbs whose bare number counts people: "killed 24", "arrested 12", "injuring 80"
PERSON_VERBS = frozenset({"kill", "injure", "wound", "hurt", "arrest", "detain", "evacuate", "rescue",
                          "displace", "hospitalize", "hospitalise", "murder", "shoot", "stab", "infect",
                          "deport", "employ", "hire", "fire", "lay"})


def verb_lemma(token: Token) -> str:
    """The verb lemma of ``token``, also when the tagger called a participle an adjective."""
    if token.pos_ in ("VERB", "AUX"):
        return _known_stem(token.lower_, token.lemma_.lower())
    return lemma_as(token.lower_, "verb")


def _known_stem(word: str, lemma: str) -> str:
    """spaCy's lemma, unless it guessed an "-e" for a verb it does not know where the word less
    its "-ed"/"-ing" is a noun it knows: "deadlocked" is "deadlock", not "deadlocke"."""
    if not lemma.endswith("e") or not word.endswith(("ed", "ing")):
        return lemma
    exceptions, index, _ = lemma_tables("verb")
    if lemma in index or word in exceptions:
        return lemma
    stem = word[:-2] if word.endswith("ed") else word[:-3]
    return stem if stem + "e" == lemma and stem in lemma_tables("noun")[1] else lemma


# light verbs whose particle makes the meaning: "made off with $2 million" (stole it), "took
# over", "carried out"; their lemma alone says nothing of what happened
LIGHT_VERBS = frozenset({"make", "take", "get", "go", "put", "give", "carry", "set", "come", "bring", "hand", "pay"})


# verbs that say only that their object, a happening, happened: "caused heavy destruction" (destroyed),
# "suffered injuries" (injured), "committed the murders" (killed)
HAPPENING_VERBS = frozenset({"cause", "suffer", "sustain", "inflict", "undergo", "carry out", "commit"})


def action_lemma(token: Token) -> str:
    """The verb lemma an action is read from, with its particle where the verb is light ("make off"),
    or its bare object where the class tables know the two as one verb ("take part"); the verb a
    happening is derived from where a verb says only that it happened ("caused destruction" -> destroy)."""
    lemma = verb_lemma(token)
    if lemma in LIGHT_VERBS:
        particle = next((c.lower_ for c in children_of(token) if c.dep_ == "prt"), None)
        if particle is not None:
            lemma = f"{lemma} {particle}"
            return _happened(token, lemma) or lemma
        # a light verb and its bare object that the class tables know as one verb: "took part"
        # (WordNet's "take part": participate), "took flight" (flee)
        for child in children_of(token):
            if child.dep_ == "dobj" and not children_of(child) and known_verb(f"{lemma} {child.lower_}"):
                return f"{lemma} {child.lower_}"
        # a light verb and a bare prepositional phrase the tables know as one verb: "put behind
        # bars" (WordNet: imprison), "took into custody" (WordNet's "taking into custody": arrest)
        for child in children_of(token):
            objects = [c for c in children_of(child) if c.dep_ == "pobj"] if child.dep_ == "prep" else []
            # the noun bare but for a phrase of its own ("behind bars in Dovermouth"): "took them into
            # the custody of X" or "put them behind its bars" say something else
            if len(objects) == 1 and all(c.dep_ == "prep" for c in children_of(objects[0])):
                phrase = f"{lemma} {child.lower_} {objects[0].lower_}"
                if known_verb(phrase):
                    return phrase
    return _happened(token, lemma) or lemma


def _happened(token: Token, lemma: str) -> str | None:
    """The verb of the happening a verb of ``HAPPENING_VERBS`` takes as its object ("causing heavy
    destruction in nine hamlets" -> destroy; ``kg.measures.classes.happening_verb``); not where the
    object is itself counted ("suffered 12 injuries": the injuries are the count, read by their noun)."""
    if lemma not in HAPPENING_VERBS:
        return None
    for child in children_of(token):
        if child.dep_ == "dobj" and not any(c.dep_ == "nummod" for c in children_of(child)):
            return happening_verb(child.lemma_.lower())
    return None


def _verbish(token: Token) -> bool:
    return token.pos_ in ("VERB", "AUX") or (token.tag_.startswith("VB") and token.pos_ == "ADJ")


def _noun_lemma(token: Token) -> str:
    # a capitalised plural tagged as a name ("all 11 Justices") is still a plural noun
    plural_name = token.tag_ == "NNPS" or (token.pos_ == "PROPN" and token.lower_.endswith("s"))
    lemma = lemma_as(token.lower_, "noun") if plural_name else token.lemma_.lower()
    return IRREGULAR_LEMMAS.get(token.lower_, IRREGULAR_LEMMAS.get(lemma, lemma))


def _noun_at(doc: Doc, j: int, after_of: bool = False, limit: int = 6) -> Token | None:
    """The head noun of the noun phrase starting at ``j`` ("Moroccan and sub-Saharan youths")."""
    k = j
    seen_noun = False
    listing = False  # within a list of modifiers ("totally suited up, fully armed"): no limit
    while k < len(doc) and k < j + limit:
        t = doc[k]
        if listing:
            j += 1
        if t.is_space and "\n" not in t.text:
            k += 1
            j += 1  # a double space does not count against the limit
            continue
        if TALLY_TAIL.fullmatch(t.text):
            k += 1  # "a 7-to-2 vote": the rest of the tally, tokenised as one word, is not the noun
            continue
        if t.pos_ == "NUM" and _model_name(t) and _modifies_later_noun(t, j + limit):
            # "nine AK-47 rifles", the name tagged a number: the model is what is counted, as in
            # "seven AK-47 assault rifles" (the name tagged a noun) and "nine AK-47s"
            return t
        if t.pos_ in ("NOUN", "PROPN") and not t.is_punct:
            if not any(c.isalpha() for c in t.text):
                return None  # "between 7 and 8)": a number with a bracket glued on, tagged a noun, counts nothing
            nxt = doc[k + 1] if k + 1 < len(doc) else None
            if after_of and nxt is not None and nxt.tag_ == "POS":
                k += 2  # "half of Saudi Arabia's production": the possessor is a determiner
                continue
            # compounds: "EU states", "migrant reception centers"
            if nxt is not None and nxt.pos_ == "NOUN" and nxt.i == t.head.i or (
                    nxt is not None and nxt.pos_ in ("NOUN", "PROPN") and t.dep_ == "compound"):
                k += 1
                seen_noun = True
                continue
            after = doc[k + 2] if k + 2 < len(doc) else None
            if nxt is not None and after is not None and nxt.text == "-" and not t.whitespace_ \
                    and not nxt.whitespace_ and after.is_alpha and after.pos_ in ("NOUN", "PROPN"):
                k += 2  # "four co-workers" parsed as three nouns: the noun is the hyphenated word's last part
                continue
            # "measles related deaths": a compound modifier with a participle
            if nxt is not None and after is not None and nxt.tag_ == "VBN" and nxt.dep_ == "amod" \
                    and after.pos_ == "NOUN" and t.dep_ in ("npadvmod", "compound", "nmod"):
                k += 2
                seen_noun = True
                continue
            return t
        skippable = (
            t.pos_ == "ADJ"
            or (t.tag_ in ("VBN", "VBG") and t.dep_ == "amod")
            or (t.pos_ == "ADV" and t.dep_ == "advmod" and t.head.i > t.i and t.head.dep_ == "amod")  # "heavily armed"
            or (t.text == "-" and not t.whitespace_)
            or (t.pos_ == "CCONJ" and not seen_noun)
            or (after_of and (t.pos_ in ("DET", "ADV", "NUM") or t.dep_ == "poss" or t.tag_ == "POS"))
        )
        if not skippable and not seen_noun and _listed_modifier(doc, k):
            listing = skippable = True  # "three tall, bearded men": a list of modifiers does not count against the limit
        if not skippable:
            return None
        k += 1
    return None


def _listed_modifier(doc: Doc, k: int) -> bool:
    """Whether token ``k`` is part of a list of modifiers before a noun, which the parser may hang
    elsewhere: the comma of "tall, bearded", a participle ("five fully geared up officers") with
    its adverb ("fully") and particle ("up"). Each must lead on to another modifier or a noun."""
    t = doc[k]
    nxt = doc[k + 1] if k + 1 < len(doc) else None
    if nxt is None:
        return False
    modifier_follows = nxt.pos_ in ("ADJ", "NOUN", "PROPN") or nxt.tag_ in ("VBN", "VBG") \
        or (nxt.pos_ == "ADV" and k + 2 < len(doc) and (doc[k + 2].tag_ == "VBN" or doc[k + 2].pos_ == "ADJ"))
    if t.text == ",":
        return k > 0 and (doc[k - 1].pos_ == "ADJ" or doc[k - 1].tag_ == "VBN" or doc[k - 1].dep_ == "prt") \
            and modifier_follows
    if t.tag_ == "VBN" and t.dep_ in ("acl", "conj", "amod"):
        return modifier_follows or nxt.dep_ == "prt" or nxt.text == ","
    if t.dep_ == "prt" and k > 0 and doc[k - 1].tag_ == "VBN":
        return modifier_follows or nxt.text == ","
    if t.pos_ == "ADV" and t.dep_ == "advmod" and (nxt.tag_ == "VBN" or nxt.pos_ == "ADJ") and t.head.i == nxt.i:
        return True  # "heavily armed", "fully geared"
    return False


# the second half of a tally written with hyphens ("230-to-197"), which spaCy keeps as one word
TALLY_TAIL = re.compile(r"(?i)to-\d[\d,]*")
# a model's name: letters and digits in one word ("AK-47", "F-16", "A380")
MODEL_NAME = re.compile(r"(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d-]+")


def _model_name(t: Token) -> bool:
    """Whether ``t`` is a model's name: letters and digits in one word ("AK-47", "F-16")."""
    return not t.like_num and MODEL_NAME.fullmatch(t.text) is not None


def _modifies_later_noun(t: Token, limit: int) -> bool:
    """Whether ``t`` modifies a noun further on, within ``limit``, and every word between
    hangs on that noun too: "AK-47" and "assault" of "rifles" in "AK-47 assault rifles"."""
    head = t.head
    if head.i <= t.i or head.i >= limit or head.pos_ != "NOUN" \
            or t.dep_ not in ("nmod", "nummod", "compound", "amod"):
        return False
    return all(t.i <= w.head.i <= head.i for w in t.doc[t.i + 1:head.i])


def _compound_lemma(doc: Doc, noun: Token) -> str:
    """The lemma of a counted noun, with a hyphenated first part: "co-petitioner"."""
    lemma = _noun_lemma(noun)
    i = noun.i
    if i >= 2 and doc[i - 1].text == "-" and not doc[i - 1].whitespace_ \
            and not doc[i - 2].whitespace_ and doc[i - 2].is_alpha \
            and _noun_lemma(doc[i - 2]) != lemma:  # "citizens-citizens": a word written twice is the word
        return f"{doc[i - 2].lower_}-{lemma}"
    return lemma


PLURAL_PRONOUNS = frozenset({"them", "those", "these"})


def _plural_antecedent(doc: Doc, start: int) -> Token | None:
    """What "them" stands for in "two of them": the nearest plural common noun before the number
    in its sentence ("fired at the protesters, killing two of them"), else the plural subject of
    the sentence before ("the skiffs tried to escape. While two of them fled"), else its nearest
    plural noun ("challenged the vessels. While two of them fled")."""
    def plural(t: Token) -> bool:
        return t.tag_ == "NNS" and t.is_alpha and t.lower_ not in COUNT_NOUNS and t.lower_ not in TIME_NOUNS

    tokens = doc_tokens(doc)
    first, _ = sentence_bounds(tokens[start])
    before = [t for t in reversed(tokens[first:start]) if plural(t)]
    if before or first == 0:
        return before[0] if before else None
    previous_start, _ = sentence_bounds(tokens[first - 1])
    previous = [t for t in reversed(tokens[previous_start:first]) if plural(t)]
    subjects = [t for t in previous if t.dep_ in ("nsubj", "nsubjpass")]
    return (subjects or previous or [None])[0]


def _hyphened_participle_head(doc: Doc, j: int) -> Token | None:
    """The noun a hyphened participle that starts at ``j`` modifies ("a 90-day court-ordered
    stay": the stay, not the court that ordered it), else None."""
    if j + 2 >= len(doc) or doc[j + 1].text != "-" or doc[j].whitespace_ or doc[j + 1].whitespace_:
        return None
    participle = doc[j + 2]
    if participle.tag_ != "VBN" or participle.dep_ != "amod" or participle.head.pos_ != "NOUN" \
            or participle.head.i <= participle.i:
        return None
    return participle.head


def _counted(doc: Doc, expr: NumberExpression) -> tuple[Token | None, str | None, str | None]:
    """The counted noun token, the counts lemma, and an action implied by a casualty word."""
    n = len(doc)
    j = expr.end
    if expr.age:
        return None, "age", None
    if j < n and doc[j].lower_ in CASUALTY_WORDS:
        noun = _noun_at(doc, j + 1)
        return noun, _noun_lemma(noun) if noun is not None else "person", CASUALTY_WORDS[doc[j].lower_]
    # "a three-judge court": the number counts the noun glued to it
    if expr.unit is None and j + 1 < n and doc[j].text == "-" and not doc[j - 1].whitespace_ \
            and not doc[j].whitespace_ and doc[j + 1].pos_ == "NOUN" and not TALLY_TAIL.fullmatch(doc[j + 1].text):
        return doc[j + 1], _noun_lemma(doc[j + 1]), None
    if j + 1 < n and doc[j].lower_ == "out" and doc[j + 1].lower_ == "of":
        k = j + 2
        while k < n and (doc[k].like_num or doc[k].lower_ in ("every", "each", "the")):
            k += 1
        noun = _noun_at(doc, k + 1, after_of=True) if k < n and doc[k].lower_ == "of" else _noun_at(doc, k)
        if noun is not None:
            return noun, _noun_lemma(noun), None
    if expr.of_follows and expr.unit is None and j + 1 < n and doc[j + 1].lower_ in PLURAL_PRONOUNS \
            and doc[j + 1].pos_ == "PRON":
        antecedent = _plural_antecedent(doc, expr.start)  # "two of them": of the skiffs the sentence before names
        return None, _noun_lemma(antecedent) if antecedent is not None else None, None
    if expr.of_follows:
        if expr.unit in DISTANCE_UNITS and j + 1 < n and doc[j + 1].pos_ == "DET":
            return None, None, None  # "within 100 miles of the islands": a reference point
        if expr.unit in TIME_UNITS:
            return None, None, None  # "after 52 seconds of the ninth round": a duration counts nothing else
        noun = _noun_at(doc, j + 1, after_of=True, limit=9)
        if noun is not None:
            return noun, _compound_lemma(doc, noun), None
    if expr.unit is not None and doc[j - 1].i > expr.core and j < n and doc[j].pos_ == "NOUN" \
            and "-" in doc[expr.core:j].text:
        noun = _hyphened_participle_head(doc, j) or doc[j]
        return noun, _noun_lemma(noun), None  # "a two-day shutdown", "a 48-acre space"
    if expr.unit in TIME_UNITS:
        return None, None, None  # "for five weeks": a duration counts nothing else
    if j + 1 < n and doc[j].lower_ == "worth" and doc[j + 1].lower_ == "of":
        noun = _noun_at(doc, j + 2, after_of=True)  # "$2.5 million worth of jewellery": of jewellery
        if noun is not None:
            return noun, _compound_lemma(doc, noun), None
    noun = _noun_at(doc, j)
    if noun is not None and noun.lower_ not in COUNT_NOUNS and noun.lower_ not in TIME_NOUNS:
        # "left six soldiers dead": the casualty word after the noun says what happened
        after = doc[noun.i + 1] if noun.i + 1 < n else None
        casualty = CASUALTY_WORDS.get(after.lower_) if after is not None and after.pos_ in (
            "ADJ", "VERB") and after.dep_ in ("amod", "oprd", "acomp", "xcomp", "ccomp") else None
        return noun, _compound_lemma(doc, noun), casualty
    # "winds of 120 mph", "a turnout of 67%"
    if expr.start >= 2 and doc[expr.start - 1].lower_ == "of":
        before = doc[expr.start - 2]
        if before.pos_ == "NOUN" and before.lower_ not in COUNT_NOUNS \
                and before.lower_ != expr.unit_before:
            return before, _noun_lemma(before), None
    # "waves over 30 feet high": a measure of the noun it follows
    if expr.unit is not None and expr.start >= 1 and doc[expr.start - 1].pos_ == "NOUN" \
            and doc[expr.start - 1].lower_ != expr.unit_before \
            and doc[expr.start - 1] in doc[expr.core].ancestors:
        return doc[expr.start - 1], _noun_lemma(doc[expr.start - 1]), None
    return None, None, None


def _side_of_result(doc: Doc, expr: NumberExpression) -> bool:
    """One side of a result written "A-B" with A above B: a score ("won 3-1"), a record
    ("improved to 31-2") or a tally ("the vote was 52-48"). Its numbers count what their own
    frame says, never a noun carried over from another number ("31-2 (20 knockouts)")."""
    n = len(doc)

    def glued_hyphen(i: int) -> bool:
        return 0 < i < n - 1 and doc[i].text == "-" and not doc[i - 1].whitespace_ and not doc[i].whitespace_

    def number(i: int) -> bool:
        return 0 <= i < n and doc[i].like_num and doc[i].text[:1].isdigit()

    if expr.start != expr.core or expr.end != expr.core + 1:
        return False  # a unit, a sign or a modifier: an amount, not a bare side
    core = expr.core
    if glued_hyphen(core + 1) and number(core + 2):
        first, second = doc[core], doc[core + 2]
    elif glued_hyphen(core - 1) and number(core - 2):
        first, second = doc[core - 2], doc[core]
    else:
        return False
    try:
        return float(first.text.replace(",", "")) > float(second.text.replace(",", ""))
    except ValueError:
        return False


def _top(doc: Doc, expr: NumberExpression) -> Token:
    """The token of the expression whose head lies outside it ("%" in "71%")."""
    tokens = doc[expr.start:expr.end]
    for t in tokens:
        if not expr.start <= t.head.i < expr.end or t.head.i == t.i:
            if t.i >= expr.core or t.pos_ in ("NUM", "NOUN", "SYM"):
                return t
    return doc[expr.core]


# words that put a value on a thing: "X worth $N", "X valued at $N", "experts put the damage at $N"
VALUE_WORDS = frozenset({"worth", "value", "price", "estimate", "put", "peg", "cost"})
AMOUNT_PREPOSITIONS = frozenset({"of", "in", "at", "to", "up", "between", "around", "about", "as"})
RANGE_NOUNS = frozenset({"range", "region", "neighborhood", "neighbourhood", "excess", "vicinity", "area"})
# "as high as $N", "as much as $N": a bound said with an adjective, climbed like "up to"
BOUND_ADJECTIVES = frozenset({"high", "much", "low", "little"})


def _subject_of(verb: Token) -> Token | None:
    """The subject of ``verb``'s clause, through "is believed to be", a relative pronoun, a
    second verb of one subject ("the deal is said to be ... and could be up to") and "put the
    offer to be"."""
    for _ in range(MAX_CLIMB):
        subject = next((c for c in children_of(verb) if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subject is not None:
            if subject.lower_ in RELATIVE_WORDS and verb.dep_ == "relcl":
                return verb.head  # "the offer, which is worth $70 million"
            return subject
        if verb.dep_ in ("acl", "xcomp") and verb.lemma_ == "be" and verb.head.pos_ == "NOUN":
            return verb.head  # "reports pegged the offer to be as high as $90 million"
        if verb.dep_ not in ("xcomp", "conj") or verb.head.i == verb.i:
            return None
        verb = verb.head  # "was expected to be ...": the subject of "expected"; a conjunct's, of the first verb
    return None


def _nominal(token: Token) -> bool:
    """A noun, or the last noun of a list the tagger took for a verb ("jewellery and watches")."""
    return token.pos_ == "NOUN" or (token.dep_ == "conj" and token.tag_ == "VBZ")


def _paid_for(doc: Doc, expr: NumberExpression) -> Token | None:
    """The thing an amount of money is the value or price of, where the clause says it: "paintings
    valued at €40 million", "paintings worth $50 million", "the deal is worth $90 million",
    "the offer, which is believed to be worth $70 million", "$12 million in cash", "the bid was in
    the range of $20 million to $25 million"."""
    top = _top(doc, expr)
    if expr.start <= top.head.i < expr.end:  # "as high as $N": the bound's adjective links the phrase
        top = next((t for t in doc_tokens(doc)[expr.start:expr.end] if not expr.start <= t.head.i < expr.end), top)
    if top.i + 1 < len(doc) and doc[top.i + 1].lower_ == "in" and doc[top.i + 1].head.i == top.i:
        inside = next((c for c in children_of(doc[top.i + 1]) if c.dep_ == "pobj"), None)
        if inside is not None and inside.pos_ == "NOUN":
            return inside  # "$12 million in cash"
    t = top
    for _ in range(MAX_CLIMB):
        head = t.head
        if head.i == t.i:
            return None
        if head.lower_ in AMOUNT_PREPOSITIONS and head.dep_ in ("prep", "quantmod"):
            t = head  # "at $N", "in the range of $N"
            continue
        if head.pos_ == "NOUN" and head.lemma_ in RANGE_NOUNS:
            t = head
            continue
        if head.pos_ in ("ADJ", "ADV") and head.lower_ in BOUND_ADJECTIVES and t.lower_ == "as":
            t = head  # "as high as $N": then "the offer is ..." as for "up to $N"
            continue
        if head.lemma_ in VALUE_WORDS and head.pos_ in ("ADJ", "VERB"):
            if head.dep_ in ("amod", "acl"):
                noun = head.head  # "paintings worth $50 million", "paintings valued at"
            elif head.lower_ == "worth" and head.dep_ == "prep" and head.head.pos_ == "NOUN":
                noun = head.head  # "an offer to the striker worth $70m": the offer's worth, not the striker's
            elif head.lower_ == "worth" and head.dep_ == "prep" and head.i > 0:
                noun = doc[head.i - 1]  # "grabbed jewels and watches worth $2m": "worth" hung on the verb
            elif head.pos_ == "VERB" and _passive(head):
                noun = _subject_of(head)  # "the paintings were valued at"
            elif head.pos_ == "VERB":
                noun = next((c for c in children_of(head) if c.dep_ == "dobj"), None)  # "experts put the damage at"
            elif head.dep_ == "acomp" and head.head.lemma_ == "be":
                noun = _subject_of(head.head)  # "the deal is worth"
            else:
                noun = None
            return noun if noun is not None and _nominal(noun) else None
        if head.lemma_ == "be" and t.dep_ in ("attr", "prep", "acomp"):
            noun = _subject_of(head)  # "the contract could be up to $30 million"
            return noun if noun is not None and noun.pos_ == "NOUN" else None
        return None
    return None


# words an amount hangs from on its way to the verb or the noun it is the value of
SUM_PREPOSITIONS = AMOUNT_PREPOSITIONS | {"for", "than"}


def _priced_part(noun: Token) -> Token:
    """Of a compound, the part before the head where the table classes it as priced: it says what
    the head is ("a loan package", "an aid package": a loan; "a debt bailout": the bailout)."""
    part = next((c for c in children_of(noun) if c.dep_ == "compound" and c.pos_ == "NOUN"
                 and noun_class(_noun_lemma(c)) in PRICED_CLASSES), None)
    return part if part is not None else noun


def _sum_of(doc: Doc, expr: NumberExpression) -> Token | None:
    """What an amount of money is the value of where ``_paid_for`` does not read it: the noun it
    modifies past a restatement in brackets or a name ("a €110bn ($141bn) loan package", "a
    €110bn EU debt bailout"), or the object of the verb whose phrase holds it, where that is a
    noun of ``PRICED_CLASSES`` ("made an offer to X in excess of $N", "upgraded their offer to
    $N", "made its offer, reportedly worth $N"), or its subject where it has no object ("the bid
    rose to $N")."""
    t = _top(doc, expr)
    if expr.start <= t.head.i < expr.end:  # "in excess of $N": the phrase's own first word links it
        t = next((u for u in doc_tokens(doc)[expr.start:expr.end] if not expr.start <= u.head.i < expr.end), t)
    if t.dep_ == "appos" and t.head.like_num and t.head.i < t.i:
        t = t.head  # "€110bn ($141bn)": the restatement is of what the amount it restates is of
    for _ in range(MAX_CLIMB):
        head = t.head
        if head.i == t.i:
            return None
        if t.dep_ in ("nmod", "nummod", "compound", "amod") and head.i > t.i:
            if head.pos_ == "NOUN":
                return _priced_part(head)
            if head.pos_ != "PROPN":
                return None
        elif not (head.lower_ in SUM_PREPOSITIONS and head.pos_ == "ADP" or head.lemma_ in RANGE_NOUNS
                  or head.lower_ in BOUND_ADJECTIVES or head.lower_ == "worth"):
            if head.pos_ != "VERB":
                return None
            noun = next((c for c in children_of(head) if c.dep_ in ("dobj", "nsubjpass")), None) \
                or next((c for c in children_of(head) if c.dep_ == "nsubj"), None)  # "the bid rose to $N"
            priced = noun is not None and noun.pos_ == "NOUN" and noun_class(_noun_lemma(noun)) in PRICED_CLASSES
            return noun if priced else None
        t = head
    return None


def _is_money(unit: str | None) -> bool:
    return unit is not None and unit.isupper() and len(unit) == 3


def _conjoined_sum(doc: Doc, expr: NumberExpression, sums: dict[int, str | None]) -> str | None:
    """What an amount joined by "and"/"or" to an earlier amount of its sentence is of: the earlier
    one's ("the offer is worth at least $N and possibly as much as $M")."""
    top = _top(doc, expr)
    if expr.start <= top.head.i < expr.end:
        top = next((u for u in doc_tokens(doc)[expr.start:expr.end] if not expr.start <= u.head.i < expr.end), top)
    return sums.get(top.head.i) if top.dep_ == "conj" else None


def _lasts(doc: Doc, expr: NumberExpression) -> str | None:
    """What a duration is the length of where the clause says "X is for N years" ("the offer is
    believed to be for eight years", "the deal is said to be for 8 years"): X."""
    top = _top(doc, expr)
    if top.dep_ != "pobj" or top.head.lower_ != "for" or top.head.head.lemma_ != "be":
        return None
    subject = _subject_of(top.head.head)
    if subject is None or subject.pos_ != "NOUN" or _noun_lemma(subject) in COUNT_NOUNS | TIME_NOUNS:
        return None
    return _noun_lemma(subject)


def _verb_of_object(token: Token) -> Token | None:
    """The word ``token`` is the direct object of when the tagger called that word a noun: only a
    verb takes an object, as a headline's "kills" does in "Gunman kills 1" (tagged a plural noun)."""
    head = token.head
    if token.dep_ == "dobj" and head.i != token.i and head.pos_ in ("NOUN", "PROPN") \
            and verb_lemma(head) in PERSON_VERBS:
        return head
    return None


def _counted_in_context(doc: Doc, expr: NumberExpression, index: EntityIndex, side: bool = False) -> str | None:
    """What a bare number counts, read from the clause around it. One side of a result counts
    its subject only after "be" or "stand" ("the vote was 52-48"; "the challenger fell to 18-5" is a record)."""
    if expr.unit is not None and expr.unit.isupper() and len(expr.unit) == 3:  # money: what it is paid or worth for
        paid = _paid_for(doc, expr) or _sum_of(doc, expr)
        return _noun_lemma(paid) if paid is not None and _noun_lemma(paid) not in COUNT_NOUNS else None
    if expr.unit in TIME_UNITS:
        return _lasts(doc, expr)
    # "more cases of measles, including 165 in the single day": the noun the list belongs to
    before = doc[expr.start - 1] if expr.start > 0 else None
    if before is not None and before.lower_ in ("including", "includes", "include") \
            and before.head.pos_ == "NOUN":
        return _noun_lemma(before.head)
    top = _top(doc, expr)
    # "the blast killed at least one, injured 20": what a casualty verb does is done to people
    if expr.unit is None and top.dep_ in ("dobj", "nsubjpass") and (
            _verbish(top.head) and verb_lemma(top.head) in PERSON_VERBS or _verb_of_object(top) is not None):
        return "person"
    # "the turnout was about 71%", "casualties increased to 167": the subject's noun
    verb = top.head.head if top.dep_ == "pobj" and top.head.lower_ in ("to", "at") else top.head
    if top.dep_ in ("attr", "acomp", "pobj", "dobj") and verb.lemma_ in SUBJECT_VERBS \
            and (not side or verb.lemma_ in ("be", "stand")):
        for child in children_of(verb):
            # a sentence-initial common noun is often tagged as a name ("Turnout rose")
            common = child.pos_ == "NOUN" or (child.pos_ == "PROPN" and child.is_sent_start
                                              and index.entity_at(child) is None)
            if child.dep_ in ("nsubj", "nsubjpass") and common:
                counted = _counted_by_count_noun(child) if child.lower_ in COUNT_NOUNS else child
                if counted is not None:
                    return _compound_lemma(doc, counted)
    # "put the death toll at 30", "estimated the crowd at 10,000": what a verb of reckoning
    # sets the figure on (kg.extract.valuations)
    reckoned = _reckoned_object(top)
    if reckoned is not None:
        counted = _counted_by_count_noun(reckoned) if reckoned.lower_ in COUNT_NOUNS else reckoned
        return _compound_lemma(doc, counted) if counted is not None else None
    return None


def _reckoned_object(figure: Token) -> Token | None:
    """The object a verb of reckoning sets ``figure`` on: "the death toll" for "30" in "put the
    death toll at 30" (kg.extract.valuations); None for a number that is no such figure."""
    if figure.dep_ != "pobj" or figure.head.lower_ != "at":
        return None
    reckoned = valued_figure(figure.head.head)
    return reckoned[0] if reckoned is not None and reckoned[1].i == figure.i else None


def _a_figure_put_on_the_count(head: Token) -> bool:
    """Whether a number is the figure a verb of reckoning sets on a noun of the count that names
    nothing counted ("put the figure at 120", "put the number at 10,000"): the count of the
    number before it, so what happened to those things is what happened to these."""
    reckoned = _reckoned_object(head)
    return reckoned is not None and reckoned.lower_ in COUNT_NOUNS and _counted_by_count_noun(reckoned) is None


def _counted_by_count_noun(noun: Token) -> Token | None:
    """What a noun of the count itself counts: "the number of dead", "the total of arrests"."""
    return next((o for p in children_of(noun) if p.dep_ == "prep" and p.lower_ == "of"
                 for o in children_of(p) if o.dep_ == "pobj"), None)


def _quake_of(sentence) -> str:  # noqa: ANN001 (a spaCy Span)
    """What a magnitude measures: the quake the sentence names ("temblor", "aftershock"), else an earthquake."""
    for token in sentence:
        if token.lower_ in QUAKE_NOUNS:
            return _noun_lemma(token)
    return "earthquake"


def _np_head(core: Token, noun: Token | None) -> Token:
    """The top of the noun phrase holding the number and its counted noun."""
    if noun is None:
        return core
    if noun in core.ancestors:
        return noun
    return core


def _action(expr_core: Token, noun: Token | None, head: Token) -> Token | None:
    """The verb that defines or governs the counted set."""
    for t in dict.fromkeys(x for x in (noun, expr_core, head) if x is not None):
        for child in children_of(t):
            if child.dep_ in ("acl", "relcl") and child.tag_.startswith("VB") and child.i > t.i \
                    and not _own_clause(child):
                return child
    return _governor(head) or _verb_of_object(head)


# verbs that lend their subject to the clause that says what happened: "one person is
# believed to have been arrested", "two are thought to have died", "30 are expected to attend"
RAISING_VERBS = frozenset({"believe", "think", "say", "report", "expect", "fear", "know", "understand", "presume",
                           "suppose", "seem", "appear", "allege", "reckon", "rumor", "rumour"})


def _governor(head: Token) -> Token | None:
    """The verb the noun phrase at ``head`` is an argument of ("captured 23 pirates who ...")."""
    t = head
    for _ in range(MAX_CLIMB):
        if t.head.i == t.i:
            return None
        came_from, t = t, t.head
        # "thousands of migrants overwhelmed police barricades", tagged as an adjective
        if _verbish(t) or (t.pos_ == "ADJ" and came_from.dep_ in ("nsubj", "nsubjpass")):
            if t.lemma_.lower() == "include" and came_from.dep_ not in ("nsubj", "nsubjpass"):
                return _including(t) or t
            return _raised(t) if came_from.dep_ in ("nsubj", "nsubjpass") else t
    return None


def _defining_participle(noun: Token | None) -> Token | None:
    """A past participle written before the counted noun that the class tables know: what happened
    to the counted things ("the four hardest-hit villages", "three badly damaged bridges")."""
    if noun is None:
        return None
    for child in children_of(noun):
        if child.dep_ == "amod" and child.i < noun.i and (child.tag_ == "VBN" or child.lower_.endswith("ed")) \
                and known_verb(verb_lemma(child)):
            return child
    return None


def _suffered(verb: Token | None) -> Token | None:
    """What happened to the counted people, where their own verb does not say and a passive
    clause of it does: "five people received treatment after being injured" -> injured. Only
    a verb the class tables know replaces one they do not ("were arrested after being found"
    stays "arrested")."""
    if verb is None or known_verb(action_lemma(verb)):
        return None
    clauses = [c for c in children_of(verb) if c.dep_ == "advcl"]
    clauses += [g for c in children_of(verb) if c.dep_ == "prep" for g in children_of(c) if g.dep_ == "pcomp"]
    for clause in clauses:  # "after being injured": a clause or the object of "after"
        if clause.tag_ == "VBN" and known_verb(verb_lemma(clause)) \
                and any(c.dep_ == "auxpass" for c in children_of(clause)):
            return clause
    return None


def _including(include: Token) -> Token | None:
    """What happened to the whole a list's items are part of: "seized a cache, including seven
    rifles" and "the confiscated arms included seven rifles" -> seized, confiscated; an item
    counts what its whole counts, and "include" says nothing of what happened to either."""
    if include.dep_ in ("prep", "acl", "advcl") and include.tag_ == "VBG":
        whole = include.head  # "..., including": the noun or the verb it hangs on
        if _verbish(whole):
            return whole  # "ten were killed, including three children"
    else:
        whole = next((c for c in children_of(include) if c.dep_ in ("nsubj", "nsubjpass")), None)
    if whole is None:
        return None
    for child in children_of(whole):  # "the confiscated arms", "the arms that were seized"
        if child.dep_ in ("amod", "acl", "relcl") and child.tag_ in ("VBN", "VBD") and child.pos_ in ("VERB", "ADJ"):
            return child
    verb = _governor(whole)
    return verb if verb is not None and verb.lemma_.lower() != "include" else None


def _raised(verb: Token) -> Token:
    """The verb a subject's raising verb hands it to ("believed to have been arrested" -> arrested)."""
    for _ in range(MAX_CLIMB):
        if verb.lemma_.lower() not in RAISING_VERBS:
            return verb
        nxt = next((c for c in children_of(verb) if c.dep_ == "xcomp" and _verbish(c)), None)
        if nxt is None:
            return verb
        verb = nxt
    return verb


AGENT, PATIENT = "agent", "patient"
RELATIVE_WORDS = frozenset({"who", "that", "which"})
# a noun's company or part: "two of the men", "pirates in two boats", "men with three guns"
WITH_PREPOSITIONS = frozenset({"of", "in", "on", "aboard", "with"})


def _passive(verb: Token) -> bool:
    """ "were arrested", "arrested" with no auxiliary and no object ("three men arrested in ...")."""
    if any(c.dep_ in ("auxpass", "nsubjpass") for c in children_of(verb)):
        return True
    return verb.tag_ == "VBN" and not any(c.dep_ in ("aux", "dobj") for c in children_of(verb))


def _role(head: Token, verb: Token | None, casualty: str | None) -> str | None:
    """What the counted things do in their clause: "agent" ("three men robbed the bank",
    "pirates who attacked", "seized by 20 pirates") or "patient" ("killed 24 people",
    "three were arrested", "24 people killed", "a ship attacked", "five dead"); None where the
    parse says neither (a copula, a preposition, a noun's modifier)."""
    if casualty is not None:
        return PATIENT  # "24 dead", "five injured": what happened to them
    defining = verb is not None and verb.dep_ in ("acl", "relcl") \
        and verb.head.i in (head.i, *(c.i for c in children_of(head)))
    # "two speedboats suspected to be carrying pirates were approaching": the next verb says
    if defining and not any(c.dep_ == "xcomp" for c in children_of(verb)):
        if verb.dep_ == "acl":  # "24 people killed" (a participle), "pirates attacking the ship"
            return AGENT if verb.tag_ == "VBG" else PATIENT if verb.tag_ == "VBN" else None
        for child in children_of(verb):  # "pirates who attacked", "people who were killed", "the ship that they took"
            if child.lower_ in RELATIVE_WORDS:
                if child.dep_ == "nsubj":
                    return PATIENT if _passive(verb) else AGENT
                if child.dep_ in ("nsubjpass", "dobj"):
                    return PATIENT
        return None
    t = head
    for _ in range(MAX_CLIMB):  # "two of the men", "the men and a woman", "pirates in two boats": their phrase's role
        if t.dep_ in ("conj", "appos"):
            t = t.head
        elif t.dep_ in ("compound", "nummod") and t.head.i > t.i and t.head.pos_ in ("NOUN", "PROPN"):
            t = t.head  # a model name counted before its noun ("six M-16 rifles"): the noun's role
        elif t.dep_ == "pobj" and t.head.dep_ == "prep" and t.head.head.pos_ in ("NOUN", "PROPN", "PRON", "NUM") \
                and t.head.lower_ in WITH_PREPOSITIONS:
            t = t.head.head
        else:
            break
    if t.dep_ in ("dobj", "nsubjpass"):
        return PATIENT
    if t.dep_ == "pobj" and t.head.dep_ == "agent":
        return AGENT  # "seized by 20 pirates"
    if t.dep_ == "nsubj" and _verbish(t.head) and t.head.lemma_ != "be":
        return PATIENT if _passive(t.head) else AGENT
    return None


def _places_another_noun(t: Token) -> bool:
    """ "1,500 houses in about 15 villages were damaged", "destroyed 1,500 houses in 15
    villages": a count that says where the verb's own object is, or happened, is not what the
    verb happened to (the houses were damaged, not the villages)."""
    prep = t.head
    if t.dep_ != "pobj" or prep.dep_ != "prep" or prep.lower_ not in WHERE_PREPOSITIONS:
        return False
    holder = prep.head
    if _verbish(holder):
        holder = next((c for c in children_of(holder) if c.dep_ in ("dobj", "nsubjpass")), None)
    return holder is not None and holder.pos_ in ("NOUN", "PROPN") and _counted_itself(holder)


def _listed_beside(noun: Token | None) -> list[str]:
    """The counted nouns a list puts beside this one ("12 AK 47 guns, three rifles, two
    grenades"; "10 soldiers and five civilians"): each with a number of its own."""
    if noun is None:
        return []
    first = noun
    while first.dep_ in ("conj", "appos") and first.head.i != first.i:
        first = first.head
    members, todo = [], [first]
    while todo:  # "14 pistols, three rifles and two shotguns": each item hangs on the one before
        member = todo.pop()
        members.append(member)
        todo.extend(c for c in children_of(member) if c.dep_ in ("conj", "appos"))
    return sorted({_noun_lemma(m) for m in members if m.i != noun.i and m.pos_ == "NOUN"
                   and any(c.dep_ == "nummod" for c in children_of(m))})


def _counted_itself(noun: Token) -> bool:
    """ "1,500 houses", "two-thirds of homes": the noun has an amount of its own, or is one."""
    if noun.lower_ in FRACTION_WORDS or any(c.dep_ == "nummod" for c in children_of(noun)):
        return True
    owner = noun.head.head if noun.dep_ == "pobj" and noun.head.lower_ == "of" else None
    return owner is not None and (owner.pos_ == "NUM" or owner.like_num or owner.lower_ in FRACTION_WORDS)


def _own_clause(participle: Token) -> bool:
    """ "killed at least one person, injured 25": a participle after a comma with an object of
    its own is the next verb of a list the parser hung on the noun, not a relative clause."""
    doc = participle.doc
    after_comma = participle.i > 0 and doc[participle.i - 1].text == ","
    return participle.dep_ == "acl" and after_comma and any(c.dep_ == "dobj" for c in children_of(participle))


def _clause_tokens(root: Token, keep: Token, without_origins: bool = False) -> list[Token]:
    """The tokens of ``root``'s clause: its subtree without the clauses hanging from it
    (but with the path to ``keep``), and, if asked, without origins and attributions."""
    keep_path = {keep.i, *(a.i for a in keep.ancestors)}
    result = []
    stack = [root]
    while stack:
        t = stack.pop()
        result.append(t)
        for child in children_of(t):
            if child.i in keep_path:
                stack.append(child)
            elif child.dep_ in CLAUSE_DEPS and _verbish(child):
                continue
            elif without_origins and child.dep_ == "prep" and (child.lower_ in ORIGIN_PREPOSITIONS or _in_document(child)):
                continue
            else:
                stack.append(child)
    return sorted(result, key=lambda t: t.i)


def _in_document(preposition: Token) -> bool:
    """'In a report of the agency, the tremor damaged 143 buildings', 'in the latest poll': the
    document the figure comes from (``statement.according_to``, cue "in"), not what it is about."""
    return preposition.lower_ == "in" and any(
        c.dep_ == "pobj" and c.lemma_.lower() in IN_SOURCE_NOUNS for c in children_of(preposition))


def _parent_clause(root: Token) -> Token | None:
    t = root
    for _ in range(MAX_CLIMB):
        if t.head.i == t.i:
            return None
        t = t.head
        if _verbish(t):
            return t
    return None


def _when(root: Token, expr: NumberExpression, times: Sequence[TimeExpression]
          ) -> tuple[TimeExpression | None, Token | None]:
    """The time expression of the clause at ``root``, or of the clauses it hangs from."""
    core = root.doc[expr.core]
    clause_root: Token | None = root
    while clause_root is not None:
        tokens = {t.i for t in _clause_tokens(clause_root, core)}
        found = [te for te in times
                 if any(i in tokens for i in range(te.start, te.end))
                 and not (te.start < expr.end and expr.start < te.end)]
        if found:
            return min(found, key=lambda te: (abs(te.start - expr.core), te.start)), clause_root
        clause_root = _parent_clause(clause_root)
    return None, None


def _is_future(root: Token) -> bool:
    return any(c.dep_ == "aux" and c.lower_ in FUTURE_MARKERS for c in children_of(root))


def _list_partners(noun: Token) -> set[int]:
    """The other things a list counts beside ``noun``, with the words before each ("seven rifles,
    Zeta launchers and three boats": "Zeta" names a kind of launcher, not where the rifles were)."""
    while noun.dep_ in ("compound", "nummod", "amod") and noun.head.pos_ in ("NOUN", "PROPN"):
        noun = noun.head  # "seven AK-47 rifles": the list's item is the phrase's head
    items = set(noun.conjuncts)
    for child in children_of(noun.head):  # the parser often hangs the list's next noun on the verb
        if child.dep_ == "conj" and child.i > noun.i and child.pos_ in ("NOUN", "PROPN") and noun.head.pos_ in ("VERB", "AUX"):
            items.update((child, *child.conjuncts))
    items.discard(noun)
    partners: set[int] = set()
    for item in items:
        partners.add(item.i)
        for child in item.lefts:
            partners.update(t.i for t in child.subtree)
    return partners


def _about(root: Token, core: Token, noun: Token | None, index: EntityIndex, plain: bool = False) -> str | None:
    """The place or organisation the clause is about (the best-placed one in it); for a plain
    count (no unit), not the organisation that acted on the counted things (``_actors``)."""
    excluded: set[int] = set()
    if noun is not None:  # "22 EU states": what is counted, not what it is about
        for child in children_of(noun):
            if child.dep_ == "compound":
                excluded.update(t.i for t in child.subtree)
        excluded.update(_list_partners(noun))
    if root.lemma_ in REPORTING_VERBS:
        # a reporting verb's speaker and hearer are sources ("…, an officer told The Daily
        # Ledger"), not what the number it governs (often by a parse slip) is about
        on_path = {core.i, *(a.i for a in core.ancestors)}
        for child in children_of(root):
            if child.dep_ in SOURCE_DEPS and child.i not in on_path:
                excluded.update(t.i for t in child.subtree)
    actors = _actors(root, core) if plain and _acts_on(root) else set()
    best: tuple[int, int, str] | None = None
    for t in _clause_tokens(root, core, without_origins=True):
        if t.i in excluded:
            continue
        entity = index.entity_at(t)
        if entity is not None and entity.key in index.unplaced:
            continue  # a day or a ship NER typed as a body or a place: no place the number is about
        if entity is not None and entity.type == "Organization" and t.i in actors:
            continue  # "the Navy confiscated 14 rifles": who acted on what is counted, not what it is about
        if entity is not None and entity.type in ("Place", "Organization"):
            key = entity.key
            named_as_kind = t.dep_ == "pobj" and t.head.lower_ == "of"
            score = 3 if named_as_kind else 1 if t.dep_ in ("poss", "compound") else 2
        else:
            key = index.short_form(t)
            if key is None:
                continue
            score = 2
        candidate = (-score, abs(t.i - core.i), key)
        if best is None or candidate < best:
            best = candidate
    return best[2] if best else None


# verbs whose subject holds what they count ("the party received 6,777 votes", "the firm has 300
# staff", "the club won 12 games"): the subject is what the count is about, not an actor on it
HOLDING_VERBS = frozenset({"have", "hold", "own", "receive", "get", "win", "gain", "earn", "lose", "keep",
                           "employ", "cut", "shed", "hire", "add", "score", "take", "count", "number"})


def _acts_on(verb: Token) -> bool:
    """Whether ``verb`` says something was done to what it counts, as the class tables know such
    verbs ("confiscated", "arrested", "killed", "rescued"; "found", a seizure's), and not that its
    subject holds, gains or makes them ("received 6,777 votes", "got 40%", "recorded four albums",
    "suffered thousands of casualties", "netted 66 seats")."""
    lemma = verb.lemma_.lower()
    return lemma not in HOLDING_VERBS and (lemma == "find" or known_verb(action_lemma(verb)))


def _actors(root: Token, core: Token) -> set[int]:
    """The tokens of who did what ``root`` says to the counted things: its active subject where the
    count is no part of it ("the Navy confiscated 14 rifles", "the coastguard has seized a total of
    9 boats"), or its passive's agent ("14 rifles were seized by the Navy")."""
    argument = _argument_of(root, core)
    if argument is None:
        return set()
    actors: set[int] = set()
    for child in children_of(root):
        if (child.dep_ == "nsubj" and argument == "dobj") or (child.dep_ == "agent" and argument == "nsubjpass"):
            actors.update(t.i for t in child.subtree)
    return actors


def _argument_of(root: Token, core: Token) -> str | None:
    """How the counted phrase of ``core`` is an argument of ``root``: "dobj" or "nsubjpass" where
    the count is the phrase itself, an item of its list or what its "a total of" holds ("seized a
    total of 14 rifles, 31 magazines"), else None ("foiled an attack on five ships": the ships are
    not what was foiled)."""
    t = core
    for _ in range(MAX_CLIMB):
        if t.head.i == root.i and t.dep_ in ("dobj", "nsubjpass"):
            return t.dep_
        if t.head.i == t.i or not (t.dep_ in ("nummod", "quantmod", "compound", "conj", "appos", "amod")
                                   or (t.dep_ == "pobj" and t.head.lower_ == "of")
                                   or (t.dep_ == "prep" and t.lower_ == "of")):
            return None
        t = t.head
    return None


def _converted(doc: Doc, expr: NumberExpression, claims: Sequence[QuantityClaim]) -> QuantityClaim | None:
    """The measure that ``expr`` converts, when it stands in brackets right after it:
    "75 miles (120 kilometers)"; or after another conversion of it in those brackets, set off by a
    semicolon or a comma: "2m euros (£1.7m; $2.6m)" converts the euros twice."""
    if expr.unit is None or not claims or expr.start < 1 or doc[expr.start - 1].text not in ("(", ";", ","):
        return None
    last = claims[-1]
    if last.unit is None or last.span is None or last.unit == expr.unit:
        return None
    between = doc_text(doc)[last.span.end:doc[expr.start - 1].idx].strip()
    if between != "":
        return None
    if doc[expr.start - 1].text == "(":
        return last
    # a second conversion: the one before it restates an amount in brackets it has not closed
    original = next((c for c in claims if last.restates is not None and c.span == last.restates), None)
    return original if original is not None and original.unit != expr.unit else None


def _is_stated_age(expr: NumberExpression, core: Token, index: EntityIndex) -> bool:
    """ "She was 26.", "Hunter ... was 78.": a bare number said of a person is an age."""
    if expr.unit is not None or expr.value is None or not 1 <= expr.value <= 120 \
            or expr.value != int(expr.value):
        return False
    doc = core.doc
    # "James Ford, 42, a convicted murderer", "Reid's, 33, acting", "the actress, 26, checked
    # in": an age between commas after a name, or after one person's noun
    if expr.start >= 2 and doc[expr.start - 1].text == "," and expr.end < len(doc) \
            and doc[expr.end].text in (",", ")", ".", ";"):
        k = expr.start - 2
        if doc[k].tag_ == "POS" and k >= 1:
            k -= 1
        entity = index.entity_at(doc[k])
        if (entity is not None and entity.type == "Person") or _one_described(doc[k]):
            return True
        if _name_with_hometown(doc, k, expr.end):
            return True
    # "She was 26.", and "he turns 29", "Hanley, who turns 29 on April 11": a birthday
    turns = core.dep_ == "dobj" and core.head.lemma_ == "turn"
    if not turns and (core.dep_ not in ("attr", "acomp") or core.head.lemma_ != "be"):
        return False
    for subject in children_of(core.head):
        if subject.dep_ == "nsubj":
            if turns and subject.lower_ == "who" and core.head.dep_ == "relcl":
                subject = core.head.head  # the person the clause is about
            entity = index.entity_at(subject)
            return subject.lower_ in ("he", "she") or (entity is not None and entity.type == "Person")
    return False


def _is_age_at_death(expr: NumberExpression, core: Token, index: EntityIndex) -> bool:
    """ "Ann Lee dies at 91", "she died on Thursday at 91", "passed away at 91": a bare whole
    number after "at" on a verb of dying whose subject is a person (a name the entities hold
    as one, or "he" / "she") is the age they died at."""
    if expr.unit is not None or expr.value is None or not 1 <= expr.value <= 120 \
            or expr.value != int(expr.value) or expr.start != expr.core:
        return False
    subject = dying_subject(core)
    if subject is None:
        return False
    # a name the entities hold as no person ("the 'Million Dollar Mermaid' died at 91") is
    # still someone's: the age is nobody's guess, and joins only an agreeing one
    entity = index.entity_at(subject)
    return subject.lower_ in ("he", "she") or subject.pos_ == "PROPN" or (entity is not None and entity.type == "Person")


# places whose people "a town of 15,000 people" counts: how many live there, whatever befell the town
SETTLEMENT_NOUNS = frozenset({"city", "town", "village", "island", "country", "province", "region", "district",
                              "community", "municipality", "port", "capital", "nation", "county", "suburb"})
PEOPLE_NOUNS = frozenset({"person", "people", "resident", "inhabitant", "soul"})


def _settlement_of(noun: Token | None) -> bool:
    """ "Zarand, a town of about 15,000 people": the number is the town's population, not people
    something happened to (the verb of the clause is the town's: "a city of 80,000 that was shaken by the storm")."""
    if noun is None or _noun_lemma(noun) not in PEOPLE_NOUNS:
        return False
    if noun.dep_ == "dobj" and noun.head.lemma_ == "have":
        subject = _subject_of(noun.head)  # "the island, which has about 90,000 residents"
        return subject is not None and subject.lemma_.lower() in SETTLEMENT_NOUNS
    if noun.dep_ != "pobj":
        return False
    if noun.head.lower_ == "to" and noun.head.head.lower_ == "home":
        return True  # "Port Vale, home to 120,000 people": whoever lives there, not whom the quake struck
    return noun.head.lower_ == "of" and noun.head.head.lemma_.lower() in SETTLEMENT_NOUNS


def _population_place(noun: Token, index: EntityIndex) -> str | None:
    """The place whose people a population counts: the name "home to", "a town of", "has" or
    "with a population of" hangs on ("Port Vale, home to 120,000 people"; "Elmford, a town of
    15,000"; "the island is home to"; "Delta is an island with a population of 90,000"), not the
    best-placed place of the clause ("struck Port Vale, home to 120,000, and Elmford")."""
    if noun.dep_ == "dobj":
        holder = _subject_of(noun.head) or noun  # "the island, which has 90,000 residents"
    elif noun.lemma_.lower() == "population":
        holder = noun.head.head if noun.dep_ == "pobj" and noun.head.lower_ == "with" else noun
    else:
        holder = noun.head.head  # "home", "town"
    if holder.dep_ == "attr" or holder.head.lemma_ == "be":  # "the island, which is home to": the verb's subject
        holder = _subject_of(holder.head) or holder
    tokens = [holder, holder.head] if holder.dep_ == "appos" else [holder]
    if holder.i >= 2 and holder.nbor(-1).text == ",":
        tokens.append(holder.nbor(-2))  # "struck Kent, home to": the parser often hangs "home" on the verb
    for token in tokens:
        for t in (token, *(c for c in children_of(token) if c.dep_ == "compound")):
            entity = index.entity_at(t)
            if entity is not None and entity.type == "Place":
                return entity.key
        key = index.short_form(token)
        if key is not None:
            return key
    return None


def _name_with_hometown(doc: Doc, name: int, end: int) -> bool:
    """ "Lund, 47, of Newport": a name, a number between commas, then "of" and where the person
    is from, the way news gives a person's age and home town, whatever type the entities gave the
    name (a surname alone before a number and a town is often taken for a place)."""
    return doc[name].pos_ == "PROPN" and end + 2 < len(doc) and doc[end].text == "," \
        and doc[end + 1].lower_ == "of" and doc[end + 2].pos_ == "PROPN"


# nouns a number between commas after them dates, sizes or scores rather than ages
NOT_DESCRIBED = frozenset({"year", "month", "week", "day", "time", "season", "period", "number", "total", "figure",
                           "score", "count", "toll", "amount", "price", "rate", "age", "share", "vote", "tally"})


def _one_described(noun: Token) -> bool:
    """A singular common noun after "the" ("the actress", "the victim"): one person the text
    describes without naming, whose age may follow between commas. Not a noun of time or of a
    measure ("the year, 2008,"), which a number after it dates or sizes."""
    return noun.tag_ == "NN" and noun.lemma_.lower() not in NOT_DESCRIBED \
        and any(c.dep_ == "det" and c.lower_ == "the" for c in children_of(noun))


def _qualifier(root: Token, core: Token, labels: Sequence) -> str | None:
    """The labels in the number's clause that tell its measure apart: "the cut-off for a
    category 2 hurricane is 119 mph" is not the cut-off for category 4."""
    doc = root.doc
    clause = {t.i for t in _clause_tokens(root, core)}
    found = []
    for label in labels:
        if any(i in clause for i in range(label.start, label.end)):
            start = label.start - 1 if label.start > 0 and doc[label.start - 1].is_alpha else label.start
            found.append(doc[start:label.end].text.lower())
    return "; ".join(sorted(set(found))) or None


INCREMENT_AFTER = frozenset({"more", "additional", "further", "extra"})
INCREMENT_BEFORE = frozenset({"another", "additional", "further", "extra"})


# verbs whose "at the age of N" is the holder's last age, not an age at a past event
FINAL_AGE_VERBS = frozenset({"die", "pass", "pass away", "be", "retire"})


def _age_at_event(doc: Doc, start: int, action: str | None) -> bool:
    """ "At the age of 10, Page began …", "started work at 14": the age at an event of the
    holder's past, which another report's current age ("She was 85") does not contradict."""
    words = [t.lower_ for t in doc_tokens(doc)[max(0, start - 4):start]]
    at_age = words[-1:] == ["at"] or words[-2:] == ["at", "age"] or words[-4:] == ["at", "the", "age", "of"]
    return at_age and action not in FINAL_AGE_VERBS and action is not None


def _age_when(core: Token) -> bool:
    """ "She was 12 when her family moved", "I was fifteen years old when we came here": an age in
    the past tense whose clause says when, the holder's age at that event, as "at the age of 12"."""
    path = [core]
    for _ in range(MAX_CLIMB):
        if path[-1].head.i == path[-1].i or path[-1].dep_ not in ("nummod", "npadvmod", "acomp", "attr"):
            break
        path.append(path[-1].head)
    verb = path[-1]
    if verb.lemma_ != "be" or verb.tag_ != "VBD":
        return False
    # the parser hangs the "when" clause on the verb or on the age itself ("was 12 when …")
    return any(c.i > core.i and c.dep_ in ("advcl", "relcl")
               and any(g.lower_ == "when" and g.i < c.i for g in children_of(c))
               for t in path for c in children_of(t))


# "just weeks after", "two months before": a clause this far from the one it hangs from tells another
# event ("a day after" is as often the same story told the next day)
EVENT_GAP_UNITS = frozenset({"week", "month", "year", "decade"})


def _in_another_event(verb: Token) -> bool:
    """Whether the clause of ``verb`` is an event weeks or more before or after the one its
    sentence reports: "the shooting came just weeks after a driver shot eight people", "a year
    after the quake killed 300, the town …" (not "minutes after the gunman shot three people":
    the same incident)."""
    t = verb
    for _ in range(MAX_CLIMB):
        marker = None
        if t.dep_ == "advcl":
            marker = next((c for c in children_of(t) if c.dep_ == "mark" and c.lower_ in ("after", "before")), None)
        elif t.dep_ == "pobj" and t.head.dep_ == "prep" and t.head.lower_ in ("after", "before"):
            marker = t.head
        if marker is not None:
            gaps = [c for holder in (marker, t) for c in children_of(holder) if c.dep_ == "npadvmod"]
            return any(g.lemma_.lower() in EVENT_GAP_UNITS for g in gaps)
        if t.head.i == t.i or t.dep_ in ("ccomp", "parataxis"):
            return False
        t = t.head
    return False


# adverbs of a tally up to the time of the report ("has confiscated 14 rifles so far")
TO_DATE_WORDS = (("so", "far"), ("thus", "far"), ("to", "date"), ("till", "date"), ("until", "now"), ("till", "now"))


def _tallied_to_date(core: Token, verb: Token) -> bool:
    """Whether the count is a tally of everything done until the report: a verb in the present
    perfect ("has confiscated", "have seized") with an adverb of time up to now in its clause ("In
    their five patrols so far, the crew have confiscated 14 rifles", "The ship has, thus far,
    seized 12 boats"), or an actor's "a total of" ("the frigate has seized a total of 14 rifles").
    Not the past tense ("seized 14 rifles on Tuesday", "had seized"), nor a passive's "a total of"
    ("a total of 26 men have been held": the event's own count). Whether the tally is another
    measure than the event's count is the comparison's to say (a toll "so far" is the story's)."""
    perfect = [c for c in children_of(verb) if c.dep_ == "aux" and c.lemma_ == "have"]
    if not perfect or any(c.lower_ in ("had", "'d") for c in perfect):
        return False
    words = [t.lower_ for t in _clause_tokens(verb, core)]

    def said(cue: tuple[str, ...]) -> bool:
        return any(words[i:i + len(cue)] == list(cue) for i in range(len(words) - len(cue) + 1))

    if any(said(cue) for cue in TO_DATE_WORDS):
        return True
    # "a total of 14 rifles, 31 magazines and 923 rounds": the list's every item is of the tally
    return any(c.dep_ == "nsubj" for c in children_of(verb)) and said(("a", "total", "of"))


# prepositions of the people a counted vehicle or place holds: "pirates in three boats", "men on two skiffs"
HOLDING_PREPOSITIONS = frozenset({"in", "on", "aboard"})


def _holder(noun: Token | None) -> str | None:
    """Whose the counted things are, where the phrase names people they hold or belong to: "the
    pirates in three boats", "the pirates, in three boats, tried …" (the phrase set off on the verb,
    its subject's), "pirates on two speed boats", "two boats of pirates" -> pirate. A noun that
    names no person ("two boats of rice") is no holder, nor are people in places ("users in 38
    countries", "found in 36 states": a counted noun WordNet classes as a location or a group), nor
    is a noun before the counted one, which names a kind more often than an owner ("five merchant
    vessels", "two pirate boats")."""
    if noun is None or noun.pos_ not in ("NOUN", "PROPN"):
        return None
    candidates = []
    # "users in 38 countries", "found in 36 states": where the people are, not what they hold
    placed = noun.lemma_.lower() in SETTLEMENT_NOUNS or wordnet_noun_class(noun.lemma_.lower()) in ("location", "group")
    if noun.dep_ == "pobj" and noun.head.lower_ in HOLDING_PREPOSITIONS and not placed:
        over = noun.head.head
        if over.pos_ == "NOUN":
            candidates.append(over)
        elif _verbish(over):
            candidates += [c for c in children_of(over) if c.dep_ == "nsubj" and c.i < noun.head.i]
    for child in children_of(noun):
        if child.dep_ == "prep" and child.lower_ == "of":
            candidates += [c for c in children_of(child) if c.dep_ == "pobj" and c.tag_ == "NNS"]
    for candidate in candidates:
        lemma = candidate.lemma_.lower()
        if candidate.pos_ == "NOUN" and lemma in person_nouns():
            return lemma
    return None


def _is_increment(doc: Doc, start: int, end: int) -> bool:
    """Whether the number counts what was added to a count ("married two more times", "another
    30 bodies", "an additional 12 cases"), which is not the count itself. "Ten more than last
    year" is a difference, also no count. A trailing "more" with no noun after it is the others
    of a list ("killing 10 people, injuring dozens more"), and "other" after it a set of others
    ("another dozen other guests"): a count of its own."""
    after = doc[end].lower_ if end < len(doc) else ""
    before = doc[start - 1].lower_ if start > 0 else ""
    if after == "more":
        return end + 1 < len(doc) and doc[end + 1].pos_ in ("NOUN", "PROPN", "ADJ")
    if after == "other":
        return False  # "another dozen other people were there": a set of others, counted on its own
    return after in INCREMENT_AFTER or before in INCREMENT_BEFORE


RATE_PERIODS = {"year": "year", "annum": "year", "season": "season", "month": "month", "week": "week",
                "day": "day", "game": "game", "hour": "hour"}
RATE_ADVERBS = {"annually": "year", "yearly": "year", "monthly": "month", "weekly": "week", "daily": "day"}
RATE_WORDS = frozenset({"per", "a", "an", "each", "every"})


def _rate(doc: Doc, end: int) -> str | None:
    """The period an amount is a rate over: "$22 million per season", "$5m a year", "$10,000
    annually" (a rate is another measure than the total: "$184 million over eight years")."""
    k = end
    while k < len(doc) and doc[k].lower_ in ("-", ","):
        k += 1
    word = doc[k].lower_ if k < len(doc) else ""
    if word in RATE_ADVERBS:
        return RATE_ADVERBS[word]
    if word in RATE_WORDS and k + 1 < len(doc):
        period = RATE_PERIODS.get(lemma_as(doc[k + 1].lower_, "noun"))
        after = doc[k + 2].lower_ if k + 2 < len(doc) else ""
        if period is not None and after not in ("ago", "earlier", "later", "before", "after"):
            return period  # not "a year ago"
    return None


# the points of the compass a distance is given in ("1,150 km southeast of X", "30 miles north-west of X")
COMPASS = frozenset({"north", "south", "east", "west", "northeast", "northwest", "southeast", "southwest",
                     "north-east", "north-west", "south-east", "south-west", "-"})
# verbs that say where a thing is, whose subject is the thing a distance places ("X is 940 miles south
# of Y", "X, located 1,150 km from Y"); any other verb's subject did something there ("the quake struck
# 30 km north of Y")
LOCATING_VERBS = frozenset({"be", "locate", "situate", "lie", "sit"})


def _distance(doc: Doc, expr: NumberExpression, index: EntityIndex) -> tuple[str, str] | None:
    """A length that places one named place from another: "Dunmore, 1,150 km (700 miles) southeast
    of Kelport", "the island is about 940 miles south of the capital, Kelport", "Dunmore, located
    1,150 km from Kelport". Returns the key of the place at that distance and the name of the place
    it is measured from; None where either is not a place the article names (the epicentre, a storm,
    "the quake struck 30 km north of Kelport": what is placed is no place, and moves or differs)."""
    if expr.unit not in DISTANCE_UNITS:
        return None
    j = expr.end
    if j < len(doc) and doc[j].text == "(":  # a conversion in brackets: "1,150 km (700 miles) southeast"
        sentence_end = sentence_bounds(doc[expr.start])[1]
        while j < sentence_end and doc[j].text != ")":
            j += 1
        j += 1
    if j < len(doc) and doc[j].text == ")":
        j += 1  # the conversion itself: "(700 miles) southeast of"
    direction = None
    while j < len(doc) and doc[j].lower_ in COMPASS:
        direction = direction or (doc[j] if doc[j].text != "-" else None)
        j += 1
    if direction is None and j < len(doc) and doc[j].lower_ == "away":
        direction, j = doc[j], j + 1  # "30 km away from Kelport"
    if j >= len(doc) or doc[j].lower_ not in ("of", "from") or (direction is None and doc[j].lower_ == "of"):
        return None
    reference = next((e for c in children_of(doc[j]) if c.dep_ == "pobj" for t in c.subtree
                      if (e := index.entity_at(t)) is not None and e.type == "Place" and e.key not in index.unplaced),
                     None)
    if reference is None:
        return None
    located = _located(doc, expr, direction or doc[j])
    if located is None:
        return None
    entity = index.entity_at(located)
    if entity is not None:
        key = entity.key if entity.type == "Place" and entity.key not in index.unplaced else None
    else:
        key = index.short_form(located) if located.lemma_.lower() in PLACE_KINDS else None  # "the island"
    return (key, reference.label) if key is not None and key != reference.key else None


def _located(doc: Doc, expr: NumberExpression, anchor: Token) -> Token | None:
    """What a distance places: the noun its direction word hangs on ("near Dover, Kent, about 25
    miles east of …": Dover; "in the waters of the North Sea, 35 km southwest of …": the waters,
    no place), or the subject of a verb of where a thing is ("the island is 940 miles south of …",
    "Dunmore, located 1,150 km from …"); where the parse hangs it on another verb, the noun it is
    set off after by a comma ("jolted the island, some 930 miles south of …"), unless that noun
    only names what another noun is of ("the waters of the North Sea, 35 km …"; "the island of Dunmore"
    names the island)."""
    own = set(range(expr.start, expr.end))
    for t in [anchor, *anchor.ancestors][1:5]:
        if t.i in own:
            continue
        if t.pos_ in ("NOUN", "PROPN"):
            if t.dep_ in ("appos", "conj") and t.i >= 2 and t.head.i == t.i - 2 and doc[t.i - 1].text == ",":
                return t.head  # "near Dover, Kent, 25 miles east of …": the town, not its county
            return t
        if t.pos_ in ("VERB", "AUX"):
            if t.lemma_.lower() in LOCATING_VERBS:
                if t.dep_ in ("acl", "relcl") and t.head.pos_ in ("NOUN", "PROPN"):
                    return t.head
                return next((c for c in children_of(t) if c.dep_ in ("nsubj", "nsubjpass")), None)
            break
    before = expr.start - 1
    if before >= 1 and doc[before].text == "," and doc[before - 1].pos_ in ("NOUN", "PROPN"):
        noun = doc[before - 1]
        if not (noun.dep_ == "pobj" and noun.head.lower_ == "of" and noun.head.head.lemma_.lower() not in PLACE_KINDS):
            return noun  # "the island of Dunmore, 930 miles south of …" names the island; "the waters of" no place
    return None


def _char_span(doc: Doc, start: int, end: int) -> Span:
    digits_at = glued_headline_count(doc, start)  # "NEWS-3 DEAD", one word: the number is the digits
    return Span(doc[start].idx + (digits_at or 0), doc[end - 1].idx + len(doc[end - 1]))


def _sentence_span(doc: Doc, token: Token) -> Span:
    # the sentence from the Doc's tables: ``token.sent`` walks to the sentence's ends and
    # ``Span.text`` makes a Token for each of its words
    first, last = sentence_bounds(token)
    start_char = doc_tokens(doc)[first].idx
    text = span_text(doc, first, last)
    left = len(text) - len(text.lstrip())
    right = len(text.rstrip())
    return Span(start_char + left, start_char + right)


def extract_quantities(
    doc: Doc,
    entities: Sequence[LocalEntity],
    skip: Sequence[Span] = (),
    published: str | None = None,
) -> list[QuantityClaim]:
    """Every reported number in ``doc`` as a claim, in text order.

    Args:
        doc: the whole article, analysed by ``kg.nlp.load_pipeline()``.
        entities: the article's local entities (for ``about``).
        skip: page furniture; nothing inside is claimed.
        published: the article's ISO publication date, to date ``when``.
    """
    numbers, excluded = find_numbers(doc, skip)
    labels = [e for e in excluded if e.reason == "label"]
    times = time_expressions(doc, skip, excluded)
    index = EntityIndex(doc, entities, skip)
    reported = _day(published) or dateline(doc_text(doc))
    published = published or reported  # times in the text are read against the dateline too
    article_person = main_person(doc, entities)
    story = story_terms(doc, skip) if numbers else ()
    guessed: list[int] = []  # claims whose bearer is only the article's main person
    claims: list[QuantityClaim] = []
    previous: list[tuple[int, str, str | None, tuple[str | None, str | None]]] = []  # sentence start, counts, unit, (action, role)
    first_side: dict[int, str | None] = {}  # the second side of a result "A-B" -> what A counts
    sums: dict[int, str | None] = {}  # each token of an amount of money -> what the amount is of
    distances: dict[Span, tuple[str, str]] = {}  # a distance's span -> the place it places, the place it is from
    for expr in numbers:
        core = doc[expr.core]
        sentence = sentence_of(core)
        noun, counts, casualty_action = _counted(doc, expr)
        elided: tuple[str | None, str | None] | None = None  # what happened to the things an elided noun counts, and their part in it
        unit, rule = expr.unit, expr.rule
        if _is_age_at_death(expr, core, index):
            noun, counts, unit, rule = None, "age", "year", RULE_MEASURE  # "dies at 91 June 6": no day of June's noun
        elif counts is None and _is_stated_age(expr, core, index):
            counts, unit, rule = "age", "year", RULE_MEASURE
        if unit == "magnitude" and counts not in QUAKE_LEMMAS:
            counts = _quake_of(sentence)  # "a magnitude of 5.9", "measuring 5.6 on the Richter scale"
        conversion = _converted(doc, expr, claims)
        if conversion is not None and counts is None:
            counts = conversion.counts  # "winds of 120 mph (195 km/h)"
        side = _side_of_result(doc, expr)
        if counts is None and side:
            counts = first_side.get(expr.core)  # "the vote was 52-48": both sides count votes
        elif counts is None and expr.unit is None:
            # an elided noun: "around 50,000 people crossed ... and 48,300 had returned"
            same = [(c, a) for s, c, u, a in previous if u is None and s == sentence.start]
            counts, elided = same[-1] if same else (None, None)
        if counts is None:
            counts = _counted_in_context(doc, expr, index, side)
        if counts is None and _is_money(unit):
            counts = _conjoined_sum(doc, expr, sums)  # "worth at least $N and possibly as much as $M"
        if _is_money(unit):
            sums.update(dict.fromkeys(range(expr.start, expr.end), counts))
        if side:
            first_side[expr.core + 2] = counts
        if counts is None and expr.unit is None and not side:
            earlier = [(c, a) for s, c, u, a in previous
                       if u is None and s >= _previous_sentence_start(doc, sentence.start)]
            counts, elided = earlier[-1] if earlier else (None, None)
        distance = _distance(doc, expr, index) if counts is None else None
        if distance is None and conversion is not None and conversion.counts == DISTANCE:
            distance = distances.get(conversion.span)  # "(700 miles)" places what "1,150 km" before it does
        if distance is not None:
            counts = DISTANCE  # how far one named place is from another: a property of the two
            distances[_char_span(doc, expr.start, expr.end)] = distance
        money = unit is not None and unit.isupper() and len(unit) == 3
        head = _np_head(core, noun)
        verb = _action(core, noun, head)
        action = casualty_action if casualty_action is not None else (
            action_lemma(verb) if verb is not None else None)
        if casualty_action is None and unit is None and counts not in (None, "age") and verb is not None \
                and head.dep_ in ("nsubj", "nsubjpass") and head.head.i == verb.i:
            suffered = _suffered(verb)  # the subject is also the passive clause's: "12 received care after being hurt"
            action = verb_lemma(suffered) if suffered is not None else action
        governor = _governor(head)
        governing = action_lemma(governor) if governor is not None and governor is not verb else None
        marked = _defining_participle(noun) if unit is None and casualty_action is None else None
        if marked is not None and (action is None or action == "be" or not known_verb(action)):
            # "the four hardest-hit villages were ...": the clause's verb says nothing of them, their participle does
            action, governing = verb_lemma(marked), governing or (action if action != "be" else None)
        figure_of_before = elided is not None and _a_figure_put_on_the_count(head)
        if figure_of_before:
            action = elided[0]  # "45 were killed …; the rebels put the figure at 120": killed
        if action == "be" or (action is not None and not re.search(r"[^\W\d_]", action)):
            action = None  # no verb, or a symbol the parser took for one ("██ Party - 48 seats")
        if _settlement_of(noun):
            counts, action, governing = "population", None, None  # "a city of 80,000 people that was shaken"
        root = verb if verb is not None else sentence.root
        when, when_root = _when(root, expr, times)
        qualifier = _qualifier(root, core, labels)
        if _is_increment(doc, expr.start, expr.end):
            qualifier = "; ".join(filter(None, (qualifier, INCREMENT)))
        if (expr.age and _age_at_event(doc, expr.start, action)) or (counts == "age" and _age_when(core)):
            qualifier = "; ".join(filter(None, (qualifier, AT_EVENT)))
        if counts == "age" and died_at(core, doc[expr.end - 1]):
            qualifier = "; ".join(filter(None, (qualifier, AT_DEATH)))
        if _places_another_noun(head):
            qualifier = "; ".join(filter(None, (qualifier, WHERE)))
        if verb is not None and _in_another_event(verb):
            qualifier = "; ".join(filter(None, (qualifier, ANOTHER_EVENT)))
        if verb is not None and _tallied_to_date(core, verb):
            qualifier = "; ".join(filter(None, (qualifier, TO_DATE)))
        rate = _rate(doc, expr.end) if money else None
        if rate is not None:
            qualifier = "; ".join(filter(None, (qualifier, f"{PER}{rate}")))
        if distance is not None:
            qualifier = "; ".join(filter(None, (qualifier, f"from {distance[1]}")))  # two distances from one place
        holder = _holder(noun) if expr.unit is None else None
        if holder is not None:
            qualifier = "; ".join(filter(None, (qualifier, f"{HOLDER}{holder}")))
        beside = [f"{BESIDE}{lemma}" for lemma in _listed_beside(noun) if expr.unit is None]
        if beside:
            qualifier = "; ".join(filter(None, (qualifier, *beside)))
        when_start = when_end = None
        if when is not None and when_root is not None:
            when_start, when_end = resolve(when.text, published, _is_future(when_root))
        bearer = None
        if counts == "age":
            bearer, named = age_bearer(doc, expr.start, expr.end, core, index)
            if bearer is None and not named and article_person is not None:
                bearer = article_person
                guessed.append(len(claims))
        elif counts == "time" and unit is None:
            bearer = doer(verb, index)  # "Crystal did it eight times", "he presided three times": two doers, two measures
        role = _role(head, verb, casualty_action) if counts not in (None, "age") and unit is None else None
        if figure_of_before:
            role = elided[1]
        claims.append(QuantityClaim(
            evidence=(_sentence_span(doc, core),),
            rule=rule,
            value=expr.value,
            min_value=expr.min_value,
            max_value=expr.max_value,
            approximate=expr.approximate,
            vague=expr.vague,
            unit=unit,
            counts=counts,
            action=action,
            about=distance[0] if distance is not None
            else _population_place(noun, index) if counts == "population" and noun is not None
            else _about(verb, core, noun, index, plain=unit is None) if verb is not None else None,
            when=when.text if when is not None else None,
            when_start=when_start,
            when_end=when_end,
            span=_char_span(doc, expr.start, expr.end),
            last_digit=expr.last_digit,
            reported=reported,
            qualifier=qualifier,
            restates=conversion.span if conversion is not None else None,
            governing=governing if governing not in (None, "be") else None,
            bearer=bearer,
            participants=participants(core, noun if noun is not None or not money else _paid_for(doc, expr),
                                      verb, index),
            story=story,
            role=role,
        ))
        if counts is not None and counts != "age":
            previous.append((sentence.start, counts, expr.unit, (action, role)))
    # "a 25-year-old man and a 30-year-old man", or an unnamed age beside another person's
    # named one: the article does not say whose it is, so the main person is no safe guess
    ages = {(c.value, c.min_value) for c in claims if c.counts == "age"}
    if len(ages) > 1:
        for i in guessed:
            claims[i] = replace(claims[i], bearer=None)
    return claims


def _day(value: str | None) -> str | None:
    return value[:10] if value and len(value) >= 10 else None


def _previous_sentence_start(doc: Doc, start: int) -> int:
    """Token index where the sentence before the one starting at ``start`` begins."""
    k = start - 1
    while k > 0 and doc[k].is_space:
        k -= 1
    return doc_index(doc).sent_start[k] if k >= 0 else 0
