"""benchmarks/fit_cue_model.py: the threshold chosen from builds on train."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent.parent / "benchmarks"))

from fit_cue_model import threshold_from_builds  # noqa: E402


def _builds(figures: dict[float, tuple[float, float]]):
    """A stand-in for a build on train: (found, precision) at each threshold."""
    asked: list[float] = []

    def build_at(threshold: float) -> dict:
        asked.append(threshold)
        found, precision = figures[threshold]
        return {"found_ratio": found, "precision": precision}

    return build_at, asked


def test_the_threshold_is_the_lowest_whose_build_keeps_the_target_precision():
    # below the walk's peak (0.9) precision falls as the threshold falls; 0.95 lies above the
    # peak and is never built
    figures = {0.9: (0.55, 0.910), 0.8: (0.58, 0.906), 0.7: (0.61, 0.902), 0.6: (0.64, 0.893),
               0.5: (0.66, 0.880), 0.3: (0.70, 0.820)}
    build_at, asked = _builds(figures)
    scores = [0.95, 0.9, 0.9, 0.8, 0.7, 0.6, 0.5, 0.3, 0.1]  # 0.1: below the lowest threshold tried
    chosen, made = threshold_from_builds(scores, build_at, peak=0.9, target=0.905)
    assert chosen == {"threshold": 0.8, "found_ratio": 0.58, "precision": 0.906}
    assert asked == [0.9, 0.3, 0.7, 0.8]  # the peak, the floor, then halves
    assert [m["threshold"] for m in made] == asked
    chosen, _ = threshold_from_builds(scores, _builds(figures)[0], peak=0.9, target=0.90)
    assert chosen["threshold"] == 0.7


def test_no_threshold_keeps_the_target_then_the_hand_rules_alone():
    build_at, asked = _builds({0.9: (0.55, 0.899), 0.5: (0.66, 0.880)})
    chosen, _ = threshold_from_builds([0.9, 0.5], build_at, peak=0.9, target=0.905)
    assert chosen["threshold"] == 1.0 and asked == [0.9]
