"""Totems: Spirits attached to a location. Any Shaman at that location may use a Totem's abilities
as if it were a Spirit on them, whoever owns the Totem or controls the place; some Totems can be
planted only at a deed (``plant_at`` hooks). A dude whose trait holds a Totem (Ghost Dancers) plants
it where that trait says (``totem_planted`` hooks), or nowhere."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import HOOKS
from games.engines.doomtown.town import NOWHERE

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


def planted_at(state: DoomtownState, totem: int) -> int:
    """Where the Totem in play is planted: the location it is attached to; on a dude, where the
    dude's trait says (``HOOKS["totem_planted"]`` by the dude: fn(state, dude) -> location or
    NOWHERE); NOWHERE when it is planted nowhere (its abilities then have no caster)."""
    host = state.attached_to[totem]
    if state.table[host].type != "dude":
        return host
    holder = HOOKS.get("totem_planted", {}).get(state.table[host].card.code)
    return NOWHERE if holder is None else int(holder(state, host))


def totem_casters(state: DoomtownState, seat: int, totem: int) -> list[int]:
    where = planted_at(state, totem)
    return [] if where == NOWHERE else shamans_at(state, seat, where, totem)


def totems_at(state: DoomtownState, location: int) -> list[int]:
    """The Totems planted at ``location``."""
    if location == NOWHERE:
        return []
    totems = [c for seat_cards in state.play for c in seat_cards if is_totem(state, c)]
    return [c for c in totems if planted_at(state, c) == location]


def may_plant(state: DoomtownState, totem: int, location: int) -> bool:
    """Whether the Totem may be planted at ``location`` ("Can only attach to a deed")."""
    rule = HOOKS.get("plant_at", {}).get(state.table[totem].card.code)
    return rule is None or rule(state, totem, location)
