"""What NER calls a name and is not one: time zones, units, events and what lies inside them.

- a time zone's abbreviation ("UTC", "CET"), from the IANA time zone database, or in capitals
  after a clock's a.m./p.m. ("9:54 a.m. ET");
- a unit right after a number ("450 MW"), and a currency after an amount or "the" ("22 billion
  Euros", "the Euro fell": the nouns of the ISO 4217 currency names, from ``pycountry``);
- an event, a competition or an award ("World Athletics Championships", "Iraq War"), and
  things kg does not model (works, laws, products, languages): the names inside them are
  not entities of their own;
- a mission, a programme or a railway line named before its kind ("the Vostok 6 mission",
  "the Jubilee line" where NER calls it a person), or a name and a year in quotes ("Zrínyi 2026");
- a religion or another -ism ("Islam", "Buddhism");
- a people or a profession in the plural, bare ("surveyed Britons", "Egyptologists have"): a
  plural whose singular the dictionary writes only capitalised, with a people's ending ("-ist",
  "-ian", "-ite", "-ton"), and no "the" or owner before it;
- a living thing's scientific name, a genus and its species in lower case ("Acropora
  millepora"), and its genus alone elsewhere in the article;
- a function word of another language opening a sentence ("Le bilan est lourd").
"""

from __future__ import annotations

import re
from functools import lru_cache

from spacy.tokens import Doc
from spacy.tokens import Span as SpacySpan

from kg.extract._doc_index import doc_tokens, words_where

__all__ = [
    "EVENT_HEADS",
    "UNMODELLED_LABELS",
    "is_currency_name",
    "is_event_name",
    "is_foreign_function_word",
    "is_people_plural",
    "is_programme",
    "is_religion",
    "taxon_genera",
    "is_symbol",
    "time_zone_abbreviations",
]

# Last words of the name of an event, a competition or an award: not a person, organisation or place.
EVENT_HEADS = {
    "championships", "championship", "cup", "games", "olympics", "olympiad", "challenge", "marathon",
    "festival", "awards", "award", "prize", "war", "tournament", "grand", "prix", "rally", "open", "series",
    "race", "fest",
}
# Words after a name that make it a mission or a programme, not its operator: "the Zarya 3 mission".
PROGRAMME_AFTER = {"mission", "missions", "programme", "program", "spacecraft", "capsule", "rocket", "line", "lines"}
# Words after a name that make it a mission's: "the Apollo–Soyuz mission".
MISSION_WORDS = {"mission", "missions", "programme", "program", "spacecraft", "capsule"}
# Quotation marks around a name.
QUOTES = {'"', "“", "”", "'", "‘", "’", "``", "''"}
# Religions whose name is not an -ism (those are found by their ending).
RELIGIONS = {"Islam", "Shinto", "Sikhi", "Wicca", "Vodou", "Santería"}
# Articles of the languages most often quoted in English news (French, Spanish, Italian,
# German, Dutch); not those that are also given names or particles of names ("Des", "De", "Van").
FOREIGN_ARTICLES = {"le", "la", "les", "el", "los", "las", "il", "gli", "der", "die", "das", "het", "une", "du", "aux"}
# The halves of a twelve-hour clock, as news writes them after a time.
CLOCK_HALVES = {"a.m.", "p.m.", "am", "pm", "a.m", "p.m"}
# Endings of the Latin or Latinised epithet of a species ("damicornis", "millepora", "coli").
EPITHET_ENDINGS = ("a", "ae", "i", "is", "us", "um", "ense", "ensis")
# NER labels a genus never bears: a nationality, a day ("Chinese airlines", "Wednesday media").
NOT_GENUS_LABELS = {"NORP", "DATE", "TIME", "ORDINAL", "CARDINAL", "LANGUAGE"}
# Endings of the singular of a people's or a field's follower's word ("Briton", "Egyptologist",
# "Jacobite", "Bostonian"), which the dictionary writes capitalised.
PEOPLE_ENDINGS = ("ist", "ian", "ite", "ton")
# NER labels of things kg does not model: names inside them ("Iraq" in "Iraq War") are not entities.
UNMODELLED_LABELS = {"EVENT", "WORK_OF_ART", "LAW", "PRODUCT", "LANGUAGE"}


