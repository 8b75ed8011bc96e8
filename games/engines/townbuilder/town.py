"""A built building in a player's town: its type, level and what it stores.

Copies of a state share their slots (``TownState.clone`` copies only the towns' lists), so a slot
is never changed in place: the rules change a ``writable`` copy put in its place.
"""

from __future__ import annotations

from typing import Any

from games.engines.townbuilder.cards import BUILDING_INDEX, BUILDINGS, RESOURCE_KEYS, RESOURCES


class Slot:
    __slots__ = ("kind", "level", "stored")

    def __init__(self, kind: int, level: int = 1, stored: list[int] | None = None) -> None:
        self.kind = kind
        self.level = level
        self.stored = stored if stored is not None else [0, 0, 0, 0]

    def copy(self) -> Slot:
        return Slot(self.kind, self.level, self.stored[:])

    @property
    def key(self) -> str:
        return BUILDINGS[self.kind].key

    @property
    def name(self) -> str:
        return BUILDINGS[self.kind].name

    def to_json(self) -> dict[str, Any]:
        stored = {RESOURCE_KEYS[r]: self.stored[r] for r in RESOURCES if self.stored[r]}
        return {"building": self.key, "level": self.level, "stored": stored}

    @classmethod
    def from_json(cls, doc: dict[str, Any]) -> Slot:
        stored = [int(doc.get("stored", {}).get(key, 0)) for key in RESOURCE_KEYS]
        return cls(BUILDING_INDEX[doc["building"]], int(doc["level"]), stored)

    def __repr__(self) -> str:
        return f"Slot({self.key}, N{self.level}, {self.stored})"


def writable(town: list[Slot], slot: Slot) -> Slot:
    """A copy of ``slot`` in its place in ``town``, for the rules to change."""
    copy = slot.copy()
    town[town.index(slot)] = copy
    return copy
