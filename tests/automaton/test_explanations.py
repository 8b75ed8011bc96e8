"""Bot explanations in the game log: stored with the action row, shown in the table's log and the replay."""

from __future__ import annotations

from django.urls import reverse
from django.utils.html import escape

from automaton import services
from automaton.services import bot_rng, choose_action
from automaton.tasks import play_bot_turn
from games.engines import Rng
from games.models import ActionLog
from tests.games.helpers import fresh, start_bot_first, submit


def _gunfighter_first(owner):
    return start_bot_first(owner, "gunfighter", game="doomtown", seed=5)


def test_it_stores_the_automatons_explanation_with_its_log_row(owner):
    session = _gunfighter_first(owner)
    state = session.load_state()
    seat = state.to_act()[0]
    notes: list[str] = []
    expected_action = choose_action("gunfighter", "doomtown", state, seat, bot_rng(session.seed, 1), notes=notes)

    assert play_bot_turn.apply(args=(session.pk, 0)).get() is True

    row = ActionLog.objects.get(session=session)
    assert row.action == expected_action
    assert notes and row.explanation == notes[0]


def test_a_bot_that_gives_no_reason_leaves_the_explanation_empty(owner):
    session = start_bot_first(owner, "random", seed=22)

    play_bot_turn.apply(args=(session.pk, 0)).get()

    assert ActionLog.objects.get(session=session).explanation == ""


def _human_seat(session, owner):
    return session.seats.get(user=owner).index


def _play_until_a_public_bot_move(session, owner, limit=400):
    """Random moves for the owner's seat and bot turns until the bot makes a move everyone may see."""
    rng = Rng(3)
    for _ in range(limit):
        current = fresh(session)
        state = current.load_state()
        seat = state.to_act()[0]
        if current.seats.get(index=seat).is_bot:
            play_bot_turn.apply(args=(current.pk, current.version)).get()
            row = ActionLog.objects.filter(session=session).latest("ply")
            if not row.action["type"].startswith("gang_") and row.explanation:
                return row
        else:
            submit(current, seat, rng.choice(state.legal_actions(seat)), owner)
    raise AssertionError("the bot made no public move")


def test_the_table_log_and_the_replay_show_the_explanation(client, owner):
    session = _gunfighter_first(owner)
    row = _play_until_a_public_bot_move(session, owner)
    client.force_login(owner)

    table = client.get(reverse("game", args=[session.pk])).content.decode()
    replay = client.get(reverse("game-replay", args=[session.pk])).content.decode()

    seat = {"seat": _human_seat(session, owner)}
    log = client.get(reverse("api-session-log", args=[session.pk]), seat).json()["entries"]

    assert f"Why: {escape(row.explanation)}" in table
    assert f"Why: {escape(row.explanation)}" in replay
    assert next(entry for entry in log if entry["ply"] == row.ply)["explanation"] == row.explanation


def test_the_reason_for_a_secret_choice_stays_hidden_from_the_other_seat(client, owner):
    session = _gunfighter_first(owner)
    play_bot_turn.apply(args=(session.pk, 0)).get()
    row = ActionLog.objects.get(session=session)
    assert row.action["type"].startswith("gang_") and row.explanation  # starting gangs are chosen in secret
    client.force_login(owner)

    table = client.get(reverse("game", args=[session.pk])).content.decode()
    replay = client.get(reverse("game-replay", args=[session.pk])).content.decode()

    seat = {"seat": _human_seat(session, owner)}
    log = client.get(reverse("api-session-log", args=[session.pk]), seat).json()["entries"]

    assert escape(row.explanation) not in table and escape(row.explanation) not in replay
    assert log[0]["explanation"] == ""
    assert "a hidden choice" in table


def test_a_choice_illegal_in_the_real_game_is_explained_as_the_random_fallback(owner, monkeypatch):
    class Stubborn:
        name = "stubborn"
        last_explanation = "because it wanted to"

        def choose(self, state, seat, rng):
            return {"type": "no_such_move", "label": "nothing"}

    monkeypatch.setattr(services, "get_bot", lambda name, game: Stubborn())
    session = start_bot_first(owner, "random", seed=22)
    state = session.load_state()
    seat = state.to_act()[0]
    notes: list[str] = []

    action = choose_action("random", "townbuilder", state, seat, bot_rng(session.seed, 1), notes=notes)

    assert action in state.legal_actions(seat)
    assert notes == ["its choice was not legal in the real game: played a random legal action instead"]


def test_the_bots_moves_since_yours_stand_above_the_board_with_its_reason(client, owner):
    session = _gunfighter_first(owner)
    row = _play_until_a_public_bot_move(session, owner)
    client.force_login(owner)

    table = client.get(reverse("game", args=[session.pk])).content.decode()

    recent = table[table.index('id="recent-moves"') : table.index("</ol>", table.index('id="recent-moves"'))]
    assert "Since your last move" in recent
    line = recent[recent.index(f'data-ply="{row.ply}"') :]
    assert line.startswith(f'data-ply="{row.ply}" data-bot="Doomtown Automaton (Gunfighter)"')
    assert f"Why: {escape(row.explanation)}" in line
