"""The town builder heuristic's quick score matches the engine's score lines."""

from __future__ import annotations

import pytest

from automaton.strategies import get_bot
from automaton.strategies.heuristic_townbuilder import points
from games.engines import Rng, get_engine
from games.engines.townbuilder.cards import GOLD, TOWN_SLOTS
from games.engines.townbuilder.scoring import score_lines


@pytest.mark.parametrize("families", [6, 4])
def test_the_quick_score_is_the_sum_of_the_score_lines_at_every_moment_of_seeded_games(families):
    checked = full_towns = 0
    for seed in range(1, 7):
        state = get_engine("townbuilder").new_game(players=2, seed=seed, options={"families": families})
        bot, rng = get_bot("heuristic" if seed % 2 else "random", "townbuilder"), Rng(seed)
        while not state.is_over():
            for seat in (0, 1):
                town = [slot.to_json() for slot in state.towns[seat]]
                lines = score_lines(town, {"gold": state.hands[seat][GOLD]}, state.families)
                assert points(state, seat) == sum(line["points"] for line in lines)
                checked += 1
                full_towns += len(town) == TOWN_SLOTS
            seat = state.to_act()[0]
            state.apply(seat, bot.choose(state, seat, rng))
    assert checked > 500 and full_towns > 20  # Poker hands scored too
