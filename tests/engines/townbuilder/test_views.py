"""What each seat may see, determinisation for bots, and the setup options."""

from __future__ import annotations

import json

from games.engines import Rng
from games.engines.townbuilder import ENGINE
from tests.engines.townbuilder.builders import random_positions, scenario


def test_it_shows_a_seat_its_own_hand_and_only_counts_of_the_rest():
    state = scenario(hands=[{"wood": 2, "mint": 1}, {"gold": 1, "corral": 1}])
    view = state.view(0)
    mine, theirs = view["players"]
    assert mine["hand"] == {"wood": 2, "mint": 1} and theirs["hand"] is None
    assert theirs["hand_count"] == 2 and mine["deck_count"] == len(state.decks[0])
    assert "decks" not in view and "rng" not in view
    spectator = state.view(None)
    assert [p["hand"] for p in spectator["players"]] == [None, None]


def test_it_leaks_nothing_a_determinised_copy_could_change():
    """Everything hidden from a seat is resampled by determinize; its view must not move."""
    rng = Rng(17)
    for state in random_positions(40):
        for seat in (0, 1):
            assert state.determinize(seat, rng).view(seat) == state.view(seat)
        assert json.dumps(state.view(None))


def test_it_resamples_only_what_the_seat_cannot_see():
    rng = Rng(5)
    changed = 0
    for state in random_positions(20):
        copy = state.determinize(0, rng)
        copy.check_invariants()
        assert copy.hands[0] == state.hands[0] and copy.reserve == state.reserve
        assert [len(d) for d in copy.decks] == [len(d) for d in state.decks]
        assert sum(copy.hands[1]) == sum(state.hands[1])
        assert copy.legal_actions(0) == state.legal_actions(0)
        changed += copy.decks != state.decks or copy.hands[1] != state.hands[1]
        assert copy.rng != state.rng
    assert changed


def test_it_keeps_a_pending_hand_guarantee_possible_in_a_determinised_copy():
    state = scenario(hands=[{"wood": 2, "gold": 1}, {}], decks=[["silver", "wood", "mint"], []], empty_decks=[0])
    state.apply(0, {"type": "end_actions"})
    assert state.phase == "guarantee" and state.to_act() == [0]
    for salt in range(40):
        for seat in (0, 1):
            copy = state.determinize(seat, Rng(salt))
            assert copy.legal_actions(0), f"seat {seat}'s copy lost the guarantee's choice"
            copy.check_invariants()


def test_it_hides_the_resource_a_hand_guarantee_returns():
    state = scenario()
    action = {"type": "guarantee", "resource": "gold", "label": "Return 1 gold"}
    assert state.redact_action(0, action, 0) == action
    assert "resource" not in state.redact_action(0, action, 1)
    assert "resource" not in state.redact_action(0, action, None)


def test_it_starts_with_everything_in_the_reserve_but_the_wood_stake_under_reserve_start_full():
    state = ENGINE.new_game(players=2, seed=4, options={"reserve_start": "full"})
    assert state.reserve == [20 - 2 * 2, 16, 12, 6]
    assert [len(deck) + sum(hand) for deck, hand in zip(state.decks, state.hands, strict=True)] == [24, 24]
    state.check_invariants()
    default = ENGINE.new_game(players=2, seed=4)
    assert default.reserve == [0, 0, 0, 0]
    assert [len(deck) + sum(hand) for deck, hand in zip(default.decks, default.hands, strict=True)] == [49, 49]
