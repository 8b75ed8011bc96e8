"""Traits that act when the shootout's draw hands are revealed ("whenever an opponent reveals a
cheatin' hand"): ``HOOKS["hands_revealed"]`` by card code, ``fn(state, card, fight)``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities.core import HOOKS

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def hands_revealed(state: DoomtownState, fight: dict[str, Any]) -> None:
    hooks = HOOKS.get("hands_revealed", {})
    if not hooks:
        return
    for seat_cards in state.play:
        for card in list(seat_cards):
            fn = hooks.get(state.table[card].card.code)
            if fn is not None:
                fn(state, card, fight)


def cheated_against(fight: dict[str, Any], seat: int) -> bool:
    """``seat``'s revealed hand is legal and the opposing side's is cheatin'."""
    side = fight["side"][seat]
    if side is None:
        return False
    other = fight["mark_seat"] if side == fight["leader_seat"] else fight["leader_seat"]
    mine, theirs = fight["hands"][side], fight["hands"][other]
    return mine is not None and not mine["cheatin"] and theirs is not None and theirs["cheatin"]
