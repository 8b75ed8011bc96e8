"""Random games between every pair of provided decks, abilities in use: no error, no softlock,
invariants after every action. Five games per pair by default (390 games, about 15 s); 500 per pair
under the slow mark."""

from __future__ import annotations

from itertools import combinations_with_replacement

import pytest

from automaton.selfplay import play_game
from games.engines.doomtown.cards import deck_files
from tests.game_counts import games

PAIRS = list(combinations_with_replacement(sorted(deck_files()), 2))


def play_pairs(games_per_pair: int) -> tuple[list[str], int]:
    errors, used = [], 0
    for index, (first, second) in enumerate(PAIRS):
        for game in range(games_per_pair):
            seed = 1 + index * games_per_pair + game
            record = play_game(
                "doomtown", players=2, seed=seed, bots=["random", "random"],
                options={"decks": [first, second]}, check_invariants=True,
            )  # fmt: skip
            if record.error or not record.finished:
                errors.append(f"{first} v {second} seed {seed}: {record.error or 'unfinished'}")
            used += sum(1 for entry in record.actions if entry["action"]["type"] == "ability")
    return errors, used


def test_it_finishes_random_games_for_every_pair_of_provided_decks_using_abilities():
    errors, used = play_pairs(games(full=5, quick=1))  # every pair plays at least once
    assert errors == []
    assert used >= len(PAIRS)


@pytest.mark.slow
def test_it_finishes_500_random_games_for_every_pair_of_provided_decks():
    errors, used = play_pairs(500)
    assert errors == []
    assert used > 0
