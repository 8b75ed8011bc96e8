"""How many seeded random games a test plays: a quick sample when a developer runs the suite, the
full count under ``CI=true``, with ``-m slow`` or with ``FULL_GAMES=1`` (set in conftest.py)."""

from __future__ import annotations

FULL = False


def games(*, full: int, quick: int) -> int:
    """``full`` where the whole count is wanted, else ``quick`` (the first ``quick`` seeds of it)."""
    return full if FULL else quick
