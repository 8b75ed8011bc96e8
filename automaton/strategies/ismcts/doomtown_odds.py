"""The search's leaf for Doomtown: a seat's chance of winning, as a logistic model of the position.

The heuristic's evaluation, used as the leaf before, ranks positions well enough for one ply but
is no probability: its leads run 50-400 "ghost rock" along a game, so at the search's scale of 20
the rewards saturated and the anchor kept the heuristic's move almost everywhere (centred on the
root's worths instead, noise overruled it). This model is fitted to who won heuristic games (``doomtown_odds_fit``), so its rewards are
calibrated chances: on held-out games it names the winner at 80 % of positions, the evaluation at
73 % (log loss 0.43, against 0.52 for the evaluation at its best scale, 96, and 0.93 at the search's
old 20; figures in MEASUREMENTS.md).

Each feature is the seat's quantity less the mean of its opponents' (Boss Battle team-mates aside),
so the model has no constant and, in a two-player game, one seat's chance is the other's
complement. The weights are fitted together: a feature's own weight may look odd (influence and
control are counted again in the dudes' worth), only their sum is meant.
"""

from __future__ import annotations

import math
from statistics import fmean
from typing import TYPE_CHECKING

from automaton.strategies.heuristic_doomtown.board import Board
from automaton.strategies.heuristic_doomtown.evaluation import contested_bullets, opponents, threats

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

FEATURES = (
    "control",  # control points held
    "sundown",  # ahead in the Sundown race (1), behind (-1): control over the rival's influence
    "ghost_rock",  # stash less debt
    "income",  # production less upkeep a day
    "shortfall",  # ghost rock the next upkeep cannot pay
    "hand",  # cards in hand
    "dudes",  # the heuristic's worth of the seat's dudes, in tens
    "contested_bullets",  # bullets where both sides stand
    "threats",  # the worth of the losing fights the rivals could start, in tens
    "influence",  # total influence
    "deck",  # cards left in the deck, in tens
)
# Fitted by ``python -m automaton.strategies.ismcts.doomtown_odds_fit --games 400 --seed 10000``.
WEIGHTS = (-0.1057, 2.3468, -0.0009, 0.4602, 0.3125, -0.4089, 0.9263, 0.0234, 0.0009, -0.1450, -0.0720)


def features(state: DoomtownState, seat: int, board: Board) -> list[float]:
    """The seat's position against its opponents', one number per ``FEATURES``."""
    others = opponents(state, seat)
    controllers = board.controllers()
    control = [board.control_points(side, controllers) for side in range(state.players)]
    influence = [board.total_influence(side) for side in range(state.players)]
    income = [board.income(side, controllers) for side in range(state.players)]

    def per_side(side: int) -> list[float]:
        return [
            control[side],
            0.0,  # the Sundown race is between the seat and its strongest rival, set below
            state.stash[side] - state.debt[side],
            income[side],
            max(0, -(state.stash[side] + income[side])),
            len(state.hand[side]),
            sum(board.worth[dude] for dude in board.dudes[side]) / 10,
            0.0,  # contested bullets are the seat's against all comers, set below
            threats(board, side) / 10,
            influence[side],
            len(state.deck[side]) / 10,
        ]

    mine = per_side(seat)
    theirs = [fmean(values) for values in zip(*(per_side(other) for other in others), strict=True)]
    difference = [own - rival for own, rival in zip(mine, theirs, strict=True)]
    ahead = control[seat] - max(influence[other] for other in others) > 0
    behind = max(control[other] - influence[seat] for other in others) > 0
    difference[FEATURES.index("sundown")] = float(ahead) - float(behind)
    difference[FEATURES.index("contested_bullets")] = contested_bullets(board, seat)
    return difference


def win_logit(state: DoomtownState, seat: int, board: Board | None = None) -> float:
    """The log-odds of ``seat`` winning; a finished game is certain either way."""
    if state.outcome is not None:
        return math.inf if state.outcome["placements"][seat] == 1 else -math.inf
    values = features(state, seat, board or Board(state))
    return sum(weight * value for weight, value in zip(WEIGHTS, values, strict=True))


def doomtown_worths(state: DoomtownState) -> list[float]:
    """Each seat's log-odds of winning, halved: the search's ``value_rewards`` at scale 1 turns the
    difference of two seats' worths back into the model's chance (two players: z / 2 - (-z / 2))."""
    board = Board(state)
    return [max(-30.0, min(30.0, win_logit(state, seat, board))) / 2 for seat in range(state.players)]
