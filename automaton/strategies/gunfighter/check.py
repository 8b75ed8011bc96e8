"""Movin': the Automaton never makes a move that would put it in check, tested by a cheap Sundown
projection: would an opponent's control points exceed the Automaton's influence after the move?

Only the moved dude's old and new locations can change hands, so the projection moves the dude,
recounts control and moves it back: no clone of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.town import control_points, total_influence

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def in_check(state: DoomtownState, seat: int) -> bool:
    """Some opponent would win at Sundown as things stand: their control beats this seat's influence."""
    own_influence = total_influence(state, seat)
    return any(control_points(state, other) > own_influence for other in range(state.players) if other != seat)


def moves_into_check(state: DoomtownState, seat: int, dude: int, to: int) -> bool:
    """The move makes an opponent win at Sundown where, before it, none would.

    A move that leaves the Automaton in check it was already in does not put it there."""
    if in_check(state, seat):
        return False
    origin = state.at[dude]
    state.at[dude] = to
    try:
        return in_check(state, seat)
    finally:
        state.at[dude] = origin


def control_loss(state: DoomtownState, seat: int, dude: int, to: int) -> bool:
    """The move lowers this seat's own control points (the ♦ move must not)."""
    before = control_points(state, seat)
    origin = state.at[dude]
    state.at[dude] = to
    try:
        return control_points(state, seat) < before
    finally:
        state.at[dude] = origin
