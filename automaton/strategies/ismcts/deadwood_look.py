"""Deadwood's look to the game's end: each move played on by heuristic bots until the game ends.

Deadwood's tree scores its leaves at the end of the searcher's next turn, and past a few hundred
iterations more of it buys no more wins: the leaf's worth (money, and what held buildings keep
earning) is the limit, not the tree. A heuristic game costs milliseconds, so here each legal move is
played on by heuristic bots in all seats to the game's end and scored by the final money
(``halving_look`` compares the moves over the same worlds and dice). Measured in
``MEASUREMENTS.md`` (Deadwood and Studios).
"""

from __future__ import annotations

import functools

from automaton.strategies.heuristic_deadwood import HeuristicDeadwoodBot
from automaton.strategies.ismcts import halving_look
from automaton.strategies.ismcts.search import value_rewards
from games.engines import Action, Rng
from games.engines.deadwood.state import DeadwoodState

# An iteration buys about what a tree's iteration costs in CPU: the look plays some 40,000 actions
# a CPU second, the tree 2,400-3,000 iterations (ladder games; see MEASUREMENTS.md).
ACTIONS_AN_ITERATION = 20.0
MARGIN = 0.02  # of the mean reward: the heuristic's move stands unless another's beats it by this
SCALE = 3.0  # the final dollars that give the richer seat a 73 % chance of finishing ahead
MAX_STEPS = 3_000  # actions to the game's end: a guard against a game that never ends

HEURISTIC = HeuristicDeadwoodBot()
_NO_RNG = Rng(0)  # the heuristic draws nothing; the dice come from each world's own stream


def to_games_end(world: DeadwoodState, seat: int, move: Action) -> tuple[float, int]:
    """``seat``'s reward once ``move`` is made and heuristic bots in every seat play to the game's
    end, and the actions that took."""
    state, steps = world.clone(), 0
    state.apply(seat, move)
    while not state.is_over() and steps < MAX_STEPS:
        actor = state.to_act()[0]
        state.apply(actor, HEURISTIC.choose(state, actor, _NO_RNG))
        steps += 1
    if state.is_over():
        scores = [float(score) for score in state.result().scores]
    else:
        scores = [float(state.cash[other]) for other in range(state.players)]
    return value_rewards(scores, SCALE)[seat], steps


look = functools.partial(
    halving_look.look,
    choose=HEURISTIC.choose,
    play_on=to_games_end,
    actions_an_iteration=ACTIONS_AN_ITERATION,
    margin=MARGIN,
)