@lru_cache(maxsize=1)
def time_zone_abbreviations() -> frozenset[str]:
    """The abbreviations of the IANA time zones ("UTC", "CET", "EST", "GMT"), from the tz database."""
    import zoneinfo
    from datetime import datetime

    found = {"UTC", "GMT"}
    instants = [datetime(2021, month, 15, 12) for month in (1, 7)]
    for name in zoneinfo.available_timezones():
        try:
            zone = zoneinfo.ZoneInfo(name)
        except (OSError, ValueError):
            continue
        for instant in instants:
            abbreviation = instant.replace(tzinfo=zone).tzname() or ""
            if abbreviation.isalpha() and abbreviation.isupper():
                found.add(abbreviation)
    return frozenset(found)


@lru_cache(maxsize=1)
def currency_nouns() -> frozenset[str]:
    """The nouns that close the names of the ISO 4217 currencies ("euro", "dollar", "franc"),
    singular and plural, from ``pycountry`` (not the metals and funds coded "X…": "Gold")."""
    import pycountry

    nouns = set()
    for currency in pycountry.currencies:
        noun = currency.name.split()[-1].lower()
        if currency.alpha_3.startswith("X") or not noun.replace("’", "").isalpha():
            continue
        nouns.update((noun, noun + "s"))
    return frozenset(nouns)


def is_currency_name(token, typed_person: bool) -> bool:  # noqa: ANN001
    """ "22 billion Euros", "a crisis for the Euro": a currency after an amount, or after "the"
    (where NER does not call it a person: "Rand" is also a surname), is no body or place."""
    if token.lower_ not in currency_nouns() or token.i == 0:
        return False
    previous = token.doc[token.i - 1]
    return previous.like_num or (previous.lower_ == "the" and not typed_person)


def is_event_name(span: SpacySpan) -> bool:
    """"World Athletics Championships", "Iraq War", "U.S. Open", "Democratic National Convention": an event,
    not its organiser."""
    # (a name ends at a run of spaces NER read through: "the Ruritanian National Convention  Voters")
    # (the Doc's cached Tokens: iterating and slicing the Span makes new ones, and a new Span)
    tokens = doc_tokens(span.doc)[span.start:span.end]
    cut = next((i for i, t in enumerate(tokens) if t.is_space), len(tokens))
    words = [t for t in tokens[:cut] if t.is_alpha]
    # "the 1972 Democratic National Convention": a party's convention is a meeting, not the party
    national_convention = [t.lower_ for t in words[-2:]] == ["national", "convention"] and words[-1].text[:1].isupper()
    return len(words) > 1 and (words[-1].lower_ in EVENT_HEADS and words[-1].text[:1].isupper() or national_convention)


def is_symbol(token) -> bool:  # noqa: ANN001
    """A time zone ("UTC", "CET") or a unit right after a number ("500 MW"): not a name."""
    if token.text in time_zone_abbreviations():
        return True
    # "9:54 a.m. ET", "5 pm PT": capitals right after a clock's a.m./p.m. are a zone, even one the tz database lacks
    if token.i > 0 and token.doc[token.i - 1].lower_ in CLOCK_HALVES and token.is_upper and token.is_alpha and len(token.text) <= 4:
        return True
    previous = token.doc[token.i - 1] if token.i > 0 else None
    return bool(previous is not None and previous.like_num and len(token.text) <= 4 and not token.text.istitle())


