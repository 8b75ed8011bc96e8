"""Is a fight worth it? Likely posses at a location and the worth of one round of fire.

A round's worth to a side is the expected worth of the opposing dudes it shoots down minus the
expected worth of its own: casualties go to the cheapest dudes first, and acing a dude covers two.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from automaton.strategies.heuristic_doomtown.odds import posse_distribution, round_outlook
from games.engines.doomtown.town import adjacent

if TYPE_CHECKING:
    from automaton.strategies.heuristic_doomtown.board import Board


@dataclass(frozen=True)
class Outlook:
    win: float  # chance to win the round (identical ranks count half)
    worth: float  # expected worth shot down on the other side minus on ours


def likely_posse(board: Board, seat: int, location: int) -> list[int]:
    """Who ``seat`` can bring to a shootout there: dudes at it (even booted), unbooted dudes next to it."""
    state = board.state
    found = []
    for dude in board.dudes[seat]:
        where = state.at[dude]
        if where == location or (not state.booted[dude] and adjacent(state, where, location)):
            found.append(dude)
    return found


def casualty_cost(board: Board, posse: list[int], casualties: int) -> float:
    """Worth lost to ``casualties``: the cheapest dudes, each aced to cover two."""
    worths = sorted(board.worth[dude] for dude in posse)
    return sum(worths[: (casualties + 1) // 2])


def outlook(board: Board, seat: int, mine: list[int], other: int, theirs: list[int]) -> Outlook:
    if not mine:
        return Outlook(0.0, 0.0)
    if not theirs:
        return Outlook(1.0, 0.0)
    win, my_losses, their_losses = round_outlook(
        posse_distribution(board, seat, mine), posse_distribution(board, other, theirs)
    )
    gained = sum(p * casualty_cost(board, theirs, k) for k, p in their_losses)
    lost = sum(p * casualty_cost(board, mine, k) for k, p in my_losses)
    return Outlook(win, gained - lost)
