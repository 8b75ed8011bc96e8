"""The rank of the best five cards among a draw of any size, fast: counts of values and suits
instead of trying every five (``poker.best_hand_codes`` does that, and is the reference the tests
hold this to). Only the rank is needed to estimate a posse's odds; cheatin' hands count too, as
this bot shows its strongest hand."""

from __future__ import annotations

from collections.abc import Sequence

from games.engines.doomtown.poker import (
    DEAD_MANS_CODES,
    DEAD_MANS_HAND,
    FIVE_OF_A_KIND,
    FLUSH,
    FOUR_OF_A_KIND,
    FULL_HOUSE,
    HIGH_CARD,
    JOKER_CODE,
    PAIR,
    STRAIGHT,
    STRAIGHT_FLUSH,
    THREE_OF_A_KIND,
    TWO_PAIR,
)

DEAD_MANS = frozenset(DEAD_MANS_CODES)
LOWS = range(1, 10)  # aces are low only: A-2-3-4-5 up to 9-10-J-Q-K


def _straight(values: set[int], jokers: int) -> bool:
    return any(sum(1 for v in range(low, low + 5) if v not in values) <= jokers for low in LOWS)


def _short(first: int, second: int, need_first: int, need_second: int) -> int:
    return max(0, need_first - first) + max(0, need_second - second)


def best_rank(codes: Sequence[int]) -> int:
    """Rank (1-11) of the strongest five of ``codes`` (int codes, jokers as JOKER_CODE); 0 below five."""
    if len(codes) < 5:
        return 0
    jokers = 0
    counts = [0] * 14
    suit_cards = [0, 0, 0, 0]
    suit_values: list[set[int]] = [set(), set(), set(), set()]
    plain = set()
    for code in codes:
        if code == JOKER_CODE:
            jokers += 1
            continue
        value, suit = (code >> 2) + 1, code & 3
        counts[value] += 1
        suit_cards[suit] += 1
        suit_values[suit].add(value)
        plain.add(code)
    first, second = sorted(counts, reverse=True)[:2]
    if len(plain & DEAD_MANS) + jokers >= 5:
        return DEAD_MANS_HAND
    if first + jokers >= 5:
        return FIVE_OF_A_KIND
    if any(_straight(values, jokers) for values in suit_values if len(values) + jokers >= 5):
        return STRAIGHT_FLUSH
    if first + jokers >= 4:
        return FOUR_OF_A_KIND
    if _short(first, second, 3, 2) <= jokers:
        return FULL_HOUSE
    if max(suit_cards) + jokers >= 5:
        return FLUSH
    if _straight({v for v in range(1, 14) if counts[v]}, jokers):
        return STRAIGHT
    if first + jokers >= 3:
        return THREE_OF_A_KIND
    if _short(first, second, 2, 2) <= jokers:
        return TWO_PAIR
    if first + jokers >= 2:
        return PAIR
    return HIGH_CARD
