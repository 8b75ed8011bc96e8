"""Build, upgrade, demolish, discard, the phases of a turn, the hand guarantee and the last turns."""

from __future__ import annotations

import pytest

from games.engines import IllegalAction
from games.engines.townbuilder import ENGINE
from games.engines.townbuilder.cards import BUILDING_BASE, CARD_CODES
from tests.engines.townbuilder.builders import find, hand, play, scenario, stored


def test_it_builds_from_hand_paying_one_wood_or_one_gold():
    state = scenario(hands=[{"sawmill": 1, "wood": 1, "gold": 1}, {}])
    assert sorted(a["pay"] for a in find(state, 0, type="build", building="sawmill")) == ["gold", "wood"]
    play(state, 0, type="build", building="sawmill", pay="gold")
    assert [slot.key for slot in state.towns[0]] == ["sawmill"]
    assert hand(state, 0) == {"wood": 1} and state.reserve[3] == 1


def test_it_cannot_build_without_wood_or_gold():
    state = scenario(hands=[{"sawmill": 1, "brick": 2, "silver": 1}, {}])
    assert find(state, 0, type="build") == []


def test_it_refuses_a_second_copy_and_a_sixth_building():
    town = [("sawmill", 1), ("mint", 1), ("hotel", 1), ("corral", 1), ("saloon", 1)]
    full = scenario(hands=[{"sheriff": 1, "wood": 1}, {}], towns=[town, []])
    assert find(full, 0, type="build") == []
    duplicate = scenario(hands=[{"sawmill": 1, "wood": 1}, {}], towns=[[("sawmill", 1)], []])
    assert find(duplicate, 0, type="build") == []


def test_it_lets_a_building_built_this_turn_be_activated_at_once():
    state = scenario(hands=[{"sawmill": 1, "wood": 1}, {}], reserve={"wood": 2})
    play(state, 0, type="build", building="sawmill", pay="wood")
    play(state, 0, type="activate", building="sawmill", amount=1)
    assert hand(state, 0) == {"wood": 1}


def test_it_upgrades_with_the_identical_card_and_one_brick_or_gold():
    state = scenario(hands=[{"mint": 1, "brick": 1, "gold": 1}, {}], towns=[[("mint", 1)], []])
    assert sorted(a["pay"] for a in find(state, 0, type="upgrade", building="mint")) == ["brick", "gold"]
    play(state, 0, type="upgrade", building="mint", pay="brick")
    assert state.towns[0][0].level == 2 and hand(state, 0) == {"gold": 1}


def test_it_never_lets_gold_replace_the_identical_card():
    state = scenario(hands=[{"gold": 2, "brick": 1}, {}], towns=[[("mint", 1)], []])
    assert find(state, 0, type="upgrade") == []


def test_it_keeps_one_activation_per_turn_across_an_upgrade():
    state = scenario(hands=[{"sawmill": 1, "brick": 1}, {}], towns=[[("sawmill", 1)], []], reserve={"wood": 3})
    play(state, 0, type="activate", building="sawmill", amount=1)
    play(state, 0, type="upgrade", building="sawmill", pay="brick")
    assert find(state, 0, type="activate") == []


def test_it_demolishes_returning_stored_resources_and_removing_the_cards():
    state = scenario(towns=[[("wood_warehouse", 2, {"wood": 5})], []])
    play(state, 0, type="demolish", building="wood_warehouse")
    assert state.towns[0] == [] and state.reserve[0] == 5
    assert state.removed[CARD_CODES["wood_warehouse"] - BUILDING_BASE] == 2


def test_it_discards_only_resources_during_the_action_phase():
    state = scenario(hands=[{"wood": 1, "mint": 1}, {}])
    assert [a["card"] for a in find(state, 0, type="discard")] == ["wood"]
    play(state, 0, type="discard", card="wood")
    assert hand(state, 0) == {"mint": 1} and state.reserve[0] == 1


def test_it_allows_any_order_of_activations_builds_and_upgrades():
    state = scenario(
        hands=[{"wood": 1, "mint": 1, "silver": 2}, {}],
        towns=[[("sawmill", 1), ("assay_office", 1)], []],
        reserve={"wood": 1, "gold": 1},
    )
    play(state, 0, type="activate", building="sawmill", amount=1)
    play(state, 0, type="build", building="mint", pay="wood")
    play(state, 0, type="activate", building="mint", take="gold")
    play(state, 0, type="activate", building="assay_office", take="wood")
    assert hand(state, 0) == {"wood": 2, "gold": 1}
    assert [slot.key for slot in state.towns[0]] == ["sawmill", "assay_office", "mint"]


def test_it_makes_the_player_discard_down_to_three_then_draws_to_five():
    state = scenario(hands=[{"wood": 3, "mint": 1, "corral": 1}, {}], decks=[["hotel", "gold"], ["saloon"]])
    play(state, 0, type="end_actions")
    assert state.phase == "discard" and state.to_act() == [0]
    assert sorted(a["card"] for a in state.legal_actions(0)) == ["corral", "mint", "wood"]
    play(state, 0, type="discard", card="corral")
    assert state.phase == "discard"
    play(state, 0, type="discard", card="wood")
    assert hand(state, 0) == {"wood": 2, "mint": 1, "hotel": 1, "gold": 1}
    assert state.discard[CARD_CODES["corral"] - BUILDING_BASE] == 1 and state.reserve[0] == 1
    assert state.phase == "action" and state.current == 1


