"""The railroad: Town Hall annexes, the two route choices, destruction, adjacent annexes, the station."""

from __future__ import annotations

import pytest

from games.engines.deadwood.buildings import KIND, SALOON_X
from games.engines.deadwood.tokens import MINE, RAIL
from tests.engines.deadwood.scenario import (
    act,
    at,
    begin_turn,
    new_game,
    options,
    put_building,
    put_cowboy,
    set_posters,
    top,
)

TOWN_HALL = "r1x5"


def annex_town_hall(state, seat: int = 0) -> None:
    begin_turn(state, seat)
    act(state, seat, "hit", strength=1, plot=TOWN_HALL)
    act(state, seat, "annex")


def lay_route(state, plots: list[str]) -> None:
    for plot_id in plots:
        plot = state.board.index[plot_id]
        assert state.plot_tile[plot] == -1
        state.plot_tile[plot] = RAIL
        state.route.append(plot)


def test_the_town_hall_returns_a_poster_lays_track_then_builds_one_tile_per_stack():
    state = new_game(players=2)
    set_posters(state, 0, 1)
    tops = [stack[0] for stack in state.stacks]
    annex_town_hall(state)
    assert state.posters[0] == 0
    assert {a["plot"] for a in options(state, 0, "rail")} == {"r8x4", "r8x6"}, "always two choices"
    act(state, 0, "rail", plot="r8x6")
    assert state.view(None)["railroad"]["route"] == ["r8x6"]
    for tile in tops:
        assert top(state)["kind"] == "place_tile" and top(state)["tile"] == tile
        plot = options(state, 0, "build")[0]["plot"]
        act(state, 0, "build", plot=plot)
        assert KIND[state.plot_tile[state.board.index[plot]]] == KIND[tile]
    assert top(state)["kind"] == "turn" and top(state)["seat"] == 1


def test_the_next_tile_goes_on_one_of_the_two_plots_touching_the_last():
    state = new_game(players=2)
    lay_route(state, ["r8x4"])
    annex_town_hall(state)
    assert {a["plot"] for a in options(state, 0, "rail")} == {"r7x3", "r7x5"}


def test_a_railroad_tile_destroys_the_building_and_sends_its_cowboys_to_the_mine():
    """Rulebook example: "If it goes over plot 2, the Gold Mine is destroyed, and returned to the
    bottom of the second building stack"; "any cowboys at a building that is destroyed ... are
    immediately sent to the Abandoned Mine. The Sheriff remains unaffected"."""
    state = new_game(players=2)
    gold_mine = put_building(state, "Gold Mine", "r8x4")
    cowboy = put_cowboy(state, 1, 2, "r8x4")
    sheriff = state.sheriff
    annex_town_hall(state)
    act(state, 0, "rail", plot="r8x4")
    assert state.stacks[1][-1] == gold_mine and state.loc[cowboy] == MINE
    assert state.plot_tile[state.board.index["r8x4"]] == RAIL and state.sheriff == sheriff


@pytest.mark.parametrize(("kind", "plot"), [("Bank", "r8x4"), ("Saloon", "r8x6")])
def test_a_destroyed_bank_or_x_saloon_goes_under_the_first_stack_where_it_came_from(kind, plot):
    """Project ruling deadwood 9: the Bank is a stack-1 tile ("placed at the bottom of its
    building stack"); so is the X Saloon."""
    state = new_game(players=2)
    tile = put_building(state, kind, plot)
    annex_town_hall(state)
    act(state, 0, "rail", plot=plot)
    assert state.stacks[0][-1] == tile and (kind != "Saloon" or tile == SALOON_X)


def test_the_placer_orders_the_annexes_of_cowboys_next_to_the_new_tile():
    state = new_game(players=2)
    put_building(state, "Bank", "r7x3")
    put_building(state, "Gunsmith", "r7x5", copy=1)
    put_building(state, "Hotel", "r3x1")
    put_cowboy(state, 1, 2, "r7x3")
    put_cowboy(state, 0, 2, "r7x5")
    put_cowboy(state, 1, 3, "r3x1")  # far from the track: no annex, but the Hotel pays its controller
    annex_town_hall(state)
    act(state, 0, "rail", plot="r8x4")
    assert state.cash[1] == 7, "the Hotel's controller gets $2 per railroad tile"
    assert {(a["plot"], a["owner"]) for a in options(state, 0, "rail_annex")} == {("r7x3", 1), ("r7x5", 0)}
    act(state, 0, "rail_annex", plot="r7x3", owner=1)
    assert top(state)["kind"] == "annex" and top(state)["seat"] == 1
    act(state, 1, "annex")
    assert state.cash[1] == 12 and state.posters[1] == 1
    act(state, 0, "rail_annex", plot="r7x5", owner=0)
    act(state, 0, "annex")
    assert state.cash[0] == 6 and state.cartridges[0] == 3
    assert top(state)["kind"] == "place_tile"


def test_the_train_station_pays_the_hotel_doubles_adjacent_annexes_and_ends_the_game():
    state = new_game(players=3)
    lay_route(state, ["r8x4", "r7x5", "r6x4", "r5x3"])
    put_building(state, "Bank", "r4x2")
    put_building(state, "Gunsmith", "r4x4")
    put_building(state, "Hotel", "r2x2")
    victim = put_cowboy(state, 2, 1, "r4x2")
    put_cowboy(state, 1, 2, "r4x4")
    put_cowboy(state, 2, 3, "r2x2")
    annex_town_hall(state)
    assert {a["plot"] for a in options(state, 0, "rail")} == {"r4x2", "r4x4"}
    act(state, 0, "rail", plot="r4x2")
    assert state.loc[victim] == MINE and state.ending == "train_station"
    assert state.cash[2] == 9, "the Hotel pays $4 for the station"
    for _ in range(2):
        act(state, 0, "rail_annex", plot="r4x4", owner=1)
        act(state, 1, "annex")
    assert state.cash[1] == 7 and state.cartridges[1] == 5
    assert state.is_over(), "over once the station's annexes are done: the Town Hall builds nothing more"
    assert at(state, "r4x2") == [] and state.result().details["end"] == "train_station"


def test_no_more_track_once_the_station_stands():
    state = new_game(players=2)
    lay_route(state, ["r8x4", "r7x5", "r6x4", "r5x3"])
    state.plot_tile[state.board.index["r4x4"]] = 25
    state.station_plot = state.board.index["r4x4"]
    state.rebuild_indexes()
    annex_town_hall(state)
    assert top(state)["kind"] == "place_tile"
