"""What each of the 22 buildings does when activated (once per turn), at N1 and N2.

Every building has an ``options`` function (the legal activations, with their choices spelled
out) and an ``effect`` function (performs one of those options, already checked as legal).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

from games.engines.base import Action, Event
from games.engines.townbuilder.cards import (
    BRICK,
    BUILDING_BASE,
    BUILDING_INDEX,
    BUILDINGS,
    CARD_KINDS,
    CARPENTER_SHOP,
    GOLD,
    GOLD_DEPOT,
    HAND_LIMIT,
    RESOURCE_CODES,
    RESOURCE_KEYS,
    RESOURCES,
    SHERIFF,
    SHERIFF_TARGETS,
    SILVER,
    WOOD,
)
from games.engines.townbuilder.town import Slot, writable

if TYPE_CHECKING:
    from games.engines.townbuilder.state import TownState

Options = Callable[["TownState", int, Slot], list[Action]]
Effect = Callable[["TownState", int, Slot, Action], None]


def _act(slot: Slot, what: str, **choice: Any) -> Action:
    label = f"{slot.name} N{slot.level}: {what}"
    return {"type": "activate", "building": BUILDINGS[slot.kind].key, **choice, "label": label}


def _fresh(choices: tuple[Action, ...]) -> list[Action]:
    """Copies of memoised options (flat dicts), so no caller can change the memo."""
    return [dict(action) for action in choices]


# The options the search lists most often are memoised per building and level, each list in the
# order the options are offered; an options function hands out copies of the first ones that apply.


@cache
def _productions(kind: int, level: int) -> tuple[Action, ...]:
    slot = Slot(kind, level)
    if kind == GOLD_DEPOT:
        return (_act(slot, "take 1 gold", amount=1),)
    name = RESOURCE_KEYS[BUILDINGS[kind].produced_resource]
    return tuple(_act(slot, f"take {n} {name}", amount=n) for n in range(1, level + 1))


@cache
def _stores(kind: int, level: int) -> tuple[Action, ...]:
    building = BUILDINGS[kind]
    name = RESOURCE_KEYS[building.stored_resource]
    slot = Slot(kind, level)
    return tuple(_act(slot, f"store {n} {name}", mode="store", count=n) for n in range(1, building.capacity + 1))


@cache
def _carpentries(level: int) -> tuple[Action, ...]:
    """Indexed by the building taken from the discard pile."""
    slot = Slot(CARPENTER_SHOP, level)
    cost = "give 2 gold, " if level == 1 else ""
    return tuple(_act(slot, f"{cost}take {b.name} from the discard pile", take=b.key) for b in BUILDINGS)


def _room(state: TownState, seat: int) -> int:
    return HAND_LIMIT - sum(state.hands[seat])


def _slot_of(town: list[Slot], key: str) -> Slot:
    kind = BUILDING_INDEX[key]
    for slot in town:
        if slot.kind == kind:
            return slot
    raise LookupError(f"no {key} in this town")


def _take(state: TownState, seat: int, resource: int, amount: int = 1) -> None:
    state.reserve[resource] -= amount
    state.hands[seat][resource] += amount


def _pay(state: TownState, seat: int, resource: int, amount: int = 1) -> None:
    state.hands[seat][resource] -= amount
    state.reserve[resource] += amount


def _draw_from_opponent(state: TownState, seat: int) -> None:
    """Taking the last card of the opponent's deck runs it out in this turn, so the opponent's
    next turn is their last (RULINGS 3), as if their own draw had emptied it."""
    deck = state.decks[1 - seat]
    state.hands[seat][deck.pop()] += 1
    if not deck:
        state.final[1 - seat] = True


def demolish(state: TownState, seat: int, slot: Slot) -> None:
    """Stored resources go back to the reserve; the building's cards leave the game."""
    for r in RESOURCES:
        state.reserve[r] += slot.stored[r]
    state.removed[slot.kind] += slot.level
    state.towns[seat].remove(slot)


def blocked_by_sheriff(state: TownState, seat: int) -> bool:
    return any(slot.kind == SHERIFF for slot in state.towns[1 - seat])


# -- production ------------------------------------------------------------------------------


def reserve_needed(kind: int, level: int) -> int:
    """What the reserve must hold of a producer's resource for it to produce: a Gold Depot at
    level 1 needs two gold there (it takes one), any other producer one."""
    return 2 if kind == GOLD_DEPOT and level == 1 else 1


