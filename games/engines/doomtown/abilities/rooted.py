"""Dudes that cannot move from their location: a ``cannot_move`` effect (Jade King Stance), or a
dude that never leaves its player's home while there (``HOOKS["stays_home"]``: Agent
Provocateur). Moves at High Noon, joining a posse from elsewhere (or a job's posse, which moves),
leading a job, and moves made or homes sent by card effects all ask ``rooted``; the game's own
rules (a refused call-out, fleeing, a casualty sent home) still move them (RULINGS 261)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import HOOKS
from games.engines.doomtown.town import home

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

CANNOT_MOVE = "cannot_move"


def rooted(state: DoomtownState, dude: int) -> bool:
    if any(effect["card"] == dude and effect["stat"] == CANNOT_MOVE for effect in state.effects):
        return True
    return state.table[dude].card.code in HOOKS.get("stays_home", {}) and state.at[dude] == home(
        state, state.table[dude].owner
    )
