"""Traits that join locations ("this deed is adjacent to all Out of Town deeds").

A card registers ``@hook("adjacent", code)`` with ``fn(state, source, a, b) -> bool``: whether the
card in play ``source`` makes locations ``a`` and ``b`` adjacent (in either order). ``town.adjacent``
asks ``linked`` after the printed map, so moving, joining posses from adjacent locations and
"nearby" all see the new links.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities.core import HOOKS, per_table

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

_linkers: dict[int, tuple[Any, tuple[int, ...]]] = {}  # id(table) -> (table, ids of cards that link)


def _linking_cards(state: DoomtownState) -> tuple[int, ...]:
    """The cards of this game that could join locations (most games have none: asking is free)."""
    codes = HOOKS.get("adjacent", {})
    return per_table(_linkers, state.table, lambda table: tuple(
        card for card in range(len(table)) if table[card].card.code in codes
    ))  # fmt: skip


def linked(state: DoomtownState, a: int, b: int) -> bool:
    hooks = HOOKS.get("adjacent", {})
    for card in _linking_cards(state):
        if card in state.play[state.table[card].owner] and hooks[state.table[card].card.code](state, card, a, b):
            return True
    return False
