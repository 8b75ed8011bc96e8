"""The cheapest perfect matching of a Swiss block without a general matching algorithm, when the
answer lies close to the rank order (nearly always: a block is one score group with a rematch or
two among its neighbours).

Members are in rank order. A dynamic programme pairs each member with one of the next ``width``
members still free, which is exact among matchings whose pairs all lie within that band. A
certificate then shows no pair outside the band can help: every perfect matching holding pair e
costs at least cost(e) plus half of each other member's cheapest pair, so once that bound reaches
the band's optimum for every pair outside the band, the band's optimum is the optimum. When the
band holds no perfect matching, or the certificate fails (a block across score groups, where a
forced pair-down hides from the bound), the caller runs the general matching instead.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

DEFAULT_WIDTH = 4


def banded_matching(
    members: Sequence[int], cost: Callable[[int, int], int], legal: Callable[[int, int], bool], width: int
) -> tuple[list[tuple[int, int]], int] | None:
    """(pairs, total cost) of the cheapest perfect matching of ``members`` whose pairs are at most
    ``width`` positions apart, or None when there is none."""
    count = len(members)
    if count % 2:
        return None
    # best[p][mask]: cheapest way to pair positions p.. when bit k of mask says p + k is taken
    best: list[dict[int, tuple[int, int]]] = [{} for _ in range(count + 1)]
    best[count][0] = (0, -1)
    full = 1 << width
    for p in range(count - 1, -1, -1):
        here = best[p]
        later = best[p + 1]
        for mask in range(full):
            if mask & 1:
                found = later.get(mask >> 1)
                if found is not None:
                    here[mask] = (found[0], -1)
                continue
            choice = None
            for step in range(1, width + 1):
                q = p + step
                if q >= count or mask >> step & 1:
                    continue
                rest = later.get((mask | 1 << step) >> 1)
                if rest is None or not legal(members[p], members[q]):
                    continue
                total = rest[0] + cost(members[p], members[q])
                if choice is None or total < choice[0]:
                    choice = (total, q)
            if choice is not None:
                here[mask] = choice
    start = best[0].get(0)
    if start is None:
        return None
    pairs, mask = [], 0
    for p in range(count):
        total, partner = best[p][mask]
        if mask & 1:
            mask >>= 1
            continue
        pairs.append((members[p], members[partner]))
        mask = (mask | 1 << (partner - p)) >> 1
    return pairs, start[0]


def band_is_optimal(
    members: Sequence[int],
    cost: Callable[[int, int], int],
    legal: Callable[[int, int], bool],
    group: Callable[[int], int],
    width: int,
    found: int,
) -> bool:
    """Whether no perfect matching with a pair more than ``width`` positions apart costs less than
    ``found`` (the band's optimum).

    The bound: a matching's cost is the sum over members of half their pair's cost, at least half
    their cheapest pair; and a score group with an odd number of members sends one of them to a
    partner outside it, whose half is then at least half its cheapest pair outside the group (the
    forced pair-down, which dominates the cost). A pair outside the band is bounded by its own cost
    plus that bound over the other members."""
    count = len(members)
    costs: list[list[int | None]] = [[None] * count for _ in range(count)]
    for x in range(count):
        for y in range(x + 1, count):
            if legal(members[x], members[y]):
                costs[x][y] = costs[y][x] = cost(members[x], members[y])
    groups = [group(m) for m in members]
    cheapest: list[int] = []
    extra: list[int] = []  # how much dearer the member's cheapest pair outside its group is
    for x in range(count):
        inside = [c for c in costs[x] if c is not None]
        if not inside:
            return False
        cheapest.append(min(inside))
        outside = [c for y, c in enumerate(costs[x]) if c is not None and groups[y] != groups[x]]
        extra.append(min(outside, default=cheapest[-1] + found) - cheapest[-1])
    odd_groups: dict[int, list[tuple[int, int]]] = {}  # group -> its three cheapest (extra, member)
    sizes: dict[int, int] = {}
    for x, g in enumerate(groups):
        sizes[g] = sizes.get(g, 0) + 1
        odd_groups.setdefault(g, []).append((extra[x], x))
    for g, found_extras in odd_groups.items():
        odd_groups[g] = sorted(found_extras)[:3]
    total = sum(cheapest)

    def forced(g: int, without: tuple[int, int]) -> int:
        """The pair-down a group with an odd number of members left must make (0 for even)."""
        left = sizes[g] - sum(1 for x in without if groups[x] == g)
        if left % 2 == 0:
            return 0
        return next(e for e, x in odd_groups[g] if x not in without)

    unchanged = sum(forced(g, (-1, -1)) for g in sizes)
    for x in range(count):
        for y in range(x + width + 1, count):
            c = costs[x][y]
            if c is None:
                continue
            bound = 2 * c + total - cheapest[x] - cheapest[y]
            if bound >= 2 * found:
                continue
            touched = {groups[x], groups[y]}
            bound += unchanged - sum(forced(g, (-1, -1)) for g in touched)
            bound += sum(forced(g, (x, y)) for g in touched)
            if bound < 2 * found:
                return False
    return True


def proven_band_matching(
    members: Sequence[int],
    cost: Callable[[int, int], int],
    legal: Callable[[int, int], bool],
    group: Callable[[int], int],
    width: int = DEFAULT_WIDTH,
) -> list[tuple[int, int]] | None:
    """The cheapest perfect matching of ``members`` when the band finds it and the certificate
    proves it, else None (the caller then needs the general matching)."""
    banded = banded_matching(members, cost, legal, width)
    if banded is None or not band_is_optimal(members, cost, legal, group, width, banded[1]):
        return None
    return banded[0]
