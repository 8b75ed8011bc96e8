"""Card rules that hold at every moment, applied as the game advances (``flow.advance``):
``HOOKS["settle"]`` maps a card code to fn(state, card), run for each such card in play.
Nicodemus Whateley loses his control points at home and at Nightfall."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import HOOKS

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def settle(state: DoomtownState) -> None:
    hooks = HOOKS.get("settle")
    if not hooks:
        return
    table = state.table
    for seat_cards in state.play:
        for card in list(seat_cards):
            fn = hooks.get(table[card].card.code)
            if fn is not None:
                fn(state, card)
