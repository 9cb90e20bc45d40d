"""Time expressions of a Doc ("on Thursday", "over the past week", "in May 2021", "by 6 p.m")
and the dates they name, read against the article's publication date.

The expressions come from spaCy's DATE and TIME entities (adjacent ones merged: "Thursday"
+ "morning") and from clock times the number finder excluded ("6 p.m"), each with the
preposition that introduces it. Durations ("40 years", "in days", "78-year-old") are amounts,
not times, and are left out.

``resolve`` turns the common forms into an ISO interval: weekday names (the last such day
on or before publication, or the next one for future clauses), today/yesterday/tomorrow,
this/last/past week/month/year, month names with or without a day and year, and years.
Anything else keeps its text and no dates: nothing is guessed.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher
from datetime import date, timedelta

from spacy.tokens import Doc

from kg.extract._doc_index import doc_ents, doc_tokens, span_text
from kg.extract.numbers import TIME_UNITS, ExcludedNumber
from kg.records import Span

TIME_PREPOSITIONS = frozenset({"on", "in", "over", "since", "from", "by", "during", "until", "till",
                               "at", "before", "after", "through", "throughout", "within",
                               "between", "as", "of", "around"})
# words that anchor a stretch of time to the calendar: without one, "40 years" is a duration
ANCHORS = frozenset({"past", "last", "next", "this", "these", "ago", "earlier", "later", "today",
                     "yesterday", "tomorrow", "tonight", "recent", "coming", "previous", "early",
                     "late", "mid", "end", "beginning", "start", "same", "that", "current"})
WEEKDAY_NUMBER = {name: i for i, name in enumerate(
    "monday tuesday wednesday thursday friday saturday sunday".split())}
MONTH_NUMBER = {name: i for i, name in enumerate(
    "january february march april may june july august september october november december"
    .split(), start=1)}
MONTH_ABBREVIATIONS = {"jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8,
                       "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12}
UNIT_DAYS = {"day": 1, "week": 7, "month": 30, "year": 365}
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "a": 1, "an": 1}


@dataclass(frozen=True, slots=True)
class TimeExpression:
    """A time expression as written, with token bounds (preposition included)."""

    start: int  # token indices
    end: int
    text: str


TIME_WORDS = frozenset({"today", "yesterday", "tomorrow", "tonight", "morning", "afternoon",
                        "evening", "night", "noon", "midnight", "week", "weeks", "weekend",
                        "month", "months", "year", "years", "day", "days", "decade", "decades",
                        "century", "hour", "hours", "minute", "minutes", "spring", "summer",
                        "autumn", "fall", "winter", "christmas", "easter", "earlier", "later",
                        "recently", "now", "currently", "a.m.", "p.m.", "am", "pm", "season",
                        "quarter", "overnight", "daily", "annual", "annually"})


def _is_time_word(word: str) -> bool:
    return (word in TIME_WORDS or word in WEEKDAY_NUMBER or word in MONTH_NUMBER
            or word.rstrip(".") in MONTH_ABBREVIATIONS or bool(re.fullmatch(r"\d{4}", word)))


def _is_duration(words: list[str]) -> bool:
    """ "40 years", "days", "78-year-old", "five weeks": an amount of time, not a time."""
    has_unit = any(w.rstrip("s") in TIME_UNITS or w in ("decades", "decade", "centuries")
                   for w in words)
    anchored = any(w in ANCHORS for w in words)
    has_name = any(w in WEEKDAY_NUMBER or w in MONTH_NUMBER or re.fullmatch(r"\d{4}", w)
                   for w in words)
    return has_unit and not anchored and not has_name


def time_expressions(doc: Doc, skip: Sequence[Span] = (),
                     clocks: Sequence[ExcludedNumber] = ()) -> list[TimeExpression]:
    """The time expressions of ``doc`` outside ``skip``, in text order."""
    stretches: list[tuple[int, int]] = []
    for ent in doc_ents(doc):
        if ent.label_ not in ("DATE", "TIME"):
            continue
        if any(s.start < ent.end_char and ent.start_char < s.end for s in skip):
            continue
        words = [t.lower_ for t in ent]
        if _is_duration(words) or not any(_is_time_word(w) for w in words):
            continue  # "40 years"; "K2-18b" tagged DATE
        stretches.append((ent.start, ent.end))
    stretches += [(c.start, c.end) for c in clocks if c.reason == "time"]
    stretches.sort()
    merged: list[tuple[int, int]] = []
    for start, end in stretches:
        if merged and start <= merged[-1][1]:  # "Thursday" + "morning"; overlaps
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    found = []
    for start, end in _split_at_breaks(doc, merged):
        if start > 0 and doc[start - 1].lower_ in TIME_PREPOSITIONS and doc[start - 1].pos_ in (
                "ADP", "SCONJ"):
            start -= 1
        # a possessive "Thursday's" is part of a noun phrase, not a time adverbial
        if end < len(doc) and doc[end].tag_ == "POS":
            continue
        text = span_text(doc, start, end)
        found.append(TimeExpression(start, end, text))
    return found


def _split_at_breaks(doc: Doc, stretches: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Cuts stretches at line breaks and trims whitespace: NER runs a dateline into the text."""
    pieces = []
    for start, end in stretches:
        piece_start = start
        for k in range(start, end + 1):
            if k == end or doc[k].is_space:
                if k > piece_start:
                    pieces.append((piece_start, k))
                piece_start = k + 1
    return [(s, e) for s, e in pieces if any(not t.is_punct for t in doc_tokens(doc)[s:e])]


