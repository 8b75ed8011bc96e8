"""The engine's own figures for ``manage.py benchmark engines``: the per-call cost of the paths a
search AI leans on (clone, legal_actions, apply, determinize, the JSON round trip)."""

from __future__ import annotations

from typing import Any

from games.engines.bench import microseconds_per_call
from games.engines.rng import Rng
from games.engines.townbuilder.engine import ENGINE
from games.engines.townbuilder.state import TownState


def sample_states(games: int) -> list[TownState]:
    """Every 5th state of ``games`` seeded random games."""
    states = []
    for seed in range(1, games + 1):
        state = ENGINE.new_game(players=2, seed=seed)
        rng = Rng(seed).fork(11)
        ply = 0
        while not state.is_over():
            if ply % 5 == 0:
                states.append(state.clone())
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            ply += 1
    return states


def apply_first_legal(state: TownState) -> None:
    trial = state.clone()
    seat = trial.to_act()[0]
    trial.apply(seat, trial.legal_actions(seat)[0])


def figures(quick: bool) -> dict[str, Any]:
    states = sample_states(5 if quick else 20)
    repeats = 2 if quick else 5
    rng = Rng(5)
    clone_us = microseconds_per_call(states, TownState.clone, repeats)
    return {
        "per_call_us": {
            "sampled_states": len(states),
            "clone": clone_us,
            "legal_actions": microseconds_per_call(states, lambda s: s.legal_actions(s.to_act()[0]), repeats),
            "clone_legal_actions_apply": microseconds_per_call(states, apply_first_legal, repeats),
            "determinize": microseconds_per_call(states, lambda s: s.determinize(s.to_act()[0], rng), repeats),
            "json_round_trip": microseconds_per_call(states, lambda s: ENGINE.from_json(s.to_json()), 1),
        }
    }
