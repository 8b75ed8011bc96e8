"""Whole seeded games: the Gunfighter against ``random`` with the starter decks, every invariant
checked after every action. The issue's 300 games fit the default suite (about 25 s here)."""

from __future__ import annotations

from automaton.selfplay import play_game
from games.engines.doomtown.automaton_rules import TWISTS
from league.benchmarks.ai import automaton
from tests.game_counts import games

GAMES = games(full=300, quick=40)
TWIST_GAMES = games(full=30, quick=10)
ALL_TWISTS = list(TWISTS)


def play(seed: int, twists: list[str] | None = None, automaton_seat: bool = True) -> tuple[str | None, bool]:
    """One game, the Gunfighter in seat ``seed % 2``; (error, whether the Gunfighter won)."""
    seat = seed % 2
    bots = ["gunfighter", "random"] if seat == 0 else ["random", "gunfighter"]
    options = {"automaton": {"seat": seat, "twists": twists or []}} if automaton_seat else {}
    record = play_game("doomtown", players=2, seed=seed, bots=bots, options=options, check_invariants=True)
    if record.error:
        return f"seed {seed}: {record.error}", False
    return None, record.state.result().placements[seat] == 1


def test_it_finishes_seeded_games_against_random_and_wins_clearly():
    results = [play(seed) for seed in range(1, GAMES + 1)]
    errors = [error for error, _ in results if error]
    assert errors == []
    wins = sum(won for _, won in results)
    assert wins / GAMES > 0.9, f"the Gunfighter won only {wins} of {GAMES}"


def test_it_finishes_games_with_all_eight_twists():
    results = [play(seed, ALL_TWISTS) for seed in range(1, TWIST_GAMES + 1)]
    assert [error for error, _ in results if error] == []
    assert sum(won for _, won in results) >= 0.9 * TWIST_GAMES  # 27 of the full 30


def test_it_finishes_games_without_an_automaton_seat_letting_its_hand_stand_in_for_pulls():
    results = [play(seed, automaton_seat=False) for seed in range(1, TWIST_GAMES + 1)]
    assert [error for error, _ in results if error] == []
    assert sum(won for _, won in results) >= 0.8 * TWIST_GAMES  # 24 of the full 30


def test_it_times_the_automatons_decisions_for_benchmark_ai():
    report = automaton(games=2)
    assert report["errors"] == 0 and report["decisions"] > 0
    assert report["decision_ms"]["median"] <= report["decision_ms"]["p99"] <= report["decision_ms"]["max"]
    assert 0 <= report["win_rate_vs_random"] <= 1
