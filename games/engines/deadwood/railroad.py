"""The railroad: each Town Hall annex lays the next tile at the end of the route (two choices), and
after the last tile the Train Station, which ends the game.

A tile destroys the building on its plot (tile under its stack, cowboys to the mine); cowboys next
to the new tile may annex their buildings (twice next to the station) in the order the placer picks.
The game is over once the station's annexes are done: no Town Hall that is still resolving builds
anything more.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.base import seat_ref
from games.engines.deadwood.buildings import STATION, building_label
from games.engines.deadwood.frames import Action, Frame, decision
from games.engines.deadwood.tokens import OWNER, RAIL
from games.engines.deadwood.town import annex_offer

if TYPE_CHECKING:
    from games.engines.deadwood.state import DeadwoodState

HOTEL_PAYS = {"tile": 2, "station": 4}


def _rail_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    if state.station_plot >= 0:
        return []
    ids = state.board.plot_ids
    station = len(state.route) == state.board.rail_tiles
    what = "the Train Station" if station else "a railroad tile"
    options = []
    for plot in state.board.next_route_plots(state.route):
        kind = state.kind_at(plot)
        consequence = f" (destroys the {kind})" if kind else ""
        where = state.board.plot_words(plot)
        options.append({"type": "rail", "plot": ids[plot], "label": f"Lay {what} in {where}{consequence}"})
    return options


def _rail_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    plot = state.board.index[action["plot"]]
    station = len(state.route) == state.board.rail_tiles
    state.destroy(plot)
    if station:
        state.place_tile(STATION, plot)
        state.station_plot = plot
        state.trigger_end("train_station")
        # "After these buildings have been annexed, the game is over": whatever was still to come
        # (this Town Hall's new buildings, and those of an annex this one is nested in, with the
        # rest of its railroad annexes) never happens. No pending frame holds a token or a wound.
        state.stack.clear()
    else:
        state.plot_tile[plot] = RAIL
        state.route.append(plot)
        state.events.append({"type": "railroad", "plot": action["plot"]})
    for seat in state.controllers("Hotel"):
        state.gain(seat, HOTEL_PAYS["station" if station else "tile"])
    items = []
    for near in state.board.adjacent[plot]:
        tile = state.plot_tile[near]
        if tile >= 0 and tile != STATION:
            for cowboy in state.occupants[near]:
                items.extend([[near, cowboy]] * (2 if station else 1))
    if items:
        state.stack.append({"kind": "rail_annexes", "seat": frame["seat"], "items": items})


def _annexes_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    ids, options = state.board.plot_ids, {}
    for plot, cowboy in frame["items"]:
        if state.loc[cowboy] == plot and (plot, cowboy) not in options:
            owner = OWNER[cowboy]
            options[(plot, cowboy)] = {
                "type": "rail_annex",
                "plot": ids[plot],
                "owner": owner,
                "label": f"Next: {seat_ref(owner)} may annex {building_label(state, plot)}",
            }
    return list(options.values())


def _annexes_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    plot = state.board.index[action["plot"]]
    for item in frame["items"]:
        if item[0] == plot and OWNER[item[1]] == action["owner"] and state.loc[item[1]] == plot:
            frame["items"].remove(item)
            state.stack.append(annex_offer(action["owner"], item[1], plot))
            return


decision("rail", _rail_legal, _rail_resolve)
decision("rail_annexes", _annexes_legal, _annexes_resolve)