def _parse_published(published: str | None) -> date | None:
    if not published:
        return None
    try:
        return date.fromisoformat(published[:10])
    except ValueError:
        return None


def _month_range(year: int, month: int) -> tuple[date, date]:
    return date(year, month, 1), date(year, month, calendar.monthrange(year, month)[1])


def resolve(text: str, published: str | None, future: bool = False) -> tuple[str | None, str | None]:
    """The ISO start and end dates ``text`` names, or (None, None) when it cannot be told.

    Args:
        text: the time expression as written.
        published: the article's ISO publication date, if known.
        future: the clause looks forward ("will travel on Friday").
    """
    pub = _parse_published(published)
    interval = _resolve(text.lower(), pub, future)
    if interval is None:
        return None, None
    first_word = text.split()[0].lower() if text.split() else ""
    if first_word in ("since", "from") and not future:
        return interval[0].isoformat(), pub.isoformat() if pub and pub >= interval[0] else None
    if first_word in ("until", "till", "by", "before"):
        return None, interval[1].isoformat()
    return interval[0].isoformat(), interval[1].isoformat()


def _resolve(text: str, pub: date | None, future: bool) -> tuple[date, date] | None:
    words = re.findall(r"[a-z]+|\d+", text)
    # absolute forms first: they need no publication date
    clock_zone = any(w in ("utc", "gmt", "am", "pm", "a", "p", "local", "hours", "hrs", "hr") for w in words)
    # "1800 UTC", "at 1100 hours", "1100 hrs" are clock times, not years
    years = [int(w) for w in words if re.fullmatch(r"\d{4}", w) and 1000 <= int(w) <= 2100
             and not clock_zone]
    months = [MONTH_NUMBER.get(w, MONTH_ABBREVIATIONS.get(w)) for w in words
              if w in MONTH_NUMBER or w in MONTH_ABBREVIATIONS]
    days = [int(w) for w in words if re.fullmatch(r"\d{1,2}", w) and 1 <= int(w) <= 31]
    clock = re.search(r"\d\s*(a\.?m|p\.?m)|\d:\d\d", text)
    if months:
        month = months[0]
        year = years[0] if years else None
        if year is None and pub is not None:
            year = pub.year
            if not future and month > pub.month:
                year -= 1
            if future and month < pub.month:
                year += 1
        if year is None:
            return None
        if days and not clock:
            try:
                day = date(year, month, days[0])
            except ValueError:
                return None
            return day, day
        return _month_range(year, month)
    if years and len(years) == 1 and not days:
        return date(years[0], 1, 1), date(years[0], 12, 31)
    if pub is None:
        return None
    weekday = next((WEEKDAY_NUMBER[w] for w in words if w in WEEKDAY_NUMBER), None)
    if weekday is not None:
        if future or "next" in words:
            delta = (weekday - pub.weekday()) % 7
            day = pub + timedelta(days=delta)
        else:
            delta = (pub.weekday() - weekday) % 7
            if "last" in words and delta == 0:
                delta = 7
            day = pub - timedelta(days=delta)
        return day, day
    if "today" in words or "tonight" in words or ("this" in words and any(
            w in words for w in ("morning", "afternoon", "evening"))):
        return pub, pub
    if "yesterday" in words:
        return pub - timedelta(days=1), pub - timedelta(days=1)
    if "tomorrow" in words:
        return pub + timedelta(days=1), pub + timedelta(days=1)
    anchor = next((k for k, w in enumerate(words) if w in ("past", "last", "this", "earlier",
                                                            "next", "coming")), None)
    tail = words[anchor + 1:] if anchor is not None else words
    unit = next((w.rstrip("s") for w in tail if w.rstrip("s") in UNIT_DAYS), None)
    if unit is None or anchor is None:
        return None
    count = next((int(w) if w.isdigit() else NUMBER_WORDS[w] for w in tail
                  if w.isdigit() or w in NUMBER_WORDS), 1)
    words = words[anchor:]
    if "past" in words or ("last" in words and count > 1):
        return pub - timedelta(days=UNIT_DAYS[unit] * count), pub
    if "this" in words or "earlier" in words:
        if unit == "week":
            monday = pub - timedelta(days=pub.weekday())
            return (monday, pub) if "earlier" in words else (monday, monday + timedelta(days=6))
        if unit == "month":
            first, last = _month_range(pub.year, pub.month)
            return (first, pub) if "earlier" in words else (first, last)
        if unit == "year":
            return (date(pub.year, 1, 1), pub) if "earlier" in words else (
                date(pub.year, 1, 1), date(pub.year, 12, 31))
    if "last" in words:
        if unit == "week":
            monday = pub - timedelta(days=pub.weekday() + 7)
            return monday, monday + timedelta(days=6)
        if unit == "month":
            previous = pub.replace(day=1) - timedelta(days=1)
            return _month_range(previous.year, previous.month)
        if unit == "year":
            return date(pub.year - 1, 1, 1), date(pub.year - 1, 12, 31)
    return None


