"""Dudes arriving at a location ("after a dude moves to this location ..."): moves happen in many
places (Noon moves, posses forming, jobs, card effects), so the engine compares where dudes stand
before and after each action and each automatic step, and opens a react window (event
``MOVED``) for each dude that moved. Entering play and leaving it are not moves. The comparison
runs only while a card in play (or a React action card in a hand) reacts to arrivals.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities.reacts import REACTS, after
from games.engines.doomtown.town import NOWHERE

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

MOVED = "moved"


def _watched(state: DoomtownState) -> bool:
    """A card in play reacts to arrivals, or a React action card in a hand does."""
    table = state.table
    for seat_cards in state.play:
        for card in seat_cards:
            spec = REACTS.get(table[card].card.code)
            if spec is not None and spec.event == MOVED:
                return True
    for hand in state.hand:
        for card in hand:
            spec = REACTS.get(table[card].card.code)
            if spec is not None and spec.event == MOVED and spec.from_hand:
                return True
    return False


def watching_moves(state: DoomtownState, run: Callable[..., Any], *args: Any) -> None:
    """``run(*args)``, then a react window for every dude it moved."""
    before = list(state.at) if _watched(state) else None
    run(*args)
    if before is None:
        return
    for dude, (was, now) in enumerate(zip(before, state.at, strict=False)):  # new tokens did not move
        if was != now and NOWHERE not in (was, now) and state.table[dude].type == "dude":
            after(state, MOVED, dude=dude, to=now)
