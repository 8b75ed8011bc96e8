"""A rating history as an SVG line chart, laid out on the server (no chart library, works offline)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class LineChart:
    width: int
    height: int
    points: str  # "x,y x,y ..." for an SVG polyline
    low: float
    high: float
    last: float
    count: int
    zero_y: float | None  # where the 0 line runs, when it is inside the range


def line_chart(values: Sequence[float], *, width: int = 320, height: int = 120, pad: int = 6) -> LineChart | None:
    """Scale ``values`` into a ``width`` x ``height`` box; None for an empty series."""
    if not values:
        return None
    low, high = min(values), max(values)
    span = (high - low) or 1.0
    steps = max(len(values) - 1, 1)
    inner_w, inner_h = width - 2 * pad, height - 2 * pad

    def y_of(value: float) -> float:
        return round(pad + inner_h - (value - low) / span * inner_h, 1)

    coords = [(round(pad + index / steps * inner_w, 1), y_of(value)) for index, value in enumerate(values)]
    if len(values) == 1:
        coords.append((width - pad, coords[0][1]))
    return LineChart(
        width=width,
        height=height,
        points=" ".join(f"{x},{y}" for x, y in coords),
        low=round(low, 2),
        high=round(high, 2),
        last=round(values[-1], 2),
        count=len(values),
        zero_y=y_of(0.0) if low < 0 < high else None,
    )
