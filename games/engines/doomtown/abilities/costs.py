"""What a card from the hand costs to play: its printed cost, changed by cards in play
(``play_cost`` hooks, e.g. Mount Moriah Cemetery for spells there) and by the card itself
(``own_cost`` hooks, e.g. Hao-T'e Zui); never below zero. Some dudes may also be paid for in part
by booting other dudes (``boot_to_reduce``)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import combinations
from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities.core import HOOKS
from games.engines.doomtown.abilities.effects import blank_cards
from games.engines.doomtown.town import dudes_of, influence

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def _watchers(state: DoomtownState, event: str) -> Iterator[tuple[int, Callable[..., Any]]]:
    """(card in play, its hook) for every card in play with a hook for ``event``."""
    hooks = HOOKS.get(event, {})
    if hooks:
        for seat_cards in state.play:
            for source in seat_cards:
                fn = hooks.get(state.table[source].card.code)
                if fn is not None and source not in blank_cards(state):
                    yield source, fn


def play_cost(state: DoomtownState, seat: int, card: int, where: int | None) -> int:
    """``where``: the location a spell or goods is played at (None when it does not matter)."""
    cost = state.table[card].num("cost")
    own = HOOKS.get("own_cost", {}).get(state.table[card].card.code)
    if own is not None:
        cost = own(state, card, seat, cost)
    for source, fn in _watchers(state, "play_cost"):
        cost = fn(state, source, card, where, cost)
    return max(0, cost)


def booting_discounts(state: DoomtownState, seat: int, card: int, cost: int) -> list[list[int]]:
    """Groups of the seat's unbooted dudes it may boot to take their influence off ``card``'s cost
    (``boot_to_reduce`` hooks, e.g. E.B. Farnum): every dude of a group lowers what is paid, and
    the rest fits the stash."""
    allowed = HOOKS.get("boot_to_reduce", {}).get(state.table[card].card.code)
    if allowed is None or not allowed(state, seat, card):
        return []
    weight = {d: influence(state, d) for d in dudes_of(state, seat) if not state.booted[d]}
    ready = [d for d, amount in weight.items() if amount > 0]
    groups = []
    for size in range(1, len(ready) + 1):
        for group in combinations(ready, size):
            cut = min(cost, sum(weight[d] for d in group))
            needed = all(min(cost, sum(weight[d] for d in group) - weight[d]) < cut for d in group)
            if needed and cost - cut <= state.stash[seat]:
                groups.append(list(group))
    return groups


def boot_for_discount(state: DoomtownState, dudes: list[int]) -> int:
    """Boot the chosen dudes; their influence comes off the cost."""
    discount = sum(influence(state, d) for d in dudes)
    for dude in dudes:
        state.booted[dude] = 1
    return discount


def paid_from_hand(state: DoomtownState, seat: int, card: int) -> None:
    """A card was paid for and played from the hand: cards in play that count such plays
    (``paid_from_hand`` hooks, e.g. Encroaching Darkness's first Abomination each turn) see it."""
    for source, fn in _watchers(state, "paid_from_hand"):
        fn(state, source, seat, card)
