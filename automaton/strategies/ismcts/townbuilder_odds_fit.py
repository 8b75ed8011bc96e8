"""Fit ``townbuilder_odds``: heuristic self-play, one logistic regression per stage of the game.

    python -m automaton.strategies.ismcts.townbuilder_odds_fit --games 24000 --first 10000

Every game is played by the heuristic bot in both seats; at each turn's start the position is
taken from the seat whose turn just ended and labelled with how that seat finished (1 a win, 0.5 a
draw, 0 a loss). Games whose seed is a multiple of five are held out: the file records the fit's
log loss and correlation with the result on them, stage by stage, beside the heuristic's own
lead read at the search's scale (``Knowledge.scale``) for comparison. The Newton steps are
plain Python: with sixteen inputs, the shipped fit's 840,000 positions take about a minute.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
from collections.abc import Iterator
from typing import Any, NamedTuple

from automaton.strategies import get_bot
from automaton.strategies.ismcts.knowledge import KNOWLEDGE, townbuilder_worth
from automaton.strategies.ismcts.townbuilder_odds import FEATURES, WEIGHTS_FILE, cards_left, chance, position
from games.engines.rng import Rng
from games.engines.townbuilder.engine import ENGINE

# Stages by cards left in both decks (88 at the first turn): lowest and highest of each.
STAGES = ((0, 15), (16, 31), (32, 47), (48, 63), (64, 79), (80, 88))
RIDGE = 1.0  # an L2 penalty on every weight but the bias: keeps rare parts (a late producer) tame
NEWTON_STEPS = 8
HELD_OUT_EVERY = 5  # games whose seed is a multiple of this are held out


class Sample(NamedTuple):
    seed: int
    left: int  # cards left in both decks
    inputs: list[float]
    lead: float  # the heuristic's worth, the seat's less its rival's
    outcome: float


def play(seed: int) -> Iterator[Sample]:
    """One heuristic game's positions at each turn's start, labelled once it is over."""
    bot = get_bot("heuristic", "townbuilder")
    state = ENGINE.new_game(players=2, seed=seed)
    rng = Rng(seed).fork(77)
    taken: list[tuple[int, int, list[float], float]] = []
    last_turn = -1
    while not state.is_over():
        if state.phase == "action" and state.turn != last_turn:
            last_turn = state.turn
            ended = 1 - state.current
            lead = townbuilder_worth(state, ended) - townbuilder_worth(state, 1 - ended)
            taken.append((ended, cards_left(state), position(state, ended), lead))
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state, seat, rng))
    placements = state.result().placements
    for ended, left, inputs, lead in taken:
        mine, theirs = placements[ended], placements[1 - ended]
        yield Sample(seed, left, inputs, lead, 1.0 if mine < theirs else 0.5 if mine == theirs else 0.0)


def fit(rows: list[list[float]], outcomes: list[float]) -> list[float]:
    """Ridge logistic regression by Newton's method (the first input is the unpenalised bias)."""
    size = len(rows[0])
    weights = [0.0] * size
    for _ in range(NEWTON_STEPS):
        hessian = [[RIDGE if i == j and i else 0.0 for j in range(size)] for i in range(size)]
        gradient = [RIDGE * w if i else 0.0 for i, w in enumerate(weights)]
        for inputs, outcome in zip(rows, outcomes, strict=True):
            p = chance(weights, inputs)
            error, curvature = p - outcome, p * (1 - p)
            for i, x in enumerate(inputs):
                if x:
                    gradient[i] += error * x
                    row, scaled = hessian[i], curvature * x
                    for j in range(i, size):
                        if inputs[j]:
                            row[j] += scaled * inputs[j]
        for i in range(size):
            for j in range(i):
                hessian[i][j] = hessian[j][i]
        weights = [w - step for w, step in zip(weights, solve(hessian, gradient), strict=True)]
    return weights


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``matrix`` x = ``vector`` by Gauss-Jordan elimination with partial pivoting."""
    size = len(vector)
    rows = [[*row, value] for row, value in zip(matrix, vector, strict=True)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda r: abs(rows[r][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        for r in range(size):
            if r != column and rows[r][column]:
                factor = rows[r][column] / rows[column][column]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[column], strict=True)]
    return [rows[i][size] / rows[i][i] for i in range(size)]


def scores(chances: list[float], outcomes: list[float]) -> dict[str, float]:
    """Log loss (a coin scores 0.693) and correlation with the outcome."""
    n = len(outcomes)
    pairs = list(zip(chances, outcomes, strict=True))
    loss = -sum(y * math.log(max(p, 1e-9)) + (1 - y) * math.log(max(1 - p, 1e-9)) for p, y in pairs)
    constant = len(set(chances)) < 2 or len(set(outcomes)) < 2  # no correlation to speak of
    correlation = 0.0 if constant else statistics.correlation(chances, outcomes)
    return {"log_loss": round(loss / n, 3), "correlation": round(correlation, 3)}


def fit_stages(samples: list[Sample]) -> dict[str, Any]:
    scale = KNOWLEDGE["townbuilder"].scale
    stages = []
    for low, high in STAGES:
        here = [s for s in samples if low <= s.left <= high]
        train = [s for s in here if s.seed % HELD_OUT_EVERY]
        held = [s for s in here if not s.seed % HELD_OUT_EVERY]
        weights = fit([s.inputs for s in train], [s.outcome for s in train])
        outcomes = [s.outcome for s in held]
        stages.append(
            {
                "low": low,
                "high": high,
                "weights": [round(w, 5) for w in weights],
                "positions": len(train),
                "held_out": {
                    "positions": len(held),
                    "fitted": scores([chance(weights, s.inputs) for s in held], outcomes),
                    "heuristic_lead": scores([1 / (1 + math.exp(-s.lead / scale)) for s in held], outcomes),
                },
            }
        )
    return {"features": list(FEATURES), "stages": stages}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=24_000)
    parser.add_argument("--first", type=int, default=10_000, help="the first game's seed")
    parser.add_argument("--out", default=str(WEIGHTS_FILE))
    args = parser.parse_args()
    samples = [sample for seed in range(args.first, args.first + args.games) for sample in play(seed)]
    doc = {"games": args.games, "first_seed": args.first, **fit_stages(samples)}
    with open(args.out, "w") as out:
        json.dump(doc, out, indent=1)
        out.write("\n")


if __name__ == "__main__":
    main()
