"""The town grid, the railroad routes, the Sheriff's intersections and the dice, all read from data.

``data/board.json`` is an assumed default (see ``data/SOURCES.md``); a real board or real dice
replace that file without code changes. Plots are addressed by index internally and by their
data id (``r2x4``) in actions.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).with_name("data")

BLANK, WOUND, DOUBLE_WOUND, SKULL = "blank", "wound", "double_wound", "skull"
DIE_SYMBOLS = (BLANK, WOUND, DOUBLE_WOUND, SKULL)


@dataclass(frozen=True)
class Board:
    plot_ids: tuple[str, ...]
    index: dict[str, int]
    row_of: tuple[int, ...]
    x_of: tuple[int, ...]
    place_in_row: tuple[int, ...]  # 1 for the leftmost plot of its row, as labels count
    adjacent: tuple[tuple[int, ...], ...]
    star_plots: tuple[int, ...]
    fixed_buildings: dict[str, int]
    sheriff_start: int
    intersections: tuple[tuple[int, int, int], ...]
    protected_by: tuple[frozenset[int], ...]
    first_rail_plots: tuple[int, ...]
    rail_tiles: int
    die_faces: tuple[str, ...]
    dice_count: int

    def plot_words(self, plot: int) -> str:
        """Where a plot lies, in words for a label: "row 3, place 2 from the left"."""
        return f"row {self.row_of[plot]}, place {self.place_in_row[plot]} from the left"

    def plot_at(self, row: int, x: int) -> int | None:
        return self.index.get(f"r{row}x{x}")

    def next_route_plots(self, route: list[int]) -> list[int]:
        """Where the next railroad tile (or the Train Station after the last tile) may go."""
        if not route:
            return list(self.first_rail_plots)
        last = route[-1]
        row, x = self.row_of[last], self.x_of[last]
        found = [self.plot_at(row - 1, x - 1), self.plot_at(row - 1, x + 1)]
        return [plot for plot in found if plot is not None]


def load_board(path: Path | None = None) -> Board:
    doc = json.loads((path or DATA_DIR / "board.json").read_text())
    return board_from_json(doc)


def board_from_json(doc: dict[str, Any]) -> Board:
    plot_ids: list[str] = []
    rows: list[int] = []
    xs: list[int] = []
    for row in doc["geometry"]["rows"]:
        for x in row["x"]:
            plot_ids.append(f"r{row['row']}x{x}")
            rows.append(row["row"])
            xs.append(x)
    index = {plot: i for i, plot in enumerate(plot_ids)}
    adjacent = []
    for i in range(len(plot_ids)):
        near = [(rows[i], xs[i] - 2), (rows[i], xs[i] + 2)]
        near += [(rows[i] + dr, xs[i] + dx) for dr in (-1, 1) for dx in (-1, 1)]
        adjacent.append(tuple(index[f"r{r}x{x}"] for r, x in near if f"r{r}x{x}" in index))
    intersections = tuple(tuple(index[p] for p in spot["plots"]) for spot in doc["sheriff_intersections"])
    start = doc["start"]
    sheriff_plots = frozenset(index[p] for p in start["sheriff"]["plots"])
    faces = sorted(doc["dice"]["faces"], key=lambda face: face["value"])
    if [face["value"] for face in faces] != list(range(1, len(faces) + 1)):
        raise ValueError("die faces must be valued 1..sides")
    unknown = {face["symbol"] for face in faces} - set(DIE_SYMBOLS)
    if unknown:
        raise ValueError(f"unknown die symbols: {sorted(unknown)}")
    return Board(
        plot_ids=tuple(plot_ids),
        index=index,
        row_of=tuple(rows),
        x_of=tuple(xs),
        place_in_row=tuple(
            sorted(x for x, r in zip(xs, rows, strict=True) if r == row).index(x) + 1
            for x, row in zip(xs, rows, strict=True)
        ),
        adjacent=tuple(adjacent),
        star_plots=tuple(index[p] for p in start["star_plots"]),
        fixed_buildings={name: index[p] for name, p in start["fixed_buildings"].items()},
        sheriff_start=[frozenset(spot) for spot in intersections].index(sheriff_plots),
        intersections=intersections,  # type: ignore[arg-type]
        protected_by=tuple(frozenset(spot) for spot in intersections),
        first_rail_plots=tuple(index[p] for p in doc["railroad"]["first_tile_plots"]),
        rail_tiles=len(doc["railroad"]["rows_bottom_up"]),
        die_faces=tuple(face["symbol"] for face in faces),
        dice_count=doc["dice"]["count"],
    )


BOARD = load_board()
