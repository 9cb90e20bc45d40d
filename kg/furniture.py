"""Page furniture: the parts of a scraped page that are not the article.

"Read more on …:" blocks with their lists of unrelated headlines, copyright lines and the
headline lists that follow them, and lone headline links between paragraphs. They stay in
``nkg:text`` (offsets never move) but are blanked before analysis, so no fact comes from them.

The rules look only at the shape of lines (a lead-in ending in a colon, a copyright mark,
short lines with no closing punctuation among paragraphs that have it), never at words of
particular articles, so they hold on pages never seen. The article's head (headline, byline,
dateline: the lines before its first paragraph) and any dateline ("LONDON 1996-12-06") are
part of the article and are never furniture: a dateline names the place the story is from.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from kg.records import Span

# A lead-in line that introduces a block of links: "Read more on X:", "Related:", "See also".
LEAD_IN = re.compile(
    r"^\s*(read (more|also|next)|more (on|from|about|stories)|related( (stories|articles|content|coverage|news))?|"
    r"see also|also read|recommended|most (read|popular|viewed)|latest (news|stories)|you may also like|"
    r"trending|top stories|watch|listen)\b[^.!?]{0,60}:?\s*$",
    re.IGNORECASE,
)
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
# A dateline: where and when the story was filed ("LONDON 1996-12-06", "PARIS, Dec. 6",
# "Geneva, Switzerland, 6 December 2019"). It is part of the article, never furniture.
DATELINE = re.compile(
    r"^\s*[A-Z][\w.'’\-]*(?:\s+[A-Z][\w.'’\-]*){0,3}(?:\s*,\s*[A-Z][\w.'’\-]*(?:\s+[A-Z][\w.'’\-]*){0,3}){0,2}\s*,?\s+"
    rf"(?:\d{{4}}-\d{{2}}-\d{{2}}|{_MONTH}\s+\d{{1,2}}(?:,?\s+\d{{4}})?|\d{{1,2}}\s+{_MONTH}(?:\s+\d{{4}})?)\s*$",
    re.IGNORECASE,
)
COPYRIGHT = re.compile(r"^\s*(\(c\)|©|copyright\b|all rights reserved)", re.IGNORECASE)
# A revision stamp: "Article last amended: Mar 5 at 12:05 UTC", "Page last modified on … at 09:14",
# "Last updated 5:31 PM ET": when the page was edited, with a clock time (a sentence that says a
# law was last amended gives a year, not the minute).
REVISION_STAMP = re.compile(
    r"^\W*(?:[\w'’]+\s+){0,3}?last\s+(?:amended|modified|updated|edited|revised)\b[^\n]{0,60}?\b\d{1,2}:\d{2}\b",
    re.IGNORECASE,
)
CLOSING_PUNCTUATION = tuple('.!?"\'”’:;)…')
HEADLINE_MAX_WORDS = 16
LONE_HEADLINE_MAX_WORDS = 12
# A headline never ends on a function word; a truncated prose line often does.
FUNCTION_WORDS = {"a", "an", "the", "to", "of", "and", "or", "in", "on", "for", "with", "by", "at", "from", "that"}


def lines_with_offsets(text: str) -> Iterator[tuple[int, int, str]]:
    start = 0
    for line in text.split("\n"):
        yield start, start + len(line), line
        start += len(line) + 1


def is_headline_like(line: str) -> bool:
    """A short line with no closing punctuation: a headline or a link, not prose."""
    stripped = line.strip()
    if not stripped or stripped.endswith(CLOSING_PUNCTUATION):
        return False
    words = stripped.split()
    if words[-1].lower() in FUNCTION_WORDS:
        return False
    return 2 <= len(words) <= HEADLINE_MAX_WORDS and (stripped[0].isupper() or stripped[0].isdigit())


def is_prose(line: str) -> bool:
    stripped = line.strip()
    return bool(stripped) and stripped.endswith(CLOSING_PUNCTUATION) and not LEAD_IN.match(stripped)


def find_furniture(text: str) -> list[Span]:
    """Spans of page furniture, in order, each a whole line (without its newline)."""
    lines = [(s, e, line) for s, e, line in lines_with_offsets(text)]
    content = [i for i, (_, _, line) in enumerate(lines) if line.strip()]
    if not content:
        return []
    prose_share = sum(is_prose(lines[i][2]) for i in content) / len(content)
    furniture: set[int] = set()
    position = 0
    while position < len(content):
        index = content[position]
        line = lines[index][2]
        if REVISION_STAMP.match(line):
            furniture.add(index)
        elif COPYRIGHT.match(line):
            # A copyright line ends the article: it and every headline-like line after it go.
            furniture.add(index)
            furniture.update(i for i in content[position + 1:] if not is_prose(lines[i][2]) or COPYRIGHT.match(lines[i][2]))
            following = [i for i in content[position + 1:] if i not in furniture]
            if not following:
                break
        elif LEAD_IN.match(line) and line.rstrip().endswith(":") or LEAD_IN.match(line) and position + 1 < len(content) and is_headline_like(lines[content[position + 1]][2]):
            furniture.add(index)
            # The block runs over the headline-like lines that follow the lead-in.
            while position + 1 < len(content) and is_headline_like(lines[content[position + 1]][2]):
                position += 1
                furniture.add(content[position])
        position += 1
    # In prose text, a lone headline-like line between paragraphs is a link to another
    # story, and so is a run of them at the end. Never one of the article's head, the lines
    # before its first paragraph (headline, byline, dateline), and never a dateline.
    if prose_share >= 0.6:
        first_prose = next((p for p, i in enumerate(content) if is_prose(lines[i][2])), len(content))
        for position, index in enumerate(content[1:], start=1):
            line = lines[index][2]
            if position < first_prose or DATELINE.match(line):
                continue
            if index in furniture or not is_headline_like(line) or len(line.split()) > LONE_HEADLINE_MAX_WORDS:
                continue
            furniture.add(index)
    return [Span(lines[i][0], lines[i][1]) for i in sorted(furniture)]


def blank(text: str, spans: list[Span]) -> str:
    """The text with the spans replaced by spaces: same length, so offsets stay true."""
    if not spans:
        return text
    chars = list(text)
    for span in spans:
        for i in range(span.start, span.end):
            if chars[i] != "\n":
                chars[i] = " "
    return "".join(chars)
