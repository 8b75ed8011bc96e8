"""The turn: setup, the free-order action phase, discard to 3, draw to 5, the hand guarantee and
the last turns. ``legal_actions`` lists a seat's choices; ``perform`` carries out a legal one.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING

from games.engines.base import Action, Event
from games.engines.townbuilder import activations
from games.engines.townbuilder.cards import (
    BRICK,
    BUILDING_BASE,
    BUILDING_COPIES,
    BUILDING_INDEX,
    BUILDINGS,
    CARD_CODES,
    CARD_KINDS,
    FULL_RESERVE_STAKE_WOOD,
    GOLD,
    HAND_LIMIT,
    KEEP_AFTER_DISCARD,
    RESOURCE_COUNTS,
    RESOURCE_KEYS,
    RESOURCES,
    TOWN_SLOTS,
    WOOD,
    card_key,
    card_name,
)
from games.engines.townbuilder.town import Slot, writable

if TYPE_CHECKING:
    from games.engines.townbuilder.state import TownState

END_ACTIONS: Action = {"type": "end_actions", "label": "End the action phase"}
BUILDING_MOVES = ("activate", "build", "upgrade", "demolish")  # action types that name one building
# The only action-phase moves that change the opponent's town or hand (Sheriff N2 demolishes,
# Bandit Hangout steals what they store, Corral a card of their hand); a draw from their deck
# changes the deck alone. Ending the action phase is not among them either.
OPPONENT_MOVES = frozenset({"sheriff", "bandit_hangout", "corral"})


# -- setup -----------------------------------------------------------------------------------


def deal(state: TownState, reserve_start: str) -> None:
    """Shuffle buildings and resources apart, give each player half of each as a shuffled deck,
    draw five each, pick the first player at random, then settle the setup hand guarantees.
    With every resource in the reserve, each player first takes the wood stake from it."""
    rng = state.rng
    buildings = [BUILDING_BASE + b for b in range(len(BUILDINGS)) for _ in range(BUILDING_COPIES)]
    resources = [r for r in RESOURCES for _ in range(RESOURCE_COUNTS[r])]
    rng.shuffle(buildings)
    if reserve_start == "full":
        state.reserve = list(RESOURCE_COUNTS)
        resources = []
    else:
        rng.shuffle(resources)
    half_b, half_r = len(buildings) // 2, len(resources) // 2
    piles = [buildings[:half_b] + resources[:half_r], buildings[half_b:] + resources[half_r:]]
    for seat in (0, 1):
        rng.shuffle(piles[seat])
        state.decks[seat] = piles[seat]
        if reserve_start == "full":
            state.reserve[WOOD] -= FULL_RESERVE_STAKE_WOOD
            state.hands[seat][WOOD] += FULL_RESERVE_STAKE_WOOD
        _draw_up(state, seat)
    state.current = rng.below(2)
    state.pending = [state.current, 1 - state.current]
    _settle_guarantees(state)


# -- legal actions ---------------------------------------------------------------------------


def legal_actions(state: TownState, seat: int) -> list[Action]:
    phase = state.phase
    if phase == "action":
        return _action_phase(state, seat) if seat == state.current else []
    if phase == "discard":
        if seat != state.current:
            return []
        hand = state.hands[seat]
        return [_discard_action(code) for code, count in enumerate(hand) if count]
    if phase == "guarantee" and seat == state.pending[0]:
        return [_guarantee_action(r) for r in _guarantee_choices(state, seat)]
    return []


def _action_phase(state: TownState, seat: int) -> list[Action]:
    hand = state.hands[seat]
    town = state.towns[seat]
    actions = activations.activation_options(state, seat)
    levels = {slot.kind: slot.level for slot in town}
    for b, count in enumerate(hand[BUILDING_BASE:]):
        if count:
            actions += _card_placements(hand, town, levels.get(b), b)
    actions += [_demolish_action(slot) for slot in town]
    actions += [_discard_action(r) for r in RESOURCES if hand[r]]
    actions.append(dict(END_ACTIONS))
    return actions


def _card_placements(hand: list[int], town: list[Slot], level: int | None, b: int) -> list[Action]:
    """Building ``b`` from hand: built where the town has room for it, or upgraded from N1."""
    if level is None and len(town) < TOWN_SLOTS:
        return _placements(hand, "build", b, (WOOD, GOLD))
    if level == 1:
        return _placements(hand, "upgrade", b, (BRICK, GOLD))
    return []


def candidates(state: TownState, seat: int, action: Action) -> list[Action]:
    """The legal actions ``action`` may equal, in ``legal_actions``' order: in the action phase
    only those of its type (and building or card) are listed (``apply`` checks every move the
    search tries, and listing the whole phase for each was most of its cost); in the discard phase
    only the card it names."""
    phase = state.phase
    if phase not in ("action", "discard") or seat != state.current:
        return legal_actions(state, seat)
    kind = action.get("type")
    if phase == "discard" or kind == "discard":
        card = action.get("card")
        code = CARD_CODES.get(card, CARD_KINDS) if kind == "discard" and isinstance(card, str) else CARD_KINDS
        # In the action phase only resources go back (to the reserve); in the discard phase any card.
        discardable = code < (BUILDING_BASE if phase == "action" else CARD_KINDS)
        return [_discard_action(code)] if discardable and state.hands[seat][code] else []
    if kind == "end_actions":
        return [dict(END_ACTIONS)]
    key = action.get("building")
    if kind not in BUILDING_MOVES or not isinstance(key, str) or key not in BUILDING_INDEX:
        return legal_actions(state, seat)
    b = BUILDING_INDEX[key]
    slot = next((slot for slot in state.towns[seat] if slot.kind == b), None)
    if kind == "activate":
        return activations.OPTIONS[b](state, seat, slot) if slot is not None and b not in state.used else []
    if kind == "demolish":
        return [_demolish_action(slot)] if slot is not None else []
    hand = state.hands[seat]
    if not hand[BUILDING_BASE + b]:
        return []
    return _card_placements(hand, state.towns[seat], None if slot is None else slot.level, b)


def _demolish_action(slot: Slot) -> Action:
    return {"type": "demolish", "building": slot.key, "label": _demolish_label(slot.kind, slot.level, *slot.stored)}


@lru_cache(maxsize=1024)
def _demolish_label(kind: int, level: int, *stored: int) -> str:
    """Memoised: every action phase lists a demolition per building, and the search lists thousands."""
    label = f"Demolish your {BUILDINGS[kind].name} N{level}"
    if any(stored):
        amounts = ", ".join(f"{n} {RESOURCE_KEYS[r]}" for r, n in enumerate(stored) if n)
        label += f" ({amounts} stored go back to the reserve)"
    return label


def _discard_label(code: int) -> str:
    """Resources go back to the reserve, buildings to the discard pile."""
    if code < BUILDING_BASE:
        return f"Discard 1 {RESOURCE_KEYS[code]} to the reserve"
    return f"Discard {card_name(code)} to the discard pile"


DISCARD_LABELS = tuple(_discard_label(code) for code in range(CARD_KINDS))


def _discard_action(code: int) -> Action:
    return {"type": "discard", "card": card_key(code), "label": DISCARD_LABELS[code]}


def _placement_label(kind: str, b: int, pay: int) -> str:
    what = f"Build {BUILDINGS[b].name}" if kind == "build" else f"Upgrade {BUILDINGS[b].name} to N2"
    return f"{what} (pay 1 {RESOURCE_KEYS[pay]})"


PLACEMENT_LABELS = {
    (kind, b, pay): _placement_label(kind, b, pay)
    for kind in ("build", "upgrade")
    for b in range(len(BUILDINGS))
    for pay in RESOURCES
}


def _placements(hand: list[int], kind: str, b: int, payments: tuple[int, int]) -> list[Action]:
    """A build or an upgrade, once per resource in hand that may pay for it."""
    key = BUILDINGS[b].key
    return [
        {"type": kind, "building": key, "pay": RESOURCE_KEYS[pay], "label": PLACEMENT_LABELS[kind, b, pay]}
        for pay in payments
        if hand[pay]
    ]


def _guarantee_action(resource: int) -> Action:
    key = RESOURCE_KEYS[resource]
    label = f"Hand guarantee: return 1 {key} to your deck and take its first building"
    return {"type": "guarantee", "resource": key, "label": label}


def touches_opponent(action: Action) -> bool:
    """Whether an action-phase move of the seat in turn may change the opponent's town or hand."""
    return action["type"] == "activate" and action["building"] in OPPONENT_MOVES


