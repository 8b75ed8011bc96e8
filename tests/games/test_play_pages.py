from __future__ import annotations

import json
import re
from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone

from games.engines import action_key
from games.models import ActionLog, GameSession
from tests.games.helpers import first_legal, fresh, start

HTMX = {"HTTP_HX_REQUEST": "true"}


def _act_form(session, seat, action, version=None):
    return {
        "seat": seat,
        "version": fresh(session).version if version is None else version,
        "action": action_key(action),
    }


def test_it_shows_the_lobby_with_a_new_game_form(client, owner):
    client.force_login(owner)

    response = client.get(reverse("lobby"), {"game": "townbuilder"})

    assert response.status_code == 200
    assert b'name="seat_0"' in response.content and b'name="option_families"' in response.content


def test_the_lobby_swaps_in_the_form_of_another_game(client, owner):
    client.force_login(owner)

    response = client.get(reverse("lobby"), {"game": "townbuilder"}, **HTMX)

    assert response.status_code == 200
    assert response.content.lstrip().startswith(b'<form method="post" action="/play/new/" id="new-game"')


def test_it_starts_a_game_from_the_lobby(client, owner):
    client.force_login(owner)

    response = client.post(
        reverse("lobby-create"),
        {
            "game": "townbuilder",
            "seat_0": "me",
            "seat_1": "bot:heuristic",
            "option_reserve_start": '"full"',
            "option_families": "4",
            "seed": "42",
        },
    )

    session = GameSession.objects.get()
    assert response.status_code == 302 and response["Location"] == reverse("game", args=[session.pk])
    assert (session.seed, session.options) == (42, {"reserve_start": "full", "families": 4})
    assert session.seats.get(index=1).bot == "heuristic"


def test_the_lobby_refuses_a_tampered_seat_choice(client, owner):
    client.force_login(owner)

    response = client.post(reverse("lobby-create"), {"game": "townbuilder", "seat_0": "me", "seat_1": "bot:cheat"})

    assert response.status_code == 400
    assert not GameSession.objects.exists()


def test_the_lobby_needs_a_login(client):
    assert client.get(reverse("lobby")).status_code == 302


def test_it_draws_the_table_with_my_legal_actions(client, owner):
    session = start(owner, "me", "me", seed=3)
    seat, action = first_legal(session)
    client.force_login(owner)

    response = client.get(reverse("game", args=[session.pk]))

    assert response.status_code == 200
    assert b"<svg" in response.content and b"board-townbuilder" in response.content
    assert action_key(action).encode() in response.content.replace(b"&quot;", b'"')


def test_every_move_form_posts_to_this_games_move_url_with_and_without_javascript(client, owner):
    session = start(owner, "me", "me", seed=3)
    state = fresh(session).load_state()
    legal = state.legal_actions(state.to_act()[0])
    client.force_login(owner)

    page = client.get(reverse("game-live", args=[session.pk]), {"version": -1}, **HTMX).content.decode()

    forms = re.findall(
        r'<form method="post" action="([^"]*)" hx-post="([^"]*)"[^>]*class="inline-form action-form"', page
    )
    url = reverse("game-act", args=[session.pk])
    assert len(legal) > 1 and forms == [(url, url)] * len(legal)


def test_a_move_posted_without_javascript_redirects_back_to_the_table(client, owner):
    session = start(owner, "me", "me", seed=3)
    seat, action = first_legal(session)
    client.force_login(owner)

    response = client.post(reverse("game-act", args=[session.pk]), _act_form(session, seat, action))

    assert response.status_code == 302
    assert fresh(session).version == 1


def test_a_move_posted_with_htmx_answers_with_the_live_table(client, owner):
    session = start(owner, "me", "me", seed=3)
    seat, action = first_legal(session)
    client.force_login(owner)

    response = client.post(reverse("game-act", args=[session.pk]), _act_form(session, seat, action), **HTMX)

    assert response.status_code == 200
    assert response.content.lstrip().startswith(b'<section id="live" data-version="1"')


@pytest.mark.parametrize(
    ("change", "status", "message"),
    [
        ({"action": '{"type": "build", "building": "town_hall"}'}, 400, "not a legal action"),
        ({"action": "not json"}, 400, "not valid JSON"),
        ({"action": "[1, 2]"}, 400, "a JSON object"),
        ({"version": "7"}, 409, "moved on"),
        ({"version": "x"}, 400, "the form was not valid"),
        ({"seat": "5"}, 400, "no seat 5"),
    ],
)
def test_a_tampered_move_form_gets_a_clear_error_and_changes_nothing(client, owner, change, status, message):
    session = start(owner, "me", "me", seed=3)
    seat, action = first_legal(session)
    client.force_login(owner)
    form = {**_act_form(session, seat, action), **change}

    for extra in ({}, HTMX):
        response = client.post(reverse("game-act", args=[session.pk]), form, **extra)
        assert response.status_code == status
        assert message in response.content.decode()

    assert fresh(session).version == 0
    assert not ActionLog.objects.exists()


