"""The tabu search seats the rounds still planned with byes chosen with the pods: repeat-free
where the social golfer problem allows it, and no second bye while someone has none."""

from __future__ import annotations

import random

import pytest

from league.tournament.pod_lookahead import TABU_STEPS, tabu_plan, with_pods
from league.tournament.pod_tabu import (
    BenchRound,
    SwapBudget,
    fair_benches,
    first_schedule,
    restarted_tabu,
    schedule_repeats,
    tabu_schedule,
)


def planned(players: int, size: int, rounds: int, bench: int, seed: int) -> list[BenchRound]:
    met, byes = [0] * players, [0] * players
    sizes = [size] * ((players - bench) // size)
    start = first_schedule(met, byes, sizes, bench, rounds, random.Random(seed))
    return tabu_schedule(met, byes, start, steps=3000, seed=seed)


def test_a_second_bye_while_someone_has_none_is_unfair():
    first = BenchRound([[1, 2, 3]], [0])
    assert fair_benches([0, 0, 0, 0], [first, BenchRound([[0, 2, 3]], [1])])
    assert not fair_benches([0, 0, 0, 0], [first, BenchRound([[1, 2, 3]], [0])])
    assert fair_benches([1, 1, 1, 0], [BenchRound([[0, 1, 2]], [3]), BenchRound([[1, 2, 3]], [0])])


@pytest.mark.parametrize(("players", "size", "rounds"), [(20, 4, 5), (24, 4, 5), (16, 4, 5)])
@pytest.mark.parametrize("seed", range(2))
def test_the_social_golfers_play_five_rounds_without_meeting_again(players, size, rounds, seed):
    """5-4-5 and 6-4-5 have repeat-free solutions (20 = the affine plane of order 5 less a line)."""
    schedule = planned(players, size, rounds, 0, seed)
    assert schedule_repeats([0] * players, schedule) == 0
    for one in schedule:
        assert sorted(p for pod in one.pods for p in pod) == list(range(players))


@pytest.mark.parametrize("seed", range(2))
def test_ten_players_in_threes_plan_their_byes_and_never_meet_again(seed):
    schedule = planned(10, 3, 4, 1, seed)
    assert schedule_repeats([0] * 10, schedule) == 0
    assert fair_benches([0] * 10, schedule)
    assert len({p for one in schedule for p in one.bench}) == 4


@pytest.mark.parametrize(("players", "size"), [(20, 4), (24, 4)])
def test_after_any_first_round_the_four_repeat_free_rounds_left_are_found_every_time(players, size):
    """Every first round is the same up to renaming the players, and 5-4-5 and 6-4-5 have
    repeat-free solutions, so four more rounds without a repeat exist."""
    for seed in range(20):
        order = list(range(players))
        random.Random(seed).shuffle(order)
        met = with_pods([0] * players, [order[k : k + size] for k in range(0, players, size)])
        plan = tabu_plan(met, [size] * (players // size), 4, seed, 0, TABU_STEPS)
        assert plan is not None
        assert plan[0] == 0


@pytest.mark.parametrize(("players", "size", "rounds", "bench"), [(10, 3, 4, 1), (12, 3, 4, 0), (20, 4, 5, 0)])
def test_a_whole_repeat_free_event_is_planned_every_time(players, size, rounds, bench):
    met, byes = [0] * players, [0] * players
    sizes = [size] * ((players - bench) // size)
    for seed in range(20):
        repeats, schedule = restarted_tabu(
            met,
            byes,
            lambda rng: first_schedule(met, byes, sizes, bench, rounds, rng),
            steps=TABU_STEPS,
            seed=seed,
        )
        assert repeats == schedule_repeats(met, schedule) == 0
        assert fair_benches(byes, schedule)


def test_the_search_stops_when_its_swaps_to_score_run_out():
    """40 players in fours over 14 rounds must repeat: every step scores thousands of swaps."""
    met, byes = [0] * 40, [0] * 40
    start = first_schedule(met, byes, [4] * 10, 0, 14, random.Random(0))
    two_steps = SwapBudget(10**9)
    tabu_schedule(met, byes, start, steps=2, seed=0, budget=two_steps)
    one_swap = SwapBudget(1)
    tabu_schedule(met, byes, start, steps=100, seed=0, budget=one_swap)
    assert one_swap.left <= 0
    assert 1 - one_swap.left < 10**9 - two_steps.left  # it stopped after its first step
