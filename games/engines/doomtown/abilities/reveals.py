"""Traits that act when draw hands are revealed ("whenever an opponent reveals a cheatin' hand"):
``HOOKS["hands_revealed"]`` by card code, ``fn(state, card, shown)`` where ``shown`` maps each
seat that revealed a hand to whether it is cheatin'. They act after a shootout's reveal and, for
those that need no shootout (``GAMBLIN_TRAITS``), after a cheatin' lowball hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import HOOKS
from games.engines.doomtown.frames import Frame

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

Shown = dict[int, bool]  # seat -> its revealed hand is cheatin'
GAMBLIN_TRAITS: set[str] = set()  # codes of the hands_revealed traits that need no shootout


def shown_in_fight(fight: Frame) -> Shown:
    """The shootout's revealed hands by seat: each seat in the fight shows its side's hand."""
    hands = fight["hands"]
    if hands is None:
        return {}
    return {
        seat: bool(hands[side]["cheatin"])
        for seat, side in enumerate(fight["side"])
        if side is not None and hands[side]
    }


def hands_revealed(state: DoomtownState, fight: Frame) -> None:
    hooks = HOOKS.get("hands_revealed", {})
    if not hooks:
        return
    shown = shown_in_fight(fight)
    for seat_cards in state.play:
        for card in list(seat_cards):
            fn = hooks.get(state.table[card].card.code)
            if fn is not None:
                fn(state, card, shown)


def lowball_revealed(state: DoomtownState, seat: int, shown: Shown) -> None:
    """A cheatin' lowball hand was revealed: ``seat``'s traits that need no shootout act."""
    hooks = HOOKS.get("hands_revealed", {})
    for card in list(state.play[seat]):
        code = state.table[card].card.code
        if code in GAMBLIN_TRAITS and code in hooks:
            hooks[code](state, card, shown)


def opponent_cheated(shown: Shown, seat: int) -> bool:
    """Another seat revealed a cheatin' hand."""
    return any(cheatin for other, cheatin in shown.items() if other != seat)


def cheated_against(shown: Shown, seat: int) -> bool:
    """``seat`` revealed a legal hand and another seat a cheatin' one."""
    return seat in shown and not shown[seat] and opponent_cheated(shown, seat)
