"""Building Deadwood positions for scenario tests: tiles on plots, cowboys in places, a seat's turn.

Positions are made by editing the state's data (it is plain data by design) and keep every
conservation rule, so ``check_invariants`` holds in every scenario.
"""

from __future__ import annotations

from typing import Any

from games.engines.deadwood import ENGINE, DeadwoodState
from games.engines.deadwood.buildings import tile_ids
from games.engines.deadwood.tokens import BOOT_HILL, MINE, RANCH, STRENGTH, SUPPLY, gang

PLACES = {"ranch": RANCH, "mine": MINE, "supply": SUPPLY, "boot_hill": BOOT_HILL}


# The first building stack as printed (project ruling deadwood 9), written out here rather than read
# from the engine's tile data, so the setup tests check that data against the rulebook.
STACK_ONE = (
    "Bank",
    "Blacksmith",
    "Casino",
    "General Store",
    "Gunsmith",
    "Hotel",
    "Laundry",
    "Stage Depot",
    "Undertaker",
)


def new_game(players: int = 2, seed: int = 1, **options: Any) -> DeadwoodState:
    return ENGINE.new_game(players=players, seed=seed, options=options)


def put_building(state: DeadwoodState, kind: str, plot_id: str, copy: int = 0) -> int:
    """Move the ``copy``-th tile of ``kind`` onto the plot; whatever stood there goes under its stack."""
    tile = tile_ids(kind)[copy]
    plot = state.board.index[plot_id]
    old = state.building_plot[tile]
    if old >= 0:
        state.plot_tile[old] = -1
    for stack in state.stacks:
        if tile in stack:
            stack.remove(tile)
    if state.plot_tile[plot] >= 0:
        state.put_under_stack(state.plot_tile[plot])
    state.plot_tile[plot] = tile
    state.rebuild_indexes()
    return tile


def clear_plot(state: DeadwoodState, plot_id: str) -> None:
    plot = state.board.index[plot_id]
    tile = state.plot_tile[plot]
    if tile >= 0:
        state.plot_tile[plot] = -1
        state.put_under_stack(tile)
        state.rebuild_indexes()


def put_cowboy(state: DeadwoodState, seat: int, strength: int, place: str) -> int:
    """Move one of the seat's cowboys of that strength (from the supply first, so the ranch stays as dealt)."""
    where = PLACES.get(place, state.board.index.get(place))
    assert where is not None, place
    candidates = sorted(
        (c for c in gang(seat) if STRENGTH[c] == strength and state.loc[c] != BOOT_HILL),
        key=lambda c: (state.loc[c] != SUPPLY, state.loc[c] != RANCH),
    )
    cowboy = candidates[0]
    state.move_cowboy(cowboy, where)
    return cowboy


def set_money(state: DeadwoodState, seat: int, cash: int) -> None:
    state.supply_money += state.cash[seat] - cash
    state.cash[seat] = cash


def set_posters(state: DeadwoodState, seat: int, posters: int) -> None:
    state.pool += state.posters[seat] - posters
    state.posters[seat] = posters


def set_tokens(state: DeadwoodState, seat: int, *, cartridges: int | None = None, ponies: int | None = None) -> None:
    if cartridges is not None:
        state.supply_cartridges += state.cartridges[seat] - cartridges
        state.cartridges[seat] = cartridges
    if ponies is not None:
        state.supply_ponies += state.ponies[seat] - ponies
        state.ponies[seat] = ponies


def begin_turn(state: DeadwoodState, seat: int) -> DeadwoodState:
    state.stack = [{"kind": "turn", "seat": seat}]
    state.current = seat
    state._legal = None
    state.advance()
    state.check_invariants()
    return state


def options(state: DeadwoodState, seat: int, kind: str | None = None, /, **fields: Any) -> list[dict[str, Any]]:
    return [
        action
        for action in state.legal_actions(seat)
        if (kind is None or action["type"] == kind) and all(action.get(k) == v for k, v in fields.items())
    ]


def act(state: DeadwoodState, seat: int, kind: str, /, **fields: Any) -> list[dict[str, Any]]:
    """Apply the one legal action of that type matching ``fields``; the test fails if it is not unique."""
    matches = options(state, seat, kind, **fields)
    assert len(matches) == 1, f"{kind} {fields}: {len(matches)} matches in {state.legal_actions(seat)}"
    events = state.apply(seat, matches[0])
    state.check_invariants()
    return events


def act_hit(state: DeadwoodState, seat: int, strength: int, plot: str) -> int:
    """``seat`` hits ``plot`` with a cowboy of ``strength`` from its ranch and takes the poster;
    returns that cowboy."""
    cowboy = next(c for c in gang(seat) if STRENGTH[c] == strength and state.loc[c] == RANCH)
    act(state, seat, "hit", strength=strength, plot=plot)
    act(state, seat, "take_poster")
    return cowboy


def hold_fire(state: DeadwoodState) -> None:
    """Answer the shootout's optional steps plainly: the defender stands, nobody uses a cartridge."""
    while top(state)["kind"] == "shootout" and top(state)["step"] in (
        "skedaddle",
        "attacker_cartridge",
        "defender_cartridge",
    ):
        seat = top(state)["seat"]
        if top(state)["step"] == "skedaddle":
            act(state, seat, "stand")
        else:
            act(state, seat, "cartridge", use=False)


def top(state: DeadwoodState) -> dict[str, Any]:
    return state.stack[-1]


def at(state: DeadwoodState, plot_id: str) -> list[tuple[int, int]]:
    """(seat, strength) of the cowboys at a plot."""
    return [(c // 9, STRENGTH[c]) for c in state.occupants[state.board.index[plot_id]]]


def where(state: DeadwoodState, cowboy: int) -> str:
    place = state.loc[cowboy]
    return state.board.plot_ids[place] if place >= 0 else {v: k for k, v in PLACES.items()}[place]
