"""Django's PostgreSQL backend, with a health check of a kept connection that makes no round trip.

With ``CONN_HEALTH_CHECKS`` Django checks a kept connection before each request's first query by
sending ``SELECT 1``: one round trip more on every request that reads the database (an API view
makes two others, a move four). A server that ends a connection (a restart, ``pg_terminate_backend``,
``idle_session_timeout``) sends its FATAL message and closes the socket, so an idle connection with
nothing to read was not ended by the server. Only when there is something to read (or the
connection is not idle) does Django's own ``SELECT 1`` decide, as before.
"""

from __future__ import annotations

import select

from django.db.backends.postgresql import base
from psycopg.pq import TransactionStatus


class DatabaseWrapper(base.DatabaseWrapper):
    def is_usable(self) -> bool:
        connection = self.connection
        if connection is None or connection.closed or connection.broken:
            return False
        idle = connection.info.transaction_status == TransactionStatus.IDLE
        if idle and not _has_input(connection.fileno()):
            return True
        return bool(super().is_usable())


def _has_input(fd: int) -> bool:
    """Whether the socket has data or an end of file waiting (without waiting for either)."""
    poller = select.poll()
    poller.register(fd, select.POLLIN)
    return bool(poller.poll(0))