def test_someone_without_a_seat_cannot_move(client, owner, outsider):
    session = start(owner, "me", "me", seed=3)
    seat, action = first_legal(session)

    assert client.post(reverse("game-act", args=[session.pk]), _act_form(session, seat, action)).status_code == 403
    client.force_login(outsider)
    response = client.post(reverse("game-act", args=[session.pk]), _act_form(session, seat, action))

    assert response.status_code == 403 and "you do not hold seat" in response.content.decode()
    assert fresh(session).version == 0


def test_a_spectator_sees_the_table_without_hands_or_buttons(client, owner, outsider):
    session = start(owner, "me", "me", seed=3)
    client.force_login(outsider)

    response = client.get(reverse("game", args=[session.pk]))

    body = response.content.decode()
    assert response.status_code == 200 and "You are watching" in body
    assert "game-act" not in body and 'name="action"' not in body
    assert "hand-card" not in body


def test_the_live_fragment_answers_204_while_nothing_changed(client, owner):
    session = start(owner, "me", "bot:random", seed=3)
    client.force_login(owner)
    url = reverse("game-live", args=[session.pk])

    assert client.get(url, {"version": 0}, **HTMX).status_code == 204
    response = client.get(url, {"version": 99}, **HTMX)
    assert response.status_code == 200 and "HX-Request" in response["Vary"]


def test_it_shows_the_thinking_indicator_and_polls_while_a_bot_must_act(client, owner):
    from tests.games.helpers import start_bot_first

    session = start_bot_first(owner, "random", seed=3)
    client.force_login(owner)

    body = client.get(reverse("game", args=[session.pk])).content.decode()

    assert "Random bot is thinking" in body
    assert 'hx-trigger="every 750ms"' in body  # a new move shows within a second


def test_the_replay_viewer_steps_through_the_log(client, owner):
    session = start(owner, "me", "me", seed=3)
    client.force_login(owner)
    for _ in range(3):
        seat, action = first_legal(session)
        client.post(reverse("game-act", args=[session.pk]), _act_form(session, seat, action))

    response = client.get(reverse("game-replay", args=[session.pk]), {"step": 1})

    assert response.status_code == 200
    assert "Move 1 of 3" in response.content.decode()
    nav = re.search(r'<nav class="replay-nav".*?</nav>', response.content.decode(), re.S).group(0)
    assert nav.count('<svg class="icon"') == 4 and not {"\u23ee", "\u23ed"} & set(nav)  # no glyph in Debian's fonts
    fragment = client.get(reverse("game-replay", args=[session.pk]), {"step": 2}, **HTMX)
    assert fragment.content.lstrip().startswith(b'<section id="stage">')


def test_a_game_saved_under_older_rules_says_so_instead_of_replaying(client, owner):
    session = start(owner, "me", "me", seed=3)
    seat, action = first_legal(session)
    client.force_login(owner)
    client.post(reverse("game-act", args=[session.pk]), _act_form(session, seat, action))
    type(session).objects.filter(pk=session.pk).update(engine_version=session.engine.version - 1)

    response = client.get(reverse("game-replay", args=[session.pk]))

    assert response.status_code == 409
    assert "cannot continue or replay it" in response.content.decode()


@pytest.mark.parametrize("game", ["townbuilder", "deadwood", "studios", "doomtown"])
def test_the_table_of_a_game_saved_under_older_rules_says_so_instead_of_failing(client, owner, game):
    session = start(owner, "me", "bot:random", game=game, seed=3)
    older = session.engine.version - 1
    state = {**session.state, "version": older} if "version" in session.state else session.state
    long_ago = timezone.now() - timedelta(hours=1)  # a bot seat silent that long is nudged when the page is read
    GameSession.objects.filter(pk=session.pk).update(engine_version=older, state=state, updated_at=long_ago)
    client.force_login(owner)

    page = client.get(reverse("game", args=[session.pk]))
    fragment = client.get(reverse("game-live", args=[session.pk]), **HTMX)
    api = client.get(reverse("api-session-view", args=[session.pk]))

    assert page.status_code == fragment.status_code == api.status_code == 409
    for answer in (page.content.decode(), fragment.content.decode(), api.json()["detail"]):
        assert f"saved by version {older} of the rules" in answer and "cannot continue or replay it" in answer


