"""Results: a player reports their own table (the opponent confirms, through the league's reporting
workflow); staff enter or correct any table, confirmed at once and audited.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from django.db import transaction
from django.utils import timezone

from league.models import (
    Match,
    Player,
    ResultAudit,
    Round,
    Tournament,
)
from league.services import result_steps as steps
from league.services.errors import NotAllowed, ServiceError
from league.services.reporting import match_report
from league.tournaments.services.access import (
    is_staff,
    refuse_if_finished,
    require_staff,
)


def tournament_match(tournament: Tournament, match_id: int) -> Match:
    match = Match.objects.select_related("round").filter(pk=match_id, round__tournament=tournament).first()
    if match is None:
        raise ServiceError(f"Match {match_id} is not part of {tournament}.")
    return match


def _check_decisive(match: Match, raws: Sequence[Mapping[str, Any]], details: Mapping[str, Any]) -> None:
    if match.round is not None and match.round.stage == Round.Stage.CUT:
        scored = steps.score(match.game, raws, details)
        if scored.placements.count(1) != 1:
            raise ServiceError("An elimination match needs one winner: play it out, no draws.")


def tournament_report(
    *,
    tournament: Tournament,
    match_id: int,
    player: Player,
    raws: Sequence[Mapping[str, Any]],
    details: Mapping[str, Any] | None = None,
    now: datetime | None = None,
) -> Match:
    """A player reports their own table (the opponent then confirms); staff enter any table, confirmed at once."""
    details = details or {}
    match = tournament_match(tournament, match_id)
    refuse_if_finished(tournament)
    seated = match.seats.filter(player=player).exists()
    if not seated:
        if is_staff(tournament, player):
            return tournament_result_set(
                tournament=tournament, match_id=match_id, staff=player, raws=raws, details=details, now=now
            )
        raise NotAllowed(f"You do not play at table {match.table_number}: report only your own table.")
    _check_decisive(match, raws, details)
    return match_report(match_id=match_id, reporter=player, raws=raws, details=details, now=now)


@transaction.atomic
def tournament_result_set(
    *,
    tournament: Tournament,
    match_id: int,
    staff: Player,
    raws: Sequence[Mapping[str, Any]],
    details: Mapping[str, Any] | None = None,
    note: str = "",
    now: datetime | None = None,
) -> Match:
    """Staff enter or correct a table's result (settling any dispute); it is confirmed at once and audited."""
    now = now or timezone.now()
    require_staff(tournament, staff)
    refuse_if_finished(tournament)
    tournament_match(tournament, match_id)
    match = steps.lock_match(match_id)
    if match.seats.filter(player=staff).exists():
        # Nobody makes their own result final: they report it (tournament_report) or another staff member enters it.
        raise NotAllowed(
            f"You play at table {match.table_number}: another member of the event's staff must enter "
            "or correct its result, or report it as a player for your opponent to confirm."
        )
    if len(raws) != match.seats.count():
        raise ServiceError(f"Give a result for each of the {match.seats.count()} seats.")
    _check_decisive(match, raws, details or {})
    scored = steps.score(match.game, raws, details or {})
    before = steps.snapshot(match)
    was_rated = match.rating_seq is not None
    steps.write_result(match, scored)
    match.reported_by, match.reported_at = staff, match.reported_at or now
    match.save(update_fields=["details", "reported_by", "reported_at"])
    match.seats.update(disputed_at=None)
    steps.confirm(match, now)
    steps.after_confirmation(match, was_rated=was_rated)
    steps.audit(match, staff, ResultAudit.Action.OVERRIDE, before, note=note or "entered by event staff", now=now)
    return match
