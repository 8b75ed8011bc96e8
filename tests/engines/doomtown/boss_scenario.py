"""Builders for Boss Battle scenario tests: a Ghost Miners game at its first High Noon, and the
plainest way on to the next one; a three-seat battle where the Villain pays for abilities per Hero."""

from __future__ import annotations

from games.engines.doomtown.town import TOWN_SQUARE
from tests.engines.doomtown.card_scenario import code, give
from tests.engines.doomtown.scenario import ENGINE, dude_in_play, noon_seat, top_card_of_value, with_cards

DECKS = ["starter-outlaws", "starter-law-dogs", "starter-fearmongers", "starter-anarchists"]
GHOST_MINERS = "ghost_miners"


def boss_at_noon(players=3, villain=1, seed=1, automaton=False, decks=None, **extra):
    """A Boss Battle at its first High Noon: listed starting gangs, upkeep paid, windows passed
    (``automaton``: the Villain is the Automaton; ``decks``: one per seat, else the usual four)."""
    options = {
        "decks": decks or DECKS[:players],
        "boss_battle": {"scenario": GHOST_MINERS, "villain": villain, **extra},
    }
    if automaton:
        options["automaton"] = {"seat": villain}
    state = ENGINE.new_game(players=players, seed=seed, options=options)
    to_next_noon(state)
    return state


def to_next_noon(state):
    """Take the plainest action until the next High Noon turn (or the end of the game)."""
    while not state.is_over() and state.stack[-1]["kind"] != "noon":
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        for wanted in ("gang_listed", "gang_done", "pay", "upkeep_done", "keep", "pass", "night_keep", "fight"):
            chosen = [a for a in legal if wanted in (a["type"], a.get("choice"))]
            if chosen:
                state.apply(seat, chosen[0])
                break
        else:
            state.apply(seat, legal[0])


VILLAIN = 1


def battle(automaton=False):
    """Seat 1, the Villain (Fearmongers, with Ambush, Paralysis Mark and Nathan Shane in its deck),
    against the Outlaws (seat 0) and the Law Dogs (seat 2), at High Noon with 10 more ghost rock."""
    extra = with_cards("starter-fearmongers", code("Ambush"), code("Paralysis Mark"), code("Nathan Shane"))
    state = boss_at_noon(
        players=3, villain=VILLAIN, decks=["starter-outlaws", extra, "starter-law-dogs"], automaton=automaton
    )
    state.stash[VILLAIN] += 10
    state.bank -= 10
    noon_seat(state, VILLAIN)
    return state


def hex_at_town_square(state, pulled):
    """Nicodemus Whateley (Huckster 3) in town square with Paralysis Mark; the Heroes' Lawrence
    Blackwood (value 3), Hattie DeLorre (12) and Rob Wilby (2) there too; the Villain pulls ``pulled``."""
    nico = dude_in_play(state, VILLAIN, "Nicodemus Whateley", at=TOWN_SQUARE)
    mark = give(state, VILLAIN, "Paralysis Mark", nico)
    dudes = [dude_in_play(state, 0, "Lawrence Blackwood", at=TOWN_SQUARE)]
    dudes += [dude_in_play(state, 2, name, at=TOWN_SQUARE) for name in ("Hattie DeLorre", "Rob Wilby")]
    top_card_of_value(state, VILLAIN, pulled)
    return mark, dudes
