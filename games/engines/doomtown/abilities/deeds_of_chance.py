"""Deeds that gamble (packs beyond the base set): Red River Roulette stakes this round's casualties
on the next round's, Rham's Readings bets on an opponent's top card."""

from __future__ import annotations

from games.engines.doomtown.abilities.core import NOON, RESOLUTION, Use, ability
from games.engines.doomtown.abilities.rounds import double_casualties_next_round, spare_casualties, stand_fast
from games.engines.doomtown.abilities.targets import my_hand_legal
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import current
from games.engines.doomtown.town import dudes_at, home

READING_GAIN = 1


def _roulette_players(u: Use) -> list[int]:
    """The user's unbooted dudes at this deed, while a shootout is there and the user's hand is legal."""
    fight = u.fight
    if fight is None or fight["location"] != u.card or not my_hand_legal(u):
        return []
    return [d for d in dudes_at(u.state, u.card) if controller(u.state, d) == u.seat and not u.state.booted[d]]


@ability("Red River Roulette", RESOLUTION, boot=True, targets=_roulette_players)
def red_river_roulette(u: Use, dude: int) -> None:
    """your hand is legal: boot your dude here; nobody takes casualties or flees this round, and the next
    round's casualties are doubled"""
    u.state.booted[dude] = 1
    fight = current(u.state)
    for side in (fight["leader_seat"], fight["mark_seat"]):
        spare_casualties(fight, side)
        stand_fast(fight, side)
    double_casualties_next_round(fight)


def _opposing_homes(u: Use) -> list[int]:
    return [home(u.state, seat) for seat in range(u.state.players) if seat != u.seat]


@ability("Rham's Readings", NOON, boot=True, controller=True, targets=_opposing_homes, names_cards=False)
def rhams_readings(u: Use, outfit: int) -> None:
    """reveal an opponent's top card: 1 ghost rock if it matches the value or suit of their discard pile's top
    card (a joker is aced and the next card revealed)"""
    state, seat = u.state, u.state.table[outfit].owner
    deck = state.deck[seat]
    while deck and state.table[deck[-1]].type == "joker":
        state.boot_hill[seat].append(deck.pop())
    if not deck or not state.discard[seat]:
        return
    top, shown = state.table[deck[-1]].card, state.table[state.discard[seat][-1]].card
    state.note({"type": "top_card_shown", "seat": seat, "card": deck[-1]})
    if top.value == shown.value or top.suit == shown.suit:
        u.gain(READING_GAIN)
