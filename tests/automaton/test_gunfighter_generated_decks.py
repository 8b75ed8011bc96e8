"""The Gunfighter with random legal decks of every outfit, against ``random`` and ``heuristic``:
whole games, every invariant checked after every action, no error."""

from __future__ import annotations

import pytest

from automaton.selfplay import play_game
from games.engines.doomtown.deck_generator import decks_for_game

GAMES = 4
SLOW_GAMES = 210  # ten seats for each outfit


def play(seed: int, opponent: str) -> str | None:
    seat = seed % 2
    bots = ["gunfighter", opponent] if seat == 0 else [opponent, "gunfighter"]
    options = {
        "decks": decks_for_game(seed, 2, implemented_only=seed % 4 < 2),
        "automaton": {"seat": seat, "twists": []},
    }
    record = play_game("doomtown", players=2, seed=seed, bots=bots, options=options, check_invariants=True)
    return f"seed {seed}: {record.error}" if record.error else None


@pytest.mark.parametrize("opponent", ["random", "heuristic"])
def test_the_gunfighter_finishes_games_with_generated_decks(opponent):
    assert [error for seed in range(GAMES) if (error := play(seed, opponent))] == []


@pytest.mark.slow
@pytest.mark.parametrize("opponent", ["random", "heuristic"])
def test_the_gunfighter_finishes_210_games_with_generated_decks(opponent):
    seeds = range(GAMES, GAMES + SLOW_GAMES)
    assert [error for seed in seeds if (error := play(seed, opponent))] == []


def test_the_gunfighter_takes_a_card_from_a_search_that_also_offers_taking_none():
    """Seed 111 reaches a search whose choices are cards and "take no card": the Gunfighter chose
    among the cards but then looked every choice up by its card (KeyError on the "none" choice)."""
    assert play(111, "random") is None
