"""Fits ``doomtown_odds``' weights to who won games between heuristic bots, and reports how well
they predict held-out games against the heuristic's evaluation at its best scale.

Positions are taken from two-player heuristic games (one decision in ``every``, outside the gang
pick and fights, whose odds the evaluation does not see), each seen from both seats; a seat's label
is its placement reward (1 won, 0 lost). The fit is a logistic regression with no constant and a
small ridge, by Newton's method: eleven weights, so plain Python is quick enough. Every fifth game
is held out for the report; the printed weights are then fitted to all of them.

    python -m automaton.strategies.ismcts.doomtown_odds_fit --games 400 --seed 10000
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from statistics import fmean

from automaton.strategies import get_bot
from automaton.strategies.heuristic_doomtown.board import Board
from automaton.strategies.heuristic_doomtown.evaluation import evaluate
from automaton.strategies.ismcts.doomtown_odds import FEATURES, features
from automaton.strategies.ismcts.knowledge import doomtown_fight_under_way
from automaton.strategies.ismcts.search import placement_rewards
from games.engines import Rng, get_engine
from games.engines.doomtown.state import DoomtownState

Row = list[float]


@dataclass
class Sample:
    """One seat's view of one position: the model's features, the evaluation's lead, the outcome."""

    seed: int
    features: Row
    evaluation_lead: float
    outcome: float


def sample_games(games: int, seed: int, every: int, progress: Callable[[int], None] | None = None) -> list[Sample]:
    engine = get_engine("doomtown")
    samples: list[Sample] = []
    for game_seed in range(seed, seed + games):
        state = engine.new_game(players=2, seed=game_seed, options={})
        assert isinstance(state, DoomtownState)
        bots = [get_bot("heuristic", "doomtown") for _ in range(2)]
        rngs = [Rng(game_seed).fork(3000 + seat) for seat in range(2)]
        pick = Rng(game_seed).fork(99)
        taken: list[tuple[Row, Row, float]] = []
        while not state.is_over():
            seat = state.to_act()[0]
            if state.phase != "setup" and not doomtown_fight_under_way(state) and pick.below(every) == 0:
                board = Board(state)
                lead = evaluate(state, 0, board) - evaluate(state, 1, board)
                taken.append((features(state, 0, board), features(state, 1, board), lead))
            state.apply(seat, bots[seat].choose(state.determinize(seat, rngs[seat]), seat, rngs[seat]))
        rewards = placement_rewards(state.result().placements)
        for first, second, lead in taken:
            samples.append(Sample(game_seed, first, lead, rewards[0]))
            samples.append(Sample(game_seed, second, -lead, rewards[1]))
        if progress is not None:
            progress(game_seed)
    return samples


def _chance(weights: Sequence[float], row: Sequence[float]) -> float:
    logit = sum(weight * value for weight, value in zip(weights, row, strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, logit))))


def fit_logistic(rows: list[Row], outcomes: list[float], ridge: float = 1.0, rounds: int = 25) -> list[float]:
    """Weights maximising the likelihood of ``outcomes`` (in [0, 1]) less ``ridge`` / 2 x their squares."""
    width = len(rows[0])
    weights = [0.0] * width
    for _ in range(rounds):
        gradient = [ridge * weight for weight in weights]
        hessian = [[ridge if i == j else 0.0 for j in range(width)] for i in range(width)]
        for row, outcome in zip(rows, outcomes, strict=True):
            chance = _chance(weights, row)
            spread = chance * (1.0 - chance)
            for i, value in enumerate(row):
                gradient[i] += (chance - outcome) * value
                for j in range(width):
                    hessian[i][j] += spread * value * row[j]
        step = _solve(hessian, gradient)
        weights = [weight - change for weight, change in zip(weights, step, strict=True)]
        if max(abs(change) for change in step) < 1e-7:
            break
    return weights


def _solve(matrix: list[Row], vector: Row) -> Row:
    """``matrix`` x = ``vector`` by Gaussian elimination with partial pivoting (a small, positive
    definite system)."""
    size = len(vector)
    rows = [matrix[i][:] + [vector[i]] for i in range(size)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda r: abs(rows[r][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        for r in range(size):
            if r != column:
                factor = rows[r][column] / rows[column][column]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[column], strict=True)]
    return [rows[i][size] / rows[i][i] for i in range(size)]


def log_loss(rows: list[Row], outcomes: list[float], weights: Sequence[float]) -> tuple[float, float]:
    """Mean log loss and the share of positions whose winner the model names (50 % the cut)."""
    loss = named = 0.0
    for row, outcome in zip(rows, outcomes, strict=True):
        chance = min(max(_chance(weights, row), 1e-9), 1 - 1e-9)
        loss -= outcome * math.log(chance) + (1 - outcome) * math.log(1 - chance)
        named += (chance > 0.5) == (outcome > 0.5)
    return loss / len(rows), named / len(rows)


def report(samples: list[Sample], held_out_every: int = 5, evaluation_scale: float = 20.0) -> dict[str, object]:
    """Held-out figures for the model and for the evaluation (at the search's old scale and at its
    best), and the weights fitted to every sample."""
    train = [s for s in samples if s.seed % held_out_every]
    test = [s for s in samples if not s.seed % held_out_every]
    outcomes = [s.outcome for s in test]

    def held_out(rows_of: Callable[[Sample], Row]) -> tuple[list[float], tuple[float, float]]:
        weights = fit_logistic([rows_of(s) for s in train], [s.outcome for s in train])
        return weights, log_loss([rows_of(s) for s in test], outcomes, weights)

    outcomes_all = [s.outcome for s in samples]
    scale_weights, evaluation_best = held_out(lambda s: [s.evaluation_lead])
    _, model = held_out(lambda s: s.features)
    return {
        "games": len({s.seed for s in samples}),
        "positions": len(samples) // 2,
        "held_out_positions": len(test) // 2,
        "model_log_loss_and_named": model,
        "evaluation_at_its_scale": log_loss([[s.evaluation_lead] for s in test], outcomes, [1 / evaluation_scale]),
        "evaluation_at_best_scale": evaluation_best,
        "evaluation_best_scale": round(1 / scale_weights[0], 1),
        "weights": dict(zip(FEATURES, fit_logistic([s.features for s in samples], outcomes_all), strict=True)),
        "mean_outcome": fmean(s.outcome for s in samples),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=10000)
    parser.add_argument("--every", type=int, default=8, help="take one decision in this many")
    args = parser.parse_args()
    samples = sample_games(args.games, args.seed, args.every, progress=lambda seed: print(seed, file=sys.stderr))
    figures = report(samples)
    print(json.dumps(figures, indent=1))
    print("WEIGHTS = (" + ", ".join(f"{weight:.4f}" for weight in figures["weights"].values()) + ")")  # type: ignore[attr-defined]


if __name__ == "__main__":
    main()
