"""League and tournament matches played in the browser: start a game session for a match, record its result.

A session started from a match names it in ``match_ref`` (``league-match:<id>``) and seats the
match's players in the match's seat order. When the session finishes, ``session_finished`` calls
``match_record_from_session``: the engine is the witness, so the result is reported by the system
(no player is the reporter) and confirmed at once, without the players' confirmation, and both
steps are audited. The engine's scores and placements are kept as they are; each seat's raw fields
(the ones the report form asks for, league.results) are read from the engine's result details.
Ratings follow the usual path (league.services.ratings leaves matches with a bot seat unrated).
"""

from __future__ import annotations

import logging
import secrets
from typing import Any

from django.db import transaction
from django.dispatch import receiver
from django.utils import timezone

from automaton.strategies import available_bots
from games.engines import UnknownEngine, get_engine
from games.engines.doomtown.cards import deck_files
from games.engines.doomtown.decks import STARTER_DECKS
from games.models import GameSession
from games.services import SeatSpec, SessionError, session_create, session_finished
from league.models import Match, Player, ResultAudit
from league.results import ScoredResult, scoring_for
from league.services import result_steps as steps
from league.services.errors import NotAllowed, ServiceError
from league.tournaments.models import Registration, Round, Tournament

logger = logging.getLogger(__name__)

MATCH_REF_PREFIX = "league-match:"


class NoSuchMatch(ServiceError):
    status = 404
    code = "not_found"


def match_ref_for(match_id: int) -> str:
    return f"{MATCH_REF_PREFIX}{match_id}"


def match_id_from_ref(match_ref: str | None) -> int | None:
    """The league match a session names, or None (no reference, or one the league did not make)."""
    if not match_ref or not match_ref.startswith(MATCH_REF_PREFIX):
        return None
    number = match_ref[len(MATCH_REF_PREFIX) :]
    return int(number) if number.isdigit() else None


# ---- starting a session ---------------------------------------------------------------------------


def session_create_for_match(*, match_id: int, user: Any) -> GameSession:
    """Start (or return the running) game session of an open match; only a seated player may.

    Every player of the match is seated at once in the match's seat order; a bot seat gets that bot.
    Nothing of the game comes from the caller: the server draws the secret seed, the options are the
    game's defaults, and each Doomtown seat plays the deck it entered the event with.
    """
    match = (
        Match.objects.filter(pk=match_id)
        .select_related("season", "round__tournament")
        .prefetch_related("seats__player__user")
        .first()
    )
    if match is None:
        raise NoSuchMatch(f"There is no match {match_id}.")
    caller = Player.objects.filter(user=user).first()
    seats = list(match.seats.all().order_by("seat"))
    if caller is None or all(seat.player_id != caller.pk for seat in seats):
        raise NotAllowed("Only players seated at this match may start its game.")
    if closed := _closed_reason(match):
        raise ServiceError(closed)
    if match.status != Match.Status.OPEN:
        raise ServiceError(f"This match is {match.get_status_display().lower()}: it is not waiting to be played.")
    running = (
        GameSession.objects.filter(match_ref=match_ref_for(match.pk))
        .exclude(status=GameSession.Status.FINISHED)
        .first()
    )
    if running is not None:
        return running
    try:
        get_engine(match.game)
    except UnknownEngine:
        raise ServiceError(f"{match.get_game_display()} cannot be played in the browser yet.") from None
    specs = [_seat_spec(seat, caller, match.game) for seat in seats]
    try:
        return session_create(
            engine_key=match.game,
            created_by=user,
            seats=specs,
            options=_match_options(match, seats),
            match_ref=match_ref_for(match.pk),
        )
    except SessionError as error:
        raise ServiceError(error.message) from None


def _match_options(match: Match, seats: list[Any]) -> dict[str, Any]:
    """The game's default options, with each Doomtown seat's entered deck (a starter where none is known)."""
    if match.game != "doomtown":
        return {}
    decks = [_entered_deck(match, seat) for seat in seats]
    if not any(decks):
        return {}  # the engine deals the starters in turn, from the secret seed
    return {"decks": [deck or secrets.choice(STARTER_DECKS) for deck in decks]}


def _entered_deck(match: Match, seat: Any) -> str | dict[str, Any] | None:
    """The locked list a tournament player registered, or a league seat's ready-made deck key."""
    if match.round is not None and seat.player_id is not None:
        registration = (
            Registration.objects.filter(tournament_id=match.round.tournament_id, player_id=seat.player_id)
            .select_related("deck")
            .first()
        )
        return registration.deck.contents if registration and registration.deck else None
    return seat.deck_code if seat.deck_code in deck_files() else None


def _seat_spec(seat: Any, caller: Player, game: str) -> SeatSpec:
    if seat.player_id == caller.pk:
        return SeatSpec(kind="me")
    if seat.player_id is not None:
        return SeatSpec(kind="player", user=seat.player.user)
    if seat.bot_kind not in available_bots(game):
        raise ServiceError(f"Seat {seat.seat + 1} is a {seat.bot_kind} bot, which does not play this game here.")
    return SeatSpec(kind="bot", bot=seat.bot_kind)


