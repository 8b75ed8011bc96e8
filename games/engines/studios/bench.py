"""Studios' own benchmark figures (picked up by ``manage.py benchmark engines``): the costs a search
bot pays per step. The heuristic's decision times are the ``benchmark ai`` suite's (engines import no bot)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.engines.bench import microseconds_per_call
from games.engines.rng import Rng
from games.engines.studios.engine import ENGINE
from games.engines.studios.state import StudiosState

PLAYERS = 4


def midgame_states(count: int) -> list[StudiosState]:
    """States from random 4-player games, sampled every 25 actions."""
    states: list[StudiosState] = []
    seed = 0
    while len(states) < count:
        seed += 1
        state = ENGINE.new_game(players=PLAYERS, seed=seed)
        rng = Rng(seed).fork(5)
        ply = 0
        while not state.is_over() and len(states) < count:
            seat = state.current
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            ply += 1
            if ply % 25 == 0:
                states.append(state.clone())
    return states


def figures(quick: bool) -> dict[str, Any]:
    states = [state for state in midgame_states(40 if quick else 200) if not state.is_over()]
    repeats = 5 if quick else 25

    def timed(operation: Callable[[StudiosState], Any]) -> float:
        return microseconds_per_call(states, operation, repeats)

    return {
        "micro": {
            "players": PLAYERS,
            "states": len(states),
            "clone_us": timed(StudiosState.clone),
            "legal_actions_us": timed(lambda state: state.legal_actions(state.current)),
            "determinize_us": timed(lambda state: state.determinize(0, Rng(1))),
            "json_round_trip_us": timed(lambda state: ENGINE.from_json(state.to_json())),
        }
    }
