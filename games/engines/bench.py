"""Timing for the engines' own benchmark figures (``manage.py benchmark engines``)."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

S = TypeVar("S")


def microseconds_per_call(states: Sequence[S], call: Callable[[S], Any], repeats: int) -> float:
    """The mean wall time of ``call`` on one state, over every state ``repeats`` times, in µs."""
    started = time.perf_counter()
    for _ in range(repeats):
        for state in states:
            call(state)
    return round((time.perf_counter() - started) / (repeats * len(states)) * 1e6, 2)
