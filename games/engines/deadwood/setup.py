"""Setting up a game exactly as the rulebook prints it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.deadwood.buildings import FIXED_START, SALOON_X, TILES
from games.engines.deadwood.tokens import (
    BOX,
    CARTRIDGES,
    COWBOYS,
    MONEY_TOTAL,
    OWNER,
    PONIES,
    POSTERS,
    POSTERS_PER_PLAYER,
    RANCH,
    START_CASH,
    SUPPLY,
    starting_cowboys,
)
from games.engines.rng import Rng

if TYPE_CHECKING:
    from games.engines.deadwood.state import DeadwoodState


def setup(state: DeadwoodState, players: int, seed: int, options: dict[str, Any]) -> DeadwoodState:
    board = state.board
    rng = Rng(seed)
    state.rng = rng
    state.players = players
    state.options = dict(options)
    state.cash = [START_CASH] * players
    state.cartridges = [1] * players
    state.ponies = [1] * players
    state.posters = [0] * players
    state.supply_money = MONEY_TOTAL - START_CASH * players
    state.supply_cartridges = CARTRIDGES - players
    state.supply_ponies = PONIES - players
    state.pool = POSTERS_PER_PLAYER * players
    state.box = POSTERS - state.pool
    ranch = {c for seat in range(players) for c in starting_cowboys(seat)}
    state.loc = [BOX if OWNER[c] >= players else RANCH if c in ranch else SUPPLY for c in range(COWBOYS)]

    state.plot_tile = [-1] * len(board.plot_ids)
    for tile, name in FIXED_START.items():
        state.plot_tile[board.fixed_buildings[name]] = tile
    state.stacks = [[t for t, spec in enumerate(TILES) if spec.back == back] for back in ("1", "2", "3")]
    for stack in state.stacks:
        rng.shuffle(stack)
    stars = list(board.star_plots)
    town = [state.stacks[0].pop(0) for _ in range(len(stars) - 1)] + [SALOON_X]
    rng.shuffle(town)
    for plot, tile in zip(stars, town, strict=True):
        state.plot_tile[plot] = tile
    state.top_known = [[0, 0, 0] for _ in range(players)]
    state.bottom_public = [0, 0, 0]
    state.route = []
    state.station_plot = -1
    state.sheriff = board.sheriff_start

    state.start_seat = roll_for_start(rng, players)
    state.current = state.start_seat
    state.turn = 1
    state.stack = [{"kind": "turn", "seat": state.start_seat}]
    state.ending = None
    state.phase = "play"
    state.final = {}
    state.last_roll = None
    state.fixed_rolls = []
    state.rebuild_indexes()
    state.advance()
    return state


def roll_for_start(rng: Rng, players: int) -> int:
    """Everyone rolls a die; the highest roller starts (tied highest rollers roll again)."""
    rolling = list(range(players))
    while len(rolling) > 1:
        rolls = [1 + rng.below(6) for _ in rolling]
        best = max(rolls)
        rolling = [seat for seat, value in zip(rolling, rolls, strict=True) if value == best]
    return rolling[0]