# -- performing ------------------------------------------------------------------------------


def perform(state: TownState, seat: int, action: Action) -> list[Event]:
    """Carry out ``action``, which the caller has matched against ``legal_actions``."""
    return HANDLERS[action["type"]](state, seat, action)


def _build(state: TownState, seat: int, action: Action) -> list[Event]:
    building = BUILDING_INDEX[action["building"]]
    _spend(state, seat, BUILDING_BASE + building, action["pay"])
    state.towns[seat].append(Slot(building))
    return [{"type": "built", "seat": seat, "building": action["building"], "label": action["label"]}]


def _upgrade(state: TownState, seat: int, action: Action) -> list[Event]:
    building = BUILDING_INDEX[action["building"]]
    _spend(state, seat, BUILDING_BASE + building, action["pay"])
    town = state.towns[seat]
    for slot in town:
        if slot.kind == building:
            writable(town, slot).level = 2
    return [{"type": "upgraded", "seat": seat, "building": action["building"], "label": action["label"]}]


def _spend(state: TownState, seat: int, card: int, pay: str) -> None:
    """The building card leaves the hand for the town; the payment goes to the reserve."""
    hand = state.hands[seat]
    resource = CARD_CODES[pay]
    hand[card] -= 1
    hand[resource] -= 1
    state.reserve[resource] += 1


