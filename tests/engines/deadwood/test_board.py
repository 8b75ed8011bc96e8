"""The board and dice come from data: the default file's printed constraints, and a replacement."""

from __future__ import annotations

import copy
import json

import pytest

from games.engines.deadwood.board import BOARD, DATA_DIR, board_from_json


def routes(board, route=()):
    """Every complete railroad route (four tiles and the station plot)."""
    if len(route) == board.rail_tiles + 1:
        return [route]
    found = []
    for plot in board.next_route_plots(list(route)):
        found += routes(board, (*route, plot))
    return found


def test_the_default_board_offers_two_choices_at_every_step_of_the_railroad():
    every = routes(BOARD)
    assert len(every) == 32 and all(len(set(route)) == 5 for route in every)
    for route in every:
        for step in range(5):
            assert len(BOARD.next_route_plots(list(route[:step]))) == 2


def test_every_sheriff_intersection_touches_three_mutually_adjacent_plots():
    assert len(BOARD.intersections) == 45
    for a, b, c in BOARD.intersections:
        assert b in BOARD.adjacent[a] and c in BOARD.adjacent[a] and c in BOARD.adjacent[b]
    start = {BOARD.plot_ids[p] for p in BOARD.intersections[BOARD.sheriff_start]}
    assert BOARD.plot_ids[BOARD.fixed_buildings["Sheriff's Office"]] in start


def test_dice_faces_are_read_from_the_data():
    assert BOARD.die_faces == ("blank", "blank", "wound", "wound", "double_wound", "skull")  # values 1..6
    doc = json.loads((DATA_DIR / "board.json").read_text())
    real = copy.deepcopy(doc)
    for face in real["dice"]["faces"]:
        face["symbol"] = "skull" if face["value"] > 3 else "blank"
    assert board_from_json(real).die_faces == ("blank", "blank", "blank", "skull", "skull", "skull")


def test_a_replacement_board_file_changes_the_grid_without_code_changes():
    doc = json.loads((DATA_DIR / "board.json").read_text())
    doc["railroad"]["first_tile_plots"] = ["r8x6"]
    doc["start"]["star_plots"] = ["r2x2", "r2x4", "r3x3", "r3x5", "r3x7"]
    board = board_from_json(doc)
    assert board.next_route_plots([]) == [board.index["r8x6"]]
    assert {board.plot_ids[p] for p in board.star_plots} == {"r2x2", "r2x4", "r3x3", "r3x5", "r3x7"}


def test_it_refuses_dice_data_it_cannot_read():
    doc = json.loads((DATA_DIR / "board.json").read_text())
    doc["dice"]["faces"][0]["symbol"] = "arrow"
    with pytest.raises(ValueError):
        board_from_json(doc)
