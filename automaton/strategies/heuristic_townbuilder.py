"""A greedy townbuilder player: it tries each action on a copy of its (determinised) state and
keeps the one that raises its evaluation most, ending the action phase when nothing helps.

The evaluation is the final score it would make now plus progress the score does not show yet:
buildings placed, N2 levels, resources stored toward the next threshold, production still to come,
and useful cards in hand, minus half the opponent's score (so attacks count). It never demolishes
its own buildings.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache
from typing import Any, cast

from automaton.strategies import refuse_other_games_and_settings
from games.engines import Action, GameState, Rng
from games.engines.townbuilder import turn
from games.engines.townbuilder.activations import reserve_needed
from games.engines.townbuilder.cards import (
    BRICK,
    BUILDING_BASE,
    BUILDINGS,
    CARD_CODES,
    GOLD,
    HAND_LIMIT,
    KEEP_AFTER_DISCARD,
    PRODUCTION,
    RESOURCE_COUNTS,
    RESOURCES,
    RIVER_CLAIM,
    SALOON,
    SILVER,
    STORAGE,
    TOWN_SLOTS,
    TRADING_POST,
    WOOD,
    family_of,
)
from games.engines.townbuilder.scoring import LEGEND_POINTS, POKER_POINTS, combination, threshold_points
from games.engines.townbuilder.state import TownState
from games.engines.townbuilder.town import Slot

POINT = 10.0
PER_BUILDING = 3.0
PER_UPGRADE = 3.0
STORAGE_PROGRESS = 9.0
RESOURCE_IN_HAND = (1.0, 1.1, 0.8, 1.6)
BUILDABLE_CARD = 1.5
UPGRADE_CARD = 2.0
OPPONENT_WEIGHT = 0.5
FAMILY_FOCUS = 1.0
SURPLUS_WEIGHT = 0.3
LAST_TURN_GOLD = 0.5
# A producer whose resource the reserve holds is worth this per own turn still to play.
PRODUCTION_FLOW = 1.0
# With every resource in the reserve, the one wood (or gold) kept for the next turn.
KEPT_RESOURCE = 4.0
# The resource each single-resource storage building keeps (River Claim aside), and the flat N2 point.
STORED = {b: building.stored_resource for b, building in enumerate(BUILDINGS) if building.family == STORAGE}
FLAT_N2_POINT = tuple(int(building.flat_n2_point) for building in BUILDINGS)
FAMILY_LABELS = {families: tuple(family_of(b, families) for b in range(len(BUILDINGS))) for families in (4, 6)}
PRODUCERS = tuple(b for b, building in enumerate(BUILDINGS) if building.family == PRODUCTION)
PRODUCED = tuple(building.produces for building in BUILDINGS)  # None for a building that is no producer
# An action must gain at least this much to be worth taking over ending the phase.
MARGIN = 0.05


def points(state: TownState, seat: int) -> int:
    """The final score ``seat`` would make now (only the gold in hand matters to it): the sum of
    ``score_lines``, worked out from the slots without their words (the search scores every move
    it tries with it; a test holds the two equal)."""
    total, river_claim = town_part(state.towns[seat], state.families)[:2]
    return total + river_claim_points(river_claim, state.hands[seat][GOLD])


def river_claim_points(slot: Slot | None, gold_in_hand: int) -> int:
    """River Claim scores a point per pair of gold in hand and stored, N2 one more for any stored."""
    if slot is None:
        return 0
    stored = slot.stored[GOLD]
    return (gold_in_hand + stored) // 2 + (slot.level == 2 and stored > 0)


def town_points(town: list[Slot], families: int) -> tuple[int, Slot | None]:
    """What the town scores but its River Claim's pairs (they count the gold in hand), and that River Claim."""
    total = 0
    river_claim = None
    for slot in town:
        kind = slot.kind
        if kind == RIVER_CLAIM:
            river_claim = slot
        elif kind in STORED:
            total += STORED_POINTS[kind][slot.level - 1][slot.stored[STORED[kind]]]
        elif slot.level == 2:
            # Trading Post N2 scores a point more holding three different resources (one kind absent at most).
            total += FLAT_N2_POINT[kind] + (kind == TRADING_POST and slot.stored.count(0) <= 1)
    if len(town) == TOWN_SLOTS:
        total += full_town_points(tuple([(slot.kind, slot.level) for slot in town]), families)
    return total, river_claim


