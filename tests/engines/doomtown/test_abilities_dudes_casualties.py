"""Later dudes acting on a round's casualties: Empty Schell (chosen as one) and Mimi "The Nun"
O'Brien (before they are taken)."""

from __future__ import annotations

import pytest

from games.engines.doomtown.town import TOWN_SQUARE
from tests.engines.doomtown.card_scenario import (
    CHEATIN_HAND,
    LEGAL_HAND,
    at_resolution,
    fight,
    game,
    pick,
    reacts_offered,
    resolution_fight,
)
from tests.engines.doomtown.scenario import act, dude_in_play, to_hand

TWO_PAIR = "QS QH 9S 9D 4C"  # legal, two ranks above LEGAL_HAND's high card
MIMI = 'Mimi "The Nun" O\'Brien'


def _lose_round(mine: list[str], hands=None):
    """Seat 0's posse (``mine``) loses the round to Erik and Clint by 2; the resolution window passes."""
    state, frame, my_dudes, theirs, cards = resolution_fight(
        mine, ["Erik Samson", "Clint Ramsey"], hands or {0: LEGAL_HAND, 1: TWO_PAIR}
    )
    while state.stack[-1]["kind"] == "plays":
        act(state, "pass")
    return state, frame, my_dudes, theirs, cards


def test_empty_schell_chosen_as_a_casualty_sends_an_opposing_dude_home():
    state, frame, (schell, bobo), (erik, clint), _ = _lose_round(["Empty Schell", "Bobo"])
    act(state, "casualty", card=schell, how="discard")
    pick(state, erik)
    assert erik not in frame["posse"][1] and state.booted[erik] and clint in frame["posse"][1]
    assert schell in state.discard[0] and state.stack[-1]["kind"] == "casualties"  # Bobo still to take


def test_empty_schell_may_send_nobody_and_another_casualty_asks_nothing():
    state, frame, (schell, bobo), (erik, clint), _ = _lose_round(["Empty Schell", "Bobo"])
    act(state, "casualty", card=bobo, how="discard")
    assert state.stack[-1]["kind"] == "casualties"
    act(state, "casualty", card=schell, how="discard")
    pick(state, "none")
    assert frame["posse"][1] == [erik, clint]


@pytest.mark.parametrize(
    "hands, left", [({0: LEGAL_HAND, 1: TWO_PAIR}, 0), ({0: CHEATIN_HAND, 1: "AS AH AD 4C 4D"}, 3)]
)
def test_mimi_obrien_discards_a_miracle_for_fewer_casualties_two_with_a_legal_hand(hands, left):
    state, frame, (mimi, bobo), _, (miracle,) = _lose_round([MIMI, "Bobo", "Holy Roller"], hands)
    due = frame["casualties"][0]
    assert reacts_offered(state) == [mimi]
    act(state, "react", card=mimi)
    pick(state, miracle)
    assert miracle in state.discard[0]
    assert frame["casualties"][0] == due - (2 if left == 0 else 1)


def test_mimi_obrien_has_no_react_without_a_miracle_in_hand():
    state, *_ = _lose_round([MIMI, "Bobo", "It's Not What You Know..."])
    assert state.stack[-1]["kind"] == "casualties" and reacts_offered(state) == []


def test_mimi_obrien_has_no_react_outside_the_losing_posse():
    state = game([MIMI, "Bobo", "Holy Roller"], ["Erik Samson", "Clint Ramsey"])
    dude_in_play(state, 0, MIMI)  # at home
    to_hand(state, 0, "Holy Roller")
    bobo = dude_in_play(state, 0, "Bobo", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    at_resolution(state, fight(state, [bobo], [erik]), {0: LEGAL_HAND, 1: TWO_PAIR}, {0: bobo, 1: erik})
    while state.stack[-1]["kind"] == "plays":
        act(state, "pass")
    assert state.stack[-1]["kind"] == "casualties" and reacts_offered(state) == []
