"""A session and its seats, read with SQL written once per process (``league.compiled_query``).

Every page and API call about a game, and every move, starts by reading these two: through the ORM
their SQL cost more CPU to build than the database spent answering. The session comes back as the
ORM would load it, with its seats in order (``session.seats.all()`` makes no query), each seat's
user and player holding the name shown at the table.

Both come in one query, the seats gathered into a JSON array beside the session's columns: one round
trip fewer for every view, table, page and move. A locked read (a move) must see the seats as the
lock holder does, and on PostgreSQL a query that waited for the row lock returns the row as the
writer before it left it but reads everything else as it was when the query began: a join that
committed in between would be missing. So the locked read also returns the session's version as
the query first saw it; every change to a session bumps its version under this lock (a join
included), so an unchanged version proves the seats current, and a changed one (a race, rare) has
the seats read again after the lock.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.db import DEFAULT_DB_ALIAS
from django.db.models import Aggregate, JSONField, OuterRef, Subquery
from django.db.models.functions import JSONObject

from games.models import GameSession, Seat
from league.compiled_query import CompiledQuery
from league.models import Player

SESSION_FIELDS = [field.attname for field in GameSession._meta.concrete_fields]
VERSION = SESSION_FIELDS.index("version")
SEAT_FIELDS = ["id", "session_id", "index", "user_id", "bot"]
SEAT_COLUMNS = [*SEAT_FIELDS, "user__username", "user__player__id", "user__player__display_name"]
_SEATS = CompiledQuery(
    lambda session_id: Seat.objects.filter(session_id=session_id).order_by("index").values_list(*SEAT_COLUMNS), -1
)


class JSONArrayAgg(Aggregate):
    """The group's values as one JSON array (in no particular order): SQLite's and PostgreSQL's own."""

    function = "JSON_GROUP_ARRAY"
    output_field = JSONField()

    def as_postgresql(self, compiler: Any, connection: Any, **extra_context: Any) -> Any:
        return super().as_sql(compiler, connection, function="JSONB_AGG", **extra_context)


def _seat_rows_json() -> Subquery:
    """Each seat of the outer session as a JSON array of its SEAT_COLUMNS values."""
    row = JSONObject(**{f"c{index}": column for index, column in enumerate(SEAT_COLUMNS)})
    seats = Seat.objects.filter(session_id=OuterRef("pk")).order_by().values("session_id")
    return Subquery(seats.annotate(rows=JSONArrayAgg(row)).values("rows"))


_SESSION_AND_SEATS = CompiledQuery(
    lambda pk: (
        GameSession.objects.filter(pk=pk)
        .annotate(seat_rows=_seat_rows_json())
        .values_list(*SESSION_FIELDS, "seat_rows")
    ),
    -1,
)
# Locked: the version as the query's snapshot saw it comes last (see the module's docstring).
_LOCKED_SESSION_AND_SEATS = {
    lock: CompiledQuery(
        lambda pk, lock=lock: (
            GameSession.objects.select_for_update(nowait=lock == "nowait")
            .filter(pk=pk)
            .annotate(
                seat_rows=_seat_rows_json(),
                seen_version=Subquery(GameSession.objects.filter(pk=OuterRef("pk")).values("version")),
            )
            .values_list(*SESSION_FIELDS, "seat_rows", "seen_version")
        ),
        -1,
    )
    for lock in ("wait", "nowait")
}


def session_with_seats(session_id: int, *, lock: str = "") -> GameSession | None:
    """The session, or None if there is none. ``lock``: "wait" or "nowait" locks its row (SELECT ... FOR
    UPDATE, inside a transaction); "nowait" raises OperationalError if another transaction holds it."""
    if lock:
        found = _LOCKED_SESSION_AND_SEATS[lock].first(session_id)
        row, seen_version = (None, None) if found is None else (found[:-1], found[-1])
    else:
        row, seen_version = _SESSION_AND_SEATS.first(session_id), None
    if row is None:
        return None
    session_row, seat_json = row[:-1], row[-1] or []
    lock_came_after_a_write = lock and seen_version != session_row[VERSION]  # then the seats are read anew
    seat_rows = _SEATS.rows(session_id) if lock_came_after_a_write else _from_json(seat_json)
    session = GameSession.from_db(DEFAULT_DB_ALIAS, SESSION_FIELDS, session_row)
    seats = [_seat(row) for row in seat_rows]
    # What prefetch_related("seats") leaves on a session: the rows already read, for seats.all().
    cached = session.seats.all()
    cached._result_cache, cached._prefetch_done = seats, True  # type: ignore[attr-defined]
    session._prefetched_objects_cache = {"seats": cached}  # type: ignore[attr-defined]
    return session


def _from_json(objects: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
    """The seats' JSON objects as _SEATS's rows, in seat order."""
    rows = [tuple(item[f"c{index}"] for index in range(len(SEAT_COLUMNS))) for item in objects]
    return sorted(rows, key=lambda row: row[SEAT_FIELDS.index("index")])


def _seat(row: tuple[Any, ...]) -> Seat:
    seat = Seat.from_db(DEFAULT_DB_ALIAS, SEAT_FIELDS, row[: len(SEAT_FIELDS)])
    username, player_id, display_name = row[len(SEAT_FIELDS) :]
    if seat.user_id is not None:
        user = get_user_model().from_db(DEFAULT_DB_ALIAS, ["id", "username"], [seat.user_id, username])
        player = (
            None
            if player_id is None
            else Player.from_db(DEFAULT_DB_ALIAS, ["id", "display_name"], [player_id, display_name])
        )
        Player._meta.get_field("user").remote_field.set_cached_value(user, player)  # user.player (None: no player)
        seat.user = user
    return seat
