"""How reported numbers are written on the page: 2,000–3,000, ≈50,000, ≥1,500, 2,400%."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

UNIT_SYMBOLS = {"percent": "%"}


def number(value: Decimal | int) -> str:
    """A number with thousands separators, without trailing zeros: 2,000 · 2.5 · 0.25."""
    value = Decimal(value)
    if value == value.to_integral_value():
        return f"{int(value):,}"
    text = f"{value.normalize():,f}"
    return text


@dataclass(frozen=True, slots=True)
class Amount:
    """A reported value, range or bound, as the graph states it."""

    value: Decimal | None = None
    min: Decimal | None = None
    max: Decimal | None = None
    approximate: bool = False
    vague: bool = False
    unit: str | None = None

    @property
    def kind(self) -> str:
        """``point``, ``range``, ``lower`` (a minimum only), ``upper`` (a maximum only) or ``none``."""
        if self.value is not None:
            return "point"
        if self.min is not None and self.max is not None:
            return "point" if self.min == self.max else "range"
        if self.min is not None:
            return "lower"
        if self.max is not None:
            return "upper"
        return "none"

    @property
    def low(self) -> Decimal | None:
        """The smallest number the claim allows (None: no lower limit stated)."""
        return self.value if self.value is not None else self.min

    @property
    def high(self) -> Decimal | None:
        """The largest number the claim allows (None: no upper limit stated)."""
        return self.value if self.value is not None else self.max

    def text(self) -> str:
        unit = UNIT_SYMBOLS.get(self.unit or "", f" {self.unit}" if self.unit else "")
        kind = self.kind
        if kind == "point":
            shown = number(self.value if self.value is not None else self.min)  # type: ignore[arg-type]
        elif kind == "range":
            shown = f"{number(self.min)}–{number(self.max)}"  # type: ignore[arg-type]
        elif kind == "lower":
            shown = f"{'at least ' if self.vague else '≥ '}{number(self.min)}"  # type: ignore[arg-type]
        elif kind == "upper":
            shown = f"≤ {number(self.max)}"  # type: ignore[arg-type]
        else:
            return "no value"
        prefix = "≈ " if self.approximate and kind in ("point", "range") else ""
        return f"{prefix}{shown}{unit}"
