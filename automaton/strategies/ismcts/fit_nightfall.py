"""Fits ``doomtown_odds``' weights to the outcomes of heuristic self-play games, and says how well
they predict against the heuristic's evaluation.

Each seeded two-player game between heuristic bots gives one sample at each nightfall that did not
end it: the differences between the seats in the model's numbers, and whether the first seat won.
The model has no constant (the seats are alike), so the first seat's samples say all. Folds are
whole games, as a game's nightfalls are alike.

    python -m automaton.strategies.ismcts.fit_nightfall --games 550 --seed 10000
"""

from __future__ import annotations

import argparse
import math

from automaton.strategies import get_bot
from automaton.strategies.heuristic_doomtown.board import Board
from automaton.strategies.heuristic_doomtown.evaluation import evaluate
from automaton.strategies.ismcts.doomtown_look import SCALE
from automaton.strategies.ismcts.doomtown_odds import WEIGHTS, night_numbers
from games.engines import Rng
from games.engines.doomtown.engine import ENGINE

NAMES = list(WEIGHTS)

# One nightfall: the first seat's numbers less the second's, its evaluation's lead, and 1 if it won.
Sample = tuple[list[float], float, int]


def game_samples(seed: int) -> list[Sample]:
    """The nightfalls of one heuristic game (each seat sees only its own view, as in play)."""
    state = ENGINE.new_game(players=2, seed=seed)
    bot, rng = get_bot("heuristic", "doomtown"), Rng(seed)
    nights: list[tuple[list[float], float]] = []
    while not state.is_over():
        seat = state.to_act()[0]
        was = state.phase
        state.apply(seat, bot.choose(state.determinize(seat, rng), seat, rng))
        if was == "noon" and state.phase != "noon" and not state.is_over():
            board = Board(state)
            first, second = night_numbers(state, board)
            lead = evaluate(state, 0, board) - evaluate(state, 1, board)
            nights.append(([first[name] - second[name] for name in NAMES], lead))
    won = int(state.result().placements[0] == 1)
    return [(numbers, lead, won) for numbers, lead in nights]


def _chance(weights: list[float], numbers: list[float]) -> float:
    odds = sum(weight * number for weight, number in zip(weights, numbers, strict=True))
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, odds))))


def fit(samples: list[Sample], steps: int = 30) -> list[float]:
    """Maximum-likelihood weights by Newton's method (a whisker of ridge keeps the step defined)."""
    size = len(NAMES)
    weights = [0.0] * size
    for _ in range(steps):
        gradient = [0.0] * size
        hessian = [[1e-6 if row == col else 0.0 for col in range(size)] for row in range(size)]
        for numbers, _, won in samples:
            chance = _chance(weights, numbers)
            spread = chance * (1.0 - chance)
            for row in range(size):
                gradient[row] += (won - chance) * numbers[row]
                for col in range(size):
                    hessian[row][col] += spread * numbers[row] * numbers[col]
        step = _solve(hessian, gradient)
        weights = [weight + change for weight, change in zip(weights, step, strict=True)]
        if max(abs(change) for change in step) < 1e-9:
            break
    return weights


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``matrix`` x = ``vector`` by Gaussian elimination with partial pivoting (a handful of weights)."""
    size = len(vector)
    rows = [[*matrix[row], vector[row]] for row in range(size)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda row: abs(rows[row][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for row in range(col + 1, size):
            factor = rows[row][col] / rows[col][col]
            rows[row] = [value - factor * top for value, top in zip(rows[row], rows[col], strict=True)]
    solution = [0.0] * size
    for row in reversed(range(size)):
        known = sum(rows[row][col] * solution[col] for col in range(row + 1, size))
        solution[row] = (rows[row][size] - known) / rows[row][row]
    return solution


def log_loss(chances: list[float], outcomes: list[int]) -> float:
    total = 0.0
    for chance, won in zip(chances, outcomes, strict=True):
        chance = min(max(chance, 1e-9), 1.0 - 1e-9)
        total -= math.log(chance if won else 1.0 - chance)
    return total / len(outcomes)


def cross_validated(games: list[list[Sample]], folds: int = 5) -> tuple[float, float]:
    """The model's and the evaluation's log loss on held-out games (the evaluation's lead at the
    look's ``SCALE`` is not fitted, so it needs no folds)."""
    model: list[float] = []
    outcomes: list[int] = []
    for fold in range(folds):
        held = [sample for index, game in enumerate(games) if index % folds == fold for sample in game]
        weights = fit([sample for index, game in enumerate(games) if index % folds != fold for sample in game])
        model += [_chance(weights, numbers) for numbers, _, _ in held]
        outcomes += [won for _, _, won in held]
    every = [sample for game in games for sample in game]
    evaluation = [1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, lead / SCALE)))) for _, lead, _ in every]
    return log_loss(model, outcomes), log_loss(evaluation, [won for _, _, won in every])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=550)
    parser.add_argument("--seed", type=int, default=10_000, help="the first game's seed")
    options = parser.parse_args()
    games = [game_samples(options.seed + index) for index in range(options.games)]
    weights = fit([sample for game in games for sample in game])
    model, evaluation = cross_validated(games)
    print("WEIGHTS =", {name: round(weight, 4) for name, weight in zip(NAMES, weights, strict=True)})
    print(f"{sum(map(len, games))} nightfalls of {len(games)} games; held-out log loss: model {model:.4f}, "
          f"the evaluation's lead {evaluation:.4f} (a coin: {math.log(2):.4f})")  # fmt: skip


if __name__ == "__main__":
    main()
