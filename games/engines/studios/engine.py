"""The ``studios`` engine: setup for each group size and loading stored games."""

from __future__ import annotations

from typing import Any, ClassVar

from games.engines.base import Engine
from games.engines.rng import Rng
from games.engines.studios.board import group_setup
from games.engines.studios.scenes import SCENE_IDS
from games.engines.studios.state import StudiosState
from games.engines.studios.wraps import deal_scenes


class StudiosEngine(Engine):
    key: ClassVar[str] = "studios"
    name: ClassVar[str] = "Deadwood Studios USA"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 8
    # 2: at most one upgrade at the start of a turn and one at its end; 3: the state keeps the latest rolls
    version: ClassVar[int] = 3

    def new_game(self, players: int, seed: int, options: dict[str, Any] | None = None) -> StudiosState:
        self.check_players(players)
        self.resolve_options(options)
        setup = group_setup(players)
        rng = Rng(seed)
        state = StudiosState(players=players, days=setup.days, rng=rng)
        state.rank = [setup.starting_rank] * players
        state.credits = [setup.starting_credits] * players
        state.deck = list(SCENE_IDS)
        rng.shuffle(state.deck)
        state.current = rng.below(players)  # who goes first is drawn at random
        deal_scenes(state)
        return state

    def from_json(self, doc: dict[str, Any]) -> StudiosState:
        if doc.get("engine") != self.key:
            raise ValueError(f"not a {self.key} game: engine {doc.get('engine')!r}")
        if doc.get("version") != self.version:
            stored = doc.get("version")
            raise ValueError(f"{self.key} game stored by engine version {stored}; this is version {self.version}")
        return StudiosState.from_json(doc)


ENGINE = StudiosEngine()
StudiosState.engine = ENGINE