def is_programme(doc: Doc, start: int, end: int, typed_person: bool) -> bool:
    """"the Zarya 3 mission", tokens [start, end) that NER calls a person before "programme": a
    mission, not a person or its agency ("the NASA mission" names its agency: neither numbered
    nor a person)."""
    numbered = end < len(doc) and doc[end].like_num
    after = end  # the word after the name and its numbers
    while after < len(doc) and doc[after].like_num:
        after += 1
    if numbered and is_quoted_plan(doc, start, end):
        return True
    if (numbered or typed_person) and after < len(doc) and doc[after].lower_ in PROGRAMME_AFTER and doc[after].is_lower:
        return True
    # "the Apollo–Soyuz mission": two names joined by a dash before a mission's word are its name
    # (not two agencies' acronyms, "the NASA-ESA mission"; not a route, "the Paris-Lyon line")
    return bool(not numbered and after + 2 < len(doc) and doc[after].text in {"-", "–"} and not doc[after].whitespace_
                and doc[after + 1].is_title and doc[end - 1].is_title and doc[after + 2].lower_ in MISSION_WORDS
                and doc[after + 2].is_lower)


def is_quoted_plan(doc: Doc, start: int, end: int) -> bool:
    """Tokens [start, end), a name, and a year in quotes: a plan's or a programme's name ("a
    programme dubbed "Zrínyi 2026""), not the place or the person it is named after."""
    year = end
    return (start > 0 and doc[start - 1].text in QUOTES and year + 1 < len(doc)
            and re.fullmatch(r"(19|20)\d\d", doc[year].text) is not None and doc[year + 1].text in QUOTES)


def is_religion(text: str) -> bool:
    """"Islam", "Buddhism", "Catholicism": a religion or a doctrine, which kg does not model."""
    return text in RELIGIONS or (" " not in text and len(text) > 5 and text.endswith("ism") and text[:1].isupper())


def is_foreign_function_word(token) -> bool:  # noqa: ANN001
    """"Le" opening "Le bilan est lourd": an article of another language, not a name."""
    return token.is_sent_start and token.text[:1].isupper() and token.lower_ in FOREIGN_ARTICLES


def _may_be_epithet(text: str) -> bool:
    return len(text) >= 4 and text.endswith(EPITHET_ENDINGS)  # taxon_genera's test of the text alone


def taxon_genera(doc) -> frozenset[str]:  # noqa: ANN001
    """The genera of the scientific names of living things in the Doc: a capitalised word followed
    by a lower-case word of Latin form that no English dictionary has ("Vibrio coralliilyticus",
    "Porites cylindrica"); a genus is no person, body or place, alone or with its species."""
    from kg.gazetteer import is_common_word

    genera = set()
    tokens = doc_tokens(doc)
    # the words that may be a species' epithet, from the Doc's array; the genus is the word before
    for genus, token in [(tokens[i - 1], tokens[i]) for i in words_where(doc, _may_be_epithet) if i > 0]:
        if token.is_lower and token.is_alpha and len(token.text) >= 4 and token.text.endswith(EPITHET_ENDINGS) \
                and genus.is_title and genus.is_alpha and genus.ent_type_ not in NOT_GENUS_LABELS and not is_common_word(token.text):
            genera.add(genus.text)
    return frozenset(genera)


def is_people_plural(token) -> bool:  # noqa: ANN001
    """"surveyed Britons", "Egyptologists have reported": a bare plural of a word the dictionary
    writes only capitalised, with a people's or a follower's ending (a people, a follower of a
    field), not a name; a side or a band named
    by a plural takes "the" ("the Spartans") and is left alone, as is an owner's ("Ada's Titans")."""
    from kg.gazetteer import capitalised_words, common_words

    word = token.text
    if not (token.is_title and token.is_alpha and len(word) > 4 and word.endswith("s")):
        return False
    singular = word[:-1]
    # (the endings of peoples' and followers' words: a surname made of a given name and "s" is no
    # people, "Williams", "Evans")
    if not singular.endswith(PEOPLE_ENDINGS) or singular not in capitalised_words() or singular.lower() in common_words():
        return False
    before = token.doc[token.i - 1] if token.i > 0 else None
    return before is None or not (before.lower_ in {"the", "these", "those"} or before.tag_ in {"PRP$", "POS"})
