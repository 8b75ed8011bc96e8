"""Checks the engines' random-game tests run after each step (as ``each_step(state, action)``)."""

from __future__ import annotations

import json
from typing import Any

from games.engines.base import GameState


def actions_labelled_and_json(state: GameState, _action: Any = None) -> None:
    """Every legal action of each seat to act has a label and comes back unchanged through JSON."""
    for seat in state.to_act():
        for action in state.legal_actions(seat):
            assert isinstance(action["label"], str) and action["label"]
            assert json.loads(json.dumps(action)) == action
