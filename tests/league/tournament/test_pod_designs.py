"""Resolvable designs (affine planes, Kirkman's schoolgirls): repeat-free pod schedules, fitted to
whatever rounds were already played."""

from __future__ import annotations

import random

import pytest

from league.tournament.lookahead import Search
from league.tournament.pod_designs import (
    as_labelled,
    cycled_design,
    design,
    fitted_design,
    kirkman_classes,
    parallel_classes,
    rotational_classes,
    signed_plane_classes,
)
from league.tournament.pod_floor import event_floor
from league.tournament.pod_lookahead import schedule_repeats, with_pods


@pytest.mark.parametrize("q", [2, 3, 4, 5, 7, 8])
def test_each_plane_seats_everyone_every_round_and_every_pair_meets_exactly_once(q):
    met = [0] * (q * q)
    classes = parallel_classes(q)
    assert len(classes) == q + 1
    for pods in classes:
        assert sorted(p for pod in pods for p in pod) == list(range(q * q))
        assert schedule_repeats(met, [pods]) == 0
        met = with_pods(met, pods)
    assert all(m.bit_count() == q * q - 1 for m in met)


def test_kirkmans_fifteen_schoolgirls_walk_in_threes_for_seven_days_meeting_each_other_once():
    met = [0] * 15
    for pods in kirkman_classes():
        assert sorted(p for pod in pods for p in pod) == list(range(15))
        assert schedule_repeats(met, [pods]) == 0
        met = with_pods(met, pods)
    assert all(m.bit_count() == 14 for m in met)


@pytest.mark.parametrize(("q", "seed"), [(3, 0), (4, 1), (4, 2), (5, 3)])
def test_a_plane_is_fitted_after_every_round_played_from_another_labelling_of_one(q, seed):
    rng = random.Random(seed)
    relabel = list(range(q * q))
    rng.shuffle(relabel)
    played = parallel_classes(q)
    rng.shuffle(played)
    met = [0] * (q * q)
    for number in range(q + 1):
        schedule = fitted_design(met, q, q + 1 - number, Search(budget=20_000))
        assert schedule is not None
        assert len(schedule) == q + 1 - number
        assert schedule_repeats(met, schedule) == 0
        met = with_pods(met, [[relabel[p] for p in pod] for pod in played[number]])


def test_no_plane_fits_rounds_that_came_from_elsewhere():
    """Rows, columns, then the cyclic Latin square of order 4, which has no orthogonal mate."""
    rows = [[4 * r + c for c in range(4)] for r in range(4)]
    columns = [[4 * r + c for r in range(4)] for c in range(4)]
    cyclic = [[4 * r + (r + s) % 4 for r in range(4)] for s in range(4)]
    met = with_pods(with_pods(with_pods([0] * 16, rows), columns), cyclic)
    assert fitted_design(met, 4, 2, Search(budget=20_000)) is None


def test_a_plane_is_only_offered_where_one_exists():
    assert fitted_design([0] * 36, 6, 2, Search()) is None  # no plane of order 6
    assert fitted_design([0] * 16, 4, 6, Search()) is None  # a plane of order 4 has 5 rounds


@pytest.mark.parametrize(("players", "size"), [(27, 3), (28, 4), (40, 4), (21, 3)])
def test_each_rotational_design_seats_everyone_every_round_and_every_pair_meets_exactly_once(players, size):
    met = [0] * players
    classes = rotational_classes(players, size)
    assert len(classes) == (players - 1) // (size - 1)
    for pods in classes:
        assert sorted(p for pod in pods for p in pod) == list(range(players))
        assert all(len(pod) == size for pod in pods)
        assert schedule_repeats(met, [pods]) == 0
        met = with_pods(met, pods)
    assert all(m.bit_count() == players - 1 for m in met)


def test_thirty_two_golfers_play_ten_rounds_in_fours_each_meeting_everyone_once_but_their_twin():
    met = [0] * 32
    classes = signed_plane_classes()
    assert len(classes) == 10
    for pods in classes:
        assert sorted(p for pod in pods for p in pod) == list(range(32))
        assert all(len(pod) == 4 for pod in pods)
        assert schedule_repeats(met, [pods]) == 0
        met = with_pods(met, pods)
    assert all(met[p] == (1 << 32) - 1 - (1 << p) - (1 << (p ^ 16)) for p in range(32))


def test_the_leave_round_seats_the_pairs_a_packing_leaves_apart_and_no_pair_of_a_design_twice():
    met = [0] * 32
    for pods in design(32, 4).rounds:
        met = with_pods(met, pods)
    (leave,) = design(32, 4).leave
    assert sorted(p for pod in leave for p in pod) == list(range(32))
    assert schedule_repeats(met, [leave]) == 32 == event_floor(32, [4] * 8, 11)
    assert all(m.bit_count() == 31 for m in with_pods(met, leave))
    assert all(design(players, size).leave == [] for players, size in [(21, 3), (27, 3), (40, 4), (16, 4), (15, 3)])


@pytest.mark.parametrize(
    ("players", "size", "rounds"),
    [(40, 4, 14), (40, 4, 30), (16, 4, 8), (28, 4, 10), (27, 3, 14), (21, 3, 11), (32, 4, 11)],
)
def test_the_cycled_design_makes_the_floor_and_no_pair_meets_more_than_the_average_rounded_up(players, size, rounds):
    schedule = cycled_design([0] * players, size, rounds, Search(budget=0))
    assert schedule is not None
    assert schedule_repeats([0] * players, schedule) == event_floor(players, [size] * (players // size), rounds)
    meetings = {}
    for pods in schedule:
        for pod in pods:
            for a in pod:
                for b in pod:
                    if a < b:
                        meetings[a, b] = meetings.get((a, b), 0) + 1
    average = rounds * players * (size - 1) / 2 / (players * (players - 1) / 2)
    assert len(meetings) == players * (players - 1) // 2
    assert max(meetings.values()) <= -(-average // 1)


@pytest.mark.parametrize("rounds", [12, 23, 40])
def test_a_packing_cycled_with_its_leave_round_makes_the_floor_and_every_pair_meets(rounds):
    schedule = cycled_design([0] * 32, 4, rounds, Search(budget=0))
    assert schedule is not None
    assert schedule_repeats([0] * 32, schedule) == event_floor(32, [4] * 8, rounds)
    assert all(m.bit_count() == 31 for m in with_pods([0] * 32, [pod for pods in schedule for pod in pods]))


def test_rounds_played_from_the_design_as_labelled_are_recognised_without_a_search():
    classes = rotational_classes(40, 4)
    met = [0] * 40
    for number in (7, 2, 11, 0, 5, 9):
        met = with_pods(met, classes[number])
    schedule = cycled_design(met, 4, 8, Search(budget=0))  # a search would exceed its budget at once
    assert schedule is not None
    assert schedule_repeats(met, schedule) == 60 - 0  # the 7 rounds left of 13, then one played again
    assert all(schedule_repeats(met, [pods]) == 0 for pods in schedule[:7])


def test_a_played_round_that_breaks_the_design_is_not_taken_for_it():
    classes = rotational_classes(40, 4)
    met = with_pods([0] * 40, classes[0])
    broken = [list(pod) for pod in classes[1]]
    broken[0][0], broken[1][0] = broken[1][0], broken[0][0]
    met = with_pods(met, broken)
    assert as_labelled(met, design(40, 4)) is None
    assert as_labelled(with_pods(met, classes[1]), design(40, 4)) is None
    assert as_labelled(with_pods(with_pods([0] * 40, classes[0]), classes[1]), design(40, 4)) is not None
