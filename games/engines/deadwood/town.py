"""A player's turn: Hit the Town (one cowboy from the ranch to a building) or Head Back to the Ranch.

Also the offer to annex, made to a cowboy who stands alone at his building (annexing is a
choice: some annexes hurt, e.g. the Bank's wanted poster).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.base import seat_ref
from games.engines.deadwood.buildings import (
    CHURCH,
    STATION,
    annex,
    building_label,
    cowboy_at,
    homeward_options,
    optional,
    place_from_key,
)
from games.engines.deadwood.frames import Action, Frame, decision
from games.engines.deadwood.tokens import OWNER, RANCH, STRENGTH, STRENGTH_NAME, gang

if TYPE_CHECKING:
    from games.engines.deadwood.state import DeadwoodState


def hit_options(state: DeadwoodState, seat: int) -> list[Action]:
    """Every (strength in the ranch, building) pair the placement rules allow. The hottest loop in
    random play, so it reads the state's lists directly."""
    loc = state.loc
    strengths = sorted({STRENGTH[c] for c in gang(seat) if loc[c] == RANCH})
    if not strengths:
        return []
    names = [(strength, f"Hit the town: your {STRENGTH_NAME[strength]} to ") for strength in strengths]
    ids, occupants, may_arrive = state.board.plot_ids, state.occupants, state.may_arrive
    protected = state.board.protected_by[state.sheriff]
    toll = any(owner != seat for owner in state.controllers("Sheriff's Office"))
    options: list[Action] = []
    append = options.append
    for plot, tile in enumerate(state.plot_tile):
        if tile < 0 or tile == STATION or not may_arrive(seat, plot):
            continue
        plot_id = ids[plot]
        where = building_label(state, plot)
        if occupants[plot] and tile != CHURCH:
            defender = occupants[plot][0]
            where += f" - shootout with {seat_ref(OWNER[defender])}'s {STRENGTH_NAME[STRENGTH[defender]]}"
        if toll and plot in protected:
            where += " - $1 Sheriff toll"
        for strength, name in names:
            append({"type": "hit", "strength": strength, "plot": plot_id, "label": name + where})
    return options


def recall_options(state: DeadwoodState, seat: int) -> list[Action]:
    return homeward_options(state, seat, "recall", "Head back to the ranch: your")


def _turn_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    seat = frame["seat"]
    options = hit_options(state, seat) + recall_options(state, seat)
    return options or [{"type": "pass", "label": "Pass (no cowboy can hit the town or head back)"}]


def _turn_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    seat = frame["seat"]
    if action["type"] == "hit":
        cowboy = cowboy_at(state, seat, RANCH, action["strength"])
        state.arrive(seat, cowboy, state.board.index[action["plot"]])
    elif action["type"] == "recall":
        _recall(state, seat, action)
        state.stack.append({"kind": "recall_more", "seat": seat})


def _recall(state: DeadwoodState, seat: int, action: Action) -> None:
    place = place_from_key(state, action["from"])
    state.move_cowboy(cowboy_at(state, seat, place, action["strength"]), RANCH)


def _recall_more_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    return optional(recall_options(state, frame["seat"]), {"type": "recall_done", "label": "That's all: end the turn"})


def _recall_more_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    if action["type"] == "recall_done":
        state.stack.pop()
    else:
        _recall(state, frame["seat"], action)


def annex_offer(seat: int, cowboy: int, plot: int, from_plot: int = -1) -> Frame:
    return {"kind": "annex", "seat": seat, "cowboy": cowboy, "plot": plot, "from_plot": from_plot}


def _annex_legal(state: DeadwoodState, frame: Frame) -> list[Action]:
    plot = frame["plot"]
    if state.loc[frame["cowboy"]] != plot:  # moved away or killed before his turn to annex came
        return []
    kind = state.kind_at(plot)
    return [
        {"type": "annex", "label": f"Annex the {kind}"},
        {"type": "decline", "label": f"Do not annex the {kind}"},
    ]


def _annex_resolve(state: DeadwoodState, frame: Frame, action: Action) -> None:
    state.stack.pop()
    if action["type"] == "annex":
        annex(state, frame["seat"], frame["cowboy"], frame["plot"], frame["from_plot"])


decision("turn", _turn_legal, _turn_resolve)
decision("recall_more", _recall_more_legal, _recall_more_resolve)
decision("annex", _annex_legal, _annex_resolve)
