"""Concurrent writers on one session: exactly one wins. Meaningful on PostgreSQL (row locks);
SQLite serialises writers on the whole file and may refuse the loser as 'locked' instead."""

from __future__ import annotations

import pytest
from celery.exceptions import Retry
from django.db import OperationalError, connection

from automaton import tasks
from games.models import ActionLog
from games.services import StaleVersion, session_submit_action
from tests.games.helpers import fresh, start, start_bot_first
from tests.races import race

pytestmark = pytest.mark.django_db(transaction=True)
LOSER_OUTCOMES = {"stale", "locked"} if connection.vendor == "sqlite" else {"stale"}


def _race(*calls):
    """Run the calls at once; return what each did, or how it was refused."""
    return race(
        *calls,
        refusals={
            StaleVersion: lambda _: "stale",
            OperationalError: lambda _: "locked",
            Retry: lambda _: "retry",  # the bot task met the other's row lock and asked to run again later
        },
    )


@pytest.fixture
def no_broker(monkeypatch):
    """Bot turns are run by the test itself, never by an enqueued task."""
    monkeypatch.setattr(tasks.play_bot_turn, "delay", lambda *args: None)


@pytest.mark.parametrize("round_number", range(4))
def test_two_concurrent_submissions_for_one_version_apply_exactly_once(owner, round_number):
    session = start(owner, "me", "me", seed=3 + round_number)
    state = session.load_state()
    seat = state.to_act()[0]
    legal = state.legal_actions(seat)

    def submit(action):
        return lambda: (
            session_submit_action(session_id=session.pk, seat=seat, action=action, expected_version=0, user=owner)
            and "applied"
        )

    outcomes = _race(submit(legal[0]), submit(legal[-1]))

    assert outcomes.count("applied") == 1 and set(outcomes) - {"applied"} <= LOSER_OUTCOMES
    assert fresh(session).version == 1
    assert ActionLog.objects.filter(session=session).count() == 1


def test_a_bot_task_delivered_twice_at_once_applies_once(owner, no_broker):
    session = start_bot_first(owner, "heuristic", seed=5)

    outcomes = _race(
        lambda: tasks.play_bot_turn.apply(args=(session.pk, 0), throw=True).get(),
        lambda: tasks.play_bot_turn.apply(args=(session.pk, 0), throw=True).get(),
    )

    assert outcomes.count(True) == 1 and set(outcomes) - {True} <= {False, "locked", "retry"}
    assert tasks.play_bot_turn.apply(args=(session.pk, 0), throw=True).get() is False  # the retry, later
    assert fresh(session).version == 1
    assert ActionLog.objects.filter(session=session).count() == 1
