"""End triggers, fines, the Stage Depot bonus, the rulebook's scoring example and the Final Shootout."""

from __future__ import annotations

import pytest

from games.engines.deadwood.scoring import FINES, final_money, fine
from games.engines.deadwood.tokens import BOOT_HILL, gang
from tests.engines.deadwood.scenario import (
    act,
    act_hit,
    begin_turn,
    hold_fire,
    new_game,
    put_building,
    put_cowboy,
    set_money,
    set_posters,
    top,
)


def end_now(state) -> None:
    """Finish the current turn with the game's end already triggered."""
    state.ending = "crime_pool_empty"
    state.stack = []
    state.advance()


@pytest.mark.parametrize("posters,owed", [(0, 0), (1, 1), (2, 3), (3, 6), (4, 10), (5, 15), (9, 45), (10, 55)])
def test_the_fines_table_is_the_printed_one(posters, owed):
    assert fine(posters) == owed


def test_more_than_ten_posters_pay_the_ten_plus_fine():
    assert fine(11) == fine(29) == 55 and FINES[-1] == 55


def test_final_money_subtracts_the_fine_and_refuses_negative_input():
    assert final_money(20, 2) == 17 and final_money(2, 4) == -8
    with pytest.raises(ValueError):
        final_money(-1, 0)
    with pytest.raises(ValueError):
        final_money(5, -1)


def test_the_rulebooks_scoring_example_jim_teaspoon_wins_with_17():
    state = new_game(players=4)
    for seat, (cash, posters) in enumerate([(18, 3), (15, 0), (20, 2), (21, 4)]):
        set_money(state, seat, cash)
        set_posters(state, seat, posters)
    end_now(state)
    result = state.result()
    assert state.is_over() and result.scores == [12, 15, 17, 11]
    assert result.placements == [3, 2, 1, 4] and result.winners() == [2]


def test_the_stage_depot_pays_ten_dollars_when_the_game_ends_without_the_station():
    state = new_game(players=2)
    put_building(state, "Stage Depot", "r2x4")
    put_cowboy(state, 1, 1, "r2x4")
    end_now(state)
    assert state.cash == [5, 15] and state.result().winners() == [1]


def test_an_empty_crime_pool_ends_the_game_when_the_turn_is_done():
    state = new_game(players=2)
    set_posters(state, 1, 9)
    put_building(state, "Bank", "r2x4")
    begin_turn(state, 0)
    act(state, 0, "hit", strength=1, plot="r2x4")
    act(state, 0, "annex")
    assert state.ending == "crime_pool_empty" and state.is_over()
    assert state.result().details["end"] == "crime_pool_empty"


def test_the_turn_finishes_after_the_pool_empties_mid_turn():
    state = new_game(players=2)
    set_posters(state, 1, 9)
    put_building(state, "Bank", "r2x4")
    put_cowboy(state, 1, 1, "r2x4")
    state.fixed_rolls = [6]
    begin_turn(state, 0)
    act_hit(state, 0, 2, "r2x4")
    assert state.ending == "crime_pool_empty" and not state.is_over()
    hold_fire(state)
    act(state, 0, "roll", dice=1)
    act(state, 0, "annex")
    assert state.is_over() and state.cash[0] == 10


def test_a_gang_with_no_cowboy_alive_ends_the_game_but_may_still_win():
    state = new_game(players=2)
    put_building(state, "Bank", "r2x4")
    last = put_cowboy(state, 1, 1, "r2x4")  # his gang's only living cowboy: the other eight are dead
    for cowboy in gang(1):
        if cowboy != last:
            state.move_cowboy(cowboy, BOOT_HILL)
    set_money(state, 1, 30)
    state.fixed_rolls = [6]
    begin_turn(state, 0)
    act_hit(state, 0, 2, "r2x4")
    hold_fire(state)
    act(state, 0, "roll", dice=1)
    assert state.ending == "gang_wiped_out" and not state.is_over()
    act(state, 0, "annex")
    assert state.loc[last] == BOOT_HILL and state.ending == "gang_wiped_out"
    assert state.result().winners() == [1], "the richest wins even with no cowboy alive"


