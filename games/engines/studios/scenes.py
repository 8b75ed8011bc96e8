"""The 40 scene cards: budget and starring roles, loaded from ``data/cards.json`` and addressed by id."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from games.engines.studios.board import DATA_DIR
from games.engines.studios.roles import Part

SCENES_PER_DAY = 10


@dataclass(frozen=True)
class Scene:
    id: int
    title: str
    scene_number: int
    budget: int
    roles: tuple[Part, ...]  # as printed, left to right
    # Role indices from the top (highest rank) role down: the order bonus dice are dealt in.
    bonus_order: tuple[int, ...]

    def describe(self) -> dict[str, object]:
        return {"id": self.id, "title": self.title, "scene_number": self.scene_number, "budget": self.budget}


def load_scenes(path: Path = DATA_DIR / "cards.json") -> dict[int, Scene]:
    doc = json.loads(path.read_text(encoding="utf-8"))
    scenes = {}
    for raw in doc["cards"]:
        roles = tuple(Part(name=role["name"], rank=role["rank"]) for role in raw["roles"])
        # Ranks on a card are distinct; the printed position only breaks a tie should data ever have one.
        bonus_order = tuple(sorted(range(len(roles)), key=lambda index: (-roles[index].rank, -index)))
        scenes[raw["id"]] = Scene(
            id=raw["id"],
            title=raw["title"],
            scene_number=raw["scene"],
            budget=raw["budget"],
            roles=roles,
            bonus_order=bonus_order,
        )
    return scenes


SCENES = load_scenes()
SCENE_IDS = tuple(sorted(SCENES))