def test_the_invitee_joins_by_link_and_the_game_starts(client, owner, opponent):
    session = start(owner, "me", "invite", seed=3)
    client.force_login(owner)
    page = client.get(reverse("game", args=[session.pk])).content.decode()
    assert reverse("game-join", args=[session.invite_token]) in page
    client.force_login(opponent)

    response = client.post(reverse("game-join", args=[session.invite_token]))

    assert response.status_code == 302
    joined = fresh(session)
    assert joined.status == "active" and joined.seats.get(index=1).user == opponent
    assert client.post(reverse("game-join", args=[session.invite_token])).status_code == 400


def test_a_finished_game_shows_the_score_breakdown(client, owner):
    from tests.games.helpers import play_out

    finished = play_out(start(owner, "me", "me", seed=3), owner)
    client.force_login(owner)

    body = client.get(reverse("game", args=[finished.pk])).content.decode()

    assert "Final scores" in body and "Poker:" in body
    assert json.dumps(finished.result["scores"][0]) in body


def test_a_hot_seat_player_sees_the_seat_that_must_act(client, owner):
    from tests.games.helpers import move

    session = start(owner, "me", "me", seed=3)
    client.force_login(owner)
    for _ in range(12):
        seat = fresh(session).load_state().to_act()[0]
        body = client.get(reverse("game", args=[session.pk])).content.decode()
        name = f"{owner.player.display_name} ({seat + 1})"  # both seats are the owner's: place added
        assert f"Your turn: {name}" in body and "(seat " not in body
        assert f'name="seat" value="{seat}"' in body
        move(session, owner)


def test_a_move_for_the_bots_seat_is_refused(client, owner):
    from tests.games.helpers import start_bot_first

    session = start_bot_first(owner, "random", seed=3)
    seat, action = first_legal(session)
    client.force_login(owner)

    response = client.post(reverse("game-act", args=[session.pk]), _act_form(session, seat, action), **HTMX)

    assert response.status_code == 403 and f"you do not hold seat {seat}" in response.content.decode()
    assert fresh(session).version == 0


def test_undo_from_the_table_takes_the_turn_back(client, owner):
    session = start(owner, "me", "me", seed=3)
    client.force_login(owner)
    seat, action = first_legal(session)
    client.post(reverse("game-act", args=[session.pk]), _act_form(session, seat, action))
    row = ActionLog.objects.get()
    assert row.reveals is False, "the first move of this deal reveals nothing"

    response = client.post(reverse("game-undo", args=[session.pk]), {"seat": seat, "version": 1}, **HTMX)

    assert response.status_code == 200 and "(undone)" in response.content.decode()
    assert fresh(session).state == start(owner, "me", "me", seed=3).state
    assert client.post(reverse("game-undo", args=[session.pk]), {"seat": seat, "version": 1}).status_code == 409


def test_undo_from_the_table_is_refused_to_someone_without_a_seat(client, owner, outsider):
    session = start(owner, "me", "me", seed=3)
    seat, action = first_legal(session)
    client.force_login(owner)
    client.post(reverse("game-act", args=[session.pk]), _act_form(session, seat, action))
    client.force_login(outsider)

    response = client.post(reverse("game-undo", args=[session.pk]), {"seat": seat, "version": 1})

    assert response.status_code == 403
    assert fresh(session).version == 1


def test_a_rematch_starts_a_new_deal_with_the_same_seats_and_options(client, owner, outsider):
    from tests.games.helpers import play_out

    finished = play_out(start(owner, "me", "me", seed=3, options={"families": 4}), owner)
    client.force_login(outsider)
    assert client.post(reverse("game-rematch", args=[finished.pk])).status_code == 403
    client.force_login(owner)
    assert "Play again" in client.get(reverse("game", args=[finished.pk])).content.decode()

    response = client.post(reverse("game-rematch", args=[finished.pk]))

    again = GameSession.objects.exclude(pk=finished.pk).get()
    assert response.status_code == 302 and response["Location"] == reverse("game", args=[again.pk])
    assert again.options == finished.options and again.status == "active"
    assert [seat.user_id for seat in again.seats.all()] == [owner.pk, owner.pk]


def test_a_game_in_progress_offers_no_rematch(client, owner):
    session = start(owner, "me", "me", seed=3)
    client.force_login(owner)

    response = client.post(reverse("game-rematch", args=[session.pk]))

    assert response.status_code == 400 and "finished casual game" in response.content.decode()
    assert GameSession.objects.count() == 1


