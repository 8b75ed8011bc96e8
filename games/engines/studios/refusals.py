"""Why an action is refused, in words a player understands. Only called once ``legal`` has said no,
so none of this is on the hot path; the seat is the one to act and the game is running."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.studios.actions import UPGRADES_PER_TURN, upgrades_allowed
from games.engines.studios.board import BOARD, CURRENCIES
from games.engines.studios.roles import NO_ROLE, NO_SCENE, Part
from games.engines.studios.scenes import SCENES

if TYPE_CHECKING:
    from games.engines.studios.state import StudiosState

ACTION_TYPES = ("move", "take_role", "upgrade", "act", "rehearse", "end_turn")


def explain(state: StudiosState, seat: int, action: Any) -> str:
    if not isinstance(action, dict) or "type" not in action:
        return f"an action is a dict with a 'type' ({', '.join(ACTION_TYPES)}), not {action!r}"
    kind = action["type"]
    if kind not in ACTION_TYPES:
        return f"there is no action {kind!r} in Deadwood Studios ({', '.join(ACTION_TYPES)})"
    if state.role_kind[seat] != NO_ROLE:
        return _on_a_role(state, seat, kind)
    if kind in ("act", "rehearse"):
        return f"seat {seat} is not working on a role: act and rehearse are for a player working on a role"
    if kind == "move":
        return _move(state, seat, action)
    if kind == "take_role":
        return _take_role(state, seat, action)
    if kind == "upgrade":
        return _upgrade(state, seat, action)
    return f"the action does not match any choice now: {action!r}"


def _on_a_role(state: StudiosState, seat: int, kind: str) -> str:
    part = state.role_part(seat)
    if kind == "rehearse":
        budget, chips = state.budget_at(state.area[seat]), state.chips[seat]
        return (
            f"{chips} practice chips already guarantee success against the ${budget}M budget: no more rehearsing, act"
        )
    if kind == "act":
        return f"the action does not match acting on {part.name}"
    return f"seat {seat} is working on a role ({part.name}) and must act or rehearse; nobody walks off a role"


def _move(state: StudiosState, seat: int, action: dict[str, Any]) -> str:
    if state.moved:
        return f"seat {seat} has already moved one step this turn"
    if state.upgrades >= UPGRADES_PER_TURN:
        return "the upgrade at the end of the turn is made: nothing may follow it"
    here = BOARD.areas[state.area[seat]]
    target = action.get("to")
    there = next((area for area in BOARD.areas if area.id == target), None)
    if there is None:
        return f"there is no area {target!r} on the backlot"
    neighbours = ", ".join(BOARD.areas[index].name for index in here.neighbours)
    return f"{there.name} is not next to {here.name} (one step leads to: {neighbours})"


def _take_role(state: StudiosState, seat: int, action: dict[str, Any]) -> str:
    area = state.area[seat]
    board_area = BOARD.areas[area]
    card = state.scene[area]
    if card == NO_SCENE:
        return f"there is no scene shooting at {board_area.name}, so no role to take"
    on_card, index = action.get("on_card"), action.get("index")
    parts: tuple[Part, ...] = SCENES[card].roles if on_card else board_area.extras
    taken = state.stars_taken[area] if on_card else state.extras_taken[area]
    where = f"on {SCENES[card].title}" if on_card else f"among the extras at {board_area.name}"
    if not isinstance(on_card, bool) or not isinstance(index, int) or not 0 <= index < len(parts):
        return f"there is no role on_card={on_card!r} index={index!r} {where}"
    part = parts[index]
    if taken[index] >= 0:
        return f"{part.name} is taken by seat {taken[index]}: one player per role"
    if part.rank > state.rank[seat]:
        return f"{part.name} needs rank {part.rank}; seat {seat} is rank {state.rank[seat]}"
    return f"the action does not match taking {part.name}"


def _upgrade(state: StudiosState, seat: int, action: dict[str, Any]) -> str:
    if state.area[seat] != BOARD.casting_office:
        return "ranks are sold only at the Casting Office"
    if state.upgrades >= upgrades_allowed(state):
        return "this turn's upgrades are made: one at the start of a turn and one at its end"
    rank, currency = action.get("rank"), action.get("currency")
    if rank not in BOARD.upgrade_prices:
        ranks = sorted(BOARD.upgrade_prices)
        return f"the Casting Office sells ranks {ranks[0]} to {ranks[-1]}, not {rank!r}"
    if currency not in CURRENCIES:
        return f"pay wholly in 'dollars' or wholly in 'credits', not {currency!r}"
    if rank <= state.rank[seat]:
        return f"a rank must go up: seat {seat} is already rank {state.rank[seat]}"
    price = BOARD.upgrade_price(rank, currency)
    if currency == "dollars":
        return f"rank {rank} costs ${price}; seat {seat} has ${state.dollars[seat]}"
    return f"rank {rank} costs {price} credits; seat {seat} has {state.credits[seat]}"
