"""Attachment restrictions: which dudes (or locations) a card may be attached or traded to.

A card with a restriction registers ``hook("attaches_to", card)``: fn(state, card, host) -> bool
(True when ``host`` may take it); a dude that refuses some cards registers ``hook("holds", dude)``:
fn(state, dude, card) -> bool (Jackie Sanjuro: no non-Melee Weapons). Buying, learning, inventing,
trading and an ability's "attach" all ask ``may_attach`` first; a card without a restriction
attaches as the rules say.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import HOOKS

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

Rule = Callable[["DoomtownState", int, int], bool]


def may_attach(state: DoomtownState, card: int, host: int) -> bool:
    rule = HOOKS.get("attaches_to", {}).get(state.table[card].card.code)
    holds = HOOKS.get("holds", {}).get(state.table[host].card.code)
    return (rule is None or bool(rule(state, card, host))) and (holds is None or bool(holds(state, host, card)))


def one_per_dude(state: DoomtownState, card: int, host: int) -> bool:
    """A restriction: a dude holds at most one card of this title (Articulated Reloading Manager)."""
    title = state.table[card].title
    return not any(
        other != card and state.attached_to[other] == host and state.table[other].title == title
        for seat_cards in state.play
        for other in seat_cards
    )


def refuses(*keywords: str, unless: str | None = None) -> Callable[[DoomtownState, int, int], bool]:
    """A dude's restriction: no card with one of the ``keywords`` attaches to it (one that also has
    ``unless`` may: Jackie Sanjuro takes Melee Weapons)."""

    def holds(state: DoomtownState, _dude: int, card: int) -> bool:
        facts = state.table[card]
        return not any(facts.has(k) for k in keywords) or (unless is not None and facts.has(unless))

    return holds
