"""The round clock the projector shows: started when the round is paired, restarted from the full
round time (players seated late), paused (the time left is kept) and resumed; time called; minutes
added or taken back."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from django.db import transaction
from django.utils import timezone

from league.models import Player, Round, Tournament
from league.services.errors import ServiceError
from league.tournaments.services.access import current_round, locked_for_staff, refuse_if_finished, require_staff


def _running_round(tournament: Tournament, actor: Player) -> Round:
    require_staff(tournament, actor)
    refuse_if_finished(tournament)
    return current_round(tournament)


@transaction.atomic
def round_call_time(*, tournament: Tournament, actor: Player, called: bool = True) -> Round:
    """Raise (or lower) the "time called" flag the projector shows."""
    round_ = _running_round(tournament, actor)
    round_.time_called = called
    round_.save(update_fields=["time_called"])
    return round_


@transaction.atomic
def round_extend(*, tournament: Tournament, actor: Player, minutes: int) -> Round:
    """Add (or take back) minutes on the current round's clock, e.g. after a long judge call."""
    round_ = _running_round(tournament, actor)
    if not -60 <= minutes <= 60 or minutes == 0:
        raise ServiceError("Change the clock by 1 to 60 minutes.")
    round_.ends_at += timedelta(minutes=minutes)
    round_.save(update_fields=["ends_at"])
    return round_


def clock_face(round_: Round | None, now: datetime | None = None) -> dict[str, Any]:
    """What the projector shows: server time, seconds left (negative in overtime), the flag."""
    now = now or timezone.now()
    if round_ is None:
        return {"now": now, "round": None}
    left = int((round_.ends_at - (round_.paused_at or now)).total_seconds())
    return {
        "now": now,
        "round": round_,
        "seconds_left": left,
        "paused": round_.paused_at is not None,
        "overtime": left < 0,
        "display": f"{'-' if left < 0 else ''}{abs(left) // 60:02d}:{abs(left) % 60:02d}",
        "time_called": round_.time_called,
    }


CLOCK_ACTIONS = ("start", "pause", "resume")


def round_clock(*, tournament_id: int, actor: Player, action: str, now: datetime | None = None) -> Round:
    """Start the current round's clock again from the full round time, pause it, or resume it."""
    if action not in CLOCK_ACTIONS:
        raise ServiceError(f"Unknown clock action {action!r}: choose {', '.join(CLOCK_ACTIONS)}.")
    now = now or timezone.now()
    with transaction.atomic():
        tournament = locked_for_staff(tournament_id, actor)
        current = current_round(tournament)
        if action == "start":
            current.started_at, current.paused_at = now, None
            current.ends_at = now + timedelta(minutes=tournament.round_minutes)
        elif action == "pause":
            if current.paused_at is not None:
                raise ServiceError(f"Round {current.number}'s clock is already paused.")
            current.paused_at = now
        else:
            if current.paused_at is None:
                raise ServiceError(f"Round {current.number}'s clock is running, not paused.")
            current.ends_at += now - current.paused_at
            current.paused_at = None
        current.save(update_fields=["started_at", "ends_at", "paused_at"])
        return current
