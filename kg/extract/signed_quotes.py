"""Quotations signed on their own line with a dash and a name (issue 13, direct quotes).

Round-ups of readers' or voters' words, epigraphs and pull quotes sign a quotation on the
line it stands on, after a dash: '"The tram takes twice as long as the bus did." ― Tom Reed,
Leeds'. The quotation opens its line and the dash, the name and an optional description
(", Leeds", ", harbour master") end it. Typographers use the quotation dash (―), the em and
en dashes, or a hyphen or two for them.

A title credited to its author looks the same ('"Blue Meadow" — Ann Lowell'), so the quoted
words must read as something said: a sentence ending in a full stop, "!" or "?", or a run of
words too long for a title.
"""

from __future__ import annotations

import re

from kg.records import Span

__all__ = ["same_line_signature"]

# A dash, a name of one to four capitalised words, and an optional description after a comma,
# to the end of the line: ' ― Tom Reed, Leeds', ' -- Ann Cole.'
SAME_LINE_SIGNATURE = re.compile(
    r"[ \t\xa0]*(?P<dash>―|—|–|--|-)[ \t\xa0]*(?P<name>[A-Z][\w.'’-]*(?:[ \t]+[A-Z][\w.'’-]*){0,3})"
    r"[ \t]*(?:[.,][^\n]{0,60})?[ \t\xa0]*$"
)
# Characters that may stand before a quotation that opens its line: spaces and list bullets.
LINE_OPENERS = " \t\xa0•*·"
# Quoted words ending thus are a sentence said, not a title.
SENTENCE_END = (".", "!", "?", "…")
# A quotation of this many words or more is no title even without a full stop.
UTTERANCE_WORDS = 8


def same_line_signature(text: str, opening: int, closing: int, quoted: str) -> tuple[Span, Span] | None:
    """(the dash, the name) signing the quotation whose marks run from ``opening`` to ``closing``
    on the same line, when the quotation opens its line and reads as words said; else None."""
    line_start = text.rfind("\n", 0, opening) + 1
    if text[line_start:opening].strip(LINE_OPENERS):
        return None  # words before the quotation: it is part of a sentence, not a signed quote
    line_end = text.find("\n", closing)
    line_end = len(text) if line_end < 0 else line_end
    signed = SAME_LINE_SIGNATURE.match(text, closing, line_end)
    if signed is None:
        return None
    words = quoted.strip().rstrip("\"'’”")
    if not words.endswith(SENTENCE_END) and len(words.split()) < UTTERANCE_WORDS:
        return None  # '"Blue Meadow" — Ann Lowell': a title and its author
    return Span(*signed.span("dash")), Span(*signed.span("name"))
