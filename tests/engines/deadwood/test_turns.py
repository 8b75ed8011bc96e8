"""Setup, the two turn actions and their restrictions, the Sheriff's protection and toll."""

from __future__ import annotations

import pytest

from games.engines import IllegalAction
from games.engines.deadwood.buildings import KIND
from games.engines.deadwood.setup import roll_for_start
from games.engines.deadwood.tokens import RANCH
from tests.engines.deadwood.scenario import (
    STACK_ONE,
    act,
    at,
    begin_turn,
    new_game,
    options,
    put_building,
    put_cowboy,
    set_money,
    top,
)

PROTECTED = ("r1x7", "r2x6", "r2x8")  # the Sheriff's Office and the two plots below it


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_it_sets_up_the_game_as_printed(players):
    """Setup 4: "Draw four random tiles from the first building stack", which holds nine tiles
    (project ruling deadwood 9): four go to the stars, five stay in stack 1."""
    state = new_game(players=players, seed=players)
    kinds = {state.board.plot_ids[p]: KIND[t] for p, t in enumerate(state.plot_tile) if t >= 0}
    assert (kinds["r1x3"], kinds["r1x5"], kinds["r1x7"]) == ("Church", "Town Hall", "Sheriff's Office")
    stars = [kinds[p] for p in ("r2x2", "r2x4", "r2x6", "r2x8", "r3x5")]
    stack_one = set(STACK_ONE)
    assert "Saloon" in stars and set(stars) - {"Saloon"} <= stack_one and len(set(stars)) == 5
    assert len(kinds) == 8 and [len(s) for s in state.stacks] == [5, 6, 6]
    assert sorted(KIND[t] for t in state.stacks[0]) == sorted(stack_one - set(stars))
    assert state.view(None)["sheriff"] == list(PROTECTED)
    assert state.pool == 5 * players and state.box == 29 - 5 * players
    assert state.cash == [5] * players and state.cartridges == [1] * players and state.ponies == [1] * players
    for seat in range(players):
        assert sorted(state.view(seat)["gangs"][seat]["cowboys"]["ranch"]) == [1, 2, 3]
        assert sorted(state.view(seat)["gangs"][seat]["cowboys"]["supply"]) == [1, 1, 2, 2, 3, 3]
    assert state.to_act() == [state.start_seat]
    state.check_invariants()


class ScriptedDice:
    def __init__(self, values: list[int]) -> None:
        self.values = values

    def below(self, sides: int) -> int:
        return self.values.pop(0) - 1


def test_it_gives_the_first_turn_to_the_highest_roller_after_rerolls():
    assert roll_for_start(ScriptedDice([5, 5, 2, 2, 4]), 3) == 1, "seats 0 and 1 tie on 5, then 2 against 4"
    assert roll_for_start(ScriptedDice([1, 2, 6, 3]), 4) == 2


def test_it_never_offers_the_mine_open_plots_or_own_buildings():
    state = new_game(players=2)
    put_cowboy(state, 0, 1, "r2x4")
    begin_turn(state, 0)
    targets = {action["plot"] for action in options(state, 0, "hit")}
    occupied_tiles = {state.board.plot_ids[p] for p, t in enumerate(state.plot_tile) if t >= 0}
    assert targets == occupied_tiles - {"r2x4"}, "buildings only: no mine, open plot or track; not his own"


def test_it_refuses_an_action_that_is_not_legal_and_changes_nothing():
    state = new_game(players=2)
    begin_turn(state, 0)
    before = state.to_json()
    with pytest.raises(IllegalAction):
        state.apply(0, {"type": "hit", "strength": 1, "plot": "r8x4"})
    with pytest.raises(IllegalAction):
        state.apply(1, state.legal_actions(0)[0])
    assert state.to_json() == before


def test_it_protects_occupied_buildings_next_to_the_sheriff():
    state = new_game(players=2)
    put_cowboy(state, 1, 1, "r2x6")
    put_cowboy(state, 1, 1, "r2x4")
    begin_turn(state, 0)
    targets = {action["plot"] for action in options(state, 0, "hit")}
    assert "r2x6" not in targets, "no attack under the Sheriff's eyes"
    assert "r2x4" in targets and "r2x8" in targets


def test_it_charges_the_sheriff_toll_to_the_sheriffs_office_controller():
    state = new_game(players=3)
    put_cowboy(state, 2, 1, "r1x7")
    begin_turn(state, 0)
    act(state, 0, "hit", strength=1, plot="r2x8")
    assert state.cash == [4, 5, 6]
    act(state, 0, "decline")
    begin_turn(state, 2)
    act(state, 2, "hit", strength=1, plot="r2x6")
    assert state.cash == [4, 5, 6], "the controller pays no toll to himself"


def test_it_charges_no_toll_without_a_controller_or_money():
    state = new_game(players=2)
    begin_turn(state, 0)
    act(state, 0, "hit", strength=1, plot="r2x8")
    assert state.cash == [5, 5]
    act(state, 0, "decline")
    put_cowboy(state, 1, 1, "r1x7")
    set_money(state, 0, 0)
    begin_turn(state, 0)
    act(state, 0, "hit", strength=2, plot="r2x6")
    assert state.cash == [0, 5], "a broke player pays what he can: nothing"


def test_it_lets_a_player_head_back_with_several_cowboys():
    state = new_game(players=2)
    first = put_cowboy(state, 0, 1, "r2x4")
    second = put_cowboy(state, 0, 2, "mine")
    put_cowboy(state, 0, 3, "r3x5")
    begin_turn(state, 0)
    assert not options(state, 0, "recall_done"), "heading back with zero cowboys is not an action"
    act(state, 0, "recall", **{"from": "r2x4", "strength": 1})
    act(state, 0, "recall", **{"from": "mine", "strength": 2})
    act(state, 0, "recall_done")
    assert state.loc[first] == RANCH and state.loc[second] == RANCH and at(state, "r3x5") == [(0, 3)]
    assert top(state)["seat"] == 1


def test_it_offers_a_pass_only_when_nothing_else_is_possible():
    state = new_game(players=2)
    for strength in (1, 2, 3):
        put_cowboy(state, 0, strength, "boot_hill")
        put_cowboy(state, 0, strength, "boot_hill")
        put_cowboy(state, 0, strength, "boot_hill")
    begin_turn(state, 0)
    assert [action["type"] for action in state.legal_actions(0)] == ["pass"]


def test_it_lets_everyone_annex_the_church_together_but_one_cowboy_each():
    state = new_game(players=2)
    put_cowboy(state, 1, 1, "r1x3")
    begin_turn(state, 0)
    act(state, 0, "hit", strength=3, plot="r1x3")
    assert top(state)["kind"] == "annex", "no shootout at the Church"
    act(state, 0, "annex")
    assert sorted(at(state, "r1x3")) == [(0, 3), (1, 1)]
    begin_turn(state, 0)
    assert not options(state, 0, "hit", plot="r1x3")


def test_it_lets_an_annexing_player_decline():
    state = new_game(players=2)
    put_building(state, "Bank", "r2x4")
    begin_turn(state, 0)
    act(state, 0, "hit", strength=1, plot="r2x4")
    act(state, 0, "decline")
    assert state.cash == [5, 5] and state.posters == [0, 0]
