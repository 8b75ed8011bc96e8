"""Doomtown's own benchmark figures: poker evaluations and deck validations per CPU second.

Rates use process CPU time (one core), so other work on the machine does not skew them.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from games.engines.doomtown import poker
from games.engines.doomtown.cards import deck_files, load_deck_file
from games.engines.doomtown.decklist import deck_from_json, deck_to_text
from games.engines.doomtown.validation import validate_text
from games.engines.rng import Rng


def _rate(step: Callable[[], int], budget: float) -> float:
    """Units per CPU second of ``step`` (which returns how many units it did), run for ``budget`` seconds."""
    units = 0
    started = time.process_time()
    while True:
        units += step()
        spent = time.process_time() - started
        if spent >= budget:
            return round(units / spent, 1)


def _deck_codes() -> list[list[int]]:
    """Each provided deck as int-coded draw cards: 52 suited cards plus its jokers."""
    return [deck_from_json(load_deck_file(key)).draw_codes() for key in deck_files()]


def _draws(size: int, count: int, seed: int) -> list[tuple[int, ...]]:
    rng = Rng(seed)
    decks = _deck_codes()
    hands = []
    for index in range(count):
        deck = list(decks[index % len(decks)])
        rng.shuffle(deck)
        hands.append(tuple(deck[:size]))
    return hands


def _random_hands(count: int, seed: int) -> list[tuple[int, ...]]:
    """Five cards from a 52-card pack plus two jokers: mostly hands the cache has not seen."""
    rng = Rng(seed)
    pack = [*range(52), poker.JOKER_CODE, poker.JOKER_CODE]
    hands = []
    for _ in range(count):
        rng.shuffle(pack)
        hands.append(tuple(pack[:5]))
    return hands


def _each(hands: Sequence[tuple[int, ...]], evaluate: Callable[[tuple[int, ...]], object]) -> Callable[[], int]:
    def step() -> int:
        for hand in hands:
            evaluate(hand)
        return len(hands)

    return step


def figures(quick: bool) -> dict[str, Any]:
    budget = 0.5 if quick else 2.0
    deck_hands = _draws(5, 20_000, seed=1)
    sevens = _draws(7, 5_000, seed=2)
    cold = _random_hands(50_000 if quick else 200_000, seed=3)
    poker.clear_caches()
    started = time.process_time()
    for hand in cold:
        poker.evaluate_codes(hand)
    cold_rate = round(len(cold) / (time.process_time() - started), 1)
    texts = [deck_to_text(deck_from_json(load_deck_file(key))) for key in deck_files()]

    def validate_all() -> int:
        for text in texts:
            validate_text(text)
        return len(texts)

    return {
        "poker": {
            "five_card_evaluations_per_second": _rate(_each(deck_hands, poker.evaluate_codes), budget),
            "five_card_cold_cache_evaluations_per_second": cold_rate,
            "lowball_evaluations_per_second": _rate(
                _each(deck_hands, lambda hand: poker.evaluate_codes(hand, lowball=True)), budget
            ),
            "best_of_7_evaluations_per_second": _rate(_each(sevens, poker.best_hand_codes), budget),
            "clock": "process CPU time, one core",
        },
        "decks_validated_per_second": _rate(validate_all, budget),
        "deck_validation_input": "the 12 provided decks as text exports (parse + validate)",
    }
