"""Small helpers shared by the suites."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence


def percentile(samples: Sequence[float], fraction: float) -> float:
    """Nearest-rank percentile of ``samples`` (fraction in 0..1)."""
    if not samples:
        return 0.0
    ordered = sorted(samples)
    index = min(len(ordered) - 1, max(0, round(fraction * len(ordered) + 0.5) - 1))
    return ordered[index]


def timed_loop(step: Callable[[], int], budget_seconds: float, min_rounds: int = 1) -> tuple[int, int, float]:
    """Call ``step`` until the budget is spent; returns (rounds, units step reported, seconds)."""
    rounds = units = 0
    started = time.perf_counter()
    while rounds < min_rounds or time.perf_counter() - started < budget_seconds:
        units += step()
        rounds += 1
    return rounds, units, time.perf_counter() - started
