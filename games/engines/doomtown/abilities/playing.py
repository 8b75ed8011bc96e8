"""Abilities that play a card from the hand as a High Noon play would, for less ghost rock
(Baird's Build & Loan: a deed; General Store: a goods or spell). The plays and their rules
(where, who, uniqueness, inventing, keeping one Weapon) are High Noon's own (``noon.py``).

``noon`` imports this package, so it is imported where it is used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.town import dudes_of

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

WHERE = {"build": "end", "buy": "dude", "invent": "dude", "learn": "dude", "plant": "dude"}


def reduced_plays(
    state: DoomtownState, seat: int, kinds: tuple[str, ...], types: tuple[str, ...], discount: int
) -> list[list[Any]]:
    """[kind, card, end or dude] for each such play of a card of these ``types`` that ``seat``
    could make now at ``discount`` less."""
    from games.engines.doomtown import noon

    ready = [dude for dude in dudes_of(state, seat) if not state.booted[dude]]
    return [
        [action["type"], action["card"], action[WHERE[action["type"]]]]
        for action in noon.hand_plays(state, seat, ready, discount)
        if action["type"] in kinds and state.table[action["card"]].type in types
    ]


def play_reduced(state: DoomtownState, seat: int, target: list[Any], discount: int) -> None:
    from games.engines.doomtown import noon

    kind, card, where = target
    noon.PLAYS[kind](state, seat, {"type": kind, "card": card, WHERE[kind]: where, "discount": discount})
