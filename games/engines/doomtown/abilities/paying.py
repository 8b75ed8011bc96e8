"""Paying for an ability: from the stash, and during shootouts also from ghost rock lying on cards
that allow it for action cards and Gadget abilities (``purse`` hooks: Old Marge's Manor for its
controller). That ghost rock is spent first: it can pay for nothing else. Paying another player opens
a react window (``PAID``: Property Is Theft)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import HOOKS
from games.engines.doomtown.abilities.reacts import after
from games.engines.doomtown.zones import pay_player

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def _purses(state: DoomtownState, seat: int, card: int) -> list[int]:
    """Cards whose ghost rock ``seat`` may spend now on ``card`` (an action card or a Gadget)."""
    hooks = HOOKS.get("purse", {})
    facts = state.table[card]
    gadget = facts.has("Gadget") or facts.rating("Gadget") is not None
    if not hooks or not (facts.type == "action" or gadget):
        return []
    if not any(frame["kind"] == "shootout" for frame in state.stack):
        return []
    return [
        source
        for seat_cards in state.play
        for source in seat_cards
        if state.rock[source] and state.table[source].card.code in hooks
        and hooks[state.table[source].card.code](state, source, seat)
    ]  # fmt: skip


def funds(state: DoomtownState, seat: int, card: int) -> int:
    """The ghost rock ``seat`` can spend on ``card``'s ability now."""
    return state.stash[seat] + sum(state.rock[source] for source in _purses(state, seat, card))


def pay_for(state: DoomtownState, seat: int, card: int, amount: int) -> None:
    """Pay ``amount`` to the bank for ``card``: ghost rock on purses first, then the stash."""
    for source in _purses(state, seat, card):
        spent = min(amount, state.rock[source])
        state.rock[source] -= spent
        state.bank += spent
        amount -= spent
    state.stash[seat] -= amount
    state.bank += amount


PAID = "paid"  # after a player paid another player ghost rock


def pay_opponent(state: DoomtownState, seat: int, to: int, amount: int) -> None:
    """``seat`` pays ``to`` from its stash (a card's "pay your opponent"); reacts to the payment follow."""
    pay_player(state, seat, to, amount)
    if amount > 0:
        after(state, PAID, seat=seat, to=to, amount=amount)
