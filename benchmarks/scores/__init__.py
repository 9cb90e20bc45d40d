"""The evaluations of the scoreboard, one module each (see ``benchmarks/scoreboard.py``).

A module defines ``NAME`` (short, for ``--only``), ``TITLE`` (the table's first column),
optionally ``ORDER`` (smaller first, default 50) and ``score(sources: Sources) -> list[Row]``,
raising ``Absent("why")`` when its data is not on this machine.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


class Absent(Exception):
    """The evaluation's data is not here; the reason says what is missing and how to get it."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Sources:
    """Where the data lives on this machine (None: not given)."""

    corpus: Path | None  # ../shared/corpus
    polnear: Path | None  # a PolNeAR checkout (data/train, data/dev)
    conll: Path | None  # a folder with eng.train and eng.testa


@dataclass(frozen=True)
class Row:
    """One figure: ``value`` as a share (0–1) or a count, with its baseline when there is one."""

    measure: str
    value: float | int | None
    baseline: float | int | None = None
    detail: str = ""
    share: bool = True  # value in [0, 1], printed with three decimals

    def _text(self, value: float | int | None) -> str:
        if value is None:
            return ""
        if self.share and isinstance(value, float):
            return f"{value:.3f}"
        return f"{value:,}" if isinstance(value, int) else f"{value:.1f}"

    def value_text(self) -> str:
        return self._text(self.value)

    def baseline_text(self) -> str:
        return self._text(self.baseline)


def corpus_folder(sources: Sources, *parts: str) -> Path:
    """A folder or file under the shared corpus, or Absent naming it."""
    if sources.corpus is None:
        raise Absent("no shared corpus folder given")
    path = sources.corpus.joinpath(*parts)
    if not path.exists():
        raise Absent(f"{path} not present (the shared corpus sits beside the project as ../shared/corpus)")
    return path
