"""Dudes whose own text changes how they are recruited: ``recruit_helpers`` hooks name the dudes in
play that may help (Eagle Woman: one of your dudes lowers her cost by their influence, and she may
enter play at their location). Each helper, and each place, is its own recruit play; without
helpers the dude is recruited as printed, at home."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities.core import HOOKS
from games.engines.doomtown.abilities.costs import play_cost
from games.engines.doomtown.town import home, influence, location_name

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def _helpers(state: DoomtownState, seat: int, card: int) -> list[int]:
    rule = HOOKS.get("recruit_helpers", {}).get(state.table[card].card.code)
    return [] if rule is None else rule(state, seat, card)


def may_be_helped(state: DoomtownState, seat: int, card: int) -> bool:
    """Whether the cost of recruiting ``card`` depends on a helper (so the printed cost may not apply)."""
    return bool(_helpers(state, seat, card))


def helper_discount(state: DoomtownState, helper: int | None) -> int:
    return 0 if helper is None else influence(state, helper)


def recruit_cost(state: DoomtownState, seat: int, card: int, helper: int | None) -> int:
    return max(0, play_cost(state, seat, card, None) - helper_discount(state, helper))


def recruit_plays(state: DoomtownState, seat: int, card: int) -> list[dict[str, Any]]:
    name = state.table[card].name
    helpers = _helpers(state, seat, card)
    if not helpers:
        cost = recruit_cost(state, seat, card, None)
        affordable = cost <= state.stash[seat]
        return [{"type": "recruit", "card": card, "label": f"Recruit {name} ({cost} GR)"}] if affordable else []
    plays = []
    for helper in helpers:
        cost = recruit_cost(state, seat, card, helper)
        if cost > state.stash[seat]:
            continue
        for place in dict.fromkeys([home(state, seat), state.at[helper]]):
            label = f"Recruit {name} at {location_name(state, place)}, helped by {state.table[helper].name} ({cost} GR)"
            plays.append({"type": "recruit", "card": card, "helper": helper, "at": place, "label": label})
    return plays
