"""Who controls a card: its owner, unless a card lent the dude to another player for the rest of
a shootout (I'm Your Huckleberry, Alferd Packer).

A lent dude stays in its owner's ``play`` list, so every zone, in-play and card-count check keeps
reading the owner, and discarding, acing or sending it home goes to its owner's piles and home.
The loan is written on the shootout frame as ``borrowed`` rows ``[dude, controller, home_after]``:
it is saved, copied and hashed with the stack, and it ends when that frame leaves the stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def loans(state: DoomtownState) -> dict[int, int]:
    """Lent dude still in play -> the player controlling it now (an inner shootout's loan wins). A
    dude that left play is its owner's again, should it come back during the shootout."""
    found: dict[int, int] = {}
    for frame in state.stack:
        rows = frame.get("borrowed") if frame["kind"] == "shootout" else None
        if rows:
            for dude, seat, _ in rows:
                if dude in state.play[state.table[dude].owner]:
                    found[dude] = seat
    return found


def controller(state: DoomtownState, card: int) -> int:
    """The player controlling ``card``: a lent dude's borrower (its attachments go with it), else its owner."""
    lent = loans(state)
    if lent:
        dude = card
        while dude not in lent and state.attached_to[dude] >= 0:
            dude = state.attached_to[dude]
        if dude in lent:
            return lent[dude]
    return state.table[card].owner
