"""A move's two writes, its log row and the session's new state, with SQL written once per process.

Every move and undo makes them. Through the ORM, ``create()`` and ``save(update_fields=...)`` built
their SQL anew each time and the next ply took a query of its own. Here the INSERT works out the
ply itself (the caller holds the session's row lock, so no other writer can take it: on PostgreSQL
the statement's snapshot is taken after the lock was granted). On PostgreSQL both writes go in one
statement (the UPDATE in a WITH clause, which PostgreSQL runs to completion whether or not the
INSERT reads it), prepared (``league.compiled_query.prepared_cursor``): one round trip per move.
SQLite, which takes no UPDATE in a WITH clause, runs the two one after the other. Each value is
converted by its model field, as the ORM converts it; columns and tables are named from the models.
"""

from __future__ import annotations

import functools
from typing import Any

from django.db import DEFAULT_DB_ALIAS, connections
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


def save_move(entry: ActionLog, session: GameSession) -> ActionLog:
    """Save the unsaved log row ``entry`` at its session's next ply (filling ``pk``, ``ply`` and
    ``created_at``) and write the session's state, version, status, result and finish time
    (``updated_at`` now); the caller holds the session's row lock."""
    entry.created_at = session.updated_at = timezone.now()
    connection = connections[DEFAULT_DB_ALIAS]
    insert = _db_values(ActionLog, entry, LOG_FIELDS, connection) + [entry.session_id]
    update = _db_values(GameSession, session, SESSION_FIELDS, connection) + [session.pk]
    with prepared_cursor(connection) as cursor:
        if connection.vendor == "postgresql":
            cursor.execute(f"WITH saved AS ({_update_session_sql()}) {_insert_log_sql()}", update + insert)
        else:
            cursor.execute(_update_session_sql(), update)
            cursor.execute(_insert_log_sql(), insert)
        entry.pk, entry.ply = cursor.fetchone()
    entry._state.adding, entry._state.db = False, DEFAULT_DB_ALIAS
    return entry


def _db_values(model: Any, instance: Any, names: list[str], connection: Any) -> list[Any]:
    fields = [model._meta.get_field(name) for name in names]
    return [field.get_db_prep_save(getattr(instance, field.attname), connection) for field in fields]


@functools.cache
def _insert_log_sql() -> str:
    table, ply, session = _quoted(ActionLog._meta.db_table), _column(ActionLog, "ply"), _column(ActionLog, "session")
    columns = [_column(ActionLog, name) for name in LOG_FIELDS]
    return (
        f"INSERT INTO {table} ({', '.join(columns)}, {ply}) VALUES ({', '.join(['%s'] * len(columns))}, "
        f"(SELECT COALESCE(MAX({ply}), 0) + 1 FROM {table} WHERE {session} = %s)) "
        f"RETURNING {_column(ActionLog, 'id')}, {ply}"
    )


@functools.cache
def _update_session_sql() -> str:
    assignments = [f"{_column(GameSession, name)} = %s" for name in SESSION_FIELDS]
    table = _quoted(GameSession._meta.db_table)
    return f"UPDATE {table} SET {', '.join(assignments)} WHERE {_column(GameSession, 'id')} = %s"


def _column(model: Any, name: str) -> str:
    return _quoted(str(model._meta.get_field(name).column))


def _quoted(name: str) -> str:
    return str(connections[DEFAULT_DB_ALIAS].ops.quote_name(name))