# What the evaluation reads of a town alone: its points but River Claim's pairs, that River Claim,
# buildings, upgrades, storage progress, family focus and producers (``town_part``).
TownPart = tuple[int, "Slot | None", int, int, float, float, "Producers"]
# A town's producers in its order: building, level, the resource produced and the reserve it needs.
Producers = tuple[tuple[int, int, int, int], ...]


def town_part(town: list[Slot], families: int) -> TownPart:
    return _town_part(tuple(town), families)


@lru_cache(maxsize=16384)
def _town_part(slots: tuple[Slot, ...], families: int) -> TownPart:
    """Memoised on the slots themselves: the rules never change a slot in place (``town.writable``
    puts a changed copy in its place), so the same slot objects score the same, and the copies a
    playout makes share them (a slot held as a key here stays alive, so its identity is not reused)."""
    town = list(slots)
    total, river_claim = town_points(town, families)
    upgrades = sum([slot.level for slot in town]) - len(town)
    progress, focus = storage_progress(town), family_focus(town, families)
    return total, river_claim, len(town), upgrades, progress, focus, producers(town)


def producers(town: list[Slot]) -> Producers:
    found = []
    for slot in town:
        resource = PRODUCED[slot.kind]
        if resource is not None:
            found.append((slot.kind, slot.level, resource, reserve_needed(slot.kind, slot.level)))
    return tuple(found)


@lru_cache(maxsize=8192)
def full_town_points(slots: tuple[tuple[int, int], ...], families: int) -> int:
    """What a full town's (building, level) pairs score together: Poker, Saloon N2 on a scoring
    Poker hand, Legend (memoised: a playout scores the same few towns over and over)."""
    poker = POKER_POINTS.get(combination([family_of(kind, families) for kind, _ in slots]), 0)
    saloon = poker > 0 and any(kind == SALOON and level == 2 for kind, level in slots)
    return poker + saloon + LEGEND_POINTS * all(level == 2 for _, level in slots)


def storage_progress(town: list[Slot]) -> float:
    """Points still to come from each storage building, in proportion to the way to its next threshold."""
    progress = 0.0
    for slot in town:
        kind = slot.kind
        if kind in STORED:
            progress += STORED_PROGRESS[kind][slot.level - 1][slot.stored[STORED[kind]]]
    return progress


def _progress(building: int, level: int, amount: int) -> float:
    for gain, needed in reversed(BUILDINGS[building].thresholds[level - 1]):
        if amount < needed:
            return gain * amount / needed
    return 0.0


def _per_amount(score: Callable[[int, int, int], float]) -> dict[int, tuple[tuple[Any, ...], ...]]:
    """``score(building, level, amount)`` for every storage building, level and amount it may hold."""
    return {
        b: tuple(tuple(score(b, level, n) for n in range(RESOURCE_COUNTS[resource] + 1)) for level in (1, 2))
        for b, resource in STORED.items()
    }


# What a storage building scores, and its progress toward its next threshold, looked up by
# [building][level - 1][amount stored] (the search scores every move it tries with them).
STORED_POINTS = _per_amount(threshold_points)
STORED_PROGRESS = _per_amount(_progress)


def hand_worth(hand: list[int], town: list[Slot], last_turn: bool = False) -> float:
    """What the hand is worth for later turns: only three cards survive the discard phase, and
    after the last turn only gold still counts (River Claim pairs, the tie-break)."""
    if last_turn:
        return LAST_TURN_GOLD * hand[GOLD]
    # Each kind of building card counts once (a second copy is worth nothing more): to upgrade
    # one the town holds at N1, or to build one it lacks while it has room.
    cards = hand[BUILDING_BASE:]
    kinds_held = len(cards) - cards.count(0)
    upgradable = 0
    if kinds_held:
        for slot in town:
            if hand[BUILDING_BASE + slot.kind]:
                kinds_held -= 1
                upgradable += slot.level == 1
        if len(town) == TOWN_SLOTS:
            kinds_held = 0
    return _cards_worth(hand[WOOD], hand[BRICK], hand[SILVER], hand[GOLD], upgradable, kinds_held)


