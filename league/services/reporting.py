"""The result workflow: record or report, confirm, dispute, auto-confirm, organiser override and resolve.

Every function that changes a result locks the match row (``select_for_update``) inside one
transaction, re-checks its status under the lock, and writes a ``ResultAudit`` row with the state
before and after. Two players reporting the same open match at once therefore produce one result:
the second waits for the lock, then finds the match already reported and is told so.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from django.db import transaction
from django.utils import timezone

from games.catalogue import get_game
from league.models import League, Match, MatchSeat, Player, ResultAudit, Season
from league.notifications import notify_on_commit
from league.results import ScoredResult
from league.services import result_steps as steps
from league.services.errors import NotAllowed, ServiceError

DEFAULT_CONFIRM_AFTER_HOURS = 24
OWN_MATCH_CORRECTION = (
    "You play in this match, so you cannot settle its result yourself: confirm or dispute it as a player, "
    "or ask another organiser of the league to correct it."
)


@dataclass(frozen=True)
class SeatEntry:
    """Who sat at a seat (a player, or a bot kind) and the raw result fields typed for it."""

    player: Player | None
    raw: Mapping[str, Any] = field(default_factory=dict)
    bot_kind: str = ""
    deck_name: str = ""


# ---------------------------------------------------------------- helpers


def _check_season_open(season: Season | None) -> None:
    if season is not None and season.is_finished:
        raise ServiceError(f"{season} is finished: it takes no more results.")


def _check_entries(entries: Sequence[SeatEntry]) -> None:
    seen: set[int] = set()
    for index, entry in enumerate(entries):
        if entry.player is None and not entry.bot_kind:
            raise ServiceError(f"Seat {index} needs a player or a bot.", {f"seats.{index}.player": "Required."})
        if entry.player is not None:
            if entry.player.pk in seen:
                message = f"{entry.player} is seated twice."
                raise ServiceError(message, {f"seats.{index}.player": message})
            seen.add(entry.player.pk)


def _seat_of(match: Match, player: Player) -> MatchSeat:
    seat = match.seats.filter(player=player).first()
    if seat is None:
        raise NotAllowed("Only players seated at this match may do that.")
    return seat


def _league_of(match: Match) -> League | None:
    return match.season.league if match.season is not None else None


def is_league_organiser(league: League | None, player: Player | None) -> bool:
    return league is not None and league.is_run_by(player)


def _check_organiser(match: Match, organiser: Player) -> None:
    if not is_league_organiser(_league_of(match), organiser):
        raise NotAllowed("Only an organiser of this league may do that.")


def _plays_in(match: Match, player: Player) -> bool:
    return match.seats.filter(player=player).exists()


def _needs_confirmation(match: Match, reporter_seat: MatchSeat | None) -> bool:
    """Whether another human seat must confirm (a game against bots alone is confirmed by its reporter)."""
    others = match.seats.filter(player__isnull=False)
    if reporter_seat is not None:
        others = others.exclude(pk=reporter_seat.pk)
    return others.exists()


# ---------------------------------------------------------------- creating and reporting


@transaction.atomic
def match_open(
    *, season: Season, creator: Player, players: Sequence[Player | str], played_at: datetime | None = None
) -> Match:
    """Seat a match to be played (no result yet). ``players`` holds Players or bot kinds.

    A seated player or an organiser of the league may open it.
    """
    entries = [SeatEntry(player=p) if isinstance(p, Player) else SeatEntry(player=None, bot_kind=p) for p in players]
    _check_season_open(season)
    _check_entries(entries)
    _check_seat_count(season.league.game, len(entries))
    if creator not in [entry.player for entry in entries] and not season.league.is_run_by(creator):
        raise NotAllowed("Only a seated player or an organiser may open a match.")
    match = _create(season, entries, played_at or timezone.now())
    steps.audit(match, creator, ResultAudit.Action.CREATE, None)
    return match


def _check_seat_count(game: str, count: int) -> None:
    info = get_game(game)
    if not info.min_players <= count <= info.max_players:
        raise ServiceError(f"{info.name} is played by {info.min_players}-{info.max_players} players, not {count}.")


def _create(season: Season, entries: Sequence[SeatEntry], played_at: datetime) -> Match:
    match = Match.objects.create(season=season, game=season.league.game, played_at=played_at)
    MatchSeat.objects.bulk_create(
        MatchSeat(match=match, seat=index, player=entry.player, bot_kind=entry.bot_kind, deck_name=entry.deck_name)
        for index, entry in enumerate(entries)
    )
    season.league.members.add(*[entry.player for entry in entries if entry.player is not None])
    return match


@transaction.atomic
def match_record(
    *,
    season: Season,
    reporter: Player,
    entries: Sequence[SeatEntry],
    details: Mapping[str, Any] | None = None,
    played_at: datetime | None = None,
    now: datetime | None = None,
) -> Match:
    """Record a game just played at the table: create the match and report its result in one step."""
    now = now or timezone.now()
    _check_season_open(season)
    _check_entries(entries)
    if reporter not in [entry.player for entry in entries]:
        raise NotAllowed("Only a player seated at the match may report it.")
    scored = steps.score(season.league.game, [entry.raw for entry in entries], details or {})
    match = _create(season, entries, played_at or now)
    return _report(match, reporter, scored, now, before=None)


@transaction.atomic
def match_report(
    *,
    match_id: int,
    reporter: Player,
    raws: Sequence[Mapping[str, Any]],
    details: Mapping[str, Any] | None = None,
    now: datetime | None = None,
) -> Match:
    """Report the result of an open match. Precondition: none; takes the match lock itself."""
    now = now or timezone.now()
    match = steps.lock_match(match_id)
    if match.status != Match.Status.OPEN:
        by = f" by {match.reported_by}" if match.reported_by_id else ""
        raise ServiceError(f"This match was already reported{by}: confirm or dispute that result instead.")
    _check_season_open(match.season)
    _seat_of(match, reporter)
    if len(raws) != match.seats.count():
        raise ServiceError(f"Give a result for each of the {match.seats.count()} seats.")
    scored = steps.score(match.game, raws, details or {})
    return _report(match, reporter, scored, now, before=steps.snapshot(match))


def _report(
    match: Match, reporter: Player, scored: ScoredResult, now: datetime, before: dict[str, Any] | None
) -> Match:
    steps.write_result(match, scored)
    reporter_seat = match.seats.get(player=reporter)
    reporter_seat.confirmed_at = now
    reporter_seat.save(update_fields=["confirmed_at"])
    match.status = Match.Status.REPORTED
    match.reported_by = reporter
    match.reported_at = now
    match.save(update_fields=["details", "status", "reported_by", "reported_at"])
    steps.audit(match, reporter, ResultAudit.Action.REPORT, before, now=now)
    if not _needs_confirmation(match, reporter_seat):
        steps.confirm(match, now)
        steps.audit(match, reporter, ResultAudit.Action.CONFIRM, None, note="no other player to confirm", now=now)
        steps.after_confirmation(match, was_rated=False)
    else:
        asked = match.seats.filter(player__isnull=False, confirmed_at__isnull=True).values_list(
            "player__user_id", flat=True
        )
        notify_on_commit(list(asked))
    return match


# ---------------------------------------------------------------- confirming and disputing


@transaction.atomic
def match_confirm(*, match_id: int, player: Player, now: datetime | None = None) -> Match:
    """A seated player accepts the reported result; the last confirmation makes it final."""
    now = now or timezone.now()
    match = steps.lock_match(match_id)
    seat = _seat_of(match, player)
    _check_season_open(match.season)
    if match.status != Match.Status.REPORTED:
        raise ServiceError(
            f"Only a reported result can be confirmed; this match is {match.get_status_display().lower()}."
        )
    if seat.confirmed_at is not None:
        raise ServiceError("You have already confirmed this result.")
    before = steps.snapshot(match)
    seat.confirmed_at = now
    seat.save(update_fields=["confirmed_at"])
    if not match.seats.filter(player__isnull=False, confirmed_at__isnull=True).exists():
        steps.confirm(match, now)
        steps.after_confirmation(match, was_rated=False)
    steps.audit(match, player, ResultAudit.Action.CONFIRM, before, now=now)
    return match


@transaction.atomic
def match_dispute(*, match_id: int, player: Player, reason: str, now: datetime | None = None) -> Match:
    """A seated player who did not report rejects the result; an organiser must resolve it."""
    now = now or timezone.now()
    match = steps.lock_match(match_id)
    seat = _seat_of(match, player)
    _check_season_open(match.season)
    if match.status != Match.Status.REPORTED:
        raise ServiceError(
            f"Only a reported result can be disputed; this match is {match.get_status_display().lower()}."
        )
    if match.reported_by_id == player.pk:
        raise ServiceError("You reported this result: ask an organiser to correct it.")
    if not reason.strip():
        raise ServiceError("Say what is wrong with the result.", {"reason": "Required."})
    before = steps.snapshot(match)
    seat.disputed_at = now
    seat.dispute_reason = reason.strip()
    seat.save(update_fields=["disputed_at", "dispute_reason"])
    match.status = Match.Status.DISPUTED
    match.save(update_fields=["status"])
    steps.audit(match, player, ResultAudit.Action.DISPUTE, before, note=reason.strip(), now=now)
    return match


@transaction.atomic
def _auto_confirm_one(match_id: int, now: datetime) -> bool:
    match = Match.objects.select_for_update(skip_locked=True).filter(pk=match_id, status=Match.Status.REPORTED).first()
    if match is None:
        return False  # confirmed, disputed or being changed by someone else meanwhile
    before = steps.snapshot(match)
    steps.confirm(match, now)
    steps.after_confirmation(match, was_rated=False)
    steps.audit(
        match, None, ResultAudit.Action.AUTO_CONFIRM, before, note="no dispute within the confirmation delay", now=now
    )
    return True


def matches_auto_confirm(*, now: datetime | None = None) -> list[int]:
    """Confirm every reported result whose season's confirmation delay has passed without a dispute.

    Seasons that are finished are left alone: their organisers reopen them to settle what is left.
    """
    now = now or timezone.now()
    due: list[int] = []
    delays = set(Season.objects.values_list("confirm_after_hours", flat=True).distinct())
    for hours in delays:
        due += Match.objects.filter(
            status=Match.Status.REPORTED,
            season__confirm_after_hours=hours,
            season__status=Season.Status.OPEN,  # a finished season's results stay as they are
            reported_at__lte=now - timedelta(hours=hours),
        ).values_list("pk", flat=True)
    due += Match.objects.filter(
        status=Match.Status.REPORTED,
        season__isnull=True,
        reported_at__lte=now - timedelta(hours=DEFAULT_CONFIRM_AFTER_HOURS),
    ).values_list("pk", flat=True)
    return [match_id for match_id in sorted(due) if _auto_confirm_one(match_id, now)]


# ---------------------------------------------------------------- organisers


@transaction.atomic
def match_override(
    *,
    match_id: int,
    organiser: Player,
    raws: Sequence[Mapping[str, Any]],
    details: Mapping[str, Any] | None = None,
    note: str = "",
    now: datetime | None = None,
) -> Match:
    """An organiser sets the result outright (any status but void); it is confirmed at once.

    An organiser who plays in the match cannot make their own result final: an open match becomes
    their report, which the other players confirm; anything else needs another organiser.
    """
    now = now or timezone.now()
    match = steps.lock_match(match_id)
    _check_organiser(match, organiser)
    _check_season_open(match.season)
    if match.status == Match.Status.VOID:
        raise ServiceError("This match is void.")
    if len(raws) != match.seats.count():
        raise ServiceError(f"Give a result for each of the {match.seats.count()} seats.")
    scored = steps.score(match.game, raws, details or {})
    before = steps.snapshot(match)
    if _plays_in(match, organiser):
        if match.status != Match.Status.OPEN:
            raise NotAllowed(OWN_MATCH_CORRECTION)
        return _report(match, organiser, scored, now, before=before)
    was_rated = match.rating_seq is not None
    steps.write_result(match, scored)
    match.save(update_fields=["details"])
    match.seats.update(disputed_at=None)
    steps.confirm(match, now)
    steps.after_confirmation(match, was_rated=was_rated)
    steps.audit(match, organiser, ResultAudit.Action.OVERRIDE, before, note=note, now=now)
    return match


@transaction.atomic
def match_resolve(
    *, match_id: int, organiser: Player, accept: bool, note: str = "", now: datetime | None = None
) -> Match:
    """An organiser settles a dispute: accept the reported result, or void the match.

    To change the numbers, use ``match_override`` instead.
    """
    now = now or timezone.now()
    match = steps.lock_match(match_id)
    _check_organiser(match, organiser)
    _check_season_open(match.season)
    if _plays_in(match, organiser):
        raise NotAllowed(OWN_MATCH_CORRECTION)
    if match.status != Match.Status.DISPUTED:
        raise ServiceError("Only a disputed match can be resolved.")
    before = steps.snapshot(match)
    if accept:
        steps.confirm(match, now)
        steps.after_confirmation(match, was_rated=False)
    else:
        match.status = Match.Status.VOID
        match.save(update_fields=["status"])
    steps.audit(
        match, organiser, ResultAudit.Action.RESOLVE, before, note=note or ("accepted" if accept else "voided"), now=now
    )
    return match


def pending_for(player: Player) -> list[Match]:
    """Reported matches waiting for this player's confirmation."""
    query = (
        Match.objects.filter(status=Match.Status.REPORTED, seats__player=player, seats__confirmed_at__isnull=True)
        .select_related("season__league", "reported_by")
        .prefetch_related("seats__player")
    )
    return list(query.order_by("reported_at"))
