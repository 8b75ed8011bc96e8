"""Who may take cards out of a discard pile: the one check every card effect asks before a card
leaves a player's discard pile, or is played from it (Lacy O'Malley keeps her player's pile shut).

``HOOKS["keeps_discard"]``: fn(state, source) for a card in play; True when the pile of that card's
controller is shut to card effects. The game's own rules (a deck rebuilt from the discard pile when
it runs out) do not ask.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import HOOKS, cards_with_hook

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def discard_shut(state: DoomtownState, seat: int) -> bool:
    """No card effect may take a card out of ``seat``'s discard pile, nor play one from it."""
    keeps = HOOKS.get("keeps_discard", {})
    return any(
        card in state.play[seat] and keeps[state.table[card].card.code](state, card)
        for card in cards_with_hook(state, "keeps_discard")
    )


def open_discard(state: DoomtownState, seat: int) -> list[int]:
    """``seat``'s discard pile as card effects may take from it: empty when it is shut."""
    return [] if discard_shut(state, seat) else state.discard[seat]
