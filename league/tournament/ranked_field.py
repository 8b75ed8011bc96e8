"""The field one Swiss round pairs: entrants by rank, who may meet whom, and what a table costs.

The objective, lexicographic, lower is better (Cobra's weights, in points):

1. the bye (odd count) to the lowest-ranked player who has not had one;
2. the sum over tables of the squared difference in points (a pair-down of 3 points costs 9,
   three pair-downs of 1 point cost 3);
3. the sum of squared rank gaps, so within a score group 1 meets 2, 3 meets 4, and a forced
   pair-down keeps the higher players together (1-3, 2-4 rather than 1-4, 2-3).

Points are counted in ``1 / POINT_SCALE`` units so that every weight is a whole number (pod
placement points come in halves and thirds; integer weights keep the matching exact).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from league.tournament.entrants import Entrant

POINT_SCALE = 24  # whole units for points in halves, thirds, quarters and eighths


def scaled_points(points: float) -> int:
    return round(points * POINT_SCALE)


@dataclass
class RankedField:
    """Entrants by rank with their score groups and the legality test, shared by every block."""

    entrants: list[Entrant]
    forbidden: set[frozenset[str]]
    groups: list[int] = field(init=False)
    scaled: list[int] = field(init=False)
    w_points: int = field(init=False)
    w_bye: int = field(init=False)

    def __post_init__(self) -> None:
        levels = sorted({e.points for e in self.entrants}, reverse=True)
        index = {points: i for i, points in enumerate(levels)}
        self.groups = [index[e.points] for e in self.entrants]
        self.scaled = [scaled_points(e.points) for e in self.entrants]
        # each weight is larger than everything below it in the objective adds up to in a round
        n = len(self.entrants)
        tables = n // 2 + 1
        spread = max(self.scaled, default=0) - min(self.scaled, default=0)
        self.w_points = tables * n * n + 1
        self.w_bye = tables * (self.w_points * spread * spread + n * n) + 1

    def gap(self, i: int, j: int) -> int:
        """The points between two ranks, in ``POINT_SCALE`` units."""
        return abs(self.scaled[i] - self.scaled[j])

    def legal(self, i: int, j: int) -> bool:
        """Neither has met the other, no shared avoid label, not a forbidden pair (the tests that
        build a set run only when there is something to find: this is called ~40,000 times)."""
        a, b = self.entrants[i], self.entrants[j]
        if b.player in a.opponents or a.player in b.opponents:
            return False
        if a.avoid and b.avoid and a.avoid & b.avoid:
            return False
        return not self.forbidden or frozenset((a.player, b.player)) not in self.forbidden

    def may_take_bye(self, i: int) -> bool:
        return not self.entrants[i].had_bye

    def table_cost(self, i: int, j: int) -> int:
        """The objective's cost of a table between ranks i and j (parts 2 and 3)."""
        return self.w_points * self.gap(i, j) ** 2 + (i - j) ** 2

    def bye_cost(self, i: int) -> int:
        """The objective's cost of the bye going to rank i (part 1)."""
        return self.w_bye * (len(self.entrants) - 1 - i)

    def meetings(self, i: int, j: int) -> int:
        """How often ranks i and j have met already."""
        a, b = self.entrants[i], self.entrants[j]
        return a.meetings.get(b.player, 1 if b.player in a.opponents else 0)

    def kept_apart(self, i: int, j: int) -> bool:
        """Team-mates, club-mates or a forbidden pair."""
        a, b = self.entrants[i], self.entrants[j]
        return bool(a.avoid & b.avoid) or frozenset((a.player, b.player)) in self.forbidden

    def byes(self, i: int) -> int:
        entrant = self.entrants[i]
        return max(entrant.byes, int(entrant.had_bye))
