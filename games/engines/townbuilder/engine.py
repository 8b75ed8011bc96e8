"""The townbuilder engine: metadata, options and new games."""

from __future__ import annotations

from typing import Any

from games.engines.base import Engine, OptionSpec
from games.engines.rng import Rng
from games.engines.townbuilder import turn
from games.engines.townbuilder.state import TownState


class TownBuilderEngine(Engine):
    key = "townbuilder"
    name = "Deadwood: the town builder"
    min_players = 2
    max_players = 2
    # 2: the wood stake of reserve_start=full; 3: one last turn however the deck ran out
    # (RULINGS.md, "Engine versions").
    version = 3
    options = (
        OptionSpec(
            "reserve_start",
            "empty",
            ("empty", "full"),
            "empty: the resources are shuffled into the decks; full: they start in the reserve "
            "and each player opens with 2 wood from it",
        ),
        OptionSpec(
            "families",
            6,
            (6, 4),
            "Poker families: the six printed labels, or four with the Special labels merged",
        ),
    )

    def new_game(self, players: int, seed: int, options: dict[str, Any] | None = None) -> TownState:
        self.check_players(players)
        resolved = self.resolve_options(options)
        state = TownState(resolved, Rng(seed))
        turn.deal(state, resolved["reserve_start"])
        return state

    def from_json(self, doc: dict[str, Any]) -> TownState:
        return TownState.from_json(doc)


TownState.engine = ENGINE = TownBuilderEngine()
