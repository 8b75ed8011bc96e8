"""Action cards of the packs beyond the base set played as Reacts from the hand (``reacts.py``:
``react_action``): the window's event decides whether they can be played; their cost is paid as
they are played, and they are discarded."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.arrivals import MOVED
from games.engines.doomtown.abilities.core import Use
from games.engines.doomtown.abilities.effects import has_melee_weapon
from games.engines.doomtown.abilities.react_choices import react_choosing
from games.engines.doomtown.abilities.rounds import CASUALTIES, NOT_CHEATIN, RANKS, lock
from games.engines.doomtown.fight import current
from games.engines.doomtown.town import adjacent, influence

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

POSSES_FORMED = "posses_formed"


def _onto_my_deed(u: Use, data: dict[str, Any]) -> bool:
    """An opposing dude moved onto a deed the user owns."""
    state, to = u.state, data["to"]
    return (
        state.table[data["dude"]].owner != u.seat
        and to >= 0
        and state.table[to].type == "deed"
        and state.table[to].owner == u.seat
    )


def _neighbours(u: Use, data: dict[str, Any]) -> list[int]:
    if not _onto_my_deed(u, data):
        return []
    return [d for d in u.my_dudes() if adjacent(u.state, u.state.at[d], data["to"])]


@react_choosing(
    "Get Off My Land!",
    MOVED,
    _neighbours,
    "Move to your deed:",
    boot=False,
    from_hand=True,
    cost=lambda u, data: influence(u.state, data["dude"]),
)
def get_off_my_land(state: DoomtownState, frame: dict[str, Any], dude: int) -> None:
    """(costs the intruder's influence) an opposing dude moved onto your deed: your dude next door goes there"""
    state.at[dude] = frame["event_data"]["to"]


def _melee_posse(u: Use, _: dict[str, Any]) -> list[int]:
    fight = u.fight
    if fight is None or u.my_side() is None:
        return []
    return [d for d in u.my_posse() if has_melee_weapon(u.state, d)]


@react_choosing(
    "Shan Fan Showdown!", POSSES_FORMED, _melee_posse, "Unboot and make a stud:", boot=False, from_hand=True
)
def shan_fan_showdown(state: DoomtownState, _frame: dict[str, Any], dude: int) -> None:
    """your dude with a Melee Weapon unboots and is a stud; for the rest of the shootout only traits and
    Cheatin' Resolutions change hand ranks or casualties"""
    state.booted[dude] = 0
    effects.add(state, "bullet_type", dude, until="shootout", set_to="stud")
    fight = current(state)
    lock(fight, RANKS, NOT_CHEATIN)
    lock(fight, CASUALTIES, NOT_CHEATIN)
