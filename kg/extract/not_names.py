"""What NER calls a name and is not one: time zones, units, events and what lies inside them.

- a time zone's abbreviation ("UTC", "CET"), from the IANA time zone database;
- a unit right after a number ("450 MW");
- an event, a competition or an award ("World Athletics Championships", "Iraq War"), and
  things kg does not model (works, laws, products, languages): the names inside them are
  not entities of their own.
"""

from __future__ import annotations

from functools import lru_cache

from spacy.tokens import Span as SpacySpan

__all__ = ["EVENT_HEADS", "UNMODELLED_LABELS", "is_event_name", "is_symbol", "time_zone_abbreviations"]

# Last words of the name of an event, a competition or an award: not a person, organisation or place.
EVENT_HEADS = {
    "championships", "championship", "cup", "games", "olympics", "olympiad", "challenge", "marathon",
    "festival", "awards", "award", "prize", "war", "tournament", "grand", "prix", "rally", "open", "series",
}
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


def is_event_name(span: SpacySpan) -> bool:
    """"World Athletics Championships", "Iraq War", "U.S. Open": an event, not its organiser."""
    words = [t for t in span if t.is_alpha]
    return len(words) > 1 and words[-1].lower_ in EVENT_HEADS and words[-1].text[:1].isupper()


def is_symbol(token) -> bool:  # noqa: ANN001
    """A time zone ("UTC", "CET") or a unit right after a number ("500 MW"): not a name."""
    if token.text in time_zone_abbreviations():
        return True
    previous = token.doc[token.i - 1] if token.i > 0 else None
    return bool(previous is not None and previous.like_num and len(token.text) <= 4 and not token.text.istitle())
