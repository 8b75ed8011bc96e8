"""Builders for Totem tests: a card on top of a deck (the next pull), a Totem planted at a location,
a Totem cast by a dude there."""

from __future__ import annotations

from tests.engines.doomtown.scenario import act, named, noon_seat, take


def on_top(state, seat: int, name: str) -> int:
    """Put a card of that name on top of the seat's deck (the next pull)."""
    card = named(state, seat, name)
    take(state, card)
    state.deck[seat].append(card)
    return card


def plant(state, seat: int, name: str, location: int, copy: int = 0) -> int:
    """Put a Totem of ``seat`` into play at ``location`` (``copy``: which card of that name)."""
    card = [c for c in range(len(state.table)) if state.table[c].owner == seat and state.table[c].name == name][copy]
    take(state, card)
    state.play[seat].append(card)
    state.attached_to[card] = location
    return card


def cast(state, totem: int, caster: int, target=None, ability: int = 0, seat: int = 0):
    """``caster`` uses the Totem's ability (at High Noon, ``seat`` takes the turn first)."""
    if state.stack[-1]["kind"] == "noon":
        noon_seat(state, seat)
    return act(state, "ability", card=totem, caster=caster, target=target, ability=ability)