@cache
def _cards_worth(wood: int, brick: int, silver: int, gold: int, upgradable: int, buildable: int) -> float:
    """``hand_worth`` of so many resources, building cards to upgrade and to build (memoised: the
    search scores the same few hands over and over)."""
    values: list[float] = []
    for r, count in zip(RESOURCES, (wood, brick, silver, gold), strict=True):
        values += [RESOURCE_IN_HAND[r]] * count
    values += [UPGRADE_CARD] * upgradable + [BUILDABLE_CARD] * buildable
    values.sort(reverse=True)
    return sum(values[:KEEP_AFTER_DISCARD]) + SURPLUS_WEIGHT * sum(values[KEEP_AFTER_DISCARD:])


def family_focus(town: list[Slot], families: int) -> float:
    """Steer an unfinished town toward a Poker hand: how many buildings share its largest family."""
    if not town or len(town) == TOWN_SLOTS:
        return 0.0
    family = FAMILY_LABELS[families]
    labels = [family[slot.kind] for slot in town]
    return float(max(map(labels.count, labels)) - 1)


def turns_left(state: TownState, seat: int) -> int:
    """Own turns still to play after this one, roughly: each turn draws two cards or more."""
    return 0 if state.final[seat] else len(state.decks[seat]) // 2 + 1


def production_flow(reserve: list[int], producers: Producers) -> int:
    """The levels of the producers whose resource the reserve can still supply."""
    return sum(level for _, level, resource, needed in producers if reserve[resource] >= needed)


def production_to_come(state: TownState, seat: int, producers: Producers) -> float:
    """What the producers will still bring in. With a full reserve the decks hold no resource, so
    a hand that keeps no resource is refilled with buildings only and, full, can take nothing; and
    one that keeps no wood or gold cannot build: keeping one is worth a building, more while the
    first producer is still to be built. A producer still unused this turn counts as kept.
    ``producers`` are the seat's town's."""
    reserve = state.reserve
    flow = PRODUCTION_FLOW * production_flow(reserve, producers)
    if state.options["reserve_start"] != "full":
        return flow * turns_left(state, seat) if flow else 0.0
    hand = state.hands[seat]
    ready = set()
    if sum(hand) < HAND_LIMIT:
        ready = {
            resource
            for kind, _, resource, needed in producers
            if reserve[resource] >= needed and kind not in state.used
        }
    if not ready and not any(hand[:BUILDING_BASE]):
        return 0.0  # the draws bring only buildings: next turn the hand is full and nothing comes in
    value = flow * turns_left(state, seat)
    if not state.final[seat]:
        payable = min(1, hand[WOOD] + hand[GOLD] + len(ready & {WOOD, GOLD}))
        producer_card = 0 if producers else min(1, sum(hand[BUILDING_BASE + b] for b in PRODUCERS))
        value += KEPT_RESOURCE * (payable + payable * producer_card + 0.5 * producer_card)
    return value


def evaluate(state: TownState, seat: int, rival_points: int | None = None, part: TownPart | None = None) -> float:
    """``rival_points`` (the opponent's ``points``) and ``part`` (the seat's ``town_part``), where
    the caller knows them already."""
    town = state.towns[seat]
    hand = state.hands[seat]
    score, river_claim, buildings, upgrades, progress, focus, producing = part or town_part(town, state.families)
    mine = (
        production_to_come(state, seat, producing)
        + POINT * (score + river_claim_points(river_claim, hand[GOLD]))
        + PER_BUILDING * buildings
        + PER_UPGRADE * upgrades
        + STORAGE_PROGRESS * progress
        + FAMILY_FOCUS * focus
        + hand_worth(hand, town, state.final[seat])
    )
    if rival_points is None:
        rival_points = points(state, 1 - seat)
    return mine - OPPONENT_WEIGHT * POINT * rival_points


