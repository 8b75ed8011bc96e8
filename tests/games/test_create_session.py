from __future__ import annotations

import pytest

from games.models import GameSession
from games.services import SeatSpec, SessionError, session_create
from tests.games.helpers import start


def test_it_creates_an_active_solo_session_with_the_engine_state(owner):
    session = start(owner, "me", "bot:heuristic", seed=11)

    assert session.status == GameSession.Status.ACTIVE
    assert session.engine_version == session.engine.version
    assert session.options == {"reserve_start": "empty", "families": 6}
    assert [seat.occupant for seat in session.seats.all()] == ["Alice", "heuristic bot"]
    assert session.load_state() == session.engine.new_game(players=2, seed=11, options=session.options)


def test_it_waits_for_an_invitee(owner):
    session = start(owner, "me", "invite")

    assert session.status == GameSession.Status.WAITING
    assert session.seats.get(index=1).is_open


def test_it_draws_a_seed_when_none_is_given(owner):
    session = session_create(
        engine_key="townbuilder", created_by=owner, seats=[SeatSpec("me"), SeatSpec("bot", "random")]
    )

    assert 0 <= session.seed < 2**63


@pytest.mark.parametrize(
    ("seats", "options", "message"),
    [
        (["me"], {}, "takes 2-2 players"),
        (["bot:random", "bot:random"], {}, "at least one seat"),
        (["me", "bot:gunfighter"], {}, "no gunfighter bot"),
        (["me", "bot:random"], {"families": 5}, "must be one of"),
        (["me", "bot:random"], {"speed": 1}, "unknown option"),
    ],
)
def test_it_refuses_a_table_the_game_cannot_seat(owner, seats, options, message):
    with pytest.raises(SessionError, match=message):
        session_create(
            engine_key="townbuilder", created_by=owner, seats=[SeatSpec.parse(text) for text in seats], options=options
        )

    assert not GameSession.objects.exists()


def test_it_refuses_an_unknown_game(owner):
    with pytest.raises(SessionError, match="unknown game"):
        session_create(engine_key="chess", created_by=owner, seats=[SeatSpec("me"), SeatSpec("me")])


def test_it_reads_seat_texts():
    assert SeatSpec.parse("bot:heuristic") == SeatSpec("bot", "heuristic")
    with pytest.raises(SessionError):
        SeatSpec.parse("robot")
