"""A move's two writes, its log row and the session's new state, with SQL written once per process.

Every move and undo makes them. Through the ORM, ``create()`` and ``save(update_fields=...)`` built
their SQL anew each time and the next ply took a query of its own. Here the session is written only
if it is still at the version the move was decided on (every change to a session bumps it), and the
INSERT works out the ply itself. On PostgreSQL both writes go in one statement (the UPDATE in a
WITH clause, the INSERT only of the row it updated), prepared (``league.compiled_query.prepared_cursor``):
one round trip per move, and outside a transaction a transaction of its own, so a move needs no
BEGIN and COMMIT. The UPDATE takes the session's row lock; had another writer held it, PostgreSQL
checks the version again on the row as that writer left it, so the snapshot the INSERT's ply was
read from lacks no move. SQLite, which takes no UPDATE in a WITH clause, runs the two one after the
other in one transaction. Each value is converted by its model field, as the ORM converts it;
columns and tables are named from the models.
"""

from __future__ import annotations

import functools
from typing import Any

from django.db import DEFAULT_DB_ALIAS, connections, transaction
from django.utils import timezone

from games.models import ActionLog, GameSession
from league.compiled_query import prepared_cursor

LOG_FIELDS = [
    "session",
    "kind",
    "seat",
    "action",
    "state_hash",
    "reveals",
    "undone_by",
    "explanation",
    "user",
    "created_at",
]
SESSION_FIELDS = ["state", "version", "updated_at", "status", "result", "finished_at"]


def save_move(entry: ActionLog, session: GameSession, *, read_version: int) -> bool:
    """Save the unsaved log row ``entry`` at its session's next ply (filling ``pk``, ``ply`` and
    ``created_at``) and write the session's state, version, status, result and finish time
    (``updated_at`` now), if the session is still at ``read_version``; False (nothing written) if not."""
    entry.created_at = session.updated_at = timezone.now()
    connection = connections[DEFAULT_DB_ALIAS]
    insert = _db_values(ActionLog, entry, LOG_FIELDS, connection) + [entry.session_id]
    update = _db_values(GameSession, session, SESSION_FIELDS, connection) + [session.pk, read_version]
    with prepared_cursor(connection) as cursor:
        if connection.vendor == "postgresql":
            cursor.execute(_update_and_insert_sql(), update + insert)
            saved = cursor.fetchone()
        else:
            with transaction.atomic(savepoint=False):
                cursor.execute(_update_session_sql(), update)
                saved = None
                if cursor.rowcount:
                    cursor.execute(_insert_log_sql(""), insert)
                    saved = cursor.fetchone()
    if saved is None:
        return False
    entry.pk, entry.ply = saved
    entry._state.adding, entry._state.db = False, DEFAULT_DB_ALIAS
    return True


def _db_values(model: Any, instance: Any, names: list[str], connection: Any) -> list[Any]:
    fields = [model._meta.get_field(name) for name in names]
    return [field.get_db_prep_save(getattr(instance, field.attname), connection) for field in fields]


@functools.cache
def _insert_log_sql(source: str) -> str:
    """The INSERT of a log row, its values selected ``source`` (a FROM clause, or nothing for one row)."""
    table, ply, session = _quoted(ActionLog._meta.db_table), _column(ActionLog, "ply"), _column(ActionLog, "session")
    columns = [_column(ActionLog, name) for name in LOG_FIELDS]
    return (
        f"INSERT INTO {table} ({', '.join(columns)}, {ply}) SELECT {', '.join(['%s'] * len(columns))}, "
        f"(SELECT COALESCE(MAX({ply}), 0) + 1 FROM {table} WHERE {session} = %s) {source} "
        f"RETURNING {_column(ActionLog, 'id')}, {ply}"
    )


@functools.cache
def _update_session_sql() -> str:
    assignments = [f"{_column(GameSession, name)} = %s" for name in SESSION_FIELDS]
    table, pk, version = (
        _quoted(GameSession._meta.db_table),
        _column(GameSession, "id"),
        _column(GameSession, "version"),
    )
    return f"UPDATE {table} SET {', '.join(assignments)} WHERE {pk} = %s AND {version} = %s"


@functools.cache
def _update_and_insert_sql() -> str:
    """PostgreSQL's one statement: the log row is inserted only if the session row was updated."""
    return f"WITH saved AS ({_update_session_sql()} RETURNING 1) {_insert_log_sql('FROM saved')}"


def _column(model: Any, name: str) -> str:
    return _quoted(str(model._meta.get_field(name).column))


def _quoted(name: str) -> str:
    return str(connections[DEFAULT_DB_ALIAS].ops.quote_name(name))
