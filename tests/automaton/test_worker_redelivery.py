"""A worker process killed in the middle of a bot move: after redelivery the move is made exactly once.

Needs a broker (CELERY_BROKER_URL) and PostgreSQL, which the worker subprocess shares with the test.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection

from automaton import tasks
from automaton.services import bot_rng, choose_action
from games.models import ActionLog
from games.services import bot_seat_to_act
from tests.conftest import require_service
from tests.games.helpers import fresh, start_bot_first

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]
BASE_DIR = Path(__file__).resolve().parents[2]


def _database_url() -> str:
    db = connection.settings_dict
    password = f":{db['PASSWORD']}" if db.get("PASSWORD") else ""
    return f"postgres://{db['USER']}{password}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"


def _expected_bot_moves(session):
    """What the bots must play from the start until a person is to act, decided as the task decides."""
    state = session.load_state()
    moves = []
    while (seat := bot_seat_to_act(session, state)) is not None:
        action = choose_action(seat.bot, session.engine_key, state, seat.index, bot_rng(session.seed, len(moves) + 1))
        state.apply(seat.index, action)
        moves.append(action)
    return moves


def _wait_for(predicate, seconds, what, log):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}; the worker said:\n{log.read_text()[-3000:]}")


# (bot, game, worker mode): the heuristic's move hangs until killed; the search is killed while it
# thinks (an iteration budget of several seconds, so the moves it must make can be foreseen).
KILLED_MOVES = [
    pytest.param("heuristic", "townbuilder", "pause", id="quick-bot"),
    pytest.param("ismcts:36000", "studios", "search", id="search-bot"),
]


@pytest.mark.parametrize(("bot", "game", "mode"), KILLED_MOVES)
def test_a_worker_killed_mid_move_makes_the_move_exactly_once_after_redelivery(
    owner, monkeypatch, tmp_path, bot, game, mode
):
    require_service(bool(settings.CELERY_BROKER_URL), "no CELERY_BROKER_URL: no real worker to test")
    require_service(connection.vendor == "postgresql", "the worker shares the test database only on PostgreSQL")
    task = tasks.bot_turn_task(bot)
    monkeypatch.setattr(task, "delay", lambda *args: None)  # this test publishes the task itself
    session = start_bot_first(owner, "ismcts:hard" if mode == "search" else bot, game=game, seed=31)
    session.seats.exclude(bot="").update(bot=bot)  # a level the lobby does not offer: one that replays exactly
    session = fresh(session)
    expected = _expected_bot_moves(session)
    assert expected, "the bot must have a move to make"
    queue = f"redelivery-{uuid.uuid4().hex[:8]}"
    env = {**os.environ, "DATABASE_URL": _database_url(), "DB_CONN_MAX_AGE": "0", "BOT_PAUSE_DIR": str(tmp_path)}
    log = tmp_path / "worker.log"
    worker = subprocess.Popen(
        [sys.executable, "-m", "tests.automaton.redelivery_worker", queue, *(["search"] if mode == "search" else [])],
        cwd=BASE_DIR,
        env=env,
        start_new_session=True,
        stdout=log.open("w"),
        stderr=subprocess.STDOUT,
    )
    try:
        task.apply_async((session.pk, 0), queue=queue)
        _wait_for((tmp_path / "started").exists, 120, "the worker to start the bot move", log)
        time.sleep(0.3)
        assert fresh(session).version == 0, "the move must still be in the making when the worker dies"
        os.kill(int((tmp_path / "started").read_text()), signal.SIGKILL)

        _wait_for(lambda: fresh(session).version >= len(expected), 300, "the move after redelivery", log)
        time.sleep(1.0)  # a doubled move would land now
    finally:
        os.killpg(worker.pid, signal.SIGTERM)
        worker.wait(timeout=30)

    rows = list(ActionLog.objects.filter(session=session).order_by("ply"))
    assert [row.action for row in rows] == expected
    assert fresh(session).version == len(expected)
    assert len(list(tmp_path.glob("decision-*"))) == len(expected)  # the killed decision never finished
