"""Traits that act when something happens: a card enters play ("after this card enters play ..."),
leaves it, a shootout starts or ends, the Production phase starts, the game starts (the starting gangs
revealed), jokers are aced in lowball. A card entering play also opens a react window (Daomei Wang)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import HOOKS, cards_with_hook
from games.engines.doomtown.abilities.reacts import after
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.turns import order_from

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def entered(state: DoomtownState, card: int) -> None:
    hooks = HOOKS.get("enters_play", {})
    fn = hooks.get(state.table[card].card.code)
    if fn is not None:
        fn(state, card)
    for seat_cards in state.play:  # cards in play that watch others enter
        for watcher in seat_cards:
            watch = HOOKS.get("other_enters_play", {}).get(state.table[watcher].card.code)
            if watch is not None and watcher != card:
                watch(state, watcher, card)
    after(state, "enters_play", card=card)


def gangs_revealed(state: DoomtownState) -> None:
    """The game starts: cards of the starting gangs with something to do then, the Dealer's first."""
    hooks = HOOKS.get("gangs_revealed", {})
    for seat in reversed(order_from(state, state.dealer)):  # pushed last, decided first
        for card in list(state.play[seat]):
            fn = hooks.get(state.table[card].card.code)
            if fn is not None:
                fn(state, card)


def shootout_started(state: DoomtownState) -> None:
    hooks = HOOKS.get("shootout_starts", {})
    for seat_cards in state.play:
        for card in seat_cards:
            fn = hooks.get(state.table[card].card.code)
            if fn is not None:
                fn(state, card)


def shootout_ended(state: DoomtownState, fight: Frame) -> None:
    """The cards in play with a rule for a shootout's end (``shootout_ends``: fn(state, card, fight))."""
    hooks = HOOKS.get("shootout_ends", {})
    for card in cards_with_hook(state, "shootout_ends"):
        if any(card in cards for cards in state.play):
            hooks[state.table[card].card.code](state, card, fight)


def left(state: DoomtownState, card: int) -> None:
    """A card was discarded or aced from play: ``leaves_play`` hooks (fn(state, card)) see it."""
    for fn in HOOKS.get("leaves_play", {}).values():
        fn(state, card)


def _each_in_play(state: DoomtownState, event: str) -> list[tuple[int, Callable[..., None]]]:
    hooks = HOOKS.get(event, {})
    return [
        (card, hooks[state.table[card].card.code])
        for seat_cards in state.play
        for card in seat_cards
        if state.table[card].card.code in hooks
    ]


def upkeep_unpaid(state: DoomtownState, card: int) -> None:
    """The card is about to leave play because its upkeep went unpaid: its own trait acts first
    (``HOOKS["upkeep_unpaid"]``, fn(state, card): E Gui)."""
    fn = HOOKS.get("upkeep_unpaid", {}).get(state.table[card].card.code)
    if fn is not None:
        fn(state, card)


def noon_started(state: DoomtownState) -> None:
    """High Noon begins: traits of cards in play that act then (New Varney Nosferatu)."""
    for card, fn in _each_in_play(state, "noon_starts"):
        fn(state, card)


def production_started(state: DoomtownState) -> None:
    for card, fn in _each_in_play(state, "production_starts"):
        fn(state, card)


def jokers_aced_in_lowball(state: DoomtownState, count: int) -> None:
    for card, fn in _each_in_play(state, "lowball_jokers_aced") if count else []:
        fn(state, card, count)
