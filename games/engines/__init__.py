"""Pure-Python rules engines. Nothing below this package may import Django, DRF or Celery."""

from games.engines.base import (
    Action,
    Engine,
    Event,
    GameState,
    IllegalAction,
    OptionSpec,
    ReplayMismatch,
    Result,
    action_key,
    fill_seats,
    find_legal,
    json_hash,
    placements_from_keys,
    seat_ref,
)
from games.engines.registry import UnknownEngine, engines, get_engine
from games.engines.replay import replay
from games.engines.rng import Rng

__all__ = [
    "Action",
    "Engine",
    "Event",
    "GameState",
    "IllegalAction",
    "OptionSpec",
    "ReplayMismatch",
    "Result",
    "Rng",
    "UnknownEngine",
    "action_key",
    "engines",
    "fill_seats",
    "find_legal",
    "get_engine",
    "json_hash",
    "placements_from_keys",
    "replay",
    "seat_ref",
]
