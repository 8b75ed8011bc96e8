"""Builders for Boss Battle scenario tests: a Ghost Miners game at its first High Noon, and the
plainest way on to the next one."""

from __future__ import annotations

from tests.engines.doomtown.scenario import ENGINE

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
