"""CSV and JSON downloads of a season's standings and matches (public, like the pages)."""

from __future__ import annotations

import csv
import json
from collections.abc import Iterator
from typing import Any

from django.http import Http404, HttpRequest, HttpResponse, StreamingHttpResponse

from league.api_common import match_summary, standing_summary
from league.models import Match, Season, Standing
from league.services.queries import season_for, with_seats
from league.views.league_access import get_league

STANDING_COLUMNS = ("rank", "player", "points", "games", "played", "wins", "draws", "losses", "qualified")
FORMATS = ("csv", "json")
MATCH_COLUMNS = ("id", "played_at", "status", "reported_by", "confirmed_at", "seats")


class Echo:
    """A file-like object that hands back what is written, for streaming csv.writer output."""

    def write(self, value: str) -> str:
        return value


def _season(request: HttpRequest, slug: str, fmt: str) -> Season:
    if fmt not in FORMATS:
        raise Http404("Exports come as .csv or .json.")
    league = get_league(slug)
    season = season_for(league, request.GET.get("season"))
    if season is None:
        raise Http404("This league has no such season.")
    return season


def _filename(season: Season, what: str, extension: str) -> str:
    return f"{season.league.slug}-{season.pk}-{what}.{extension}"


def _standing_rows(season: Season) -> Iterator[dict[str, Any]]:
    rows = Standing.objects.filter(season=season).select_related("player", "season").order_by("position")
    for row in rows.iterator(chunk_size=2000):
        yield standing_summary(row)


def _match_rows(season: Season) -> Iterator[dict[str, Any]]:
    matches = with_seats(Match.objects.filter(season=season).exclude(status=Match.Status.OPEN).order_by("played_at"))
    for match in matches.iterator(chunk_size=2000):
        yield match_summary(match)


def _csv(rows: Iterator[list[Any]], filename: str) -> StreamingHttpResponse:
    writer = csv.writer(Echo())
    response = StreamingHttpResponse((writer.writerow(row) for row in rows), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


def _json(payload: dict[str, Any], filename: str) -> HttpResponse:
    response = HttpResponse(json.dumps(payload, indent=1), content_type="application/json")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


def standings_export(request: HttpRequest, slug: str, fmt: str) -> HttpResponse | StreamingHttpResponse:
    season = _season(request, slug, fmt)
    if fmt == "json":
        payload = {"league": season.league.slug, "season": season.name, "standings": list(_standing_rows(season))}
        return _json(payload, _filename(season, "standings", "json"))
    tiebreakers = list(season.tiebreakers)

    def lines() -> Iterator[list[Any]]:
        yield [*STANDING_COLUMNS, *tiebreakers]
        for row in _standing_rows(season):
            yield [*(row[column] for column in STANDING_COLUMNS), *(row["tiebreakers"].get(k) for k in tiebreakers)]

    return _csv(lines(), _filename(season, "standings", "csv"))


def matches_export(request: HttpRequest, slug: str, fmt: str) -> HttpResponse | StreamingHttpResponse:
    season = _season(request, slug, fmt)
    if fmt == "json":
        payload = {"league": season.league.slug, "season": season.name, "matches": list(_match_rows(season))}
        return _json(payload, _filename(season, "matches", "json"))

    def lines() -> Iterator[list[Any]]:
        yield list(MATCH_COLUMNS)
        for match in _match_rows(season):
            seats = "; ".join(f"{seat['player']} #{seat['placement']} ({seat['score']})" for seat in match["seats"])
            yield [match["id"], match["played_at"], match["status"], match["reported_by"], match["confirmed_at"], seats]

    return _csv(lines(), _filename(season, "matches", "csv"))
