"""Studios' look to the day's end: each move played on by heuristic bots until the day wraps.

The tree's leaf ends with the searcher's turn, and a role's or a walk's worth there is a guess at
what the next turns bring. Against heuristic rivals the heuristic itself is the best model of the
table, so here every legal move is played on by heuristic bots in all seats to the end of the day
(a day ends the same way whichever move began it, so the leaves are compared at like moments) and
scored by the leaf worth's rewards then, or by the placements where the last day ended the game.
Every move meets the same worlds dealt from the seat's view and the same dice (common random
numbers), and the budget is spent by sequential halving: each round the worse half of the moves
drops out, the heuristic's own always staying in, and its move stands unless another's mean beats
it by ``MARGIN``. Measured in ``MEASUREMENTS.md`` (Deadwood and Studios).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from automaton.strategies.heuristic_studios import StudiosHeuristic
from automaton.strategies.ismcts.search import Budget, SearchResult, placement_rewards, value_rewards
from automaton.strategies.ismcts.studios_worth import studios_worth
from games.engines import Action, Rng, action_key
from games.engines.studios.state import StudiosState

# An iteration budget buys the actions the playouts play, as the clock buys them: the ladder's Hard
# budget, 12,500 iterations, is the lobby's second on a quiet machine, where the look plays a median
# 33,000 actions a CPU second (16 positions of heuristic games; see MEASUREMENTS.md).
ACTIONS_AN_ITERATION = 2.5
MIN_WORLDS = 2  # a move's first round is played in at least this many worlds
MARGIN = 0.02  # of the mean reward: the heuristic's move stands unless another's beats it by this
SCALE = 15.0  # the leaf worth's points that give the better seat a 73 % chance of finishing ahead
MAX_STEPS = 2_000  # actions to the day's end: a guard against a day that never ends

HEURISTIC = StudiosHeuristic()
_NO_RNG = Rng(0)  # the heuristic draws nothing; the dice come from each world's own stream


def to_days_end(world: StudiosState, seat: int, move: Action) -> tuple[float, int]:
    """``seat``'s reward once ``move`` is made and heuristic bots in every seat play to the day's
    end, and the actions that took. A move that ends the day is scored straight after."""
    state, day, steps = world.clone(), world.day, 0
    state.apply(seat, move)
    while not state.is_over() and state.day == day and steps < MAX_STEPS:
        actor = state.to_act()[0]
        state.apply(actor, HEURISTIC.choose(state, actor, _NO_RNG))
        steps += 1
    if state.is_over():
        return placement_rewards(state.result().placements)[seat], steps
    return value_rewards([studios_worth(state, other) for other in range(state.players)], SCALE)[seat], steps


def look(
    state: StudiosState,
    seat: int,
    rng: Rng,
    budget: Budget,
    progress: Callable[[int], None] | None = None,
    everywhere: bool = False,
) -> SearchResult | None:
    """The look's choice at every decision of the seat with more than one move (``everywhere``, the
    looks' shared signature, changes nothing here).

    ``state`` is read only through ``determinize(seat, rng)`` and ``legal_actions(seat)``, as the
    search reads it."""
    legal = state.legal_actions(seat)
    if len(legal) < 2:
        return None
    started = time.perf_counter()
    deadline = started + budget.seconds if budget.seconds is not None else math.inf
    usual = HEURISTIC.choose(state.determinize(seat, rng), seat, rng)
    usual_key = action_key(usual)
    moves = {usual_key: usual}  # by key, the heuristic's first
    for move in legal:
        moves.setdefault(action_key(move), move)
    totals = dict.fromkeys(moves, 0.0)
    worlds = dict.fromkeys(moves, 0)

    def play_world(alive: list[str]) -> int:
        world, steps = state.determinize(seat, rng), 0
        for key in alive:
            reward, taken = to_days_end(world, seat, moves[key])
            totals[key] += reward
            worlds[key] += 1
            steps += taken + 1
        if progress is not None:
            progress(sum(worlds.values()))
        return steps

    # The budget in playouts, at the first world's cost in actions (the iterations) or in time (the clock).
    spent = play_world(list(moves))
    allowed = budget.iterations * ACTIONS_AN_ITERATION if budget.iterations else math.inf
    playouts = allowed * len(moves) / spent
    if budget.seconds is not None:
        playouts = min(playouts, budget.seconds * len(moves) / max(time.perf_counter() - started, 1e-6))
    rounds = max(1, math.ceil(math.log2(len(moves))))
    alive = list(moves)
    for round_index in range(rounds):
        share = max(MIN_WORLDS, int(playouts) // (rounds * len(alive)))
        for _ in range(share - worlds[usual_key] if round_index == 0 else share):
            if time.perf_counter() >= deadline:
                break
            spent += play_world(alive)
        if round_index < rounds - 1:
            alive = _better_half(alive, totals, worlds, usual_key)
    # The first world's pace may misjudge the clock's (its caches were cold): time left over goes to
    # the moves still in. Iteration budgets have no clock, so the ladder and the tests replay exactly.
    while budget.seconds is not None and time.perf_counter() < deadline and spent < allowed:
        spent += play_world(alive)
    means = {key: totals[key] / worlds[key] for key in totals if worlds[key]}
    best = max(alive, key=means.__getitem__)
    chosen = best if means[best] - means[usual_key] > MARGIN else usual_key
    return SearchResult(
        action=moves[chosen],
        iterations=sum(worlds.values()),
        seconds=time.perf_counter() - started,
        root={key: {"visits": worlds[key], "mean": means[key]} for key in means},
    )


def _better_half(alive: list[str], totals: dict[str, float], worlds: dict[str, int], usual: str) -> list[str]:
    """The better half of the moves still in (by key) by their means, the heuristic's own kept whatever its mean."""
    ranked = sorted(alive, key=lambda key: -totals[key] / worlds[key])
    kept = ranked[: max(2, len(ranked) // 2)]
    return kept if usual in kept else [usual, *kept[:-1]]
