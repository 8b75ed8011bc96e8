"""Whole seeded Boss Battles (Ghost Miners, 1-3 Heroes; bots or the Automaton as Villain) and games
of 2-3 seats against the Automaton: no error, every invariant after every action, replay exact.
The default suite plays a few; ``-m slow`` plays 300 of each kind."""

from __future__ import annotations

import pytest

from automaton.selfplay import play_game
from games.engines.replay import replay

DECKS = ["starter-outlaws", "starter-law-dogs", "starter-fearmongers", "starter-anarchists"]


def boss_battle(seed: int, heroes: int, automaton: bool) -> dict:
    """A Ghost Miners game: random bots as Heroes, the Villain a random bot or the Automaton."""
    players = heroes + 1
    villain = seed % players
    options = {"decks": DECKS[:players], "boss_battle": {"scenario": "ghost_miners", "villain": villain}}
    bots = ["random"] * players
    if automaton:
        options["automaton"] = {"seat": villain}
        bots[villain] = "gunfighter"
    return {"players": players, "options": options, "bots": bots}


def against_the_automaton(seed: int, humans: int) -> dict:
    """2-3 seats (random bots standing in for the humans) against one Automaton."""
    players = humans + 1
    seat = seed % players
    bots = ["random"] * players
    bots[seat] = "gunfighter"
    return {"players": players, "options": {"automaton": {"seat": seat}}, "bots": bots}


def finishes_and_replays(seed: int, game: dict) -> None:
    record = play_game("doomtown", seed=seed, check_invariants=True, record_hashes=True, **game)
    assert record.error is None, f"seed {seed}: {record.error}"
    assert record.state.is_over()
    rebuilt = replay("doomtown", players=game["players"], seed=seed, options=game["options"], actions=record.actions)
    assert rebuilt.state_hash() == record.state.state_hash()
    placements = record.state.result().placements
    if "boss_battle" in game["options"]:  # one side wins: every Hero together, or the Villain alone
        villain = game["options"]["boss_battle"]["villain"]
        heroes = [placements[seat] for seat in range(game["players"]) if seat != villain]
        assert len(set(heroes)) == 1 and (heroes[0] == 1) != (placements[villain] == 1)


@pytest.mark.parametrize("heroes", [1, 2, 3])
@pytest.mark.parametrize("automaton", [False, True])
def test_boss_battles_finish_keep_every_invariant_and_replay(heroes, automaton):
    finishes_and_replays(heroes, boss_battle(heroes, heroes, automaton))


@pytest.mark.parametrize("humans", [2, 3])
def test_a_team_against_the_automaton_finishes_and_replays(humans):
    finishes_and_replays(humans, against_the_automaton(humans, humans))


@pytest.mark.slow
@pytest.mark.parametrize("heroes", [1, 2, 3])
@pytest.mark.parametrize("automaton", [False, True])
def test_300_boss_battles_per_team_size(heroes, automaton):
    for seed in range(1, 301):
        finishes_and_replays(seed, boss_battle(seed, heroes, automaton))


@pytest.mark.slow
def test_300_games_of_two_or_three_seats_against_the_automaton():
    for seed in range(1, 301):
        finishes_and_replays(seed, against_the_automaton(seed, 2 + seed % 2))


def test_the_benchmark_reports_the_automatons_win_rate_and_decision_times():
    from league.benchmarks.boss_battle import automaton_against

    report = automaton_against(2, 2, scenario="ghost_miners", heroes_bot="random")
    assert report["errors"] == 0 and sum(report["endings"].values()) == 2
    low, high = report["wilson_95"]
    assert low <= report["automaton_win_rate"] <= high
    assert report["automaton_decision_ms"]["median"] <= report["automaton_decision_ms"]["max"]
