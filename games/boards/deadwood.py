"""Deadwood's town: the brick grid of plots (town rows above, railroad rows below), each built
tile tinted by the gang that holds it, with the cowboys standing on it, the Sheriff at his
intersection, the railroad route, the last dice rolled and the gangs' holdings. Everything in
Deadwood is open, so every seat sees the same board.
"""

from __future__ import annotations

from typing import Any

from games.engines.deadwood.board import BOARD
from games.people import person

PLOT = 96
HALF = PLOT // 2
MARGIN = 16
TOWN_ROWS = 3  # rows 1-3 are the town; the station row and the railroad rows lie below
STRENGTH_NAMES = {1: "Greenhorn", 2: "Gunslinger", 3: "Trail Boss"}
DIE_SYMBOLS = {"blank": "", "wound": "✚", "double_wound": "✚✚", "skull": "☠"}
WHERE = (("ranch", "Ranch"), ("town", "In town"), ("mine", "Mine"), ("supply", "Supply"), ("boot_hill", "Boot Hill"))
# The board element each kind of action names, by the action key that holds the plot.
PLOT_KEYS = {
    "hit": "plot",
    "rail": "plot",
    "build": "plot",
    "recall": "from",
    "gs_pick": "from",
    "gs_move": "to",
    "dance": "from",
}


def _corner(plot_id: str) -> tuple[int, int]:
    index = BOARD.index[plot_id]
    return MARGIN + BOARD.x_of[index] * HALF, MARGIN + (BOARD.row_of[index] - 1) * PLOT


def _intersection(plots: frozenset[int]) -> tuple[int, int]:
    """Where three plots meet: the Sheriff stands on the corner, never on a cowboy (they stand mid-plot)."""
    rows: dict[int, list[int]] = {}
    for plot in plots:
        rows.setdefault(BOARD.row_of[plot], []).append(BOARD.x_of[plot])
    pair_row = next(row for row, xs in rows.items() if len(xs) == 2)
    return MARGIN + max(rows[pair_row]) * HALF, MARGIN + (max(rows) - 1) * PLOT


def targets(action: dict[str, Any]) -> list[str]:
    key = PLOT_KEYS.get(action.get("type", ""))
    if key and action.get(key) in BOARD.index:
        return [f"plot:{action[key]}"]
    if action.get("type") == "sheriff":
        return [f"sheriff:{action['at']}"]
    return []


def layout(view: dict[str, Any], seat: int | None, names: dict[int, str]) -> dict[str, Any]:
    built = {entry["plot"]: entry for entry in view["plots"]}
    route = view["railroad"]["route"]
    plots = []
    for plot_id in BOARD.plot_ids:
        x, y = _corner(plot_id)
        entry = built.get(plot_id)
        row = BOARD.row_of[BOARD.index[plot_id]]
        cowboys = [
            _cowboy(cowboy, names, x + 4 + (n % 3) * 30, y + 40 + (n // 3) * 24)
            for n, cowboy in enumerate(entry["cowboys"] if entry else [])
        ]
        holders = sorted({cowboy["seat"] for cowboy in (entry["cowboys"] if entry else [])})
        plots.append(
            {
                "id": plot_id,
                "x": x,
                "y": y,
                "town": row <= TOWN_ROWS,
                "tile": entry["tile"] if entry else "",
                "ability": entry["ability"] if entry else "",
                "protected": bool(entry and entry["protected"]),
                "rail": plot_id in route,
                "station": plot_id == view["railroad"]["station"],
                "cowboys": cowboys,
                "holder": person(holders[0], names) if len(holders) == 1 and entry and entry["tile"] else None,
                "name": f"the {entry['tile']}" if entry and entry["tile"] else f"the open plot {_plot_words(plot_id)}",
            }
        )
    sheriff_at = next(
        i for i, spot in enumerate(BOARD.protected_by) if {BOARD.plot_ids[p] for p in spot} == set(view["sheriff"])
    )
    spots = []
    for index, spot in enumerate(BOARD.protected_by):
        x, y = _intersection(spot)
        spots.append({"at": index, "x": x, "y": y, "here": index == sheriff_at})
    width = MARGIN * 2 + (max(BOARD.x_of) + 2) * HALF
    height = MARGIN * 2 + max(BOARD.row_of) * PLOT
    return {
        "width": width,
        "height": height,
        "plot": PLOT,
        "plots": plots,
        "sheriff": spots[sheriff_at],
        "spots": spots,
        "gangs": [_gang(gang, seat, names) for gang in view["gangs"]],
        "stacks": view["stacks"],
        "railroad": view["railroad"],
        "crime_pool": view["crime_pool"],
        "posters_in_box": view["posters_in_box"],
        "roll": _roll(view["last_roll"], names),
        "turn": view["turn"],
        "ending": view["ending"],
    }


def _plot_words(plot_id: str) -> str:
    index = BOARD.index[plot_id]
    row = BOARD.row_of[index]
    place = (
        sorted(BOARD.x_of[i] for i in range(len(BOARD.plot_ids)) if BOARD.row_of[i] == row).index(BOARD.x_of[index]) + 1
    )
    return f"in row {row}, place {place} from the left"


def _cowboy(cowboy: dict[str, Any], names: dict[int, str], x: int, y: int) -> dict[str, Any]:
    who = person(cowboy["seat"], names)
    return {
        "who": who,
        "strength": cowboy["strength"],
        "x": x,
        "y": y,
        "title": f"{who['name']}'s {STRENGTH_NAMES.get(cowboy['strength'], 'cowboy')}",
    }


def _roll(roll: dict[str, Any] | None, names: dict[int, str]) -> dict[str, Any] | None:
    """The last dice rolled, grouped by whose dice they were, each die with its face."""
    if not roll:
        return None
    groups: list[tuple[str, list[int]]] = []
    for key, label in (("attacker", "Attacker"), ("defender", "Defender"), ("values", "Dice")):
        if key in roll:
            groups.append((label, list(roll[key])))
    for key, label in (("at", "at"), ("by", "by")):
        for target, values in (roll.get(key) or {}).items():
            dice = values if isinstance(values, list) else [values]
            groups.append((f"{label} {person(int(target), names)['name']}", dice))
    what = {"shootout": "Shootout", "final_shootout": "Final Shootout"}.get(roll.get("for", ""), "Roll")
    return {
        "what": what,
        "who": person(roll["seat"], names) if "seat" in roll else None,
        "groups": [{"label": label, "dice": [_die(value) for value in dice]} for label, dice in groups],
    }


def _die(value: int) -> dict[str, Any]:
    face = BOARD.die_faces[value - 1] if 1 <= value <= len(BOARD.die_faces) else "blank"
    return {"value": value, "face": face.replace("_", " "), "symbol": DIE_SYMBOLS[face]}


def _gang(gang: dict[str, Any], viewer: int | None, names: dict[int, str]) -> dict[str, Any]:
    cowboys = gang["cowboys"]
    where = [
        (label, ", ".join(STRENGTH_NAMES.get(s, str(s)) for s in cowboys.get(place, [])) or "—")
        for place, label in WHERE
    ]
    return {**gang, "who": person(gang["seat"], names), "me": gang["seat"] == viewer, "where": where}
