"""Miracles whose effect starts by paying another player (Guiding Light): the payment is part of the
effect, after the skill test, and opens the payment's react window (``paying.pay_opponent``)."""

from __future__ import annotations

from games.engines.doomtown.abilities.core import NOON, Use, ability
from games.engines.doomtown.abilities.paying import pay_opponent
from games.engines.doomtown.abilities.would import send_home
from games.engines.doomtown.town import adjacent, home

GUIDE_OWN, GUIDE_THEIRS = 1, 2  # Guiding Light: what each ability pays


def _near(u: Use, dude: int) -> bool:
    here, there = u.at, u.state.at[dude]
    return there == here or adjacent(u.state, here, there)


def _away_from_home(u: Use, dude: int) -> bool:
    return u.state.at[dude] != home(u.state, u.state.table[dude].owner)


def _own_guided(u: Use) -> list[list[int]]:
    """[your dude near this Blessed, the outfit of the player you pay]."""
    if u.state.stash[u.seat] < GUIDE_OWN:
        return []
    payees = [home(u.state, seat) for seat in range(u.state.players) if seat != u.seat]
    dudes = [d for d in u.my_dudes() if _near(u, d) and _away_from_home(u, d)]
    return [[dude, payee] for dude in dudes for payee in payees]


@ability("Guiding Light", NOON, boot=True, skill=5, targets=_own_guided)
def guiding_light_own(u: Use, target: list[int]) -> None:
    """(Miracle 5) pay another player 1 ghost rock to send your dude near here home; unbooted if you then
    have less ghost rock than that player"""
    dude, payee = target
    to = u.state.table[payee].owner
    pay_opponent(u.state, u.seat, to, GUIDE_OWN)
    send_home(u.state, u.seat, dude)
    if u.state.stash[u.seat] < u.state.stash[to]:
        u.state.booted[dude] = 0


def _their_guided(u: Use) -> list[int]:
    if u.state.stash[u.seat] < GUIDE_THEIRS:
        return []
    return [d for d in u.opposing_dudes() if _near(u, d) and _away_from_home(u, d)]


@ability("Guiding Light", NOON, boot=True, skill=5, targets=_their_guided, does=("home",))
def guiding_light_theirs(u: Use, dude: int) -> None:
    """(Miracle 5) pay a player 2 ghost rock to send their dude near here home booted"""
    pay_opponent(u.state, u.seat, u.state.table[dude].owner, GUIDE_THEIRS)
    send_home(u.state, u.seat, dude)
