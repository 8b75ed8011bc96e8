"""The townbuilder heuristic bot: legal, sensible choices, and stronger than random play."""

from __future__ import annotations

from automaton.selfplay import run_batch
from automaton.strategies import get_bot
from games.engines import Rng
from tests.engines.townbuilder.builders import random_positions, scenario


def choose(state, seat=0, salt=1):
    rng = Rng(salt)
    return get_bot("heuristic", "townbuilder").choose(state.determinize(seat, rng), seat, rng)


def test_it_stores_surplus_wood_rather_than_lose_it_to_the_discard_phase():
    state = scenario(hands=[{"wood": 5}, {}], towns=[[("wood_warehouse", 1, {"wood": 4})], []])
    action = choose(state)
    assert action["type"] == "activate" and action["building"] == "wood_warehouse"


def test_it_builds_a_building_it_holds_when_it_can_pay():
    state = scenario(hands=[{"wood": 1, "mint": 1}, {}])
    assert choose(state)["type"] == "build"


def test_it_upgrades_when_it_holds_the_copy_and_a_brick():
    state = scenario(hands=[{"brick": 1, "mint": 1}, {}], towns=[[("mint", 1)], []])
    action = choose(state)
    assert (action["type"], action["building"], action["pay"]) == ("upgrade", "mint", "brick")


def test_it_ends_the_action_phase_when_nothing_helps():
    state = scenario(towns=[[("sawmill", 1)], []])
    assert choose(state)["type"] == "end_actions"


def test_it_discards_what_its_hand_misses_least():
    state = scenario(hands=[{"wood": 2, "silver": 1, "mint": 1}, {}], towns=[[("sawmill", 1)], []])
    state.phase = "discard"
    assert choose(state) == {"type": "discard", "card": "silver", "label": "Discard 1 silver to the reserve"}


def test_it_makes_the_heuristic_bot_choose_a_legal_action_in_every_phase():
    bot = get_bot("heuristic", "townbuilder")
    rng = Rng(2)
    for state in random_positions(10, seed=50):
        seat = state.to_act()[0]
        action = bot.choose(state.determinize(seat, rng), seat, rng)
        assert action in state.legal_actions(seat)


def test_it_lets_the_heuristic_bot_beat_random_play():
    summary = run_batch("townbuilder", players=2, games=40, seed=1, bots=["heuristic", "random"])
    assert summary["errors"] == 0
    assert summary["wins_by_bot"]["heuristic"] >= 36


FULL = {"reserve_start": "full"}


def test_it_builds_a_producer_first_when_every_resource_starts_in_the_reserve():
    state = scenario(hands=[{"wood": 2, "mint": 1, "sawmill": 1}, {}], options=FULL)
    action = choose(state)
    assert (action["type"], action["building"]) == ("build", "sawmill")


def test_it_keeps_its_last_wood_for_the_next_turn_when_every_resource_starts_in_the_reserve():
    """Its Sawmill has produced this turn: building the Mint would leave a hand the draws fill with
    buildings only, so it could neither build nor produce again."""
    positions = []
    for options in (FULL, {}):
        state = scenario(hands=[{"wood": 1, "mint": 1}, {}], towns=[[("sawmill", 1)], []], options=options)
        state.used.append(state.towns[0][0].kind)
        positions.append(state)
    full, default = positions
    assert choose(full)["type"] == "end_actions"
    assert choose(default)["type"] == "build"


def test_it_builds_with_its_last_wood_when_its_sawmill_can_still_bring_one_back():
    state = scenario(hands=[{"wood": 1, "mint": 1}, {}], towns=[[("sawmill", 1)], []], options=FULL)
    assert choose(state)["type"] == "build"


def test_the_copy_it_tried_its_move_on_is_the_state_after_that_move():
    bot = get_bot("heuristic", "townbuilder")
    handed_back = 0
    for state in random_positions(300, seed=5):
        seat = state.to_act()[0]
        before = state.to_json()
        action, after = bot.choose_move(state, seat, state.legal_actions(seat), Rng(7))
        assert state.to_json() == before
        assert action == bot.choose_among(state, seat, state.legal_actions(seat), Rng(7))
        if after is not None:
            expected = state.clone()
            expected.apply(seat, action)
            assert after.to_json() == expected.to_json()
            handed_back += 1
    assert handed_back > 20
