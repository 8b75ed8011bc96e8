"""Nightfall: traits acting as it starts, how many cards a player may discard, the hand size drawn up
to, which cards stay booted, and reacts after a hand is refilled."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown import hooks
from games.engines.doomtown.abilities.core import HOOKS
from games.engines.doomtown.abilities.reacts import after
from games.engines.doomtown.abilities.windows import ask, picker
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.zones import pay

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

STAYS_BOOTED = "stays_booted"  # an effect: the card does not unboot at Nightfall (Lay On Hands)
# Its amount, when above 0, is the ghost rock its dude's player may pay at Nightfall to unboot
# after all (Lethargy); 0: nothing lifts it.


def nightfall_discards(state: DoomtownState, seat: int) -> int:
    allowed = 1
    extra = HOOKS.get("nightfall_discards", {})
    for owner in range(state.players):
        for card in state.play[owner]:
            fn = extra.get(state.table[card].card.code)
            if fn is not None:
                allowed += fn(state, card, seat)
    return max(0, allowed)


def hand_size(state: DoomtownState, seat: int) -> int:
    """Five, plus one for each card in play that raises this player's hand size."""
    size = 5
    extra = HOOKS.get("hand_size", {})
    for card in state.play[seat]:
        fn = extra.get(state.table[card].card.code)
        if fn is not None:
            size += fn(state, card, seat)
    for change in hooks.HAND_SIZE.fns:  # variants (Boss Battle: the Villain's hand limit)
        size = change(state, seat, size)
    return size


def unboots_at_nightfall(state: DoomtownState, card: int) -> bool:
    return not any(effect["card"] == card and effect["stat"] == STAYS_BOOTED for effect in state.effects)


def nightfall_starts(state: DoomtownState) -> None:
    """Cards in play that act as Nightfall starts (their choices come before the discards), and
    the offers to pay for unbooting a dude a priced ``STAYS_BOOTED`` holds."""
    hooks = HOOKS.get("nightfall", {})
    for seat_cards in state.play:
        for card in list(seat_cards):
            fn = hooks.get(state.table[card].card.code)
            if fn is not None:
                fn(state, card)
    for effect in state.effects:
        if effect["stat"] == STAYS_BOOTED and effect.get("amount", 0) > 0:
            _offer_to_unboot(state, effect["card"], effect["amount"])


def _offer_to_unboot(state: DoomtownState, dude: int, price: int) -> None:
    seat = state.table[dude].owner
    if dude in state.play[seat] and state.booted[dude] and state.stash[seat] >= price:
        name = state.table[dude].name
        texts = {"pay": f"Pay {price} ghost rock: {name} unboots", "stay": f"{name} stays booted"}
        ask(state, seat, "unboot_price", ["pay", "stay"], texts=texts, dude=dude)


@picker("unboot_price")
def _unboot_price(state: DoomtownState, frame: Frame, choice: str) -> None:
    if choice == "pay":
        dude = frame["dude"]
        held = next(e for e in state.effects if e["stat"] == STAYS_BOOTED and e["card"] == dude and e.get("amount"))
        pay(state, frame["seat"], held["amount"])
        state.effects = [e for e in state.effects if e is not held]


def refilled(state: DoomtownState, seat: int) -> None:
    """``seat`` refilled their hand at Nightfall: a react window (Silent Sigil draws one more)."""
    after(state, "refilled", seat=seat)
