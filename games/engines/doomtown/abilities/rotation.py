"""Taking turns until everyone passes in a row, the way every play window and react window runs.

A window frame holds ``seats`` (in turn order), ``at`` (whose turn, an index into ``seats``) and
``passes`` (how many passed in a row). A player with nothing to use passes by themselves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypedDict

from games.engines.doomtown.frames import Frame


class Turns(TypedDict):
    """The keys a window frame takes its turns by."""

    seats: list[int]
    at: int
    passes: int


def turns(seats: list[int]) -> Turns:
    """The fields of a window whose first turn is ``seats[0]``'s."""
    return {"seats": seats, "at": 0, "passes": 0}


def next_able(frame: Frame, can_play: Callable[[int], bool]) -> int | None:
    """The seat whose turn it is, once those who cannot play have passed by themselves; None when
    everyone has passed in a row (the window closes)."""
    seats = frame["seats"]
    while frame["passes"] < len(seats):
        seat = seats[frame["at"]]
        if can_play(seat):
            return seat
        turn_over(frame, passed=True)
    return None


def turn_over(frame: Frame, *, passed: bool) -> None:
    """The current turn is over: a pass adds to the passes in a row, a play starts them again."""
    frame["passes"] = frame["passes"] + 1 if passed else 0
    frame["at"] = (frame["at"] + 1) % len(frame["seats"])
