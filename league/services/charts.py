"""A rating history as an SVG line chart with axes, laid out on the server (no chart library, works offline).

The x axis is the order of the rated games (games days apart and games on one evening get the
same room), labelled with the dates of the first, middle and last game; the y axis carries
round-numbered ticks of the value shown.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from django.utils import timezone
from django.utils.formats import date_format


@dataclass(frozen=True)
class Tick:
    at: float  # pixel position along its axis
    label: str


@dataclass(frozen=True)
class Dot:
    x: float
    y: float
    title: str  # "3 Dec 2026: 1012", the hover text of one game

    def __str__(self) -> str:
        return self.title


@dataclass(frozen=True)
class LineChart:
    width: int
    height: int
    left: int  # the plot box: left, top, right, bottom edges
    top: int
    right: int
    bottom: int
    points: str  # "x,y x,y ..." for an SVG polyline
    dots: list[Dot]
    y_ticks: list[Tick]
    x_ticks: list[Tick]
    low: float
    high: float
    last: float
    count: int

    @property
    def plot_width(self) -> int:
        return self.right - self.left

    @property
    def plot_height(self) -> int:
        return self.bottom - self.top


MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 44, 12, 10, 30


def nice_ticks(low: float, high: float, most: int = 5) -> list[float]:
    """Round tick values (steps of 1, 2 or 5 times a power of ten) covering ``low``..``high``."""
    span = high - low
    if span <= 0:
        span = max(abs(high), 1.0) / 10
        low, high = low - span / 2, high + span / 2
    rough = span / max(most - 1, 1)
    power = 10 ** math.floor(math.log10(rough))
    step = next(factor * power for factor in (1, 2, 5, 10) if factor * power >= rough)
    first = round(math.floor(low / step) * step, 10)
    ticks = [first]
    while ticks[-1] < high - step * 1e-9 or len(ticks) < 2:
        ticks.append(round(ticks[-1] + step, 10))
    return ticks


def line_chart(history: Sequence[tuple[datetime, float]], *, width: int = 360, height: int = 180) -> LineChart | None:
    """Lay ``(played_at, value)`` pairs, oldest first, out in a ``width`` x ``height`` box; None when empty."""
    if not history:
        return None
    values = [value for _, value in history]
    ticks = nice_ticks(min(values), max(values))
    low, high = ticks[0], ticks[-1]
    left, top, right, bottom = MARGIN_LEFT, MARGIN_TOP, width - MARGIN_RIGHT, height - MARGIN_BOTTOM
    steps = max(len(history) - 1, 1)

    def x_of(index: int) -> float:
        return round(left + (index / steps if len(history) > 1 else 0.5) * (right - left), 1)

    def y_of(value: float) -> float:
        return round(bottom - (value - low) / (high - low) * (bottom - top), 1)

    dots = [Dot(x_of(index), y_of(value), f"{_day(at)}: {_number(value)}") for index, (at, value) in enumerate(history)]
    middle = len(history) // 2
    labelled = sorted({0, middle, len(history) - 1}) if len(history) > 2 else sorted({0, len(history) - 1})
    return LineChart(
        width=width,
        height=height,
        left=left,
        top=top,
        right=right,
        bottom=bottom,
        points=" ".join(f"{dot.x},{dot.y}" for dot in dots),
        dots=dots,
        y_ticks=[Tick(y_of(value), _number(value)) for value in ticks],
        x_ticks=[Tick(x_of(index), _day(history[index][0])) for index in labelled],
        low=min(values),
        high=max(values),
        last=values[-1],
        count=len(history),
    )


def _day(at: datetime) -> str:
    return date_format(timezone.localtime(at) if timezone.is_aware(at) else at, "j M Y")


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"
