"""Doomtown's look to the game's end: at each High Noon decision, play a few plays out to the end.

The game is won at Sundown, a race built up over days, which neither the tree's one- and two-ply
leaves nor the heuristic's evaluation of the position straight after a move reach. So in a
two-player game, at every High Noon decision of the searcher's, a few plays (the heuristic's own,
the next best by its High Noon scores, and passing) are each played on to the game's end by
heuristic bots in both seats, over worlds dealt from the seat's view; every play meets the same
worlds and the same luck. A play scores 1 for a won game, 0 for a lost one. The heuristic's play
stands unless another's mean beats it by ``MARGIN``: over so few worlds, one world more. A play
that can no longer do so is played no more. Hard looks over 4 worlds, Expert over 8.

Since the playouts play the seat's later decisions by the heuristic, the seat makes its other
decisions so too (the look answers for them, with no playouts). Measured in ``MEASUREMENTS.md``
(Doomtown).
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

# The most worlds a level's look plays. An iteration budget buys worlds as the tree's buys playouts,
# up to that most: the ladder's Hard budget (370 iterations, its one-second clock's tree playouts)
# buys its 4 worlds, though a look of 4 worlds took a median 2.4 CPU s a decision (``MEASUREMENTS.md``).
MOST_WORLDS = {"hard": 4, "expert": 8}
PLAYOUTS_A_WORLD = 92
MIN_WORLDS = 2
# A clock budget lets a look run this many times the level's clock. Once it has run out the look
# ends: on the worlds played out in full, if at least ``MIN_WORLDS``, else the heuristic's play
# stands (a world of a long game's first days takes seconds).
CLOCK_STRETCH = 3.0
OTHER_PLAYS = 1  # the best plays after the heuristic's own, by its High Noon scores
MARGIN = 0.2  # of the mean reward
# Where a game outlasts its guard, its end is judged by the evaluation's lead that fits heuristic
# games' outcomes best (a 73 % chance of winning).
SCALE = 96.0
MAX_STEPS = 5_000  # heuristic games take 87-189 actions: a guard against one that never ends

HEURISTIC = DoomtownHeuristic()


def wants_a_look(state: DoomtownState, seat: int, legal: list[Action]) -> bool:
    """At the seat's own High Noon decision, with a choice to make."""
    top = state.stack[-1] if state.stack else None
    return (
        top is not None
        and top["kind"] == "noon"
        and len(legal) > 1
        and any(action["type"] == "pass" for action in legal)
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


def to_the_end(world: DoomtownState, seat: int, play: Action, rng: Rng) -> float:
    """``seat``'s reward once ``play`` is made and both seats' heuristic bots play the game out."""
    state = world.clone()
    state.apply(seat, play)
    steps = 0
    while not state.is_over() and steps < MAX_STEPS:
        actor = state.to_act()[0]
        state.apply(actor, HEURISTIC.choose(state, actor, rng))
        steps += 1
    if state.is_over():
        return placement_rewards(state.result().placements)[seat]
    return value_rewards(doomtown_worths(state), SCALE)[seat]


def can_still_win(lead: float, worlds_left: int, worlds: int) -> bool:
    """Whether a play ``lead`` ahead of the heuristic's (in summed rewards) may yet beat it by the
    margin, if it won every world left and the heuristic's play lost them: a play that cannot is
    played no more, which changes no choice."""
    return lead + worlds_left > MARGIN * worlds


def look(
    state: DoomtownState,
    seat: int,
    rng: Rng,
    budget: Budget,
    progress: Callable[[int], None] | None = None,
    level: str = "hard",
) -> SearchResult | None:
    """The seat's choice in a two-player game: the look's at its High Noon decision, the
    heuristic's elsewhere; None in a larger game (the tree's).

    ``state`` is read only through ``determinize(seat, rng)`` and ``legal_actions(seat)``, as the
    search reads it."""
    if state.players != 2:
        return None
    started = time.perf_counter()
    legal = state.legal_actions(seat)
    if not wants_a_look(state, seat, legal):
        action = HEURISTIC.choose(state.determinize(seat, rng), seat, rng)
        return SearchResult(action=action, iterations=0, seconds=time.perf_counter() - started, root={})
    deadline = started + budget.seconds * CLOCK_STRETCH if budget.seconds is not None else float("inf")
    worlds = MOST_WORLDS[level]
    if budget.iterations:
        worlds = min(worlds, max(MIN_WORLDS, budget.iterations // PLAYOUTS_A_WORLD))
    plays = plays_to_compare(state.determinize(seat, rng), seat, legal, rng)
    totals, visits = [0.0] * len(plays), [0] * len(plays)
    alive = list(range(len(plays)))
    done = 0
    while done < worlds and len(alive) > 1:
        world = state.determinize(seat, rng)
        luck = rng.below(2**31)
        rewards = {}
        for index in alive:
            if time.perf_counter() >= deadline:
                break
            rewards[index] = to_the_end(world, seat, plays[index], Rng(luck))
        if len(rewards) < len(alive):  # the clock ran out within this world, which is not counted
            break
        for index, reward in rewards.items():
            totals[index] += reward
            visits[index] += 1
        done += 1
        alive = [
            index for index in alive if index == 0 or can_still_win(totals[index] - totals[0], worlds - done, worlds)
        ]
        if progress is not None:
            progress(sum(visits))
    best = max(alive, key=lambda index: totals[index])
    chosen = plays[best] if done >= MIN_WORLDS and (totals[best] - totals[0]) / done > MARGIN else plays[0]
    return SearchResult(
        action=chosen,
        iterations=sum(visits),
        seconds=time.perf_counter() - started,
        root={
            action_key(play): {"visits": visits[index], "mean": totals[index] / max(visits[index], 1)}
            for index, play in enumerate(plays)
        },
    )
