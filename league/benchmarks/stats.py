"""Small helpers shared by the suites."""

from __future__ import annotations

import math
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


def sign_test(wins: int, losses: int) -> float:
    """Two-sided exact sign test: the chance of a split at least this uneven between ``wins`` and
    ``losses`` if either were equally likely (ties left out beforehand). Paired games read beside a
    control mostly end alike; only the games that differ carry evidence, and this weighs them."""
    changed = wins + losses
    tail = sum(math.comb(changed, k) for k in range(min(wins, losses) + 1)) / 2**changed
    return min(1.0, 2 * tail)
