"""Shootout odds from the deck composition: how a posse's draw hand is likely to rank, and what a
round of fire between two posses is worth to each side.

A side's hand is drawn from its owner's deck (the printed 52 and jokers: which of them sit in the
discard pile changes the odds too little to matter here). Like ``poker.rank_odds``, seeded random
draws of ``size`` cards give the share of each rank, ranked by ``ranks.best_rank`` (the same
ranks, many times faster on big draws); a draw bonus lets the side set cards aside and draw
again, counted as half a card each.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from automaton.strategies.heuristic_doomtown.ranks import best_rank
from games.engines.doomtown.poker import shootout_bonuses
from games.engines.rng import Rng

if TYPE_CHECKING:
    from automaton.strategies.heuristic_doomtown.board import Board
    from games.engines.doomtown.state import DoomtownState

SAMPLED_HANDS = 400  # per (deck, size), once per process: about 2% noise on a rank's share
MAX_SIZE = 12
Distribution = tuple[float, ...]  # index = rank 0 ("no hand") .. 11


@lru_cache(maxsize=256)
def _distribution(deck_codes: tuple[int, ...], size: int) -> Distribution:
    pool = list(deck_codes)
    rng = Rng(size)
    counts = [0] * 12
    for _ in range(SAMPLED_HANDS):
        for index in range(size):  # partial Fisher-Yates: the first ``size`` places are a uniform draw
            other = index + rng.below(len(pool) - index)
            pool[index], pool[other] = pool[other], pool[index]
        counts[best_rank(pool[:size])] += 1
    return tuple(count / SAMPLED_HANDS for count in counts)


_DECK_CODES: dict[tuple[int, int], tuple[object, tuple[int, ...]]] = {}


def deck_codes(state: DoomtownState, seat: int) -> tuple[int, ...]:
    """The poker codes of the seat's draw deck, cached per card table (tables are shared, immutable)."""
    table = state.table
    cached = _DECK_CODES.get((id(table), seat))
    if cached is not None and cached[0] is table:
        return cached[1]
    codes = tuple(sorted(table[card].poker for card in table.draw_decks[seat] if table[card].poker >= 0))
    _DECK_CODES[(id(table), seat)] = (table, codes)
    return codes


def hand_size(stud: int, draw: int) -> int:
    return min(MAX_SIZE, 5 + stud + (draw + 1) // 2)


def rank_distribution(state: DoomtownState, seat: int, stud: int, draw: int) -> Distribution:
    codes = deck_codes(state, seat)
    if len(codes) < 5:
        return (1.0, *([0.0] * 11))
    return _distribution(codes, min(hand_size(stud, draw), len(codes)))


def _kind(board: Board, dude: int) -> str:
    return "stud" if board.stud[dude] else "draw"


def posse_bonuses(board: Board, posse: list[int], shooter: int) -> tuple[int, int]:
    backups = [_kind(board, dude) for dude in posse if dude != shooter]
    return shootout_bonuses((_kind(board, shooter), board.bullets[shooter]), backups)


def shooter_strength(board: Board, posse: list[int], shooter: int) -> float:
    """Size of the draw this shooter gives the posse (more is better): stud counts whole, draw half."""
    stud, draw = posse_bonuses(board, posse, shooter)
    return stud + draw / 2


def best_shooter(board: Board, posse: list[int]) -> int:
    return max(posse, key=lambda dude: (shooter_strength(board, posse, dude), -dude))


def posse_distribution(board: Board, seat: int, posse: list[int]) -> Distribution:
    """The ranks this posse's draw hand may make, kept on the board: an evaluation weighs the same
    posses at every move it tries."""
    key = (seat, tuple(posse))
    found = board.posse_odds.get(key)
    if found is None:
        found = board.posse_odds[key] = _posse_distribution(board, seat, posse)
    return found


def _posse_distribution(board: Board, seat: int, posse: list[int]) -> Distribution:
    if not posse:
        return (1.0, *([0.0] * 11))
    stud, draw = posse_bonuses(board, posse, best_shooter(board, posse))
    return rank_distribution(board.state, seat, stud, draw)


@lru_cache(maxsize=4096)
def round_outlook(
    mine: Distribution, theirs: Distribution
) -> tuple[float, tuple[tuple[int, float], ...], tuple[tuple[int, float], ...]]:
    """(chance to win the round, (my casualties, chance) pairs, (their casualties, chance) pairs).

    Equal ranks count as half a win and give each side one casualty; otherwise the loser takes
    the difference.
    """
    win = 0.0
    my_losses: dict[int, float] = {}
    their_losses: dict[int, float] = {}
    for a, pa in enumerate(mine):
        if pa == 0.0:
            continue
        for b, pb in enumerate(theirs):
            if pb == 0.0:
                continue
            p = pa * pb
            if a == b:
                win += p / 2
                my_losses[1] = my_losses.get(1, 0.0) + p
                their_losses[1] = their_losses.get(1, 0.0) + p
            elif a > b:
                win += p
                their_losses[a - b] = their_losses.get(a - b, 0.0) + p
            else:
                my_losses[b - a] = my_losses.get(b - a, 0.0) + p
    return win, tuple(my_losses.items()), tuple(their_losses.items())
