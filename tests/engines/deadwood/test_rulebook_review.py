"""An independent review of the engine against the rulebook: one scenario per rule the first
version read differently from the text. Each test cites the rulebook line it checks
(shared/rules/deadwood-board-game.txt); dice are laid down through ``state.fixed_rolls``
(default faces: 1-2 blank, 3-4 one wound, 5 two wounds, 6 a skull).
"""

from __future__ import annotations

import pytest

from games.engines import IllegalAction
from games.engines.deadwood.buildings import TILES
from games.engines.deadwood.tokens import BOOT_HILL, MINE, RANCH, SUPPLY, gang
from tests.engines.deadwood.scenario import (
    STACK_ONE,
    act,
    at,
    begin_turn,
    hold_fire,
    new_game,
    options,
    put_building,
    put_cowboy,
    set_money,
    set_posters,
    set_tokens,
    top,
)

BANK = "r2x4"  # an unprotected star plot


def bury(state, seat: int, keep: int = 0) -> None:
    """Every cowboy of the gang not yet in town goes to Boot Hill, except ``keep`` of those in the supply."""
    for cowboy in gang(seat):
        if state.loc[cowboy] == SUPPLY and keep:
            keep -= 1
        elif state.loc[cowboy] < 0 and state.loc[cowboy] != BOOT_HILL:
            state.move_cowboy(cowboy, BOOT_HILL)


def shoot_the_defender_at_the_bank(state, dice: list[int]) -> None:
    """Seat 0's Gunslinger attacks seat 1 at the Bank; nobody skedaddles or uses a cartridge."""
    state.fixed_rolls = list(dice)
    begin_turn(state, 0)
    act(state, 0, "hit", strength=2, plot=BANK)
    act(state, 0, "take_poster")
    hold_fire(state)


# ---------------------------------------------------------------- building stacks (lines 268-353)


def test_the_building_stacks_hold_nine_six_and_six_tiles():
    """Line 324 "This is identical to the Gunsmith in the first building stack", line 328 "...
    the Blacksmith in the first building stack", line 343 "... the General Store in the first
    building stack": the Bank, Blacksmith, Casino and General Store printed under the second
    heading are stack-1 tiles (project ruling deadwood 9)."""
    by_back = {back: sorted(spec.kind for spec in TILES if spec.back == back) for back in ("X", "1", "2", "3")}
    assert by_back["1"] == sorted(STACK_ONE)
    assert by_back["2"] == ["Blacksmith", "General Store", "Gold Mine", "Gunsmith", "Laundry", "Saloon"]
    assert by_back["3"] == ["Courthouse", "Dance Hall", "Fortune Teller", "Grifter", "Newspaper", "Telegraph Office"]
    assert len(by_back["X"]) == 4 and len(TILES) == 26
    state = new_game(players=2)
    assert [len(stack) for stack in state.stacks] == [5, 6, 6], "setup 4 took four stack-1 tiles to the stars"


# ---------------------------------------------------------------- "no cowboys alive" (lines 149, 424)


def test_a_gang_whose_hired_cowboys_all_died_has_no_cowboys_alive_and_ends_the_game():
    """Line 424 "Any player has no cowboys alive" and line 426 "the current player completes his
    turn and the game ends"; project ruling deadwood 7: cowboys still in the supply were never
    hired and do not count."""
    state = new_game(players=2)
    put_building(state, "Bank", BANK)
    last_hired = put_cowboy(state, 1, 1, BANK)
    bury(state, 1, keep=3)
    shoot_the_defender_at_the_bank(state, [6])
    act(state, 0, "roll", dice=1)
    assert state.loc[last_hired] == BOOT_HILL and state.ending == "gang_wiped_out" and not state.is_over()
    assert sum(state.loc[c] == SUPPLY for c in gang(1)) == 3, "three cowboys wait in the supply"
    act(state, 0, "annex")
    assert state.is_over() and state.result().details["end"] == "gang_wiped_out"