def tie(players: int, tied: list[int], start: int = 0):
    state = new_game(players=players)
    state.start_seat = start
    for seat in range(players):
        set_money(state, seat, 10 if seat in tied else 4)
    return state


def greenhorn_duel(state) -> None:
    """Seats 0 and 1 stand with Greenhorns, no cartridges, and fire once."""
    act(state, 0, "fs_cowboy", strength=1)
    act(state, 1, "fs_cowboy", strength=1)
    act(state, 0, "fs_cartridges", count=0)
    act(state, 1, "fs_cartridges", count=0)
    act(state, 0, "roll", dice=1)


def test_a_two_way_tie_goes_to_the_final_shootout_with_unlimited_cartridges():
    state = tie(2, [0, 1])
    state.gain_cartridges(0, 2)
    state.fixed_rolls = [1, 6, 1, 1]
    end_now(state)
    assert state.phase == "final" and top(state)["kind"] == "fs_cowboy"
    act(state, 0, "fs_cowboy", strength=3)
    act(state, 1, "fs_cowboy", strength=1)
    assert [a["count"] for a in state.legal_actions(0)] == [0, 1, 2, 3]
    act(state, 0, "fs_cartridges", count=3)
    act(state, 1, "fs_cartridges", count=0)
    assert state.view(1)["final"]["dice"] == [6, 1], "the Final Shootout is played in the open"
    act(state, 0, "roll", dice=5)
    assert state.is_over() and state.result().winners() == [0]
    assert state.result().placements == [1, 2] and state.cartridges[0] == 0


def test_a_three_way_final_shootout_declares_targets_and_splits_the_first_roll():
    state = tie(3, [0, 1, 2], start=1)
    state.fixed_rolls = [6, 1, 6]  # two dice at seat 1, then one at seat 2
    end_now(state)
    order = []
    while top(state)["kind"] == "fs_cowboy":
        seat = top(state)["seat"]
        order.append(seat)
        act(state, seat, "fs_cowboy", strength={0: 3, 1: 1, 2: 1}[seat])
    assert order == [1, 2, 0], "the start player first, then clockwise"
    for seat in (1, 2, 0):
        act(state, seat, "fs_cartridges", count={0: 1, 1: 0, 2: 0}[seat])
    for seat, target in ((1, 0), (2, 0), (0, 1)):
        act(state, seat, "fs_target", target=target)
    for target in (1, 2, 1):
        act(state, 0, "fs_assign", target=target)
    act(state, 0, "roll", dice=3)
    assert state.is_over() and state.result().winners() == [0]


def test_when_every_tied_cowboy_dies_the_richest_player_outside_the_tie_wins():
    state = tie(3, [0, 1])
    state.fixed_rolls = [6, 6]
    end_now(state)
    greenhorn_duel(state)
    assert state.result().winners() == [2]


def test_when_everyone_was_tied_and_everyone_dies_nobody_wins():
    state = tie(2, [0, 1])
    state.fixed_rolls = [6, 6]
    end_now(state)
    greenhorn_duel(state)
    result = state.result()
    assert result.winners() == [] and result.placements == [2, 2]


def test_survivors_share_the_win_when_the_dice_run_out():
    state = tie(2, [0, 1])
    state.fixed_rolls = [1, 1]
    end_now(state)
    greenhorn_duel(state)
    assert state.result().winners() == [0, 1]


def test_a_tied_player_without_a_living_cowboy_cannot_make_a_stand():
    state = tie(2, [0, 1])
    for strength in (1, 2, 3):
        for _ in range(3):
            put_cowboy(state, 1, strength, "boot_hill")
    end_now(state)
    assert state.is_over() and state.result().winners() == [0]
