"""Why an action is not legal, in the words of the rules: built only when ``apply`` refuses one,
so the legal-action path pays nothing for it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from games.engines.base import IllegalAction
from games.engines.townbuilder import activations
from games.engines.townbuilder.cards import (
    BANDIT_HANGOUT,
    BUILDING_BASE,
    BUILDING_INDEX,
    BUILDINGS,
    CARD_CODES,
    CORRAL,
    KEEP_AFTER_DISCARD,
    RESOURCE_CODES,
    SHERIFF,
    TOWN_SLOTS,
)
from games.engines.townbuilder.town import Slot

if TYPE_CHECKING:
    from games.engines.townbuilder.state import TownState

PREFIX = "not a legal action now: "


# What each building needs before it can be activated, for the refusal of an unusable one.
NEEDS = {
    "sawmill": "wood in the reserve and room in your hand",
    "brickyard": "brick in the reserve and room in your hand",
    "silver_mine": "silver in the reserve and room in your hand",
    "gold_depot": "2 gold in the reserve at N1 (1 at N2) and room in your hand",
    "wood_warehouse": "wood in your hand and free space (16)",
    "brick_warehouse": "brick in your hand and free space (14)",
    "gold_vault": "gold in your hand and free space (6)",
    "silver_bank": "silver in your hand and free space (10)",
    "hotel": "silver in your hand to store (up to 4), or 4 stored, a card in the opponent's deck and room in your hand",
    "river_claim": "gold in your hand to store, or stored gold and room in your hand to take it back",
    "lumber_exchange": "wood in your hand and gold in the reserve",
    "brick_exchange": "brick in your hand and gold in the reserve",
    "assay_office": "silver in your hand and wood or brick in the reserve",
    "mint": "silver in your hand and gold in the reserve",
    "general_store": "gold in your hand, 2 of one resource in the reserve and room in your hand",
    "carpenter_shop": "a building in the discard pile, and 2 gold in your hand at N1 or room in your hand at N2",
    "trading_post": "resources in your hand and free space (3), or a stored resource and room in your hand",
    "sheriff": "an opposing Corral, Bandit Hangout, Hotel or Town Hall",
    "bandit_hangout": "a resource to give and one stored in the opponent's town (1 gold and room in hand to steal 2)",
    "saloon": "cards in your hand or your deck",
    "corral": "at most 1 card in your hand (2 at N2) and a card in the opponent's hand",
    "town_hall": "no gold in the reserve (N2: none of one resource), a card in the opponent's deck, room in hand",
}
assert set(NEEDS) == {building.key for building in BUILDINGS}


class _Refused(Exception):
    """Carries the first reason found out of the nested checks."""


def refusal(state: TownState, seat: int, action: Any) -> IllegalAction:
    """The IllegalAction to raise for ``action``, which is not among ``seat``'s legal actions."""
    if state.phase == "over":
        return IllegalAction("the game is over: no more actions", code="game_over")
    to_act = state.to_act()
    if seat not in to_act:
        return IllegalAction(f"it is not seat {seat}'s decision now: seat {to_act[0]} is to act", code="not_your_turn")
    if not isinstance(action, dict):
        return IllegalAction(PREFIX + 'an action is a JSON object such as {"type": "end_actions"}')
    try:
        reason = _reason(state, seat, action)
    except _Refused as refused:
        reason = str(refused)
    return IllegalAction(PREFIX + reason)


def _reason(state: TownState, seat: int, action: dict[str, Any]) -> str:
    kind = action.get("type")
    hand = state.hands[seat]
    if state.phase == "guarantee":
        if kind != "guarantee":
            return "hand guarantee: choose which resource goes back to your deck (your hand holds no building)"
        _held(hand, _resource(action.get("resource")), action.get("resource"))
    elif state.phase == "discard":
        if kind != "discard":
            over = sum(hand) - KEEP_AFTER_DISCARD
            return f"discard phase: discard down to {KEEP_AFTER_DISCARD} cards ({over} to go) before drawing"
        _held(hand, _card(action.get("card")), action.get("card"))
    else:
        check = ACTION_PHASE.get(kind) if isinstance(kind, str) else None
        if check is None:
            known = ", ".join(sorted(k for k in ACTION_PHASE if k != "guarantee"))
            return f"unknown action type {kind!r}; the action phase offers {known}"
        check(state, seat, action)
    fields = ", ".join(f"{key}={value}" for key, value in action.items() if key != "label")
    return f"it does not match any legal action ({fields})"


# -- the pieces of an action -----------------------------------------------------------------