def _demolish(state: TownState, seat: int, action: Action) -> list[Event]:
    kind = BUILDING_INDEX[action["building"]]
    slot = next(slot for slot in state.towns[seat] if slot.kind == kind)
    activations.demolish(state, seat, slot)
    return [{"type": "demolished", "seat": seat, "building": action["building"], "label": action["label"]}]


def _discard(state: TownState, seat: int, action: Action) -> list[Event]:
    code = CARD_CODES[action["card"]]
    state.hands[seat][code] -= 1
    if code < BUILDING_BASE:
        state.reserve[code] += 1
    else:
        state.discard[code - BUILDING_BASE] += 1
    events: list[Event] = [{"type": "discarded", "seat": seat, "card": action["card"], "label": action["label"]}]
    if state.phase == "discard" and sum(state.hands[seat]) <= KEEP_AFTER_DISCARD:
        _finish_turn(state)
    return events


def _end_actions(state: TownState, seat: int, action: Action) -> list[Event]:
    if sum(state.hands[seat]) > KEEP_AFTER_DISCARD:
        state.phase = "discard"
    else:
        _finish_turn(state)
    return [{"type": "ended_actions", "seat": seat, "label": action["label"]}]


def _guarantee(state: TownState, seat: int, action: Action) -> list[Event]:
    _swap_for_building(state, seat, CARD_CODES[action["resource"]])
    state.pending.pop(0)
    _settle_guarantees(state)
    return [{"type": "hand_guarantee", "seat": seat, "label": "Swapped a resource for a building from the deck"}]


HANDLERS: dict[str, Callable[[TownState, int, Action], list[Event]]] = {
    "activate": activations.activate,
    "build": _build,
    "upgrade": _upgrade,
    "demolish": _demolish,
    "discard": _discard,
    "end_actions": _end_actions,
    "guarantee": _guarantee,
}


# -- end of turn, draw, hand guarantee, last turns -------------------------------------------


def _finish_turn(state: TownState) -> None:
    """After the discard phase: a player on their last turn is done; anyone else draws to 5 and
    gets the hand guarantee. A deck that this draw leaves empty, whether it ran short or held
    exactly the cards drawn, makes the player's next turn their last (RULINGS 3)."""
    seat = state.current
    if state.final[seat]:
        state.done[seat] = True
        _next_turn(state)
        return
    _draw_up(state, seat)
    if not state.decks[seat]:
        state.final[seat] = True
    state.pending = [seat]
    _settle_guarantees(state)


def _draw_up(state: TownState, seat: int) -> None:
    """Draw to the hand limit, or as far as the deck goes."""
    hand = state.hands[seat]
    deck = state.decks[seat]
    for _ in range(min(HAND_LIMIT - sum(hand), len(deck))):
        hand[deck.pop()] += 1


def _guarantee_choices(state: TownState, seat: int) -> list[int]:
    """The resources ``seat`` may swap: none unless the hand holds no building but the deck does."""
    hand = state.hands[seat]
    if any(hand[BUILDING_BASE:]) or not any(code >= BUILDING_BASE for code in state.decks[seat]):
        return []
    return [r for r in RESOURCES if hand[r]]


def _swap_for_building(state: TownState, seat: int, resource: int) -> None:
    """The first (topmost) building of the deck comes to hand for ``resource``; then shuffle."""
    deck = state.decks[seat]
    position = max(i for i, code in enumerate(deck) if code >= BUILDING_BASE)
    hand = state.hands[seat]
    hand[deck.pop(position)] += 1
    hand[resource] -= 1
    deck.append(resource)
    state.rng.shuffle(deck)


def _settle_guarantees(state: TownState) -> None:
    """Resolve the queued guarantees; a real choice (two or more resource kinds) waits for its seat."""
    while state.pending:
        seat = state.pending[0]
        choices = _guarantee_choices(state, seat)
        if len(choices) > 1:
            state.phase = "guarantee"
            return
        if choices:
            _swap_for_building(state, seat, choices[0])
        state.pending.pop(0)
    if state.turn == 0:
        _start_turn(state, state.current)
    else:
        _next_turn(state)


def _next_turn(state: TownState) -> None:
    """Players alternate; one who is done is skipped; the game ends when both are done."""
    seat = state.current
    if not state.done[1 - seat]:
        _start_turn(state, 1 - seat)
    elif not state.done[seat]:
        _start_turn(state, seat)
    else:
        state.phase = "over"
        state.used = []


def _start_turn(state: TownState, seat: int) -> None:
    state.current = seat
    state.turn += 1
    state.phase = "action"
    state.used = []
