"""Doomtown's table: each outfit's street (home and deeds) with the dudes there and what they
carry, the Town Square between the streets, and beside the board every outfit's stash, hand,
deck and the poker hands of a shootout. Cards the viewer may not see come as counts from
``view`` and are drawn as counts.
"""

from __future__ import annotations

import re
from typing import Any

from games.engines.doomtown.cards import card
from games.engines.doomtown.town import TOWN_SQUARE
from games.people import person, seat_colour

BOX_W, BOX_H, GAP = 180, 150, 10
WIDTH = 980
HOME_SUFFIX = re.compile(r"\s*\(\{seat:\d+\}'s home\)$")


def layout(view: dict[str, Any], seat: int | None, names: dict[int, str]) -> dict[str, Any]:
    bottom = seat if seat is not None else 0
    others = [entry for entry in view["seats"] if entry["seat"] != bottom]
    mine = next(entry for entry in view["seats"] if entry["seat"] == bottom)
    in_play = view["in_play"]
    carried: dict[int, list[str]] = {}
    for item in in_play:
        if item["attached_to"] >= 0:
            carried.setdefault(item["attached_to"], []).append(item["name"])
    dudes_at: dict[int, list[dict[str, Any]]] = {}
    for item in in_play:
        if item["type"] == "dude" and item["attached_to"] < 0:
            dudes_at.setdefault(item["at"], []).append(_dude(item, carried.get(item["id"], [])))
    streets, y = [], GAP
    for entry in others:
        streets.append(_street(entry, y, dudes_at))
        y += BOX_H + GAP
    square = {"x": GAP, "y": y, "w": WIDTH - 2 * GAP, "h": BOX_H, "dudes": _place(dudes_at.get(TOWN_SQUARE, []),
                                                                                   GAP, y)}
    y += BOX_H + GAP
    streets.append(_street(mine, y, dudes_at))
    y += BOX_H + GAP
    return {
        "width": WIDTH,
        "height": y,
        "streets": streets,
        "square": square,
        "outfits": [_outfit(entry, seat, names) for entry in view["seats"]],
        "day": view["day"],
        "phase": view["phase"],
        "pot": view["pot"],
    }


def _dude(item: dict[str, Any], attachments: list[str]) -> dict[str, Any]:
    return {"name": item["name"], "owner": item["owner"], "booted": item["booted"], "bounty": item["bounty"],
            "colour": seat_colour(item["owner"]), "attachments": ", ".join(attachments)}


def _place(dudes: list[dict[str, Any]], x: int, y: int) -> list[dict[str, Any]]:
    return [dict(dude, x=x + 8, y=y + 40 + index * 26) for index, dude in enumerate(dudes[:4])] + (
        [{"more": len(dudes) - 4, "x": x + 8, "y": y + 40 + 4 * 26}] if len(dudes) > 4 else []
    )


def _street(entry: dict[str, Any], y: int, dudes_at: dict[int, list[dict[str, Any]]]) -> dict[str, Any]:
    locations = []
    for index, location in enumerate(entry["street"] + entry["out_of_town"]):
        x = GAP + index * (BOX_W + GAP)
        home = HOME_SUFFIX.search(location["name"]) is not None
        locations.append({"x": x, "y": y, "home": home, "name": HOME_SUFFIX.sub("", location["name"]),
                          "dudes": _place(dudes_at.get(location["id"], []), x, y)})
    return {"seat": entry["seat"], "colour": seat_colour(entry["seat"]), "locations": locations}


def _cards(cards: list[dict[str, Any]] | int) -> dict[str, Any]:
    """Visible cards with their poker value, or only how many there are."""
    if isinstance(cards, int):
        return {"count": cards, "cards": None}
    return {"count": len(cards), "cards": [{"name": item["name"], "short": card(item["code"]).short}
                                           for item in cards]}


def _outfit(entry: dict[str, Any], viewer: int | None, names: dict[int, str]) -> dict[str, Any]:
    return {
        "seat": entry["seat"], "outfit": entry["outfit"], "me": entry["seat"] == viewer,
        "who": person(entry["seat"], names), "colour": seat_colour(entry["seat"]),
        "stash": entry["stash"], "debt": entry["debt"], "influence": entry["influence"], "control": entry["control"],
        "hand": _cards(entry["hand"]), "draw_hand": _cards(entry["draw_hand"]), "deck": entry["deck"],
        "discard": len(entry["discard"]), "boot_hill": len(entry["boot_hill"]),
    }