def test_a_gang_with_all_nine_cowboys_on_boot_hill_ends_the_game_when_the_turn_is_done():
    """Line 424 "Any player has no cowboys alive" and line 426 "the current player completes his turn"."""
    state = new_game(players=2)
    put_building(state, "Bank", BANK)
    last = put_cowboy(state, 1, 1, BANK)
    bury(state, 1)
    set_money(state, 1, 30)
    shoot_the_defender_at_the_bank(state, [6])
    act(state, 0, "roll", dice=1)
    assert state.loc[last] == BOOT_HILL and state.ending == "gang_wiped_out" and not state.is_over()
    act(state, 0, "annex")
    assert state.is_over() and state.result().winners() == [1], "line 426: he can still win with the most money"


def test_a_tied_player_makes_his_final_stand_only_with_a_cowboy_in_play():
    """Line 437 "Each player chooses one of his surviving cowboys to make his stand"; project
    ruling deadwood 7: "the Final Shootout is fought only with cowboys in play"."""
    state = new_game(players=2)
    state.start_seat = 0
    for seat in (0, 1):
        set_money(state, seat, 10)
    for cowboy in gang(1):
        if state.loc[cowboy] == RANCH and cowboy % 9 // 3 != 0:
            state.move_cowboy(cowboy, BOOT_HILL)  # his Greenhorn stays in the ranch; six wait in the supply
    state.ending = "crime_pool_empty"
    state.stack = []
    state.advance()
    assert state.phase == "final" and state.final["participants"] == [0, 1]
    act(state, 0, "fs_cowboy", strength=3)
    assert [action["strength"] for action in options(state, 1, "fs_cowboy")] == [1]


def test_a_tied_player_with_no_cowboy_in_play_cannot_make_a_stand():
    """Line 437 "one of his surviving cowboys": with only unhired cowboys in the supply (project
    ruling deadwood 7) he has none, so the other tied player wins without a shot."""
    state = new_game(players=2)
    state.start_seat = 0
    for seat in (0, 1):
        set_money(state, seat, 10)
    bury(state, 1, keep=6)
    state.ending = "crime_pool_empty"
    state.stack = []
    state.advance()
    assert state.is_over() and state.final["participants"] == [0]
    assert state.result().winners() == [0]


# ---------------------------------------------------------------- wounds (lines 194-196)


def test_two_wound_dice_in_one_roll_wound_only_once():
    """Line 196 "If any die shows one or two wound symbols, the other cowboy ... is wounded":
    a roll wounds once however many of its dice show wounds; the second wound must come later."""
    state = new_game(players=2)
    put_building(state, "Bank", BANK)
    defender = put_cowboy(state, 1, 1, BANK)
    set_tokens(state, 0, cartridges=0)
    set_tokens(state, 1, cartridges=0, ponies=0)
    state.fixed_rolls = [3, 4, 1, 2]
    begin_turn(state, 0)
    act(state, 0, "hit", strength=3, plot=BANK)
    act(state, 0, "take_poster")
    act(state, 0, "roll", dice=2)
    assert state.loc[defender] >= 0 and top(state)["defender_wounds"] == 1
    act(state, 0, "roll", dice=1)
    assert at(state, BANK) == [(1, 1)] and top(state)["kind"] == "turn", "both survive: the attacker flees"
    assert [state.loc[c] for c in gang(0) if c % 9 == 6] == [MINE]


def test_a_skull_in_a_roll_kills_whatever_the_other_dice_show():
    """Line 194 "If any die shows a skull, the other cowboy involved in the shootout is killed"."""
    state = new_game(players=2)
    put_building(state, "Bank", BANK)
    put_cowboy(state, 1, 3, BANK)
    set_tokens(state, 1, cartridges=0, ponies=0)
    set_tokens(state, 0, cartridges=0)
    state.fixed_rolls = [1, 6]
    begin_turn(state, 0)
    act(state, 0, "hit", strength=1, plot=BANK)
    act(state, 0, "take_poster")
    act(state, 1, "roll", dice=2)
    assert at(state, BANK) == [(1, 3)] and top(state)["kind"] == "turn"
    assert sorted(state.view(None)["gangs"][0]["cowboys"]["boot_hill"]) == [1]


