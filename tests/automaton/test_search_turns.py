"""Search bots at the table: their own queue, progress on the table, one move per version."""

from __future__ import annotations

from django.conf import settings
from django.urls import reverse

from automaton import tasks
from automaton.models import BotThinking
from automaton.strategies import available_bots, bot_label
from games.models import ActionLog, GameSession
from tests.games.helpers import fresh, start_bot_first


def test_the_lobby_offers_the_difficulties_and_the_automaton(client, owner):
    assert available_bots("townbuilder") == ["random", "heuristic:easy", "heuristic", "ismcts:hard", "ismcts:expert"]
    assert available_bots("doomtown")[-1] == "gunfighter"
    assert [bot_label(name) for name in available_bots("studios")[1:]] == [
        "Easy", "Normal", "Hard (thinks ~1 s a move)", "Expert (thinks ~5 s a move)",
    ]  # fmt: skip
    client.force_login(owner)
    page = client.get(reverse("lobby"), {"game": "townbuilder"}).content.decode()
    assert 'value="bot:ismcts:expert"' in page and "Bot: Expert (thinks ~5 s a move)" in page
    assert '<option value="bot:heuristic" selected>' in page  # a new table still seats the Normal bot


def test_a_search_bot_seat_starts_from_the_lobby(client, owner):
    client.force_login(owner)
    response = client.post(reverse("lobby-create"), {"game": "studios", "seat_0": "me", "seat_1": "bot:ismcts:hard"})
    assert response.status_code == 302
    assert [seat.bot for seat in GameSession.objects.get().seats.order_by("index")] == ["", "ismcts:hard"]


def test_search_turns_go_to_a_queue_of_their_own(owner, monkeypatch, django_capture_on_commit_callbacks):
    sent = []
    monkeypatch.setattr(tasks.play_search_turn, "delay", lambda *args: sent.append(("search", args)))
    monkeypatch.setattr(tasks.play_bot_turn, "delay", lambda *args: sent.append(("quick", args)))
    with django_capture_on_commit_callbacks(execute=True):
        searching = start_bot_first(owner, "ismcts:hard", seed=41)
        quick = start_bot_first(owner, "heuristic", seed=41)
    assert sent == [("search", (searching.pk, 0)), ("quick", (quick.pk, 0))]
    assert settings.CELERY_TASK_ROUTES["automaton.play_search_turn"] == {"queue": "search"}
    # A worker started without -Q (as in CI) consumes both.
    assert {queue.name for queue in settings.CELERY_TASK_QUEUES} == {"celery", "search"}


def test_a_search_move_reports_its_playouts_and_is_made_once(owner):
    session = start_bot_first(owner, "ismcts:hard", seed=42)

    assert tasks.play_search_turn.apply(args=(session.pk, 0)).get() is True
    assert tasks.play_search_turn.apply(args=(session.pk, 0)).get() is False  # a redelivery of the same version

    thinking = BotThinking.objects.get(session=session)
    assert thinking.version == 0 and thinking.playouts > 0
    row = ActionLog.objects.get(session=session)
    assert row.user is None and "playouts" in row.explanation
    assert fresh(session).version == 1


def test_the_table_shows_the_playouts_while_the_search_thinks(client, owner):
    session = start_bot_first(owner, "ismcts:hard", seed=43)
    client.force_login(owner)
    BotThinking.objects.create(session=session, version=session.version, playouts=1800)
    table = client.get(reverse("game-live", args=[session.pk])).content.decode()
    assert 'is thinking…<span id="thinking-progress"> <span class="thinking-progress">(1,800 playouts)</span>' in table

    BotThinking.objects.filter(session=session).update(version=session.version + 7)  # another move's search
    assert "playouts)" not in client.get(reverse("game-live", args=[session.pk])).content.decode()


def test_a_page_showing_a_search_gets_its_playouts_at_the_same_version(client, owner):
    session = start_bot_first(owner, "ismcts:hard", seed=44)
    client.force_login(owner)
    url = reverse("game-live", args=[session.pk])
    page = client.get(url).content.decode()
    assert "thinking=1" in page  # the poll asks for progress while the bot works
    BotThinking.objects.create(session=session, version=session.version, playouts=2500)
    assert client.get(url, {"version": session.version}).status_code == 204  # nothing new for other pages
    answer = client.get(url, {"version": session.version, "thinking": 1})
    assert answer.status_code == 200 and "(2,500 playouts)" in answer.content.decode()


def test_a_poll_while_a_search_thinks_gets_only_the_playouts_and_204_while_they_stand_still(client, owner):
    session = start_bot_first(owner, "ismcts:hard", seed=45)
    client.force_login(owner)
    url = reverse("game-live", args=[session.pk])
    assert 'hx-include="#thinking-progress input"' in client.get(url).content.decode()
    BotThinking.objects.create(session=session, version=session.version, playouts=300)
    poll = {"version": session.version, "thinking": 1, "seat": 0}

    answer = client.get(url, {**poll, "playouts": 0}, HTTP_HX_REQUEST="true")
    line = answer.content.decode()
    assert answer.status_code == 200 and answer["HX-Reswap"] == "none"  # the table stays as it is
    assert line.startswith('<span id="thinking-progress" hx-swap-oob="true">') and "(300 playouts)" in line
    assert 'name="playouts" value="300"' in line and 'id="live"' not in line and "<form" not in line

    assert client.get(url, {**poll, "playouts": 300}, HTTP_HX_REQUEST="true").status_code == 204
    BotThinking.objects.filter(session=session).update(playouts=900)
    assert "(900 playouts)" in client.get(url, {**poll, "playouts": 300}, HTTP_HX_REQUEST="true").content.decode()
