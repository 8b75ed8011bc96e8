"""Deadwood's look to the game's end: what it plays out, that Expert uses it, and that it plays fair."""

from __future__ import annotations

import pytest

from automaton.selfplay import play_game
from automaton.strategies import get_bot
from automaton.strategies.ismcts import deadwood_look
from automaton.strategies.ismcts.deadwood_look import look, to_games_end
from automaton.strategies.ismcts.search import Budget, value_rewards
from games.engines import Rng, action_key, get_engine
from tests.automaton.test_ismcts_positions import position

# Seed 3's fourth decision: seat 3 places a building tile on one of six plots.
SIX_BUILDS = ("deadwood", 4, 3, 3)
HEURISTIC = deadwood_look.HEURISTIC


def test_a_move_is_played_by_heuristic_bots_to_the_games_end_and_scored_by_the_final_money():
    state, seat = position(*SIX_BUILDS)
    world = state.determinize(seat, Rng(5))
    before = world.to_json()
    move = HEURISTIC.choose(state, seat, Rng(0))
    reward, steps = to_games_end(world, seat, move)
    replay = world.clone()
    replay.apply(seat, move)
    for _ in range(steps):
        assert not replay.is_over()
        actor = replay.to_act()[0]
        replay.apply(actor, HEURISTIC.choose(replay, actor, Rng(0)))
    assert replay.is_over()
    scores = [float(score) for score in replay.result().scores]
    assert reward == value_rewards(scores, deadwood_look.SCALE)[seat]
    assert world.to_json() == before  # the world itself untouched


def test_a_forced_move_is_left_to_the_search():
    state = get_engine("deadwood").new_game(players=4, seed=3)
    while len(state.legal_actions(state.to_act()[0])) > 1:
        seat = state.to_act()[0]
        state.apply(seat, HEURISTIC.choose(state, seat, Rng(0)))
    assert look(state, state.to_act()[0], Rng(1), Budget(iterations=500)) is None


def test_the_look_replays_for_a_seed_and_ignores_what_the_seat_cannot_see():
    state, seat = position(*SIX_BUILDS)
    other_world = state.determinize(seat, Rng(12345))
    assert other_world.view(seat) == state.view(seat)
    assert other_world.to_json() != state.to_json()  # the stacks' hidden order and the dice differ
    real = look(state, seat, Rng(77), Budget(iterations=300))
    imagined = look(other_world, seat, Rng(77), Budget(iterations=300))
    assert action_key(real.action) == action_key(imagined.action)
    assert real.root == imagined.root
    assert len(real.root) == len(state.legal_actions(seat)) and real.iterations > len(real.root)


def test_experts_seat_looks_where_hards_searches_its_tree():
    state, seat = position(*SIX_BUILDS)
    expert, hard = get_bot("ismcts:expert:300", "deadwood"), get_bot("ismcts:300", "deadwood")
    expert.choose(state.determinize(seat, Rng(7)), seat, Rng(8))
    hard.choose(state.determinize(seat, Rng(7)), seat, Rng(8))
    assert expert.last_result.root == look(state, seat, Rng(8), Budget(iterations=300)).root
    assert hard.last_result.root != expert.last_result.root
    assert expert.last_explanation.startswith(f"searched {expert.last_result.iterations:,} playouts")


@pytest.mark.parametrize("opponent", ["random", "heuristic"])
def test_seeded_games_of_experts_look_finish_without_error(opponent):
    record = play_game(
        "deadwood", players=3, seed=21, bots=["ismcts:expert:5", opponent, opponent], check_invariants=True
    )
    assert record.error is None
    assert record.finished
