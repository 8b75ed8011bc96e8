"""A session and its seats read in one query, with or without a lock: the same session, the same
seats in order, each with the name the table shows, also when the lock came after a join."""

from __future__ import annotations

import threading
import time

import pytest
from django.db import connection, transaction

from games.models import GameSession, Seat
from games.services import session_join
from games.session_rows import session_with_seats
from tests.games.helpers import start


def _seen(session: GameSession) -> list[tuple]:
    return [(seat.pk, seat.index, seat.user_id, seat.bot, seat.occupant) for seat in session.seats.all()]


def test_one_query_and_the_locked_read_find_the_same_session_and_seats(owner, django_user_model):
    nameless = django_user_model.objects.create_user(username="no-player-profile")
    session = start(owner, "me", "bot:random", "invite", "me", game="studios")
    Seat.objects.filter(session=session, index=3).update(user=nameless)

    unlocked = session_with_seats(session.pk)
    with transaction.atomic():
        locked = session_with_seats(session.pk, lock="wait")

    expected = _seen(GameSession.objects.prefetch_related("seats__user__player").get(pk=session.pk))
    assert unlocked is not None and locked is not None
    assert _seen(unlocked) == _seen(locked) == expected
    assert [seat.occupant for seat in unlocked.seats.all()] == ["Alice", "random bot", "open seat", "no-player-profile"]
    fields = [field.attname for field in GameSession._meta.concrete_fields]
    assert [getattr(unlocked, name) for name in fields] == [getattr(locked, name) for name in fields]


def test_a_session_that_is_not_there_is_none_either_way(db):
    assert session_with_seats(987654) is None
    with transaction.atomic():
        assert session_with_seats(987654, lock="nowait") is None


@pytest.mark.skipif(
    connection.vendor != "postgresql", reason="only PostgreSQL lets a query wait for a row lock (SQLite locks the file)"
)
@pytest.mark.django_db(transaction=True)
def test_a_locked_read_that_waited_for_a_join_finds_the_joined_seat(owner, opponent):
    session = start(owner, "me", "invite")
    joined, seen = threading.Event(), {}

    def join_and_hold_the_lock() -> None:
        try:
            with transaction.atomic():
                session_join(invite_token=session.invite_token, user=opponent)
                joined.set()
                time.sleep(0.3)  # the reader's query is now waiting for this row lock
        finally:
            connection.close()

    def read_locked() -> None:
        joined.wait(timeout=10)
        try:
            with transaction.atomic():
                locked = session_with_seats(session.pk, lock="wait")
                assert locked is not None
                seen["version"] = locked.version
                seen["users"] = [seat.user_id for seat in locked.seats.all()]
        finally:
            connection.close()

    threads = [threading.Thread(target=join_and_hold_the_lock), threading.Thread(target=read_locked)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)

    assert seen == {"version": 1, "users": [owner.pk, opponent.pk]}
