"""Deadwood's own figure for ``manage.py benchmark engines``: how random games end, by player count."""

from __future__ import annotations

from collections import Counter
from typing import Any

from games.engines.deadwood import ENGINE
from games.engines.rng import Rng


def ends_by_trigger(players: int, games: int) -> dict[str, Any]:
    """Random games: which end trigger fired (RULINGS.md 26-27), and how long the games ran."""
    endings: Counter[str] = Counter()
    actions = 0
    for seed in range(1, games + 1):
        state = ENGINE.new_game(players=players, seed=seed)
        rng = Rng(seed).fork(7)
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            actions += 1
        endings[state.ending or "none"] += 1
    return {"players": players, "games": games, "mean_actions": round(actions / games, 1), "ends": dict(endings)}


def figures(quick: bool) -> dict[str, Any]:
    games = 20 if quick else 200
    return {"random_game_endings": [ends_by_trigger(players, games) for players in (2, 3, 4, 5)]}
