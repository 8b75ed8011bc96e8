"""Using a card's once-a-turn ability one more time (Jon Longstride, Hellstromme Plant #9).

Abilities used this turn are noted in ``state.used`` ("card/index", "card/react"; a repeatable
one too, though it is never spent). A card given
an extra use holds "card/again" for the turn: its next ability already used is allowed once more.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def grant_extra_use(state: DoomtownState, card: int) -> None:
    state.used.append(f"{card}/again")


def spent(state: DoomtownState, card: int, key: str) -> bool:
    """The ability ``key`` of ``card`` was used this turn and no extra use is left."""
    return key in state.used and f"{card}/again" not in state.used


def mark_used(state: DoomtownState, card: int, key: str) -> None:
    if key in state.used:
        state.used.remove(f"{card}/again")
    else:
        state.used.append(key)
