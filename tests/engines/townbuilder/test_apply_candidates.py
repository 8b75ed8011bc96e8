"""``apply`` matches an action against the legal actions of its own type and building only: that
short list must be exactly the legal actions it could equal, in the same order."""

from __future__ import annotations

import pytest

from games.engines import IllegalAction, Rng
from games.engines.townbuilder import ENGINE
from games.engines.townbuilder.cards import card_key
from games.engines.townbuilder.turn import END_ACTIONS as END
from games.engines.townbuilder.turn import candidates


def could_equal(action: dict, legal: dict) -> bool:
    return all(legal.get(key) == value for key, value in action.items() if key in ("type", "building", "card"))


def test_the_candidates_of_every_legal_action_are_the_legal_actions_of_its_type_and_building_in_order():
    checked = 0
    for seed in range(1, 13):
        state = ENGINE.new_game(players=2, seed=seed, options={"reserve_start": "full"} if seed % 2 else {})
        rng = Rng(seed)
        while not state.is_over():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            for action in legal:
                expected = [other for other in legal if could_equal(action, other)]
                listed = candidates(state, seat, action)
                assert [c for c in listed if could_equal(action, c)] == expected
                assert all(c in legal for c in listed)
                checked += 1
            state.apply(seat, rng.choice(legal))
    assert checked > 1000


def test_an_action_of_a_building_not_in_the_town_has_no_candidate_and_is_refused():
    state = ENGINE.new_game(players=2, seed=3)
    seat = state.to_act()[0]
    assert state.phase == "action" and not state.towns[seat]
    for kind in ("activate", "demolish"):
        action = {"type": kind, "building": "saloon", "label": ""}
        assert candidates(state, seat, action) == []
        with pytest.raises(IllegalAction):
            state.apply(seat, action)


def test_in_the_discard_phase_only_a_discard_of_a_card_held_has_a_candidate():
    state = ENGINE.new_game(players=2, seed=3)
    seat = state.to_act()[0]
    state.phase = "discard"
    hand = state.hands[seat]
    held = next(code for code, count in enumerate(hand) if count)
    missing = next(code for code, count in enumerate(hand) if not count)
    assert [c["card"] for c in candidates(state, seat, {"type": "discard", "card": card_key(held)})] == [card_key(held)]
    for action in ({"type": "discard", "card": card_key(missing)}, {"type": "discard", "card": "nothing"}, END):
        assert candidates(state, seat, action) == []
        with pytest.raises(IllegalAction):
            state.apply(seat, action)
