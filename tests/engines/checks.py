"""The engines' seeded random games, and checks their tests run after each step (as
``each_step(state, action)``)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from games.engines import Rng
from games.engines.base import Engine, GameState

MAX_ACTIONS = 5000


def play_random(
    engine: Engine,
    seed: int,
    *,
    players: int = 2,
    options: dict[str, Any] | None = None,
    before_move: Callable[[Any, int], None] | None = None,
    each_step: Callable[[Any, Any], None] | None = None,
) -> tuple[Any, int]:
    """A game of uniformly random moves on ``seed`` to its end, one seat to act at a time and never
    stuck; ``before_move(state, seat)`` runs before each move, ``each_step(state, action)`` after it.
    Returns the final state and how many actions it took."""
    state = engine.new_game(players=players, seed=seed, options=options or {})
    rng = Rng(seed).fork(7)
    actions = 0
    while not state.is_over():
        assert actions < MAX_ACTIONS, f"seed {seed}: no end after {MAX_ACTIONS} actions"
        seats = state.to_act()
        assert len(seats) == 1, f"seed {seed}: to_act {seats}"
        seat = seats[0]
        legal = state.legal_actions(seat)
        assert legal, f"seed {seed}: seat {seat} must act but has no legal action"
        if before_move:
            before_move(state, seat)
        action = rng.choice(legal)
        state.apply(seat, action)
        actions += 1
        if each_step:
            each_step(state, action)
    return state, actions


def actions_labelled_and_json(state: GameState, _action: Any = None) -> None:
    """Every legal action of each seat to act has a label and comes back unchanged through JSON."""
    for seat in state.to_act():
        for action in state.legal_actions(seat):
            assert isinstance(action["label"], str) and action["label"]
            assert json.loads(json.dumps(action)) == action
