"""Quotations in running text: where each pair of quotation marks opens and closes.

Works on the text alone (no parse), so it sees quotes that run over sentence and paragraph
boundaries, which the sentence splitter cuts.

Conventions handled:

- Curly marks (“…”, „…“, «…») pair by direction; straight marks (") by context: a mark after
  a space or an opening bracket and before a word opens, a mark after a word and before a
  space or punctuation closes, and an ambiguous one closes the open straight quote if any.
  An opening curly mark typed where the closing one belongs (“It's late,“ she said) closes
  the open “: it stands after a word and before a space or punctuation, as no opening mark does.
- Nested quotes (a quote inside a quote) are tracked but not reported: only the outermost
  quotation is a quote of the speaker.
- A quote running over paragraphs: news style leaves the quote open at the end of each
  paragraph and re-opens it at the start of the next; that makes one quotation with one part
  per paragraph. A quote whose closing mark simply comes after a line break is one part.
- A mark that is never closed within its paragraph (and not continued) is dropped: an
  unpaired mark says nothing reliable about where a quote is.
- Two apostrophes ('') are a double quotation mark (typewriter style: ''We will,'' he said).
  Three are that mark beside the single mark of a quote nested in it (''They said, 'Wait,''').
- Single quotes ('…', ‘…’) are read as quotations only in a text with no double quotation
  mark at all (British style, '…,' she said): elsewhere they are apostrophes as often as not,
  or mark nested quotes and headline scare quotes. Even there a single mark opens only after a
  space, a bracket, a dash or a colon and before a word (not an elision, '90s, 'em), and closes
  only after a full stop, comma, question or exclamation mark, or after a word and before one of
  those, so that an apostrophe inside or after a word (don't, the Smiths' house) is never read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from kg.records import Span

OPENING = "“„«"
CLOSING = "”»"
STRAIGHT = '"'
DOUBLE_APOSTROPHE = "''"
# The characters the reader stops at; every other one is passed over at once.
_MARK_OR_BREAK = re.compile("[" + re.escape(OPENING + CLOSING + STRAIGHT + "'\n") + "]")
# Characters after which a straight mark opens a quote (besides whitespace).
OPENS_AFTER = "([{—―–-/"
# Characters before which a straight mark closes a quote (besides whitespace).
CLOSES_BEFORE = ".,;:!?)]}—―–-"


@dataclass(frozen=True, slots=True)
class Quotation:
    """One outermost quotation: the text between its marks, possibly in several parts."""

    parts: tuple[Span, ...]  # the quoted text between the marks, one part per paragraph
    opening: int  # offset of the opening mark
    closing: int  # offset just after the closing mark

    @property
    def start(self) -> int:
        return self.parts[0].start

    @property
    def end(self) -> int:
        return self.parts[-1].end

    def text(self, text: str) -> str:
        """The quoted words without the marks; paragraphs joined by a line break."""
        return "\n".join(text[p.start : p.end] for p in self.parts)


def _in_skip(i: int, skip: Sequence[Span]) -> bool:
    return any(s.start <= i < s.end for s in skip)


def _mark_at(text: str, i: int) -> str | None:
    """The quotation mark starting at ``i``: one character, or two apostrophes ('') used as a
    double quotation mark (typewriter style, as some newspapers' feeds write it)."""
    c = text[i]
    if c in OPENING + CLOSING + STRAIGHT:
        return c
    if c == "'" and text[i + 1 : i + 2] == "'" and text[i - 1 : i] != "'" and text[i + 2 : i + 3] != "'":
        return DOUBLE_APOSTROPHE
    if c == "'" and _three_apostrophes(text, i - 1) and not _opens_here(text, i - 1):
        return DOUBLE_APOSTROPHE  # ''They said, 'Wait,''' she said: the nested quote's mark, then this
    if c == "'" and _three_apostrophes(text, i) and _opens_here(text, i):
        return DOUBLE_APOSTROPHE  # he said, '''Wait,' they told us'': this, then the nested quote's mark
    return None


def _three_apostrophes(text: str, i: int) -> bool:
    """Whether a run of exactly three apostrophes starts at ``i``: a double mark (two, in
    typewriter style) next to the single mark of a quote nested in it."""
    return i >= 0 and text[i : i + 3] == "'''" and text[i - 1 : i] != "'" and text[i + 3 : i + 4] != "'"


def _opens_here(text: str, i: int) -> bool:
    """Whether a mark at ``i`` stands where a quote opens: after a space or an opening bracket."""
    return i == 0 or text[i - 1].isspace() or text[i - 1] in OPENS_AFTER


def _direction(text: str, i: int, straight_open: bool, curly_open: bool = False) -> str:
    """'open' or 'close' for the mark at ``i``; ``curly_open``: a “ is the innermost open mark."""
    c = text[i]
    if text.startswith(DOUBLE_APOSTROPHE, i):
        return _straight_direction(text, i, 2, straight_open)
    if c in OPENING:
        if c == "“" and curly_open and _glued_to_word_before_a_break(text, i):
            return "close"  # “It's late,“ she said: a typo for ”
        return "open"
    if c in CLOSING:
        # Some sources use ” for both; a ” after a space and before a word with nothing open opens.
        before = text[i - 1] if i > 0 else " "
        after = text[i + 1] if i + 1 < len(text) else " "
        if not straight_open and (before.isspace() or before in OPENS_AFTER) and after.isalnum():
            return "open"
        return "close"
    return _straight_direction(text, i, 1, straight_open)


def _glued_to_word_before_a_break(text: str, i: int) -> bool:
    """Whether the mark at ``i`` follows a word or punctuation and comes before a space or
    punctuation: where a closing mark stands, never an opening one."""
    before = text[i - 1] if i > 0 else " "
    after = text[i + 1] if i + 1 < len(text) else " "
    return not before.isspace() and before not in OPENS_AFTER and (after.isspace() or after in CLOSES_BEFORE)


def _straight_direction(text: str, i: int, width: int, straight_open: bool) -> str:
    """A mark that looks the same both ways (``"`` or two apostrophes, ``width`` characters):
    opening after a space and before a word, closing the other way round, else by what is open."""
    before = text[i - 1] if i > 0 else " "
    after = text[i + width] if i + width < len(text) else " "
    left_open = before.isspace() or before in OPENS_AFTER
    right_closed = after.isspace() or after in CLOSES_BEFORE
    if left_open and not right_closed:
        return "open"
    if right_closed and not left_open:
        return "close"
    return "close" if straight_open else "open"


def _next_paragraph_start(text: str, i: int) -> int:
    """Offset of the first non-space character after the line break at or after ``i``."""
    j = i
    while j < len(text) and text[j].isspace():
        j += 1
    return j


def find_quotations(text: str, skip: Sequence[Span] = ()) -> list[Quotation]:
    """Every outermost quotation in ``text``, in order; marks inside ``skip`` are ignored."""
    if not _DOUBLE_MARK.search(text):
        return _single_quotations(text, skip)
    found: list[Quotation] = []
    stack: list[tuple[int, str]] = []  # (offset of opening mark, mark)
    parts: list[Span] = []  # finished parts of the outermost quote being read
    outer_open = -1
    i = 0
    n = len(text)
    while i < n:
        found_at = _MARK_OR_BREAK.search(text, i)
        if found_at is None:
            break
        i = found_at.start()
        c = text[i]
        if c == "\n" and stack:
            # End of a paragraph inside a quote: continued, carried over, or unpaired.
            nxt = _next_paragraph_start(text, i)
            para_end = text.find("\n", nxt)
            para_end = n if para_end < 0 else para_end
            reopening = _mark_at(text, nxt) if nxt < n else None
            if reopening is not None and reopening not in CLOSING and _direction(text, nxt, False) == "open":
                parts.append(Span(stack[0][0] + len(stack[0][1]), _rstrip(text, i)))
                stack = [(nxt, reopening)]
                i = nxt + len(reopening)
                continue
            closes_later = _closes_before_opening(text, nxt, para_end)
            if closes_later:
                i += 1
                continue
            # Unpaired: forget it and read on after the line break.
            stack = []
            parts = []
            i += 1
            continue
        mark = _mark_at(text, i)
        if mark == STRAIGHT and text.startswith("“", i + 1):
            mark = None  # '"“A,” she said': a straight mark typed twice with the curly one
        if mark is not None and not _in_skip(i, skip):
            straight_open = bool(stack) and stack[-1][1] in (STRAIGHT, DOUBLE_APOSTROPHE)
            curly_open = bool(stack) and stack[-1][1] == "“"
            if _direction(text, i, straight_open, curly_open) == "open":
                if not stack and not parts:
                    outer_open = i
                stack.append((i, mark))
            elif stack:
                opened_at, opening = stack.pop()
                if not stack:
                    parts.append(Span(opened_at + len(opening), i))
                    found.append(Quotation(tuple(p for p in parts if p.end > p.start), outer_open, i + len(mark)))
                    parts = []
            i += len(mark)
            continue
        i += 1
    return [q for q in found if q.parts]


def _rstrip(text: str, end: int) -> int:
    while end > 0 and text[end - 1].isspace():
        end -= 1
    return end


def _closes_before_opening(text: str, start: int, end: int) -> bool:
    """Whether the paragraph text[start:end] has a closing mark before any opening one."""
    straight_open = True  # we are inside a quote carried over the line break
    for j in range(start, end):
        if _mark_at(text, j) is not None:
            return _direction(text, j, straight_open) == "close"
    return False


# Any double quotation mark: a text with one quotes in double marks, and its single ones are not quotes.
_DOUBLE_MARK = re.compile("[" + re.escape(OPENING + CLOSING + STRAIGHT) + "]|''")
SINGLE_OPENING = "‘'"
SINGLE_CLOSING = "’'"
_SINGLE_OPENING_MARK = re.compile("[" + SINGLE_OPENING + "]")
_SINGLE_CLOSING_OR_BREAK = re.compile("[" + SINGLE_CLOSING + "\n]")
# Words an apostrophe elides at their start: 'em, 'til, 'cause, 'n', 'tis, '90s.
_ELISION = re.compile(r"(?:em|til|cause|cos|n|tis|twas|\d0s|\d\d)\b", re.IGNORECASE)
# Punctuation after which a single mark closes a quote ('We will,' she said), or before which it
# closes after a word ('a disgrace'.).
_ENDS_A_QUOTE = ".,!?"
_AFTER_A_CLOSED_QUOTE = ".,;:!?)"


def _single_opens(text: str, i: int) -> bool:
    before = text[i - 1] if i > 0 else " "
    after = text[i + 1 : i + 2]
    return (before.isspace() or before in OPENS_AFTER or before == ":") and after.isalnum() \
        and not _ELISION.match(text, i + 1)


def _single_closes(text: str, i: int) -> bool:
    before = text[i - 1] if i > 0 else " "
    after = text[i + 1] if i + 1 < len(text) else " "
    if before in _ENDS_A_QUOTE:
        return after.isspace() or after in _AFTER_A_CLOSED_QUOTE or after in SINGLE_CLOSING
    return before.isalnum() and after in _AFTER_A_CLOSED_QUOTE


def _single_quotations(text: str, skip: Sequence[Span]) -> list[Quotation]:
    """Quotations in single marks, in a text with no double ones (module docstring): one
    paragraph each, or several when each new paragraph re-opens it (news style)."""
    found: list[Quotation] = []
    n = len(text)
    i = 0
    while True:
        opened = next((m.start() for m in _SINGLE_OPENING_MARK.finditer(text, i)
                       if _single_opens(text, m.start()) and not _in_skip(m.start(), skip)), -1)
        if opened < 0:
            return found
        parts: list[Span] = []
        start = opened + 1
        closing = -1
        at = _SINGLE_CLOSING_OR_BREAK.search(text, start)
        while at is not None:
            j = at.start()
            if text[j] == "\n":
                nxt = _next_paragraph_start(text, j)
                if not (nxt < n and text[nxt] in SINGLE_OPENING and _single_opens(text, nxt)):
                    break  # never closed in its paragraph: an apostrophe, not a quote
                parts.append(Span(start, _rstrip(text, j)))  # re-opened: the quote goes on
                start = nxt + 1
                at = _SINGLE_CLOSING_OR_BREAK.search(text, start)
                continue
            if _single_closes(text, j) and not _in_skip(j, skip):
                closing = j
                break
            at = _SINGLE_CLOSING_OR_BREAK.search(text, j + 1)
        if closing < 0:
            i = opened + 1
            continue
        parts.append(Span(start, closing))
        kept = tuple(p for p in parts if p.end > p.start)
        if kept:
            found.append(Quotation(kept, opened, closing + 1))
        i = closing + 1
