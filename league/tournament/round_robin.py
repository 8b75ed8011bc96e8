"""Round robin by the circle method: everyone meets everyone once per cycle.

The first player stays put while the others rotate one place a round; with an odd count a bye
seat joins the circle, and whoever is opposite it that round has the bye. N players need N - 1
rounds (N rounds when N is odd, each player resting once).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

BYE = None


@dataclass(frozen=True)
class RoundRobinRound:
    tables: list[tuple[str, str]]
    bye: str | None = None


def round_robin_schedule(players: Sequence[str], *, cycles: int = 1) -> list[RoundRobinRound]:
    """Every round of a round robin; with ``cycles`` = 2 each pairing repeats with seats swapped."""
    if len(set(players)) != len(players):
        raise ValueError("a player is listed twice")
    if cycles < 1:
        raise ValueError("a round robin needs at least one cycle")
    circle: list[str | None] = list(players)
    if len(circle) % 2:
        circle.append(BYE)
    half = len(circle) // 2
    schedule: list[RoundRobinRound] = []
    for _ in range(len(circle) - 1):
        tables: list[tuple[str, str]] = []
        bye = None
        for k in range(half):
            a, b = circle[k], circle[-1 - k]
            if a is None or b is None:
                bye = a if b is None else b
            else:
                tables.append((a, b))
        schedule.append(RoundRobinRound(tables, bye))
        circle = [circle[0], circle[-1], *circle[1:-1]]
    rounds = list(schedule)
    for cycle in range(1, cycles):
        flip = cycle % 2 == 1
        rounds.extend(RoundRobinRound([(b, a) if flip else (a, b) for a, b in r.tables], r.bye) for r in schedule)
    return rounds
