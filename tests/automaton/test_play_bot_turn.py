from __future__ import annotations

from automaton.services import bot_rng, choose_action
from automaton.tasks import play_bot_turn
from games.models import ActionLog
from tests.games.helpers import fresh, play_out, start, start_bot_first


def test_it_moves_for_the_bot_seat_that_must_act(owner):
    session = start_bot_first(owner, "heuristic", seed=21)
    state = session.load_state()
    seat = state.to_act()[0]

    assert play_bot_turn.apply(args=(session.pk, 0)).get() is True

    row = ActionLog.objects.get(session=session)
    expected = choose_action("heuristic", "townbuilder", state, seat, bot_rng(session.seed, 1))
    assert (row.seat, row.user, row.action) == (seat, None, expected)
    assert fresh(session).version == 1


def test_a_task_delivered_twice_applies_once(owner):
    session = start_bot_first(owner, seed=22)

    first = play_bot_turn.apply(args=(session.pk, 0)).get()
    second = play_bot_turn.apply(args=(session.pk, 0)).get()

    assert (first, second) == (True, False)
    assert ActionLog.objects.filter(session=session).count() == 1
    assert fresh(session).version == 1


def test_it_does_nothing_when_a_human_must_act(owner):
    session = start_bot_first(owner, seed=23)
    session.seats.update(bot="", user=owner)

    assert play_bot_turn.apply(args=(session.pk, 0)).get() is False
    assert not ActionLog.objects.filter(session=session).exists()


def test_it_does_nothing_for_a_missing_session(db):
    assert play_bot_turn.apply(args=(999_999, 0)).get() is False


def test_bots_play_after_each_human_move_until_the_game_ends(owner, django_capture_on_commit_callbacks, eager_celery):
    with django_capture_on_commit_callbacks(execute=True):
        session = start(owner, "me", "bot:heuristic", seed=24)
    for _ in range(1000):
        with django_capture_on_commit_callbacks(execute=True):
            finished = play_out(session, owner, seed=5)
        if finished.is_finished():
            break

    assert finished.is_finished()
    rows = list(ActionLog.objects.filter(session=session).order_by("ply"))
    assert {row.seat for row in rows if row.user is None} == {1}
    assert {row.seat for row in rows if row.user is not None} == {0}
    assert finished.version == len(rows)


def test_a_bot_choice_that_is_illegal_in_the_real_game_is_logged_and_replaced(owner, monkeypatch, caplog):
    class Confused:
        name = "confused"

        def choose(self, state, seat, rng):
            return {"type": "nonsense"}

    monkeypatch.setattr("automaton.services.get_bot", lambda name, game: Confused())
    session = start_bot_first(owner, seed=26)
    state = session.load_state()

    assert play_bot_turn.apply(args=(session.pk, 0)).get() is True

    row = ActionLog.objects.get(session=session)
    assert row.action in state.legal_actions(row.seat)
    assert "not legal in the real game" in caplog.text


def test_a_bot_silent_for_too_long_is_sent_again_by_the_polling_page(client, owner, monkeypatch):
    from datetime import timedelta

    from django.urls import reverse
    from django.utils import timezone

    from games.models import GameSession
    from games.services import BOT_STALL

    sent = []
    monkeypatch.setattr(play_bot_turn, "delay", lambda *args: sent.append(args))
    session = start_bot_first(owner, seed=27)
    client.force_login(owner)
    live = reverse("game-live", args=[session.pk])

    client.get(live, {"version": 0}, HTTP_HX_REQUEST="true")
    assert sent == []  # a fresh bot turn is left alone
    GameSession.objects.filter(pk=session.pk).update(updated_at=timezone.now() - BOT_STALL - timedelta(seconds=1))
    client.get(live, {"version": 0}, HTTP_HX_REQUEST="true")
    client.get(live, {"version": 0}, HTTP_HX_REQUEST="true")  # a second page, or the next poll

    assert sent == [(session.pk, 0)]  # sent again once per stall, however often pages poll
