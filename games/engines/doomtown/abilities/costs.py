"""What a card from the hand costs to play: its printed cost, changed by cards in play
(``play_cost`` hooks, e.g. Mount Moriah Cemetery for spells there) and by the card itself
(``own_cost`` hooks, e.g. Hao-T'e Zui); never below zero."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import HOOKS

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def play_cost(state: DoomtownState, seat: int, card: int, where: int | None) -> int:
    """``where``: the location a spell or goods is played at (None when it does not matter)."""
    cost = state.table[card].num("cost")
    own = HOOKS.get("own_cost", {}).get(state.table[card].card.code)
    if own is not None:
        cost = own(state, card, seat, cost)
    watchers = HOOKS.get("play_cost", {})
    if watchers:
        for seat_cards in state.play:
            for source in seat_cards:
                fn = watchers.get(state.table[source].card.code)
                if fn is not None:
                    cost = fn(state, source, card, where, cost)
    return max(0, cost)
