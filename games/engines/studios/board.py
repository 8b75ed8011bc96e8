"""The backlot: twelve areas (ten sets, the Trailers, the Casting Office), their connections, shot
counters, extras, the Casting Office price list and the group-size setup.

Loaded once from ``data/board.json``; areas are addressed by their index in that file on hot paths.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from games.engines.studios.roles import Part

DATA_DIR = Path(__file__).resolve().parent / "data"

CURRENCIES = ("dollars", "credits")
STANDARD_DAYS = 4


@dataclass(frozen=True)
class Area:
    index: int
    id: str
    name: str
    kind: str  # "set", "trailers" or "casting_office"
    neighbours: tuple[int, ...]
    shots: int  # 0 for the Trailers and the Casting Office
    extras: tuple[Part, ...]

    @property
    def is_set(self) -> bool:
        return self.kind == "set"


@dataclass(frozen=True)
class Board:
    areas: tuple[Area, ...]
    trailers: int
    casting_office: int
    sets: tuple[int, ...]
    # rank -> {"dollars": price, "credits": price}
    upgrade_prices: dict[int, dict[str, int]]

    def index_of(self, area_id: str) -> int:
        for area in self.areas:
            if area.id == area_id:
                return area.index
        raise KeyError(f"no area {area_id!r} on the backlot")

    def upgrade_price(self, rank: int, currency: str) -> int:
        return self.upgrade_prices[rank][currency]


@dataclass(frozen=True)
class GroupSetup:
    """What the Trailers print for a group size."""

    days: int
    starting_credits: int
    starting_rank: int


def group_setup(players: int) -> GroupSetup:
    if players <= 3:
        return GroupSetup(days=3, starting_credits=0, starting_rank=1)
    if players == 4:
        return GroupSetup(days=STANDARD_DAYS, starting_credits=0, starting_rank=1)
    if players == 5:
        return GroupSetup(days=STANDARD_DAYS, starting_credits=2, starting_rank=1)
    if players == 6:
        return GroupSetup(days=STANDARD_DAYS, starting_credits=4, starting_rank=1)
    return GroupSetup(days=STANDARD_DAYS, starting_credits=0, starting_rank=2)


def load_board(path: Path = DATA_DIR / "board.json") -> Board:
    doc = json.loads(path.read_text(encoding="utf-8"))
    ids = [raw["id"] for raw in doc["areas"]]
    areas = tuple(
        Area(
            index=index,
            id=raw["id"],
            name=raw["name"],
            kind=raw["kind"],
            neighbours=tuple(ids.index(other) for other in raw["neighbours"]),
            shots=raw.get("shots", 0),
            extras=tuple(Part(name=extra["name"], rank=extra["rank"]) for extra in raw.get("extras", [])),
        )
        for index, raw in enumerate(doc["areas"])
    )
    prices = {
        row["rank"]: {"dollars": row["dollars"], "credits": row["credits"]} for row in doc["casting_office_upgrades"]
    }
    return Board(
        areas=areas,
        trailers=ids.index(doc["start_area"]),
        casting_office=ids.index(doc["upgrade_area"]),
        sets=tuple(area.index for area in areas if area.is_set),
        upgrade_prices=prices,
    )


BOARD = load_board()