# -- datelines -------------------------------------------------------------------------------------

DATELINE_LINES = 6  # a dateline sits in an article's first lines
DATELINE_WORDS = frozenset({
    "posted", "updated", "published", "last", "first", "originally", "edited", "on", "at", "by", "|", "-",
    "and", "date", "gmt", "utc", "bst", "cet", "cest", "est", "edt", "cst", "cdt", "pst", "pdt", "mst", "mdt",
    "ist", "aest", "aedt", "hkt", "et", "pt", "uk", "am", "pm", "a.m.", "p.m.", "hrs", "local", "time",
})
# a month's first three letters and what follows: "Nov", "November", and a misspelt "Novemer"
# (``_month`` accepts a word only close to a month's name: "Mayor" is no May)
_MONTH_NAME = r"((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\.?"
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"(\d{4}|\d{2})"
DATELINE_PATTERNS = (
    # "May 03, 2013", "June 13,2013", "Nov 27, 2005", "December 15th, 2008", "Dec-19-05"
    ("mdy", re.compile(rf"\b{_MONTH_NAME}[ \-]*{_DAY}(?:\s*,\s*|[ \-]+){_YEAR}\b", re.I)),
    # "28 November 2005", "09 Sep 2013", "27 NOVEMBER, 2005", "November 27-2005" is above
    ("dmy", re.compile(rf"\b{_DAY}[ \-]+{_MONTH_NAME}[ ,\-]+{_YEAR}\b", re.I)),
    # "2012-04-04"
    ("iso", re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")),
    # "11 / 30 / 09", "05/02/2013", "14 / 09 / 2013" (a first number over 12 is a day)
    ("numeric", re.compile(r"\b(\d{1,2})\s*/\s*(\d{1,2})\s*/\s*(\d{4}|\d{2})\b")),
)
_WEEKDAY_ABBREVIATIONS = {"mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun"}
_CLOCK = re.compile(r"^\d{1,2}(?:[:.]\s?\d{2}){0,2}(?:\s?(?:am|pm))?$", re.I)


# a date in the path of the article's address, on its first line: ".../2013/05/03/lohan-..."
URL_DATE = re.compile(r"/\s*((?:19|20)\d\d)\s*/\s*(\d{2})\s*/\s*(\d{2})\s*/")


def dateline(text: str) -> str | None:
    """The date of an article's dateline, ISO, when the text carries one and no metadata does.

    A dateline is a line among the first ``DATELINE_LINES`` that holds a full date (day, month
    and year) and little else: "Last Updated: Monday, 28 November 2005, 02:24 GMT", "May 03,
    2013", "12 / 16 / 08 1:30 AM EST", "Posted on Thu Jun 13, 2013". A sentence that mentions
    a date ("Reid checked herself in on Tuesday, December 9, 2008.") is not a dateline; the
    place, date and dash a lede opens with is ("HARWICK, March 3, 2031 — Maria Costa won …").
    Failing one, a date in the path of an address on the first line (".../2013/05/03/...").
    """
    lines = text.strip().splitlines()[:DATELINE_LINES]
    for line in lines:
        for kind, pattern in DATELINE_PATTERNS:
            match = pattern.search(line)
            if match is None:
                continue
            found = _date_of(kind, match.groups())
            if found is not None and (_only_date_words(line[:match.start()] + " " + line[match.end():])
                                      or _opens_the_lede(line[:match.start()], line[match.end():])):
                return found.isoformat()
    if lines and lines[0].lower().startswith(("http", "www")):  # an address the text begins with
        match = URL_DATE.search(lines[0])
        if match is not None:
            found = _date_of("iso", match.groups())
            return found.isoformat() if found is not None else None
    return None


def _date_of(kind: str, groups: tuple) -> date | None:
    try:
        if kind == "mdy":
            month, day, year = _month(groups[0]), int(groups[1]), _full_year(groups[2])
        elif kind == "dmy":
            day, month, year = int(groups[0]), _month(groups[1]), _full_year(groups[2])
        elif kind == "iso":
            year, month, day = int(groups[0]), int(groups[1]), int(groups[2])
        else:
            first, second, year = int(groups[0]), int(groups[1]), _full_year(groups[2])
            month, day = (second, first) if first > 12 else (first, second)
        return date(year, month, day) if 1900 <= year <= 2100 else None
    except (ValueError, TypeError):
        return None


def _month(name: str) -> int:
    """A month's number from its name, abbreviation or a misspelling one letter away ("Novemer")."""
    name = name.lower().rstrip(".")
    known = MONTH_NUMBER.get(name) or MONTH_ABBREVIATIONS.get(name)
    if known:
        return known
    number = MONTH_ABBREVIATIONS.get(name[:3]) or MONTH_NUMBER[name[:3]]  # "may"
    full = calendar.month_name[number].lower()
    if SequenceMatcher(None, name, full).ratio() < MONTH_SIMILARITY:
        raise ValueError(f"not a month: {name!r}")
    return number


MONTH_SIMILARITY = 0.85  # "novemer"/"november" 0.93, "febuary"/"february" 0.93; "mayor"/"may" 0.75


def _full_year(text: str) -> int:
    year = int(text)
    return year + 2000 if len(text) == 2 and year < 70 else year + 1900 if len(text) == 2 else year


# "HARWICK, March 3, 2031 — ", "DUNMORE, Kent, 4 June 2030 (Reuters) - ": a place (a word or
# a few, capitalised), a comma, the date; then the lede after a dash
LEDE_PLACE = re.compile(r"^\s*[A-Z][\w.'’\-]*(?: [A-Z][\w.'’\-]*){0,3}(?:, [A-Z][\w.'’\-]*(?: [A-Z][\w.'’\-]*){0,2})?,\s*$")
LEDE_DASH = re.compile(r"^\s*(?:\([^()]{1,40}\)\s*)?(?:—|―|–|--?)\s")


def _opens_the_lede(before: str, after: str) -> bool:
    """Whether a date is the dateline the lede opens with: a place and a comma before it, a dash
    after it (an agency's name may stand between). "Harwick voters on March 3, 2031 - a Sunday -"
    is a sentence that names a date, not a dateline."""
    return LEDE_PLACE.match(before) is not None and LEDE_DASH.match(after) is not None


def _only_date_words(rest: str) -> bool:
    """What is left of a line beside its date is dateline furniture: "Posted", weekdays, times, zones."""
    words = [w for w in re.split(r"[\s,;:()\[\]]+", rest.lower()) if w]
    loose = [w for w in words if not (w in DATELINE_WORDS or w.rstrip(".") in WEEKDAY_NUMBER
                                      or w.rstrip(".") in _WEEKDAY_ABBREVIATIONS or _CLOCK.match(w)
                                      or re.fullmatch(r"[+\-]?\d{1,2}(:\d{2})?(am|pm)?|gmt[+\-]\d+", w))]
    return len(loose) <= 2  # a place ("Mumbai") or an outlet's name may stand beside the date
