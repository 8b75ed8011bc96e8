"""A kept PostgreSQL connection's health check: no round trip while the server has said nothing, and a
connection the server ended is still found unusable and replaced before the next query."""

from __future__ import annotations

import select
import time

import psycopg
import pytest
from django.db import connection, connections

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "postgresql", reason="the backend is PostgreSQL's"),
]


@pytest.fixture
def kept():
    """A second connection to the test database, as a request thread keeps one."""
    wrapper = connections.create_connection("default")
    wrapper.ensure_connection()
    yield wrapper
    wrapper.close()


def test_an_idle_connection_the_server_left_alone_is_usable_without_a_query(kept, monkeypatch):
    def no_query(*args, **kwargs):
        raise AssertionError("the health check sent a query")

    monkeypatch.setattr(psycopg.Connection, "cursor", no_query)
    assert kept.is_usable()


def test_a_connection_the_server_ended_fails_the_check_and_the_next_query_reconnects(kept):
    ended = kept.connection.info.backend_pid
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_terminate_backend(%s)", [ended])
    _wait_until_readable(kept.connection.fileno())

    assert not kept.is_usable()
    kept.health_check_enabled, kept.health_check_done = True, False  # as at the start of a request
    with kept.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        assert cursor.fetchone()[0] != ended


def _wait_until_readable(fd: int, timeout: float = 10.0) -> None:
    """The server's FATAL message and the closed socket arrive a moment after it was told to end."""
    deadline = time.monotonic() + timeout
    while not select.select([fd], [], [], 0.05)[0]:
        assert time.monotonic() < deadline, "the server did not close the connection"
