"""Random self-play speed of every built engine, plus each engine's own figures and bot strength.

Engine speed is measured on the raw engine loop (legal_actions, a random pick, apply), without
bots or determinisation, so the figure is the engine's alone.
"""

from __future__ import annotations

import importlib
from typing import Any

from automaton.selfplay import run_batch
from automaton.strategies import UnknownBot, get_bot
from games.engines import Engine, Rng, engines
from league.benchmarks.stats import timed_loop

PLAYER_COUNTS = {"townbuilder": (2,), "studios": (2, 4, 8), "deadwood": (3, 4, 5), "doomtown": (2,)}
# Seat counts for "heuristic in one seat vs random in the others".
STRENGTH_PLAYERS = {"townbuilder": 2, "studios": 4, "deadwood": 4, "doomtown": 2}


def random_game(engine: Engine, players: int, seed: int) -> int:
    state = engine.new_game(players=players, seed=seed)
    rng = Rng(seed).fork(7)
    actions = 0
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        actions += 1
    return actions


def engine_speed(engine: Engine, players: int, budget: float) -> dict[str, Any]:
    seeds = iter(range(1, 10**9))
    games, actions, seconds = timed_loop(lambda: random_game(engine, players, next(seeds)), budget)
    return {
        "players": players,
        "games": games,
        "games_per_second": round(games / seconds, 2),
        "actions_per_second": round(actions / seconds, 1),
        "mean_actions": round(actions / games, 1),
    }


def heuristic_strength(engine: Engine, games: int) -> dict[str, Any] | None:
    try:
        get_bot("heuristic", engine.key)
    except UnknownBot:
        return None
    players = STRENGTH_PLAYERS[engine.key]
    summary = run_batch(engine.key, players=players, games=games, seed=1, bots=["heuristic", "random"])
    return {
        "players": players,
        "games": games,
        "heuristic_win_rate": round(summary["wins_by_bot"].get("heuristic", 0) / max(1, summary["finished"]), 3),
        "mean_placement_by_bot": summary["mean_placement_by_bot"],
        "errors": summary["errors"],
    }


def engine_extras(engine: Engine, quick: bool) -> dict[str, Any]:
    """Figures an engine measures itself, from ``games.engines.<key>.bench.figures`` if present."""
    try:
        module = importlib.import_module(f"games.engines.{engine.key}.bench")
    except ModuleNotFoundError:
        return {}
    return module.figures(quick=quick)


def run(quick: bool = False) -> dict[str, Any]:
    budget = 1.0 if quick else 5.0
    report: dict[str, Any] = {}
    for engine in engines():
        report[engine.key] = {
            "speed": [engine_speed(engine, players, budget) for players in PLAYER_COUNTS[engine.key]],
            "heuristic_vs_random": heuristic_strength(engine, 50 if quick else 500),
            **engine_extras(engine, quick),
        }
    return report
