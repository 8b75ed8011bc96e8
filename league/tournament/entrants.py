"""Who is paired next, from what was recorded: the input both Swiss and pods pairing take.

``EventHistory`` is everything an event has recorded that pairing needs, as plain data (a page
builds it from its rows). ``entrants_from_results`` turns it into ``Entrant`` rows in standing
order: points (with late entries' points for missed rounds), players met, byes, avoid labels.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from games.engines.rng import Rng
from league.tournament.gc_pause import without_cyclic_gc
from league.tournament.results import ResultsError, parse_rounds, player_records
from league.tournament.standings import (
    DOOMTOWN_TIEBREAKERS,
    PERCENT_FLOOR,
    Scoring,
    default_draw_points,
    default_round_points,
    parse_tiebreakers,
    ranked_groups,
)


class NoLegalPairing(ValueError):
    """No pairing of the remaining players avoids every rematch and forbidden pair."""


@dataclass(frozen=True)
class Entrant:
    """A player to pair: points so far, players already met, whether a bye was had, avoid labels;
    ``meetings`` (opponent -> times met) and ``byes`` count repeats, for the fewest-rematches
    fallback when the field has run out of new opponents."""

    player: str
    points: float = 0.0
    opponents: frozenset[str] = frozenset()
    had_bye: bool = False
    avoid: frozenset[str] = frozenset()
    meetings: Mapping[str, int] = field(default_factory=dict, compare=False, hash=False)
    byes: int = 0


@dataclass(frozen=True)
class EventHistory:
    """An event as pairing sees it.

    ``players``: everyone registered, in registration order. ``rounds``: the recorded rounds
    (``results.parse_rounds`` format). ``dropped``: players who left. ``late_entries``: player ->
    the round number they join at (left out before it; ``missed_round_points`` for every recorded
    round before it). ``avoid``: player -> labels (team, club); players sharing one never meet.
    ``forbidden``: pairs that must never meet. ``tiebreakers``: the standing order that decides
    ranks, pair-downs and byes. ``planned_rounds``: how many Swiss rounds the event will play
    (None: unknown), so that pairing can keep the rounds after the next one pairable.
    """

    players: Sequence[str]
    rounds: Sequence[Sequence[Any]] = ()
    dropped: frozenset[str] = frozenset()
    late_entries: Mapping[str, int] = field(default_factory=dict)
    missed_round_points: float = 0.0
    avoid: Mapping[str, Iterable[str]] = field(default_factory=dict)
    forbidden: Sequence[tuple[str, str]] = ()
    tiebreakers: Sequence[str] = DOOMTOWN_TIEBREAKERS
    planned_rounds: int | None = None

    def rounds_after_next(self) -> int:
        """Planned rounds still to pair after the next one."""
        if self.planned_rounds is None:
            return 0
        return max(0, self.planned_rounds - len(self.rounds) - 1)


def late_entry_adjustments(
    late_entries: Mapping[str, int], rounds_played: int, missed_round_points: float
) -> dict[str, float]:
    """Points for the rounds a late entrant missed: those recorded before the entry round."""
    return {
        player: missed_round_points * min(max(first_round - 1, 0), rounds_played)
        for player, first_round in late_entries.items()
    }


@without_cyclic_gc
def entrants_from_results(history: EventHistory) -> list[Entrant]:
    """Entrants for the next round in standing order: dropped players and players not yet joined
    left out. Raises ``ResultsError`` for unknown names or a late entrant seated too early."""
    players, late = history.players, history.late_entries
    named = set(history.dropped) | set(late) | set(history.avoid) | {p for pair in history.forbidden for p in pair}
    unknown = sorted(named - set(players))
    if unknown:
        raise ResultsError(f"not a registered player: {', '.join(map(repr, unknown))}")
    parsed = parse_rounds(players, history.rounds)
    for number, tables in enumerate(parsed, start=1):
        for table in tables:
            early = [seat for seat in table.seats if late.get(seat, 1) > number]
            if early:
                raise ResultsError(f"round {number}: {', '.join(early)} only joins at a later round")
    records = player_records(players, parsed)
    groups, values = ranked_groups(
        players,
        records,
        parse_tiebreakers(history.tiebreakers),
        late_entry_adjustments(late, len(parsed), history.missed_round_points),
        Scoring.of(default_round_points(parsed), default_draw_points(parsed), PERCENT_FLOOR),
    )
    labels = {player: frozenset(values) for player, values in history.avoid.items()}
    next_round = len(parsed) + 1
    dropped = history.dropped
    entrants = []
    for group in groups:
        for player in group:
            if player in dropped or late.get(player, 1) > next_round:
                continue
            record = records[player]
            entrants.append(
                Entrant(
                    player=player,
                    points=float(values[player]["points"]),
                    opponents=frozenset(record.opponents),
                    had_bye=record.byes > 0,
                    avoid=labels.get(player, frozenset()),
                    meetings=repeat_counts(record.opponents),
                    byes=record.byes,
                )
            )
    return entrants


def repeat_counts(opponents: Sequence[str]) -> Mapping[str, int]:
    """Opponent -> times met, when someone was met twice (empty otherwise: one meeting each)."""
    return Counter(opponents) if len(set(opponents)) != len(opponents) else {}


def first_round_order(players: Sequence[str], *, seed: int, ratings: Mapping[str, float] | None = None) -> list[str]:
    """Round-one seeding: a seeded shuffle, or by rating with the top half meeting the bottom half.

    With ratings the order interleaves 1, h+1, 2, h+2, ... (h = half the field) so that the
    adjacent pairing Swiss prefers pairs seed 1 with seed h+1; an odd lowest seed stays last,
    where the bye goes.
    """
    if ratings is None:
        order = list(players)
        Rng(seed).shuffle(order)
        return order
    ranked = sorted(players, key=lambda p: -ratings.get(p, 0.0))
    half = len(ranked) // 2
    interleaved = [p for pair in zip(ranked[:half], ranked[half : 2 * half], strict=True) for p in pair]
    return interleaved + ranked[2 * half :]


def next_round_entrants(
    history: EventHistory, *, seed: int, ratings: Mapping[str, float] | None = None
) -> list[Entrant]:
    """``entrants_from_results``, except that round one (nothing recorded) is in
    ``first_round_order`` (a seeded shuffle, or by ``ratings``)."""
    entrants = entrants_from_results(history)
    if not history.rounds:
        order = first_round_order([e.player for e in entrants], seed=seed, ratings=ratings)
        position = {player: i for i, player in enumerate(order)}
        entrants.sort(key=lambda e: (-e.points, position[e.player]))
    return entrants
