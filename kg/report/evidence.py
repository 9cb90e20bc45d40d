"""An article's text as HTML with every supporting span wrapped in ``<mark>``.

Spans may nest (a role inside the sentence of a statement) or cross (two clauses sharing
words). Nested spans become nested marks. A span that crosses another is split: its
first piece carries the ``id`` a claim links to, and every piece carries ``data-span``
so the page's script can light up all of them. Offsets are code points, as in the graph.
"""

from __future__ import annotations

from collections.abc import Sequence

from markupsafe import Markup, escape

from kg.report.model import Span


def mark_open(span: Span, first: bool) -> str:
    claims = len(span.claims)
    if claims:
        title = f"evidence for {claims} claim{'s' if claims != 1 else ''}"
        kind = ""
    else:  # only an anchor: the number or the reporting verb inside a claim's evidence
        title = "the words the claim rests on"
        kind = ' class="anchor"'
    ident = f' id="{escape(span.anchor)}"' if first else ""
    return f'<mark{ident}{kind} data-span="{escape(span.anchor)}" title="{title}">'


def marked_text(text: str, spans: Sequence[Span]) -> Markup:
    """``text`` escaped, with a ``<mark>`` per span; empty and out-of-range spans are skipped."""
    usable = [s for s in spans if 0 <= s.start < s.end <= len(text)]
    starts: dict[int, list[Span]] = {}
    for span in usable:
        starts.setdefault(span.start, []).append(span)
    bounds = sorted({s.start for s in usable} | {s.end for s in usable})
    out: list[str] = []
    stack: list[Span] = []
    pos = 0
    for bound in bounds:
        out.append(str(escape(text[pos:bound])))
        pos = bound
        ending = [i for i, s in enumerate(stack) if s.end == bound]
        if ending:
            # close everything down to the lowest span that ends here, then reopen the rest
            lowest = ending[0]
            above = stack[lowest:]
            out.append("</mark>" * len(above))
            del stack[lowest:]
            for span in above:
                if span.end != bound:
                    out.append(mark_open(span, first=False))
                    stack.append(span)
        # longer spans open first, so they enclose the shorter ones that start here
        for span in sorted(starts.get(bound, []), key=lambda s: (-s.end, s.anchor)):
            out.append(mark_open(span, first=True))
            stack.append(span)
    out.append(str(escape(text[pos:])))
    return Markup("".join(out))