def _production_options(state: TownState, seat: int, slot: Slot) -> list[Action]:
    if slot.kind == GOLD_DEPOT:
        if state.reserve[GOLD] >= reserve_needed(slot.kind, slot.level) and _room(state, seat) >= 1:
            return _fresh(_productions(slot.kind, slot.level))
        return []
    most = min(_room(state, seat), state.reserve[BUILDINGS[slot.kind].produced_resource], slot.level)
    return _fresh(_productions(slot.kind, slot.level)[: max(most, 0)])


def _production_effect(state: TownState, seat: int, slot: Slot, action: Action) -> None:
    _take(state, seat, BUILDINGS[slot.kind].produced_resource, action["amount"])


# -- storage ---------------------------------------------------------------------------------


def _store_options(state: TownState, seat: int, slot: Slot) -> list[Action]:
    building = BUILDINGS[slot.kind]
    resource = building.stored_resource
    most = min(state.hands[seat][resource], building.capacity - slot.stored[resource])
    return _fresh(_stores(slot.kind, slot.level)[: max(most, 0)])


def _store_effect(state: TownState, seat: int, slot: Slot, action: Action) -> None:
    slot = writable(state.towns[seat], slot)
    resource = BUILDINGS[slot.kind].stored_resource
    state.hands[seat][resource] -= action["count"]
    slot.stored[resource] += action["count"]


def _hotel_options(state: TownState, seat: int, slot: Slot) -> list[Action]:
    options = _store_options(state, seat, slot)
    if slot.stored[SILVER] == BUILDINGS[slot.kind].capacity and state.decks[1 - seat] and _room(state, seat):
        options.append(_act(slot, "draw the top card of the opponent's deck", mode="draw"))
    return options


def _hotel_effect(state: TownState, seat: int, slot: Slot, action: Action) -> None:
    if action["mode"] == "draw":
        _draw_from_opponent(state, seat)
    else:
        _store_effect(state, seat, slot, action)


def _river_claim_options(state: TownState, seat: int, slot: Slot) -> list[Action]:
    options = []
    if state.hands[seat][GOLD] and slot.stored[GOLD] < BUILDINGS[slot.kind].capacity:
        options.append(_act(slot, "store 1 gold", mode="store", count=1))
    if slot.stored[GOLD] and _room(state, seat):
        options.append(_act(slot, "take back 1 gold", mode="retrieve"))
    return options


def _river_claim_effect(state: TownState, seat: int, slot: Slot, action: Action) -> None:
    if action["mode"] == "store":
        _store_effect(state, seat, slot, action)
    else:
        writable(state.towns[seat], slot).stored[GOLD] -= 1
        state.hands[seat][GOLD] += 1


# -- transformation --------------------------------------------------------------------------


def _exchange_options(give: int, takes: tuple[int, ...]) -> Options:
    def options(state: TownState, seat: int, slot: Slot) -> list[Action]:
        if not state.hands[seat][give]:
            return []
        given = RESOURCE_KEYS[give]
        return [
            _act(slot, f"give 1 {given}, take 1 {RESOURCE_KEYS[take]}", take=RESOURCE_KEYS[take])
            for take in takes
            if state.reserve[take]
        ]

    return options


def _exchange_effect(give: int) -> Effect:
    def effect(state: TownState, seat: int, slot: Slot, action: Action) -> None:
        _pay(state, seat, give)
        _take(state, seat, RESOURCE_CODES[action["take"]])

    return effect


def _general_store_options(state: TownState, seat: int, slot: Slot) -> list[Action]:
    if not state.hands[seat][GOLD] or _room(state, seat) < 1:
        return []
    return [
        _act(slot, f"give 1 gold, take 2 {RESOURCE_KEYS[take]}", take=RESOURCE_KEYS[take])
        for take in (WOOD, BRICK, SILVER)
        if state.reserve[take] >= 2
    ]


def _general_store_effect(state: TownState, seat: int, slot: Slot, action: Action) -> None:
    _pay(state, seat, GOLD)
    _take(state, seat, RESOURCE_CODES[action["take"]], 2)


# -- special ---------------------------------------------------------------------------------


def _carpenter_options(state: TownState, seat: int, slot: Slot) -> list[Action]:
    if slot.level == 1 and state.hands[seat][GOLD] < 2:
        return []
    if slot.level == 2 and not _room(state, seat):
        return []
    choices = _carpentries(slot.level)
    return [dict(choices[b]) for b, count in enumerate(state.discard) if count]


