"""Doomtown's look to nightfall: where the Sundown race is close, play High Noon out.

The game is won at Sundown, which the tree's one- and two-ply leaves do not reach, and the
heuristic's evaluation of a move judges the position straight after it. So at a High Noon decision
of the searcher where either seat's control points are within one of the other's influence, a few
plays (the heuristic's own, the next best by its High Noon scores, and passing) are each played on
to nightfall by heuristic bots in both seats, over worlds dealt from the seat's view; every play
meets the same worlds and the same luck. A play is scored by the game's outcome where Sundown ended
it, else by the heuristic's evaluation of the night's position. The heuristic's play stands unless
another's mean beats it by ``MARGIN``. Expert looks at every High Noon decision of its own, not only
the close ones (``everywhere``). Measured in ``MEASUREMENTS.md`` (Doomtown).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from automaton.strategies.heuristic_doomtown import DoomtownHeuristic, noon_plays
from automaton.strategies.heuristic_doomtown.board import Board
from automaton.strategies.heuristic_doomtown.evaluation import evaluate
from automaton.strategies.ismcts.knowledge import doomtown_worths
from automaton.strategies.ismcts.search import Budget, SearchResult, placement_rewards, value_rewards
from games.engines import Action, Rng, action_key
from games.engines.doomtown.state import DoomtownState

# An iteration budget buys the worlds of the lobby's clock, as the tree's budget buys its playouts: on
# a quiet machine a one-second clock bought a median 16.5 worlds over 12 close High Noons of heuristic
# games (3-133), and 8 worlds took a median 0.52 CPU s. So Hard's 370 iterations give 16 and Expert's
# 1,850 give 80.
PLAYOUTS_A_WORLD = 23
MIN_WORLDS = 2
OTHER_PLAYS = 2  # the best plays after the heuristic's own, by its High Noon scores
MARGIN = 0.1  # of the mean reward: a world's luck moves one play's reward by tenths
# The evaluation's lead that fits heuristic games' outcomes best (a 73 % chance of winning): the
# tree's scale of 20 saturates over a whole High Noon's changes, where leads run 50 to 400.
SCALE = 96.0
MAX_STEPS = 400  # actions to nightfall: a guard against a High Noon that never ends

HEURISTIC = DoomtownHeuristic()


def race_is_close(state: DoomtownState) -> bool:
    """Either seat's control points are within one of the other's influence (public facts)."""
    board = Board(state)
    controllers = board.controllers()
    control = [board.control_points(side, controllers) for side in range(state.players)]
    influence = [board.total_influence(side) for side in range(state.players)]
    return any(
        control[side] >= influence[other] - 1 for side in range(state.players) for other in range(state.players)
        if other != side
    )  # fmt: skip


def wants_a_look(state: DoomtownState, seat: int, legal: list[Action], everywhere: bool = False) -> bool:
    """At the seat's own High Noon decision of a two-player game; unless ``everywhere``, only where
    the race is close."""
    top = state.stack[-1] if state.stack else None
    return (
        state.players == 2
        and top is not None
        and top["kind"] == "noon"
        and len(legal) > 1
        and any(action["type"] == "pass" for action in legal)
        and (everywhere or race_is_close(state))
    )


def plays_to_compare(view: DoomtownState, seat: int, legal: list[Action], rng: Rng) -> list[Action]:
    """The heuristic's play first, then the best others by its High Noon scores, then passing."""
    heuristic = HEURISTIC.choose(view, seat, rng)
    board = Board(view)
    base = evaluate(view, seat, board)
    chance = rng.clone()
    scored = [
        (noon_plays.score(board, seat, action, base, chance.clone()), index, action)
        for index, action in enumerate(noon_plays.plays_to_score(legal))
    ]
    scored.sort(key=lambda entry: (-entry[0], entry[1]))
    plays = [heuristic]
    for _, _, action in scored:
        if len(plays) > OTHER_PLAYS:
            break
        if action not in plays:
            plays.append(action)
    passing = next(action for action in legal if action["type"] == "pass")
    return plays if passing in plays else [*plays, passing]


def to_nightfall(world: DoomtownState, seat: int, play: Action, rng: Rng) -> float:
    """``seat``'s reward once ``play`` is made and both seats' heuristic bots finish the day's High Noon."""
    state = world.clone()
    state.apply(seat, play)
    day, steps = state.day, 0
    while not state.is_over() and state.phase == "noon" and state.day == day and steps < MAX_STEPS:
        actor = state.to_act()[0]
        state.apply(actor, HEURISTIC.choose(state, actor, rng))
        steps += 1
    if state.is_over():
        return placement_rewards(state.result().placements)[seat]
    return value_rewards(doomtown_worths(state), SCALE)[seat]


def look(
    state: DoomtownState,
    seat: int,
    rng: Rng,
    budget: Budget,
    progress: Callable[[int], None] | None = None,
    everywhere: bool = False,
) -> SearchResult | None:
    """The look's choice where the race is close at the seat's High Noon decision, else None.

    ``state`` is read only through ``determinize(seat, rng)``, ``legal_actions(seat)`` and public
    facts (control and influence), as the search reads it."""
    legal = state.legal_actions(seat)
    if not wants_a_look(state, seat, legal, everywhere):
        return None
    started = time.perf_counter()
    deadline = started + budget.seconds if budget.seconds is not None else float("inf")
    worlds = max(MIN_WORLDS, budget.iterations // PLAYOUTS_A_WORLD) if budget.iterations else None
    plays = plays_to_compare(state.determinize(seat, rng), seat, legal, rng)
    totals = [0.0] * len(plays)
    done = 0
    while worlds is None or done < worlds:
        world = state.determinize(seat, rng)
        luck = rng.below(2**31)
        for index, play in enumerate(plays):
            totals[index] += to_nightfall(world, seat, play, Rng(luck))
        done += 1
        if progress is not None:
            progress(done * len(plays))
        if done >= MIN_WORLDS and time.perf_counter() >= deadline:
            break
    best = max(range(len(plays)), key=lambda index: totals[index])
    chosen = plays[best] if (totals[best] - totals[0]) / done > MARGIN else plays[0]
    return SearchResult(
        action=chosen,
        iterations=done * len(plays),
        seconds=time.perf_counter() - started,
        root={action_key(play): {"visits": done, "mean": totals[index] / done} for index, play in enumerate(plays)},
    )
