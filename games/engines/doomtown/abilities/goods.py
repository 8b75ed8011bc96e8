"""Goods: weapons, horses, sidekicks and attire; their abilities act through the dude carrying them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import NOON, SHOOTOUT, Use, ability, trait
from games.engines.doomtown.abilities.targets import their_posse
from games.engines.doomtown.fight import current
from games.engines.doomtown.town import TOWN_SQUARE, attachments, bullets, value
from games.engines.doomtown.zones import leave_play

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def _carrier(state: DoomtownState, source: int) -> int:
    return state.attached_to[source]


@trait("24156")
def pearl_handled_revolver(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """This dude is a stud."""
    return "stud" if stat == "bullet_type" and card == _carrier(state, source) else amount


def _unbooted_ranged_against(state: DoomtownState, dude: int) -> bool:
    """An unbooted Weapon without Melee in the posse opposing this dude."""
    for frame in reversed(state.stack):
        if frame["kind"] == "shootout":
            sides = [seat for seat, posse in enumerate(frame["posse"]) if dude in posse]
            if not sides:
                return False
            mine = frame["side"][sides[0]]
            return any(
                state.table[item].has("Weapon") and not state.table[item].has("Melee") and not state.booted[item]
                for seat, posse in enumerate(frame["posse"])
                if frame["side"][seat] is not None and frame["side"][seat] != mine
                for other in posse
                for item in attachments(state, other)
            )
    return False


@trait("24174")
def rapier(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """+1 value; no bullet bonus against an unbooted ranged Weapon."""
    if card != _carrier(state, source):
        return amount
    if stat == "value":
        return amount + 1
    if stat == "bullets" and _unbooted_ranged_against(state, card):
        return amount - state.table[source].num("bullets")
    return amount


def _dude_unbooted(u: Use) -> bool:
    return not u.state.booted[u.dude]


@ability("24160", SHOOTOUT, boot=True, when=_dude_unbooted)
def winchester_model_1873(u: Use, _: None) -> None:
    """boot the dude: +1 bullets and a stud"""
    u.state.booted[u.dude] = 1
    effects.add(u.state, "bullets", u.dude, 1, until="shootout")
    effects.add(u.state, "bullet_type", u.dude, until="shootout", set_to="stud")


@ability("24151", SHOOTOUT, boot=True,
         targets=lambda u: [d for d in their_posse(u) if value(u.state, d) < bullets(u.state, u.dude)])  # fmt: skip
def shotgun(u: Use, dude: int) -> None:
    """ace an opposing dude with lower value than this dude's bullets"""
    for posse in current(u.state)["posse"]:
        if dude in posse:
            posse.remove(dude)
    leave_play(u.state, dude, ace=True, collector=u.seat)


def _joins(u: Use) -> bool:
    fight = u.fight
    return fight is not None and fight["side"][u.seat] is not None and not u.in_fight(u.dude)


@ability("24163", SHOOTOUT, boot=True, brings=True, when=_joins)
def pinto(u: Use, _: None) -> None:
    """this dude joins your posse (without booting, even if booted)"""
    fight = current(u.state)
    u.state.at[u.dude] = fight["location"]
    fight["posse"][u.seat].append(u.dude)


@ability("24177", NOON, boot=True, when=lambda u: u.state.at[u.dude] != TOWN_SQUARE)
def guide_horse(u: Use, _: None) -> None:
    """move this dude to the town square"""
    u.state.at[u.dude] = TOWN_SQUARE


def _opposing_spells(u: Use) -> list[int]:
    return [
        item
        for dude in u.their_posse()
        for item in attachments(u.state, dude)
        if u.state.table[item].type == "spell" and not u.state.booted[item]
    ]


@ability("24180", SHOOTOUT, boot=True, targets=_opposing_spells)
def silver_weaved_staff(u: Use, spell: int) -> None:
    """boot an opposing spell"""
    u.state.booted[spell] = 1