def test_the_final_shootouts_first_roll_wounds_its_target_once():
    """Lines 196 and 439: the first roll of the Final Shootout is a roll like any other."""
    state = new_game(players=2)
    state.start_seat = 0
    for seat in (0, 1):
        set_money(state, seat, 10)
    state.fixed_rolls = [3, 5, 1, 2]
    state.ending = "crime_pool_empty"
    state.stack = []
    state.advance()
    act(state, 0, "fs_cowboy", strength=3)
    act(state, 1, "fs_cowboy", strength=1)
    act(state, 0, "fs_cartridges", count=0)
    act(state, 1, "fs_cartridges", count=0)
    act(state, 0, "roll", dice=2)
    assert state.final["wounds"] == [0, 1]
    act(state, 0, "roll", dice=1)
    assert state.is_over() and state.result().winners() == [0, 1], "both cowboys stand: they share the win"


# ---------------------------------------------------------------- the Train Station (line 402)


def test_the_game_is_over_as_soon_as_the_train_stations_annexes_are_done():
    """Line 402 "After these buildings have been annexed, the game is over": the Town Hall's new
    buildings (its third step) are not drawn once the station stands."""
    state = new_game(players=2)
    for plot_id in ("r8x4", "r7x5", "r6x4", "r5x3"):
        plot = state.board.index[plot_id]
        state.plot_tile[plot] = -2
        state.route.append(plot)
    put_building(state, "Hotel", "r4x4")
    put_cowboy(state, 1, 2, "r4x4")
    stacks = [stack[:] for stack in state.stacks]
    begin_turn(state, 0)
    act(state, 0, "hit", strength=1, plot="r1x5")
    act(state, 0, "annex")
    act(state, 0, "rail", plot="r4x2")
    for _ in range(2):
        act(state, 0, "rail_annex", plot="r4x4", owner=1)
        act(state, 1, "annex")
    assert state.is_over() and state.result().details["end"] == "train_station"
    assert state.stacks == stacks and state.cash == [5, 5 + 4 + 2 + 2]


def test_a_second_annex_that_places_the_station_ends_the_game_before_the_first_annex_builds():
    """Line 402 "After these buildings have been annexed, the game is over": seat 0's Town Hall
    lays the fourth tile; next to it seat 1 annexes the General Store and moves a cowboy to the
    Town Hall, wins the shootout and annexes it: the station. Seat 0's Town Hall never gets to
    its new buildings."""
    state = new_game(players=2)
    for plot_id in ("r8x4", "r7x5", "r6x4"):
        plot = state.board.index[plot_id]
        state.plot_tile[plot] = -2
        state.route.append(plot)
    put_building(state, "General Store", "r4x2")
    put_cowboy(state, 1, 2, "r4x2")
    put_cowboy(state, 1, 3, "r2x4")
    stacks = [stack[:] for stack in state.stacks]
    state.fixed_rolls = [6, 6]
    begin_turn(state, 0)
    act(state, 0, "hit", strength=1, plot="r1x5")
    act(state, 0, "annex")
    act(state, 0, "rail", plot="r5x3")
    act(state, 0, "rail_annex", plot="r4x2", owner=1)
    act(state, 1, "annex")
    act(state, 1, "gs_pick", **{"from": "r2x4"})
    act(state, 1, "gs_move", to="r1x5")
    act(state, 1, "take_poster")
    hold_fire(state)
    act(state, 1, "roll", dice=2)
    act(state, 1, "annex")  # the Town Hall, a second time this turn
    act(state, 1, "rail", plot="r4x4")  # the station, next to seat 1's General Store
    for _ in range(2):
        act(state, 1, "rail_annex", plot="r4x2", owner=1)
        act(state, 1, "decline")
    assert state.is_over() and state.result().details["end"] == "train_station"
    assert state.stacks == stacks, "no Town Hall drew a new building"


