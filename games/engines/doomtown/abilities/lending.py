"""Lending a dude to another player for the rest of a shootout (I'm Your Huckleberry, Alferd
Packer): the dude leaves its posse for the borrower's and fights under the borrower's control
until the shootout ends (``control.py`` reads the loan written on the shootout frame)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import send_home_booted
from games.engines.doomtown.frames import Frame

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def lend(state: DoomtownState, fight: Frame, dude: int, seat: int, *, home_after: bool) -> None:
    """``dude`` joins ``seat``'s posse under ``seat``'s control for the rest of ``fight``; with
    ``home_after`` (kept by a later loan of the same dude) it goes home booted after the shootout."""
    for posse in fight["posse"]:
        if dude in posse:
            posse.remove(dude)
    fight["posse"][seat].append(dude)
    rows = fight.get("borrowed", [])
    home_after = home_after or any(row[0] == dude and row[2] for row in rows)
    fight["borrowed"] = [row for row in rows if row[0] != dude] + [[dude, seat, home_after]]
    state.note({"type": "lent", "card": dude, "seat": seat})


def in_posse_of_controller(state: DoomtownState, fight: Frame, dude: int) -> int | None:
    """The seat controlling ``dude`` if the dude is in that seat's posse of ``fight``, else None."""
    seat = controller(state, dude)
    return seat if dude in fight["posse"][seat] else None


def loans_end(state: DoomtownState, fight: Frame) -> None:
    """Wired to ``hooks.SHOOTOUT_ENDS``: the loans end with the shootout (control goes back to the
    owners before anything reacts) and a dude still lent leaves its borrower's posse, so that a
    job's posse is only its leader's own; then each dude lent "home after" still in play goes
    home booted."""
    rows = fight.pop("borrowed", [])
    for dude, seat, _ in rows:
        if seat != state.table[dude].owner and dude in fight["posse"][seat]:
            fight["posse"][seat].remove(dude)
    for dude, _, home_after in rows:
        if home_after and dude in state.play[state.table[dude].owner]:
            send_home_booted(state, dude)
