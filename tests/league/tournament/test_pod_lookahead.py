"""Pods look ahead: the rest of the planned rounds seated with the fewest repeat meetings found,
and a warning when some are unavoidable."""

from __future__ import annotations

from itertools import combinations

import pytest

from league.tournament.lookahead import Search
from league.tournament.pod_designs import rotational_classes
from league.tournament.pod_floor import remaining_floor
from league.tournament.pod_lookahead import (
    fewest_repeats_plan,
    plan_rounds,
    repeat_floor,
    schedule_repeats,
    with_pods,
)
from league.tournament.pods import LOOKAHEAD_BUDGET
from league.tournament.simulate import simulate_with_warnings


def repeat_meetings(report: dict) -> int:
    """Meetings of a pair that had already met, over the whole event."""
    met: dict[tuple[str, str], int] = {}
    for played in report["rounds"]:
        for table in played["tables"]:
            for pair in combinations(sorted(table), 2):
                met[pair] = met.get(pair, 0) + 1
    return sum(times - 1 for times in met.values() if times > 1)


def pod_event(players: int, size: int, rounds: int, seed: int) -> tuple[dict, dict[int, list[str]]]:
    return simulate_with_warnings(
        format="swiss", players=players, seed=seed, rounds=rounds, pod_size=size, pod_allowed=(size,)
    )


def test_the_floor_counts_the_players_who_run_out_of_new_opponents():
    assert repeat_floor([0] * 9, 4, 2) == 0  # 8 others, 4 rounds of 2
    assert repeat_floor([0] * 9, 5, 2) == 9  # 10 meetings each, 8 others: 2 repeats each, shared by two


@pytest.mark.parametrize(("players", "size", "rounds"), [(9, 3, 4), (16, 4, 5)])
def test_it_finds_the_repeat_free_schedules_of_the_affine_planes(players, size, rounds):
    schedule = plan_rounds([0] * players, [size] * (players // size), rounds, 0, Search())
    assert schedule is not None
    assert schedule_repeats([0] * players, schedule) == 0
    for pods in schedule:
        assert sorted(p for pod in pods for p in pod) == list(range(players))


def test_the_plan_never_has_fewer_repeats_than_the_floor():
    repeats, schedule = fewest_repeats_plan([0] * 9, [3, 3, 3], 5, 20_000)
    assert repeats == schedule_repeats([0] * 9, schedule) == repeat_floor([0] * 9, 5, 2)


@pytest.mark.parametrize("seed", range(4))
def test_nine_players_in_threes_play_four_rounds_without_meeting_again(seed):
    report, warnings = pod_event(9, 3, 4, seed)
    assert repeat_meetings(report) == 0
    assert warnings == {}


def test_looking_ahead_leaves_fewer_repeats_than_seating_each_round_alone(monkeypatch):
    """12 players in threes over 5 rounds: 11 others to meet, 10 meetings each, so a schedule with
    few repeats exists; seated round by round (look-ahead off) the seeded events repeat more."""
    import league.tournament.pods as pods

    ahead = [repeat_meetings(pod_event(12, 3, 5, seed)[0]) for seed in range(2)]
    monkeypatch.setattr(pods, "POD_LOOKAHEAD_PLAYERS", 0)
    alone = [repeat_meetings(pod_event(12, 3, 5, seed)[0]) for seed in range(2)]
    assert sum(ahead) < sum(alone)
    assert max(ahead) <= 3


def test_unavoidable_repeats_are_the_fewest_and_announced_from_the_first_round():
    """8 players in fours: every second-round pod holds two players from one first-round pod."""
    report, warnings = pod_event(8, 4, 2, seed=5)
    assert repeat_meetings(report) == 4
    assert any("repeat meetings ahead" in warning for warning in warnings[1])
    assert any("meet again" in warning for warning in warnings[2])


@pytest.mark.parametrize(
    ("players", "size", "rounds"),
    [(9, 3, 4), (12, 3, 4), (15, 3, 7), (16, 4, 5), (25, 5, 6)],
)
@pytest.mark.parametrize("seed", range(3))
def test_every_seeded_event_that_can_play_without_repeats_does(players, size, rounds, seed):
    """Round one is a seeded shuffle and later rounds go by points; a repeat-free completion exists
    from any round one (the affine planes of order 3, 4 and 5, Kirkman's schoolgirls and the
    social golfers 4-3-4)."""
    report, warnings = pod_event(players, size, rounds, seed)
    assert repeat_meetings(report) == 0
    assert warnings == {}


@pytest.mark.parametrize("seed", range(3))
def test_twelve_players_in_fours_play_their_second_round_at_the_proven_fewest_three_repeats(seed):
    """Each of the three second-round pods draws four players from three first-round pods, so
    holds two who met (pigeonhole): 3 repeats at least, and the look-ahead finds 3."""
    report, warnings = pod_event(12, 4, 2, seed)
    assert repeat_meetings(report) == 3
    assert any("repeat meetings ahead" in warning for warning in warnings[1])


def test_a_field_with_a_bye_each_round_looks_ahead_among_the_seated_players(monkeypatch):
    import league.tournament.pods as pods

    ahead = [repeat_meetings(pod_event(13, 4, 4, seed)[0]) for seed in range(2)]
    monkeypatch.setattr(pods, "POD_LOOKAHEAD_PLAYERS", 0)
    alone = [repeat_meetings(pod_event(13, 4, 4, seed)[0]) for seed in range(2)]
    assert sum(ahead) <= sum(alone)


def test_a_field_past_the_exact_search_still_plans_its_rounds():
    """32 players in fours: the greedy plan and the local search keep repeats low."""
    report, _ = pod_event(32, 4, 6, seed=1)
    assert repeat_meetings(report) <= 2


@pytest.mark.parametrize("seed", [1, 4, 5])
def test_the_last_round_is_seated_by_the_search_when_swaps_leave_a_repeat(seed):
    """24 players in fours over 4 rounds: these seeds once ended with a repeat in the last round,
    which no look-ahead covered, although the round before had planned a repeat-free one."""
    report, warnings = pod_event(24, 4, 4, seed)
    assert repeat_meetings(report) == 0
    assert warnings == {}


def test_a_field_of_five_hundred_plans_nine_rounds_without_a_repeat():
    """The tabu search plans fields up to the look-ahead's limit: the caps' search, recursing a
    pod a frame, raised RecursionError on 127 pods over 9 rounds."""
    repeats, schedule = fewest_repeats_plan([0] * 508, [4] * 127, 9, LOOKAHEAD_BUDGET, quick=True)
    assert repeats == schedule_repeats([0] * 508, schedule) == 0
    assert len(schedule) == 9


def test_a_design_field_whose_rounds_played_fit_no_cycle_of_it_is_planned_by_the_tabu_search():
    """28 in fours: a round of the design, then one with two players swapped between pods. The
    greedy plan and the annealing ended 6 above the floor; the tabu search ends 1 above it."""
    classes = rotational_classes(28, 4)
    broken = [list(pod) for pod in classes[1]]
    broken[0][1], broken[1][1] = broken[1][1], broken[0][1]
    met = with_pods(with_pods([0] * 28, classes[0]), broken)
    repeats, schedule = fewest_repeats_plan(met, [4] * 7, 9, 100_000, seed=0)
    assert repeats == schedule_repeats(met, schedule)
    assert remaining_floor(met, [4] * 7, 9) <= repeats <= remaining_floor(met, [4] * 7, 9) + 2