# ---------------------------------------------------------------- the Courthouse (line 361)


def seat_0_annexes_the_courthouse(*, seat_1_posters: int, seat_1_cash: int):
    state = new_game(players=2)
    put_building(state, "Courthouse", BANK)
    set_posters(state, 1, seat_1_posters)
    set_money(state, 1, seat_1_cash)
    begin_turn(state, 0)
    act(state, 0, "hit", strength=1, plot=BANK)
    act(state, 0, "annex")
    return state


def test_a_player_who_cannot_pay_the_courthouse_in_full_takes_a_poster_and_keeps_his_money():
    """Line 361 "If a player cannot pay this fine, or if he chooses not to, he must take one wanted
    poster"; project ruling deadwood 5: "A player who cannot pay in full takes the poster and
    pays nothing"."""
    state = seat_0_annexes_the_courthouse(seat_1_posters=3, seat_1_cash=2)
    assert (state.cash[1], state.posters[1]) == (2, 4) and top(state) == {"kind": "turn", "seat": 1}


def test_a_player_who_can_pay_the_courthouse_chooses_the_fine_or_the_poster():
    """Line 361 "must pay $1 to the supply for each wanted poster he holds. If ... he chooses not
    to, he must take one wanted poster"; project ruling deadwood 5: each player chooses."""
    for choice, expected in (("pay_fine", (2, 3)), ("refuse_fine", (5, 4))):
        state = seat_0_annexes_the_courthouse(seat_1_posters=3, seat_1_cash=5)
        assert [a["type"] for a in state.legal_actions(1)] == ["pay_fine", "refuse_fine"]
        act(state, 1, choice)
        assert (state.cash[1], state.posters[1]) == expected


# ---------------------------------------------------------------- words for players


def test_an_illegal_action_says_who_is_deciding_what_and_changes_nothing():
    state = new_game(players=2)
    begin_turn(state, 0)
    before = state.to_json()
    with pytest.raises(IllegalAction, match="seat 0 is deciding his turn .*Hit the town: your Greenhorn"):
        state.apply(0, {"type": "hit", "strength": 1, "plot": "r8x4"})
    with pytest.raises(IllegalAction, match="an action is a dict"):
        state.apply(0, "hit")  # type: ignore[arg-type]
    assert state.to_json() == before


def test_labels_count_dice_and_cartridges_in_plain_words():
    state = new_game(players=2)
    put_building(state, "Bank", BANK)
    put_cowboy(state, 1, 2, BANK)
    set_tokens(state, 0, cartridges=0)
    set_tokens(state, 1, cartridges=0, ponies=0)
    begin_turn(state, 0)
    assert options(state, 0, "hit", plot=BANK, strength=3)[0]["label"] == (
        "Hit the town: your Trail Boss to the Bank - shootout with {seat:1}'s Gunslinger"
    )
    act(state, 0, "hit", strength=3, plot=BANK)
    act(state, 0, "take_poster")
    assert state.legal_actions(0)[0]["label"] == "Roll 1 die (the difference)"

    final = new_game(players=2)
    final.start_seat = 0
    set_tokens(final, 0, cartridges=2)
    final.ending = "crime_pool_empty"
    final.stack = []
    final.advance()
    act(final, 0, "fs_cowboy", strength=3)
    act(final, 1, "fs_cowboy", strength=2)
    assert [a["label"] for a in final.legal_actions(0)] == [
        "Use no cartridge",
        "Use 1 cartridge (+1 die)",
        "Use 2 cartridges (+2 dice)",
    ]
