"""Deadwood's town: the brick grid of plots (town rows above, railroad rows below), each built
tile with the cowboys standing on it, the Sheriff at his intersection, the railroad route and the
gangs' holdings. Everything in Deadwood is open, so every seat sees the same board.
"""

from __future__ import annotations

from typing import Any

from games.engines.deadwood.board import BOARD

PLOT = 96
HALF = PLOT // 2
MARGIN = 16
TOWN_ROWS = 3  # rows 1-3 are the town; the station row and the railroad rows lie below
GANG_COLOURS = ("#c0392b", "#2471a3", "#229954", "#b9770e", "#7d3c98")


def _corner(plot_id: str) -> tuple[int, int]:
    index = BOARD.index[plot_id]
    return MARGIN + BOARD.x_of[index] * HALF, MARGIN + (BOARD.row_of[index] - 1) * PLOT


def layout(view: dict[str, Any], seat: int | None) -> dict[str, Any]:
    built = {entry["plot"]: entry for entry in view["plots"]}
    route = view["railroad"]["route"]
    plots = []
    for plot_id in BOARD.plot_ids:
        x, y = _corner(plot_id)
        entry = built.get(plot_id)
        row = BOARD.row_of[BOARD.index[plot_id]]
        cowboys = [
            {"seat": cowboy["seat"], "strength": cowboy["strength"], "colour": GANG_COLOURS[cowboy["seat"] % 5],
             "cx": x + 16 + n * 22, "cy": y + PLOT - 18}
            for n, cowboy in enumerate(entry["cowboys"] if entry else [])
        ]
        plots.append({
            "id": plot_id, "x": x, "y": y, "town": row <= TOWN_ROWS,
            "tile": entry["tile"] if entry else "", "ability": entry["ability"] if entry else "",
            "protected": bool(entry and entry["protected"]),
            "rail": plot_id in route, "station": plot_id == view["railroad"]["station"],
            "cowboys": cowboys,
        })
    corners = [_corner(plot_id) for plot_id in view["sheriff"]]
    sheriff = {"x": sum(x for x, _ in corners) // 3 + HALF, "y": sum(y for _, y in corners) // 3 + HALF}
    width = MARGIN * 2 + (max(BOARD.x_of) + 2) * HALF
    height = MARGIN * 2 + max(BOARD.row_of) * PLOT
    return {
        "width": width, "height": height, "plot": PLOT, "plots": plots, "sheriff": sheriff,
        "gangs": [_gang(gang, seat) for gang in view["gangs"]],
        "stacks": view["stacks"], "railroad": view["railroad"], "crime_pool": view["crime_pool"],
        "posters_in_box": view["posters_in_box"], "last_roll": view["last_roll"], "turn": view["turn"],
        "ending": view["ending"],
    }


def _gang(gang: dict[str, Any], viewer: int | None) -> dict[str, Any]:
    cowboys = gang["cowboys"]
    return {
        **gang, "colour": GANG_COLOURS[gang["seat"] % 5], "me": gang["seat"] == viewer,
        "where": {place: ", ".join(str(s) for s in strengths) or "—" for place, strengths in cowboys.items()},
    }
