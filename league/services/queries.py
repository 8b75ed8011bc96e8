"""Reads shared by the pages, the API and the exports: standings pages, match lists, player records."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.core.paginator import Page, Paginator
from django.db import connection
from django.db.models import Model, Prefetch, QuerySet

from league.models import League, Match, MatchSeat, Player, Rating, RatingHistory, Season, Standing

STANDINGS_PER_PAGE = 50
STANDING_SORTS: dict[str, tuple[str, ...]] = {
    "rank": ("position",),
    "-rank": ("-position",),
    "points": ("points", "-position"),
    "-points": ("-points", "position"),
    "games": ("games", "-position"),
    "-games": ("-games", "position"),
    "wins": ("wins", "-position"),
    "-wins": ("-wins", "position"),
    "player": ("player_name", "position"),
    "-player": ("-player_name", "-position"),
}


def raw_rows(rows: QuerySet[Any, Any]) -> list[tuple[Any, ...]]:
    """A ``values_list`` queryset's rows straight from the driver: for the big replays, where Django's
    per-row conversion costs more than the query (only for columns that need no conversion)."""
    sql, params = rows.query.sql_with_params()
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        fetched: list[tuple[Any, ...]] = cursor.fetchall()
        return fetched


def copy_rows(model: type[Model], columns: Sequence[str], rows: Iterable[Sequence[Any]]) -> bool:
    """Bulk-load rows with PostgreSQL's COPY (many times faster than INSERT batches).

    Returns False, loading nothing, on other databases: the caller then uses ``bulk_create``.
    """
    if connection.vendor != "postgresql":
        return False
    table = connection.ops.quote_name(model._meta.db_table)
    names = ", ".join(connection.ops.quote_name(column) for column in columns)
    with connection.cursor() as cursor, cursor.cursor.copy(f"COPY {table} ({names}) FROM STDIN") as copy:
        for row in rows:
            copy.write_row(row)
    return True


def season_for(league: League, season_id: Any = None) -> Season | None:
    """The season asked for (by id, within the league), else the current open one, else the latest."""
    seasons = league.seasons.all()
    if season_id:
        try:
            return seasons.get(pk=int(season_id))
        except (ValueError, Season.DoesNotExist):
            return None
    return league.current_season() or seasons.order_by("-starts_on", "-id").first()


def standings_page(
    season: Season, *, sort: str = "rank", page: Any = 1, per_page: int = STANDINGS_PER_PAGE
) -> Page[Standing]:
    order = STANDING_SORTS.get(sort, STANDING_SORTS["rank"])
    rows = Standing.objects.filter(season=season).select_related("player").order_by(*order)
    return Paginator(rows, per_page).get_page(page)


def with_seats(matches: QuerySet[Match]) -> QuerySet[Match]:
    return matches.select_related("reported_by", "season__league").prefetch_related(
        Prefetch("seats", queryset=MatchSeat.objects.select_related("player").order_by("seat"))
    )


MATCHES_PER_PAGE = 20


def season_matches_page(season: Season, *, page: Any = 1, per_page: int = MATCHES_PER_PAGE) -> Page[Match]:
    """Every match of a season, newest first, one page of them with their seats."""
    return Paginator(with_seats(season.matches.order_by("-played_at", "-id")), per_page).get_page(page)


def recent_matches(*, season: Season | None = None, player: Player | None = None, limit: int = 10) -> list[Match]:
    matches = Match.objects.exclude(status=Match.Status.OPEN)
    if season is not None:
        matches = matches.filter(season=season)
    if player is not None:
        matches = matches.filter(pk__in=MatchSeat.objects.filter(player=player).values("match_id"))
    return list(with_seats(matches.order_by("-played_at", "-id"))[:limit])


def disputed_matches(league: League) -> list[Match]:
    return list(with_seats(Match.objects.filter(season__league=league, status=Match.Status.DISPUTED)))


@dataclass
class HeadToHead:
    opponent: Player
    wins: int = 0
    draws: int = 0
    losses: int = 0

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses


def head_to_head(player: Player) -> list[HeadToHead]:
    """The player's record against each opponent over confirmed matches: finished above, level, or below."""
    mine = dict(
        MatchSeat.objects.filter(player=player, match__status=Match.Status.CONFIRMED).values_list(
            "match_id", "placement"
        )
    )
    records: dict[int, HeadToHead] = {}
    others = (
        MatchSeat.objects.filter(match_id__in=list(mine), player__isnull=False)
        .exclude(player=player)
        .select_related("player")
    )
    for seat in others:
        opponent = seat.player
        if opponent is None:  # left out by the query: only seats with a player
            continue
        record = records.setdefault(opponent.pk, HeadToHead(opponent=opponent))
        own = mine[seat.match_id]
        if own is None or seat.placement is None or own == seat.placement:
            record.draws += 1
        elif own < seat.placement:
            record.wins += 1
        else:
            record.losses += 1
    return sorted(records.values(), key=lambda record: (-record.games, record.opponent.display_name))


def ratings_with_history(player: Player) -> list[tuple[Rating, list[tuple[datetime, float]]]]:
    """Each rating of the player with (match date, ordinal) after every rated match, oldest first."""
    ratings = list(Rating.objects.filter(player=player).order_by("game"))
    history: dict[str, list[tuple[datetime, float]]] = defaultdict(list)
    for game, played_at, ordinal in (
        RatingHistory.objects.filter(player=player)
        .order_by("game", "seq")
        .values_list("game", "match__played_at", "ordinal")
    ):
        history[game].append((played_at, ordinal))
    return [(rating, history[rating.game]) for rating in ratings]


def leagues_of(player: Player) -> Iterable[League]:
    return League.objects.filter(members=player).order_by("name")
