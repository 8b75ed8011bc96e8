"""The table stays light: the queries each request of a game makes, counted, and the same however long the game."""

from __future__ import annotations

import pytest
from django.db import connection
from django.urls import reverse
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from automaton.models import BotThinking
from games.models import GameSession
from tests.games.helpers import fresh, start, start_bot_first, submit

HTMX = {"HTTP_HX_REQUEST": "true"}
# The seat's first choices of a Doomtown hot-seat game: several moves, so the log has rows to read.
MOVES = 6


def _hot_seat_doomtown(owner) -> GameSession:
    session = start(owner, "me", "me", game="doomtown", seed=5)
    _play(session, owner, MOVES)
    return fresh(session)


def _play(session: GameSession, owner, moves: int) -> None:
    for _ in range(moves):
        session = fresh(session)
        state = session.load_state()
        seat = state.to_act()[0]
        submit(session, seat, state.legal_actions(seat)[0], owner)


def _api(owner) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=owner).key}")
    return client


def test_the_api_view_is_two_reads_the_token_and_the_session_with_its_seats(owner, django_assert_num_queries):
    session = _hot_seat_doomtown(owner)
    api = _api(owner)
    url = reverse("api-session-view", args=[session.pk])
    api.get(url)  # the process's first call writes the SQL (on SQLite, asking once whether it has JSON)
    with django_assert_num_queries(2):
        assert api.get(url).status_code == 200


def test_a_submitted_action_reads_the_session_with_its_seats_and_writes_two_rows(owner, django_assert_num_queries):
    session = _hot_seat_doomtown(owner)
    api = _api(owner)
    state = session.load_state()
    seat = state.to_act()[0]
    body = {"seat": seat, "action": state.legal_actions(seat)[0], "expected_version": session.version}
    # The token, the session with its seats (no lock), then the session's new state if it is still
    # at the version read and the log row (which works out its own ply): one statement on PostgreSQL,
    # outside any transaction.
    writes = 1 if connection.vendor == "postgresql" else 2
    with django_assert_num_queries(2 + writes):
        answer = api.post(reverse("api-session-submit", args=[session.pk]), body, format="json")
    assert answer.status_code == 201


@pytest.mark.parametrize("later_moves", [0, 8])
def test_the_tables_live_fragment_makes_six_reads_however_long_the_game(
    client, owner, later_moves, django_assert_num_queries
):
    session = _hot_seat_doomtown(owner)
    _play(session, owner, later_moves)
    client.force_login(owner)
    live = reverse("game-live", args=[session.pk])
    client.get(live, {"version": -1}, **HTMX)  # the process's first call writes the SQL
    # The version, the session with its seats, the login (session and user), the latest log rows,
    # and who made the moves not undone (whether undo is offered).
    with django_assert_num_queries(6):
        answer = client.get(live, {"version": -1}, **HTMX)
    assert answer.status_code == 200 and 'id="live"' in answer.content.decode()


def test_a_poll_while_a_search_thinks_reads_the_version_and_the_playouts_only(client, owner, django_assert_num_queries):
    session = start_bot_first(owner, "ismcts:hard", seed=46)
    BotThinking.objects.create(session=session, version=session.version, playouts=120)
    client.force_login(owner)
    poll = {"version": session.version, "thinking": 1, "playouts": 0}
    with django_assert_num_queries(2):
        answer = client.get(reverse("game-live", args=[session.pk]), poll, **HTMX)
    assert answer.status_code == 200 and "(120 playouts)" in answer.content.decode()
