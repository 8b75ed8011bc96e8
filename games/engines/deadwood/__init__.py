"""Deadwood (Loic Lamy; Dust Games / Fantasy Flight Games, 2011) for 2-5 players.

Board and dice come from ``data/board.json`` (an assumed default, see ``data/SOURCES.md``);
rulings the engine applies are in ``RULINGS.md``.
"""

from __future__ import annotations

from typing import Any

from games.engines.base import Engine, OptionSpec
from games.engines.deadwood.state import DeadwoodState, new_state


class DeadwoodEngine(Engine):
    key = "deadwood"
    name = "Deadwood"
    min_players = 2
    max_players = 5
    # 2: the rulebook review (alive gangs, rolls that wound once, the station's end, the Courthouse);
    # 3: stacks of 9/6/6 tiles, alive means in play, the Courthouse poster keeps the money, a
    # nested station ends everything (RULINGS.md, "Engine versions")
    version = 3
    options = (
        OptionSpec(
            "double_wound_kills",
            False,
            (False, True),
            "The die face with two wound symbols deals two wounds (kills a healthy cowboy) instead of one.",
        ),
    )

    def new_game(self, players: int, seed: int, options: dict[str, Any] | None = None) -> DeadwoodState:
        self.check_players(players)
        return new_state(players, seed, self.resolve_options(options))

    def from_json(self, doc: dict[str, Any]) -> DeadwoodState:
        if doc.get("version") != self.version:
            raise ValueError(
                f"deadwood state version {doc.get('version')} is not {self.version}: "
                "an older game was dealt and played under other rules, so it does not load or replay"
            )
        return DeadwoodState.from_doc(doc)


ENGINE = DeadwoodEngine()
DeadwoodState.engine = ENGINE

__all__ = ["ENGINE", "DeadwoodEngine", "DeadwoodState"]
