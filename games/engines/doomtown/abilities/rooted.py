"""Dudes that cannot move from their location (Jade King Stance): a ``cannot_move`` effect. Moves
at High Noon, joining a posse from elsewhere, and moves made or homes sent by card effects all ask
``rooted``; the game's own rules (a refused call-out, fleeing, a casualty sent home) still move them."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

CANNOT_MOVE = "cannot_move"


def rooted(state: DoomtownState, dude: int) -> bool:
    return any(effect["card"] == dude and effect["stat"] == CANNOT_MOVE for effect in state.effects)
