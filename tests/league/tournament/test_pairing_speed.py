"""The issue's pairing targets (CPU seconds, so a busy machine does not fail them): run with -m slow."""

from __future__ import annotations

import time

import pytest

from league.benchmarks.pairing import pod_figures, simulated_history
from league.tournament.entrants import EventHistory, next_round_entrants
from league.tournament.swiss import pair_swiss, suggested_swiss_rounds


@pytest.mark.slow
@pytest.mark.parametrize(("players", "budget"), [(2048, 2.0), (8192, 10.0)])
def test_it_pairs_the_last_round_of_a_big_event_within_budget_and_without_rematches(players, budget):
    event = simulated_history(players, suggested_swiss_rounds(players) - 1)
    entrants = next_round_entrants(EventHistory(event.names, event.recorded), seed=1)
    started = time.process_time()
    result = pair_swiss(entrants)
    assert time.process_time() - started < budget
    met = {e.player: e.opponents for e in entrants}
    assert not [t for t in result.tables if t[1] in met[t[0]]]
    assert len(result.tables) == players // 2


@pytest.mark.slow
def test_it_seats_512_players_in_four_pods_within_two_seconds():
    figures = pod_figures()
    assert figures["pair_seconds"] < 2.0
    assert figures["pods"] == 128


@pytest.mark.slow
def test_the_whole_swiss_step_for_8192_players_takes_under_a_second_of_cpu():
    event = simulated_history(8192, suggested_swiss_rounds(8192) - 1)
    started = time.process_time()
    entrants = next_round_entrants(EventHistory(event.names, event.recorded), seed=1)
    pair_swiss(entrants)
    assert time.process_time() - started < 1.0
