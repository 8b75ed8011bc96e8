"""The shared engine contract: RNG, action matching, placements, options, registry."""

from __future__ import annotations

import json

import pytest

from games.engines import (
    IllegalAction,
    OptionSpec,
    Rng,
    UnknownEngine,
    action_key,
    find_legal,
    get_engine,
    placements_from_keys,
)
from games.engines.base import Engine


def test_it_repeats_the_same_stream_from_the_same_seed():
    a, b = Rng(42), Rng(42)

    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]
    assert Rng(43).next64() != Rng(42).next64()


def test_it_round_trips_the_rng_through_json_mid_stream():
    rng = Rng(7)
    rng.roll(10)

    copy = Rng.from_json(json.loads(json.dumps(rng.to_json())))

    assert [copy.below(100) for _ in range(20)] == [rng.below(100) for _ in range(20)]


def test_it_forks_an_independent_stream_without_moving_the_parent():
    rng = Rng(5)
    before = rng.state

    fork = rng.fork(1)

    assert rng.state == before
    assert fork.next64() != Rng(5).next64()
    assert Rng(5).fork(1).next64() == Rng(5).fork(1).next64()
    assert Rng(5).fork(1).next64() != Rng(5).fork(2).next64()


def test_it_rolls_dice_within_their_faces_and_hits_every_face():
    rolls = Rng(3).roll(600)

    assert set(rolls) == {1, 2, 3, 4, 5, 6}


def test_it_shuffles_to_a_permutation_with_every_position_reachable():
    seen_first = set()
    for seed in range(200):
        items = list(range(5))
        Rng(seed).shuffle(items)
        assert sorted(items) == [0, 1, 2, 3, 4]
        seen_first.add(items[0])

    assert seen_first == {0, 1, 2, 3, 4}


def test_it_rejects_an_empty_range():
    with pytest.raises(ValueError):
        Rng(1).below(0)


def test_it_matches_actions_ignoring_their_labels():
    legal = [{"type": "move", "to": "Saloon", "label": "Move to the Saloon"}, {"type": "pass", "label": "Pass"}]

    assert find_legal(legal, {"to": "Saloon", "type": "move"}) is legal[0]
    assert action_key({"type": "pass", "label": "x"}) == action_key({"type": "pass"})


def test_it_refuses_an_action_that_is_not_legal_with_a_clear_message():
    legal = [{"type": "pass", "label": "Pass"}]

    with pytest.raises(IllegalAction, match="not a legal action"):
        find_legal(legal, {"type": "move", "to": "Bank"})


def test_it_shares_placements_between_tied_scores():
    assert placements_from_keys([10, 30, 30, 5]) == [3, 1, 1, 4]
    assert placements_from_keys([(7, 2), (7, 3)]) == [2, 1]


class _Options(Engine):
    key = "test"
    name = "Test"
    min_players = 2
    max_players = 4
    options = (OptionSpec("days", 3, (3, 4)), OptionSpec("variant", "basic"))

    def new_game(self, players, seed, options=None):
        raise AssertionError("not used")

    def from_json(self, doc):
        raise AssertionError("not used")


def test_it_fills_option_defaults_and_rejects_unknown_options_and_values():
    engine = _Options()

    assert engine.resolve_options({"days": 4}) == {"days": 4, "variant": "basic"}
    with pytest.raises(ValueError, match="unknown option"):
        engine.resolve_options({"speed": 2})
    with pytest.raises(ValueError, match="must be one of"):
        engine.resolve_options({"days": 9})


def test_it_checks_the_player_range():
    with pytest.raises(ValueError, match="2-4 players"):
        _Options().check_players(5)


def test_it_names_unknown_engines():
    with pytest.raises(UnknownEngine, match="unknown game"):
        get_engine("chess")
