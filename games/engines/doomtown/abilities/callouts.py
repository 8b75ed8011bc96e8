"""Call-outs changed by cards: a mark who cannot refuse (Tin Star's dude calling out a wanted dude)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import HOOKS
from games.engines.doomtown.abilities.effects import blank_cards
from games.engines.doomtown.town import attachments, home

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def cannot_refuse(state: DoomtownState, leader: int, mark: int) -> bool:
    """``HOOKS["unrefusable"]``: fn(state, card, leader, mark) for the leader, its attachments and
    its player's outfit (Black Hills Guardians)."""
    hooks = HOOKS.get("unrefusable", {})
    outfit = home(state, state.table[leader].owner)
    return any(
        hooks[state.table[card].card.code](state, card, leader, mark)
        for card in [leader, *attachments(state, leader), outfit]
        if state.table[card].card.code in hooks and card not in blank_cards(state)
    )
