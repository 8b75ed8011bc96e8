"""The organiser's hand on a running round: pairings entered or edited by hand, and the clock.

Hand pairings may hold what automatic pairing avoids (a rematch, a second bye, team-mates at one
table): the organiser decides, and the round keeps a warning for each (``Round.warnings``), shown
on the console and in the API. What cannot be a round is refused and changes nothing: a player
placed twice, a dropped or unknown player, an active player left out, a table of the wrong size,
a round that already has a result, a cut round (the bracket decides those).

The clock: a round's clock starts when it is paired; ``round_clock`` restarts it from the full
round time (players seated late), pauses it (the time left is kept) and resumes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta

from django.db import transaction
from django.utils import timezone

from games.catalogue import get_game
from league.models import Bye, Match, Player, Round, Tournament
from league.services.errors import ServiceError
from league.services.tournaments import (
    Pairing,
    _current_round,
    _locked,
    _named,
    _not_finished,
    _require_staff,
    _seat_round,
    _untouched,
    entrants,
    event_data,
    history_for,
)
from league.tournament.entrants import entrants_from_results
from league.tournament.pairing_checks import hand_pairing_problems, pairing_warnings
from league.tournament.pods import pod_size_options

CLOCK_ACTIONS = ("start", "pause", "resume")


def table_sizes(tournament: Tournament) -> tuple[int, ...]:
    if not tournament.is_pods:
        return (2,)
    info = get_game(tournament.game)
    return pod_size_options(tournament.pod_size, info.min_players, info.max_players)


def round_set_pairings(
    *, tournament_id: int, actor: Player, tables: Sequence[Sequence[int]], byes: Sequence[int] = ()
) -> Round:
    """Replace the current round's pairings with ``tables`` (registration ids per table, table 1
    first) and ``byes``. Judges and organisers only; refused once any table has a result."""
    with transaction.atomic():
        tournament = _locked(tournament_id)
        _require_staff(tournament, actor, judge=True)
        _not_finished(tournament)
        current = _current_round(tournament)
        if current.stage == Round.Stage.CUT:
            raise ServiceError("The cut follows its bracket: re-pair the round instead of editing it.")
        _untouched(current)
        registrations = {r.pk: r for r in tournament.registrations.select_related("player")}
        unknown = sorted(({i for table in tables for i in table} | set(byes)) - set(registrations))
        if unknown:
            raise ServiceError(f"Not registered in this event: {', '.join(map(str, unknown))}.")
        key_tables = [[registrations[i].key for i in table] for table in tables]
        key_byes = [registrations[i].key for i in byes]
        active = [r.key for r in entrants(tournament) if not r.is_dropped and _joined(r, current.number)]
        dropped = {r.key for r in registrations.values() if r.is_dropped}
        problems = hand_pairing_problems(
            key_tables, key_byes, active=active, dropped=dropped, sizes=table_sizes(tournament)
        )
        if problems:
            raise ServiceError(
                f"Round {current.number} cannot be paired that way: {'; '.join(_named(tournament, problems))}."
            )
        data = event_data(tournament, through=current.number - 1)
        history = history_for(tournament, data)
        known = entrants_from_results(history)
        warnings = pairing_warnings(known, key_tables, key_byes, history.forbidden)
        Match.objects.filter(round=current).delete()
        Bye.objects.filter(round=current).delete()
        _seat_round(tournament, current, Pairing(key_tables, key_byes), actor)
        current.warnings = _named(tournament, ["pairings entered by hand", *warnings])
        current.save(update_fields=["warnings"])
        return current


def _joined(registration, number: int) -> bool:
    """A late entrant plays from their entry round on."""
    return not registration.late_round or registration.late_round <= number


def round_clock(*, tournament_id: int, actor: Player, action: str, now: datetime | None = None) -> Round:
    """Start the current round's clock again from the full round time, pause it, or resume it."""
    if action not in CLOCK_ACTIONS:
        raise ServiceError(f"Unknown clock action {action!r}: choose {', '.join(CLOCK_ACTIONS)}.")
    now = now or timezone.now()
    with transaction.atomic():
        tournament = _locked(tournament_id)
        _require_staff(tournament, actor)
        _not_finished(tournament)
        current = _current_round(tournament)
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
