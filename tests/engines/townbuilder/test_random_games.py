"""Seeded random games: conservation, no softlock, every game ends; serialisation and replay."""

from __future__ import annotations

import json

import pytest

from automaton.selfplay import play_game
from games.engines import ReplayMismatch, Rng, replay
from games.engines.townbuilder import ENGINE
from tests.engines import checks
from tests.engines.checks import actions_labelled_and_json
from tests.game_counts import games

GAMES = games(full=1000, quick=100)
OPTION_SETS = [{}, {"reserve_start": "full"}, {"families": 4}]


def play_random(seed: int, options: dict, each_step=None):
    def other_seat_waits(state, seat):
        assert state.legal_actions(1 - seat) == [], f"seed {seed}: the other seat may act out of turn"

    return checks.play_random(ENGINE, seed, options=options, before_move=other_seat_waits, each_step=each_step)


def test_it_keeps_all_98_cards_and_a_legal_state_through_random_games():
    for seed in range(1, GAMES + 1):
        options = OPTION_SETS[seed % len(OPTION_SETS)]
        state, _ = play_random(seed, options, each_step=lambda s, a: s.check_invariants())
        assert state.is_over() and state.to_act() == []
        result = state.result()
        assert sorted(result.placements) in ([1, 1], [1, 2])
        assert len(result.details["players"]) == 2


def test_it_gives_every_legal_action_a_label_and_a_json_form():
    for seed in range(1, 31):
        play_random(seed, {}, each_step=actions_labelled_and_json)


def test_it_round_trips_json_and_clone_at_random_points():
    picker = Rng(99)
    checked = 0
    for seed in range(1, 61):
        state = ENGINE.new_game(players=2, seed=seed)
        rng = Rng(seed).fork(7)
        while not state.is_over():
            if picker.below(15) == 0:
                doc = json.loads(json.dumps(state.to_json()))
                copy = ENGINE.from_json(doc)
                assert copy == state and copy.to_json() == state.to_json()
                clone = state.clone()
                assert clone == state
                follow = Rng(rng.state)
                for twin in (copy, clone):  # the copies play on exactly like the original
                    twin_rng = Rng(follow.state)
                    for _ in range(5):
                        if twin.is_over():
                            break
                        seat = twin.to_act()[0]
                        twin.apply(seat, twin_rng.choice(twin.legal_actions(seat)))
                assert copy == clone
                checked += 1
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert checked > 100


def test_it_refuses_a_document_from_another_game_or_version():
    doc = ENGINE.new_game(players=2, seed=1).to_json()
    with pytest.raises(ValueError, match="not a townbuilder v3 state"):
        ENGINE.from_json({**doc, "version": 99})
    for older in (1, 2):  # the same shape as version 3
        assert ENGINE.from_json({**doc, "version": older}) == ENGINE.from_json(doc)
    with pytest.raises(ValueError, match="not a townbuilder"):
        ENGINE.from_json({**doc, "game": "studios"})


def test_it_leaves_the_original_untouched_when_a_clone_plays_on():
    state = ENGINE.new_game(players=2, seed=5)
    before = state.to_json()
    clone = state.clone()
    rng = Rng(3)
    while not clone.is_over():
        seat = clone.to_act()[0]
        clone.apply(seat, rng.choice(clone.legal_actions(seat)))
    assert state.to_json() == before


@pytest.mark.parametrize("bots", [["random", "random"], ["heuristic", "random"]])
def test_it_replays_the_action_log_to_the_same_final_state(bots):
    for seed in (3, 11, 42):
        record = play_game("townbuilder", players=2, seed=seed, bots=bots, record_hashes=True)
        assert record.finished, record.error
        rebuilt = replay("townbuilder", players=2, seed=seed, options=None, actions=record.actions)
        assert rebuilt == record.state and rebuilt.is_over()


def test_it_reports_the_ply_where_a_replay_diverges():
    record = play_game("townbuilder", players=2, seed=8, bots=["random", "random"], record_hashes=True)
    assert record.finished, record.error
    tampered = [dict(entry) for entry in record.actions]
    tampered[4]["hash"] = "0" * 16
    with pytest.raises(ReplayMismatch, match="ply 5"):
        replay("townbuilder", players=2, seed=8, options=None, actions=tampered)
