"""Rebuilding a game from its record: engine, seed, options and the action log."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.engines.base import GameState, ReplayMismatch
from games.engines.registry import get_engine


def replay(
    engine_key: str,
    *,
    players: int,
    seed: int,
    options: dict[str, Any] | None,
    actions: Iterable[dict[str, Any]],
) -> GameState:
    """Play ``actions`` (each ``{"seat", "action"}`` plus an optional ``"hash"``) from a new game.

    A stored hash that the replayed state does not match raises ReplayMismatch naming the ply.
    """
    state = get_engine(engine_key).new_game(players=players, seed=seed, options=options)
    for ply, entry in enumerate(actions, start=1):
        state.apply(entry["seat"], entry["action"])
        expected = entry.get("hash")
        if expected is not None and state.state_hash() != expected:
            raise ReplayMismatch(f"ply {ply}: state hash {state.state_hash()} differs from stored {expected}")
    return state
