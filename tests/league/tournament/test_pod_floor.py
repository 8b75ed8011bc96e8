"""The lower bounds on repeat meetings (``pod_floor``): hand-computed fields, and never above the
true fewest that an exhaustive search finds on tiny fields (with byes and mixed pod sizes)."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

import pytest

from league.tournament.pod_floor import (
    counting_floor,
    event_floor,
    pigeonhole_floor,
    remaining_floor,
)
from league.tournament.pod_lookahead import with_pods
from league.tournament.pod_tabu import BenchRound, fair_benches


@pytest.mark.parametrize(
    ("players", "size", "rounds", "floor"),
    [
        (40, 4, 14, 60),  # 42 meetings each, 39 others: 3 repeats each, every repeat shared by two
        (16, 4, 8, 72),  # 24 meetings, 15 others: 9 each
        (20, 4, 10, 110),  # 300 meetings, 190 pairs
        (30, 3, 20, 165),  # 600 meetings, 435 pairs
        (9, 3, 5, 9),  # 10 meetings, 8 others: 2 each
        (16, 4, 5, 0),  # 15 meetings, 15 others: the affine plane meets each once
        (22, 4, 10, 69),  # 20 players with a bye meet 27 of 21 (6 too many), 2 without meet 30 (9): 138 / 2
        (17, 4, 8, 56),  # 8 byes: 8 players meet 21 of 16 (5), 9 meet 24 (8): 112 / 2
        (12, 4, 3, 6),  # pigeonhole: a pod of 4 from the first round's 3 pods repeats a pair, 3 pods a round
        (12, 4, 4, 9),  # pigeonhole 3 x 3, where counting says 6
        (13, 4, 4, 9),  # proven by exhaustive search, where the pigeonhole says 6
        (12, 3, 5, 3),  # proven by exhaustive search, where counting says 0
    ],
)
def test_the_event_floor_matches_the_hand_count(players, size, rounds, floor):
    assert event_floor(players, [size] * (players // size), rounds) == floor


def test_the_pigeonhole_bound_needs_fewer_than_size_squared_players():
    assert pigeonhole_floor(4, 4, 0, 5) == 0  # 16 in fours: four pods take one each
    assert pigeonhole_floor(4, 3, 0, 2) == 3
    assert pigeonhole_floor(4, 3, 1, 2) == 2  # a bye empties one pod's clash


def test_byes_go_where_they_cut_the_most_forced_repeats():
    # 5 players, one pod of 4 and a bye, 5 rounds: everyone sits out once and meets 12 of 4 others
    assert counting_floor([0] * 5, [4], 5) == 20
    # one player has had a bye already: the others take the next four, the first plays all 4 rounds
    assert counting_floor([0] * 5, [4], 4, [1, 0, 0, 0, 0]) == (12 - 4 + 4 * (9 - 4)) // 2


def test_mid_event_the_floor_counts_the_pairs_that_met_already():
    first = [[0, 1, 2], [3, 4, 5], [6, 7, 8]]
    met = with_pods([0] * 9, first)
    assert remaining_floor(met, [3, 3, 3], 3) == 0  # the affine plane's other three rounds
    assert remaining_floor(met, [3, 3, 3], 4) == 9  # 8 meetings each of the 6 not met


def seatings(players: tuple[int, ...], sizes: tuple[int, ...], bench: int) -> Iterator[BenchRound]:
    for benched in combinations(players, bench):
        yield from pods_of([p for p in players if p not in benched], sizes, list(benched))


def pods_of(players: list[int], sizes: tuple[int, ...], bench: list[int]) -> Iterator[BenchRound]:
    if not sizes:
        yield BenchRound([], bench)
        return
    first, rest = players[0], players[1:]
    for others in combinations(rest, sizes[0] - 1):
        left = [p for p in rest if p not in others]
        for tail in pods_of(left, sizes[1:], bench):
            yield BenchRound([[first, *others], *tail.pods], bench)


def fewest_repeats(players: int, sizes: tuple[int, ...], rounds: int) -> int:
    """Every schedule with fair byes, the first round fixed (any first round is the same up to
    renaming the players)."""
    every = list(seatings(tuple(range(players)), sizes, players - sum(sizes)))
    best = players * players * rounds

    def extend(met: list[int], schedule: list[BenchRound], repeats: int) -> None:
        nonlocal best
        if repeats >= best:
            return
        if len(schedule) == rounds:
            best = repeats
            return
        for seating in every:
            if fair_benches([0] * players, [*schedule, seating]):
                made = sum((met[p] & sum(1 << q for q in pod)).bit_count() for pod in seating.pods for p in pod) // 2
                extend(with_pods(met, seating.pods), [*schedule, seating], repeats + made)

    extend(with_pods([0] * players, every[0].pods), [every[0]], 0)
    return best


@pytest.mark.parametrize(
    ("players", "sizes", "rounds", "tight"),
    [
        (6, (3, 3), 2, True),
        (6, (3, 3), 3, False),  # 4 by counting, 5 the fewest
        (8, (4, 4), 2, True),
        (8, (4, 4), 3, True),
        (9, (3, 3, 3), 3, True),
        (7, (3, 3), 3, False),  # a bye each round: 2 by the pigeonhole, 3 the fewest
        (7, (3, 3), 4, False),  # 3 by counting, 5 the fewest
        (8, (3, 3), 3, True),  # two byes each round
        (7, (3, 4), 3, True),  # mixed pod sizes
        (10, (4, 4), 2, True),  # two byes: the pigeonhole with a bench
    ],
)
def test_the_floor_never_exceeds_the_fewest_an_exhaustive_search_finds(players, sizes, rounds, tight):
    floor = event_floor(players, list(sizes), rounds)
    fewest = fewest_repeats(players, sizes, rounds)
    assert floor <= fewest
    assert (floor == fewest) == tight