def _carpenter_effect(state: TownState, seat: int, slot: Slot, action: Action) -> None:
    if slot.level == 1:
        _pay(state, seat, GOLD, 2)
    building = BUILDING_INDEX[action["take"]]
    state.discard[building] -= 1
    state.hands[seat][BUILDING_BASE + building] += 1


def _trading_post_options(state: TownState, seat: int, slot: Slot) -> list[Action]:
    hand = state.hands[seat]
    free = BUILDINGS[slot.kind].capacity - sum(slot.stored)
    options = [
        _act(
            slot,
            "store " + ", ".join(f"{n} {RESOURCE_KEYS[r]}" for r, n in enumerate(counts) if n),
            mode="store",
            cards={RESOURCE_KEYS[r]: n for r, n in enumerate(counts) if n},
        )
        for counts in _bundles(hand, free)
    ]
    if _room(state, seat):
        options += [
            _act(slot, f"take back 1 {RESOURCE_KEYS[r]}", mode="retrieve", resource=RESOURCE_KEYS[r])
            for r in RESOURCES
            if slot.stored[r]
        ]
    return options


def _bundles(hand: list[int], free: int) -> list[tuple[int, int, int, int]]:
    """Every non-empty choice of resources from ``hand`` with at most ``free`` cards."""
    bundles = []
    for w in range(min(hand[WOOD], free) + 1):
        for b in range(min(hand[BRICK], free - w) + 1):
            for s in range(min(hand[SILVER], free - w - b) + 1):
                for g in range(min(hand[GOLD], free - w - b - s) + 1):
                    if w + b + s + g:
                        bundles.append((w, b, s, g))
    return bundles


def _trading_post_effect(state: TownState, seat: int, slot: Slot, action: Action) -> None:
    slot = writable(state.towns[seat], slot)
    hand = state.hands[seat]
    if action["mode"] == "store":
        for key, n in action["cards"].items():
            hand[RESOURCE_CODES[key]] -= n
            slot.stored[RESOURCE_CODES[key]] += n
    else:
        resource = RESOURCE_CODES[action["resource"]]
        slot.stored[resource] -= 1
        hand[resource] += 1


def _sheriff_options(state: TownState, seat: int, slot: Slot) -> list[Action]:
    if slot.level == 1:
        return []
    return [
        _act(slot, f"demolish the opponent's {target.name}", target=target.key)
        for target in state.towns[1 - seat]
        if target.kind in SHERIFF_TARGETS
    ]


def _sheriff_effect(state: TownState, seat: int, slot: Slot, action: Action) -> None:
    demolish(state, 1 - seat, _slot_of(state.towns[1 - seat], action["target"]))


def _bandit_options(state: TownState, seat: int, slot: Slot) -> list[Action]:
    if blocked_by_sheriff(state, seat):
        return []
    hand = state.hands[seat]
    sources = [(target, r) for target in state.towns[1 - seat] for r in RESOURCES if target.stored[r]]
    options = []
    for pay in RESOURCES:
        if hand[pay]:
            options += [_bandit_action(slot, pay, [source]) for source in sources]
    if slot.level == 2 and hand[GOLD] and _room(state, seat):
        for i, first in enumerate(sources):
            for second in sources[i:]:
                if first is not second or first[0].stored[first[1]] >= 2:
                    options.append(_bandit_action(slot, GOLD, [first, second]))
    return options


def _bandit_action(slot: Slot, pay: int, sources: list[tuple[Slot, int]]) -> Action:
    stolen = " and ".join(f"1 {RESOURCE_KEYS[r]} from their {target.name}" for target, r in sources)
    steal = [[target.key, RESOURCE_KEYS[r]] for target, r in sources]
    return _act(slot, f"give 1 {RESOURCE_KEYS[pay]}, steal {stolen}", pay=RESOURCE_KEYS[pay], steal=steal)


def _bandit_effect(state: TownState, seat: int, slot: Slot, action: Action) -> None:
    _pay(state, seat, RESOURCE_CODES[action["pay"]])
    for key, resource_key in action["steal"]:
        resource = RESOURCE_CODES[resource_key]
        town = state.towns[1 - seat]
        writable(town, _slot_of(town, key)).stored[resource] -= 1
        state.hands[seat][resource] += 1


