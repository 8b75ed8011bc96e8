"""Dudes joining posses: the traits that act when they do ("whenever this dude joins a posse")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities.core import HOOKS

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def joined(state: DoomtownState, fight: dict[str, Any], dude: int) -> None:
    fn = HOOKS.get("joins_posse", {}).get(state.table[dude].card.code)
    if fn is not None:
        fn(state, fight, dude)


def join_posse(state: DoomtownState, fight: dict[str, Any], seat: int, dude: int) -> None:
    """An ability brings ``dude`` into ``seat``'s posse at the fight's location."""
    state.at[dude] = fight["location"]
    fight["posse"][seat].append(dude)
    fight["side"][seat] = fight["side"][seat] if fight["side"][seat] is not None else seat
    joined(state, fight, dude)
