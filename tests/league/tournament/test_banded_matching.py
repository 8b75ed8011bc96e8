"""The banded matching: whenever it answers, its matching is the cheapest perfect matching (checked
against every perfect matching of small random blocks), and it answers for the common block."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from league.tournament.banded_matching import proven_band_matching


def cheapest_by_brute_force(members: list[int], cost: Callable[[int, int], int], legal) -> int | None:
    if not members:
        return 0
    first, rest = members[0], members[1:]
    best = None
    for partner in rest:
        if legal(first, partner):
            tail = cheapest_by_brute_force([m for m in rest if m != partner], cost, legal)
            if tail is not None and (best is None or cost(first, partner) + tail < best):
                best = cost(first, partner) + tail
    return best


def random_block(seed: int) -> tuple[list[int], Callable[[int, int], int], Callable[[int, int], bool], Callable]:
    rng = random.Random(seed)
    size = rng.choice([4, 6, 8, 10, 12])
    members = sorted(rng.sample(range(size + 4), size))
    points = sorted((rng.choice([0, 1, 3, 3, 6]) for _ in members), reverse=True)
    group = {m: -p for m, p in zip(members, points, strict=True)}
    met = {frozenset(pair) for pair in ((rng.choice(members), rng.choice(members)) for _ in range(size // 2))}

    def cost(i: int, j: int) -> int:
        return 1000 * (group[i] - group[j]) ** 2 + (i - j) ** 2

    def legal(i: int, j: int) -> bool:
        return frozenset((i, j)) not in met

    return members, cost, legal, group.__getitem__


@pytest.mark.parametrize("seed", range(300))
def test_a_band_answer_is_the_cheapest_perfect_matching(seed):
    members, cost, legal, group = random_block(seed)
    found = proven_band_matching(members, cost, legal, group, width=2)
    if found is None:
        return
    assert sorted(p for pair in found for p in pair) == members
    assert all(legal(a, b) for a, b in found)
    assert sum(cost(a, b) for a, b in found) == cheapest_by_brute_force(members, cost, legal)


def test_a_score_group_with_two_rematches_among_neighbours_is_answered_without_the_general_matching():
    members = list(range(32))
    met = {frozenset((4, 5)), frozenset((20, 21))}
    found = proven_band_matching(
        members, lambda i, j: (i - j) ** 2, lambda i, j: frozenset((i, j)) not in met, lambda i: 0
    )
    assert found is not None
    assert sum((a - b) ** 2 for a, b in found) == 12 * 1 + 4 * 2**2  # 4-6, 5-7 and 20-22, 21-23
    assert not {frozenset(pair) for pair in found} & met


def test_a_forced_pair_down_across_score_groups_is_answered_too():
    members = list(range(10))  # 0-4 on 3 points, 5-9 on 0: one table must cross
    found = proven_band_matching(
        members, lambda i, j: 1000 * ((i < 5) != (j < 5)) + (i - j) ** 2, lambda i, j: True, lambda i: i < 5
    )
    assert found is not None
    assert sorted(found) == [(0, 1), (2, 3), (4, 5), (6, 7), (8, 9)]