def evaluate_without(
    state: TownState, seat: int, card: str, rival_points: int, part: TownPart, *, to_reserve: bool
) -> float:
    """``evaluate`` with one ``card`` (a resource's or building's key) out of the hand, and with
    ``to_reserve`` back in the reserve: the card is moved in ``state`` itself and put back, which
    is cheaper than a copy and changes nothing else the evaluation reads (not the towns, not the
    opponent's score)."""
    hand = state.hands[seat]
    code = CARD_CODES[card]
    hand[code] -= 1
    if to_reserve:
        state.reserve[code] += 1
    try:
        return evaluate(state, seat, rival_points, part)
    finally:
        hand[code] += 1
        if to_reserve:
            state.reserve[code] -= 1


def loss_from_giving_up(state: TownState, seat: int, card: str, now: float, rival_points: int, part: TownPart) -> float:
    """How much the position, worth ``now``, is worth less without one ``card`` (a card key) in hand."""
    return now - evaluate_without(state, seat, card, rival_points, part, to_reserve=False)


class HeuristicTownBot:
    name = "heuristic"

    def choose(self, state: GameState, seat: int, rng: Rng) -> Action:
        return self.choose_among(state, seat, state.legal_actions(seat), rng)

    def choose_among(self, state: GameState, seat: int, legal: list[Action], rng: Rng) -> Action:
        """``choose`` with ``legal``, the seat's legal actions in ``state``, listed already (the search has)."""
        return self.choose_move(state, seat, legal, rng)[0]

    def choose_move(
        self, state: GameState, seat: int, legal: list[Action], rng: Rng
    ) -> tuple[Action, GameState | None]:
        """``choose_among``'s action, and the copy of ``state`` it tried that action on (None where
        it tried none: a discard, the end of the action phase), so a playout need not apply it again."""
        town_state = cast(TownState, state)
        if len(legal) == 1:
            return legal[0], None
        # Most moves leave the opponent's town and hand alone, and so their score; and many leave
        # the seat's own town's slots as they were (the rules replace a slot they change).
        town = town_state.towns[seat]
        part = town_part(town, town_state.families)
        rival_points = points(town_state, 1 - seat)
        now = evaluate(town_state, seat, rival_points, part)
        if town_state.phase != "action":
            # Discarding, or returning a resource to the deck: give up what the hand misses least.
            given_up = min(
                legal,
                key=lambda a: (
                    loss_from_giving_up(town_state, seat, _card_given_up(a), now, rival_points, part),
                    rng.random(),
                ),
            )
            return given_up, None
        best = next(action for action in legal if action["type"] == "end_actions")
        best_value = now + MARGIN
        best_trial: TownState | None = None
        for action in legal:
            if action["type"] in ("end_actions", "demolish"):
                continue
            if action["type"] == "discard":  # a resource back to the reserve (the rules' discard in this phase)
                trial = None
                value = evaluate_without(town_state, seat, action["card"], rival_points, part, to_reserve=True)
            else:
                trial = town_state.clone()
                turn.perform(trial, seat, action)  # listed as legal just above: apply would only list it again
                known_points = None if turn.touches_opponent(action) else rival_points
                known_part = part if trial.towns[seat] == town else None  # the same slots (Slot has no __eq__)
                value = evaluate(trial, seat, known_points, known_part)
            value += rng.random() * 1e-3  # random tie-break among equals
            if value > best_value:
                best, best_value, best_trial = action, value, trial
        return best, best_trial


def _card_given_up(action: Action) -> str:
    return action["card"] if action["type"] == "discard" else action["resource"]


def make_bot(game: str, **settings: Any) -> HeuristicTownBot:
    refuse_other_games_and_settings("the townbuilder heuristic", "townbuilder", game, settings)
    return HeuristicTownBot()
