"""A greedy townbuilder player: it tries each action on a copy of its (determinised) state and
keeps the one that raises its evaluation most, ending the action phase when nothing helps.

The evaluation is the final score it would make now plus progress the score does not show yet:
buildings placed, N2 levels, resources stored toward the next threshold, and useful cards in hand.
"""

from __future__ import annotations

from typing import Any

from games.engines import Action, GameState, Rng
from games.engines.townbuilder.cards import (
    BUILDING_BASE,
    BUILDINGS,
    CARD_CODES,
    GOLD,
    RESOURCES,
    STORAGE,
    TOWN_SLOTS,
)
from games.engines.townbuilder.scoring import score_lines

POINT = 10.0
PER_BUILDING = 3.0
PER_UPGRADE = 3.0
STORAGE_PROGRESS = 9.0
RESOURCE_IN_HAND = (1.0, 1.1, 0.8, 1.6)
BUILDABLE_CARD = 1.5
UPGRADE_CARD = 2.0
OPPONENT_WEIGHT = 0.5
# An action must gain at least this much to be worth taking over ending the phase.
MARGIN = 0.05


def points(state: Any, seat: int) -> int:
    town = [slot.to_json() for slot in state.towns[seat]]
    hand = {"gold": state.hands[seat][GOLD]}
    return sum(line["points"] for line in score_lines(town, hand, state.families))


def storage_progress(state: Any, seat: int) -> float:
    """Fraction of the way to each storage building's next threshold, in points."""
    progress = 0.0
    for slot in state.towns[seat]:
        building = BUILDINGS[slot.kind]
        if building.family != STORAGE or not building.thresholds[slot.level - 1]:
            continue
        amount = slot.stored[building.stores]
        for gain, needed in reversed(building.thresholds[slot.level - 1]):
            if amount < needed:
                progress += gain * amount / needed
                break
    return progress


def hand_worth(state: Any, seat: int) -> float:
    hand = state.hands[seat]
    town = state.towns[seat]
    levels = {slot.kind: slot.level for slot in town}
    worth = sum(RESOURCE_IN_HAND[r] * hand[r] for r in RESOURCES)
    for b in range(len(BUILDINGS)):
        count = hand[BUILDING_BASE + b]
        if not count:
            continue
        level = levels.get(b)
        if level == 1:
            worth += UPGRADE_CARD
        elif level is None and len(town) < TOWN_SLOTS:
            worth += BUILDABLE_CARD
    return worth


def evaluate(state: Any, seat: int) -> float:
    town = state.towns[seat]
    mine = (
        POINT * points(state, seat)
        + PER_BUILDING * len(town)
        + PER_UPGRADE * sum(slot.level - 1 for slot in town)
        + STORAGE_PROGRESS * storage_progress(state, seat)
        + hand_worth(state, seat)
    )
    return mine - OPPONENT_WEIGHT * POINT * points(state, 1 - seat)


def card_keep_value(state: Any, seat: int, card: str) -> float:
    """How much the hand loses by giving up one ``card`` (a card key)."""
    trial = state.clone()
    before = hand_worth(trial, seat)
    trial.hands[seat][CARD_CODES[card]] -= 1
    return before - hand_worth(trial, seat)


class HeuristicTownBot:
    name = "heuristic"

    def choose(self, state: GameState, seat: int, rng: Rng) -> Action:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        if state.phase != "action":  # type: ignore[attr-defined]
            # Discarding or returning a card to the deck: give up what the hand misses least.
            return min(legal, key=lambda action: (card_keep_value(state, seat, _card_given_up(action)), rng.random()))
        best = next(action for action in legal if action["type"] == "end_actions")
        best_value = evaluate(state, seat) + MARGIN
        for action in legal:
            if action["type"] == "end_actions" or action["type"] == "demolish":
                continue
            trial = state.clone()
            trial.apply(seat, action)
            value = evaluate(trial, seat) + rng.random() * 1e-3
            if value > best_value:
                best, best_value = action, value
        return best


def _card_given_up(action: Action) -> str:
    return action["card"] if action["type"] == "discard" else action["resource"]


def make_bot(game: str, **settings: Any) -> HeuristicTownBot:
    if game != "townbuilder":
        raise ValueError(f"the townbuilder heuristic does not play {game}")
    if settings:
        raise ValueError(f"unknown heuristic settings: {', '.join(sorted(settings))}")
    return HeuristicTownBot()
