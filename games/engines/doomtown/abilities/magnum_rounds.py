"""Magnum Rounds: a one-shot goods. Its dude gets +1 bullets; if its player then reveals a legal
draw hand this round, only traits and Cheatin' Resolutions may change hand ranks this round."""

from __future__ import annotations

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import NOON, RESOLUTION, SHOOTOUT, Use, ability
from games.engines.doomtown.abilities.rounds import RANKS, lock
from games.engines.doomtown.fight import current
from games.engines.doomtown.zones import leave_play

NOT_CHEATIN_OR_TRAIT = ("react", SHOOTOUT, RESOLUTION, NOON)


@ability("Magnum Rounds", SHOOTOUT, when=lambda u: u.in_fight(u.dude))
def magnum_rounds(u: Use, _: None) -> None:
    """this dude gets +1 bullets; with a legal hand this round only traits and Cheatin' Resolutions change
    hand ranks; discard this card"""
    effects.add(u.state, "bullets", u.dude, 1, until="shootout")
    side = u.my_side()
    assert side is not None
    lock(current(u.state), RANKS, NOT_CHEATIN_OR_TRAIT, this_round=True, if_legal=side)
    leave_play(u.state, u.card, ace=False)
