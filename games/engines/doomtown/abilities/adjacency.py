"""Traits that join locations ("this deed is adjacent to all Out of Town deeds").

A card registers ``@hook("adjacent", code)`` with ``fn(state, source, a, b) -> bool``: whether the
card in play ``source`` makes locations ``a`` and ``b`` adjacent (in either order). ``town.adjacent``
asks ``linked`` after the printed map, so moving, joining posses from adjacent locations and
"nearby" all see the new links.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import HOOKS, cards_with_hook

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def linked(state: DoomtownState, a: int, b: int) -> bool:
    hooks = HOOKS.get("adjacent", {})
    for card in cards_with_hook(state, "adjacent"):
        if card in state.play[state.table[card].owner] and hooks[state.table[card].card.code](state, card, a, b):
            return True
    return False
