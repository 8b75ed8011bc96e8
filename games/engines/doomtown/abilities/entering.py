"""Traits that act when a card enters play ("after this card enters play ...")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import HOOKS
from games.engines.doomtown.zones import ENTERS_PLAY

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def entered(state: DoomtownState, card: int) -> None:
    hooks = HOOKS.get("enters_play", {})
    fn = hooks.get(state.table[card].card.code)
    if fn is not None:
        fn(state, card)
    for seat_cards in state.play:  # cards in play that watch others enter
        for watcher in seat_cards:
            watch = HOOKS.get("other_enters_play", {}).get(state.table[watcher].card.code)
            if watch is not None and watcher != card:
                watch(state, watcher, card)


ENTERS_PLAY[:] = [entered]
