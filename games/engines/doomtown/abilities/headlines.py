"""Headlines: only one action card with the Headline keyword is played per shootout, among all
players (the rulebook's Headline keyword); the shootout frame keeps ``headline`` once one is."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.frames import Frame

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def _fight(state: DoomtownState) -> Frame | None:
    frame: Frame  # mypy reads the stack as Any inside the state's import cycle
    for frame in reversed(state.stack):
        if frame["kind"] == "shootout":
            return frame
    return None


def headline_blocked(state: DoomtownState, card: int) -> bool:
    """``card`` is a Headline and this shootout has had its Headline."""
    if not state.table[card].has("Headline"):
        return False
    fight = _fight(state)
    return fight is not None and bool(fight.get("headline"))


def headline_played(state: DoomtownState, card: int) -> None:
    """``card`` is being played: a Headline in a shootout takes that shootout's one Headline."""
    fight = _fight(state) if state.table[card].has("Headline") else None
    if fight is not None:
        fight["headline"] = True
