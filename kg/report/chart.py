"""The chart of one measure: every claim's value on one axis, drawn as SVG on the server.

One row per claim, sorted by value: a dot for a value, a bar for a range, a dot with an
arrow running off the axis for a bound ("more than 1,500"), a dashed ring around an
approximate value. Where claims conflict, the gap between them is shaded red and labelled
with the factor between them. Values that span a factor of ten or more go on a log axis,
so 2,000 and 60,000 both stay readable.

Horizontal positions are percentages of the SVG's width and text is in CSS pixels, so the
chart fills a phone's width without shrinking its labels (no viewBox scaling).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from decimal import Decimal

from markupsafe import Markup, escape

from kg.report.model import Claim, Measure
from kg.report.numbers import number

# Source colours: at least 4.5:1 (WCAG AA for text) against white, the conflict band and the
# hovered row, since the source names in the chart are written in them.
PALETTE = ("#0b5cad", "#a45200", "#17703a", "#8e3b8f", "#006d77", "#6f5600", "#4b4ba8", "#9c2f5a")
NO_SOURCE = "#5f6368"
CONFLICT = "#b3261e"
CONFLICT_BAND = "#fbe4e1"
GRID = "#d0d4d9"
HOVER = "#eaf1fb"  # the row under the pointer or focus (report.css)

PLOT_LEFT, PLOT_RIGHT = 3.0, 96.0  # percent of the width
TOP, ROW, AXIS = 10, 48, 34  # pixels
LABEL_CHARS = 36


@dataclass(frozen=True, slots=True)
class Scale:
    log: bool
    lo: Decimal
    hi: Decimal
    ticks: tuple[Decimal, ...]

    def x(self, value: Decimal) -> float:
        """Percent of the width for ``value``."""
        if self.log:
            frac = (math.log10(value) - math.log10(self.lo)) / (math.log10(self.hi) - math.log10(self.lo))
        else:
            frac = float((value - self.lo) / (self.hi - self.lo))
        return PLOT_LEFT + (PLOT_RIGHT - PLOT_LEFT) * min(max(frac, 0.0), 1.0)


def values_of(claims: list[Claim]) -> list[Decimal]:
    found = []
    for claim in claims:
        if claim.amount is not None:
            found.extend(v for v in (claim.amount.value, claim.amount.min, claim.amount.max) if v is not None)
    return found


def choose_scale(values: list[Decimal]) -> Scale:
    """A log axis over whole decades when the values are positive and a factor of 10 apart, else linear."""
    if not values:
        return Scale(False, Decimal(0), Decimal(1), (Decimal(0), Decimal(1)))
    low, high = min(values), max(values)
    if low > 0 and high / low >= 10:
        lo_exp, hi_exp = math.floor(math.log10(low)), math.ceil(math.log10(high))
        if hi_exp == lo_exp:
            hi_exp += 1
        ticks: list[Decimal] = []
        for exp in range(lo_exp, hi_exp + 1):
            ticks.append(Decimal(10) ** exp)
            if hi_exp - lo_exp <= 2 and exp < hi_exp:
                ticks.extend((2 * Decimal(10) ** exp, 5 * Decimal(10) ** exp))
        return Scale(True, Decimal(10) ** lo_exp, Decimal(10) ** hi_exp, tuple(sorted(ticks)))
    lo = min(low, Decimal(0))
    step = nice_step((high - lo) or abs(high) or Decimal(1))
    hi = (high / step).to_integral_value(rounding="ROUND_CEILING") * step
    if hi <= high:
        hi += step
    lo = (lo / step).to_integral_value(rounding="ROUND_FLOOR") * step
    count = int((hi - lo) / step)
    return Scale(False, lo, hi, tuple(lo + step * i for i in range(count + 1)))


def nice_step(span: Decimal) -> Decimal:
    """1, 2 or 5 times a power of ten, giving four to ten ticks over ``span``."""
    raw = span / 5
    exp = math.floor(math.log10(raw))
    base = Decimal(10) ** exp
    for multiple in (1, 2, 5, 10):
        if base * multiple >= raw:
            return base * multiple
    return base * 10


def compact(value: Decimal) -> str:
    """Tick labels: 500, 2k, 10k, 1.5M."""
    for size, suffix in ((Decimal(10) ** 9, "G"), (Decimal(10) ** 6, "M"), (Decimal(1000), "k")):
        if abs(value) >= size:
            return f"{number(value / size)}{suffix}"
    return number(value)


def colours(measures: list[Measure]) -> dict[str, str]:
    """One colour per source across every chart, so a source keeps its colour from chart to chart."""
    sources = sorted({c.source.iri: c.source.label for m in measures for c in m.claims if c.source}.items(),
                     key=lambda item: (item[1].casefold(), item[0]))
    return {iri: PALETTE[i % len(PALETTE)] for i, (iri, _) in enumerate(sources)}


def colour_of(claim: Claim, palette: dict[str, str]) -> str:
    return palette.get(claim.source.iri, NO_SOURCE) if claim.source else NO_SOURCE


def gap(measure: Measure) -> tuple[Decimal, Decimal] | None:
    """The stretch of the axis the conflicting claims leave between them: (lowest top, highest bottom)."""
    tops, bottoms = [], []
    for a, b in measure.conflict_pairs:
        for claim in (a, b):
            if claim.amount is not None:
                if claim.amount.high is not None:
                    tops.append(claim.amount.high)
                if claim.amount.low is not None:
                    bottoms.append(claim.amount.low)
    if not tops or not bottoms or min(tops) >= max(bottoms):
        return None
    return min(tops), max(bottoms)


def factor_text(lo: Decimal, hi: Decimal) -> str:
    if lo <= 0:
        return f"{number(hi - lo)} apart"
    ratio = hi / lo
    shown = number(ratio.quantize(Decimal(1))) if ratio >= 10 else number(ratio.quantize(Decimal("0.1")))
    return f"×{shown} apart"


def hover_text(claim: Claim) -> str:
    article = claim.article
    what = " ".join(x for x in (claim.counts, f"({claim.action})" if claim.action else None) if x)
    meta = ", ".join(x for x in (article.outlet, article.issued) if x)
    lines = [
        f"{claim.source_label}: {claim.amount.text() if claim.amount else ''} {what}".rstrip(),
        f"Article: {article.title}" + (f" ({meta})" if meta else ""),
    ]
    if claim.first_evidence is not None:
        lines.append(f"“{claim.first_evidence.exact.strip()}”")
    if claim.conflicts:
        lines.append("Conflicts with: " + "; ".join(
            f"{c.source_label} {c.amount.text() if c.amount else ''}".strip() for c in claim.conflicts))
    return "\n".join(lines)


def short(text: str, limit: int = LABEL_CHARS) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def pct(value: float) -> str:
    return f"{value:.2f}%"


def arrow(x: float, y: float, colour: str, left: bool) -> str:
    path = "M0,-6L10,0L0,6Z" if not left else "M0,-6L-10,0L0,6Z"
    return f'<svg x="{pct(x)}" y="{y}" overflow="visible"><path d="{path}" fill="{colour}"/></svg>'


def mark(claim: Claim, scale: Scale, y: int, colour: str) -> str:
    """The SVG of one claim's value at height ``y``."""
    amount = claim.amount
    if amount is None or amount.kind == "none":
        return ""
    parts: list[str] = []
    kind = amount.kind
    dash = ' stroke-dasharray="5 3"' if amount.approximate else ""
    if kind == "range":
        x1, x2 = scale.x(amount.min), scale.x(amount.max)  # type: ignore[arg-type]
        parts.append(f'<line class="bar" x1="{pct(x1)}" x2="{pct(x2)}" y1="{y}" y2="{y}" stroke="{colour}" stroke-width="10"{dash}/>')
        for x in (x1, x2):
            parts.append(f'<line x1="{pct(x)}" x2="{pct(x)}" y1="{y - 9}" y2="{y + 9}" stroke="{colour}" stroke-width="3"/>')
    elif kind in ("lower", "upper"):
        at = amount.min if kind == "lower" else amount.max
        x = scale.x(at)  # type: ignore[arg-type]
        end = PLOT_RIGHT + 1.5 if kind == "lower" else PLOT_LEFT - 1.5
        parts.append(f'<line class="bound" x1="{pct(x)}" x2="{pct(end)}" y1="{y}" y2="{y}" stroke="{colour}" stroke-width="3"/>')
        parts.append(arrow(end, y, colour, left=kind == "upper"))
        parts.append(f'<circle class="dot" cx="{pct(x)}" cy="{y}" r="6" fill="{colour}" stroke="#fff" stroke-width="1.5"/>')
    else:
        x = scale.x(amount.value if amount.value is not None else amount.min)  # type: ignore[arg-type]
        if amount.approximate:
            parts.append(f'<circle class="approx" cx="{pct(x)}" cy="{y}" r="11" fill="none" stroke="{colour}" stroke-width="2"{dash}/>')
        parts.append(f'<circle class="dot" cx="{pct(x)}" cy="{y}" r="6" fill="{colour}" stroke="#fff" stroke-width="1.5"/>')
    return "".join(parts)


