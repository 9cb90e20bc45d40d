"""The page: a Jinja2 template with the CSS, the script and the SVG charts inlined.

The page loads nothing: a Content-Security-Policy allows exactly the one inline style
sheet and the one inline script (by their SHA-256), and nothing from anywhere else, so a
browser opening the file makes no request to any host even if a later edit slips in a URL.
"""

from __future__ import annotations

import base64
import hashlib
from functools import lru_cache
from importlib import resources

from jinja2 import Environment, PackageLoader, StrictUndefined
from markupsafe import Markup

from kg._version import __version__
from kg.report.chart import NO_SOURCE, colour_of, colours, measure_chart, swatch
from kg.report.evidence import marked_text
from kg.report.model import Claim, Report

TYPE_LABELS = {"Person": "person", "Organization": "organisation", "Place": "place"}
TYPE_PLURALS = {"Person": "People", "Organization": "Organisations", "Place": "Places"}
KIND_LABELS = {"statement": "statement", "number": "number", "role": "role", "claim": "claim"}
KIND_PLURALS = {"statement": "statements", "number": "numbers", "role": "roles", "claim": "other claims"}


def asset(name: str) -> str:
    return resources.files("kg.report").joinpath("templates", name).read_text(encoding="utf-8")


def csp_hash(source: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(source.encode("utf-8")).digest()).decode("ascii") + "'"


@lru_cache(maxsize=1)
def environment() -> Environment:
    env = Environment(
        loader=PackageLoader("kg.report", "templates"),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["marked"] = lambda article: marked_text(article.text, article.spans)
    env.globals.update(TYPE_LABELS=TYPE_LABELS, TYPE_PLURALS=TYPE_PLURALS, KIND_LABELS=KIND_LABELS, KIND_PLURALS=KIND_PLURALS,
                       swatch=swatch, NO_SOURCE=NO_SOURCE)
    return env


def claim_summary(claim: Claim) -> str:
    """One line saying what a claim asserts, for lists and link texts."""
    if claim.kind == "statement":
        said = claim.quote or claim.content or ""
        speaker = claim.source_label if (claim.source or claim.speaker_text) else "someone"
        cue = f" ({claim.cue})" if claim.cue else ""
        return f"{speaker}{cue}: “{said.strip()}”" if said else f"{speaker}{cue}"
    if claim.kind == "number":
        amount = claim.amount.text() if claim.amount else ""
        what = " ".join(x for x in (claim.counts, f"({claim.action})" if claim.action else None) if x)
        # the named source, else the unnamed one's words ("officials: ≥ 4,000 resident")
        source = f"{claim.source_label}: " if (claim.source or claim.speaker_text) else ""
        return f"{source}{amount} {what}".strip()
    if claim.kind == "role":
        holder = claim.holder.label if claim.holder else "someone"
        of = f" of {claim.role_of.label}" if claim.role_of else ""
        return f"{holder}: {claim.role}{of}"
    return claim.first_evidence.exact if claim.first_evidence else claim.iri


def legend(claims: list[Claim], palette: dict[str, str]) -> list[tuple[str, str]]:
    """(source, colour) for each source in ``claims``, in the order of first appearance."""
    seen: dict[str, str] = {}
    for claim in claims:
        seen.setdefault(claim.source_label if claim.source else "no source named", colour_of(claim, palette))
    return list(seen.items())


def render_html(report: Report) -> str:
    """The whole page as one string; the same report gives the same string."""
    env = environment()
    env.globals["summary"] = claim_summary
    palette = colours(report.disagreeing)
    charts = {m.anchor: measure_chart(m, palette) for m in report.disagreeing}
    legends = {m.anchor: legend(m.claims, palette) for m in report.disagreeing}
    style, script = asset("report.css"), asset("report.js")
    csp = (
        "default-src 'none'; "
        f"style-src {csp_hash(style)}; script-src {csp_hash(script)}; "
        "img-src data:; base-uri 'none'; form-action 'none'"
    )
    return env.get_template("report.html.j2").render(
        report=report,
        charts=charts,
        legends=legends,
        colour=lambda claim: colour_of(claim, palette),
        style=Markup(style),
        script=Markup(script),
        csp=csp,
        version=__version__,
    )
