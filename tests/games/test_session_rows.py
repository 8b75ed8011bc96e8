"""A session and its seats read in one query (no lock) or two (a move's locked read): the same
session, the same seats in order, each with the name the table shows."""

from __future__ import annotations

from django.db import transaction

from games.models import GameSession, Seat
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
