"""Cavalry Escort: before its posse takes casualties, its dude rides in and joins booted, and no
react may raise the round's casualties afterwards (ruling 400)."""

from __future__ import annotations

import pytest

from games.engines.doomtown.abilities.effects import acting
from games.engines.doomtown.abilities.rounds import casualties_after_tally
from games.engines.doomtown.town import TOWN_SQUARE
from tests.engines.doomtown.card_scenario import LEGAL_HAND, at_resolution, fight, game, give, reacts_offered
from tests.engines.doomtown.scenario import act, dude_in_play

TWO_PAIR = "QS QH 9S 9D 4C"  # legal, two ranks above LEGAL_HAND's high card
LOSING, WINNING = {0: LEGAL_HAND, 1: TWO_PAIR}, {0: TWO_PAIR, 1: LEGAL_HAND}


def _round_tallied(hands=LOSING, escort_booted=False, rider_fights=False):
    """Bobo (seat 0) fights Erik Samson in the town square; Ezrael Jones, carrying a Cavalry
    Escort, waits at home (or fights too). The resolution window passes, the round is tallied."""
    state = game(["Bobo", "Ezrael Jones", "Cavalry Escort"], ["Erik Samson"])
    bobo = dude_in_play(state, 0, "Bobo", at=TOWN_SQUARE)
    rider = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE if rider_fights else None)
    escort = give(state, 0, "Cavalry Escort", rider)
    state.booted[escort] = int(escort_booted)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = fight(state, [bobo, rider] if rider_fights else [bobo], [erik])
    at_resolution(state, frame, hands, {0: bobo, 1: erik})
    while state.stack[-1]["kind"] == "plays":
        act(state, "pass")
    return state, frame, rider, escort


def test_cavalry_escort_brings_its_dude_in_booted_before_casualties():
    state, frame, rider, escort = _round_tallied()
    due = frame["casualties"][0]
    assert due > 0 and reacts_offered(state) == [escort]
    act(state, "react", card=escort)
    assert rider in frame["posse"][0] and state.at[rider] == TOWN_SQUARE
    assert state.booted[rider] and state.booted[escort]
    assert frame["casualties"][0] == due
    with acting(1, None, "react"):  # a react may no longer raise casualties this round...
        casualties_after_tally(frame, 0, 2)
        assert frame["casualties"][0] == due
        casualties_after_tally(frame, 0, -1)  # ...but may still lower them
    assert frame["casualties"][0] == due - 1


@pytest.mark.parametrize(
    "setup",
    [{"hands": WINNING}, {"escort_booted": True}, {"rider_fights": True}],
    ids=["no casualties to take", "escort booted", "dude already in the posse"],
)
def test_cavalry_escort_is_not_offered(setup):
    state, _, _, escort = _round_tallied(**setup)
    assert escort not in reacts_offered(state)
