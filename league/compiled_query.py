"""ORM lookups whose SQL is written once per process, for the few reads every API call makes.

Django compiles a queryset to SQL anew each time it runs. For the token lookup and a table's seats
that took 0.4-0.8 ms of CPU per request, several times what the database spends on the query. A
``CompiledQuery`` has the ORM write the SQL of a ``values_list`` query once, from a builder called
with placeholder arguments, then runs that SQL with each call's own arguments, and converts the
values as the ORM would (``bool`` from SQLite's integers, for instance). The query is still the
ORM's own: its joins, quoting and column names follow the models.

Arguments are passed as the database takes them (ints and text): no field's ``get_prep_value``
runs on them. Each placeholder must appear exactly once among the compiled parameters.

On PostgreSQL the SQL also runs as a prepared statement (when ``prepare_threshold`` is set in the
database's OPTIONS, as league.settings does): the server then parses and plans each query once per
connection instead of on every call, which was most of its CPU for these short reads (about 90 us
of the server's and 30 us of ours per query). Django's own cursors bind parameters in the client and
never prepare; only these queries, whose SQL never changes, do.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from django.db import DEFAULT_DB_ALIAS, connections
from django.db.models import QuerySet

Converters = list[tuple[int, list[Any], Any]]  # column index, the ORM's converters, the column's expression


class CompiledQuery:
    def __init__(self, build: Callable[..., QuerySet[Any, Any]], *placeholders: int | str) -> None:
        self._build = build
        self._placeholders = placeholders
        self._compiled: tuple[str, list[int | None], list[Any], Converters] | None = None
        self._lock = threading.Lock()

    def rows(self, *args: int | str) -> list[tuple[Any, ...]]:
        connection = connections[DEFAULT_DB_ALIAS]
        sql, slots, constants, converters = self._compiled or self._compile()
        params = [constant if slot is None else args[slot] for slot, constant in zip(slots, constants, strict=True)]
        with prepared_cursor(connection) as cursor:
            cursor.execute(sql, params)
            rows = cursor.fetchall()
        if not converters:
            return [tuple(row) for row in rows]
        return [_converted(row, converters, connection) for row in rows]

    def first(self, *args: int | str) -> tuple[Any, ...] | None:
        rows = self.rows(*args)
        return rows[0] if rows else None

    def _compile(self) -> tuple[str, list[int | None], list[Any], Converters]:
        with self._lock:
            if self._compiled is None:
                query = self._build(*self._placeholders).query
                compiler = query.get_compiler(DEFAULT_DB_ALIAS)
                sql, params = compiler.as_sql()
                slots = [self._slot(param) for param in params]
                if sorted(slot for slot in slots if slot is not None) != list(range(len(self._placeholders))):
                    raise ValueError(f"each placeholder must appear once in the compiled parameters: {params!r}")
                columns = [selected[0] for selected in compiler.select[: compiler.col_count]]
                converters = [
                    (index, functions, expression)
                    for index, (functions, expression) in compiler.get_converters(columns).items()
                ]
                self._compiled = (sql, slots, list(params), converters)
            return self._compiled

    def _slot(self, param: object) -> int | None:
        for index, placeholder in enumerate(self._placeholders):
            if type(param) is type(placeholder) and param == placeholder:
                return index
        return None


def prepared_cursor(connection: Any) -> Any:
    """A cursor as ``connection.cursor()`` makes (health check, query logging), that prepares its
    statements when the connection is set to (``prepare_threshold``: PostgreSQL with psycopg 3).
    For SQL whose text never changes: each distinct text is prepared once per connection."""
    if connection.vendor != "postgresql" or connection.settings_dict["OPTIONS"].get("prepare_threshold") is None:
        return connection.cursor()
    from psycopg import Cursor  # binds on the server, so it can prepare (Django's own cursors bind in the client)

    connection.close_if_health_check_failed()
    connection.ensure_connection()
    connection.validate_thread_sharing()
    with connection.wrap_database_errors:
        cursor = Cursor(connection.connection)
    return connection.make_debug_cursor(cursor) if connection.queries_logged else connection.make_cursor(cursor)


def _converted(row: tuple[Any, ...], converters: Converters, connection: Any) -> tuple[Any, ...]:
    values = list(row)
    for index, functions, expression in converters:
        for convert in functions:
            values[index] = convert(values[index], expression, connection)
    return tuple(values)
