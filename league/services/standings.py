"""A season's stored standings: load its confirmed matches, rank them (``season_table``), store the rows.

The standings page and exports read the stored rows, so they stay a paginated read at any size.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import datetime

from django.db import transaction
from django.utils import timezone

from league.models import Match, MatchSeat, Player, Season, Standing
from league.services.queries import raw_rows
from league.services.season_table import PlayedMatch, SeasonRules, season_standings
from league.tournament.standings import parse_tiebreakers


def rules_of(season: Season) -> SeasonRules:
    return SeasonRules(
        points_win=season.points_win,
        points_draw=season.points_draw,
        points_loss=season.points_loss,
        placement_points=tuple(season.placement_points),
        min_games=season.min_games,
        repeat_limit=season.repeat_limit,
        repeat_window=season.repeat_window,
        tiebreakers=parse_tiebreakers(season.tiebreakers),
    )


def played_matches(season: Season) -> list[PlayedMatch]:
    """The season's confirmed matches between players (no bot seat), oldest first."""
    order = raw_rows(
        Match.objects.filter(season=season, status=Match.Status.CONFIRMED).order_by("played_at", "id").values_list("id")
    )
    seats: dict[int, list[tuple[str, int]]] = defaultdict(list)
    with_bot: set[int] = set()
    rows = (
        MatchSeat.objects.filter(match__season=season, match__status=Match.Status.CONFIRMED)
        .order_by("match_id", "seat")
        .values_list("match_id", "player_id", "placement")
    )
    for match_id, player_id, placement in raw_rows(rows):
        if player_id is None or placement is None:
            with_bot.add(match_id)
        else:
            seats[match_id].append((str(player_id), placement))
    return [
        PlayedMatch(match_id, tuple(player for player, _ in seats[match_id]), tuple(p for _, p in seats[match_id]))
        for (match_id,) in order
        if match_id not in with_bot and len(seats[match_id]) >= 2
    ]


def standings_refresh(*, season_id: int, requested_at: datetime | None = None) -> int:
    """Recompute and store one season's standings; returns the number of rows.

    A refresh asked for at ``requested_at`` is skipped (returns -1) when a computation that started
    later is already stored: it read every result confirmed before the request. So a burst of
    confirmations costs one or two recomputations, not one each.
    """
    season = Season.objects.get(pk=season_id)
    if requested_at and Standing.objects.filter(season=season, computed_at__gte=requested_at).exists():
        return -1
    now = timezone.now()  # taken before reading, so later requests never count as covered
    rows = season_standings(played_matches(season), rules_of(season))
    seated = MatchSeat.objects.filter(match__season=season, player__isnull=False).values("player_id")
    names = dict(Player.objects.filter(pk__in=seated).values_list("pk", "display_name"))
    with transaction.atomic():
        Standing.objects.filter(season=season).delete()
        Standing.objects.bulk_create(
            (
                Standing(
                    season=season,
                    player_id=int(row.player),
                    player_name=names[int(row.player)],
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
