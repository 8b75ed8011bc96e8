"""Season standings: points per result, a repeat-opponent limit, a qualifying minimum, tiebreakers.

``season_standings`` is pure: confirmed matches in, ranked rows out. Each counted match becomes one
"round" of one table for the tournament tiebreakers (``league.tournament.standings``), so SoS and
ESoS divide by the games a player counted, as Cobra divides by rounds played.
``standings_refresh`` stores the rows of one season so the standings page is a paginated read.
"""

from __future__ import annotations

from collections import defaultdict, deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.db import transaction
from django.utils import timezone

from league.models import Match, MatchSeat, Season, Standing
from league.tournament.standings import compute_standings, parse_tiebreakers


@dataclass(frozen=True)
class SeasonRules:
    points_win: float = 3
    points_draw: float = 1
    points_loss: float = 0
    placement_points: tuple[float, ...] = (4, 2, 1, 0)
    min_games: int = 0
    repeat_limit: int | None = 2
    repeat_window: int = 5
    tiebreakers: tuple[str, ...] = ("sos", "esos", "omw", "h2h")

    @classmethod
    def of(cls, season: Season) -> SeasonRules:
        return cls(
            points_win=season.points_win,
            points_draw=season.points_draw,
            points_loss=season.points_loss,
            placement_points=tuple(season.placement_points),
            min_games=season.min_games,
            repeat_limit=season.repeat_limit,
            repeat_window=season.repeat_window,
            tiebreakers=parse_tiebreakers(season.tiebreakers),
        )


@dataclass(frozen=True)
class PlayedMatch:
    """A confirmed match as plain data: ``seats`` holds (player, placement) pairs."""

    match_id: int
    seats: tuple[tuple[str, int], ...]


@dataclass
class Row:
    player: str
    rank: int | None = None
    points: float = 0.0
    games: int = 0
    played: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    qualified: bool = True
    tiebreakers: dict[str, float] = field(default_factory=dict)


def seat_points(placements: Sequence[int], rules: SeasonRules) -> list[float]:
    """Points per seat: win/draw/loss for two seats; placement points for pods, tied seats share the average."""
    if len(placements) == 2:
        if placements[0] == placements[1]:
            return [rules.points_draw, rules.points_draw]
        return [rules.points_win if place == 1 else rules.points_loss for place in placements]
    table = list(rules.placement_points)

    def at(position: int) -> float:
        return table[position - 1] if position - 1 < len(table) else 0.0

    points = []
    for place in placements:
        tied = placements.count(place)
        points.append(sum(at(position) for position in range(place, place + tied)) / tied)
    return points


def _within_repeat_limit(match: PlayedMatch, recent: Mapping[str, deque[frozenset[str]]], rules: SeasonRules) -> bool:
    """At most ``repeat_limit`` of any ``repeat_window`` consecutive counted games against one opponent."""
    if rules.repeat_limit is None:
        return True
    players = [player for player, _ in match.seats]
    for player in players:
        history = recent[player]
        for opponent in players:
            if opponent != player and sum(opponent in game for game in history) >= rules.repeat_limit:
                return False
    return True


def counted_matches(matches: Sequence[PlayedMatch], rules: SeasonRules) -> tuple[list[PlayedMatch], dict[str, int]]:
    """The matches that count, in order, and games played per player (counted or not).

    A match beyond the repeat-opponent limit for any pair at the table counts for nobody (it is still rated).
    """
    window = max(rules.repeat_window - 1, 0)
    recent: dict[str, deque[frozenset[str]]] = defaultdict(lambda: deque(maxlen=window))
    played: dict[str, int] = defaultdict(int)
    counted = []
    for match in matches:
        for player, _ in match.seats:
            played[player] += 1
        if not _within_repeat_limit(match, recent, rules):
            continue
        counted.append(match)
        table = frozenset(player for player, _ in match.seats)
        for player in table:
            if window:
                recent[player].append(table - {player})
    return counted, dict(played)


def _rank_qualified(rows: list[Row], keys: Sequence[str]) -> None:
    """Qualified rows keep their order and share a rank on equal points and tiebreakers; the rest are unranked."""
    previous: tuple[Any, ...] | None = None
    rank = 0
    for position, row in enumerate((row for row in rows if row.qualified), start=1):
        signature = (row.points, *(row.tiebreakers.get(key) for key in keys))
        if signature != previous:
            rank, previous = position, signature
        row.rank = rank


def season_standings(matches: Sequence[PlayedMatch], rules: SeasonRules) -> list[Row]:
    """Ranked rows, qualified players first (best first), then players short of ``min_games``."""
    counted, played = counted_matches(matches, rules)
    rounds = []
    rows = {player: Row(player=player, played=count) for player, count in played.items()}
    for match in counted:
        placements = [place for _, place in match.seats]
        points = seat_points(placements, rules)
        rounds.append([{"seats": [player for player, _ in match.seats], "points": points}])
        shared_first = placements.count(1) > 1
        for player, place in match.seats:
            row = rows[player]
            row.games += 1
            if place == 1 and not shared_first:
                row.wins += 1
            elif place == 1:
                row.draws += 1
            else:
                row.losses += 1
    players = list(rows)
    round_points = max(rules.points_win, *rules.placement_points) or None
    ranked = compute_standings(players, rounds, tiebreakers=rules.tiebreakers, round_points=round_points)
    ordered = []
    for line in ranked:
        row = rows[line["player"]]
        row.points = float(line["points"])
        row.tiebreakers = dict(line["tiebreakers"])
        row.qualified = row.games >= rules.min_games
        ordered.append(row)
    ordered.sort(key=lambda row: not row.qualified)
    _rank_qualified(ordered, rules.tiebreakers)
    return ordered


# ---------------------------------------------------------------- the stored table


def played_matches(season: Season) -> list[PlayedMatch]:
    """The season's confirmed matches between players (no bot seat), oldest first."""
    order = list(
        Match.objects.filter(season=season, status=Match.Status.CONFIRMED)
        .order_by("played_at", "id")
        .values_list("id", flat=True)
    )
    seats: dict[int, list[tuple[str, int]]] = defaultdict(list)
    with_bot: set[int] = set()
    rows = (
        MatchSeat.objects.filter(match__season=season, match__status=Match.Status.CONFIRMED)
        .order_by("match_id", "seat")
        .values_list("match_id", "player_id", "placement")
    )
    for match_id, player_id, placement in rows.iterator(chunk_size=20000):
        if player_id is None or placement is None:
            with_bot.add(match_id)
        else:
            seats[match_id].append((str(player_id), placement))
    return [
        PlayedMatch(match_id, tuple(seats[match_id]))
        for match_id in order
        if match_id not in with_bot and len(seats[match_id]) >= 2
    ]


def standings_refresh(*, season_id: int) -> int:
    """Recompute and store one season's standings; returns the number of rows."""
    season = Season.objects.get(pk=season_id)
    rows = season_standings(played_matches(season), SeasonRules.of(season))
    now = timezone.now()
    with transaction.atomic():
        Standing.objects.filter(season=season).delete()
        Standing.objects.bulk_create(
            (
                Standing(
                    season=season,
                    player_id=int(row.player),
                    position=position,
                    rank=row.rank,
                    points=row.points,
                    games=row.games,
                    played=row.played,
                    wins=row.wins,
                    draws=row.draws,
                    losses=row.losses,
                    qualified=row.qualified,
                    tiebreakers=row.tiebreakers,
                    computed_at=now,
                )
                for position, row in enumerate(rows, start=1)
            ),
            batch_size=5000,
        )
    return len(rows)
