"""The Studios backlot: every set with its shots, scene card and roles; actors where they stand.

Sets are laid out in a grid in the board's order, with the Trailers and the Casting Office last.
A face-down scene shows only its back (``view`` gives no title before it is revealed).
"""

from __future__ import annotations

from typing import Any

from games.people import person

COLUMNS = 3
BOX_W, BOX_H, GAP = 232, 206, 12
OFFSTAGE = (("trailers", "Trailers"), ("casting_office", "Casting Office"))
# Pip centres of a d6 face on a 24-unit square.
PIPS = {
    1: ((12, 12),),
    2: ((7, 7), (17, 17)),
    3: ((7, 7), (12, 12), (17, 17)),
    4: ((7, 7), (17, 7), (7, 17), (17, 17)),
    5: ((7, 7), (17, 7), (12, 12), (7, 17), (17, 17)),
    6: ((7, 7), (17, 7), (7, 12), (17, 12), (7, 17), (17, 17)),
}


def targets(action: dict[str, Any]) -> list[str]:
    """A move names the area to walk to; taking a role names the role (on the set where the actor stands)."""
    if action.get("type") == "move":
        return [f"area:{action['to']}"]
    if action.get("type") == "take_role":
        return [f"role:{'card' if action['on_card'] else 'extra'}:{action['index']}"]
    return []


def layout(view: dict[str, Any], seat: int | None, names: dict[int, str]) -> dict[str, Any]:
    areas = [_set_box(entry, names) for entry in view["sets"]]
    areas += [{"area": key, "name": name, "set": False, "roles": [], "scene": None} for key, name in OFFSTAGE]
    actors_at: dict[str, list[dict[str, Any]]] = {}
    for actor in view["seats"]:
        actors_at.setdefault(actor["area"], []).append(actor)
    here = next((actor["area"] for actor in view["seats"] if actor["seat"] == seat), None)
    for area in areas:
        for role in area["roles"]:
            role["target"] = role["target"] if area["area"] == here else ""  # roles are taken where you stand
    for index, area in enumerate(areas):
        area["x"] = GAP + (index % COLUMNS) * (BOX_W + GAP)
        area["y"] = GAP + (index // COLUMNS) * (BOX_H + GAP)
        _place_roles(area)
        area["actors"] = [
            _actor(actor, area, n, seat, names) for n, actor in enumerate(actors_at.get(area["area"], []))
        ]
    rows = (len(areas) + COLUMNS - 1) // COLUMNS
    return {
        "width": GAP + COLUMNS * (BOX_W + GAP),
        "height": GAP + rows * (BOX_H + GAP),
        "areas": areas,
        "day": view["day"],
        "days": view["days"],
        "deck_count": view["deck_count"],
        "players": [_player(actor, seat, names) for actor in view["seats"]],
        "rolls": [_roll(roll, names) for roll in reversed(view.get("rolls", []))],
    }


def die(value: int) -> dict[str, Any]:
    """A die face to draw: its value and its pips."""
    return {"value": value, "pips": [{"x": x, "y": y} for x, y in PIPS.get(value, ())]}


def _area_name(area_id: str) -> str:
    return area_id.replace("_", " ").title()


def _roll(roll: dict[str, Any], names: dict[int, str]) -> dict[str, Any]:
    """A kept roll as the table says it: who rolled, the die and chips against the budget, or a wrap's bonus."""
    if roll["kind"] == "wrap_bonus":
        paid = ", ".join(f"{person(b['seat'], names)['name']} ${b['dollars']}" for b in roll["bonuses"])
        return {
            "wrap": True,
            "where": _area_name(roll["area"]),
            "dice": [die(value) for value in roll["dice"]],
            "text": f"bonus: {paid}" if paid else "no bonus paid",
        }
    chips, total = roll["practice_chips"], roll["die"] + roll["practice_chips"]
    with_chips = f" + {chips} practice = {total}" if chips else ""
    return {
        "wrap": False,
        "who": person(roll["seat"], names),
        "where": _area_name(roll["area"]),
        "dice": [die(roll["die"])],
        "text": f"{with_chips} vs budget ${roll['budget']}M",
        "success": roll["success"],
    }


def _set_box(entry: dict[str, Any], names: dict[int, str]) -> dict[str, Any]:
    scene = entry["scene"]
    roles = [dict(role, on_card=False) for role in entry["extras"]]
    if scene:
        roles += [dict(role, on_card=True) for role in scene["roles"]]
    counts = {False: 0, True: 0}
    for role in roles:
        role["who"] = person(role["occupant"], names) if role.get("occupant") is not None else None
        role["target"] = f"role:{'card' if role['on_card'] else 'extra'}:{counts[role['on_card']]}"
        counts[role["on_card"]] += 1
    return {
        "area": entry["area"],
        "name": entry["name"],
        "set": True,
        "shots": [{"done": index >= entry["shots_left"]} for index in range(entry["shots"])],
        "face_down": entry["face_down"],
        "wrapped": not entry["face_down"] and scene is None,
        "scene": scene,
        "roles": roles,
    }


def _place_roles(area: dict[str, Any]) -> None:
    for index, shot in enumerate(area.get("shots", [])):
        shot["x"] = area["x"] + 14 + index * 16
    for index, role in enumerate(area["roles"]):
        role["x"] = area["x"] + 8
        role["y"] = area["y"] + 78 + index * 17


def _actor(
    actor: dict[str, Any], area: dict[str, Any], index: int, viewer: int | None, names: dict[int, str]
) -> dict[str, Any]:
    return {
        "seat": actor["seat"],
        "who": person(actor["seat"], names),
        "rank": actor["rank"],
        "me": actor["seat"] == viewer,
        "x": area["x"] + BOX_W - 18 - index * 26,
        "y": area["y"] + 20,
        "role": actor["role"],
    }


def _player(actor: dict[str, Any], viewer: int | None, names: dict[int, str]) -> dict[str, Any]:
    role = actor.get("role")
    return {
        **actor,
        "who": person(actor["seat"], names),
        "me": actor["seat"] == viewer,
        "role_name": f"{role['name']}, rank {role['rank']}{', on the scene card' if role.get('on_card') else ''}"
        if isinstance(role, dict)
        else role or "",
        "area_name": _area_name(actor["area"]),
    }
