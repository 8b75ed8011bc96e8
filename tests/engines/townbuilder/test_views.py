"""What each seat may see, determinisation for bots, options, and the heuristic bot."""

from __future__ import annotations

import json

from automaton.selfplay import run_batch
from automaton.strategies import get_bot
from games.engines import Rng
from games.engines.townbuilder import ENGINE
from tests.engines.townbuilder.builders import scenario


def random_positions(count: int, seed: int = 1):
    """Yield states at random points of random games."""
    picker = Rng(seed)
    for game in range(count):
        state = ENGINE.new_game(players=2, seed=seed + game)
        rng = Rng(game).fork(3)
        while not state.is_over():
            if picker.below(10) == 0:
                yield state
            acting = state.to_act()[0]
            state.apply(acting, rng.choice(state.legal_actions(acting)))


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


def test_it_starts_with_everything_in_the_reserve_under_reserve_start_full():
    state = ENGINE.new_game(players=2, seed=4, options={"reserve_start": "full"})
    assert state.reserve == [20, 16, 12, 6]
    assert [len(deck) + sum(hand) for deck, hand in zip(state.decks, state.hands, strict=True)] == [22, 22]
    state.check_invariants()
    default = ENGINE.new_game(players=2, seed=4)
    assert default.reserve == [0, 0, 0, 0]
    assert [len(deck) + sum(hand) for deck, hand in zip(default.decks, default.hands, strict=True)] == [49, 49]


def test_it_lets_the_heuristic_bot_beat_random_play():
    summary = run_batch("townbuilder", players=2, games=40, seed=1, bots=["heuristic", "random"])
    assert summary["errors"] == 0
    assert summary["wins_by_bot"]["heuristic"] >= 36


def test_it_makes_the_heuristic_bot_choose_a_legal_action_in_every_phase():
    bot = get_bot("heuristic", "townbuilder")
    rng = Rng(2)
    for state in random_positions(10, seed=50):
        seat = state.to_act()[0]
        action = bot.choose(state.determinize(seat, rng), seat, rng)
        assert action in state.legal_actions(seat)
