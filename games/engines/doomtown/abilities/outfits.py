"""Outfits: each seat's home and its once-a-turn abilities."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import HOOKS, NOON, Use, ability

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def _gracious_gifts(state: DoomtownState, outfit: int, seat: int) -> int:
    """Its player, with no more ghost rock than anyone else, may discard one more card at Nightfall."""
    owner = state.table[outfit].owner
    return 1 if seat == owner and all(state.stash[owner] <= other for other in state.stash) else 0


HOOKS.setdefault("nightfall_discards", {})["24001"] = _gracious_gifts


@ability("24001", NOON, boot=True, cost=2, targets=lambda u: [d for d in u.my_dudes() if u.state.booted[d]])
def gracious_gifts(u: Use, dude: int) -> None:
    """pay 2 GR: unboot your dude"""
    u.state.booted[dude] = 0
