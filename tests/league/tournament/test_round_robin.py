"""Round robin by the circle method."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from league.tournament.round_robin import round_robin_schedule


@pytest.mark.parametrize("players", [2, 3, 4, 7, 8, 13])
def test_everyone_meets_everyone_exactly_once(players):
    names = [f"P{i}" for i in range(players)]
    schedule = round_robin_schedule(names)
    meetings = Counter(frozenset(t) for r in schedule for t in r.tables)
    assert set(meetings) == {frozenset(pair) for pair in combinations(names, 2)}
    assert set(meetings.values()) == {1}
    assert len(schedule) == (players if players % 2 else players - 1)
    for scheduled in schedule:
        seated = [p for t in scheduled.tables for p in t] + ([scheduled.bye] if scheduled.bye else [])
        assert sorted(seated) == sorted(names)


def test_each_player_rests_once_when_the_count_is_odd():
    schedule = round_robin_schedule(list("ABCDE"))
    assert sorted(r.bye for r in schedule) == list("ABCDE")


def test_a_second_cycle_swaps_seats():
    schedule = round_robin_schedule(list("ABCD"), cycles=2)
    assert len(schedule) == 6
    assert schedule[3].tables == [(b, a) for a, b in schedule[0].tables]
