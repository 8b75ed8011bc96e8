"""A seat's chance of winning a two-player Doomtown game from the position at nightfall.

The look to nightfall (``doomtown_look``) ends its playouts where the day's Sundown has passed, and
needs a chance of winning from there. The heuristic's evaluation, turned into a chance by its
lead, predicts heuristic games' outcomes no better than a coin on the first two days. A logistic
model of the differences between the seats in five public numbers (total influence, income, cards
in hand, bullets and dudes), fitted to the outcomes of heuristic self-play games at each nightfall,
predicts them far better (``MEASUREMENTS.md``, Doomtown: log loss 0.48 against 0.57, five-fold by
game). ``fit_nightfall`` refits it.
"""

from __future__ import annotations

import math

from automaton.strategies.heuristic_doomtown.board import Board
from games.engines.doomtown.state import DoomtownState

# Per unit of (this seat's number - the other's), on the log-odds of this seat winning.
WEIGHTS = {"influence": 0.2302, "income": 0.4499, "hand": -0.2561, "bullets": 0.2605, "dudes": 0.0543}


def night_numbers(state: DoomtownState, board: Board) -> list[dict[str, float]]:
    """Each seat's numbers that the model weighs."""
    controllers = board.controllers()
    return [
        {
            "influence": board.total_influence(seat),
            "income": board.income(seat, controllers),
            "hand": len(state.hand[seat]),
            "bullets": sum(board.bullets[dude] for dude in board.dudes[seat]),
            "dudes": len(board.dudes[seat]),
        }
        for seat in range(state.players)
    ]


def winning_chances(state: DoomtownState) -> list[float]:
    """Each seat's chance of winning a two-player game, by the model."""
    mine, theirs = night_numbers(state, Board(state))
    odds = sum(weight * (mine[name] - theirs[name]) for name, weight in WEIGHTS.items())
    first = 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, odds))))
    return [first, 1.0 - first]
