"""Applying one of the actions legal_actions just offered skips asking the rules again; anything
else (a copy, an action from an older answer, a forged one) is still checked in full."""

from __future__ import annotations

import copy

import pytest

from games.engines import IllegalAction, get_engine

ENGINE = get_engine("doomtown")


def _first_decision():
    state = ENGINE.new_game(players=2, seed=3)
    seat = state.to_act()[0]
    return state, seat, state.legal_actions(seat)


def test_the_offered_action_and_a_copy_of_it_give_the_same_state():
    state, seat, legal = _first_decision()
    twin = ENGINE.new_game(players=2, seed=3)
    twin.legal_actions(seat)
    state.apply(seat, legal[0])
    twin.apply(seat, copy.deepcopy(legal[0]))
    assert state.state_hash() == twin.state_hash()


def test_an_action_from_an_answer_before_the_last_apply_is_checked_again():
    state, seat, legal = _first_decision()
    pick = next(action for action in legal if action["type"] == "gang_pick")
    state.apply(seat, pick)
    assert state.to_act() == [seat], "the starting gang is picked one dude at a time"
    with pytest.raises(IllegalAction):
        state.apply(seat, pick)  # the same dude cannot join the gang twice


def test_a_forged_action_is_refused_and_changes_nothing():
    state, seat, legal = _first_decision()
    before = state.state_hash()
    with pytest.raises(IllegalAction):
        state.apply(seat, {**legal[0], "type": "no_such_play"})
    assert state.state_hash() == before


def test_another_seat_cannot_use_the_offered_actions():
    state, seat, legal = _first_decision()
    with pytest.raises(IllegalAction):
        state.apply(1 - seat, legal[0])