def test_it_skips_the_discard_phase_with_three_cards_or_fewer():
    state = scenario(hands=[{"mint": 1}, {}], decks=[["wood", "brick", "gold", "silver", "hotel"], []])
    play(state, 0, type="end_actions")
    assert hand(state, 0) == {"mint": 1, "wood": 1, "brick": 1, "gold": 1, "silver": 1}
    assert state.current == 1


def test_it_swaps_a_resource_for_the_first_building_of_the_deck_when_only_one_kind_is_held():
    state = scenario(hands=[{"wood": 3}, {}], decks=[["wood", "wood", "gold", "gold", "mint"], []])
    play(state, 0, type="end_actions")
    assert hand(state, 0) == {"wood": 4, "mint": 1}  # one wood went back for the Mint
    assert state.current == 1


def test_it_lets_the_player_choose_which_resource_the_hand_guarantee_returns():
    state = scenario(hands=[{"wood": 3}, {}], decks=[["gold", "brick", "corral"], []])
    play(state, 0, type="end_actions")
    assert state.phase == "guarantee" and state.to_act() == [0]
    assert sorted(a["resource"] for a in state.legal_actions(0)) == ["brick", "gold", "wood"]
    play(state, 0, type="guarantee", resource="gold")
    assert hand(state, 0) == {"wood": 3, "brick": 1, "corral": 1}
    assert state.phase == "action" and state.current == 1


def test_it_gives_every_starting_hand_a_building():
    for seed in range(1, 121):
        state = ENGINE.new_game(players=2, seed=seed)
        while state.phase == "guarantee":
            seat = state.to_act()[0]
            state.apply(seat, state.legal_actions(seat)[0])
        assert all(any(h[BUILDING_BASE:]) for h in state.hands), seed
        state.check_invariants()


def test_it_announces_the_last_turn_when_the_deck_runs_dry_and_ends_when_both_are_done():
    state = scenario(
        hands=[{"mint": 1}, {"corral": 1}],
        decks=[["wood"], ["gold", "brick", "silver", "hotel"]],
        empty_decks=[0, 1],
    )
    play(state, 0, type="end_actions")  # draws the wood, then must draw from an empty deck
    assert state.final == [True, False] and state.done == [False, False]
    assert hand(state, 0) == {"mint": 1, "wood": 1} and state.current == 1
    play(state, 1, type="end_actions")  # draws its last four cards: the deck is out, announced
    assert state.final == [True, True] and state.current == 0
    play(state, 0, type="end_actions")  # the last turn: no draw, then done
    assert state.done == [True, False] and hand(state, 0) == {"mint": 1, "wood": 1}
    assert state.current == 1 and state.phase == "action"
    play(state, 1, type="discard", card="gold")
    play(state, 1, type="discard", card="brick")
    play(state, 1, type="end_actions")  # seat 1's last turn: no draw, then done
    assert state.done == [True, True] and state.is_over() and state.to_act() == []
    assert state.result().placements in ([1, 2], [2, 1], [1, 1])


def test_it_rejects_an_illegal_action_and_changes_nothing():
    state = scenario(hands=[{"sawmill": 1, "brick": 1}, {"wood": 1}])
    before = state.to_json()
    with pytest.raises(IllegalAction, match="not a legal action"):
        state.apply(0, {"type": "build", "building": "sawmill", "pay": "brick"})
    with pytest.raises(IllegalAction, match="not seat 1's decision"):
        state.apply(1, {"type": "end_actions"})
    assert state.to_json() == before


def test_it_accepts_a_legal_action_given_without_its_label():
    state = scenario(hands=[{"sawmill": 1, "wood": 1}, {}])
    state.apply(0, {"type": "build", "building": "sawmill", "pay": "wood"})
    assert state.towns[0][0].key == "sawmill"
    assert stored(state, 0, "sawmill") == {}


def test_it_refuses_every_action_once_the_game_is_over():
    state = scenario(hands=[{"mint": 1}, {}], towns=[[("sawmill", 1)], []])
    state.phase = "over"
    assert state.legal_actions(0) == [] and state.to_act() == []
    with pytest.raises(IllegalAction):
        state.apply(0, {"type": "end_actions"})


def test_it_refuses_a_guarantee_with_a_resource_the_hand_does_not_hold():
    state = scenario(hands=[{"wood": 3}, {}], decks=[["gold", "brick", "corral"], []])
    play(state, 0, type="end_actions")
    with pytest.raises(IllegalAction):
        state.apply(0, {"type": "guarantee", "resource": "silver"})
    assert state.phase == "guarantee"


def test_it_reports_what_happened_as_events():
    state = scenario(hands=[{"sawmill": 1, "wood": 1}, {}], reserve={"wood": 1})
    events = state.apply(0, {"type": "build", "building": "sawmill", "pay": "wood"})
    assert events == [{"type": "built", "seat": 0, "building": "sawmill", "label": "Build Sawmill (pay 1 wood)"}]
    events = state.apply(0, {"type": "activate", "building": "sawmill", "amount": 1})
    assert events[0]["type"] == "activated" and events[0]["building"] == "sawmill"
