"""The search core on a toy game small enough to know the right answer by hand."""

from __future__ import annotations

import json
from typing import Any

import pytest

from automaton.strategies.ismcts.search import Budget, Settings, placement_rewards, search, value_rewards
from games.engines import Rng
from games.engines.base import GameState, Result, placements_from_keys


class Race(GameState):
    """Two seats take turns adding 1 to ``choices`` to a shared total; whoever reaches ``target``
    wins. A seat that can reach the target in one move must see it; a seat that leaves the rival
    within reach of the target must see that it loses. Seat 0 may also take several steps in one
    turn (``chain``), each a decision of its own, like the multi-action turns of the real games."""

    def __init__(self, total: int, target: int, choices: int, current: int = 0, chain: int = 1) -> None:
        self.total, self.target, self.choices, self.current, self.chain = total, target, choices, current, chain
        self.steps_left = chain if current == 0 else 1
        self.winner: int | None = None

    def to_act(self) -> list[int]:
        return [] if self.is_over() else [self.current]

    def legal_actions(self, seat: int) -> list[dict[str, Any]]:
        if self.is_over() or seat != self.current:
            return []
        return [{"type": "add", "n": n, "label": f"add {n}"} for n in range(1, self.choices + 1)]

    def apply(self, seat: int, action: dict[str, Any]) -> list[dict[str, Any]]:
        self.total += action["n"]
        if self.total == self.target:
            self.winner = seat
        elif self.total > self.target:
            self.winner = 1 - seat  # overshooting loses
        self.steps_left -= 1
        if not self.steps_left:
            self.current = 1 - self.current
            self.steps_left = self.chain if self.current == 0 else 1
        return []

    def is_over(self) -> bool:
        return self.winner is not None

    def result(self) -> Result:
        placements = [1, 2] if self.winner == 0 else [2, 1]
        return Result(scores=[float(p == 1) for p in placements], placements=placements)

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.to_json()

    def to_json(self) -> dict[str, Any]:
        return {"total": self.total, "current": self.current, "steps_left": self.steps_left, "winner": self.winner}

    def clone(self) -> Race:
        copy = Race(self.total, self.target, self.choices, self.current, self.chain)
        copy.steps_left, copy.winner = self.steps_left, self.winner
        return copy

    def determinize(self, seat: int, rng: Any) -> Race:
        return self.clone()


class RaceKnowledge:
    """No playout: an unfinished leaf is a coin toss, a finished one its placements."""

    rollout_depth = 0
    horizon = 10
    prior_once = False

    def __init__(self, turns: bool = False) -> None:
        self.turns = turns

    def rollout_move(self, state: GameState, seat: int, legal: list[dict[str, Any]], rng: Rng) -> GameState:
        state.apply(seat, legal[rng.below(len(legal))])
        return state

    def preferred_action(self, state: GameState, seat: int, legal: list[dict[str, Any]], rng: Rng) -> None:
        return None  # no prior: the search alone must find the moves

    def unsettled(self, state: Race) -> bool:  # type: ignore[override]
        return False

    def turn_owner(self, state: Race, actor: int) -> int:  # type: ignore[override]
        return state.current if self.turns else actor

    def rewards(self, state: Race) -> list[float]:  # type: ignore[override]
        return placement_rewards(state.result().placements) if state.is_over() else [0.5, 0.5]


def choose(state: Race, iterations: int = 400, **knowledge: Any) -> int:
    result = search(state, 0, Rng(3), budget=Budget(iterations=iterations), knowledge=RaceKnowledge(**knowledge))
    return result.action["n"]


def test_the_winning_move_is_found_among_many():
    # 20 actions at the root: more than progressive widening starts with, so the root must widen.
    assert choose(Race(total=7, target=20, choices=20)) == 13


def test_a_move_that_hands_the_rival_the_win_is_avoided():
    # From 10 to 20 by 1..3: adding 2 leaves 8, a multiple of 4, which the rival cannot escape;
    # adding 1 or 3 leaves the rival a winning reply within two moves.
    assert choose(Race(total=10, target=20, choices=3), iterations=3000) == 2


def test_a_win_needing_two_steps_of_one_turn_is_found():
    # Seat 0 takes two steps this turn: only 5 then 5 (or 6 then 4 ...) reach 20 from 10 without
    # overshooting, and each step alone reaches nothing.
    state = Race(total=10, target=20, choices=6, chain=2)
    first = choose(state, iterations=2000, turns=True)
    state.apply(0, {"type": "add", "n": first})
    assert choose(state, iterations=200, turns=True) == 20 - state.total


class PriorKnowledge(RaceKnowledge):
    """The highest addition is the prior's choice; ``asked`` counts the times it was asked."""

    def __init__(self, prior_once: bool) -> None:
        super().__init__()
        self.prior_once = prior_once
        self.asked = 0

    def preferred_action(self, state: GameState, seat: int, legal: list[dict[str, Any]], rng: Rng) -> dict[str, Any]:
        self.asked += 1
        return legal[-1]


@pytest.mark.parametrize("prior_once", [False, True])
def test_a_new_node_expands_the_priors_choice_first(prior_once):
    result = search(
        Race(total=0, target=100, choices=30), 0, Rng(1), budget=Budget(iterations=1),
        knowledge=PriorKnowledge(prior_once),
    )  # fmt: skip
    assert [json.loads(key)["n"] for key in result.root] == [30]


def test_a_prior_asked_once_per_node_is_asked_far_less_often():
    # Each iteration expands one node: asked at every widening, the prior is asked every iteration.
    asked = {}
    for prior_once in (False, True):
        knowledge = PriorKnowledge(prior_once)
        search(Race(total=0, target=100, choices=30), 0, Rng(1), budget=Budget(iterations=300), knowledge=knowledge)
        asked[prior_once] = knowledge.asked
    assert asked[False] == 300
    assert asked[True] < 150


def test_the_root_widens_as_its_visits_grow():
    result = search(
        Race(total=0, target=100, choices=30), 0, Rng(1), budget=Budget(iterations=300),
        knowledge=RaceKnowledge(), settings=Settings(widen_above=8, widen_base=2.0),
    )  # fmt: skip
    # 2 * sqrt(301) is about 35: every one of the 30 actions has been tried.
    assert len(result.root) == 30


@pytest.mark.parametrize("values", [[3.0, 1.0], [0.0, 0.0, 10.0, -4.0]])
def test_leaf_values_and_finished_games_share_one_scale(values):
    # A finished game's rewards and an unfinished leaf's are both shares of the rivals beaten.
    # With a tiny scale a lead is a certain win, so the two must agree exactly (ties included).
    rewards = value_rewards(values, scale=1e-9)
    assert rewards == pytest.approx(placement_rewards(placements_from_keys(values)))
