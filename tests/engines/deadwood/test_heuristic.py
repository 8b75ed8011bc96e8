"""The heuristic Deadwood bot: legal play, exact shootout odds, and a clear edge over random play."""

from __future__ import annotations

import pytest

from automaton.selfplay import run_batch
from automaton.strategies import get_bot
from automaton.strategies.heuristic_deadwood import _die, make_bot, marginal_fine, shootout_odds
from games.engines.deadwood.board import BOARD
from games.engines.deadwood.tokens import BOOT_HILL, RANCH, gang
from games.engines.rng import Rng
from tests.engines.deadwood.scenario import begin_turn, new_game, set_money


@pytest.mark.parametrize(
    "dice,takes,attacker_dies",
    [((1, 1), 0.14, 0.17), ((2, 1), 0.49, 0.14), ((3, 1), 0.645, 0.116), ((2, 2), 0.31, 0.49), ((4, 3), 0.62, 0.36)],
)
def test_it_knows_the_exact_shootout_odds_of_the_default_dice(dice, takes, attacker_dies):
    take, dies, _ = shootout_odds(*dice, _die(BOARD.die_faces, 1))
    assert take == pytest.approx(takes, abs=0.01) and dies == pytest.approx(attacker_dies, abs=0.01)


def test_it_prices_a_wanted_poster_by_the_fine_it_adds():
    assert [marginal_fine(n) for n in range(11)] == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0]


def test_it_is_found_by_name_and_refuses_other_games_and_unknown_settings():
    assert get_bot("heuristic", "deadwood").name == "heuristic"
    with pytest.raises(ValueError):
        get_bot("heuristic", "deadwood", depth=3)
    with pytest.raises(ValueError):
        make_bot("studios")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_it_beats_random_players_without_an_illegal_move(players):
    summary = run_batch("deadwood", players=players, games=30, seed=100, bots=["heuristic", "random"])
    assert summary["errors"] == 0 and summary["finished"] == 30
    assert summary["wins_by_bot"]["heuristic"] >= 20, summary


def test_a_gang_left_alone_in_town_plays_the_game_to_its_end_even_with_an_empty_supply():
    """Rivals who cannot act and a supply with no money left: nothing to gain by waiting, so the
    bot must still steer to an end (a poster-taking or railroad annex) instead of looping."""
    state = new_game(players=2, seed=3)
    for cowboy in gang(1):
        if state.loc[cowboy] == RANCH:
            state.move_cowboy(cowboy, BOOT_HILL)
    set_money(state, 1, state.cash[1] + state.supply_money)
    begin_turn(state, 0)
    bot, rng = make_bot("deadwood"), Rng(5)
    for _ in range(3000):
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state, seat, rng))
    assert state.is_over() and state.ending in ("crime_pool_empty", "train_station")
