"""Pause Python's cyclic garbage collector around the heavy steps (reading results, standings,
pairing). They allocate a few hundred thousand small tuples and records that hold no reference
cycles; the collector would walk them again and again while they are built (measured: the whole
Swiss step for 8,192 players spends about 40 % of its time there). Reference counting still frees
everything at once, and the collector runs as usual once the step returns."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import wraps
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")


@contextmanager
def collector_paused() -> Iterator[None]:
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def without_cyclic_gc(step: Callable[P, R]) -> Callable[P, R]:
    """``step`` runs with the collector paused (nested calls keep it paused)."""

    @wraps(step)
    def paused(*args: P.args, **kwargs: P.kwargs) -> R:
        with collector_paused():
            return step(*args, **kwargs)

    return paused
