"""Sundown: checking for victory, and how a finished game is placed.

Two players: more control points than the opponent's influence wins (both: the most control
points; equal: the game goes on). Three or more (the multiplayer variant): beating an opponent
that way scores 1 victory point per opponent; victory points equal to the number of opponents win.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.base import placements_from_keys
from games.engines.doomtown import hooks
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.town import control_points, total_influence

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def influence_at_sundown(state: DoomtownState, seat: int) -> int:
    amount = total_influence(state, seat)
    for hook in hooks.SUNDOWN_INFLUENCE.fns:
        amount = hook(state, seat, amount)
    return amount


def control_at_sundown(state: DoomtownState, seat: int) -> int:
    amount = control_points(state, seat)
    for hook in hooks.SUNDOWN_CONTROL.fns:
        amount = hook(state, seat, amount)
    return amount


def end_game(state: DoomtownState, keys: list[Any], reason: str) -> None:
    placements = placements_from_keys(keys)
    firsts = placements.count(1)
    scores = [1.0 / firsts if place == 1 else 0.0 for place in placements]
    state.outcome = {
        "scores": scores,
        "placements": placements,
        "details": {
            "reason": reason,
            "day": state.day,
            "control": [control_points(state, seat) for seat in range(state.players)],
            "influence": [total_influence(state, seat) for seat in range(state.players)],
            "victory_points": list(state.vp),
        },
    }
    state.phase = "over"
    state.note({"type": "game_over", "reason": reason, "placements": placements})


def _margins(control: list[int], influence: list[int]) -> list[int]:
    """Each seat's control points minus the most influence any opponent has."""
    seats = range(len(control))
    return [control[seat] - max(influence[o] for o in seats if o != seat) for seat in seats]


def _two_player_winner(control: list[int], influence: list[int]) -> int | None:
    margins = _margins(control, influence)
    winners = [seat for seat in range(len(control)) if margins[seat] > 0]
    if not winners:
        return None
    best = max(control[seat] for seat in winners)
    top = [seat for seat in winners if control[seat] == best]
    return top[0] if len(top) == 1 else None


def _multiplayer_winner(state: DoomtownState, control: list[int], influence: list[int]) -> int | None:
    seats = range(state.players)
    scored = [sum(1 for o in seats if o != seat and control[seat] > influence[o]) for seat in seats]
    for seat in seats:
        state.vp[seat] += scored[seat]
    reached = [seat for seat in seats if state.vp[seat] >= state.players - 1]
    if not reached:
        return None
    best = max((state.vp[seat], scored[seat]) for seat in reached)
    top = [seat for seat in reached if (state.vp[seat], scored[seat]) == best]
    return top[0] if len(top) == 1 else None


def sundown(state: DoomtownState, frame: Frame) -> None:
    state.phase = "sundown"
    for fn in hooks.SUNDOWN_STARTS.fns:
        fn(state)
    control = [control_at_sundown(state, seat) for seat in range(state.players)]
    influence = [influence_at_sundown(state, seat) for seat in range(state.players)]
    if state.players == 2:
        winner = _two_player_winner(control, influence)
    else:
        winner = _multiplayer_winner(state, control, influence)
    margins = _margins(control, influence)
    if winner is not None:
        keys: list[tuple[int, ...]] = [(seat == winner, state.vp[seat], margins[seat]) for seat in range(state.players)]
        end_game(state, keys, "control of the town")
    elif state.day >= state.options["max_days"]:
        keys = [(state.vp[seat], margins[seat]) for seat in range(state.players)]
        end_game(state, keys, "day limit: victory points, then control points minus opposing influence")
    else:
        frame["step"] = "nightfall"
        for fn in hooks.VICTORY_CHECKED.fns:
            fn(state)