def _saloon_options(state: TownState, seat: int, slot: Slot) -> list[Action]:
    if not state.decks[seat] and not sum(state.hands[seat]):
        return []
    return [_act(slot, "put your hand under your deck, draw 5")]


def _saloon_effect(state: TownState, seat: int, slot: Slot, action: Action) -> None:
    hand = state.hands[seat]
    deck = state.decks[seat]
    deck[0:0] = [code for code in range(CARD_KINDS) for _ in range(hand[code])]
    state.hands[seat] = hand = [0] * CARD_KINDS
    for _ in range(min(HAND_LIMIT, len(deck))):
        hand[deck.pop()] += 1


def _corral_options(state: TownState, seat: int, slot: Slot) -> list[Action]:
    if blocked_by_sheriff(state, seat) or sum(state.hands[seat]) > slot.level or not sum(state.hands[1 - seat]):
        return []
    return [_act(slot, "steal a random card from the opponent's hand")]


def _corral_effect(state: TownState, seat: int, slot: Slot, action: Action) -> None:
    victim = state.hands[1 - seat]
    pick = state.rng.below(sum(victim))
    for code, count in enumerate(victim):
        if pick < count:
            victim[code] -= 1
            state.hands[seat][code] += 1
            return
        pick -= count


def _town_hall_options(state: TownState, seat: int, slot: Slot) -> list[Action]:
    short = state.reserve[GOLD] == 0 if slot.level == 1 else min(state.reserve) == 0
    if not short or not state.decks[1 - seat] or not _room(state, seat):
        return []
    return [_act(slot, "draw the top card of the opponent's deck")]


def _town_hall_effect(state: TownState, seat: int, slot: Slot, action: Action) -> None:
    _draw_from_opponent(state, seat)


_PRODUCTION = (_production_options, _production_effect)
_STORAGE = (_store_options, _store_effect)
RULES: dict[str, tuple[Options, Effect]] = {
    "sawmill": _PRODUCTION,
    "brickyard": _PRODUCTION,
    "silver_mine": _PRODUCTION,
    "gold_depot": _PRODUCTION,
    "wood_warehouse": _STORAGE,
    "brick_warehouse": _STORAGE,
    "gold_vault": _STORAGE,
    "silver_bank": _STORAGE,
    "hotel": (_hotel_options, _hotel_effect),
    "river_claim": (_river_claim_options, _river_claim_effect),
    "lumber_exchange": (_exchange_options(WOOD, (GOLD,)), _exchange_effect(WOOD)),
    "brick_exchange": (_exchange_options(BRICK, (GOLD,)), _exchange_effect(BRICK)),
    "assay_office": (_exchange_options(SILVER, (WOOD, BRICK)), _exchange_effect(SILVER)),
    "mint": (_exchange_options(SILVER, (GOLD,)), _exchange_effect(SILVER)),
    "general_store": (_general_store_options, _general_store_effect),
    "carpenter_shop": (_carpenter_options, _carpenter_effect),
    "trading_post": (_trading_post_options, _trading_post_effect),
    "sheriff": (_sheriff_options, _sheriff_effect),
    "bandit_hangout": (_bandit_options, _bandit_effect),
    "saloon": (_saloon_options, _saloon_effect),
    "corral": (_corral_options, _corral_effect),
    "town_hall": (_town_hall_options, _town_hall_effect),
}
# Indexed by building code for the hot path; the table above keeps the names readable.
OPTIONS: tuple[Options, ...] = tuple(RULES[b.key][0] for b in BUILDINGS)
EFFECTS: tuple[Effect, ...] = tuple(RULES[b.key][1] for b in BUILDINGS)
assert set(RULES) == {b.key for b in BUILDINGS}


def activation_options(state: TownState, seat: int) -> list[Action]:
    options: list[Action] = []
    used = state.used
    for slot in state.towns[seat]:
        if slot.kind not in used:
            options += OPTIONS[slot.kind](state, seat, slot)
    return options


def activate(state: TownState, seat: int, action: Action) -> list[Event]:
    slot = _slot_of(state.towns[seat], action["building"])  # an effect that changes it makes it ``writable``
    state.used.append(slot.kind)
    EFFECTS[slot.kind](state, seat, slot, action)
    return [{"type": "activated", "seat": seat, "building": slot.key, "label": action["label"]}]
