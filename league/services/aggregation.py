"""A season over the league's tournaments: each player's best N events, points scaled by event size.

Pure data in, rows out, so the tournament side can feed it whatever its events produced.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class EventResult:
    """What one event gave: its size (players registered) and the season points each player earned there."""

    event: str
    size: int
    points: Mapping[str, float]


@dataclass(frozen=True)
class AggregateRow:
    rank: int
    player: str
    points: float
    events_counted: tuple[str, ...]
    events_played: int


def event_weight(size: int, reference_size: int) -> float:
    """Points scale linearly with attendance: an event of ``reference_size`` players is worth them in full."""
    return size / reference_size if reference_size > 0 else 1.0


def aggregate_events(
    events: Sequence[EventResult],
    *,
    best_n: int | None = None,
    scale_by_size: bool = False,
    reference_size: int | None = None,
) -> list[AggregateRow]:
    """Sum each player's best ``best_n`` events (all when None); ties share a rank, ordered by name.

    With ``scale_by_size`` an event's points are multiplied by size / ``reference_size`` (default:
    the largest event), so a win at a big event is worth more than a win at a small one.
    """
    if best_n is not None and best_n < 1:
        raise ValueError("best_n must be at least 1")
    reference = reference_size or max((event.size for event in events), default=1)
    earned: dict[str, list[tuple[float, str]]] = defaultdict(list)
    for event in events:
        weight = event_weight(event.size, reference) if scale_by_size else 1.0
        for player, points in event.points.items():
            earned[player].append((points * weight, event.event))
    totals = []
    for player, results in earned.items():
        kept = sorted(results, key=lambda item: -item[0])[:best_n]
        totals.append(
            (round(sum(points for points, _ in kept), 6), player, tuple(name for _, name in kept), len(results))
        )
    totals.sort(key=lambda item: (-item[0], item[1]))
    rows: list[AggregateRow] = []
    for position, (points, player, counted, played) in enumerate(totals, start=1):
        rank = rows[-1].rank if rows and rows[-1].points == points else position
        rows.append(AggregateRow(rank, player, points, counted, played))
    return rows
