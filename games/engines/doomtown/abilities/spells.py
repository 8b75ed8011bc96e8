"""Spells: a skill test (the dude's rating plus a pull against the difficulty) before the effect."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import HOOKS, NOON, SHOOTOUT, Use, ability, hook, trait
from games.engines.doomtown.abilities.joining import gunslinger_joins, join_posse
from games.engines.doomtown.abilities.targets import fighters, grit_against, their_posse, value_against
from games.engines.doomtown.abilities.totems import totems_at
from games.engines.doomtown.abilities.windows import another_play
from games.engines.doomtown.fight import current, send_home_from_fight
from games.engines.doomtown.tokens import ANCESTOR_SPIRIT, make_token
from games.engines.doomtown.town import TOWN_SQUARE, adjacent, dudes_at, home, locations
from games.engines.doomtown.zones import leave_play

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def _nearby_dudes(u: Use) -> list[int]:
    here = u.state.at[u.dude]
    return [d for d in u.all_dudes() if u.state.at[d] == here or adjacent(u.state, here, u.state.at[d])]


@ability("24189", NOON, boot=True, skill=9, targets=_nearby_dudes)
def blood_curse(u: Use, dude: int) -> None:
    """(Hex 9) a nearby dude gets -1 influence and -1 bullets this turn"""
    effects.add(u.state, "influence", dude, -1, until="turn", by=u.seat)
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
        another_play(u.state, u.seat)


# ---- Anarchists ----------------------------------------------------------------------------------


# ---- Law Dogs and Outlaws ------------------------------------------------------------------------


# ---- Entrepreneurs -------------------------------------------------------------------------------


# ---- Fearmongers ---------------------------------------------------------------------------------


# ---- First Peoples -------------------------------------------------------------------------------


def _here(u: Use) -> int:
    """Where a Totem is planted (its caster stands there too)."""
    return u.state.attached_to[u.card]


@hook("adjacent", "24207")
def _spirit_trail_links(state: DoomtownState, trail: int, a: int, b: int) -> bool:
    """This location is adjacent to every other location with a Spirit Trail."""
    here = state.attached_to[trail]
    other = b if a == here else a if b == here else None
    title = state.table[trail].title
    return other is not None and any(state.table[t].title == title for t in totems_at(state, other))


def _trail_moves(u: Use) -> list[list[int]]:
    mine = [d for d in dudes_at(u.state, _here(u)) if u.state.table[d].owner == u.seat]
    return [[d, place] for d in mine for place in locations(u.state) if place != _here(u)]


@ability("24207", NOON, boot=True, skill=6, targets=_trail_moves)
def spirit_trail(u: Use, target: list[int]) -> None:
    """(Spirit 6) move your dude from here, without booting, even if booted"""
    dude, place = target
    u.state.at[dude] = place


@ability("24206", NOON, boot=True, skill=value_against,
         targets=lambda u: [d for d in dudes_at(u.state, _here(u)) if not u.state.booted[d]])  # fmt: skip
def red_horses_tail(u: Use, dude: int) -> None:
    """(Spirit: the dude's value) boot a dude here"""
    u.state.booted[dude] = 1


@ability("24206", SHOOTOUT, boot=True, skill=lambda u, dude: grit_against(u, dude), targets=their_posse)
def red_horses_tail_sends_home(u: Use, dude: int) -> None:
    """(Spirit: the dude's grit) send an opposing dude home booted"""
    send_home_from_fight(u.state, dude)


def _fires_at(state: DoomtownState, location: int) -> list[int]:
    return [t for t in totems_at(state, location) if state.table[t].card.code == "24210"]


HOOKS.setdefault("plant_at", {})["24210"] = lambda state, totem, location: _is_deed(state, location)  # deeds only


@trait("24210")
def fire_of_nanahbozho(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Its deed is Holy Ground; Shamans at a deed with one or more of it get +2 Shaman."""
    here = state.attached_to[source]
    if stat == "holy_ground" and card == here:
        return True
    if stat == "Shaman" and state.at[card] == here and state.table[card].rating("Shaman") is not None:
        return amount + 2 if _fires_at(state, here)[0] == source else amount  # several Fires: +2 once
    return amount


def _is_deed(state: DoomtownState, location: int) -> bool:
    return location != TOWN_SQUARE and state.table[location].type == "deed"


def _unboot_near(u: Use, dudes: list[int]) -> list[int]:
    here = _here(u)
    return [
        d for d in dudes if u.state.booted[d] and _is_deed(u.state, u.state.at[d])
        and (u.state.at[d] == here or adjacent(u.state, here, u.state.at[d]))
    ]  # fmt: skip


def _fire(u: Use, dude: int) -> None:
    """(Spirit 10) unboot a dude at a nearby deed; at this deed, make another play"""
    u.state.booted[dude] = 0
    if u.state.at[dude] == _here(u):
        another_play(u.state, u.seat)


ability("24210", NOON, boot=True, skill=10, targets=lambda u: _unboot_near(u, u.all_dudes()))(_fire)
ability("24210", SHOOTOUT, boot=True, skill=10, targets=lambda u: _unboot_near(u, fighters(u)))(_fire)


# ---- token dudes ---------------------------------------------------------------------------------


@ability("24205", SHOOTOUT, boot=True, skill=10)
def spirit_dance(u: Use, _: None) -> None:
    """(Spirit 10) a Gunslinger token enters play and joins your posse"""
    gunslinger_joins(u.state, current(u.state), u.seat)


@ability("24208", NOON, boot=True, skill=9)
def many_speak_as_one(u: Use, _: None) -> None:
    """(Spirit 9) an Ancestor Spirit token enters play at this location"""
    make_token(u.state, ANCESTOR_SPIRIT, u.seat, u.at)
