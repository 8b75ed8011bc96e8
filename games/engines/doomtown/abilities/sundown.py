"""What Sundown counts: cards in play that limit each player's influence at each location
(Morgan Regulators), registered as ``influence_limit`` hooks: fn(state, card) -> limit or None;
the control points cards add during Sundown (``sundown_control``) and the traits active "during
Sundown" (``during_sundown`` hooks: fn(state, card)), dealer first."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import HOOKS, cards_with_hook
from games.engines.doomtown.town import dudes_of, influence
from games.engines.doomtown.turns import order_from

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def _limit(state: DoomtownState) -> int | None:
    hooks = HOOKS.get("influence_limit", {})
    limits = [
        fn(state, card)
        for seat_cards in state.play
        for card in seat_cards
        if (fn := hooks.get(state.table[card].card.code)) is not None
    ]
    found = [limit for limit in limits if limit is not None]
    return min(found) if found else None


def limited_influence(state: DoomtownState, seat: int, amount: int) -> int:
    """The seat's influence summed location by location, each location's total held to the limit."""
    limit = _limit(state)
    if limit is None:
        return amount
    per_location: dict[int, int] = {}
    for dude in dudes_of(state, seat):
        per_location[state.at[dude]] = per_location.get(state.at[dude], 0) + influence(state, dude)
    return sum(min(limit, total) for total in per_location.values())


def extra_control(state: DoomtownState, seat: int, amount: int) -> int:
    """Control points the seat's cards in play add during Sundown (``sundown_control`` hooks:
    fn(state, card, amount) -> amount; Raven)."""
    hooks = HOOKS.get("sundown_control", {})
    for card in cards_with_hook(state, "sundown_control"):
        if card in state.play[seat]:
            amount = hooks[state.table[card].card.code](state, card, amount)
    return amount


def during_sundown(state: DoomtownState) -> None:
    """The traits of cards in play active "during Sundown", each player's in turn from the dealer."""
    cards = cards_with_hook(state, "during_sundown")
    if not cards:
        return
    hooks = HOOKS["during_sundown"]
    for seat in order_from(state, state.dealer):
        for card in cards:
            if card in state.play[seat]:
                hooks[state.table[card].card.code](state, card)
