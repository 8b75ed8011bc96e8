"""Call-outs changed by cards: a mark who cannot refuse (Tin Star's dude calling out a wanted dude)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import HOOKS
from games.engines.doomtown.abilities.effects import blank_cards
from games.engines.doomtown.town import attachments

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def cannot_refuse(state: DoomtownState, leader: int, mark: int) -> bool:
    """``HOOKS["unrefusable"]``: fn(state, card, leader, mark) for the leader and its attachments."""
    hooks = HOOKS.get("unrefusable", {})
    return any(
        hooks[state.table[card].card.code](state, card, leader, mark)
        for card in [leader, *attachments(state, leader)]
        if state.table[card].card.code in hooks and card not in blank_cards(state)
    )
