"""Spells: a skill test (the dude's rating plus a pull against the difficulty) before the effect."""

from __future__ import annotations

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import NOON, SHOOTOUT, Use, ability
from games.engines.doomtown.abilities.joining import join_posse
from games.engines.doomtown.abilities.targets import value_against
from games.engines.doomtown.abilities.windows import another_play
from games.engines.doomtown.fight import current
from games.engines.doomtown.town import adjacent, dudes_at, home, locations
from games.engines.doomtown.zones import leave_play


def _nearby_dudes(u: Use) -> list[int]:
    here = u.state.at[u.dude]
    return [d for d in u.all_dudes() if u.state.at[d] == here or adjacent(u.state, here, u.state.at[d])]


@ability("24189", NOON, boot=True, skill=9, targets=_nearby_dudes)
def blood_curse(u: Use, dude: int) -> None:
    """(Hex 9) a nearby dude gets -1 influence and -1 bullets this turn"""
    effects.add(u.state, "influence", dude, -1, until="turn")
    effects.add(u.state, "bullets", dude, -1, until="turn")


@ability("24185", NOON, boot=True, skill=lambda u, dude: value_against(u, dude),
         targets=lambda u: [d for d in dudes_at(u.state, u.state.at[u.dude]) if not u.state.booted[d]])  # fmt: skip
def paralysis_mark(u: Use, dude: int) -> None:
    """(Hex: the dude's value) boot a dude here"""
    u.state.booted[dude] = 1


def _phantasm_far(u: Use) -> list[list[int]]:
    found = []
    for dude in _nearby_dudes(u):
        if u.state.table[dude].owner != u.seat and not u.state.booted[dude]:
            found += [[dude, place] for place in locations(u.state) if adjacent(u.state, u.state.at[dude], place)]
    return found


@ability("24186", NOON, boot=True, skill=9, targets=_phantasm_far)
def phantasm(u: Use, target: list[int]) -> None:
    """(Hex 9) move an unbooted opposing nearby dude to a location adjacent to them, without booting"""
    dude, place = target
    u.state.at[dude] = place


def _phantasm_near(u: Use) -> list[list[int]]:
    here = u.state.at[u.dude]
    found = []
    for dude in dudes_at(u.state, here):
        if u.state.table[dude].owner != u.seat and u.state.booted[dude]:
            found += [[dude, place] for place in locations(u.state) if adjacent(u.state, here, place)]
    return found


@ability("24186", NOON, boot=True, skill=12, targets=_phantasm_near)
def phantasm_booted(u: Use, target: list[int]) -> None:
    """(Hex 12) move another player's booted dude here to an adjacent location"""
    dude, place = target
    u.state.at[dude] = place


def _walk_places(u: Use) -> list[int]:
    return [p for p in [*locations(u.state), home(u.state, u.seat)] if p != u.state.at[u.dude]]


@ability("24187", NOON, boot=True, skill=7, targets=_walk_places)
def shadow_walk(u: Use, place: int) -> None:
    """(Hex 7) move this dude without booting"""
    u.state.at[u.dude] = place


def _walk_in(u: Use) -> bool:
    fight = u.fight
    return fight is not None and fight["side"][u.seat] is not None and not u.in_fight(u.dude)


@ability("24187", SHOOTOUT, boot=True, skill=7, brings=True, when=_walk_in, targets=lambda u: ["keep", "discard"])
def shadow_walk_joins(u: Use, keep: str) -> None:
    """(Hex 7) this dude joins your posse; discarding the Hex gives another shootout play"""
    join_posse(u.state, current(u.state), u.seat, u.dude)
    if keep == "discard":
        leave_play(u.state, u.card, ace=False)
        another_play(u.state)


# ---- Anarchists ----------------------------------------------------------------------------------


# ---- Law Dogs and Outlaws ------------------------------------------------------------------------


# ---- Entrepreneurs -------------------------------------------------------------------------------


# ---- Fearmongers ---------------------------------------------------------------------------------


# ---- First Peoples -------------------------------------------------------------------------------


# ---- token dudes ---------------------------------------------------------------------------------
