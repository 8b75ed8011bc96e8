"""A move's log row and the session's new state, written with SQL of our own, read back through the
ORM as they were returned: the same values, plies that follow each other, nothing else touched."""

from __future__ import annotations

from games.models import ActionLog, GameSession
from games.services import session_submit_action
from tests.games.helpers import fresh, move, start


def test_the_log_row_a_move_returns_is_the_row_the_orm_reads_back(owner):
    session = start(owner, "me", "me")
    state = session.load_state()
    seat = state.to_act()[0]

    entry = session_submit_action(
        session_id=session.pk,
        seat=seat,
        action=state.legal_actions(seat)[0],
        expected_version=0,
        user=owner,
        explanation="a reason",
    )

    stored = ActionLog.objects.get(pk=entry.pk)
    fields = ["session_id", "ply", "kind", "seat", "action", "state_hash", "reveals", "undone_by_id", "explanation"]
    assert [getattr(stored, name) for name in fields] == [getattr(entry, name) for name in fields]
    assert (stored.user_id, stored.created_at, stored.kind) == (owner.pk, entry.created_at, ActionLog.Kind.ACTION)
    assert stored.reveals is not None  # a hot-seat game examines every move for undo


def test_plies_follow_each_other_from_one_in_each_session(owner):
    first, second = start(owner, "me", "me", seed=1), start(owner, "me", "me", seed=2)
    for _ in range(3):
        move(first, owner)
    move(second, owner)

    assert list(first.log.values_list("ply", flat=True)) == [1, 2, 3]
    assert list(second.log.values_list("ply", flat=True)) == [1]


def test_a_move_writes_the_state_version_and_time_and_leaves_the_rest_of_the_session(owner):
    session = start(owner, "me", "me")
    before = fresh(session)

    move(session, owner)

    after = fresh(session)
    state = after.load_state()
    assert (after.version, after.status, after.result, after.finished_at) == (1, "active", None, None)
    assert after.state == state.to_json() and after.state != before.state
    assert after.updated_at > before.updated_at
    unchanged = ["engine_key", "engine_version", "seed", "options", "players", "invite_token", "created_at"]
    assert [getattr(after, name) for name in unchanged] == [getattr(before, name) for name in unchanged]
    assert GameSession.objects.filter(result__isnull=True, pk=session.pk).exists()  # SQL NULL, not JSON null
