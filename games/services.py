"""Starting, joining, playing and undoing game sessions: every write to a session goes through here.

Each write checks the ``version`` the caller decided against, so two submissions for one version
apply exactly once. Joins, undos and bot moves run in one transaction holding the session row
(``select_for_update``); a person's move reads the session without a lock and is written only if
the session is still at the version read (``games.session_writes``: every change bumps it).
Bot turns are enqueued only after commit (``transaction.on_commit``).

Undo design: the log is never rewritten. An undo appends an ``undo`` row and points the action
rows it takes back at it (``undone_by``); the live game is the action rows that nobody undid, and
the state is rebuilt by replaying them (hash-checked). Undo goes back to the start of the seat's
own latest turn, but never past an action whose outcome was not foreseeable (``reveals``).

League hook: when a session finishes, ``session_finished`` is sent inside the same transaction as
the final move, with ``session`` and ``result`` (the engine's ``Result.to_json()``). The league's
receivers (league.services.played_games, league.services.solo) record the result of the match the
session names (``match_ref``; the engine is the witness, so no confirmation is needed) and a solo
game's Bragging Rights. A receiver that raises rolls the final move back, so a finished game never
loses its report. Receivers check ``session.match_ref`` themselves: it is None for a game that
names no match. (``match_ref`` is an opaque string until the session gets a foreign key to the
league's Match.)
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from contextlib import nullcontext
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, NamedTuple, Protocol

from django.core.cache import cache
from django.db import transaction
from django.dispatch import Signal
from django.utils import timezone

from automaton.strategies import UnknownBot, available_bots
from games.engines import (
    Action,
    GameState,
    IllegalAction,
    Rng,
    UnknownEngine,
    find_legal,
    get_engine,
    json_hash,
    replay,
)
from games.models import ActionLog, GameSession, Seat
from games.session_rows import session_with_seats
from games.session_writes import save_move
from league.compiled_query import CompiledQuery
from league.errors import DomainError

session_finished = Signal()  # kwargs: session, result
# kwargs: session_id, version, bot — a bot seat (of that bot name) must act at that version (sent after commit). The
# automaton app subscribes and moves for the bot, so this app never imports its services or tasks.
bot_turn_due = Signal()
# kwargs: session_id, version — asked while a bot seat thinks; a receiver answers with the playouts
# its search has made toward the move at that version (the automaton app keeps that), or None.
bot_progress_wanted = Signal()

SEED_LIMIT = 2**63  # fits the BigIntegerField
# Resampled worlds in which an action must end as it did for its outcome to count as foreseeable:
# a draw that happens to match every sample slips through with the odds of drawing that card 4 times.
FORESIGHT_SAMPLES = 4
# A bot turn normally lands in well under a second; after this long its task is presumed lost.
BOT_STALL = timedelta(seconds=20)


class SessionError(DomainError):
    """A request the session cannot accept; nothing was changed. ``status`` is the HTTP status to answer."""


class NotSeated(SessionError):
    status = 403
    code = "not_seated"


class StaleVersion(SessionError):
    status = 409
    code = "stale_version"


class NotPlayable(SessionError):
    status = 409
    code = "not_playable"


class IllegalMove(SessionError):
    code = "illegal_action"


@dataclass(frozen=True)
class SeatSpec:
    """Who sits where at creation: ``me`` (the creator), ``invite`` (an open seat), ``bot``, or
    ``player`` (a given ``user``: the league seats a match's players when it starts its game)."""

    kind: str
    bot: str = ""
    user: Any = None

    @classmethod
    def parse(cls, text: str) -> SeatSpec:
        """``me``, ``invite`` or ``bot:<name>``."""
        if text in ("me", "invite"):
            return cls(kind=text)
        if text.startswith("bot:") and text[4:]:
            return cls(kind="bot", bot=text[4:])
        raise SessionError(f"a seat is 'me', 'invite' or 'bot:<name>', not {text!r}")


# ---- creating and joining --------------------------------------------------------------------


def session_create(
    *,
    engine_key: str,
    created_by: Any,
    seats: Sequence[SeatSpec],
    options: dict[str, Any] | None = None,
    seed: int | None = None,
    match_ref: str | None = None,
) -> GameSession:
    """Create a session; it starts at once unless a seat waits for an invitee.

    ``seed`` is a deal number a player chose for a friendly game (``chosen_deal``); without one the
    server draws a secret seed. A game for a match (``match_ref``) never takes a chosen deal.
    """
    try:
        engine = get_engine(engine_key)
    except UnknownEngine as exc:
        raise SessionError(str(exc.args[0])) from None
    try:
        engine.check_players(len(seats))
        resolved = engine.resolve_options(options)
    except ValueError as exc:
        raise SessionError(str(exc)) from None
    _check_bots(engine_key, seats)
    if not any(spec.kind == "me" for spec in seats):
        raise SessionError("you must take at least one seat in a game you create")
    chosen_deal = seed is not None
    if chosen_deal and match_ref is not None:
        raise SessionError("the deal of a league or tournament game is drawn by the server; it cannot be chosen")
    if seed is None:
        seed = secrets.randbelow(SEED_LIMIT)
    elif not 0 <= seed < SEED_LIMIT:
        raise SessionError(f"the deal number must be between 0 and {SEED_LIMIT - 1}")
    try:
        state = engine.new_game(players=len(seats), seed=seed, options=resolved)
    except (ValueError, TypeError, KeyError) as exc:  # options the engine refuses (e.g. a deck it cannot build)
        raise SessionError(f"the game refused these options: {exc}") from None
    waiting = any(spec.kind == "invite" for spec in seats)
    with transaction.atomic():
        session = GameSession.objects.create(
            engine_key=engine_key,
            engine_version=engine.version,
            seed=seed,
            chosen_deal=chosen_deal,
            options=resolved,
            players=len(seats),
            state=state.to_json(),
            status=GameSession.Status.WAITING if waiting else GameSession.Status.ACTIVE,
            created_by=created_by,
            match_ref=match_ref,
        )
        Seat.objects.bulk_create(
            Seat(session=session, index=index, user=_seat_user(spec, created_by), bot=spec.bot)
            for index, spec in enumerate(seats)
        )
        if not waiting:
            _enqueue_bot_if_due(session, state)
    return session


def _seat_user(spec: SeatSpec, created_by: Any) -> Any:
    if spec.kind == "me":
        return created_by
    return spec.user if spec.kind == "player" else None


def _check_bots(engine_key: str, seats: Sequence[SeatSpec]) -> None:
    wanted = {spec.bot for spec in seats if spec.kind == "bot"}
    if not wanted:
        return
    try:
        known = set(available_bots(engine_key))
    except UnknownBot as exc:
        raise SessionError(str(exc.args[0])) from None
    missing = sorted(wanted - known)
    if missing:
        raise SessionError(f"no {', '.join(missing)} bot for this game; available: {', '.join(sorted(known))}")


def session_rematch(*, session_id: int, user: Any) -> GameSession:
    """A new game with the finished game's seats and options and a new secret deal.

    Only a seated player may ask, and only for a casual game: a league or tournament match is
    played again through its event, not from the table.
    """
    session = GameSession.objects.prefetch_related("seats__user").get(pk=session_id)
    seats = list(session.seats.all())
    if not any(seat.user_id == user.pk for seat in seats):
        raise NotSeated("only a player of this game can ask for a rematch")
    if not session.is_finished() or session.match_ref is not None:
        raise SessionError("a rematch is for a finished casual game")
    specs = [
        SeatSpec(kind="me")
        if seat.user_id == user.pk
        else SeatSpec(kind="bot", bot=seat.bot)
        if seat.bot
        else SeatSpec(kind="player", user=seat.user)
        for seat in seats
    ]
    return session_create(engine_key=session.engine_key, created_by=user, seats=specs, options=session.options)


def session_join(*, invite_token: str, user: Any) -> GameSession:
    """Take the first open seat of the session this invite names; the game starts when none is left."""
    with transaction.atomic():
        session = GameSession.objects.select_for_update().filter(invite_token=invite_token).first()
        if session is None:
            raise SessionError("this invite link is not valid")
        seats = list(session.seats.select_related("user"))
        if any(seat.user_id == user.pk for seat in seats):
            raise SessionError("you already have a seat in this game")
        open_seats = [seat for seat in seats if seat.is_open]
        if not open_seats:
            raise NotPlayable("every seat in this game is taken")
        open_seats[0].user = user
        open_seats[0].save(update_fields=["user"])
        if len(open_seats) == 1:
            session.status = GameSession.Status.ACTIVE
        session.version += 1
        session.save(update_fields=["status", "version", "updated_at"])
        if session.status == GameSession.Status.ACTIVE:
            _enqueue_bot_if_due(session, session.load_state())
    return session


# ---- moving ----------------------------------------------------------------------------------


def session_submit_action(
    *,
    session_id: int,
    seat: int,
    action: Action,
    expected_version: int,
    user: Any,
    nowait: bool = False,
    explanation: str = "",
) -> ActionLog:
    """Apply one action of ``seat`` if the session is still at ``expected_version``.

    ``user`` must hold the seat; ``user=None`` is the automaton and may only move for a bot seat.
    ``nowait`` locks the session's row first, and a row another move holds raises (OperationalError)
    instead of waiting: the bot task retries. Without it the session is read without a lock and the
    move is written only if the session is still at the version read (``save_move``): on PostgreSQL
    one statement, with no transaction to begin and commit around it.
    ``explanation`` is a bot's reason for its choice, kept with the log row.
    Raises a SessionError (nothing changed) for a stale version, a seat the user does not hold, a
    seat that is not to act, or an action that is not legal now.
    """
    with transaction.atomic() if nowait else nullcontext():
        session = _session(session_id, lock="nowait" if nowait else "")
        seat_row = _seat_of(session, seat)
        _check_actor(seat_row, user)
        _check_version(session, expected_version)
        _check_active(session)
        state = _load(session)
        if seat not in state.to_act():
            raise IllegalMove(f"it is not seat {seat}'s turn to act")
        try:
            legal = find_legal(state.legal_actions(seat), action)
        except IllegalAction as exc:
            raise IllegalMove(exc.message) from None
        # Only a person's move can be taken back (bots never undo): only theirs is examined.
        before = state.clone() if allows_undo(session) and not seat_row.is_bot else None
        try:
            state.apply(seat, legal)
        except IllegalAction as exc:  # an engine may refuse at apply time; the loaded state is discarded
            raise IllegalMove(exc.message) from None
        reveals = None
        if before is not None:
            reveals = not outcome_foreseeable(before, seat, legal, state, viewers=[seat])
        document = state.to_json()  # once, for the hash and the saved state
        entry = ActionLog(
            session=session,
            seat=seat,
            action=legal,
            state_hash=json_hash(document),
            reveals=reveals,
            user=user,
            explanation=explanation,
        )
        _save_move(entry, session, state, document)
    return entry


def session_undo(*, session_id: int, seat: int, expected_version: int, user: Any) -> ActionLog:
    """Take back the seat's latest turn (solo and hot-seat games only), stopping at a reveal."""
    with transaction.atomic():
        session = _session(session_id, lock="wait")
        seat_row = _seat_of(session, seat)
        if user is None or seat_row.user_id != user.pk:
            raise NotSeated(f"you do not hold seat {seat}")
        _check_version(session, expected_version)
        _check_active(session)
        if not allows_undo(session):
            raise NotPlayable("undo is only for solo and hot-seat games")
        live = live_actions(session)
        start = undo_start(live, seat)
        if start is None:
            raise IllegalMove("nothing to undo: no move of yours this turn, or none since your last draw or roll")
        state = replay_rows(session, live[:start])
        from_ply = live[start].ply
        document = state.to_json()
        undo = ActionLog(
            session=session,
            kind=ActionLog.Kind.UNDO,
            seat=seat,
            action={"type": "undo", "from_ply": from_ply, "label": f"Undo back to before ply {from_ply}"},
            state_hash=json_hash(document),
            reveals=False,
            user=user,
        )
        _save_move(undo, session, state, document)
        ActionLog.objects.filter(pk__in=[row.pk for row in live[start:]]).update(undone_by=undo)
    return undo


def live_actions(session: GameSession) -> list[ActionLog]:
    """The moves that make the game as it stands: action rows nobody undid, in order."""
    return list(session.log.filter(kind=ActionLog.Kind.ACTION, undone_by__isnull=True).order_by("ply"))


def replay_rows(session: GameSession, rows: Sequence[ActionLog]) -> GameState:
    """The game after these log rows, replayed from the session's seed and options."""
    return replay(
        session.engine_key,
        players=session.players,
        seed=session.seed,
        options=session.options,
        actions=[row.entry() for row in rows],
    )


def undo_available(session: GameSession, seat: int | None) -> bool:
    """Whether ``seat`` has something to undo now (the table offers the button only then)."""
    if seat is None or session.status != GameSession.Status.ACTIVE or not allows_undo(session):
        return False
    # Who moved and whether it revealed is all it takes: not the moves themselves.
    moves = [LiveMove(*row) for row in _LIVE_MOVES.rows(session.pk)]
    return undo_start(moves, seat) is not None


class LoggedMove(Protocol):  # read only: a log row, or a LiveMove
    @property
    def seat(self) -> int: ...

    @property
    def reveals(self) -> bool | None: ...


class LiveMove(NamedTuple):
    seat: int
    reveals: bool | None


# The table asks on every render: SQL written once (league.compiled_query).
_LIVE_MOVES = CompiledQuery(
    lambda session_id: (
        ActionLog.objects.filter(session_id=session_id, kind=ActionLog.Kind.ACTION, undone_by__isnull=True)
        .order_by("ply")
        .values_list("seat", "reveals")
    ),
    -1,
)


def undo_start(live: Sequence[LoggedMove], seat: int) -> int | None:
    """Index into ``live`` of the first action an undo by ``seat`` takes back, or None.

    Only the seat's current turn can be taken back: its run of actions at the end of the log
    (once anyone else has acted, that turn is over), and only back to just after its last action
    whose outcome was a reveal.
    """
    if not live or live[-1].seat != seat:
        return None
    start = len(live) - 1
    while start > 0 and live[start - 1].seat == seat:
        start -= 1
    for i in range(start, len(live)):
        if live[i].reveals is not False:
            start = i + 1
    return start if start < len(live) else None


def allows_undo(session: GameSession) -> bool:
    """Solo and hot-seat games: every human seat belongs to one user (bots never undo)."""
    humans = {seat.user_id for seat in session.seats.all() if not seat.is_bot}
    return len(humans) == 1 and None not in humans


def outcome_foreseeable(
    before: GameState, seat: int, action: Action, after: GameState, *, viewers: Sequence[int]
) -> bool:
    """True when no seat in ``viewers`` learned anything from ``action`` that it could not foresee.

    The game's RNG must not have moved (no die, shuffle or pull), and for every viewer, playing the
    action on states resampled from that viewer's knowledge must end in the view it got. A draw
    from a hidden deck fails the second test, a roll the first. A move the engine knows to be
    plainly foreseeable (``GameState.plainly_foreseeable``) needs no resampling.
    """
    if rng_state(before) != rng_state(after):
        return False
    return all(
        after.plainly_foreseeable(before, seat, viewer) or foreseeable_in_samples(before, seat, action, after, viewer)
        for viewer in viewers
    )


def foreseeable_in_samples(before: GameState, seat: int, action: Action, after: GameState, viewer: int) -> bool:
    """Whether ``action`` ends in the view ``viewer`` got in every one of FORESIGHT_SAMPLES states
    resampled from ``before`` as that viewer knows it."""
    seen = after.view(viewer)
    for salt in range(1, FORESIGHT_SAMPLES + 1):
        guess = before.determinize(viewer, Rng(salt))
        try:
            guess.apply(seat, action)
        except IllegalAction:  # the action itself showed what the viewer could not know
            return False
        if guess.view(viewer) != seen:
            return False
    return True


def rng_state(state: GameState) -> Any:
    """The game RNG's position: engines keep it as ``rng`` (an Rng) per the engine contract."""
    rng = getattr(state, "rng", None)
    return rng.state if isinstance(rng, Rng) else state.to_json().get("rng")


# ---- helpers ------------------------------------------------------------------------------------


def _session(session_id: int, *, lock: str) -> GameSession:
    """The session with its seats; ``lock`` as ``session_with_seats`` takes it ("" for none)."""
    session = session_with_seats(session_id, lock=lock)
    if session is None:
        raise SessionError(f"no game #{session_id}")
    return session


def _seat_of(session: GameSession, index: int) -> Seat:
    seat = next((seat for seat in session.seats.all() if seat.index == index), None)
    if seat is None:
        raise SessionError(f"this game has no seat {index}")
    return seat


def _check_actor(seat: Seat, user: Any) -> None:
    if user is None:
        if not seat.is_bot:
            raise NotSeated(f"seat {seat.index} is not a bot seat")
    elif seat.user_id != user.pk:
        raise NotSeated(f"you do not hold seat {seat.index}")


def _check_version(session: GameSession, expected_version: int) -> None:
    if session.version != expected_version:
        raise _moved_on(expected_version, session.version)


def _moved_on(expected_version: int, version: int) -> StaleVersion:
    return StaleVersion(
        f"the game has moved on since you looked (you saw version {expected_version}, "
        f"it is now {version}); nothing was changed, look again and choose anew"
    )


def _check_active(session: GameSession) -> None:
    if session.status == GameSession.Status.WAITING:
        raise NotPlayable("the game has not started: a seat is still waiting for its player")
    if session.status == GameSession.Status.FINISHED:
        raise NotPlayable("the game is over")


def check_rules_version(session: GameSession) -> None:
    """A game's log only replays under the rules version it was played with."""
    engine = session.engine
    if engine.version != session.engine_version:
        raise NotPlayable(
            f"this game was saved by version {session.engine_version} of the rules; "
            f"version {engine.version} cannot continue or replay it"
        )


def _load(session: GameSession) -> GameState:
    check_rules_version(session)
    return session.engine.from_json(session.state)


def _save_move(entry: ActionLog, session: GameSession, state: GameState, document: dict[str, Any]) -> None:
    """Save the log row ``entry`` and the session as ``state`` (whose ``to_json()`` is ``document``)
    leaves it, if the session is still at the version it was read at (StaleVersion if another move
    came first), then tell the league of a finished game, or a bot that it is to act (after commit)."""
    read_version = session.version
    session.state = document
    session.version += 1
    finished = state.is_over()
    if finished:
        session.status = GameSession.Status.FINISHED
        session.result = state.result().to_json()
        session.finished_at = timezone.now()
    # The league's receivers report a finished game in the final move's own transaction.
    with transaction.atomic(savepoint=False) if finished else nullcontext():
        if not save_move(entry, session, read_version=read_version):
            raise _moved_on(read_version, _version_now(session.pk))
        if finished:
            session_finished.send(sender=GameSession, session=session, result=session.result)
    if not finished:
        _enqueue_bot_if_due(session, state)


def _version_now(session_id: int) -> int:
    version = GameSession.objects.filter(pk=session_id).values_list("version", flat=True).first()
    if version is None:
        raise SessionError(f"no game #{session_id}")
    return version


def bot_seat_to_act(session: GameSession, state: GameState) -> Seat | None:
    """The first bot seat among those that must decide now."""
    to_act = set(state.to_act())
    return next((seat for seat in session.seats.all() if seat.is_bot and seat.index in to_act), None)


def _enqueue_bot_if_due(session: GameSession, state: GameState) -> None:
    seat = bot_seat_to_act(session, state)
    if seat is None:
        return
    session_id, version, bot = session.pk, session.version, seat.bot
    # robust: a failing enqueue (a broker outage, an eager bot error) must not fail the committed move.
    transaction.on_commit(
        lambda: bot_turn_due.send(sender=GameSession, session_id=session_id, version=version, bot=bot), robust=True
    )


def session_nudge_bot(session: GameSession) -> bool:
    """Send the bot turn again when a session has waited on a bot for longer than BOT_STALL.

    Covers a task lost outside our control (a broker restart; a whole worker killed, whose task
    Redis would redeliver only after its visibility timeout). Bot tasks are idempotent, so a
    second delivery of a task that was only slow is harmless. True when a task was sent.
    """
    if session.status != GameSession.Status.ACTIVE or session.updated_at > timezone.now() - BOT_STALL:
        return False
    if session.engine_version != session.engine.version:  # saved under other rules: nobody moves any more
        return False
    if not any(seat.is_bot for seat in session.seats.all()):
        return False
    # Once per stall and version, however many pages poll: the task is idempotent, the broker's queue is not free.
    if not cache.add(f"games:nudged:{session.pk}:{session.version}", True, BOT_STALL.total_seconds()):
        return False
    seat = bot_seat_to_act(session, session.load_state())
    if seat is None:
        return False
    bot_turn_due.send(sender=GameSession, session_id=session.pk, version=session.version, bot=seat.bot)
    return True
