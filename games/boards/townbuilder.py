"""The town-builder table: each player's five town slots, hands, decks, and the common reserve.

The viewer's own town is drawn at the bottom (seat 0 for spectators); the opponent's hand shows
only as card backs, because ``view`` gives only its count.
"""

from __future__ import annotations

from typing import Any

from games.engines.townbuilder.cards import BUILDING_INDEX, BUILDINGS, FAMILY_TITLES, RESOURCE_KEYS, RESOURCE_NAMES
from games.people import person

WIDTH = 980
SLOT_W, SLOT_H, SLOT_GAP = 150, 104, 12
CARD_W, CARD_H, CARD_GAP = 92, 40, 8
TOWN_X = 20
SIDE_X = 830
RESOURCE_COLOURS = {"wood": "#8b5a2b", "brick": "#b5462f", "silver": "#8d99a6", "gold": "#c9971c"}
FAMILY_COLOURS = {
    "production": "#5b8c3a",
    "storage": "#3d6f9c",
    "transformation": "#8a5a9c",
    "special": "#a8742c",
    "special_defence": "#2f7f7a",
    "special_attack": "#a63d3d",
}
PHASES = {"guarantee": "hand guarantee", "action": "action", "discard": "discard", "over": "final"}
RESOURCE_NAME = dict(zip(RESOURCE_KEYS, RESOURCE_NAMES, strict=True))


def card_name(key: str) -> str:
    return RESOURCE_NAME.get(key) or BUILDINGS[BUILDING_INDEX[key]].name


def card_colour(key: str) -> str:
    if key in RESOURCE_COLOURS:
        return RESOURCE_COLOURS[key]
    return FAMILY_COLOURS[BUILDINGS[BUILDING_INDEX[key]].family]


def targets(action: dict[str, Any]) -> list[str]:
    """Building or discarding names a card in your hand; demolishing or using a building names its slot."""
    kind = action.get("type")
    if kind == "build":
        return [f"card:{action['building']}"]
    if kind == "discard":
        return [f"card:{action['card']}"]
    if kind in ("demolish", "activate"):
        return [f"slot:{action['building']}"]
    return []


def layout(view: dict[str, Any], seat: int | None, names: dict[int, str]) -> dict[str, Any]:
    bottom = seat if seat is not None else 0
    areas = [
        _area(view, view["players"][1 - bottom], top=20, own=False, viewer=seat, names=names),
        _area(view, view["players"][bottom], top=300, own=True, viewer=seat, names=names),
    ]
    reserve = [
        {"name": RESOURCE_NAME[key], "count": count, "colour": RESOURCE_COLOURS[key], "x": 40 + i * 190}
        for i, (key, count) in enumerate(view["reserve"].items())
    ]
    return {
        "width": WIDTH,
        "height": 580,
        "areas": areas,
        "reserve": reserve,
        "middle_y": 268,
        "discard_count": sum(view["discard_pile"].values()),
        "removed_count": sum(view["removed"].values()),
        "phase": PHASES.get(view["phase"], view["phase"].replace("_", " ")),
        "turn": view["turn"],
        "used": [card_name(key) for key in view["used_this_turn"]],
    }


def _area(
    view: dict[str, Any], player: dict[str, Any], *, top: int, own: bool, viewer: int | None, names: dict[int, str]
) -> dict[str, Any]:
    index = player["seat"]
    slots = []
    for position in range(5):
        x = TOWN_X + position * (SLOT_W + SLOT_GAP)
        entry = player["town"][position] if position < len(player["town"]) else None
        slots.append(_slot(entry, x, top + 30) if entry else {"empty": True, "x": x, "y": top + 30})
    hand_y = top + 30 + SLOT_H + 20
    if player["hand"] is not None:
        hand = [
            {
                "key": key,
                "name": card_name(key),
                "count": count,
                "colour": card_colour(key),
                "x": TOWN_X + i * (CARD_W + CARD_GAP),
                "y": hand_y,
            }
            for i, (key, count) in enumerate(player["hand"].items())
        ]
        backs = []
    else:
        hand = []
        backs = [{"x": TOWN_X + i * 26, "y": hand_y} for i in range(player["hand_count"])]
    who = person(index, names)
    return {
        "seat": index,
        "who": who,
        "title": "You" if viewer is not None and index == viewer else who["name"],
        "own": own,
        "top": top,
        "slots": slots,
        "hand": hand,
        "backs": backs,
        "hand_count": player["hand_count"],
        "hand_y": hand_y,
        "deck_count": player["deck_count"],
        "deck_x": SIDE_X,
        "deck_y": top + 30,
        "to_act": index in view["to_act"],
        "last_turn": player["last_turn"],
        "done": player["done"],
    }


def _slot(entry: dict[str, Any], x: int, y: int) -> dict[str, Any]:
    building = BUILDINGS[BUILDING_INDEX[entry["building"]]]
    stored = [
        {"name": RESOURCE_NAME[key], "count": count, "colour": RESOURCE_COLOURS[key], "x": x + 12 + i * 46}
        for i, (key, count) in enumerate(entry["stored"].items())
    ]
    return {
        "empty": False,
        "key": entry["building"],
        "x": x,
        "y": y,
        "name": building.name,
        "family": FAMILY_TITLES[building.family],
        "colour": FAMILY_COLOURS[building.family],
        "level": entry["level"],
        "stored": stored,
    }
