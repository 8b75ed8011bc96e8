"""Lasting effects of abilities (stored in ``state.effects`` as plain dicts) and the stat hook.

An effect is ``{"stat", "card", "amount" | "set", "until"}``: ``until`` is ``shootout``, ``round``
(this shootout round), ``turn`` (until the day's end) or ``play`` (while the card stays in play).
Effect dicts are never changed once made, so a shallow copy of the list clones them safely.
Stats read through ``adjust``: printed value, then traits of cards in play, then effects.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities.core import TRAITS

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

_trait_fns: dict[int, tuple[Any, tuple[Any, ...]]] = {}  # id(table) -> (table, traits per card id)


def _traits_by_card(state: DoomtownState) -> tuple[Any, ...]:
    table = state.table
    cached = _trait_fns.get(id(table))
    if cached is None or cached[0] is not table:
        fns = tuple(tuple(TRAITS.get(card.card.code, ())) or None for card in table.cards)
        cached = _trait_fns[id(table)] = (table, fns)
    return cached[1]


_computing: set[tuple[int, str, int]] = set()  # (state, stat, card) being worked out now


def adjust(state: DoomtownState, stat: str, card: int, amount: Any) -> Any:
    """The stat ``stat`` of ``card`` after traits in play and lasting effects.

    A trait whose condition reads the very stat it changes (Yunxu Jiang's bullets decide a Rowdy
    deed's control, which decides his bonus) sees that stat without traits: no loop."""
    key = (id(state), stat, card)
    if key not in _computing:
        _computing.add(key)
        try:
            amount = _with_traits(state, stat, card, amount)
        finally:
            _computing.discard(key)
    for effect in state.effects:
        if effect["card"] == card and effect["stat"] == stat:
            amount = effect["set"] if "set" in effect else amount + effect["amount"]
    return amount


def _with_traits(state: DoomtownState, stat: str, card: int, amount: Any) -> Any:
    by_card = _traits_by_card(state)
    for seat_cards in state.play:
        for source in seat_cards:
            fns = by_card[source]
            if fns is not None:
                for fn in fns:
                    amount = fn(state, source, card, stat, amount)
    return amount


def add(state: DoomtownState, stat: str, card: int, amount: int = 0, *, until: str, set_to: Any = None) -> None:
    effect: dict[str, Any] = {"stat": stat, "card": card, "until": until}
    if set_to is not None:
        effect["set"] = set_to
    else:
        effect["amount"] = amount
    state.effects.append(effect)
    state.note({"type": "effect", **effect})


def expire(state: DoomtownState, *spans: str) -> None:
    """End the effects that last for one of ``spans`` (e.g. at the end of a shootout)."""
    if any(effect["until"] in spans for effect in state.effects):
        state.effects = [effect for effect in state.effects if effect["until"] not in spans]


def forget_card(state: DoomtownState, card: int) -> None:
    """A card left play: its effects end (a card entering play again is a new card)."""
    if any(effect["card"] == card for effect in state.effects):
        state.effects = [effect for effect in state.effects if effect["card"] != card]


def end_of_turn(state: DoomtownState) -> None:
    expire(state, "turn")
    state.used = []
