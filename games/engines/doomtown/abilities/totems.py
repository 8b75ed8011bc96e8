"""Totems: Spirits attached to a location. Any Shaman at that location may use a Totem's abilities
as if it were a Spirit on them, whoever owns the Totem or controls the place; some Totems can be
planted only at a deed (``plant_at`` hooks)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import HOOKS

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def is_totem(state: DoomtownState, card: int) -> bool:
    facts = state.table[card]
    return facts.type == "spell" and facts.has("Totem")


def shamans_at(state: DoomtownState, seat: int, location: int, totem: int) -> list[int]:
    """``seat``'s dudes at ``location`` (booted or not) who may cast the Totem planted there: its
    Shamans, and dudes whose trait casts it with another skill (``casting_skill``: Matthew Rising Sun)."""
    table, at = state.table, state.at
    here = [c for c in state.play[seat] if at[c] == location and table[c].type == "dude"]
    other = HOOKS.get("casting_skill", {})
    return [
        c
        for c in here
        if table[c].rating("Shaman") is not None
        or (table[c].card.code in other and other[table[c].card.code](state, c, totem) is not None)
    ]


def totem_casters(state: DoomtownState, seat: int, totem: int) -> list[int]:
    return shamans_at(state, seat, state.attached_to[totem], totem)


def totems_at(state: DoomtownState, location: int) -> list[int]:
    attached = [c for seat_cards in state.play for c in seat_cards if state.attached_to[c] == location]
    return [c for c in attached if is_totem(state, c)]


def may_plant(state: DoomtownState, totem: int, location: int) -> bool:
    """Whether the Totem may be planted at ``location`` ("Can only attach to a deed")."""
    rule = HOOKS.get("plant_at", {}).get(state.table[totem].card.code)
    return rule is None or rule(state, totem, location)