def test_a_score_sheet_names_each_line_and_the_winner_in_words():
    from games.scoresheets import score_sheet

    result = {
        "scores": [81, 84],
        "placements": [2, 1],
        "details": {
            "formula": "dollars + credits + 5 x rank",
            "seats": [
                {"dollars": 34, "credits": 37, "rank": 2, "rank_points": 10, "score": 81},
                {"dollars": 36, "credits": 33, "rank": 3, "rank_points": 15, "score": 84},
            ],
        },
    }

    sheet = score_sheet("studios", result, {0: "Alice", 1: "Random bot"})

    assert sheet["headline"] == "Random bot wins."
    assert [row["person"]["name"] for row in sheet["rows"]] == ["Random bot", "Alice"]
    assert sheet["rows"][1]["lines"] == [("Dollars", 34), ("Credits", 37), ("Rank 2 × 5", 10)]


def test_a_doomtown_score_sheet_says_how_the_game_was_won():
    from games.scoresheets import score_sheet

    result = {
        "scores": [1.0, 0.0],
        "placements": [1, 2],
        "details": {
            "reason": "control of the town",
            "day": 3,
            "control": [5, 1],
            "influence": [4, 3],
            "victory_points": [0, 0],
        },
    }

    sheet = score_sheet("doomtown", result, {0: "Alice", 1: "Doomtown Automaton (Gunfighter)"})

    assert sheet["headline"].startswith("Alice wins on day 3: more control points at Sundown")
    assert [row["score"] for row in sheet["rows"]] == ["won", "lost"]
    assert ("Control points", 5) in sheet["rows"][0]["lines"]


def test_a_deadwood_score_sheet_shows_cash_fines_and_why_the_game_ended():
    from games.scoresheets import score_sheet

    result = {
        "scores": [9, 40],
        "placements": [2, 1],
        "details": {
            "end": "train_station",
            "winners": [1],
            "final_shootout": None,
            "seats": [
                {"cash": 12, "posters": 2, "fine": 3, "stage_depot_bonus": 0, "money": 9},
                {"cash": 40, "posters": 0, "fine": 0, "stage_depot_bonus": 0, "money": 40},
            ],
        },
    }

    sheet = score_sheet("deadwood", result, {0: "Alice", 1: "Bob"})

    assert sheet["headline"] == "Bob wins."
    assert sheet["rows"][1]["lines"] == [("Cash", "$12"), ("Fine for 2 wanted posters", "−$3")]
    assert sheet["notes"] == ["The game ended because the railroad reached Deadwood: the Train Station was built."]


@pytest.mark.parametrize("max_days", ["0", "-3"])
def test_the_lobby_refuses_options_the_game_cannot_use(client, owner, max_days):
    client.force_login(owner)

    response = client.post(
        reverse("lobby-create"),
        {"game": "doomtown", "seat_0": "me", "seat_1": "bot:random", "option_max_days": max_days},
    )

    assert response.status_code == 400 and "the game refused these options" in response.content.decode()
    assert not GameSession.objects.exists()


def test_the_doomtown_lobby_offers_decks_from_lists_and_no_json_boxes(client, owner):
    client.force_login(owner)
    page = client.get(reverse("lobby"), {"game": "doomtown"}).content.decode()
    assert 'name="option_decks"' not in page and 'name="option_automaton"' not in page and ">null<" not in page
    assert 'name="solo_my_deck"' in page and "Starter: Outlaws" in page


def test_a_doomtown_game_against_a_bot_seats_the_chosen_deck(client, owner):
    client.force_login(owner)
    form = {"game": "doomtown", "seat_0": "me", "seat_1": "bot:heuristic", "option_max_days": "30"}

    client.post(reverse("lobby-create"), {**form, "solo_my_deck": "starter-outlaws", "option_decks": '"x"'})

    session = GameSession.objects.get()
    assert session.options["decks"] == ["starter-outlaws", "starter-entrepreneurs"]  # posted JSON is ignored


def test_the_lobby_refuses_a_deck_it_does_not_offer(client, owner):
    client.force_login(owner)
    form = {"game": "doomtown", "seat_0": "me", "seat_1": "bot:random", "option_max_days": "30"}

    response = client.post(reverse("lobby-create"), {**form, "solo_my_deck": "../../etc/passwd"})

    assert response.status_code == 400 and not GameSession.objects.exists()


def test_the_undo_button_shows_only_when_there_is_a_move_to_take_back(client, owner):
    session = start(owner, "me", "me", seed=3)
    client.force_login(owner)
    page = reverse("game", args=[session.pk])
    assert "Undo my turn" not in client.get(page).content.decode()

    seat, action = first_legal(session)
    client.post(reverse("game-act", args=[session.pk]), _act_form(session, seat, action))

    assert "Undo my turn" in client.get(page).content.decode()
