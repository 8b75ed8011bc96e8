"""Studios' look to the day's end: each move played on by heuristic bots until the day wraps.

The tree's leaf ends with the searcher's turn, and a role's or a walk's worth there is a guess at
what the next turns bring. Against heuristic rivals the heuristic itself is the best model of the
table, so here every legal move is played on by heuristic bots in all seats to the end of the day
(a day ends the same way whichever move began it, so the leaves are compared at like moments) and
scored by the leaf worth's rewards then, or by the placements where the last day ended the game;
``halving_look`` compares the moves. Measured in ``MEASUREMENTS.md`` (Deadwood and Studios).
"""

from __future__ import annotations

from collections.abc import Callable

from automaton.strategies.heuristic_studios import StudiosHeuristic
from automaton.strategies.ismcts import halving_look
from automaton.strategies.ismcts.search import Budget, SearchResult, placement_rewards, value_rewards
from automaton.strategies.ismcts.studios_worth import studios_worth
from games.engines import Action, Rng
from games.engines.studios.state import StudiosState

# An iteration budget buys the actions the playouts play, as the clock buys them: the ladder's Hard
# budget, 12,500 iterations, is the lobby's second on a quiet machine, where the look plays a median
# 33,000 actions a CPU second (16 positions of heuristic games; see MEASUREMENTS.md).
ACTIONS_AN_ITERATION = 2.5
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
    """``halving_look`` with Studios' playouts, read at each call (the tests replace them)."""
    return halving_look.look(
        state, seat, rng, budget, progress, everywhere,
        choose=HEURISTIC.choose, play_on=to_days_end, actions_an_iteration=ACTIONS_AN_ITERATION, margin=MARGIN,
    )  # fmt: skip
