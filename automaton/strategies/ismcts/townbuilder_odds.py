"""The town builder's odds of winning from a position, fitted to how heuristic games end.

The heuristic's evaluation is a plan for the next move, not a forecast: over the first half of
the decks the lead it reads says nothing of who wins (correlation -0.05 to 0.08; see
``MEASUREMENTS.md``), yet a search that scores its leaves with it reads a 25-point spread as a
sure lead. Here a logistic model per stage of the game (cards left in both decks) weighs the same
parts of a position, each seat's less its rival's, by what they did for the winner of
``townbuilder_odds_fit``'s heuristic games. Its chance is that of the seat whose turn just
ended, the moment the search's leaves are scored at; the weights between two stages are read off
the line between their centres.

Only what a seat can see, or a world dealt from its view holds, is read: never the order or the
contents of a deck.
"""

from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path
from typing import Any

from automaton.strategies.heuristic_townbuilder import (
    hand_worth,
    production_flow,
    production_to_come,
    river_claim_points,
    town_part,
)
from games.engines.townbuilder.cards import BRICK, BUILDING_BASE, GOLD, SILVER, WOOD

WEIGHTS_FILE = Path(__file__).with_name("townbuilder_odds.json")
# Each seat's parts of a position, in the order the fitted weights follow (the bias comes first).
FEATURES = (
    "points",
    "buildings",
    "upgrades",
    "storage_progress",
    "family_focus",
    "producers",
    "production_flow",
    "wood",
    "brick",
    "silver",
    "gold",
    "building_cards",
    "hand_worth",
    "production_to_come",
    "deck_size",
)


def seat_features(state: Any, seat: int) -> list[float]:
    """``seat``'s parts of the position, as the heuristic reads them (and its deck's size)."""
    town, hand = state.towns[seat], state.hands[seat]
    score, river_claim, buildings, upgrades, progress, focus, producing = town_part(town, state.families)
    return [
        score + river_claim_points(river_claim, hand[GOLD]),
        buildings,
        upgrades,
        progress,
        focus,
        len(producing),
        production_flow(state.reserve, producing),
        hand[WOOD],
        hand[BRICK],
        hand[SILVER],
        hand[GOLD],
        sum(hand[BUILDING_BASE:]),
        hand_worth(hand, town, state.final[seat]),
        production_to_come(state, seat, producing),
        len(state.decks[seat]),
    ]


def position(state: Any, seat: int) -> list[float]:
    """The model's inputs: 1 (the bias), then each part of ``seat``'s less its rival's."""
    mine, theirs = seat_features(state, seat), seat_features(state, 1 - seat)
    return [1.0, *(a - b for a, b in zip(mine, theirs, strict=True))]


def cards_left(state: Any) -> int:
    return len(state.decks[0]) + len(state.decks[1])


@cache
def fitted() -> dict[str, Any]:
    """The shipped fit: its stages (lowest and highest cards left), their weights, and how it was made."""
    doc = json.loads(WEIGHTS_FILE.read_text())
    if doc["features"] != list(FEATURES):
        raise ValueError(f"{WEIGHTS_FILE.name} was fitted to other features: refit it (townbuilder_odds_fit)")
    return doc


def weights_at(left: int, stages: list[dict[str, Any]]) -> list[float]:
    """The weights for ``left`` cards: on the line between the two stages' centres it lies between
    (the first or last stage's own beyond them), so a move that draws a card moves the odds smoothly."""
    centres = [(stage["low"] + stage["high"]) / 2 for stage in stages]
    if left <= centres[0]:
        return list(stages[0]["weights"])
    for above in range(1, len(stages)):
        if left <= centres[above]:
            share = (left - centres[above - 1]) / (centres[above] - centres[above - 1])
            low, high = stages[above - 1]["weights"], stages[above]["weights"]
            return [a + share * (b - a) for a, b in zip(low, high, strict=True)]
    return list(stages[-1]["weights"])


@cache
def stage_weights(left: int) -> list[float]:
    return weights_at(left, fitted()["stages"])


def chance(weights: list[float], inputs: list[float]) -> float:
    logit = sum(w * x for w, x in zip(weights, inputs, strict=True))
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, logit))))


def win_chances(state: Any) -> list[float]:
    """Each seat's chance of winning an unfinished game (a draw counted half), judged from the seat
    whose turn just ended (the state's ``current`` is the other)."""
    ended = 1 - state.current
    mine = chance(stage_weights(cards_left(state)), position(state, ended))
    return [mine, 1.0 - mine] if ended == 0 else [1.0 - mine, mine]
