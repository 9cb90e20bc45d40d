"""PolNeAR attributions (US election news, 7 outlets), dev beside train (``kg.evaluate.attribution``).

Found: a statement's content covers half of the gold Content; named source right: the
statement's speaker (its mention or label) matches the gold Source; precision: statements
covering half of some gold Content; direct quotes counted apart; content characters: each
statement's content against the gold Content it overlaps most (precision: its characters inside
it; recall: that Content's characters it covers), which the half-coverage test cannot see. Rules are developed on
train; dev is the report split (test is never opened). The corpus is the publishers' text,
read from ``--polnear DIR`` or ``KG_POLNEAR`` (fetch ``networkdynamics/PolNeAR``). With
``KG_PARSE_CACHE=DIR`` the spaCy analyses are kept there (``eval_polnear.py --cache``), so a
second scoreboard run re-runs only kg's extraction: minutes instead of an hour.
"""

from __future__ import annotations

import os
from pathlib import Path

from scores import Absent, Row, Sources

NAME = "polnear"
TITLE = "PolNeAR attributions (dev; train in detail)"
ORDER = 15


def score(sources: Sources) -> list[Row]:
    import eval_polnear

    from kg.corpora.polnear import load_polnear
    from kg.errors import InputError

    if sources.polnear is None:
        raise Absent("no PolNeAR folder given (--polnear DIR or KG_POLNEAR; fetch networkdynamics/PolNeAR)")
    cache = Path(os.environ["KG_PARSE_CACHE"]) if os.environ.get("KG_PARSE_CACHE") else None
    figures = {}
    for split in ("dev", "train"):
        try:
            articles = load_polnear(sources.polnear, split)
        except InputError as exc:
            raise Absent(str(exc)) from exc
        tally, _ = eval_polnear.evaluate(articles, cache)
        figures[split] = (tally, tally.ratios())
    dev, train = figures["dev"], figures["train"]

    def row(measure: str, key: str, count: str) -> Row:
        return Row(measure, dev[1][key], detail=f"dev {count.format(t=dev[0])}; train {train[1][key]:.3f} ({count.format(t=train[0])})")

    return [
        row("attributions found", "found", "{t.found} of {t.gold}"),
        row("direct quotes found", "direct_found", "{t.direct_found} of {t.direct}"),
        row("named source right (of found)", "named_right", "{t.named_right} of {t.named}"),
        row("statement precision", "precision", "{t.precise} of {t.statements}"),
        row("content characters: precision (inside the gold Content overlapped most)", "content_precision",
            "{t.content_overlap:,} of {t.content_system:,}"),
        row("content characters: recall (of that gold Content)", "content_recall", "{t.content_overlap:,} of {t.content_gold:,}"),
    ]
