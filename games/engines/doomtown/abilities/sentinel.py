"""Sentinel: a Noon Miracle that makes its Blessed a stronger stud who may take a step, and who,
standing in the town square at Sundown, may trade the spell for a permanent control point once
victory has been checked (a react of the spell to that window)."""

from __future__ import annotations

from typing import Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import NOON, Use, ability
from games.engines.doomtown.abilities.reacts import VICTORY_CHECKED, react
from games.engines.doomtown.town import TOWN_SQUARE, adjacent, locations
from games.engines.doomtown.zones import leave_play

WATCH = "standing_watch"  # a marker on the spell, not a stat anything reads


def _steps(u: Use) -> list[int | None]:
    """Stay (None), or move to an adjacent location or the town square."""
    here = u.state.at[u.dude]
    places = [p for p in locations(u.state) if p != here and (p == TOWN_SQUARE or adjacent(u.state, here, p))]
    return [None, *places]


@ability("Sentinel", NOON, boot=True, skill=5, targets=_steps, names_cards=False)
def sentinel(u: Use, to: int | None) -> None:
    """(Miracle 5) this dude gets +1 bullets and +1 Blessed and is a stud; they may move next door or to the
    town square"""
    dude = u.dude
    effects.add(u.state, "bullets", dude, 1, until="turn")
    effects.add(u.state, "Blessed", dude, 1, until="turn")
    effects.add(u.state, "bullet_type", dude, until="turn", set_to="stud")
    if to is not None:
        u.state.at[dude] = to
    effects.add(u.state, WATCH, u.card, until="turn")  # cast with success this turn: the Sundown react may follow


def _standing_watch(u: Use, _: dict[str, Any]) -> bool:
    watching = any(e["card"] == u.card and e["stat"] == WATCH for e in u.state.effects)
    return watching and u.state.at[u.dude] == TOWN_SQUARE


@react("Sentinel", VICTORY_CHECKED, boot=False, applies=_standing_watch)
def sentinel_at_sundown(u: Use, _: dict[str, Any]) -> None:
    """cast this turn and in the town square: discard this spell for a permanent control point on this dude"""
    dude = u.dude
    leave_play(u.state, u.card, ace=False)
    effects.add(u.state, "control", dude, 1, until="play")
