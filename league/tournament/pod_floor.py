"""Lower bounds on the repeat meetings of pod rounds still to be seated: the planner stops its
search as soon as a schedule reaches one, since no schedule can do better.

A repeat is each meeting of a pair after its first (a pair meeting three times counts two), so
over the rounds left: repeats = meetings made - pairs meeting for the first time. Three bounds,
each proven, the planner takes the largest:

- Counting (``counting_floor``). A player seated in ``r`` more rounds in pods of at least ``k``
  meets at least ``r (k - 1)`` others; those beyond the players they have not met yet are
  repeats, and every repeat is counted by both of its players. Also, meetings made minus the
  pairs that have never met. With byes, who sits out moves meetings from one player to another:
  byes stay fair (``pod_tabu.fair_benches``: every player ends with the same number of byes or
  one more), so the players free to take the last byes take them where they save most.
- Pigeonhole (``pigeonhole_floor``). Compare any later round with the first of the rounds left:
  ``g`` pods of ``k`` players hold the ``g`` earlier pods' players, so when ``k > g`` (fewer than
  ``k * k`` players) some pod holds two players who sat together then, in every later round.
  12 players in fours: at least 3 such pairs a round, 9 over 4 rounds where counting says 6.
- Proven by exhaustive search (``PROVEN_FEWEST``), for whole events where the bounds above fall
  short: 12 in threes over 5 rounds (no nearly Kirkman triple system of 12 exists) and 13 in
  fours over 4 rounds with a bye each round.

Players are ints, ``met[p]`` a bitmask of the players ``p`` has met (or must not meet).
"""

from __future__ import annotations

from collections.abc import Sequence
from math import comb

# (players, pod size, rounds; the players no pod of that size seats sit out) -> the fewest repeat
# meetings of a whole event, proven where the bounds here say less by exhaustive searches in
# tests/league/tournament/test_pod_fewest_repeats.py and test_pod_fewest_repeats_with_byes.py
PROVEN_FEWEST = {(12, 3, 5): 3, (13, 4, 4): 9}


def remaining_floor(met: Sequence[int], sizes: Sequence[int], rounds: int, byes: Sequence[int] | None = None) -> int:
    """The fewest repeat meetings ``rounds`` more rounds in pods of ``sizes`` (the players they do
    not seat on the bench) can make after the meetings of ``met``; ``byes``: each player's byes
    so far (None: none)."""
    if rounds <= 0:
        return 0
    bench = len(met) - sum(sizes)
    pigeonhole = pigeonhole_floor(sizes[0], len(sizes), bench, rounds) if len(set(sizes)) == 1 else 0
    return max(counting_floor(met, sizes, rounds, byes), pigeonhole)


def event_floor(players: int, sizes: Sequence[int], rounds: int) -> int:
    """The fewest repeat meetings a whole event of ``rounds`` rounds can make, every round seating
    ``players`` in pods of ``sizes`` and benching the rest."""
    floor = remaining_floor([0] * players, sizes, rounds)
    if len(set(sizes)) == 1:
        floor = max(floor, PROVEN_FEWEST.get((players, sizes[0], rounds), 0))
    return floor


def counting_floor(met: Sequence[int], sizes: Sequence[int], rounds: int, byes: Sequence[int] | None = None) -> int:
    """The counting bound (module docstring): meetings that cannot be with someone new."""
    n = len(met)
    unmet = [n - 1 - met[p].bit_count() for p in range(n)]
    meetings = rounds * sum(comb(size, 2) for size in sizes)
    overall = max(0, meetings - sum(unmet) // 2)
    benched = future_byes(byes or [0] * n, rounds * (n - sum(sizes)), rounds, unmet, min(sizes) - 1)
    if benched is None:
        return overall
    least = min(sizes) - 1
    short = sum(max(0, (rounds - benched[p]) * least - unmet[p]) for p in range(n))
    return max(overall, (short + 1) // 2)


def future_byes(had: Sequence[int], seats: int, rounds: int, unmet: Sequence[int], least: int) -> list[int] | None:
    """Byes each player takes in the rounds left, fair at the end (everyone the same number or one
    more), the optional ones going where they cut the most forced repeats; None when the byes so
    far are not fair (the bound then counts meetings only)."""
    n = len(had)
    if not seats:
        return [0] * n
    total = sum(had) + seats
    base, extra = divmod(total, n)
    if any(count > base + 1 for count in had) or base - min(had) > rounds:
        return None
    taken = [max(0, base - count) for count in had]
    extra -= sum(1 for count in had if count == base + 1)

    def saved(p: int) -> int:
        """Forced repeats of p that one more bye removes."""
        seated = rounds - taken[p]
        return max(0, seated * least - unmet[p]) - max(0, (seated - 1) * least - unmet[p])

    free = sorted((p for p in range(n) if had[p] <= base and taken[p] < rounds), key=saved, reverse=True)
    if extra < 0 or extra > len(free):
        return None
    for p in free[:extra]:
        taken[p] += 1
    return taken


def pigeonhole_floor(size: int, pods: int, bench: int, rounds: int) -> int:
    """The pigeonhole bound (module docstring): every round after the first of ``rounds`` seats
    again together at least this many pairs that sat together in it. The ``bench`` players who
    sit out a later round are taken from the earlier pods where that saves most."""
    seated = [size] * pods
    for _ in range(bench):
        best = max(range(pods), key=lambda i: together(seated[i], pods) - together(seated[i] - 1, pods))
        if seated[best] == 0:
            break
        seated[best] -= 1
    return (rounds - 1) * sum(together(count, pods) for count in seated)


def together(players: int, pods: int) -> int:
    """The fewest pairs among ``players`` that ``pods`` pods can seat apart: spread evenly."""
    each, left = divmod(players, pods)
    return left * comb(each + 1, 2) + (pods - left) * comb(each, 2)
