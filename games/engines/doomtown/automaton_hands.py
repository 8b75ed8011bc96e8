"""The Automaton's shootout hand with cards the Solo Mode exception list lets it count on:
See-Through Spectacles (High): for each pair it can use, a non-heart card counts as a heart, or a
heart as another value, when it tries for a straight flush in hearts. Comin' Up Roses (Moderate):
while one is in its hand, one card counts as another suit when it tries for a flush or straight
flush. The engine offers those fives too (``automaton_rules.hand_legal``); the Gunfighter
decides whether one is worth more than the best five as drawn.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.hand_changes import suit_changes
from games.engines.doomtown.fight import current, side_posse
from games.engines.doomtown.poker import FLUSH, JOKER_CODE, STRAIGHT_FLUSH, Result, card_code, evaluate_codes

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

SPECTACLES, ROSES = "24159", "24234"
HAND_SIZE = 5
HEART = 1  # suit index of hearts in a card code (poker.SUIT_LETTERS "SHDC")
LOWEST_STRAIGHTS = range(13 - HAND_SIZE + 1, 0, -1)  # the lowest value of each straight, highest first
Hope = Callable[[list[int]], "Result | None"]  # what a card could make of five card codes


def spectacles_ready(state: DoomtownState, seat: int) -> int:
    """Spectacles the seat can still use on its hand this round: unbooted, on a dude of its posse."""
    fight = current(state)
    posse = side_posse(state, fight, fight["side"][seat])
    return sum(
        1
        for card in state.play[seat]
        if state.table[card].card.code == SPECTACLES and not state.booted[card] and state.attached_to[card] in posse
    )


def roses_in_hand(state: DoomtownState, seat: int) -> bool:
    return any(state.table[card].card.code == ROSES for card in state.hand[seat])


def hopes(state: DoomtownState, seat: int) -> dict[str, Hope]:
    """What each card the seat can count on could make of a five: the card's name -> its hope."""
    found: dict[str, Hope] = {}
    ready = spectacles_ready(state, seat)
    if ready:
        found["See-Through Spectacles"] = lambda codes: hearts_straight_flush(codes, ready)
    if roses_in_hand(state, seat):
        found["Comin' Up Roses"] = flush_by_one_suit
    return found


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


def flush_by_one_suit(codes: list[int]) -> Result | None:
    """The strongest flush or straight flush five cards make with one card of a value no other
    has changed to another suit (Comin' Up Roses' Resolution)."""
    best: Result | None = None
    for [(old, new)] in suit_changes(codes):
        changed = list(codes)
        changed[changed.index(old)] = new
        result = evaluate_codes(changed)
        if result.rank in (FLUSH, STRAIGHT_FLUSH) and (best is None or result.key > best.key):
            best = result
    return best


def hoped_fives(state: DoomtownState, seat: int, pool: list[int]) -> dict[str, list[int]]:
    """For each card the seat can count on, the five of ``pool`` it could make the strongest."""
    found = {}
    for name, hope in hopes(state, seat).items():
        best: tuple[int, list[int]] | None = None
        for five in combinations(pool, HAND_SIZE):
            result = hope([state.table[card].poker for card in five])
            if result is not None and (best is None or result.key > best[0]):
                best = (result.key, list(five))
        if best is not None:
            found[name] = best[1]
    return found