def measure_chart(measure: Measure, palette: dict[str, str]) -> Markup:
    """The SVG chart of ``measure``: one row per claim, conflicts shaded."""
    claims = measure.claims
    scale = choose_scale(values_of(claims))
    height = TOP + ROW * len(claims) + AXIS
    axis_y = TOP + ROW * len(claims) + 4
    label = f"{measure.label}: {len(claims)} reported values" + (", in conflict" if measure.conflict_pairs else "")
    out: list[str] = [
        f'<svg class="chart" id="chart-{measure.anchor}" width="100%" height="{height}" role="group" '
        f'aria-label="{escape(label)}" data-scale="{"log" if scale.log else "linear"}">'
    ]
    band = gap(measure)
    if band is not None:
        x1, x2 = scale.x(band[0]), scale.x(band[1])
        out.append(f'<rect class="conflict-band" x="{pct(x1)}" y="{TOP - 6}" width="{pct(x2 - x1)}" '
                   f'height="{ROW * len(claims) + 6}" fill="{CONFLICT_BAND}"/>')
    for tick in scale.ticks:
        x = scale.x(tick)
        out.append(f'<line x1="{pct(x)}" x2="{pct(x)}" y1="{TOP - 6}" y2="{axis_y}" stroke="{GRID}" stroke-width="1"/>')
        anchor = "start" if x <= PLOT_LEFT + 0.01 else "end" if x >= PLOT_RIGHT - 0.01 else "middle"
        out.append(f'<text class="tick" x="{pct(x)}" y="{axis_y + 18}" text-anchor="{anchor}">{escape(compact(tick))}</text>')
    out.append(f'<line x1="{pct(PLOT_LEFT)}" x2="{pct(PLOT_RIGHT)}" y1="{axis_y}" y2="{axis_y}" stroke="#5f6368" stroke-width="1"/>')
    if band is not None:
        mid = (scale.x(band[0]) + scale.x(band[1])) / 2
        out.append(f'<text class="gap-label" x="{pct(mid)}" y="{axis_y - 4}" text-anchor="middle" fill="{CONFLICT}">'
                   f'{escape(factor_text(*band))}</text>')

    for i, claim in enumerate(claims):
        top = TOP + ROW * i
        colour = colour_of(claim, palette)
        target = f"#{claim.first_evidence.anchor}" if claim.first_evidence else f"#{claim.article.anchor}"
        value = claim.amount.text() if claim.amount else ""
        aria = f"{claim.source_label}: {value}" + (" (conflicts)" if claim.conflicts else "") + ". Show the sentence."
        conflict_flag = (f'<tspan fill="{CONFLICT}" font-weight="700"> ⚠ conflicts</tspan>' if claim.conflicts else "")
        out.append(
            f'<a class="claim-mark" href="{escape(target)}" data-claim="{escape(claim.anchor)}" aria-label="{escape(aria)}">'
            f"<title>{escape(hover_text(claim))}</title>"
            f'<rect class="row-bg" x="0" y="{top}" width="100%" height="{ROW - 4}" rx="4"/>'
            f'<text class="row-label" x="6" y="{top + 15}"><tspan fill="{colour}" font-weight="700">'
            f"{escape(short(claim.source_label))}</tspan> <tspan class=\"value\">{escape(value)}</tspan>{conflict_flag}</text>"
            f"{mark(claim, scale, top + 32, colour)}</a>"
        )
    out.append("</svg>")
    return Markup("".join(out))


def swatch(colour: str) -> Markup:
    return Markup(f'<svg class="swatch" width="14" height="14" aria-hidden="true"><circle cx="7" cy="7" r="6" fill="{colour}"/></svg>')
