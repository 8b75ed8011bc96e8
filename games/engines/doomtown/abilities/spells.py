"""Spells: a skill test (the dude's rating plus a pull against the difficulty) before the effect."""

from __future__ import annotations

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import NOON, Use, ability
from games.engines.doomtown.town import adjacent, dudes_at, value


def _nearby_dudes(u: Use) -> list[int]:
    here = u.state.at[u.dude]
    return [d for d in u.all_dudes() if u.state.at[d] == here or adjacent(u.state, here, u.state.at[d])]


@ability("24189", NOON, boot=True, skill=9, targets=_nearby_dudes)
def blood_curse(u: Use, dude: int) -> None:
    """(Hex 9) a nearby dude gets -1 influence and -1 bullets this turn"""
    effects.add(u.state, "influence", dude, -1, until="turn")
    effects.add(u.state, "bullets", dude, -1, until="turn")


@ability("24185", NOON, boot=True, skill=lambda u, dude: value(u.state, dude),
         targets=lambda u: [d for d in dudes_at(u.state, u.state.at[u.dude]) if not u.state.booted[d]])  # fmt: skip
def paralysis_mark(u: Use, dude: int) -> None:
    """(Hex: the dude's value) boot a dude here"""
    u.state.booted[dude] = 1