def _building(key: Any) -> int:
    if not isinstance(key, str) or key not in BUILDING_INDEX:
        raise _Refused(f"there is no building called {key!r}")
    return BUILDING_INDEX[key]


def _resource(key: Any) -> int:
    if not isinstance(key, str) or key not in RESOURCE_CODES:
        raise _Refused(f"there is no resource called {key!r} (wood, brick, silver or gold)")
    return RESOURCE_CODES[key]


def _card(key: Any) -> int:
    if not isinstance(key, str) or key not in CARD_CODES:
        raise _Refused(f"there is no card called {key!r}")
    return CARD_CODES[key]


def _held(hand: list[int], code: int, what: object) -> None:
    if not hand[code]:
        raise _Refused(f"you hold no {what}")


def _slot(state: TownState, seat: int, building: int) -> Slot | None:
    return next((slot for slot in state.towns[seat] if slot.kind == building), None)


def _payment(hand: list[int], pay: Any, allowed: tuple[str, str], what: str) -> None:
    if pay not in allowed:
        raise _Refused(f"{what} costs 1 {allowed[0]} or 1 {allowed[1]}")
    if not hand[RESOURCE_CODES[pay]]:
        raise _Refused(f"you hold no {pay} to pay with")


# -- the action phase ------------------------------------------------------------------------


def _build(state: TownState, seat: int, action: dict[str, Any]) -> None:
    building = _building(action.get("building"))
    name = BUILDINGS[building].name
    hand = state.hands[seat]
    if not hand[BUILDING_BASE + building]:
        raise _Refused(f"you hold no {name} card")
    if _slot(state, seat, building):
        raise _Refused(f"you already have a {name} in your town (one of each building)")
    if len(state.towns[seat]) >= TOWN_SLOTS:
        raise _Refused(f"all {TOWN_SLOTS} of your building slots are taken (demolish one first)")
    _payment(hand, action.get("pay"), ("wood", "gold"), "a building")


def _built(state: TownState, seat: int, action: dict[str, Any], purpose: str = "") -> tuple[int, str, Slot]:
    """The building the action names, its name and its slot in the player's town."""
    building = _building(action.get("building"))
    name = BUILDINGS[building].name
    slot = _slot(state, seat, building)
    if slot is None:
        raise _Refused(f"you have no {name} in your town{purpose}")
    return building, name, slot


def _upgrade(state: TownState, seat: int, action: dict[str, Any]) -> None:
    building, name, slot = _built(state, seat, action, " to upgrade")
    if slot.level == 2:
        raise _Refused(f"your {name} is already at N2")
    hand = state.hands[seat]
    if not hand[BUILDING_BASE + building]:
        raise _Refused(f"upgrading your {name} needs a second {name} card from your hand (gold does not replace it)")
    _payment(hand, action.get("pay"), ("brick", "gold"), "an upgrade")


def _demolish(state: TownState, seat: int, action: dict[str, Any]) -> None:
    _built(state, seat, action)


def _discard(state: TownState, seat: int, action: dict[str, Any]) -> None:
    code = _card(action.get("card"))
    if code >= BUILDING_BASE:
        raise _Refused("only resources may be discarded during the action phase (buildings in the discard phase)")
    _held(state.hands[seat], code, action["card"])


def _activate(state: TownState, seat: int, action: dict[str, Any]) -> None:
    building, name, slot = _built(state, seat, action)
    if building in state.used:
        raise _Refused(f"your {name} has already been activated this turn")
    if building == SHERIFF and slot.level == 1:
        raise _Refused("Sheriff N1 has no activation: it blocks the opponent's Corral and Bandit Hangout by itself")
    if building in (CORRAL, BANDIT_HANGOUT) and activations.blocked_by_sheriff(state, seat):
        raise _Refused(f"your {name} is blocked by the opponent's Sheriff")
    options = activations.OPTIONS[building](state, seat, slot)
    tag = f"{name} N{slot.level}"
    if not options:
        raise _Refused(f"{tag} cannot be used now: it needs {NEEDS[BUILDINGS[building].key]}")
    can = "; ".join(option["label"].removeprefix(f"{tag}: ") for option in options)
    raise _Refused(f"{tag} cannot do that now; it can: {can}")


def _no_guarantee(state: TownState, seat: int, action: dict[str, Any]) -> None:
    raise _Refused("no hand guarantee is pending")


ACTION_PHASE: dict[str, Callable[[TownState, int, dict[str, Any]], None]] = {
    "activate": _activate,
    "build": _build,
    "upgrade": _upgrade,
    "demolish": _demolish,
    "discard": _discard,
    "end_actions": lambda state, seat, action: None,
    "guarantee": _no_guarantee,
}
