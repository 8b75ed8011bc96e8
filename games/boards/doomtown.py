"""Doomtown's table, laid out as the rulebook lays out Gomorra: each outfit's street in a row with
its home in the middle and the deeds built to its left and right, the Town Square between the
streets, out-of-town deeds at the row's end. Every card is a small face with its facts (value and
suit, bullets and stud/draw, influence, control, production, upkeep, bounty, booted, what it
carries); a tap or hover gives a summary of its abilities in the project's own words (the
docstrings of the card scripts), never the printed text. A shootout gets its own panel.

Cards the viewer may not see come as counts from ``view`` and are drawn as counts.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from games.boards.doomtown_boss import boss_panel
from games.boards.doomtown_svg import town_svg
from games.engines.doomtown.cards import SUIT_LETTERS, VALUE_NAMES, card
from games.engines.doomtown.town import TOWN_SQUARE
from games.people import person

LOC_W, CARD_W, CARD_H, GAP = 150, 138, 46, 8
HEADER_H = 40
WIDTH = 760
SQUARE_COLUMNS = 6
HOME_SUFFIX = re.compile(r"\s*\(\{seat:\d+\}'s home\)$")
SUIT_SYMBOLS = {"spades": "♠", "hearts": "♥", "diamonds": "♦", "clubs": "♣"}
TIMINGS = {
    "noon": "Noon",
    "shootout": "Shootout",
    "resolution": "Resolution",
    "cheatin": "Cheatin' Resolution",
    "react": "React",
    "job": "Noon job",
}
# What each kind of action names on the board, first pick first.
CARD_KEYS = {"move": ("dude", "to"), "callout": ("dude", "mark"), "buy": ("card", "dude"), "learn": ("card", "dude")}
ONE_CARD = ("dude", "card")


def targets(action: dict[str, Any]) -> list[str]:
    kind = action.get("type", "")
    if kind in CARD_KEYS:
        first, second = CARD_KEYS[kind]
        second_target = f"loc:{action[second]}" if kind == "move" else f"card:{action[second]}"
        return [f"card:{action[first]}", second_target]
    for key in ONE_CARD:
        if isinstance(action.get(key), int):
            return [f"card:{action[key]}"]
    return []


def layout(view: dict[str, Any], seat: int | None, names: dict[int, str]) -> dict[str, Any]:
    bottom = seat if seat is not None else 0
    order = [entry for entry in view["seats"] if entry["seat"] != bottom]
    order.append(next(entry for entry in view["seats"] if entry["seat"] == bottom))
    in_play = {item["id"]: item for item in view["in_play"]}
    carried: dict[int, list[dict[str, Any]]] = {}
    for item in view["in_play"]:
        if item["attached_to"] >= 0:
            carried.setdefault(item["attached_to"], []).append(item)
    dudes_at: dict[int, list[dict[str, Any]]] = {}
    for item in view["in_play"]:
        if item["type"] == "dude" and item["attached_to"] < 0:
            dudes_at.setdefault(item["at"], []).append(item)
    widest = max(len(entry["street"]) + len(entry["out_of_town"]) for entry in view["seats"])
    width = max(WIDTH, GAP + widest * (LOC_W + GAP))
    rows, y = [], GAP
    for index, entry in enumerate(order):
        if index == len(order) - 1:
            square, y = _town_square(dudes_at.get(TOWN_SQUARE, []), carried, names, y, width)
            square["conditions"] = [item["name"] for item in view["in_play"] if item["attached_to"] == TOWN_SQUARE]
        row, y = _street(entry, in_play, dudes_at, carried, names, y, width)
        rows.append(row)
    board = {
        "width": width,
        "height": y,
        "streets": rows,
        "square": square,
        "outfits": [_outfit(entry, seat, names) for entry in view["seats"]],
        "day": view["day"],
        "phase": view["phase"].replace("_", " "),
        "pot": view["pot"],
        "shootout": _shootout(view, in_play, names),
        "boss": boss_panel(view, names),
    }
    board["svg"] = town_svg(board)
    return board


def _street(
    entry: dict[str, Any],
    in_play: dict[int, dict[str, Any]],
    dudes_at: dict[int, list[dict[str, Any]]],
    carried: dict[int, list[dict[str, Any]]],
    names: dict[int, str],
    y: int,
    width: int,
) -> tuple[dict[str, Any], int]:
    places = [(location, False) for location in entry["street"]] + [
        (location, True) for location in entry["out_of_town"]
    ]
    stacks = {location["id"]: dudes_at.get(location["id"], []) for location, _ in places}
    deepest = max([sum(_face_height(dude, carried) + 8 for dude in stack) for stack in stacks.values()] + [CARD_H])
    height = HEADER_H + deepest + GAP
    left = (width - len(places) * (LOC_W + GAP) + GAP) // 2
    locations = []
    for index, (location, out_of_town) in enumerate(places):
        x = left + index * (LOC_W + GAP)
        item = in_play.get(location["id"], {})
        home = HOME_SUFFIX.search(location["name"]) is not None
        facts = _facts(item) if item else {}
        dudes, top = [], y + HEADER_H
        for dude in stacks[location["id"]]:
            dudes.append(_card_face(dude, carried, names, x + 6, top))
            top += _face_height(dude, carried) + 8
        locations.append(
            {
                "id": location["id"],
                "x": x,
                "y": y,
                "h": height,
                "home": home,
                "out_of_town": out_of_town,
                "name": HOME_SUFFIX.sub("", location["name"]),
                "facts": facts,
                "dudes": dudes,
                "line": _deed_line(facts, out_of_town, bool(item.get("booted"))),
                "summary": summary(item["code"]) if item.get("code") else "",
                "booted": bool(item.get("booted")),
            }
        )
    who = person(entry["seat"], names)
    return {
        "seat": entry["seat"],
        "who": who,
        "colour": who["colour"],
        "locations": locations,
        "label_y": y + 14,
    }, y + height + GAP


def _deed_line(facts: dict[str, Any], out_of_town: bool, booted: bool) -> str:
    parts = [
        f"{facts['value']}{facts['suit']}" if facts.get("value") else "",
        f"prod {facts['production']}" if facts.get("production") else "",
        f"ctrl {facts['control']}" if facts.get("control") else "",
        "out of town" if out_of_town else "",
        "booted" if booted else "",
    ]
    return " · ".join(part for part in parts if part)


def _face_height(item: dict[str, Any], carried: dict[int, list[dict[str, Any]]]) -> int:
    return CARD_H + 13 * len(carried.get(item["id"], []))


def _town_square(
    dudes: list[dict[str, Any]], carried: dict[int, list[dict[str, Any]]], names: dict[int, str], y: int, width: int
) -> tuple[dict[str, Any], int]:
    band = width - 2 * GAP
    columns = max(1, min(SQUARE_COLUMNS, band // (CARD_W + GAP)))
    lines = [dudes[start : start + columns] for start in range(0, len(dudes), columns)] or [[]]
    faces, top = [], y + HEADER_H - 10
    for line in lines:
        # Centred in the band, as its title: a phone's board opens on the middle of the streets.
        left = GAP + (band - len(line) * (CARD_W + GAP) + GAP) // 2
        for n, dude in enumerate(line):
            faces.append(_card_face(dude, carried, names, left + n * (CARD_W + GAP), top))
        top += max([_face_height(dude, carried) for dude in line] + [CARD_H]) + 8
    height = top - y + GAP
    return {"id": TOWN_SQUARE, "x": GAP, "y": y, "w": band, "h": height, "dudes": faces}, y + height + GAP


def _card_face(
    item: dict[str, Any], carried: dict[int, list[dict[str, Any]]], names: dict[int, str], x: int, y: int
) -> dict[str, Any]:
    who = person(item["owner"], names)
    goods = carried.get(item["id"], [])
    return {
        "id": item["id"],
        "name": item["name"],
        "x": x,
        "y": y,
        "who": who,
        "booted": item["booted"],
        "bounty": item.get("bounty", 0),
        "facts": _facts(item),
        "stats": _dude_stats(item),
        "h": _face_height(item, carried),
        "goods": [
            {
                "id": good["id"],
                "name": good["name"],
                "y": y + CARD_H + 13 * n,
                "booted": good["booted"],
                "summary": summary(good["code"]),
            }
            for n, good in enumerate(goods)
        ],
        "summary": summary(item["code"]),
        "wanted": item.get("bounty", 0) > 0,
    }


def _dude_stats(item: dict[str, Any]) -> str:
    parts = []
    if item.get("bullets") is not None:
        parts.append(f"{item['bullets']} {item.get('bullet_type') or ''}".strip())
    if item.get("influence"):
        parts.append(f"inf {item['influence']}")
    if item.get("control"):
        parts.append(f"ctrl {item['control']}")
    if item.get("upkeep"):
        parts.append(f"upk {item['upkeep']}")
    return " · ".join(parts)


def _facts(item: dict[str, Any]) -> dict[str, Any]:
    """The numbers a card face shows: value and suit, and for deeds production and control."""
    facts = card(item["code"])
    value = item.get("value", facts.value)
    return {
        "value": _value_name(value) if value is not None else "",
        "suit": SUIT_SYMBOLS.get(facts.suit or "", ""),
        "red": facts.suit in ("hearts", "diamonds"),
        "type": facts.type,
        "production": facts.production,
        "control": item.get("control", facts.control),
        "cost": facts.cost,
        "upkeep": item.get("upkeep", facts.upkeep),
        "keywords": ", ".join(facts.keywords),
    }


def _value_name(value: int) -> str:
    return VALUE_NAMES.get(value, str(value))


@cache
def summary(code: str) -> str:
    """What the card's abilities do, in the project's words: the docstrings of its scripts."""
    from games.engines.doomtown.abilities import REGISTRY

    lines = []
    for ability in REGISTRY.get(code, []):
        words = (ability.effect.__doc__ or "").strip().splitlines()
        if words:
            extra = [part for part, on in (("boot", ability.boot), ("controller", ability.controller)) if on]
            when = TIMINGS.get(ability.timing, ability.timing.title())
            lines.append(f"{when}{' (' + ', '.join(extra) + ')' if extra else ''}: {words[0]}")
    return " / ".join(lines)


def hand_card(entry: dict[str, Any]) -> dict[str, Any]:
    facts = card(entry["code"])
    return {
        "id": entry["id"],
        "name": entry["name"],
        "type": facts.type.replace("_", " "),
        "value": _value_name(facts.value) if facts.value is not None else "",
        "suit": SUIT_SYMBOLS.get(facts.suit or "", ""),
        "red": facts.suit in ("hearts", "diamonds"),
        "cost": facts.cost,
        "stats": _card_stats(facts),
        "keywords": ", ".join(facts.keywords),
        "summary": summary(entry["code"]),
    }


def _card_stats(facts: Any) -> str:
    parts = []
    if facts.bullets is not None:
        parts.append(f"{facts.bullets} {facts.bullet_type or ''}".strip())
    for label, value in (
        ("inf", facts.influence),
        ("ctrl", facts.control),
        ("prod", facts.production),
        ("upk", facts.upkeep),
    ):
        if value:
            parts.append(f"{label} {value}")
    return " · ".join(parts)


def _cards(cards: list[dict[str, Any]] | int) -> dict[str, Any]:
    """Visible cards as faces, or only how many there are."""
    if isinstance(cards, int):
        return {"count": cards, "cards": None}
    return {"count": len(cards), "cards": [hand_card(item) for item in cards]}


def _outfit(entry: dict[str, Any], viewer: int | None, names: dict[int, str]) -> dict[str, Any]:
    return {
        "seat": entry["seat"],
        "outfit": entry["outfit"],
        "me": entry["seat"] == viewer,
        "who": person(entry["seat"], names),
        "stash": entry["stash"],
        "debt": entry["debt"],
        "influence": entry["influence"],
        "control": entry["control"],
        "hand": _cards(entry["hand"]),
        "deck": entry["deck"],
        "discard": len(entry["discard"]),
        "boot_hill": len(entry["boot_hill"]),
    }


def _poker_card(text: str) -> dict[str, Any]:
    if text == "JOKER":
        return {"value": "Joker", "suit": "", "red": False}
    suit = next(name for name, letter in SUIT_LETTERS.items() if letter == text[-1])
    return {"value": text[:-1], "suit": SUIT_SYMBOLS[suit], "red": suit in ("hearts", "diamonds")}


def _shootout(view: dict[str, Any], in_play: dict[int, dict[str, Any]], names: dict[int, str]) -> dict[str, Any] | None:
    """The shootout under way (the innermost one): both posses, shooters, hands shown, casualties."""
    frame = next((frame for frame in reversed(view["decision"]) if frame.get("kind") == "shootout"), None)
    if frame is None:
        return None
    draw_hands = {entry["seat"]: entry["draw_hand"] for entry in view["seats"]}
    shown_hands = frame.get("hands") or [None] * len(frame["side"])
    sides = []
    for seat, side in enumerate(frame["side"]):
        if side is None:  # with three or four players, a player may take no part in the shootout
            continue
        posse = [in_play[dude] for dude in frame["posse"][seat] if dude in in_play]
        shown = shown_hands[seat]
        hand = draw_hands.get(seat)
        sides.append(
            {
                "who": person(seat, names),
                "posse": [
                    {
                        "name": dude["name"],
                        "stats": _dude_stats(dude),
                        "booted": dude["booted"],
                        "shooter": dude["id"] == frame["shooter"][seat],
                        # a dude lent for the shootout (I'm Your Huckleberry, Alferd Packer): whose it is
                        "lent_by": names.get(dude["owner"]) or f"Player {dude['owner'] + 1}"
                        if dude.get("controller", dude["owner"]) != dude["owner"]
                        else None,
                    }
                    for dude in posse
                ],
                "hand": {
                    "name": shown["name"],
                    "cheatin": shown["cheatin"],
                    "cards": [_poker_card(text) for text in shown["cards"]],
                }
                if shown
                else None,
                "hidden": hand if isinstance(hand, int) else 0,
                "casualties": frame["casualties"][seat],
                "winner": frame.get("winner") == side,
            }
        )
    where = (
        "Town Square"
        if frame["location"] == TOWN_SQUARE
        else HOME_SUFFIX.sub("", in_play.get(frame["location"], {}).get("name", "a location"))
    )
    return {
        "where": where,
        "round": frame["round"],
        "sides": sides,
        "job": frame.get("job"),
        "step": frame.get("step", "").replace("_", " "),
    }
