"""Bot decision times and strength: the Doomtown Automaton (Gunfighter), every game's heuristic bot,
the search's playouts per second, and the ladder of levels (``ladder.py``).

A decision is one ``bot.choose(view, seat, rng)`` call on the state the harness hands the bot
(``determinize``, as in self-play and the bot task); the time to determinize is reported apart.
Targets: Automaton median < 5 ms, p99 < 50 ms per decision.
"""

from __future__ import annotations

import os
import statistics
import time
from typing import Any

from automaton.strategies import UnknownBot, get_bot
from games.engines import Rng, engines, get_engine
from games.engines.doomtown.automaton_rules import TWISTS
from league.benchmarks.ladder import run_ladders, search_speed
from league.benchmarks.stats import percentile

STRENGTH_PLAYERS = {"townbuilder": 2, "studios": 4, "deadwood": 4, "doomtown": 2}


def timed_games(game: str, bot_name: str, *, players: int, games: int, options_for: Any = None) -> dict[str, Any]:
    """``bot_name`` in seat ``seed % players``, ``random`` elsewhere; times each of its decisions."""
    engine = get_engine(game)
    choose_ms: list[float] = []
    real_choice_ms: list[float] = []  # decisions with more than one legal action
    determinize_ms: list[float] = []
    wins = errors = 0
    for seed in range(1, games + 1):
        seat_under_test = seed % players
        options = options_for(seat_under_test) if options_for else {}
        bots = [get_bot(bot_name if seat == seat_under_test else "random", game) for seat in range(players)]
        rngs = [Rng(seed).fork(1000 + seat) for seat in range(players)]
        try:
            state = engine.new_game(players=players, seed=seed, options=options)
            while not state.is_over():
                seat = state.to_act()[0]
                options_now = len(state.legal_actions(seat))
                started = time.perf_counter()
                view = state.determinize(seat, rngs[seat])
                chosen = time.perf_counter()
                action = bots[seat].choose(view, seat, rngs[seat])
                done = time.perf_counter()
                if seat == seat_under_test:
                    determinize_ms.append((chosen - started) * 1000)
                    choose_ms.append((done - chosen) * 1000)
                    if options_now > 1:
                        real_choice_ms.append((done - chosen) * 1000)
                state.apply(seat, action)
        except Exception:  # a benchmark counts failures instead of stopping
            errors += 1
            continue
        wins += state.result().placements[seat_under_test] == 1
    return {
        "bot": bot_name,
        "players": players,
        "games": games,
        "errors": errors,
        "win_rate_vs_random": round(wins / max(1, games - errors), 3),
        "decisions": len(choose_ms),
        "decision_ms": _summary(choose_ms),
        "decision_ms_with_a_choice": _summary(real_choice_ms),
        "determinize_ms": _summary(determinize_ms),
    }


def _summary(samples: list[float]) -> dict[str, float]:
    if not samples:
        return {"mean": 0.0, "median": 0.0, "p99": 0.0, "max": 0.0}
    return {
        "mean": round(statistics.fmean(samples), 3),
        "median": round(statistics.median(samples), 3),
        "p99": round(percentile(samples, 0.99), 3),
        "max": round(max(samples), 3),
    }


def automaton(games: int, twists: list[str] | None = None) -> dict[str, Any]:
    report = timed_games(
        "doomtown", "gunfighter", players=2, games=games,
        options_for=lambda seat: {"automaton": {"seat": seat, "twists": twists or []}},
    )  # fmt: skip
    report["twists"] = twists or []
    timings = report["decision_ms_with_a_choice"]
    report["meets_targets"] = timings["median"] < 5 and timings["p99"] < 50
    return report


def heuristics(games: int) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for engine in engines():
        try:
            get_bot("heuristic", engine.key)
        except UnknownBot:
            found[engine.key] = None
            continue
        found[engine.key] = timed_games(engine.key, "heuristic", players=STRENGTH_PLAYERS[engine.key], games=games)
    return found


def run(quick: bool = False) -> dict[str, Any]:
    """Every part, or those named in ``AI_PARTS`` (e.g. ``ladder`` or ``search_speed,ladder``)."""
    games = 20 if quick else 300
    parts = {
        "automaton_gunfighter": lambda: automaton(games),
        "automaton_gunfighter_twists": lambda: automaton(games // 2, list(TWISTS)),  # all eight at once
        "heuristic": lambda: heuristics(10 if quick else 100),
        "search_speed": lambda: search_speed(quick),
        "ladder": lambda: run_ladders(quick),
    }
    wanted = [part for part in os.environ.get("AI_PARTS", "").split(",") if part] or list(parts)
    unknown = set(wanted) - set(parts)
    if unknown:
        raise ValueError(f"AI_PARTS names unknown parts: {', '.join(sorted(unknown))}")
    return {part: parts[part]() for part in wanted}
