"""A turn: upgrade at the Casting Office, move one step and/or take a role, or act/rehearse on a role.

Every action dict is built once at import (labels included) and ``legal`` only picks from those
tables, which keeps the hot path free of string formatting.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.base import Action, Event, IllegalAction, find_legal
from games.engines.studios import wraps
from games.engines.studios.board import BOARD, CURRENCIES
from games.engines.studios.roles import EXTRA, NO_ROLE, STARRING
from games.engines.studios.scenes import SCENES

if TYPE_CHECKING:
    from games.engines.studios.state import StudiosState

END_TURN: Action = {"type": "end_turn", "label": "End the turn"}
UPGRADES_PER_TURN = 2  # one at the start of a turn and one at its end (ruling S2)


def _chips_text(chips: int) -> str:
    return f"{chips} practice chip{'' if chips == 1 else 's'}"


def _odds(need: int) -> str:
    if need <= 1:
        return "any roll succeeds"
    return "only a 6 succeeds" if need == 6 else f"{need} or more succeeds"


def _act_label(budget: int, chips: int) -> str:
    with_chips = f", {_chips_text(chips)}" if chips else ""
    return f"Act: roll a die, {_odds(budget - chips)} (${budget}M budget{with_chips})"


def _rehearse_label(budget: int, chips: int) -> str:
    return f"Rehearse: take a practice chip ({_chips_text(chips + 1)}, then {_odds(budget - chips - 1)})"


BUDGETS = sorted({scene.budget for scene in SCENES.values()})
# [budget][chips] -> the action, chips running up to the guaranteed success (budget - 1).
ACTS: dict[int, list[Action]] = {
    budget: [{"type": "act", "label": _act_label(budget, chips)} for chips in range(budget)] for budget in BUDGETS
}
REHEARSALS: dict[int, list[Action]] = {
    budget: [{"type": "rehearse", "label": _rehearse_label(budget, chips)} for chips in range(budget - 1)]
    for budget in BUDGETS
}

MOVES: list[tuple[Action, ...]] = [
    tuple(
        {"type": "move", "to": BOARD.areas[to].id, "label": f"Move to {BOARD.areas[to].name}"} for to in area.neighbours
    )
    for area in BOARD.areas
]
MOVE_TARGET = {area.id: area.index for area in BOARD.areas}

EXTRA_ROLES: list[tuple[Action, ...]] = [
    tuple(
        {
            "type": "take_role",
            "on_card": False,
            "index": index,
            "label": f"Take the extra role {extra.name} (rank {extra.rank}) at {area.name}",
        }
        for index, extra in enumerate(area.extras)
    )
    for area in BOARD.areas
]
EXTRA_RANKS: list[tuple[int, ...]] = [tuple(extra.rank for extra in area.extras) for area in BOARD.areas]

STAR_ROLES: dict[int, tuple[Action, ...]] = {
    scene.id: tuple(
        {
            "type": "take_role",
            "on_card": True,
            "index": index,
            "label": f"Take the starring role {role.name} (rank {role.rank}) in {scene.title}",
        }
        for index, role in enumerate(scene.roles)
    )
    for scene in SCENES.values()
}
STAR_RANKS: dict[int, tuple[int, ...]] = {
    scene.id: tuple(role.rank for role in scene.roles) for scene in SCENES.values()
}


def _price_text(price: int, currency: str) -> str:
    return f"${price}" if currency == "dollars" else f"{price} credits"


UPGRADES: list[tuple[int, str, int, Action]] = [
    (
        rank,
        currency,
        BOARD.upgrade_price(rank, currency),
        {
            "type": "upgrade",
            "rank": rank,
            "currency": currency,
            "label": f"Upgrade to rank {rank} for {_price_text(BOARD.upgrade_price(rank, currency), currency)}",
        },
    )
    for rank in sorted(BOARD.upgrade_prices)
    for currency in CURRENCIES
]


def legal(state: StudiosState, seat: int) -> list[Action]:
    """The shared action dicts ``seat`` may choose now (callers outside this package get copies)."""
    if state.over or seat != state.current:
        return []
    area = state.area[seat]
    if state.role_kind[seat] != NO_ROLE:
        budget, chips = state.budget_at(area), state.chips[seat]
        if chips < budget - 1:
            return [ACTS[budget][chips], REHEARSALS[budget][chips]]
        return [ACTS[budget][chips]]
    options: list[Action] = []
    rank = state.rank[seat]
    if area == BOARD.casting_office and state.upgrades < upgrades_allowed(state):
        dollars, credits = state.dollars[seat], state.credits[seat]
        for target, currency, price, action in UPGRADES:
            if target > rank and price <= (dollars if currency == "dollars" else credits):
                options.append(action)
    if not state.moved and state.upgrades < UPGRADES_PER_TURN:
        options.extend(MOVES[area])
    card = state.scene[area]
    if card and state.face_up[area]:
        for index, occupant in enumerate(state.extras_taken[area]):
            if occupant < 0 and EXTRA_RANKS[area][index] <= rank:
                options.append(EXTRA_ROLES[area][index])
        star_ranks = STAR_RANKS[card]
        for index, occupant in enumerate(state.stars_taken[area]):
            if occupant < 0 and star_ranks[index] <= rank:
                options.append(STAR_ROLES[card][index])
    options.append(END_TURN)
    return options


def upgrades_allowed(state: StudiosState) -> int:
    """Upgrades the turn may hold so far. A step ends the start of the turn, and from the Casting Office
    a step always leads out of it, so a seat that stepped in has only the end-of-turn upgrade left."""
    return 1 if state.moved else UPGRADES_PER_TURN


def perform(state: StudiosState, seat: int, action: Action) -> list[Event]:
    """Validate ``action`` against ``legal`` and carry it out; IllegalAction leaves the state untouched."""
    if state.over:
        raise IllegalAction("the game is over")
    if seat != state.current:
        raise IllegalAction(f"it is seat {state.current}'s turn, not seat {seat}'s", code="not_your_turn")
    options = legal(state, seat)
    for option in options:  # the caller usually hands back one of our own dicts: skip the JSON keys
        if option is action or option == action:
            chosen = option
            break
    else:
        chosen = _find_or_explain(state, seat, options, action)
    kind = chosen["type"]
    events: list[Event] = []
    if kind == "move":
        _move(state, seat, MOVE_TARGET[chosen["to"]], events)
    elif kind == "upgrade":
        _upgrade(state, seat, chosen["rank"], chosen["currency"], events)
    elif kind == "take_role":
        _take_role(state, seat, chosen["on_card"], chosen["index"], events)
    elif kind == "act":
        _act(state, seat, events)
    elif kind == "rehearse":
        state.chips[seat] += 1
        events.append({"type": "rehearsed", "seat": seat, "practice_chips": state.chips[seat]})
    # "end_turn" needs nothing beyond passing the turn.
    if kind in ("move", "upgrade") and len(legal(state, seat)) > 1:
        return events  # more than ending the turn is left: take a role, move or upgrade next
    if not state.over:
        _pass_turn(state, events)
    return events


def _find_or_explain(state: StudiosState, seat: int, options: list[Action], action: Action) -> Action:
    from games.engines.studios import refusals  # it reads this module's tables; needed only on a refusal

    if isinstance(action, dict):
        try:
            return find_legal(options, action)
        except IllegalAction:
            pass
    raise IllegalAction(f"not a legal action now: {refusals.explain(state, seat, action)}")


def _move(state: StudiosState, seat: int, to: int, events: list[Event]) -> None:
    state.area[seat] = to
    state.moved = True
    events.append({"type": "moved", "seat": seat, "to": BOARD.areas[to].id})
    card = state.scene[to]
    if card and not state.face_up[to]:
        state.face_up[to] = True
        events.append({"type": "scene_revealed", "area": BOARD.areas[to].id, "scene": card})


def _upgrade(state: StudiosState, seat: int, rank: int, currency: str, events: list[Event]) -> None:
    price = BOARD.upgrade_price(rank, currency)
    if currency == "dollars":
        state.dollars[seat] -= price
    else:
        state.credits[seat] -= price
    state.rank[seat] = rank
    state.upgrades += 1
    events.append({"type": "upgraded", "seat": seat, "rank": rank, "currency": currency, "price": price})


def _take_role(state: StudiosState, seat: int, on_card: bool, index: int, events: list[Event]) -> None:
    area = state.area[seat]
    taken = state.stars_taken[area] if on_card else state.extras_taken[area]
    taken[index] = seat
    state.role_kind[seat] = STARRING if on_card else EXTRA
    state.role_index[seat] = index
    state.chips[seat] = 0
    events.append({"type": "took_role", "seat": seat, "area": BOARD.areas[area].id, "on_card": on_card, "index": index})


def _act(state: StudiosState, seat: int, events: list[Event]) -> None:
    area = state.area[seat]
    roll = 1 + state.rng.below(6)
    budget = state.budget_at(area)
    success = roll + state.chips[seat] >= budget
    state.keep_roll(
        {
            "kind": "act",
            "seat": seat,
            "area": BOARD.areas[area].id,
            "die": roll,
            "practice_chips": state.chips[seat],
            "budget": budget,
            "success": success,
        }
    )
    on_card = state.role_kind[seat] == STARRING
    if on_card:
        if success:
            state.credits[seat] += 2
    else:
        state.dollars[seat] += 1
        if success:
            state.credits[seat] += 1
    chips = state.chips[seat]
    events.append({"type": "acted", "seat": seat, "roll": roll, "practice_chips": chips, "success": success})
    if success:
        state.shots[area] -= 1
        if state.shots[area] == 0:
            wraps.wrap_scene(state, area, events)


def _pass_turn(state: StudiosState, events: list[Event]) -> None:
    state.current = (state.current + 1) % state.players
    state.moved = False
    state.upgrades = 0
    events.append({"type": "turn", "seat": state.current})
