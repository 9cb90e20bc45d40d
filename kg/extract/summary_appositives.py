"""The writer's comment on a whole reported clause, set off at its end as a noun phrase: "He
asked her to pose for the cover, a move that would make her famous", "said the vote was
rigged, a charge that party leaders denied". The apposition sums up the clause in the
writer's words (a move, a step, a charge) and is no part of what was said."""

from __future__ import annotations

import re

from kg.records import Span

# ", a [word] move that …" to the end of the content, with no quotation mark after it (a quoted
# speaker may sum up their own words)
_SUMMARY_APPOSITIVE = re.compile(
    r",\s+an?\s+(?:[\w-]+\s+)?"
    r"(?:move|step|decision|charge|claim|assertion|accusation|allegation|development|measure|gesture|reversal|shift)"
    r"\s+(?:that|which)\b[^\"“”‘’]*$"
)


def without_summary_appositive(text: str, content: Span) -> Span:
    """``content`` up to a summary appositive at its end, else ``content`` unchanged."""
    found = _SUMMARY_APPOSITIVE.search(text, content.start, content.end)
    if found is None or found.end() != content.end:
        return content
    end = found.start()
    if len(text[content.start : end].split()) < 3:
        return content  # too little left to be what was said
    return Span(content.start, end)