# ---- recording the result -------------------------------------------------------------------------


def raws_from_result(game: str, result: dict[str, Any]) -> list[dict[str, Any]]:
    """Each seat's raw result fields (those league.results asks for), read from the engine's result."""
    placements = result["placements"]
    details = result.get("details") or {}
    if game == "doomtown":
        return _doomtown_raws(placements, details)
    names = [spec.name for spec in scoring_for(game).seat_fields]
    per_seat = details.get("seats") or details.get("players") or []
    raws = []
    for index in range(len(placements)):
        entry = per_seat[index] if index < len(per_seat) and isinstance(per_seat[index], dict) else {}
        raws.append({name: entry[name] for name in names if name in entry})
    return raws


def _doomtown_raws(placements: list[int], details: dict[str, Any]) -> list[dict[str, Any]]:
    winners = placements.count(1)
    raws = []
    for index, place in enumerate(placements):
        outcome = "draw" if winners == len(placements) else ("win" if place == 1 and winners == 1 else "loss")
        raw: dict[str, Any] = {"outcome": outcome}
        for name in ("control", "influence"):
            values = details.get(name) or []
            raw[name] = values[index] if index < len(values) else None
        raws.append(raw)
    return raws


def _details_from_result(game: str, result: dict[str, Any]) -> dict[str, Any]:
    details = result.get("details") or {}
    if game == "doomtown":
        return {"went_to_time": str(details.get("reason", "")).startswith("day limit")}
    return {}


@transaction.atomic
def match_record_from_session(*, session: GameSession) -> Match | None:
    """Record the finished session's result on its open match, reported and confirmed by the system.

    Returns None (and changes nothing) when the session names no league match, the match is no
    longer open (a result was entered meanwhile: it stays), its season is finished, or the seats
    do not match. It never raises for these: the final move must not be rolled back.
    """
    match_id = match_id_from_ref(session.match_ref)
    if match_id is None or not session.is_finished() or not session.result:
        return None
    try:
        match = steps.lock_match(match_id)
    except ServiceError:
        logger.warning("game #%s names match %s, which does not exist", session.pk, match_id)
        return None
    if closed := _closed_reason(match):
        logger.info("game #%s finished, but match %s takes no result: %s", session.pk, match.pk, closed)
        return None
    if match.status != Match.Status.OPEN:
        logger.info(
            "game #%s finished, but match %s is already %s: its result stays", session.pk, match.pk, match.status
        )
        return None
    if not _same_seats(match, session):
        logger.warning("game #%s and match %s seat different players: no result recorded", session.pk, match.pk)
        return None
    result = session.result
    scored = ScoredResult(
        scores=list(result["scores"]),
        placements=list(result["placements"]),
        seat_fields=raws_from_result(match.game, result),
        details=_details_from_result(match.game, result),
    )
    if _needs_a_winner(match) and scored.placements.count(1) != 1:
        logger.info(
            "game #%s ended level, but elimination match %s needs one winner: staff settle it", session.pk, match.pk
        )
        return None
    now = timezone.now()
    before = steps.snapshot(match)
    steps.write_result(match, scored)
    match.status = Match.Status.REPORTED
    match.reported_by = None
    match.reported_at = now
    match.save(update_fields=["details", "status", "reported_by", "reported_at"])
    witness = f"game #{session.pk} played in the browser"
    steps.audit(match, None, ResultAudit.Action.REPORT, before, note=f"reported by the system: {witness}", now=now)
    steps.confirm(match, now)
    steps.audit(
        match,
        None,
        ResultAudit.Action.CONFIRM,
        None,
        note="confirmed by the system without the players' confirmation: the engine is the witness",
        now=now,
    )
    steps.after_confirmation(match, was_rated=False)
    return match


def _closed_reason(match: Match) -> str | None:
    """Why ``match`` takes no result from a played game (a finished season or event), or None."""
    if match.season is not None:
        return f"{match.season} is finished: it takes no more results." if match.season.is_finished else None
    if match.round is not None:
        tournament = match.round.tournament
        return f"{tournament} is finished." if tournament.status == Tournament.Status.FINISHED else None
    return "This match belongs to no season and no event."


def _needs_a_winner(match: Match) -> bool:
    return match.round is not None and match.round.stage == Round.Stage.CUT


def _same_seats(match: Match, session: GameSession) -> bool:
    match_seats = {seat.seat: seat for seat in match.seats.select_related("player")}
    game_seats = {seat.index: seat for seat in session.seats.all()}
    if set(match_seats) != set(game_seats):
        return False
    for index, seat in match_seats.items():
        played = game_seats[index]
        expected_user = seat.player.user_id if seat.player is not None else None
        if played.user_id != expected_user or (seat.bot_kind and played.bot != seat.bot_kind):
            return False
    return True


@receiver(session_finished, dispatch_uid="league.match_record_from_session")
def record_played_match(sender: Any, session: GameSession, result: dict[str, Any], **kwargs: Any) -> None:
    match_record_from_session(session=session)
