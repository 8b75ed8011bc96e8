"""What the search knows of each game: how to score a leaf and how to play below the tree.

A leaf is scored with the game's own worth per seat (the heuristic bot's evaluation where there is
one), turned into rewards by ``value_rewards``; a finished game by its placements. ``scale`` is the
difference in worth that gives the better seat about a 73 % chance of finishing ahead: it sets how
sure the search is of a lead.

A playout stops once the searcher has handed the decision over ``horizon`` + 1 times, so leaves
are compared at like moments (the searcher's turn just ended), or after ``rollout_depth`` actions
below the tree. Studios and Deadwood finish the searcher's turn with their heuristic bot (cheap
there); the town builder scores the tree's leaf as it is, which played better in self-play than
finishing the turn with the heuristic (45 % against 10 % of 10 games each at 150 iterations);
Doomtown plays a few random actions, its heuristic costing milliseconds a decision.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from automaton.strategies.ismcts.search import placement_rewards, value_rewards
from games.engines import Action, GameState, Rng
from games.engines.studios.roles import NO_ROLE, STARRING


@dataclass
class Knowledge:
    """A game's scoring and playout settings; ``worth(state, seat)`` is that seat's position.

    ``policy`` plays below the tree: ``random``, or ``heuristic`` (the game's heuristic bot).
    """

    game: str
    worth: Any
    scale: float
    rollout_depth: int
    horizon: int
    policy: str = "random"
    worths: Any = None  # all seats' worths at once, where that is cheaper than seat by seat
    _bot: Any = field(default=None, repr=False)

    def rollout_action(self, state: GameState, seat: int, legal: list[Action], rng: Rng) -> Action:
        if self.policy == "random":
            return legal[rng.below(len(legal))]
        if self._bot is None:
            from automaton.strategies import get_bot

            self._bot = get_bot(self.policy, self.game)
        return self._bot.choose(state, seat, rng)

    def rewards(self, state: GameState) -> list[float]:
        players = _players(state)
        if state.is_over():
            return placement_rewards(state.result().placements)
        if self.worths is not None:
            return value_rewards(self.worths(state), self.scale)
        return value_rewards([self.worth(state, seat) for seat in range(players)], self.scale)


def _players(state: GameState) -> int:
    """The engines keep their player count as ``players``, except the two-player town builder."""
    return int(getattr(state, "players", 2))


def townbuilder_worth(state: Any, seat: int) -> float:
    from automaton.strategies.heuristic_townbuilder import OPPONENT_WEIGHT, POINT, evaluate, points

    # The heuristic's evaluation takes half the opponent's score off; add it back for a seat's own worth.
    return evaluate(state, seat) + OPPONENT_WEIGHT * POINT * points(state, 1 - seat)


ROLE_TURNS = 3.0  # turns a role is counted for: its worth per turn is the heuristic bot's estimate


def studios_worth(state: Any, seat: int) -> float:
    """The final score so far, plus what the seat's role should still earn and a little for its
    rehearsal chips."""
    worth = state.dollars[seat] + state.credits[seat] + 5 * state.rank[seat] + 0.5 * state.chips[seat]
    if state.role_kind[seat] != NO_ROLE:
        action = {"index": state.role_index[seat], "on_card": state.role_kind[seat] == STARRING}
        worth += ROLE_TURNS * _studios_heuristic()._role_value(state, seat, state.area[seat], action)
    return worth


@cache
def _studios_heuristic() -> Any:
    from automaton.strategies.heuristic_studios import StudiosHeuristic

    return StudiosHeuristic()


def deadwood_worth(state: Any, seat: int) -> float:
    from games.engines.deadwood.scoring import fine

    return state.cash[seat] - fine(state.posters[seat])


def doomtown_worths(state: Any) -> list[float]:
    """The heuristic's evaluation for each seat, reading the board once (it is most of the cost)."""
    from automaton.strategies.heuristic_doomtown.board import Board
    from automaton.strategies.heuristic_doomtown.evaluation import evaluate

    board = Board(state)
    return [evaluate(state, seat, board) for seat in range(state.players)]


KNOWLEDGE: dict[str, Knowledge] = {
    "townbuilder": Knowledge("townbuilder", townbuilder_worth, 15.0, rollout_depth=0, horizon=0),
    "studios": Knowledge("studios", studios_worth, 6.0, rollout_depth=12, horizon=0, policy="heuristic"),
    "deadwood": Knowledge("deadwood", deadwood_worth, 4.0, rollout_depth=12, horizon=0, policy="heuristic"),
    "doomtown": Knowledge("doomtown", None, 20.0, rollout_depth=4, horizon=1, worths=doomtown_worths),
}


def knowledge_for(game: str) -> Knowledge:
    try:
        return KNOWLEDGE[game]
    except KeyError:
        raise ValueError(f"the search has no knowledge of {game}") from None
