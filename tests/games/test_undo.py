from __future__ import annotations

import pytest

from games.engines import replay
from games.models import ActionLog
from games.services import (
    IllegalMove,
    NotPlayable,
    NotSeated,
    StaleVersion,
    live_actions,
    session_join,
    session_undo,
    undo_available,
    undo_start,
)
from tests.games.helpers import fresh, move, seat_to_act, start, start_bot_first


def _rows(session):
    return list(ActionLog.objects.filter(session=session).order_by("ply"))


def _play_until(session, user, done, limit=200):
    for _ in range(limit):
        if done(_rows(session)):
            return
        move(session, user)
    raise AssertionError("the position never came up")


def _mid_turn(rows):
    """The seat to act has made a foreseeable move in its current turn."""
    return bool(rows) and rows[-1].reveals is False and any(row.reveals for row in rows)


def _live_state(session, rows):
    return replay(
        session.engine_key, players=2, seed=session.seed, options=session.options, actions=[row.entry() for row in rows]
    )


def test_it_takes_back_the_current_turn_and_keeps_the_log_as_witness(owner):
    session = start(owner, "me", "me", seed=3)
    _play_until(session, owner, lambda rows: _mid_turn(rows) and rows[-1].seat == seat_to_act(session))
    rows = _rows(session)
    seat = rows[-1].seat
    start_index = len(rows)
    while start_index > 0 and rows[start_index - 1].seat == seat and rows[start_index - 1].reveals is False:
        start_index -= 1
    before = fresh(session)

    undo = session_undo(session_id=session.pk, seat=seat, expected_version=before.version, user=owner)

    after = fresh(session)
    assert after.state == _live_state(session, rows[:start_index]).to_json()
    assert after.version == before.version + 1
    assert undo.kind == "undo" and undo.ply == len(rows) + 1 and undo.action["from_ply"] == rows[start_index].ply
    assert [row.undone_by_id for row in _rows(session)[:-1]] == [None] * start_index + [undo.pk] * (
        len(rows) - start_index
    )


def test_it_never_undoes_past_a_draw(owner):
    session = start(owner, "me", "me", seed=3)
    _play_until(
        session, owner, lambda rows: bool(rows) and rows[-1].reveals is True and seat_to_act(session) != rows[-1].seat
    )
    rows = _rows(session)
    before = fresh(session)

    for seat in (0, 1):
        with pytest.raises(IllegalMove, match="nothing to undo"):
            session_undo(session_id=session.pk, seat=seat, expected_version=before.version, user=owner)

    assert (fresh(session).version, len(_rows(session))) == (before.version, len(rows))


def test_play_goes_on_after_an_undo_and_the_live_log_replays_to_the_state(owner):
    session = start(owner, "me", "me", seed=3)
    _play_until(session, owner, lambda rows: _mid_turn(rows) and rows[-1].seat == seat_to_act(session))
    seat = _rows(session)[-1].seat
    session_undo(session_id=session.pk, seat=seat, expected_version=fresh(session).version, user=owner)
    for _ in range(10):
        move(session, owner, pick=1)

    live = [row for row in _rows(session) if row.kind == "action" and row.undone_by_id is None]
    assert fresh(session).state == _live_state(session, live).to_json()


def test_it_refuses_undo_when_two_people_play(owner, opponent):
    session = start(owner, "me", "invite", seed=3)
    session_join(invite_token=session.invite_token, user=opponent)
    first = seat_to_act(session)
    user = owner if first == 0 else opponent
    move(session, user)

    with pytest.raises(NotPlayable, match="solo and hot-seat"):
        session_undo(session_id=session.pk, seat=first, expected_version=fresh(session).version, user=user)


def test_it_refuses_undo_for_someone_else_or_a_stale_version(owner, outsider):
    session = start(owner, "me", "me", seed=3)
    move(session, owner)
    version = fresh(session).version

    with pytest.raises(NotSeated):
        session_undo(session_id=session.pk, seat=0, expected_version=version, user=outsider)
    with pytest.raises(StaleVersion):
        session_undo(session_id=session.pk, seat=0, expected_version=version - 1, user=owner)
    assert fresh(session).version == version


def test_it_never_undoes_a_turn_once_someone_else_has_acted(owner):
    session = start(owner, "me", "me", seed=3)
    _play_until(
        session, owner, lambda rows: len(rows) >= 2 and rows[-2].reveals is False and rows[-2].seat != rows[-1].seat
    )
    earlier = _rows(session)[-2].seat
    before = fresh(session)

    with pytest.raises(IllegalMove, match="nothing to undo"):
        session_undo(session_id=session.pk, seat=earlier, expected_version=before.version, user=owner)

    assert fresh(session).version == before.version


def test_the_table_offers_undo_exactly_when_an_undo_would_take_something_back(owner):
    session = start(owner, "me", "me", seed=3)
    offered, undone = 0, False
    for _ in range(40):
        current = fresh(session)
        for seat in (0, 1):
            would = undo_start(live_actions(current), seat) is not None  # what session_undo goes by
            assert undo_available(current, seat) == would
            offered += would
        mover = current.load_state().to_act()[0]
        if not undone and undo_available(current, mover):  # undone rows must drop out of the answer too
            session_undo(session_id=current.pk, seat=mover, expected_version=current.version, user=owner)
            undone = True
        else:
            move(session, owner)
    assert offered and undone


def test_a_bots_moves_are_not_examined_for_undo_and_its_opponents_are(owner):
    session = start_bot_first(owner, seed=3)
    bot = seat_to_act(session)
    while seat_to_act(session) == bot:
        move(session, None)  # as the automaton submits its moves
    move(session, owner)

    *bots, mine = _rows(session)
    assert bots and {row.seat for row in bots} == {bot} and {row.reveals for row in bots} == {None}
    assert mine.seat != bot and mine.reveals is not None
    assert undo_available(fresh(session), mine.seat) == (mine.reveals is False)
