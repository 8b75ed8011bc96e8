"""Dudes a player lost this turn, as a casualty or to an opposing card effect (Debt of Blood reads
them): kept as a ``dude_lost`` effect on the player's outfit until the turn ends (set to "ace" or
"discard"), so it is saved, cloned and expired with every other lasting effect."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.effects import resolving
from games.engines.doomtown.town import home

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

DUDE_LOST = "dude_lost"


def _note(state: DoomtownState, dude: int, ace: bool) -> None:
    owner = state.table[dude].owner
    effects.add(state, DUDE_LOST, home(state, owner), until="turn", set_to="ace" if ace else "discard", by=owner)


def casualty_lost(state: DoomtownState, dude: int, *, ace: bool) -> None:
    """The dude is aced or discarded as a casualty (``would.LOSE_DUDE`` happening)."""
    _note(state, dude, ace)


def _by_opponent(state: DoomtownState, dude: int) -> bool:
    act = resolving()
    return act is not None and act["seat"] != state.table[dude].owner


def aced(state: DoomtownState, dude: int) -> None:
    """``hooks.DUDE_ACED``: a dude aced by another player's card effect is noted."""
    if _by_opponent(state, dude):
        _note(state, dude, True)


def discarded(state: DoomtownState, dude: int) -> None:
    """``hooks.DUDE_DISCARDED``: a dude discarded by another player's card effect is noted."""
    if _by_opponent(state, dude):
        _note(state, dude, False)


def lost_this_turn(state: DoomtownState, seat: int, *, aced_only: bool = False) -> bool:
    outfit = home(state, seat)
    return any(
        e["stat"] == DUDE_LOST and e["card"] == outfit and (e["set"] == "ace" or not aced_only) for e in state.effects
    )
