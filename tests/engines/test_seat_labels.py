"""No label a person reads names a seat by number: engines name seats through ``seat_ref`` placeholders."""

from __future__ import annotations

import re

import pytest

from games.engines import Rng, engines, fill_seats, get_engine
from games.engines.base import SEAT_PLACEHOLDER

SEAT_NUMBER = re.compile(r"\b(seat|player|gang|actor|outfit)s? #?\d", re.IGNORECASE)
GAMES = [engine.key for engine in engines()]


def _labels_over_random_games(game: str, seeds: range, plies: int):
    engine = get_engine(game)
    for seed in seeds:
        players = max(engine.min_players, min(engine.max_players, 2 + seed % 3))
        state = engine.new_game(players=players, seed=seed)
        rng = Rng(seed + 1000)
        for _ in range(plies):
            if state.is_over():
                break
            for seat in state.to_act():
                for action in state.legal_actions(seat):
                    yield players, action.get("label", "")
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))


@pytest.mark.parametrize("game", GAMES)
def test_no_label_counts_seats_by_number(game):
    seen = 0
    for players, label in _labels_over_random_games(game, range(6), 250):
        seen += 1
        assert label, "every legal action has a label"
        assert not SEAT_NUMBER.search(label), label
        for match in SEAT_PLACEHOLDER.finditer(label):
            assert 0 <= int(match.group(1)) < players, label
    assert seen > 100


def test_a_placeholder_becomes_the_players_name():
    names = {0: "Alice", 1: "Doomtown Automaton (Gunfighter)"}

    filled = fill_seats("Take $1 from {seat:1}, then {seat:0} moves", names.__getitem__)

    assert filled == "Take $1 from Doomtown Automaton (Gunfighter), then Alice moves"
