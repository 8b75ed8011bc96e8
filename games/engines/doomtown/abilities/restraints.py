"""Dudes a card keeps from calling anyone out or from joining the leader's posse (Puttin' On Airs):
``no_callouts`` and ``no_leader_posse`` effects, asked by Noon call-outs, call-outs card effects make,
posse forming and dudes joining by card effects."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.engines.doomtown.frames import Frame
    from games.engines.doomtown.state import DoomtownState

NO_CALLOUTS, NO_LEADER_POSSE = "no_callouts", "no_leader_posse"


def _held(state: DoomtownState, dude: int, stat: str) -> bool:
    return any(effect["card"] == dude and effect["stat"] == stat for effect in state.effects)


def makes_no_callouts(state: DoomtownState, dude: int) -> bool:
    return _held(state, dude, NO_CALLOUTS)


def kept_from_posse(state: DoomtownState, fight: Frame, seat: int, dude: int) -> bool:
    """``dude`` may not join ``seat``'s posse in ``fight``: it is the leader's and the dude is kept out."""
    return fight["side"][seat] == fight["leader_seat"] and _held(state, dude, NO_LEADER_POSSE)
