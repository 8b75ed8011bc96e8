"""Bots playing whole games against each other: the engine of ``manage.py selfplay`` and of tests."""

from __future__ import annotations

import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from automaton.strategies import Bot, get_bot
from games.engines import GameState, Rng, get_engine


@dataclass
class GameRecord:
    seed: int
    players: int
    options: dict[str, Any]
    bots: list[str]
    actions: list[dict[str, Any]] = field(default_factory=list)
    state: GameState | None = None
    error: str | None = None

    @property
    def finished(self) -> bool:
        return self.error is None and self.state is not None and self.state.is_over()


def play_game(
    game: str,
    *,
    players: int,
    seed: int,
    bots: list[str],
    options: dict[str, Any] | None = None,
    max_actions: int = 100_000,
    check_invariants: bool = False,
    record_hashes: bool = False,
) -> GameRecord:
    """Play one game to the end. Errors are caught and recorded so a batch can count them."""
    engine = get_engine(game)
    record = GameRecord(seed=seed, players=players, options=dict(options or {}), bots=bots)
    seat_bots: list[Bot] = [get_bot(name, game) for name in bots]
    bot_rngs = [Rng(seed).fork(1000 + seat) for seat in range(players)]
    try:
        state = engine.new_game(players=players, seed=seed, options=options)
        record.state = state
        while not state.is_over():
            if len(record.actions) >= max_actions:
                raise RuntimeError(f"no end after {max_actions} actions")
            seats = state.to_act()
            if not seats:
                raise RuntimeError("game not over but nobody may act (softlock)")
            seat = seats[0]
            rng = bot_rngs[seat]
            action = seat_bots[seat].choose(state.determinize(seat, rng), seat, rng)
            state.apply(seat, action)
            entry: dict[str, Any] = {"seat": seat, "action": action}
            if record_hashes:
                entry["hash"] = state.state_hash()
            record.actions.append(entry)
            if check_invariants:
                state.check_invariants()
    except Exception as exc:  # a batch reports errors instead of stopping at the first
        record.error = f"{type(exc).__name__}: {exc}"
    return record


def run_batch(
    game: str,
    *,
    players: int,
    games: int,
    seed: int,
    bots: list[str],
    options: dict[str, Any] | None = None,
    options_for_game: Any = None,
) -> dict[str, Any]:
    """Play ``games`` games (seeds seed, seed+1, ...) and summarise them as DESIGN.md's selfplay JSON.

    ``bots`` is one name per seat; a short list repeats its last name. ``options_for_game(i)`` may
    vary the options per game (e.g. to rotate Doomtown decks).
    """
    seat_bots = (bots or ["random"])[:players]
    seat_bots += [seat_bots[-1]] * (players - len(seat_bots))
    wins: dict[str, float] = defaultdict(float)
    placements: dict[str, list[int]] = defaultdict(list)
    finished = errors = total_actions = 0
    error_samples: list[dict[str, Any]] = []
    started = time.perf_counter()
    for index in range(games):
        game_options = options_for_game(index) if options_for_game else options
        record = play_game(game, players=players, seed=seed + index, bots=seat_bots, options=game_options)
        total_actions += len(record.actions)
        state = record.state
        if record.error or state is None:  # a game that raised (no state only when it could not start)
            errors += 1
            if len(error_samples) < 5:
                error_samples.append({"seed": record.seed, "error": record.error})
            continue
        finished += 1
        result = state.result()
        for seat, name in enumerate(seat_bots):
            placements[name].append(result.placements[seat])
            if result.placements[seat] == 1:
                wins[name] += 1
    seconds = time.perf_counter() - started
    return {
        "game": game,
        "players": players,
        "games": games,
        "seed": seed,
        "bots": seat_bots,
        "finished": finished,
        "errors": errors,
        "error_samples": error_samples,
        "mean_actions": round(total_actions / games, 2) if games else 0,
        "wins_by_bot": {name: wins.get(name, 0) for name in dict.fromkeys(seat_bots)},
        "mean_placement_by_bot": {name: round(sum(places) / len(places), 3) for name, places in placements.items()},
        "seconds": round(seconds, 3),
        "actions_per_second": round(total_actions / seconds, 1) if seconds else 0.0,
    }
