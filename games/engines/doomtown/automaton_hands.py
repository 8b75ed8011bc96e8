"""The Automaton's shootout hand with See-Through Spectacles (Solo Mode exception list, High):
for each pair it can use, the Automaton may count a non-heart card as a heart, or a heart as
another value, when it tries for a straight flush in hearts. The engine offers that five too
(``automaton_rules.hand_legal``); the Gunfighter decides whether it is worth more.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from games.engines.doomtown.fight import current, side_posse
from games.engines.doomtown.poker import JOKER_CODE, Result, card_code, evaluate_codes

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

SPECTACLES = "24159"
HAND_SIZE = 5
HEART = 1  # suit index of hearts in a card code (poker.SUIT_LETTERS "SHDC")
LOWEST_STRAIGHTS = range(13 - HAND_SIZE + 1, 0, -1)  # the lowest value of each straight, highest first


def spectacles_ready(state: DoomtownState, seat: int) -> int:
    """Spectacles the seat can still use on its hand this round: unbooted, on a dude of its posse."""
    fight = current(state)
    posse = side_posse(state, fight, fight["side"][seat])
    return sum(
        1
        for card in state.play[seat]
        if state.table[card].card.code == SPECTACLES and not state.booted[card] and state.attached_to[card] in posse
    )


def hearts_straight_flush(codes: list[int], changes: int) -> Result | None:
    """The highest straight flush in hearts five cards make with at most ``changes`` Spectacles
    changes (a non-heart turned into a heart of its value, a heart given a value the hand lacks)."""
    for low in LOWEST_STRAIGHTS:
        needed = _changes_to(codes, set(range(low, low + HAND_SIZE)))
        if needed is not None and needed <= changes:
            return evaluate_codes([card_code(value, "H") for value in range(low, low + HAND_SIZE)])
    return None


def _changes_to(codes: list[int], straight: set[int]) -> int | None:
    """Changes that make these cards the straight in hearts (jokers fill a gap); None: impossible,
    since a non-heart keeps its value when it changes."""
    plain = [code for code in codes if code != JOKER_CODE]
    hearts = [code // 4 + 1 for code in plain if code % 4 == HEART]
    covered = {value for value in hearts if value in straight}
    changes = len(hearts) - len(covered)  # hearts outside the straight, or twice the same value
    for value in (code // 4 + 1 for code in plain if code % 4 != HEART):
        if value not in straight or value in covered:
            return None
        covered.add(value)
        changes += 1
    return changes


def spectacles_five(state: DoomtownState, seat: int, pool: list[int]) -> list[int] | None:
    """Five cards of ``pool`` the seat's Spectacles can make the highest straight flush in hearts."""
    ready = spectacles_ready(state, seat)
    if not ready:
        return None
    best: tuple[int, list[int]] | None = None
    for five in combinations(pool, HAND_SIZE):
        result = hearts_straight_flush([state.table[card].poker for card in five], ready)
        if result is not None and (best is None or result.key > best[0]):
            best = (result.key, list(five))
    return None if best is None else best[1]
