"""Turn order: the Dealer first, then clockwise; frames pushed so the first player decides first."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.engines.doomtown.frames import Frame
    from games.engines.doomtown.state import DoomtownState


def order_from(state: DoomtownState, first: int) -> list[int]:
    return [(first + offset) % state.players for offset in range(state.players)]


def push_in_order(state: DoomtownState, frames: list[Frame]) -> None:
    state.stack.extend(reversed(frames))
