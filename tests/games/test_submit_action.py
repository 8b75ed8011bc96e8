from __future__ import annotations

import pytest

from games import services
from games.engines import action_key
from games.models import ActionLog, GameSession
from games.services import IllegalMove, NotPlayable, NotSeated, StaleVersion, session_submit_action
from tests.games.helpers import fresh, move, play_out, start


def submit_at_version_0(session, seat, action, user):
    """Submit as a client that saw the session as it started (version 0)."""
    return session_submit_action(session_id=session.pk, seat=seat, action=action, expected_version=0, user=user)


def _unchanged(session, before):
    after = fresh(session)
    assert (after.version, after.state) == (before.version, before.state)
    assert not ActionLog.objects.filter(session=session).exists()


def test_it_applies_a_legal_action_and_logs_it(owner):
    session = start(owner, "me", "me")
    state = session.load_state()
    seat = state.to_act()[0]
    action = state.legal_actions(seat)[0]

    entry = submit_at_version_0(session, seat, action, owner)

    state.apply(seat, action)
    after = fresh(session)
    assert after.version == 1
    assert after.state == state.to_json()
    assert (entry.ply, entry.seat, entry.state_hash, entry.user) == (1, seat, state.state_hash(), owner)
    assert action_key(entry.action) == action_key(action)


def test_it_rejects_a_stale_version_with_a_clear_message(owner):
    session = start(owner, "me", "me")
    move(session, owner)
    before = fresh(session)
    state = before.load_state()
    seat = state.to_act()[0]

    with pytest.raises(StaleVersion, match="you saw version 0, it is now 1"):
        submit_at_version_0(session, seat, state.legal_actions(seat)[0], owner)

    assert fresh(session).version == 1
    assert ActionLog.objects.filter(session=session).count() == 1


def test_a_move_another_move_overtook_after_it_was_read_is_refused_and_writes_nothing(owner, monkeypatch):
    session = start(owner, "me", "me")
    state = session.load_state()
    seat = state.to_act()[0]
    first, second = state.legal_actions(seat)[0], state.legal_actions(seat)[-1]
    read_state = services._load

    def read_then_overtaken(read: GameSession):
        """The session as the move read it; then another request's move is written first."""
        loaded = read_state(read)
        monkeypatch.setattr(services, "_load", read_state)
        submit_at_version_0(session, seat, first, owner)
        return loaded

    monkeypatch.setattr(services, "_load", read_then_overtaken)
    with pytest.raises(StaleVersion, match="you saw version 0, it is now 1"):
        submit_at_version_0(session, seat, second, owner)

    state.apply(seat, first)
    assert (fresh(session).version, fresh(session).state) == (1, state.to_json())
    assert [action_key(row.action) for row in ActionLog.objects.filter(session=session)] == [action_key(first)]


def test_it_rejects_an_illegal_action_and_changes_nothing(owner):
    session = start(owner, "me", "me")
    before = fresh(session)
    seat = before.load_state().to_act()[0]

    with pytest.raises(IllegalMove, match="not a legal action"):
        submit_at_version_0(session, seat, {"type": "build", "building": "saloon"}, owner)

    _unchanged(session, before)


def test_it_rejects_an_action_for_a_seat_that_is_not_to_act(owner):
    session = start(owner, "me", "me")
    before = fresh(session)
    state = before.load_state()
    idle = 1 - state.to_act()[0]

    with pytest.raises(IllegalMove, match=f"not seat {idle}'s turn"):
        submit_at_version_0(session, idle, state.legal_actions(state.to_act()[0])[0], owner)

    _unchanged(session, before)


def test_it_rejects_a_move_for_another_players_seat(owner, opponent):
    session = start(owner, "me", "bot:random")
    before = fresh(session)
    state = before.load_state()
    seat = state.to_act()[0]

    with pytest.raises(NotSeated, match=f"you do not hold seat {seat}"):
        submit_at_version_0(session, seat, state.legal_actions(seat)[0], opponent)

    _unchanged(session, before)


def test_it_lets_only_the_automaton_move_for_a_bot_seat(owner):
    session = start(owner, "bot:random", "me")
    before = fresh(session)
    state = before.load_state()
    seat = state.to_act()[0]
    human = 1

    with pytest.raises(NotSeated):
        submit_at_version_0(session, 0, state.legal_actions(seat)[0], owner)
    with pytest.raises(NotSeated, match="not a bot seat"):
        submit_at_version_0(session, human, state.legal_actions(seat)[0], None)

    _unchanged(session, before)


def test_it_refuses_moves_before_the_invitee_joins(owner):
    session = start(owner, "me", "invite")
    before = fresh(session)
    seat = 0

    with pytest.raises(NotPlayable, match="has not started"):
        submit_at_version_0(session, seat, {"type": "end_actions"}, owner)

    _unchanged(session, before)


def test_it_finishes_the_session_with_the_engine_result_and_reports_no_match(owner):
    from games.services import session_finished

    reports = []
    session_finished.connect(lambda **kwargs: reports.append(kwargs), weak=False, dispatch_uid="no-match-report")
    try:
        finished = play_out(start(owner, "me", "me", seed=3), owner)
    finally:
        session_finished.disconnect(dispatch_uid="no-match-report")

    state = finished.load_state()
    assert finished.status == "finished" and finished.finished_at is not None
    assert finished.result == state.result().to_json()
    assert [report["session"].match_ref for report in reports] == [None]  # the hook fires; no match to report
    with pytest.raises(NotPlayable, match="over"):
        session_submit_action(
            session_id=finished.pk,
            seat=0,
            action={"type": "end_actions"},
            expected_version=finished.version,
            user=owner,
        )


def test_it_reports_a_finished_match_through_the_hook(owner):
    from games.services import session_finished

    reports = []

    def receiver(sender, session, result, **kwargs):
        reports.append((session.match_ref, result["placements"]))

    session_finished.connect(receiver)
    try:
        finished = play_out(start(owner, "me", "me", seed=None, match_ref="match-17"), owner)
    finally:
        session_finished.disconnect(receiver)

    assert reports == [("match-17", finished.result["placements"])]


@pytest.mark.django_db(transaction=True)
def test_a_final_move_whose_report_fails_is_not_saved(owner):
    from games.services import session_finished

    def refuse(**kwargs):
        raise RuntimeError("the league could not record the result")

    session = start(owner, "me", "me", seed=3)
    session_finished.connect(refuse, weak=False, dispatch_uid="failing-report")
    try:
        with pytest.raises(RuntimeError, match="could not record"):
            play_out(session, owner)
    finally:
        session_finished.disconnect(dispatch_uid="failing-report")

    after = fresh(session)
    assert (after.status, after.finished_at, after.result) == ("active", None, None)
    assert not after.load_state().is_over()
    assert ActionLog.objects.filter(session=session).count() == after.version
