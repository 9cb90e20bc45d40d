"""Finds number expressions in a Doc: their value or bounds, unit, and what is not a number.

A number expression is the stretch a reader takes as one amount: "some 10,000",
"2,000 to 3,000", "US$3.6 billion", "2,400%", "tens of thousands", "a third", "120 mph".
Each is read by surface patterns over spaCy tokens (the tagger and NER are only hints:
they miss "Around 1,500" and "estimated 60,000" on real news), in three steps:

1. an *atom*: digits ("48,300", "2.5bn"), number words read by text2num ("twenty-five",
   "one million"), a digit with a scale word ("3.6 billion"), a vague amount ("hundreds",
   "tens of thousands") with its implied minimum, or a fraction ("a third of");
2. a *range* joins two atoms ("2,000 to 3,000", "between 10 and 20", "two or three") when
   the first is the smaller (so tallies such as "52 to 48" stay two numbers);
3. *modifiers* before ("more than", "up to", "around", "an estimated") give one bound
   and/or approximation; *units* around (currency signs and codes, percent, measures)
   give ``unit``.

Numbers that are not amounts are reported as ``ExcludedNumber`` with one reason from
``EXCLUSIONS``, so that each exclusion is a rule that can be tested on its own.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from spacy.attrs import LOWER
from spacy.tokens import Doc, Token
from text_to_num import text2num

from kg.extract._doc_index import children_of, doc_index, doc_text, doc_tokens, sentence_of, words_where
from kg.extract.word_classes import noun_class
from kg.records import Span

# Why a number-looking token is not claimed.
EXCLUSIONS = ("furniture", "date", "time", "ordinal", "label", "size", "pronoun")

# Rule names; the lead turns each one's measured precision into a confidence.
RULE_CARDINAL = "quantity.cardinal"
RULE_RANGE = "quantity.range"
RULE_VAGUE = "quantity.vague"
RULE_MONEY = "quantity.money"
RULE_PERCENT = "quantity.percent"
RULE_MEASURE = "quantity.measure"
RULE_FRACTION = "quantity.fraction"

DIGITS_RE = re.compile(r"^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$")
# a digit run with letters glued on: "2.5bn", "4m", "120mph", "1990s", "21st", "6pm"
DIGITS_SUFFIX_RE = re.compile(r"^((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)([A-Za-z%°]+\.?)$")
IN_TOKEN_RANGE_RE = re.compile(r"^(\d{1,3}(?:,\d{3})+|\d+)[-–](\d{1,3}(?:,\d{3})+|\d+)$")
CODE_DIGITS_RE = re.compile(r"^([A-Z]{3})((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)$")
# a currency written as a word or a sign glued to the digits: "euro30 billion" (the wire style),
# "R26 million" (rand), "e80 million" (a lower-case "e" where the euro sign could not be typed);
# the single letter only before a scale word, where it is no label ("the E80 motorway", "e3")
SIGN_DIGITS_RE = re.compile(r"^(euro|R|e)((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)$")
GLUED_SIGNS = {"euro": "EUR", "R": "ZAR", "e": "EUR"}
# the second half of a size the tokenizer keeps as one word: "by-12" of "an 8-by-12 cell"
BY_NUMBER_RE = re.compile(r"(?i)by-\d+")
CLOCK_RE = re.compile(r"^\d{1,2}:\d{2}(?::\d{2})?$")
ORDINAL_RE = re.compile(r"^\d+(?:st|nd|rd|th)$", re.I)
ALNUM_RE = re.compile(r"(?=.*\d)(?=.*[A-Za-z])")

NUMBER_WORDS = frozenset(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy "
    "eighty ninety hundred thousand million billion trillion".split()
)
SCALES = {
    "hundred": Decimal(100),
    "thousand": Decimal(1_000),
    "k": Decimal(1_000),
    "lakh": Decimal(100_000),
    "million": Decimal(1_000_000),
    "mn": Decimal(1_000_000),
    "m": Decimal(1_000_000),
    "crore": Decimal(10_000_000),
    "billion": Decimal(1_000_000_000),
    "bn": Decimal(1_000_000_000),
    "b": Decimal(1_000_000_000),
    "trillion": Decimal(1_000_000_000_000),
    "tn": Decimal(1_000_000_000_000),
}
# scales only after a currency sign: "$160MM", "$21 MM" (US financial shorthand for a million);
# anywhere else "mm" is millimetres ("a 9mm pistol")
CURRENCY_SCALES = {"mm": Decimal(1_000_000)}
# one-letter scales are read as scales only next to a currency or before a noun ("4m people")
AMBIGUOUS_SCALES = frozenset({"m", "b", "k"})

# plural scale words as vague amounts, and the least amount each implies
VAGUE_MINIMUM = {
    "dozens": Decimal(24),
    "scores": Decimal(40),
    "hundreds": Decimal(200),
    "thousands": Decimal(2_000),
    "millions": Decimal(2_000_000),
    "billions": Decimal(2_000_000_000),
}
VAGUE_MULTIPLIER = {"tens": 10, "hundreds": 100}  # "tens of thousands"
FEW = {"several": 3, "a few": 2, "few": 2, "a couple of": 2}  # "several hundred"

FRACTIONS = {
    "half": Decimal(1) / 2, "halves": Decimal(1) / 2,
    "third": Decimal(1) / 3, "thirds": Decimal(1) / 3,
    "quarter": Decimal(1) / 4, "quarters": Decimal(1) / 4,
    "fourth": Decimal(1) / 4, "fourths": Decimal(1) / 4,  # American: "three-fourths of"
    "fifth": Decimal(1) / 5, "fifths": Decimal(1) / 5,
    "sixth": Decimal(1) / 6, "sixths": Decimal(1) / 6,
    "eighth": Decimal(1) / 8, "eighths": Decimal(1) / 8,
    "tenth": Decimal(1) / 10, "tenths": Decimal(1) / 10,
}
ORDINAL_WORDS = frozenset(
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
    "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth "
    "thirtieth fortieth fiftieth hundredth thousandth millionth".split()
)

# currency signs and codes before the number, currency words after it (ISO 4217)
CURRENCY_PREFIX = {
    "$": "USD", "us$": "USD", "usd": "USD", "a$": "AUD", "au$": "AUD", "aud": "AUD",
    "c$": "CAD", "ca$": "CAD", "cad": "CAD", "nz$": "NZD", "nzd": "NZD", "hk$": "HKD",
    "s$": "SGD", "r$": "BRL", "£": "GBP", "gbp": "GBP", "€": "EUR", "eur": "EUR",
    "¥": "JPY", "jpy": "JPY", "₹": "INR", "rs": "INR", "rs.": "INR", "inr": "INR",
    "chf": "CHF", "cny": "CNY", "rmb": "CNY", "₽": "RUB", "₩": "KRW", "₺": "TRY",
    "sek": "SEK", "nok": "NOK", "dkk": "DKK", "zar": "ZAR", "mxn": "MXN", "brl": "BRL",
    "rub": "RUB", "krw": "KRW", "try": "TRY", "pln": "PLN", "sgd": "SGD", "hkd": "HKD",
    "₿": "XBT",
}
# a code glued to the digits must be upper case and one of these ("SEK9 million")
GLUED_CODES = frozenset({"USD", "EUR", "GBP", "AUD", "CAD", "NZD", "HKD", "SGD", "JPY", "CNY",
                         "INR", "CHF", "SEK", "NOK", "DKK", "ZAR", "MXN", "BRL", "RUB", "KRW",
                         "TRY", "PLN"})
CURRENCY_WORDS = {
    "dollar": "USD", "dollars": "USD", "euro": "EUR", "euros": "EUR", "sterling": "GBP",
    "yen": "JPY", "yuan": "CNY", "renminbi": "CNY", "rupee": "INR", "rupees": "INR",
    "rouble": "RUB", "roubles": "RUB", "ruble": "RUB", "rubles": "RUB", "franc": "CHF",
    "francs": "CHF", "zloty": "PLN", "zlotys": "PLN", "złoty": "PLN", "złotys": "PLN",
    "złotych": "PLN", "kronor": "SEK", "krona": "SEK",
    "usd": "USD", "eur": "EUR", "gbp": "GBP", "aud": "AUD", "cad": "CAD", "nzd": "NZD",
    "jpy": "JPY", "cny": "CNY", "inr": "INR", "chf": "CHF",
}
# "dollars" after a country adjective names that country's dollar
DOLLAR_COUNTRIES = {
    "us": "USD", "u.s.": "USD", "american": "USD", "australian": "AUD", "canadian": "CAD",
    "new zealand": "NZD", "hong kong": "HKD", "singapore": "SGD",
}

PERCENT_WORDS = (("per", "cent"), ("percent",), ("%",), ("pct",), ("percentage", "points"),
                 ("percentage", "point"))

# measure units after a number: token sequence (lower case) -> unit code
MEASURE_UNITS: dict[tuple[str, ...], str] = {
    ("miles", "per", "hour"): "mph", ("mile", "per", "hour"): "mph", ("mph",): "mph",
    ("kilometres", "per", "hour"): "km/h", ("kilometers", "per", "hour"): "km/h",
    ("kilometre", "per", "hour"): "km/h", ("kilometer", "per", "hour"): "km/h",
    ("km/h",): "km/h", ("kph",): "km/h", ("kmh",): "km/h", ("km", "/", "h"): "km/h",
    ("knots",): "kn", ("knot",): "kn",
    ("square", "kilometres"): "km2", ("square", "kilometers"): "km2", ("sq", "km"): "km2",
    ("km2",): "km2", ("square", "miles"): "mi2", ("square", "metres"): "m2",
    ("square", "meters"): "m2", ("square", "metre"): "m2", ("square", "meter"): "m2",
    ("square", "-", "metre"): "m2", ("square", "-", "meter"): "m2", ("square", "-", "metres"): "m2",
    ("square", "feet"): "ft2", ("square", "foot"): "ft2", ("square", "-", "foot"): "ft2",
    ("square", "-", "feet"): "ft2", ("sq", "ft"): "ft2", ("square", "-", "mile"): "mi2", ("square", "mile"): "mi2",
    ("square", "-", "kilometre"): "km2", ("square", "-", "kilometer"): "km2",
    ("hectares",): "ha", ("hectare",): "ha", ("acres",): "acre", ("acre",): "acre",
    ("kilometres",): "km", ("kilometers",): "km", ("kilometre",): "km", ("kilometer",): "km",
    ("nautical", "miles"): "nmi", ("nautical", "mile"): "nmi",
    ("km",): "km", ("miles",): "mi", ("mile",): "mi", ("metres",): "m", ("meters",): "m",
    ("metre",): "m", ("meter",): "m", ("m",): "m", ("feet",): "ft", ("foot",): "ft", ("ft",): "ft",
    ("inches",): "in", ("inch",): "in", ("centimetres",): "cm", ("centimeters",): "cm",
    ("cm",): "cm", ("millimetres",): "mm", ("millimeters",): "mm", ("mm",): "mm",
    ("kilograms",): "kg", ("kilogram",): "kg", ("kg",): "kg", ("kilos",): "kg",
    ("grams",): "g", ("gram",): "g", ("tonnes",): "t", ("tonne",): "t", ("tons",): "t",
    ("ton",): "t", ("litres",): "L", ("liters",): "L", ("barrels",): "bbl",
    ("gallons",): "gal", ("u.s.", "gallons"): "gal", ("us", "gallons"): "gal",
    ("imperial", "gallons"): "gal_imp", ("micrometers",): "um", ("micrometres",): "um",
    ("microns",): "um",
    ("degrees", "celsius"): "Cel", ("°", "c"): "Cel", ("°c",): "Cel",
    ("light", "-", "years"): "ly", ("light", "-", "year"): "ly", ("light", "years"): "ly",
    ("karat",): "karat", ("carat",): "karat", ("degrees", "fahrenheit"): "degF", ("°", "f"): "degF", ("°f",): "degF",
    ("magnitude",): "magnitude", ("-magnitude",): "magnitude",
    ("years",): "year", ("year",): "year", ("months",): "month", ("month",): "month",
    ("weeks",): "week", ("week",): "week", ("days",): "day", ("day",): "day",
    ("hours",): "hour", ("hour",): "hour", ("minutes",): "minute", ("minute",): "minute",
    ("seconds",): "second", ("second",): "second",
    ("decades",): "decade", ("decade",): "decade", ("centuries",): "century", ("century",): "century",
}
QUAKE_NOUNS = frozenset({"earthquake", "earthquakes", "quake", "quakes", "tremor", "tremors",
                         "aftershock", "aftershocks", "temblor"})
TIME_UNITS = frozenset({"century", "decade", "year", "month", "week", "day", "hour", "minute", "second"})
# "the past two weeks" is a time, not an amount of time
DURATION_VERBS = frozenset({"last", "spend"})  # their object is how long something took
TIME_ANCHORS = frozenset({"past", "last", "next", "coming", "previous", "first", "final", "recent",
                          "following", "preceding"})
# glued suffixes: "120mph", "10km", "5m" (with a currency: million)
SUFFIX_UNITS = {"mph": "mph", "kph": "km/h", "km": "km", "kg": "kg", "ft": "ft", "cm": "cm",
                "mm": "mm", "kmh": "km/h", "°c": "Cel", "°f": "degF", "%": "percent",
                "t": "t"}

# modifiers before a number: words (lower case) -> (bound side or None, approximate)
MODIFIERS: dict[tuple[str, ...], tuple[str | None, bool]] = {
    ("more", "than"): ("min", False), ("over",): ("min", False), ("at", "least"): ("min", False),
    ("in", "excess", "of"): ("min", False), ("upwards", "of"): ("min", False),
    ("above",): ("min", False), ("no", "fewer", "than"): ("min", False),
    ("no", "less", "than"): ("min", False), ("just", "over"): ("min", False),
    ("well", "over"): ("min", False), ("exceeding",): ("min", False),
    ("up", "to"): ("max", False), ("fewer", "than"): ("max", False),
    ("less", "than"): ("max", False), ("under",): ("max", False), ("below",): ("max", False),
    ("at", "most"): ("max", False), ("as", "many", "as"): ("max", False),
    ("as", "much", "as"): ("max", False), ("as", "long", "as"): ("max", False),
    ("as", "high", "as"): ("max", False), ("no", "more", "than"): ("max", False),
    ("just", "under"): ("max", False), ("almost",): ("max", False),
    ("nearly",): ("max", True), ("close", "to"): ("max", True),
    ("around",): (None, True), ("about",): (None, True), ("some",): (None, True),
    ("roughly",): (None, True), ("approximately",): (None, True), ("approx",): (None, True),
    ("approx.",): (None, True), ("circa",): (None, True), ("estimated",): (None, True),
    ("an", "approximate"): (None, True),
}
MAX_MODIFIER_LEN = max(len(k) for k in MODIFIERS)
MODIFIER_WORDS = frozenset(w for k in MODIFIERS for w in k)
RANGE_CONNECTORS = frozenset({"to", "-", "–", "—", "or", "and"})
# "rose from 5 to 6" is two values (before and after), not a range
CHANGE_VERBS = frozenset({"rise", "increase", "fall", "drop", "climb", "jump", "grow", "decline",
                          "decrease", "go", "soar", "plunge", "surge", "raise", "cut", "reduce",
                          "double", "triple", "swell", "slip", "slide", "revise", "lower"})

MONTHS = frozenset(
    "january february march april may june july august september october november december "
    "jan jan. feb feb. mar mar. apr apr. jun jun. jul jul. aug aug. sep sep. sept sept. "
    "oct oct. nov nov. dec dec.".split()
)
WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())
CLOCK_WORDS = frozenset({"am", "pm", "a.m", "p.m", "a.m.", "p.m.", "o'clock", "hrs", "gmt", "utc",
                         "bst", "cet", "cest", "est", "edt", "cst", "cdt", "pst", "pdt", "mst",
                         "mdt", "ist", "aest", "aedt", "jst", "ast", "hkt", "sgt", "eet", "wib"})
# nouns that name the thing a number labels: "category 3 hurricane", "round five", "Flight 370"
BORE_WORDS = frozenset({"gauge", "calibre", "caliber"})  # a gun's bore, written after its number
# what a bore in millimetres names: "a 5.56mm rifle", "9 mm pistols", "a 5.56mm and a 7.62mm rifles"
GUN_NOUNS = frozenset({"rifle", "rifles", "gun", "guns", "pistol", "pistols", "handgun", "handguns", "shotgun",
                       "shotguns", "weapon", "weapons", "round", "rounds", "cartridge", "cartridges", "bullet",
                       "bullets", "ammunition", "cannon", "cannons", "howitzer", "howitzers", "mortar", "mortars"})
LABEL_NOUNS = frozenset({"category", "level", "phase", "stage", "grade", "class", "type",
                         "tier", "number", "no", "no.", "flight", "route", "chapter", "section",
                         "article", "page", "platform", "gate", "terminal", "room", "channel",
                         "episode", "season", "round", "region", "district", "ward", "lane",
                         "highway", "interstate", "road", "bus", "line", "version", "proposition",
                         "amendment", "resolution", "apollo", "mark", "model", "#", "paragraph",
                         "clause", "rule", "part", "act", "row", "seat", "unit", "game", "week",
                         "day", "volume", "issue", "figure", "table", "cell", "block", "pier"})
DIAL_VERBS = frozenset({"call", "calling", "called", "dial", "dialling", "dialing", "text", "texting"})
# entity types whose numbers belong to a name
NAME_ENTITY_TYPES = frozenset({"PERSON", "ORG", "PRODUCT", "FAC", "EVENT", "WORK_OF_ART", "LAW",
                               "GPE", "LOC", "NORP", "LANGUAGE"})
# capitalised words before a number that are not names: sentence-initial modifiers, codes
# a sentence's first word is capitalised whatever it is: of these parts of speech it names nothing
OPENING_WORD_TAGS = frozenset({"SCONJ", "ADP", "ADV", "CCONJ", "DET", "PRON", "AUX", "PART", "INTJ"})
NOT_NAME_WORDS = frozenset({"a", "an", "magnitude", "aged", "age", "ages", "another", "these", "those", "its", "their", "his", "her", "our",
                            "my", "your", "only", "all", "both", "another", "every", "each",
                            "us", "u.s.", "usd", "eur", "gbp", "rs", "about", "around", "some",
                            "over", "nearly", "almost", "roughly", "approximately", "more",
                            "between", "only", "just", "under", "up", "at", "all", "and", "or",
                            "the", "with", "by", "of", "to", "in", "on", "for", "from", "than"})


@dataclass(frozen=True, slots=True)
class NumberExpression:
    """One amount as written: its tokens, value or bounds, unit and the rule that read it."""

    start: int  # token index of the first token, modifiers included
    end: int  # token index after the last token, units included
    core: int  # token index of the (last) numeric token: the anchor in the parse
    rule: str
    value: float | None = None
    min_value: float | None = None
    max_value: float | None = None
    approximate: bool = False
    vague: bool = False
    unit: str | None = None
    of_follows: bool = False  # "thousands of migrants", "40 per cent of voters"
    unit_before: str | None = None  # the word before that gave the unit: "magnitude", "aged"
    age: bool = False  # "aged 78", "at the age of 78", "a 36-year-old", "78 years old"
    # what the last digit written after a decimal point is worth ("7.0": 0.1, "2.50bn": 0.01e9),
    # None without one: a float forgets that "7.0" was written to a tenth
    last_digit: float | None = None


@dataclass(frozen=True, slots=True)
class ExcludedNumber:
    """A number-like stretch that is not an amount, and why."""

    start: int  # token indices
    end: int
    reason: str  # one of EXCLUSIONS


@dataclass(frozen=True, slots=True)
class _Atom:
    """A number as read from the tokens, before modifiers and units around it."""

    start: int
    end: int
    core: int
    value: Decimal | None  # None for vague amounts and exclusions
    high: Decimal | None = None  # upper end of a range
    minimum: Decimal | None = None  # implied least amount of a vague one
    scale: Decimal | None = None
    kind: str = "digits"  # digits | words | vague | fraction
    currency: str | None = None
    unit: str | None = None  # a unit glued to the digits ("120mph") or shared by a range
    exclude: str | None = None
    last_digit: Decimal | None = None  # see NumberExpression.last_digit


def _low(token: Token) -> str:
    return token.lower_


# a line that is a web address ("http://example.org/news/3-dead-after-fire", also written with
# spaces "http: / / example. org / ..."): its numbers are a page's name, not a report
WEB_ADDRESS_LINE = re.compile(r"^[ \t]*(?:https?[ \t]*:[ \t]*/[ \t]*/|www[ \t]*\.)[^\n]*$", re.IGNORECASE | re.MULTILINE)


def _web_address_lines(text: str) -> list[Span]:
    return [Span(m.start(), m.end()) for m in WEB_ADDRESS_LINE.finditer(text)]


def _in_spans(doc: Doc, i: int, skip: Sequence[Span]) -> bool:
    token = doc[i]
    return any(s.start < token.idx + len(token) and token.idx < s.end for s in skip)


def _parse_words(words: list[str]) -> Decimal | None:
    """The value of a run of English number words, or None when text2num cannot read it."""
    try:
        return Decimal(text2num(" ".join(words), "en"))
    except ValueError:
        return None


def _currency_before(doc: Doc, i: int) -> tuple[str | None, int]:
    """The currency sign or code just before token ``i``, and the index where it starts."""
    if i > 0 and _low(doc[i - 1]) in CURRENCY_PREFIX:
        prefix = _low(doc[i - 1])
        # "US$" sometimes comes as "US", "$"
        if prefix == "$" and i > 1 and not doc[i - 2].whitespace_ \
                and _low(doc[i - 2]) + "$" in CURRENCY_PREFIX:
            return CURRENCY_PREFIX[_low(doc[i - 2]) + "$"], i - 2
        return CURRENCY_PREFIX[prefix], i - 1
    return None, i


def _skip_space(doc: Doc, j: int) -> int:
    """The first index at or after ``j`` that is not a whitespace token."""
    while j < len(doc) and doc[j].is_space and "\n" not in doc[j].text:
        j += 1
    return j


def _before(doc: Doc, i: int) -> Token | None:
    """The token before ``i``, past a non-breaking or double space but not a line break."""
    k = i - 1
    while k >= 0 and doc[k].is_space and "\n" not in doc[k].text:
        k -= 1
    return doc[k] if k >= 0 and not doc[k].is_space else None


def _after(doc: Doc, j: int) -> Token | None:
    """The token at or after ``j``, past spaces but not a line break."""
    k = _skip_space(doc, j)
    return doc[k] if k < len(doc) and not doc[k].is_space else None


def _noun_follows(doc: Doc, j: int) -> bool:
    return j < len(doc) and doc[j].pos_ in ("NOUN", "PROPN", "ADJ")


def _scale_at(doc: Doc, j: int, currency: str | None) -> Decimal | None:
    """The scale word at ``j`` ("million", "bn", "m"), if it scales the number before it."""
    if j >= len(doc):
        return None
    word = _low(doc[j])
    word = word[:-1] if word.endswith(".") and word[:-1] in SCALES else word
    if word in CURRENCY_SCALES and currency is not None:
        return CURRENCY_SCALES[word]
    if word not in SCALES:
        return None
    if word in AMBIGUOUS_SCALES and currency is None:
        after = _low(doc[j + 1]) if j + 1 < len(doc) else ""
        if after not in CURRENCY_WORDS and after not in ("pounds", "pound", "dollars", "dollar"):
            return None  # "400 m hurdles": a lone "m" without a currency is a metre
        # "2m euros", "5bn dollars": a currency word after it makes it a scale
    return SCALES[word]


def _vague(doc: Doc, i: int, currency: str | None, start: int) -> _Atom | None:
    """ "tens of thousands", "hundreds", "several hundred" starting at ``i``."""
    n = len(doc)
    low = _low(doc[i])
    if low in VAGUE_MULTIPLIER and i + 2 < n and _low(doc[i + 1]) == "of" \
            and _low(doc[i + 2]) in VAGUE_MINIMUM:
        minimum = VAGUE_MINIMUM[_low(doc[i + 2])] * VAGUE_MULTIPLIER[low]
        return _Atom(start, i + 3, i + 2, None, minimum=minimum, kind="vague", currency=currency)
    if low in VAGUE_MINIMUM and doc[i].pos_ in ("NOUN", "NUM", "PROPN"):
        if low == "scores" and not (i + 1 < n and _low(doc[i + 1]) in ("of", "more")):
            return None  # "test scores"
        return _Atom(start, i + 1, i, None, minimum=VAGUE_MINIMUM[low], kind="vague",
                     currency=currency)
    for few, factor in FEW.items():
        words = few.split()
        k = i + len(words)
        if low == words[0] and k < n and [_low(t) for t in doc_tokens(doc)[i:k]] == words:
            scale_word = _low(doc[k])
            if scale_word == "dozen" or scale_word in ("hundred", "thousand", "million", "billion"):
                unit = Decimal(12) if scale_word == "dozen" else SCALES[scale_word]
                return _Atom(start, k + 1, k, None, minimum=factor * unit, kind="vague",
                             currency=currency)
    return _several(doc, i, start)


# nouns after "several" that make a stretch of time or a repeat, not a count: "several days later"
SEVERAL_TIME_NOUNS = frozenset({"seconds", "minutes", "hours", "days", "weeks", "months", "years", "decades",
                                "centuries", "times", "occasions"})


def _several(doc: Doc, i: int, start: int) -> _Atom | None:
    """ "several villages", "several small boats": a vague count of at least three of a plural noun
    (it never disputes a firm one). Not "one of several diseases", a whole a part is taken from, and
    not a time ("several days later")."""
    if _low(doc[i]) != "several" or (i > 0 and _low(doc[i - 1]) == "of") \
            or (i + 1 < len(doc) and _low(doc[i + 1]) == "several"):
        return None  # "one of several diseases"; "several several hundreds", a word said twice
    for k in (i + 1, i + 2):
        if k >= len(doc) or (k == i + 2 and doc[i + 1].pos_ != "ADJ"):
            return None
        if doc[k].tag_ in ("NNS", "NNPS"):
            if _low(doc[k]) in SEVERAL_TIME_NOUNS or _low(doc[k]) in VAGUE_MINIMUM or _low(doc[k]) in VAGUE_MULTIPLIER:
                return None  # a time, or an amount of its own: "several tens of thousands", "several hundreds of"
            return _Atom(start, i + 1, i, None, minimum=Decimal(3), kind="vague")
    return None


def _fraction(doc: Doc, i: int) -> _Atom | None:
    """ "a third of", "two-thirds of", "half of", "three quarters of" starting at ``i``."""
    n = len(doc)
    low = _low(doc[i])
    if low == "half" and i + 1 < n and _low(doc[i + 1]) == "of" \
            and not (i > 0 and _low(doc[i - 1]) in ("first", "second", "the", "other")):
        return _Atom(i, i + 1, i, FRACTIONS["half"], kind="fraction")
    if low in ("a", "one") or low in NUMBER_WORDS:
        numerator = Decimal(1) if low in ("a", "one") else _parse_words([low])
        j = i + 1
        if j < n and _low(doc[j]) == "-":
            j += 1
        hyphenated = j == i + 2 and not doc[i].whitespace_ and not doc[i + 1].whitespace_ \
            and low != "a"
        if hyphenated and low in TENS_WORDS and low != "ten":
            return None  # "the twenty-sixth dynasty", "its thirty-third year": an ordinal, not 20/6
        if numerator is not None and j + 1 < n and _low(doc[j]) in FRACTIONS \
                and (_low(doc[j + 1]) == "of" or hyphenated) and not (
                    low in ("a", "one") and _low(doc[j]) in ("second", "quarter")
                    and _low(doc[j + 1]) != "of"):
            return _Atom(i, j + 1, j, numerator * FRACTIONS[_low(doc[j])], kind="fraction")
    return None


def _whole(token: Token) -> Decimal | None:
    """A whole number written in one token: "5", "1,000", "five", "thousand"."""
    low = _low(token)
    if re.fullmatch(r"\d{1,3}(?:,\d{3})*|\d+", low):
        return Decimal(low.replace(",", ""))
    if low in SCALES and low in NUMBER_WORDS:
        return SCALES[low]
    return _parse_words([low]) if low in NUMBER_WORDS else None


def _ratio(doc: Doc, i: int) -> _Atom | None:
    """ "one out of every thousand", "one in four", "nine in 10", "two in every three", "four of
    every 10", "nine out of 10": a rate, a share, not two counts (the second number counts
    nothing itself). "17 out of 18 districts" stays two counts: there the first is a count a
    reader wants, and 18 is a real total; out of 10, 100 or 1,000 is a rate."""
    n = len(doc)
    numerator = _whole(doc[i])
    if numerator is None or i + 2 >= n:
        return None
    j = i + 1
    if _low(doc[j]) == "out" and _low(doc[j + 1]) == "of":
        j += 2
    elif _low(doc[j]) in ("in", "of"):
        j += 1
    else:
        return None
    every = j < n and _low(doc[j]) in ("every", "each")
    if every:
        j += 1
    elif _low(doc[i + 1]) == "of":
        return None  # "two of the three": a part of a whole, counted as it is
    denominator = _whole(doc[j]) if j < n else None
    if not denominator or denominator <= numerator:
        return None
    if _low(doc[i + 1]) == "out" and not every and denominator not in (10, 100, 1000):
        return None
    if _low(doc[i + 1]) == "in" and (re.fullmatch(r"1[89]\d\d|20\d\d", doc[j].text) or not (
            numerator == 1 or every or denominator in (10, 100, 1000))):
        return None  # "one in 2010" is a year; "killed two in three attacks" no share
    return _Atom(i, j + 1, j, numerator / denominator, kind="fraction")


def _digits(doc: Doc, i: int, currency: str | None, start: int) -> _Atom | None:
    """Digits, maybe with a glued suffix ("2.5bn", "120mph", "1990s") or a scale word after."""
    token = doc[i]
    text = token.text
    glued_code = CODE_DIGITS_RE.match(text)
    if glued_code and glued_code.group(1) in GLUED_CODES:
        currency, start, text = glued_code.group(1), i, glued_code.group(2)
    glued_sign = SIGN_DIGITS_RE.match(text)
    if glued_sign and (glued_sign.group(1) == "euro" or _scale_at(doc, _skip_space(doc, i + 1), "ZAR") is not None):
        glued_code = glued_sign
        currency, start, text = GLUED_SIGNS[glued_sign.group(1)], i, glued_sign.group(2)
    if ORDINAL_RE.match(text):
        return _Atom(i, i + 1, i, None, exclude="ordinal")
    if CLOCK_RE.match(text):
        return _Atom(i, i + 1, i, None, exclude="time")
    m = IN_TOKEN_RANGE_RE.match(text)
    if m:  # "2,000-3,000" kept as one token; "3-1" is a score, two numbers
        low, high = (Decimal(g.replace(",", "")) for g in m.groups())
        if low < high:
            return _Atom(start, i + 1, i, low, high=high, currency=currency)
        return None
    glued_unit = None
    digits = text
    m = DIGITS_SUFFIX_RE.match(text)
    if m and not DIGITS_RE.match(text):
        digits, suffix = m.group(1), m.group(2).lower().rstrip(".")
        if suffix in ("am", "pm", "h", "hrs"):
            return _Atom(i, i + 1, i, None, exclude="time")
        if suffix == "s" and re.fullmatch(r"\d{2,4}", digits):
            return _Atom(i, i + 1, i, None, exclude="date")  # "1990s", "90s"
        if suffix in CURRENCY_SCALES and currency is not None:
            scale = CURRENCY_SCALES[suffix]  # "$160MM"
            return _Atom(start, i + 1, i, Decimal(digits.replace(",", "")) * scale, scale=scale, currency=currency,
                         last_digit=_last_digit(digits, scale))
        if suffix in SUFFIX_UNITS:
            glued_unit = SUFFIX_UNITS[suffix]
        elif suffix in SCALES and (suffix not in AMBIGUOUS_SCALES or currency is not None
                                   or _noun_follows(doc, i + 1)):
            scale = SCALES[suffix]
            value = Decimal(digits.replace(",", "")) * scale
            return _Atom(start, i + 1, i, value, scale=scale, currency=currency,
                         last_digit=_last_digit(digits, scale))
        else:
            return _Atom(i, i + 1, i, None, exclude="label")  # "18b", "25A"
    glued_magnitude = MAGNITUDE_GLUED_RE.match(text)
    if glued_magnitude:
        return _Atom(i, i + 1, i, Decimal(glued_magnitude.group(1)), unit="magnitude",
                     last_digit=_last_digit(glued_magnitude.group(1), None))
    if not DIGITS_RE.match(digits):
        glued_count = _glued_headline_number(doc, i) if not glued_code else None
        if glued_count is not None:
            return glued_count
        if ALNUM_RE.match(text) and any(c.isdigit() for c in text) and not glued_code:
            return _Atom(i, i + 1, i, None, exclude="label")  # "COVID-19", "G7"
        return None
    value = Decimal(digits.replace(",", ""))
    end = i + 1
    scale = None
    if glued_unit is None:
        scale = _scale_at(doc, _skip_space(doc, end), currency)
        if scale is not None:
            value *= scale
            end = _skip_space(doc, end) + 1
        elif _glued_hyphen(doc, end):
            scale = _scale_at(doc, end + 1, currency)  # "US$5.4-billion", "$137-million"
            if scale is not None:
                value *= scale
                end += 2
    return _Atom(start, end, i, value, scale=scale, currency=currency, unit=glued_unit,
                 last_digit=_last_digit(digits, scale))


# a headline's count glued by a hyphen to the words before it ("BREAKING NEWS-3 DEAD", "Update-2
# Dead", "News-Two People Shot"): what follows it, written in a headline's capitals
HEADLINE_COUNTED = frozenset({"dead", "killed", "injured", "wounded", "hurt", "missing", "shot", "stabbed",
                              "arrested", "people", "persons"})
GLUED_HEADLINE_COUNT_RE = re.compile(r"^[A-Za-z]+-(\d{1,3}(?:,\d{3})*|\d+)$")


def _headline_count_follows(doc: Doc, j: int) -> bool:
    """Whether the word at ``j`` says what a headline's number counts, in the headline's
    capitals: "3 DEAD", "1 Dead", "Three People" (in running text "the COVID-19 dead" is a name's)."""
    after = _after(doc, j)
    return after is not None and (after.is_title or after.is_upper) and _low(after) in HEADLINE_COUNTED


def glued_headline_count(doc: Doc, i: int) -> int | None:
    """ "NEWS-3 DEAD", which the tokenizer keeps as one word: where in the word the count's
    digits start, when a headline's casualty word or "People" follows (else it is a model's
    name, "F-16 jets", or a disease's, "COVID-19")."""
    m = GLUED_HEADLINE_COUNT_RE.match(doc[i].text)
    return m.start(1) if m is not None and _headline_count_follows(doc, i + 1) else None


def _glued_headline_number(doc: Doc, i: int) -> _Atom | None:
    digits_at = glued_headline_count(doc, i)
    if digits_at is None:
        return None
    return _Atom(i, i + 1, i, Decimal(doc[i].text[digits_at:].replace(",", "")))


def _last_digit(digits: str, scale: Decimal | None) -> Decimal | None:
    """What the last digit after the decimal point is worth, None without a decimal point."""
    if "." not in digits:
        return None
    return Decimal(10) ** -len(digits.split(".")[1]) * (scale or 1)


def _bore_in_mm(doc: Doc, atom: _Atom) -> bool:
    """A length in millimetres a gun noun follows within its noun phrase or a short list: the
    gun's bore, no length of anything ("a 5.56mm and a 7.62mm rifles", "9 mm pistol")."""
    j = atom.end
    if atom.unit != "mm":
        if j >= len(doc) or _low(doc[j]) not in ("mm", "millimetre", "millimeter", "millimetres", "millimeters"):
            return False
        j += 1
    for k in range(j, min(len(doc), j + 6)):
        word = _low(doc[k])
        if word in GUN_NOUNS:
            return True
        if doc[k].pos_ in ("VERB", "AUX") or word in (".", ";", ",", "(", ")"):
            return False
    return False


def _glued_hyphen(doc: Doc, j: int) -> bool:
    """A hyphen at ``j`` written between two words with no space: "5.4-billion", "two-million-euro"."""
    return 0 < j < len(doc) - 1 and doc[j].text == "-" and not doc[j - 1].whitespace_ and not doc[j].whitespace_


def _and_a_half(doc: Doc, j: int) -> int | None:
    """The end of "and a half" / "-and-a-half" starting at ``j``, if it is there."""
    words = []
    k = j
    while k < len(doc) and len(words) < 3:
        if doc[k].text == "-":
            k += 1
            continue
        words.append(_low(doc[k]))
        k += 1
    return k if words == ["and", "a", "half"] else None


def _words(doc: Doc, i: int, currency: str | None, start: int) -> _Atom | None:
    """Number words read by text2num: "four", "twenty-five", "one million", "a dozen",
    "half a million", "three-and-a-half million"."""
    n = len(doc)
    low = _low(doc[i])
    if low in ("half", "a") and i + 2 < n and _low(doc[i + 1]) in ("a", "an", "quarter") \
            and (low, _low(doc[i + 1])) != ("a", "a") \
            and _low(doc[i + 2]) in ("hundred", "thousand", "million", "billion", "dozen"):
        # "half a million", "a quarter million"
        scale = Decimal(12) if _low(doc[i + 2]) == "dozen" else SCALES[_low(doc[i + 2])]
        part = Decimal("0.25") if _low(doc[i + 1]) == "quarter" else Decimal("0.5")
        return _Atom(start, i + 3, i + 2, scale * part, scale=scale, kind="words", currency=currency)
    article = low in ("a", "an") and i + 1 < n and _low(doc[i + 1]) in (
        "hundred", "thousand", "million", "billion", "trillion", "dozen")
    if low not in NUMBER_WORDS and not article:
        return None
    words: list[str] = []
    ends: list[int] = []  # token index after each word
    j = i
    while j < n:
        w = _low(doc[j])
        if w in NUMBER_WORDS or (j == i and article):
            words.append("one" if j == i and article else w)
            ends.append(j + 1)
            j += 1
        elif w == "-" and words and j + 1 < n and _low(doc[j + 1]) in NUMBER_WORDS \
                and not doc[j - 1].whitespace_:
            j += 1  # "twenty-five"
        elif w == "and" and words and words[-1] in SCALES and j + 1 < n \
                and _low(doc[j + 1]) in NUMBER_WORDS:
            words.append("and")  # "two hundred and fifty"
            ends.append(j + 1)
            j += 1
        else:
            break
    # the longest prefix text2num reads: "two and three" is two numbers, not one
    while words:
        value = _parse_words(words)
        if value is not None:
            break
        words.pop()
        ends.pop()
        while words and words[-1] == "and":
            words.pop()
            ends.pop()
    else:
        return None
    end = ends[-1]
    if end + 1 < n and _low(doc[end]) == "-" and not doc[end - 1].whitespace_ and (_low(doc[end + 1]) in ORDINAL_WORDS or _low(doc[end + 1]) in FRACTIONS):
        return None  # "the twenty-sixth dynasty": an ordinal, not twenty dynasties
    scale = SCALES[words[-1]] if words[-1] in SCALES else None
    half_end = _and_a_half(doc, end)
    if half_end is not None:
        if scale is not None:  # "a million-and-a-half"
            value += scale / 2
            end = half_end
        elif end < n and half_end < n and _low(doc[half_end]) in SCALES:  # "three-and-a-half million"
            scale = SCALES[_low(doc[half_end])]
            value = (value + Decimal("0.5")) * scale
            end = half_end + 1
    if end < n and _low(doc[end]) == "dozen":
        value *= 12
        end += 1
    if len(words) == 1 and half_end is None:
        scale = None  # "million" alone is a number, not a scaled one
    return _Atom(start, end, end - 1, value, scale=scale, kind="words", currency=currency)


# words before a bare "dozen" that make it part of another amount: "half dozen", "three dozen",
# "a few dozen" (each read, or left, by the reader of the word before)
NOT_BARE_DOZEN = frozenset({"half", "a", "an", "few", "couple", "several", "many"}) | NUMBER_WORDS


def _bare_dozen(doc: Doc, i: int, currency: str | None, start: int) -> _Atom | None:
    """ "dozen" with no number word before it ("another dozen people", "the dozen guests"): twelve,
    as in "a dozen". Not "dozen of": with no "a" before it, that is "dozens of" misspelt."""
    if _low(doc[i]) != "dozen" or (i > 0 and (_low(doc[i - 1]) in NOT_BARE_DOZEN or doc[i - 1].like_num)):
        return None
    if i + 1 < len(doc) and _low(doc[i + 1]) == "of":
        return None
    return _Atom(start, i + 1, i, Decimal(12), kind="words", currency=currency)


# Every number starts with a digit or one of these words (see _vague, _fraction, _words, _bare_dozen):
# find_numbers asks _atom only there, instead of at each of a document's tokens.
ATOM_FIRST_WORDS = (frozenset(VAGUE_MULTIPLIER) | frozenset(VAGUE_MINIMUM) | {few.split()[0] for few in FEW}
                    | {"half", "a", "an", "one", "dozen"} | NUMBER_WORDS)
HAS_DIGIT = re.compile(r"\d").search


def _may_start_number(low: str) -> bool:
    return low in ATOM_FIRST_WORDS or HAS_DIGIT(low) is not None


def _may_start_number_or_ordinal(low: str) -> bool:
    """The words ``find_numbers`` reads (asked of a word's lower case once per process)."""
    return _may_start_number(low) or low in ORDINAL_WORDS


def _atom(doc: Doc, i: int) -> _Atom | None:
    """Reads the number that starts at token ``i``, if any."""
    currency, start = _currency_before(doc, i)
    return (
        _vague(doc, i, currency, start)
        or _fraction(doc, i)
        or _ratio(doc, i)
        or _digits(doc, i, currency, start)
        or _words(doc, i, currency, start)
        or _bare_dozen(doc, i, currency, start)
    )


def _modifier_before(doc: Doc, start: int) -> tuple[int, str | None, bool]:
    """Where the modifiers before ``start`` begin, the bound side they give, and approximation."""
    for size in range(MAX_MODIFIER_LEN, 0, -1):
        begin = start - size
        if begin < 0:
            continue
        words = tuple(_low(t) for t in doc_tokens(doc)[begin:start])
        if words in MODIFIERS:
            if doc[begin].dep_ == "prt":
                continue  # "takes over about 7000 employees": a particle, not a bound
            side, approximate = MODIFIERS[words]
            # chains: "an estimated more than", "just over", "more than about"
            outer_begin, outer_side, outer_approximate = _modifier_before(doc, begin)
            return outer_begin, side or outer_side, approximate or outer_approximate
    return start, None, False


POSTFIX_MODIFIERS: dict[tuple[str, ...], tuple[str | None, bool]] = {
    ("or", "more"): ("min", False), ("or", "over"): ("min", False), ("plus",): ("min", False),
    ("or", "less"): ("max", False), ("or", "fewer"): ("max", False), ("or", "so"): (None, True),
    # a category's open end: "aged 65 and over", "18 or older", "from 15 and above", "five and under"
    ("and", "over"): ("min", False), ("and", "above"): ("min", False), ("or", "above"): ("min", False),
    ("and", "older"): ("min", False), ("or", "older"): ("min", False), ("and", "up"): ("min", False),
    ("and", "under"): ("max", False), ("and", "below"): ("max", False), ("or", "under"): ("max", False),
    ("or", "below"): ("max", False), ("and", "younger"): ("max", False), ("or", "younger"): ("max", False),
}


def _modifier_after(doc: Doc, end: int) -> tuple[int, str | None, bool] | None:
    """ "or more", "or so" right after a number (maybe after its counted noun)."""
    tokens = doc_tokens(doc)
    for k in (end, end + 1):
        for words, (side, approximate) in POSTFIX_MODIFIERS.items():
            if tuple(_low(t) for t in tokens[k : k + len(words)]) == words:
                if k == end:
                    return k + len(words), side, approximate
                if tokens[end].pos_ == "NOUN":  # "66 people or more": the bound, not the span
                    return end, side, approximate
    return None


def _unit_after(doc: Doc, j: int, scaled: bool) -> tuple[int, str | None, str | None]:
    """Percent, currency or measure words starting at ``j``: (end, unit, kind of unit)."""
    tokens = doc_tokens(doc)
    n = len(doc)
    j = _skip_space(doc, j)
    for words in PERCENT_WORDS:
        if [_low(t) for t in tokens[j : j + len(words)]] == list(words):
            unit = "percentage point" if words[0] == "percentage" else "percent"
            return j + len(words), unit, "percent"
    if j < n and _glued_hyphen(doc, j) and _low(tokens[j + 1]) in CURRENCY_WORDS and scaled:
        return j + 2, CURRENCY_WORDS[_low(tokens[j + 1])], "money"  # "a two-million-euro booty"
    if j < n:
        low = _low(tokens[j])
        if j + 1 < n and _low(tokens[j + 1]) in ("dollars", "dollar") and low in DOLLAR_COUNTRIES:
            return j + 2, DOLLAR_COUNTRIES[low], "money"  # "Australian dollars"
        if low in CURRENCY_WORDS and tokens[j].pos_ != "VERB":
            return j + 1, CURRENCY_WORDS[low], "money"
        if low in ("pounds", "pound"):
            if j + 1 < n and _low(tokens[j + 1]) == "sterling":
                return j + 2, "GBP", "money"
            # "5 million pounds" is money; "200 pounds" is more often a weight
            return (j + 1, "GBP", "money") if scaled else (j + 1, "lb", "measure")
    k = j + 1 if j < n and _low(tokens[j]) == "-" else j  # "5.3-magnitude", "78-year-old"
    for size in (3, 2, 1):
        words = tuple(_low(t) for t in tokens[k : k + size])
        if len(words) == size and words in MEASURE_UNITS:
            return k + size, MEASURE_UNITS[words], "measure"
    return j, None, None


MAGNITUDE_WORDS = frozenset({"strength", "degree", "degrees", "-magnitude", "-strength"})
SCALE_WORDS = frozenset({"on", "the", "open-ended", "richter", "scale", "degrees", "degree"})
MAGNITUDE_GLUED_RE = re.compile(r"^magnitude-(\d(?:\.\d+)?)$", re.I)  # "magnitude-5.9", one token


def _quake_scale(doc: Doc, atom: _Atom) -> bool:
    """A small number read on an earthquake's scale: "the 5.0 earthquake", "a 6.7-strength
    quake", "measuring 5.6 on the Richter scale", "the USGS said it was 6.1" in a sentence
    about a quake (a one-decimal number under 10 there is its magnitude)."""
    if atom.value is None or atom.kind != "digits" or not 0 < atom.value < 10 or atom.high is not None:
        return False
    end = _magnitude_word_end(doc, atom.end)
    after = _after(doc, end)
    if after is not None and _low(after) in QUAKE_NOUNS:
        return True
    following = [_low(t) for t in doc_tokens(doc)[atom.end:atom.end + 5]]
    if "richter" in following and all(w in SCALE_WORDS for w in following[:following.index("richter")]):
        return True
    sentence = sentence_of(doc_tokens(doc)[atom.core])
    decimal = re.fullmatch(r"\d\.\d", doc[atom.core].text) is not None
    return decimal and any(_low(t) in QUAKE_NOUNS or _low(t) in ("magnitude", "richter") for t in sentence)


def _magnitude_word_end(doc: Doc, end: int) -> int:
    """After "6.7" in "6.7-strength quake" / "6.7 degree quake": past the word that names the scale."""
    k = end + 1 if _glued_hyphen(doc, end) else end
    if k < len(doc) and _low(doc[k]) in MAGNITUDE_WORDS and k + 1 < len(doc) and _low(doc[k + 1]) in QUAKE_NOUNS:
        return k + 1
    return end


# Marks of an era around a year: "664 BC", "250 c.e.", "AD 79".
ERA_MARKS = frozenset({"bc", "bce", "ad", "ce"})


def _era_mark(token: Token) -> bool:
    """ "BC", "B.C.", "b.c.e.", "AD", "c.e.": an era's mark, in capitals or with its dots (not the
    noun "ad": "aired the ad 30 times")."""
    text = token.text
    return text.lower().replace(".", "") in ERA_MARKS and ("." in text or text.isupper())


def _is_year(doc: Doc, atom: _Atom) -> bool:
    text = doc[atom.core].text
    if atom.kind == "digits" and atom.scale is None and re.fullmatch(r"\d{1,4}", text):
        nxt, before = _after(doc, atom.end), _before(doc, atom.start)
        if nxt is not None and _era_mark(nxt) or before is not None and _era_mark(before) and _low(before).replace(".", "") == "ad":
            return True  # "from 664 b.c.e. to 250 c.e.", "AD 79": years of an era
    if atom.kind != "digits" or atom.scale is not None or atom.high is not None \
            or not re.fullmatch(r"\d{4}", text) or not 1000 <= int(text) <= 2100:
        return False
    nxt = doc[atom.end] if atom.end < len(doc) else None
    before = _before(doc, atom.start)
    if before is not None and _low(before) in (",", "in", "of", "since", "by", "until", "from",
                                               "before", "after", "during", "between"):
        return True  # "the Act, 1972 lists ...", "in 1977"
    # "1500 migrants" counts; "the 2019 election" (a singular noun) names a year
    if nxt is not None and nxt.tag_ == "NNS":
        return _year_of_events(doc, atom, before, nxt)
    return True


# WordNet's classes of nouns for what happens in a year: "the 2011 protests" (act,
# communication), "the 1990 floods" (phenomenon), "Russia's 2018 elections"; not people or things,
# "the 1800 residents" counts them (the parser's DATE is no proof there)
EVENT_NOUN_CLASSES = frozenset({"act", "event", "phenomenon", "communication"})


def _year_of_events(doc: Doc, atom: _Atom, before: Token | None, noun: Token) -> bool:
    """A year naming the events a plural noun after it names, after "the" or an owner, as NER says."""
    number = doc[atom.core]
    return number.ent_type_ == "DATE" and before is not None and (_low(before) in ("the", "these", "those")
                                                                   or before.tag_ in ("POS", "PRP$")) \
        and noun_class(noun.lemma_.lower()) in EVENT_NOUN_CLASSES


# "the nineteen fifties", "in the eighteen hundreds": a decade or a century written out
DECADE_WORDS = frozenset("twenties thirties forties fifties sixties seventies eighties nineties hundreds".split())
# the first half of a year written out: "nineteen eighty-four" ("twenty sixty-year-olds" is a count)
CENTURY_WORDS = frozenset("eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split())
TENS_WORDS = frozenset("ten twenty thirty forty fifty sixty seventy eighty ninety".split())


def _spelled_year(doc: Doc, atom: _Atom) -> bool:
    """A year or a decade in words: "nineteen fifties", "nineteen eighty-four" (both halves)."""
    return atom.kind == "words" and (_opens_spelled_year(doc, atom) or _after_century_word(doc, atom))


def _opens_spelled_year(doc: Doc, atom: _Atom) -> bool:
    first = doc[atom.start]
    after = doc[atom.end] if atom.end < len(doc) else None
    return (atom.end - atom.start == 1 and _low(first) in CENTURY_WORDS and bool(first.whitespace_)
            and after is not None and (_low(after) in DECADE_WORDS or _low(after) in TENS_WORDS))


def _after_century_word(doc: Doc, atom: _Atom) -> bool:
    before = doc[atom.start - 1] if atom.start else None
    return (before is not None and _low(before) in CENTURY_WORDS and bool(before.whitespace_)
            and _low(doc[atom.start]) in TENS_WORDS)


def _near_month(doc: Doc, atom: _Atom) -> bool:
    """ "May 5", "5 May", "September 10, 2019", "the 10th of May", "October\xa08"."""
    before = _before(doc, atom.start)
    if before is not None and _low(before) == "of":
        before = _before(doc, before.i)
    after = _after(doc, atom.end)
    if after is not None and _low(after) == "of":
        after = _after(doc, after.i + 1)
    if before is None or _low(before) not in MONTHS:
        if doc[atom.core].text.isdigit() and 31 < int(doc[atom.core].text) < 1000:
            after = None  # no day of the month after it: "dies at 91 June 6, 2013", a headline run into its date
    return any(t is not None and _low(t) in MONTHS and (t.is_title or t.is_upper)
               for t in (before, after))


def _is_time(doc: Doc, atom: _Atom) -> bool:
    """ "6 p.m", "7:37 p.m.", "1137 UTC", "2053 Wednesday night, UTC"."""
    after = doc[atom.end] if atom.end < len(doc) else None
    if after is None:
        return False
    low = _low(after)
    if low in CLOCK_WORDS or low.rstrip(".") in CLOCK_WORDS:
        return True
    if _spaced_meridiem(doc, atom.end):
        return True  # "11.30 p. m.": the marker written with a space
    if re.fullmatch(r"[0-2]\d[0-5]\d", doc[atom.core].text) and low in WEEKDAYS:
        return True
    return low == "local" and atom.end + 1 < len(doc) and _low(doc[atom.end + 1]) == "time"


def _spaced_meridiem(doc: Doc, i: int) -> bool:
    """ "a. m." or "p. m." written as two tokens from ``i``."""
    return i + 1 < len(doc) and _low(doc[i]) in ("a.", "p.") and _low(doc[i + 1]).rstrip(".") == "m"


def _clock_end(doc: Doc, end: int) -> int:
    """Where a clock time ends, its "p.m", "UTC" or "local time" included."""
    if _spaced_meridiem(doc, end):
        return end + 2
    if end < len(doc) and _low(doc[end]).rstrip(".") in CLOCK_WORDS | {"a.m", "p.m"}:
        end += 1
    if end + 1 < len(doc) and _low(doc[end]) == "local" and _low(doc[end + 1]) == "time":
        end += 2
    return end


def _is_relative_time(doc: Doc, start: int, end: int, unit: str | None) -> bool:
    """ "three days ago", "two years after the war", "the past two weeks": a time, not an amount;
    not what "lasted" or "spent" takes ("a siege that lasted three hours before police stormed in",
    "spent the next four days hiding"): how long, not when."""
    if unit not in TIME_UNITS:
        return False
    span = doc[start:end]
    if span.root.head.lemma_ in DURATION_VERBS and span.root.dep_ in ("dobj", "npadvmod"):
        return False
    if start > 0 and doc[start - 1].lemma_ in DURATION_VERBS and doc[start - 1].pos_ == "VERB":
        return False  # "lasted three hours before ...": right after the verb, however the parser hung it
    if start > 0 and _low(doc[start - 1]) in TIME_ANCHORS:
        return True
    if end >= len(doc):
        return False
    nxt = _low(doc[end])
    if nxt in ("ago", "earlier", "later", "prior"):
        return True
    return nxt in ("before", "after") and end + 1 < len(doc) \
        and doc[end + 1].pos_ in ("DET", "PROPN", "PRON", "NOUN")


# Time units that, capitalised after a number in running text, name a programme or an event.
NAMED_UNITS = frozenset({"minutes", "hours", "days", "weeks", "years"})


def _title_case(sentence, name) -> bool:  # noqa: ANN001
    """A headline's casing, so a capital says nothing of a name: most of its common words
    capitalised, or nearly all of its words (a headline's nouns are tagged as names)."""
    words = [t for t in sentence if t.is_alpha and len(t) > 3 and t.i != name.i]
    common = [t for t in words if t.pos_ != "PROPN" and not t.ent_type_]
    return (bool(common) and sum(t.text[:1].isupper() for t in common) > 0.6 * len(common)) or (
        bool(words) and sum(t.text[:1].isupper() for t in words) > 0.8 * len(words))


def _headline_verb(low: str) -> bool:
    """A verb of the measure classes in a headline's present tense: "kills", "injures"."""
    from kg.measures.classes import known_verb

    return low.endswith("s") and (known_verb(low[:-1]) or (low.endswith("es") and known_verb(low[:-2])))


def _headline_count(doc: Doc, atom: _Atom) -> bool:
    """A count in a headline written in title case, after a verb in the present tense and before
    the plural noun it counts ("Coast Guard Intercepts Four Smuggling Boats"), which NER often
    takes into one long name. The verb is any the lemma tables know ("intercepts"), the noun a
    plural within two words; "Releases Windows 10 Update" has neither."""
    from kg.extract.lemmas import lemma_as

    before = _before(doc, atom.start)
    if before is None or not before.is_title or not before.is_alpha:
        return False
    low = _low(before)
    if not low.endswith("s") or lemma_as(low, "verb") == low or not _title_case(sentence_of(doc_tokens(doc)[atom.start]), before):
        return False
    for token in doc_tokens(doc)[atom.end:atom.end + 2]:
        if token.tag_ in ("NNS", "NNPS") or (token.pos_ == "PROPN" and _low(token).endswith("s")):
            return True
        if token.pos_ not in ("PROPN", "NOUN", "ADJ"):
            return False
    return False


# nouns whose plural before numbers names them ("gates 5 and 6"): the label nouns, and those whose
# singular may be a verb before a count ("posts 12 and 14", but "post 3 photos")
PLURAL_LABEL_NOUNS = LABEL_NOUNS | {"post", "checkpoint", "camp", "base", "tower", "reactor", "well"}


def _is_label(doc: Doc, atom: _Atom) -> bool:
    """A number inside a name or label: "Boeing 737", "Category 5", "COVID-19", "round five"."""
    if glued_headline_count(doc, atom.start) is not None or (
            atom.start > 0 and _glued_hyphen(doc, atom.start - 1) and _headline_count_follows(doc, atom.end)):
        return False  # "Breaking News-Three People Shot", "NEWS-3 DEAD": a headline's count after its first words
    if _headline_count(doc, atom):
        return False
    after = doc[atom.end] if atom.end < len(doc) else None
    measured = atom.unit is not None or (after is not None and (after.tag_ == "NNS" or _unit_after(doc, atom.end, False)[1]))
    word_before = _before(doc, atom.start)
    if doc[atom.core].ent_type_ in NAME_ENTITY_TYPES and not measured and atom.currency is None and not (
            word_before is not None and _low(word_before) in ("magnitude", "aged", "age", "ages")):
        return True
    if after is not None and after.is_title and _low(after) in NAMED_UNITS and not _title_case(sentence_of(doc_tokens(doc)[atom.start]), after) \
            and atom.currency is None:
        return True  # a programme or an event: "the 60 Minutes interview", "the 24 Hours of Le Mans"
    if after is not None and (_low(after) in BORE_WORDS or after.text == "-" and atom.end + 1 < len(doc)
                              and _low(doc[atom.end + 1]) in BORE_WORDS):
        return True  # "a 12-gauge shotgun", "a .38 caliber revolver": the gun's bore, not a count
    if _glued_hyphen(doc, atom.end) and atom.end + 3 < len(doc) and _glued_hyphen(doc, atom.end + 2) \
            and doc[atom.end + 3].tag_ == "VBN":
        return True  # "the two-party-preferred vote", "a five-star-rated hotel": a compound adjective, no count
    i = atom.start
    before = _before(doc, i)
    first_in_line = before is None or before.i < doc_index(doc).sent_start[atom.start]
    if first_in_line and atom.end < len(doc) and doc[atom.end].text in (".", ")") \
            and not doc[atom.end - 1].whitespace_:
        return True  # a list marker: "1. Unofficial results"
    if before is None:
        return False
    i = before.i + 1
    low = _low(before)
    if low in ("magnitude", "aged", "age", "ages"):
        return False  # "Magnitude 6.3 according to ...", even when NER calls it a name
    if low == "." and i >= 2 and _low(doc[i - 2]) == "no":
        return True  # "No. 11"
    if low in ("-", "/") and not before.whitespace_ and i >= 2 and not doc[i - 2].whitespace_:
        word = doc[i - 2]
        if ALNUM_RE.match(word.text) or (word.is_alpha and (word.is_upper or word.is_title)
                                         and _low(word) not in MONTHS):
            return True
    if low in LABEL_NOUNS and atom.kind in ("digits", "words") and atom.currency is None:
        return True
    if before.tag_ == "NNS" and before.lemma_.lower() in PLURAL_LABEL_NOUNS and atom.kind == "digits" \
            and atom.currency is None:
        return True  # "gates 5 and 6", "posts 12 and 14": the numbers of the things named
    if atom.kind == "digits" and before.is_alpha and before.is_upper and len(before) <= 3 \
            and before.whitespace_ and low not in NOT_NAME_WORDS and low not in CURRENCY_PREFIX \
            and atom.currency is None and atom.unit is None and not _unit_after(doc, atom.end, False)[1]:
        return True  # a model written with a space: "six AK 47 rifles", "an F 16 jet"
    if measured:
        return False  # "placed Humberto 785 miles west", "Spain 3,000 migrants"
    if low in DIAL_VERBS:
        return True  # "by calling 101": a phone number
    if before.is_title and _headline_verb(low) and _title_case(sentence_of(doc_tokens(doc)[atom.start]), before):
        return False  # a headline's verb in capitals: "Quake in Iran Kills 10", not a name
    opening = before.is_sent_start or (before.i > 0 and (doc[before.i - 1].is_quote or doc[before.i - 1].is_left_punct))
    if opening and before.pos_ in OPENING_WORD_TAGS:
        return False  # a (quoted) sentence's capitalised first word: "While two of them fled", "After 20 minutes"
    if atom.currency is not None:
        return False
    if _names_number(before):
        return True
    if before.text == "]" and before.i >= 2 and doc[before.i - 2].text == "[" and _names_number(doc[before.i - 1]):
        return True  # a name an editor put in brackets: "[Debian] 12"
    return _listed_after_a_label(doc, before)


def _in_a_title(doc: Doc, atom: _Atom) -> bool:
    """A number in words inside a title in capitals, mid-sentence: the film "Million Dollar
    Mermaid", "Ocean's Eleven"; not a quoted sentence's first word ("Three died," he said)."""
    first = doc[atom.start]
    if atom.kind != "words" or not first.is_title or first.is_sent_start:
        return False
    sentence = sentence_of(first)
    before, after = _before(doc, atom.start), _after(doc, atom.end)
    if before is None or before.i < sentence.start:
        return False
    titled_after = after is not None and after.is_title and after.is_alpha
    if before.is_quote:
        return titled_after and _title_runs_to_quote(doc, atom.end)  # whatever the sentence's casing
    if _title_case(sentence, first):
        return False  # a headline: "Storm Kills Three People"
    titled_before = before.is_title and before.is_alpha or before.text in ("'s", "’s")
    closes = after is None or after.is_quote or after.is_right_punct or after.text in (",", ".")
    return titled_before and (titled_after or closes)


TITLE_SMALL_WORDS = frozenset("a an the of to in on at for and or but by with".split())


def _title_runs_to_quote(doc: Doc, j: int, most: int = 8) -> bool:
    """Whether the words from ``j`` to the next quotation mark are a title's: capitalised but for
    its small words ("Take Me Out to the Ball Game"), unlike a quoted sentence ("Three Marines died")."""
    for token in doc_tokens(doc)[j : j + most]:
        if token.is_quote:
            return True
        if not (token.is_title or _low(token) in TITLE_SMALL_WORDS or token.is_space or token.text in ("'s", "’s", "-")):
            return False
    return False


def _glued_by(doc: Doc, i: int) -> bool:
    """ "-by-" written glued from token ``i`` on: "four-by-four"."""
    return i + 2 < len(doc) and [t.text.lower() for t in doc_tokens(doc)[i:i + 3]] == ["-", "by", "-"] \
        and not any(t.whitespace_ for t in doc_tokens(doc)[i - 1:i + 2])


def _by_size(doc: Doc, atom: _Atom) -> bool:
    """A number in "N-by-N" with no unit after it: a name of a size or a drivetrain ("a
    four-by-four car", "two-by-four planks"), not a count of either. With a unit after it ("a
    ten-by-twelve foot room") the numbers stay as they were."""
    if atom.end - atom.start != 1:
        return False
    if _glued_by(doc, atom.end) and atom.end + 3 < len(doc) and _whole(doc[atom.end + 3]) is not None:
        second = atom.end + 3
    elif _glued_hyphen(doc, atom.end) and BY_NUMBER_RE.fullmatch(doc[atom.end + 1].text):
        second = atom.end + 1  # "an 8-by-12 cell", where the tokenizer keeps "by-12" whole
    elif atom.start >= 4 and _glued_by(doc, atom.start - 3) and _whole(doc[atom.start - 4]) is not None:
        second = atom.start
    else:
        return False
    return _unit_after(doc, second + 1, False)[1] is None


def _inner_capital(token: Token) -> bool:
    """A word written with a capital inside it, as products are named: "MacOS", "iPhone"."""
    return token.is_alpha and not token.is_upper and any(c.isupper() for c in token.text[1:])


def _names_number(word: Token) -> bool:
    """Whether ``word`` right before a number names what the number labels ("Boeing 737")."""
    low = _low(word)
    return ((word.pos_ == "PROPN" or word.is_title or _inner_capital(word)) and word.is_alpha
            and low not in NOT_NAME_WORDS | MODIFIER_WORDS | MONTHS | WEEKDAYS and low not in CURRENCY_PREFIX)


def _listed_after_a_label(doc: Doc, before: Token) -> bool:
    """ "Debian 11 and 12": a bare number listed after a name's number is the name's too."""
    if _low(before) not in ("and", "or", "&", ","):
        return False
    previous = _before(doc, before.i)
    if previous is None or not previous.is_digit:
        return False
    atom = _atom(doc, previous.i)
    return atom is not None and atom.end == previous.i + 1 and atom.kind == "digits" and _is_label(doc, atom)


def _is_pronoun_one(doc: Doc, atom: _Atom) -> bool:
    """ "one of the", "one that", "no one", "one day": "one" standing for a thing or a time."""
    if atom.kind != "words" or atom.value != 1 or atom.end - atom.start != 1:
        return False
    token = doc[atom.core]
    before = _low(doc[atom.start - 1]) if atom.start > 0 else ""
    if before in ("no", "every", "any", "each", "the", "this", "that", "which", "a", "at", "other",
                  "last", "next", "only", "same", "another", "little", "big", "new", "old") \
            or before in ORDINAL_WORDS:
        return True
    if before == "-" and atom.start >= 2 and _low(doc[atom.start - 2]) == "no":
        return True  # "no-one"
    after = _low(doc[atom.end]) if atom.end < len(doc) else ""
    if after in ("of", "another", "that", "who", "which", "day", "time", "way", "or", "thing"):
        return True
    if atom.end < len(doc) and doc[atom.end].pos_ == "PROPN" and doc[atom.end].is_title:
        return True  # "reportedly one Vijayaragavan": "a certain", not a count
    counts_noun = token.dep_ == "nummod" and token.head.i > token.i
    subject = token.dep_ in ("nsubj", "nsubjpass")
    bounded = _modifier_before(doc, atom.start)[1] is not None  # "killed at least one": an amount
    return not (counts_noun or subject or bounded or _one_of_a_count(token))


def _one_of_a_count(token: Token) -> bool:
    """ "shot three people, killing one": "one" is the object of a participle that hangs on a verb
    whose object is a count; it counts what that count counts (the elided noun)."""
    verb = token.head
    if token.dep_ != "dobj" or verb.tag_ != "VBG" or verb.dep_ not in ("advcl", "xcomp", "conj"):
        return False
    main = verb.head
    return any(child.dep_ == "dobj" and any(n.dep_ == "nummod" and n.like_num for n in children_of(child))
               for child in children_of(main) if child.i < verb.i)


# a North American phone number: "800-800-3855", "1-800-555-0199", "(503) 555-0100"
PHONE_RE = re.compile(r"(?<![\d-])(?:1[-. ])?(?:\(\d{3}\) ?|\d{3}[-.])\d{3}[-.]\d{4}(?![\d-])")


def _in_phone_number(doc: Doc, atom: _Atom) -> bool:
    """Whether ``atom`` is part of a phone number written with hyphens or dots ("call the tip
    line at 800-800-3855"), which the tokenizer splits into numbers and a range."""
    text = doc_text(doc)
    start = doc[atom.start].idx
    end = doc[atom.end - 1].idx + len(doc[atom.end - 1])
    window_start = max(0, start - 16)  # a phone number is at most 16 characters long
    return any(m.start() <= start and end <= m.end()
               for m in PHONE_RE.finditer(text, window_start, min(len(text), end + 16)))


def _exclusion(doc: Doc, atom: _Atom) -> str | None:
    """Why ``atom`` is not an amount (one of EXCLUSIONS), or None."""
    if atom.exclude:
        return atom.exclude
    if atom.kind in ("vague", "fraction"):
        return None
    if _is_time(doc, atom):
        return "time"
    if _near_month(doc, atom) or _is_year(doc, atom) or _spelled_year(doc, atom):
        return "date"
    if _by_size(doc, atom) or _bore_in_mm(doc, atom):
        return "size"  # not a label either: "four-by-four", "a 5.56mm rifle" tell no measure of the clause apart
    if _in_phone_number(doc, atom) or _is_label(doc, atom) or _in_a_title(doc, atom):
        return "label"
    if _is_pronoun_one(doc, atom):
        return "pronoun"
    return None


def _range(doc: Doc, first: _Atom, skip: Sequence[Span]) -> _Atom | None:
    """ "2,000 to 3,000", "between 10 and 20", "two or three", "20% to 30%" as one atom."""
    if first.kind in ("vague", "fraction") or first.value is None or first.high is not None:
        return None
    j = first.end
    unit_end, unit, _ = _unit_after(doc, j, first.scale is not None)
    if unit is not None:
        j = unit_end  # "20% to 30%": the second must then carry the same unit
    if j >= len(doc) or _low(doc[j]) not in RANGE_CONNECTORS:
        return None
    connector = _low(doc[j])
    start = first.start
    before = _low(doc[start - 1]) if start > 0 else ""
    if connector == "and" and before != "between":
        return None
    if connector == "to" and start > 0:
        verb = doc[start - 2] if before == "from" and start > 1 else doc[start - 1]
        if verb.lemma_ in CHANGE_VERBS or verb.lower_ in ("up", "down") or before in ("by",):
            return None  # "rose from 5 to 6", "increased by 2 to 30"
    k = j + 1
    if k < len(doc) and _low(doc[k]) in CURRENCY_PREFIX:
        k += 1
    if k >= len(doc) or _in_spans(doc, k, skip):
        return None
    second = _atom(doc, k)
    if first.currency is not None and second is not None and second.currency is None and second.scale is None:
        second = _digits(doc, k, first.currency, k) or second  # "$140-150m": the first's currency makes "m" a scale
    if second is None or second.exclude or second.value is None or second.high is not None \
            or second.kind in ("vague", "fraction"):
        return None
    if unit is not None and _unit_after(doc, second.end, second.scale is not None)[1] != unit:
        return None
    low, high = first.value, second.value
    if second.scale and not first.scale and low < 1000 and low * second.scale <= high:
        low *= second.scale  # "2 to 3 million"
    if not low < high:
        return None  # a tally ("52 to 48") or a score: two numbers
    if connector == "and" or (connector == "to" and before == "from"):
        start -= 1  # "between", "from" belong to the range
    steps = [d for d in (first.last_digit, second.last_digit) if d is not None]
    return _Atom(start, second.end, second.core, low, high=high, scale=second.scale,
                 kind=first.kind, currency=first.currency or second.currency,
                 unit=second.unit or first.unit, last_digit=min(steps) if steps else None)


def _to_float(value: Decimal | None) -> float | None:
    return None if value is None else float(value)


def _expression(doc: Doc, atom: _Atom) -> NumberExpression:
    """Puts an atom, the modifiers before it and the unit around it into one expression."""
    end = atom.end
    unit, unit_kind = atom.unit, ("percent" if atom.unit == "percent" else
                                  "measure" if atom.unit else None)
    after_end, after_unit, after_kind = _unit_after(doc, end, atom.scale is not None)
    if after_unit is not None:
        end = after_end
        if not (after_kind == "money" and atom.currency):
            unit, unit_kind = after_unit, after_kind
    if atom.currency:
        unit, unit_kind = atom.currency, "money"
    if atom.kind == "vague" and unit is None and end < len(doc) and _low(doc[end]) == "of":
        of_unit = _unit_after(doc, end + 1, True)  # "millions of dollars", "thousands of Euros"
        if of_unit[2] == "money" or of_unit[1] in TIME_UNITS:
            unit = of_unit[1]
    if unit is None and _quake_scale(doc, atom):
        unit, unit_kind = "magnitude", "measure"
        end = _magnitude_word_end(doc, end)
    begin = atom.start
    unit_before = None
    age = False
    before = _low(doc[begin - 1]) if begin > 0 else ""
    if before == "of" and begin > 1 and _low(doc[begin - 2]) in ("age", "magnitude"):
        before = _low(doc[begin - 2])  # "at the age of 78", "a magnitude of 4.0"
    if before in ("and", ",") and begin > 2 and doc[begin - 2].like_num and _low(doc[begin - 3]) in ("ages", "aged"):
        before = "aged"  # "two men, ages 47 and 48": the second age of the pair
    if before == "ages":
        before = "aged"  # "ages 47 and 48"
    if unit == "year" and before in ("aged", "age"):
        unit_before, age = before, True  # "aged 84 years"
        side, approximate = None, False
    elif unit is None and before in ("magnitude", "aged", "age"):
        unit_before = before  # "magnitude 6.3", "aged 78"
        unit, unit_kind = ("magnitude" if before == "magnitude" else "year"), "measure"
        age = before != "magnitude"
        side, approximate = None, False
    else:
        begin, side, approximate = _modifier_before(doc, begin)
    if unit == "year":  # "a 36-year-old", "78 years old"
        k = end + 1 if end < len(doc) and doc[end].text == "-" and not doc[end - 1].whitespace_ else end
        if k < len(doc) and _low(doc[k]) == "old":
            end, age = k + 1, True

    post = _modifier_after(doc, end)
    if post is not None:
        end, post_side, post_approximate = post
        side = side or post_side
        approximate = approximate or post_approximate

    value = min_value = max_value = None
    vague = atom.kind == "vague"
    if atom.high is not None:
        min_value, max_value = _to_float(atom.value), _to_float(atom.high)
        rule = RULE_RANGE
    elif vague:
        min_value = _to_float(atom.minimum)
        rule = RULE_VAGUE
    else:
        if side == "min":
            min_value = _to_float(atom.value)
        elif side == "max":
            max_value = _to_float(atom.value)
        else:
            value = _to_float(atom.value)
        rule = RULE_FRACTION if atom.kind == "fraction" else RULE_CARDINAL
    if atom.kind == "fraction" and unit is None:
        unit = "fraction"
    if not vague and unit_kind is not None:
        rule = {"money": RULE_MONEY, "percent": RULE_PERCENT, "measure": RULE_MEASURE}[unit_kind]
    return NumberExpression(
        start=begin, end=end, core=atom.core, rule=rule, value=value, min_value=min_value,
        max_value=max_value, approximate=approximate, vague=vague, unit=unit,
        of_follows=end < len(doc) and _low(doc[end]) == "of", unit_before=unit_before, age=age,
        last_digit=_to_float(atom.last_digit),
    )


def find_numbers(
    doc: Doc, skip: Sequence[Span] = ()
) -> tuple[list[NumberExpression], list[ExcludedNumber]]:
    """Every number expression of ``doc`` outside ``skip``, and every number excluded.

    Returns:
        The expressions in text order, and the excluded numbers with their reasons.
    """
    found: list[NumberExpression] = []
    excluded: list[ExcludedNumber] = []
    skip = [*skip, *_web_address_lines(doc_text(doc))]  # Doc.text joins every token again
    i = 0
    tokens = doc_tokens(doc)
    n = len(doc)
    # every other word is passed over one by one below: go from one of these to the next
    readable = words_where(doc, _may_start_number_or_ordinal, LOWER)
    k = 0
    while i < n:
        k = bisect_left(readable, i, k)
        if k == len(readable):
            break
        i = readable[k]
        token = tokens[i]
        if token.is_space:
            i += 1
            continue
        low = _low(token)
        atom = _atom(doc, i) if _may_start_number(low) else None
        if atom is None:
            if low in ORDINAL_WORDS:
                excluded.append(ExcludedNumber(i, i + 1, "ordinal"))
            i += 1
            continue
        if _in_spans(doc, atom.core, skip):
            excluded.append(ExcludedNumber(atom.start, atom.end, "furniture"))
            i = max(atom.end, i + 1)
            continue
        reason = _exclusion(doc, atom)
        ranged = _range(doc, atom, skip) if reason in (None, "pronoun") else None
        if ranged is not None and reason == "pronoun":
            reason = None  # "one or two hundred"
        if reason is not None:
            end = _clock_end(doc, atom.end) if reason == "time" else atom.end
            excluded.append(ExcludedNumber(atom.start, end, reason))
            i = max(end, i + 1)
            continue
        expression = _expression(doc, ranged or atom)
        time_end = expression.end + 2 if expression.vague and expression.unit in TIME_UNITS else expression.end
        if _is_relative_time(doc, expression.start, time_end, expression.unit):
            excluded.append(ExcludedNumber(expression.start, expression.end, "date"))
        else:
            found.append(expression)
        i = max(expression.end, i + 1)
    return found, excluded
