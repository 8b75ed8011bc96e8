"""The steps every result path shares — league reports, tournament staff entries and games played
in the browser: lock the match row, score the raw result, write it, confirm it, audit the change and
start what follows a confirmation (ratings, standings). Callers hold a transaction."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from django.db import transaction
from django.utils import timezone

from league.models import Match, Player, ResultAudit
from league.results import ResultError, ScoredResult, score_result
from league.services.errors import ServiceError


def lock_match(match_id: int) -> Match:
    try:
        return Match.objects.select_for_update(of=("self",)).select_related("season__league").get(pk=match_id)
    except Match.DoesNotExist:
        raise ServiceError(f"There is no match {match_id}.") from None


def score(game: str, raws: Sequence[Mapping[str, Any]], details: Mapping[str, Any]) -> ScoredResult:
    try:
        return score_result(game, raws, details)
    except ResultError as error:
        raise ServiceError("The result is not possible: " + str(error), error.errors) from error


def write_result(match: Match, scored: ScoredResult) -> None:
    match.details = dict(scored.details)
    for seat in match.seats.all().order_by("seat"):
        seat.raw = scored.seat_fields[seat.seat]
        seat.score = scored.scores[seat.seat]
        seat.placement = scored.placements[seat.seat]
        seat.save(update_fields=["raw", "score", "placement"])


def confirm(match: Match, now: datetime) -> None:
    match.status = Match.Status.CONFIRMED
    match.confirmed_at = now
    match.save(update_fields=["status", "confirmed_at"])
    match.seats.filter(confirmed_at__isnull=True).update(confirmed_at=now)


def after_confirmation(match: Match, *, was_rated: bool) -> None:
    from league.tasks import rate_match_task, recompute_ratings_task, refresh_standings_task

    match_id, season_id, game = match.pk, match.season_id, match.game
    if was_rated:
        # A rated result changed: ratings depend on order, so the game's ladder is rebuilt.
        transaction.on_commit(lambda: recompute_ratings_task.delay(game))
    else:
        transaction.on_commit(lambda: rate_match_task.delay(match_id))
    if season_id:
        transaction.on_commit(lambda: refresh_standings_task.delay(season_id, timezone.now().isoformat()))


def snapshot(match: Match) -> dict[str, Any]:
    """The result as plain data, for the audit trail."""
    return {
        "status": match.status,
        "details": match.details,
        "seats": [
            {
                "seat": seat.seat,
                "player": seat.player_id,
                "bot": seat.bot_kind or None,
                "raw": seat.raw,
                "score": seat.score,
                "placement": seat.placement,
            }
            for seat in match.seats.all().order_by("seat")
        ],
    }


def audit(
    match: Match, actor: Player | None, action: str, before: Any, note: str = "", now: datetime | None = None
) -> None:
    ResultAudit.objects.create(
        match=match,
        actor=actor,
        action=action,
        at=now or timezone.now(),
        before=before,
        after=snapshot(match),
        note=note,
    )
