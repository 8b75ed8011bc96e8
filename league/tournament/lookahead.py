"""Look-ahead for small Swiss fields: pair this round so that every planned round after it can
still be paired without a rematch.

A field is a graph: one vertex per entrant (plus one for the bye when the count is odd, joined to
the players who have not had one), one edge per pair still allowed to meet. Each round uses a
perfect matching and removes its edges, so ``rounds`` more rounds without a rematch exist exactly
when the graph holds ``rounds`` disjoint perfect matchings. Deciding that is hard in general but
quick for the fields where it matters (a store's 6-16 players playing nearly a round robin):
a depth-first search over matchings, most constrained vertex first, with two prunings that lose
no solution:

- every vertex needs at least ``rounds`` edges left;
- rounds are interchangeable, so they may be taken in the order of the partner of one fixed
  vertex (the anchor): once the anchor is paired with ``p``, its edges to partners below ``p``
  are never needed again and are removed (this cuts the ``rounds!`` orderings of one solution).

Failed graphs are remembered, so graphs reached along different paths are searched once. The
search counts its steps and gives up past ``budget`` (``SearchBudgetExceeded``): the caller then
pairs without look-ahead. Graphs are lists of ints, bit ``u`` of ``adjacent[v]`` meaning v-u is
allowed; everything here is plain Python.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Sequence
from dataclasses import dataclass, field

DEFAULT_BUDGET = 200_000


class SearchBudgetExceeded(RuntimeError):
    """The look-ahead took more steps than its budget: the answer is unknown."""


@dataclass
class Search:
    budget: int = DEFAULT_BUDGET
    steps: int = 0
    # a search's states known to be completable or not; the pod look-ahead keys its own states here too
    completable: dict[tuple[Hashable, ...], bool] = field(default_factory=dict)

    def tick(self) -> None:
        self.steps += 1
        if self.steps > self.budget:
            raise SearchBudgetExceeded(f"look-ahead stopped after {self.budget} steps")


def bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def perfect_matchings(adjacent: Sequence[int], free: int) -> Iterator[list[tuple[int, int]]]:
    """Every perfect matching of the vertices in ``free``, most constrained vertex first."""
    if not free:
        yield []
        return
    chosen, options = -1, 0
    for v in bits(free):
        here = adjacent[v] & free
        if not here:
            return
        if chosen < 0 or here.bit_count() < options.bit_count():
            chosen, options = v, here
            if here.bit_count() == 1:
                break
    rest = free & ~(1 << chosen)
    for u in bits(options):
        for tail in perfect_matchings(adjacent, rest & ~(1 << u)):
            tail.append((min(chosen, u), max(chosen, u)))
            yield tail


def without(adjacent: Sequence[int], pairs: Sequence[tuple[int, int]]) -> list[int]:
    left = list(adjacent)
    for a, b in pairs:
        left[a] &= ~(1 << b)
        left[b] &= ~(1 << a)
    return left


def can_complete(adjacent: Sequence[int], rounds: int, search: Search) -> bool:
    """Whether ``rounds`` disjoint perfect matchings fit in the graph."""
    if rounds <= 0:
        return True
    if min(a.bit_count() for a in adjacent) < rounds:
        return False
    key = (tuple(adjacent), rounds)
    known = search.completable.get(key)
    if known is not None:
        return known
    everyone = (1 << len(adjacent)) - 1
    found = False
    for matching in perfect_matchings(adjacent, everyone):
        search.tick()
        left = without(adjacent, matching)
        partner = next(b if a == 0 else a for a, b in matching if 0 in (a, b))
        below = left[0] & ((1 << partner) - 1)
        left = without(left, [(0, q) for q in bits(below)])
        if can_complete(left, rounds - 1, search):
            found = True
            break
    search.completable[key] = found
    return found


def best_completing_matching(
    adjacent: Sequence[int], cost: Sequence[Sequence[int]], rounds_after: int, search: Search
) -> list[tuple[int, int]] | None:
    """The cheapest perfect matching (sum of ``cost[a][b]`` over its pairs) that leaves
    ``rounds_after`` more rounds pairable, or None if no matching does. Branch and bound: a partial
    matching stops once its cost plus each free vertex's cheapest half-edge reaches the best found."""
    size = len(adjacent)
    if size % 2 or (size and min(a.bit_count() for a in adjacent) - 1 < rounds_after):
        return None
    cheapest = [min((cost[v][u] for u in bits(adjacent[v])), default=0) for v in range(size)]
    best: list[tuple[int, int]] | None = None
    best_cost = None

    def descend(free: int, spent: int, chosen: list[tuple[int, int]]) -> None:
        nonlocal best, best_cost
        search.tick()
        if best_cost is not None and 2 * spent + sum(cheapest[v] for v in bits(free)) >= 2 * best_cost:
            return
        if not free:
            if can_complete(without(adjacent, chosen), rounds_after, search):
                best, best_cost = list(chosen), spent
            return
        v = (free & -free).bit_length() - 1
        partners = sorted(bits(adjacent[v] & free & ~(1 << v)), key=lambda u: (cost[v][u], u))
        for u in partners:
            chosen.append((v, u))
            descend(free & ~(1 << v) & ~(1 << u), spent + cost[v][u], chosen)
            chosen.pop()

    descend((1 << size) - 1, 0, [])
    return best
