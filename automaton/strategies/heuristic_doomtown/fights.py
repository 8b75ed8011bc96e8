"""Is a fight worth it? Likely posses at a location and the worth of one round of fire.

A round's worth to a side is the expected worth of the opposing dudes it shoots down minus the
expected worth of its own: casualties go to the cheapest dudes first, and acing a dude covers two.
Influence shot away also counts in the Sundown race, and a side whose influence would drop below
the other's control points stands to lose the game at Sundown.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from automaton.strategies.heuristic_doomtown.odds import posse_distribution, round_outlook

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
        if where == location or (not state.booted[dude] and board.adjacent(where, location)):
            found.append(dude)
    return found


INFLUENCE_IN_RACE = 6.0  # per influence lost: the evaluation's Sundown margin
SUNDOWN_AT_STAKE = 40.0  # influence falls below the rival's control: the game can end tonight


def casualty_cost(board: Board, ranked: list[int], casualties: int, influence: int, rival_control: int) -> float:
    """Worth lost to ``casualties``: the cheapest dudes (``ranked`` is the posse, cheapest first), each
    aced to cover two; ``influence`` is the side's total before the fight and ``rival_control`` the
    other side's control points."""
    victims = ranked[: (casualties + 1) // 2]
    lost_influence = sum(board.influence[dude] for dude in victims)
    cost = sum(board.worth[dude] for dude in victims) + INFLUENCE_IN_RACE * lost_influence
    if influence - lost_influence < rival_control <= influence:
        cost += SUNDOWN_AT_STAKE
    return cost


def outlook(
    board: Board, seat: int, mine: list[int], other: int, theirs: list[int], controllers: dict[int, int] | None = None
) -> Outlook:
    """``controllers``: the board's, where the caller has them already (an evaluation asks for many fights)."""
    if not mine:
        return Outlook(0.0, 0.0)
    if not theirs:
        return Outlook(1.0, 0.0)
    win, my_losses, their_losses = round_outlook(
        posse_distribution(board, seat, mine), posse_distribution(board, other, theirs)
    )
    controllers = board.controllers() if controllers is None else controllers
    my_influence, their_influence = board.total_influence(seat), board.total_influence(other)
    my_control, their_control = board.control_points(seat, controllers), board.control_points(other, controllers)
    theirs_ranked, mine_ranked = board.cheapest_first(theirs), board.cheapest_first(mine)
    gained = sum(p * casualty_cost(board, theirs_ranked, k, their_influence, my_control) for k, p in their_losses)
    lost = sum(p * casualty_cost(board, mine_ranked, k, my_influence, their_control) for k, p in my_losses)
    return Outlook(win, gained - lost)
