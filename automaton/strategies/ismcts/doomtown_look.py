"""Doomtown's look to nightfall: where the Sundown race is close, play High Noon out.

The game is won at Sundown, which the tree's one- and two-ply leaves do not reach, and the
heuristic's evaluation of a move judges the position straight after it. So at a High Noon decision
of the searcher where either seat's control points are within one of the other's influence, a few
plays (the heuristic's own, the next best by its High Noon scores, and passing) are each played on
to nightfall by heuristic bots in both seats, over worlds dealt from the seat's view; every play
meets the same worlds and the same luck. A play is scored by the game's outcome where Sundown ended
it, else by the heuristic's evaluation of the night's position. The heuristic's play stands unless
another's mean beats it by the reach's margin. Expert looks at every High Noon decision of its own,
not only the close ones (``everywhere``), and plays each play on to the game's end (``GAME_END``):
the game is a race built up over days, which a look to nightfall sees only on its last day. Measured
in ``MEASUREMENTS.md`` (Doomtown).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from automaton.strategies.heuristic_doomtown import DoomtownHeuristic, noon_plays
from automaton.strategies.heuristic_doomtown.board import Board
from automaton.strategies.heuristic_doomtown.evaluation import evaluate
from automaton.strategies.ismcts.knowledge import doomtown_worths
from automaton.strategies.ismcts.search import Budget, SearchResult, placement_rewards, value_rewards
from games.engines import Action, Rng, action_key
from games.engines.doomtown.state import DoomtownState


@dataclass(frozen=True)
class Reach:
    """How far a look plays each play on, and what it compares."""

    to_the_end: bool  # to the game's end, else to nightfall
    # An iteration budget buys the worlds of the lobby's clock, as the tree's budget buys its playouts.
    playouts_a_world: int
    other_plays: int  # the best plays after the heuristic's own, by its High Noon scores
    margin: float  # of the mean reward by which another play must beat the heuristic's


# On a quiet machine a one-second clock bought a median 16.5 worlds to nightfall over 12 close High
# Noons of heuristic games (3-133), and 8 worlds took a median 0.52 CPU s: Hard's 370 iterations give
# 16. A world's luck moves one play's reward by tenths.
NIGHTFALL = Reach(to_the_end=False, playouts_a_world=23, other_plays=2, margin=0.1)
# A world played to the end (three plays) took a median 1.2 CPU s over 827 looks of 4 worlds, the
# tree's 450 playouts: Expert's 1,850 iterations give the 4 worlds measured. Over so few worlds a
# play must win one world more than the heuristic's.
GAME_END = Reach(to_the_end=True, playouts_a_world=460, other_plays=1, margin=0.2)
MIN_WORLDS = 2
# The evaluation's lead that fits heuristic games' outcomes best (a 73 % chance of winning): the
# tree's scale of 20 saturates over a whole High Noon's changes, where leads run 50 to 400.
SCALE = 96.0
MAX_STEPS = 400  # actions to nightfall: a guard against a High Noon that never ends
MAX_STEPS_TO_THE_END = 5_000  # heuristic games take 87-189 actions: a guard against one that never ends

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


def plays_to_compare(
    view: DoomtownState, seat: int, legal: list[Action], rng: Rng, reach: Reach = NIGHTFALL
) -> list[Action]:
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
        if len(plays) > reach.other_plays:
            break
        if action not in plays:
            plays.append(action)
    passing = next(action for action in legal if action["type"] == "pass")
    return plays if passing in plays else [*plays, passing]


def played_on(world: DoomtownState, seat: int, play: Action, rng: Rng, reach: Reach = NIGHTFALL) -> float:
    """``seat``'s reward once ``play`` is made and both seats' heuristic bots play on: to the end of
    the day's High Noon, or to the game's end."""
    state = world.clone()
    state.apply(seat, play)
    day, steps = state.day, 0
    limit = MAX_STEPS_TO_THE_END if reach.to_the_end else MAX_STEPS
    while not state.is_over() and steps < limit and (reach.to_the_end or (state.phase == "noon" and state.day == day)):
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
    reach: Reach = NIGHTFALL,
) -> SearchResult | None:
    """The look's choice where the race is close at the seat's High Noon decision, else None.

    ``state`` is read only through ``determinize(seat, rng)``, ``legal_actions(seat)`` and public
    facts (control and influence), as the search reads it."""
    legal = state.legal_actions(seat)
    if not wants_a_look(state, seat, legal, everywhere):
        return None
    started = time.perf_counter()
    deadline = started + budget.seconds if budget.seconds is not None else float("inf")
    worlds = max(MIN_WORLDS, budget.iterations // reach.playouts_a_world) if budget.iterations else None
    plays = plays_to_compare(state.determinize(seat, rng), seat, legal, rng, reach)
    totals = [0.0] * len(plays)
    done = 0
    while worlds is None or done < worlds:
        world = state.determinize(seat, rng)
        luck = rng.below(2**31)
        for index, play in enumerate(plays):
            totals[index] += played_on(world, seat, play, Rng(luck), reach)
        done += 1
        if progress is not None:
            progress(done * len(plays))
        if done >= MIN_WORLDS and time.perf_counter() >= deadline:
            break
    best = max(range(len(plays)), key=lambda index: totals[index])
    chosen = plays[best] if (totals[best] - totals[0]) / done > reach.margin else plays[0]
    return SearchResult(
        action=chosen,
        iterations=done * len(plays),
        seconds=time.perf_counter() - started,
        root={action_key(play): {"visits": done, "mean": totals[index] / done} for index, play in enumerate(plays)},
    )
