"""Cheatin' while Gamblin': after a cheatin' lowball hand, the other players' traits, then their
Cheatin' Resolutions.

The lowball is settled first (pot and Dealer, RULINGS 167). Then, from the previous turn's Dealer
clockwise, each player's traits about cheatin' hands that need no shootout act (a
``cheatin_traits`` step; a trait's choice is asked before the next player's traits). Then, from the
Dealer clockwise, the players alternate using one Cheatin' Resolution that needs no shootout
(``Ability.at_gamblin``) or passing, until all pass in a row (the ``lowball_cheatin`` decision).
Each cheater suffers one resolution at most, and never their own. A player with nothing to use
passes by itself, and a window nobody can use does not open.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.base import Action
from games.engines.doomtown import hooks
from games.engines.doomtown.abilities.reveals import lowball_revealed
from games.engines.doomtown.abilities.rotation import next_able, turn_over, turns
from games.engines.doomtown.abilities.windows import usable, use_ability
from games.engines.doomtown.fight import LOWBALL_CHEATIN
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.turns import order_from

if TYPE_CHECKING:
    from games.engines.doomtown.poker import Result
    from games.engines.doomtown.state import DoomtownState


def open_lowball_cheatin(
    state: DoomtownState, previous_dealer: int, hands: dict[int, Result], draw_hands: dict[int, list[int]]
) -> None:
    """Push the window (and its traits step above it) when a final lowball hand is cheatin'."""
    cheatin = [seat in hands and hands[seat].cheatin for seat in range(state.players)]
    if not any(cheatin):
        return
    seats = order_from(state, state.dealer)
    state.stack.append(
        {
            "kind": LOWBALL_CHEATIN,
            "cheatin": cheatin,
            "hands": [hands[seat].to_json() if seat in hands else None for seat in range(state.players)],
            "draw_hands": [draw_hands.get(seat, []) for seat in range(state.players)],  # Fetch
            "punished": [],
            **turns(seats),
            "seat": seats[0],
        }
    )
    state.stack.append({"kind": "cheatin_traits", "seats": order_from(state, previous_dealer), "at": 0})


def window(state: DoomtownState) -> Frame | None:
    return next((frame for frame in reversed(state.stack) if frame["kind"] == LOWBALL_CHEATIN), None)


def shown(frame: Frame) -> dict[int, bool]:
    """The lowball hands by seat: cheatin' or not."""
    return {seat: bool(hand["cheatin"]) for seat, hand in enumerate(frame["hands"]) if hand is not None}


def traits_step(state: DoomtownState, frame: Frame) -> None:
    """One player's traits at a time: their choices come before the next player's traits."""
    found = window(state)
    assert found is not None
    if frame["at"] < len(frame["seats"]):
        frame["at"] += 1
        lowball_revealed(state, frame["seats"][frame["at"] - 1], shown(found))
        return
    state.stack.pop()
    for opens in hooks.LOWBALL_WINDOW_OPENS.fns:
        opens(state, found)
    skip_idle(state, found)


def _plays(state: DoomtownState, frame: Frame, seat: int) -> list[Action]:
    for plays_of in hooks.LOWBALL_SEAT_PLAYS.fns:
        plays = plays_of(state, frame, seat)
        if plays is not None:
            return plays
    return usable(state, seat, "gamblin")


def skip_idle(state: DoomtownState, frame: Frame) -> None:
    """Players with nothing to use pass by themselves; the window closes when all passed in a row."""
    if state.stack[-1] is not frame:
        return  # a choice or a pull comes first
    seat = next_able(frame, lambda seat: bool(_plays(state, frame, seat)))
    if seat is None:
        state.stack.pop()
    else:
        frame["seat"] = seat


def window_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    plays = _plays(state, frame, frame["seat"])
    if plays and plays[0]["type"] in hooks.LOWBALL_PLAYS.entries:
        return plays  # the Automaton's play is its pull (its pass comes from the pull)
    return [{"type": "pass", "label": "Pass"}, *plays]


def window_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    seat = frame["seat"]
    if action["type"] in hooks.LOWBALL_PLAYS.entries:
        hooks.LOWBALL_PLAYS.entries[action["type"]](state, frame, seat, action)
    elif action["type"] == "pass":
        played(state, frame, passed=True)
    else:
        use_ability(state, seat, action)
        played(state, frame, passed=False)  # a choice the play asked for comes first (``resume``)


def played(state: DoomtownState, frame: Frame, *, passed: bool) -> None:
    """The current player's play (or pass) is over: the next player's turn."""
    turn_over(frame, passed=passed)
    skip_idle(state, frame)


def resume(state: DoomtownState) -> None:
    """A choice or a pull above the window is over: the window goes on (idle players pass)."""
    found = window(state)
    if found is not None and state.stack[-1] is found:
        skip_idle(state, found)


STEPS = {"cheatin_traits": traits_step}
DECISIONS = {LOWBALL_CHEATIN: (window_legal, window_act)}
