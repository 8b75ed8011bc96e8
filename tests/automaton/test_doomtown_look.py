"""Doomtown's look to nightfall: where it looks, what it compares, and that it plays fair."""

from __future__ import annotations

import pytest

from automaton.strategies import get_bot
from automaton.strategies.ismcts import doomtown_look
from automaton.strategies.ismcts.doomtown_look import look, wants_a_look
from automaton.strategies.ismcts.search import Budget
from games.engines import Rng, action_key
from tests.automaton.test_ismcts import positions
from tests.automaton.test_ismcts_positions import doomtown_sundown_decided_by_one_move
from tests.engines.doomtown.scenario import at_noon

WINNING_MOVE = "Move Miranda Clarke to The Mayor's Office"


def test_it_looks_only_at_a_high_noon_where_the_sundown_race_is_close():
    close = doomtown_sundown_decided_by_one_move()
    assert wants_a_look(close, 0, close.legal_actions(0))
    first_noon = at_noon()  # no deed held yet: control points far below either seat's influence
    seat = first_noon.to_act()[0]
    assert not wants_a_look(first_noon, seat, first_noon.legal_actions(seat))
    assert look(first_noon, seat, Rng(1), Budget(iterations=92)) is None


def test_it_plays_each_compared_play_to_sundown_and_takes_the_one_that_wins():
    state = doomtown_sundown_decided_by_one_move()
    result = look(state, 0, Rng(8), Budget(iterations=46))
    assert result is not None
    labels = {action_key(action): action["label"] for action in state.legal_actions(0)}
    means = {labels[key]: stats["mean"] for key, stats in result.root.items()}
    assert '{"type":"pass"}' in result.root
    assert means[WINNING_MOVE] == 1.0  # Sundown ends the game in every world
    assert all(mean == 0.0 for label, mean in means.items() if label != WINNING_MOVE)
    assert result.action["label"] == WINNING_MOVE
    assert result.iterations == 46 // doomtown_look.PLAYOUTS_A_WORLD * len(result.root)  # the worlds 46 iterations buy


def test_the_heuristics_play_stands_unless_another_beats_it_by_the_margin(monkeypatch):
    state = doomtown_sundown_decided_by_one_move()
    plays = doomtown_look.plays_to_compare(state.determinize(0, Rng(1)), 0, state.legal_actions(0), Rng(1))
    assert plays[0]["label"] == WINNING_MOVE and any(play["type"] == "pass" for play in plays)

    def rewards_passing(edge):
        return lambda world, seat, play, rng: 0.5 + (edge if play["type"] == "pass" else 0.0)

    monkeypatch.setattr(doomtown_look, "to_nightfall", rewards_passing(doomtown_look.MARGIN - 0.01))
    assert look(state, 0, Rng(8), Budget(iterations=92)).action["label"] == WINNING_MOVE
    monkeypatch.setattr(doomtown_look, "to_nightfall", rewards_passing(doomtown_look.MARGIN + 0.01))
    assert look(state, 0, Rng(8), Budget(iterations=92)).action["type"] == "pass"


def test_the_look_replays_for_a_seed_and_ignores_the_hidden_cards():
    state = doomtown_sundown_decided_by_one_move()
    other_world = state.determinize(0, Rng(12345))
    assert other_world.view(0) == state.view(0)
    real = look(state, 0, Rng(77), Budget(iterations=138))
    imagined = look(other_world, 0, Rng(77), Budget(iterations=138))
    assert real is not None and imagined is not None
    assert action_key(real.action) == action_key(imagined.action)
    assert real.root == imagined.root
    assert look(state, 0, Rng(77), Budget(iterations=138)).root == real.root


def test_a_time_budget_stops_the_look_after_its_least_worlds():
    state = doomtown_sundown_decided_by_one_move()
    result = look(state, 0, Rng(3), Budget(seconds=1e-6))
    assert result is not None and result.iterations == doomtown_look.MIN_WORLDS * len(result.root)


@pytest.mark.parametrize("level", ["ismcts:92", "ismcts:expert:460"])
def test_the_search_bot_looks_where_the_race_is_close_and_says_how_long_it_thought(level):
    state = doomtown_sundown_decided_by_one_move()
    bot = get_bot(level, "doomtown")
    heard: list[int] = []
    bot.progress = heard.append
    assert bot.choose(state.determinize(0, Rng(7)), 0, Rng(8))["label"] == WINNING_MOVE
    worlds = int(level.rsplit(":", 1)[1]) // doomtown_look.PLAYOUTS_A_WORLD
    assert bot.last_result.iterations == worlds * len(bot.last_result.root)
    assert heard[-1] == bot.last_result.iterations
    assert bot.last_explanation.startswith(f"searched {bot.last_result.iterations:,} playouts")


def test_expert_looks_at_every_high_noon_and_its_tree_plays_hards_iterations():
    first_noon = at_noon()  # a race far from close: Hard's tree decides here, Expert looks
    seat = first_noon.to_act()[0]
    assert wants_a_look(first_noon, seat, first_noon.legal_actions(seat), everywhere=True)
    hard, expert = get_bot("ismcts:92", "doomtown"), get_bot("ismcts:expert:460", "doomtown")
    hard.choose(first_noon.determinize(seat, Rng(1)), seat, Rng(2))
    assert hard.last_result.iterations == 92 and len(hard.last_result.root) > 4
    expert.choose(first_noon.determinize(seat, Rng(1)), seat, Rng(2))
    worlds = 460 // doomtown_look.PLAYOUTS_A_WORLD
    assert expert.last_result.iterations == worlds * len(expert.last_result.root) <= worlds * 4
    elsewhere = positions("doomtown", seed=3, count=12, every=1)  # an upkeep: the heuristic picks the gang
    state, seat = next((s, seat) for s, seat in elsewhere if s.stack[-1]["kind"] not in ("noon", "gang"))
    tree = get_bot("ismcts:expert:1850", "doomtown")
    tree.choose(state, seat, Rng(4))
    assert tree.last_result.iterations == 370
