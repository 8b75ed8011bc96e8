"""Swiss pods: table sizes, everyone seated once, repeats avoided, points grouped, placement points."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from league.tournament.entrants import Entrant, EventHistory, NoLegalPairing, next_round_entrants
from league.tournament.pods import pair_pods, placement_points, pod_size_options, pod_sizes, seat_next_round


@pytest.mark.parametrize(
    ("players", "preferred", "allowed", "expected"),
    [
        (16, 4, (3, 5), ([4, 4, 4, 4], 0)),
        (10, 4, (3, 5), ([4, 3, 3], 0)),
        (13, 4, (3, 5), ([4, 4, 5], 0)),
        (9, 4, (3, 5), ([4, 5], 0)),
        (6, 4, (3, 5), ([3, 3], 0)),
        (7, 4, (3, 5), ([4, 3], 0)),
        (10, 4, (), ([4, 4], 2)),
        (2, 4, (3, 5), ([], 2)),
    ],
)
def test_it_chooses_pod_sizes_with_fewest_byes_then_most_preferred_pods(players, preferred, allowed, expected):
    assert pod_sizes(players, preferred, allowed) == expected


def test_it_offers_sizes_one_either_side_within_the_game():
    assert pod_size_options(4, 2, 5) == (3, 4, 5)
    assert pod_size_options(3, 2, 8) == (3, 4)
    assert pod_size_options(5, 2, 5) == (4, 5)
    with pytest.raises(ValueError, match="outside this game's 2-5 players"):
        pod_size_options(6, 2, 5)


@settings(max_examples=40, deadline=None)
@given(st.integers(3, 60), st.integers(0, 1000))
def test_it_seats_every_entrant_exactly_once_in_allowed_sizes(players, seed):
    names = [f"P{i}" for i in range(players)]
    entrants = next_round_entrants(EventHistory(names), seed=seed)
    seated = pair_pods(entrants, preferred=4, allowed=(3, 5))
    assert sorted(p for pod in seated.pods for p in pod) == sorted(names)
    assert all(len(pod) in (3, 4, 5) for pod in seated.pods)
    assert seated.byes == []


def test_it_avoids_repeat_opponents_when_a_swap_allows():
    # Power pods would seat A B C D together, but A and B have met.
    entrants = [
        Entrant(p, points=6 - i // 4, opponents=frozenset({"B"} if p == "A" else {"A"} if p == "B" else set()))
        for i, p in enumerate("ABCDEFGH")
    ]
    seated = pair_pods(entrants, preferred=4)
    for pod in seated.pods:
        assert not {"A", "B"} <= set(pod)


def test_it_groups_players_by_points():
    entrants = [Entrant(f"T{i}", 6) for i in range(4)] + [Entrant(f"B{i}", 0) for i in range(4)]
    seated = pair_pods(entrants, preferred=4)
    assert sorted(map(sorted, seated.pods)) == [["B0", "B1", "B2", "B3"], ["T0", "T1", "T2", "T3"]]


def test_a_pod_event_rarely_repeats_opponents():
    names = [f"P{i:03d}" for i in range(64)]
    rounds: list[list[dict]] = []
    met: set[frozenset[str]] = set()
    repeats = 0
    for _ in range(4):
        seated = seat_next_round(EventHistory(names, rounds), seed=3, preferred=4, allowed=(3, 5))
        for pod in seated.pods:
            pairs = {frozenset(pair) for pair in combinations(pod, 2)}
            repeats += len(pairs & met)
            met |= pairs
        rounds.append([{"seats": pod, "points": placement_points(list(range(1, len(pod) + 1)))} for pod in seated.pods])
    assert repeats == 0


def test_it_gives_pod_byes_to_the_lowest_ranked_players_without_one():
    entrants = [Entrant("A", 6), Entrant("B", 3), Entrant("C", 0, had_bye=True), Entrant("D", 0), Entrant("E", 0)]
    assert pair_pods(entrants, preferred=4).byes == ["E"]
    with pytest.raises(NoLegalPairing, match="byes are needed"):
        pair_pods([Entrant("A", had_bye=True), Entrant("B", had_bye=True)], preferred=3)


def test_it_awards_placement_points_linearly_with_shared_places():
    assert placement_points([1, 2, 3, 4]) == [6, 4, 2, 0]
    assert placement_points([2, 1, 3]) == [3, 6, 0]
    assert placement_points([1, 1, 3, 4]) == [5, 5, 2, 0]
    assert placement_points([1]) == [6]


def test_it_keeps_forbidden_pairs_and_team_mates_apart_when_it_can():
    entrants = [Entrant(f"P{i}", avoid=frozenset({"club"}) if i < 2 else frozenset()) for i in range(8)]
    seated = pair_pods(entrants, preferred=4, forbidden=[("P2", "P3")])
    for pod in seated.pods:
        assert not {"P0", "P1"} <= set(pod)
        assert not {"P2", "P3"} <= set(pod)
