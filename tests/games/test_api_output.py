"""The game API's JSON, byte for byte: keys, their order and their values, as clients read them."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from games.engines.doomtown.cards import load_deck_file
from games.models import ActionLog
from tests.games.helpers import first_legal, fresh, move, play_out, start


def _json(doc) -> bytes:
    """As DRF's renderer writes it: compact, in the order given."""
    return json.dumps(doc, separators=(",", ":"), ensure_ascii=False).encode()


def test_a_submitted_move_answers_its_ply_version_status_and_no_hash_while_the_game_runs(api, owner):
    session = start(owner, "me", "me", seed=3)
    seat, action = first_legal(session)

    response = api.post(
        reverse("api-session-submit", args=[session.pk]),
        {"seat": seat, "action": action, "expected_version": 0},
        format="json",
    )

    assert response.status_code == 201
    assert response.content == _json({"ply": 1, "version": 1, "state_hash": None, "status": "active"})


def test_the_last_move_of_a_game_answers_the_state_hash(api, owner):
    session = start(owner, "me", "me", seed=3)
    for _ in range(2000):  # first legal moves up to the one that ends the game
        state = fresh(session).load_state()
        seat = state.to_act()[0]
        action = state.legal_actions(seat)[0]
        ahead = state.clone()
        ahead.apply(seat, action)
        if ahead.is_over():
            break
        move(session, owner)
    session = fresh(session)

    response = api.post(
        reverse("api-session-submit", args=[session.pk]),
        {"seat": seat, "action": action, "expected_version": session.version},
        format="json",
    )

    last = ActionLog.objects.filter(session=session).latest("ply")
    expected = {"ply": last.ply, "version": session.version + 1, "state_hash": last.state_hash, "status": "finished"}
    assert response.status_code == 201 and last.state_hash
    assert response.content == _json(expected)


def test_the_log_lists_each_row_as_the_viewer_may_see_it(api, owner):
    session = start(owner, "me", "me", game="doomtown", seed=1)
    for _ in range(4):  # both seats pick their starting gangs: hidden from the other seat
        move(session, owner)
    session = fresh(session)
    rows = list(ActionLog.objects.filter(session=session).order_by("ply"))

    response = api.get(reverse("api-session-log", args=[session.pk]), {"seat": 0})

    hidden = {"type": "gang", "label": "a hidden choice"}
    assert {row.seat for row in rows} == {0, 1}
    entries = [
        {
            "ply": row.ply,
            "kind": "action",
            "seat": row.seat,
            "action": row.action if row.seat == 0 else hidden,
            "undone": False,
            "explanation": "",
        }
        for row in rows
    ]
    assert response.content == _json({"version": session.version, "entries": entries})


def test_legal_actions_answer_version_seat_and_actions(api, owner):
    session = start(owner, "me", "me", seed=3)
    state = session.load_state()
    seat = state.to_act()[0]

    response = api.get(reverse("api-session-legal", args=[session.pk]), {"seat": seat})

    assert response.content == _json({"version": 0, "seat": seat, "actions": state.legal_actions(seat)})


def _session_json(session, options) -> dict:
    return {
        "id": session.pk,
        "game": session.engine_key,
        "engine_version": session.engine_version,
        "seed": None,
        "chosen_deal": True,
        "options": options,
        "status": "active",
        "version": session.version,
        "seats": [{"index": seat.index, "occupant": seat.occupant, "bot": seat.bot} for seat in session.seats.all()],
    }


def test_the_view_answers_the_session_seat_turn_and_the_seats_own_view(api, owner):
    session = start(owner, "me", "me", game="doomtown", seed=1)
    for _ in range(4):  # both seats pick their starting gangs: hidden from the other seat
        move(session, owner)
    session = fresh(session)
    state = session.load_state()

    answers = [api.get(reverse("api-session-view", args=[session.pk]), {"seat": seat}).content for seat in (0, 1)]

    assert state.view(0) != state.view(1)
    for seat, answer in enumerate(answers):
        expected = {
            "session": _session_json(session, session.options),
            "seat": seat,
            "to_act": state.to_act(),
            "view": state.view(seat),
            "result": None,
        }
        assert answer == _json(expected)


def test_the_view_shows_another_seats_decklist_only_by_name_and_outfit(api, owner):
    decks = [load_deck_file("starter-law-dogs"), load_deck_file("starter-outlaws")]
    session = start(owner, "me", "bot:random", game="doomtown", seed=5, options={"decks": decks})
    state = session.load_state()

    answer = api.get(reverse("api-session-view", args=[session.pk])).content

    session.refresh_from_db()  # the options as stored: PostgreSQL's jsonb keeps keys in its own order
    mine, theirs = session.options["decks"]
    covered = {**session.options, "decks": [mine, {"name": theirs["name"], "outfit": theirs["outfit"]}]}
    assert len(theirs["cards"]) > 0
    expected = {
        "session": _session_json(session, covered),
        "seat": 0,
        "to_act": state.to_act(),
        "view": state.view(0),
        "result": None,
    }
    assert answer == _json(expected)


def test_legal_actions_are_empty_for_a_seat_that_is_not_to_act(api, owner):
    session = start(owner, "me", "me", seed=3)
    waiting = 1 - session.load_state().to_act()[0]

    response = api.get(reverse("api-session-legal", args=[session.pk]), {"seat": waiting})

    assert response.content == _json({"version": 0, "seat": waiting, "actions": []})


def test_the_view_of_a_finished_game_answers_its_result(api, owner):
    session = play_out(start(owner, "me", "me", seed=3), owner)
    state = session.load_state()
    assert session.status == "finished"

    answer = api.get(reverse("api-session-view", args=[session.pk]), {"seat": 1}).content

    shown = {**_session_json(session, session.options), "seed": session.public_seed, "status": "finished"}
    expected = {"session": shown, "seat": 1, "to_act": state.to_act(), "view": state.view(1), "result": session.result}
    assert answer == _json(expected) and session.result["placements"]


def test_the_view_is_written_as_its_serializer_the_schemas_description_writes_it(owner):
    """``seated_view_json`` skips building the serializer for speed: both must write the same bytes,
    for a running game with hidden cards and decklists, a game with a bot and an open seat, and a finished game."""
    from games.api import SeatedTable, SessionViewApi, seated_view_json
    from games.views.access import get_session

    decks = [load_deck_file("starter-law-dogs"), load_deck_file("starter-outlaws")]
    hidden = start(owner, "me", "me", game="doomtown", seed=1, options={"decks": decks})
    for _ in range(4):
        move(hidden, owner)
    sessions = [
        hidden,
        start(owner, "me", "bot:random", seed=4),
        start(owner, "me", "invite", seed=5),
        play_out(start(owner, "me", "me", seed=3), owner),
    ]
    for session in sessions:
        session = get_session(session.pk)
        state = session.load_state()
        for seat in (0, 1):
            table = SeatedTable(session, state, seat)
            described = SessionViewApi.OutputSerializer(table, context={"seat": seat}).data
            assert _json(seated_view_json(table)) == _json(described)


def test_a_submitted_move_is_answered_as_its_serializer_the_schemas_description_writes_it(owner):
    """``submitted_move_json`` skips building the serializer for speed: the same bytes for a move in a
    running game and for the move that ends one."""
    from games.api import SubmitActionApi, submitted_move_json

    running = start(owner, "me", "me", seed=3)
    move(running, owner)
    finished = play_out(start(owner, "me", "me", seed=5), owner)
    for session in (running, finished):
        entry = ActionLog.objects.select_related("session").filter(session=session).latest("ply")
        described = SubmitActionApi.OutputSerializer(entry).data
        assert _json(submitted_move_json(entry)) == _json(described)
    assert fresh(finished).status == "finished"


@pytest.mark.parametrize(
    "body",
    [
        {"seat": 0, "action": {"type": "pass"}, "expected_version": 3},
        {"seat": 1, "action": {}, "expected_version": 0, "extra": "ignored"},
        {"seat": 2, "action": {"type": "build", "card": 7, "label": "Build"}, "expected_version": 12},
    ],
)
def test_a_well_formed_move_is_read_as_its_serializer_reads_it(body):
    from games.api import SubmitActionApi, well_formed_move

    described = SubmitActionApi.InputSerializer(data=body)

    assert described.is_valid() and well_formed_move(body) == described.validated_data


@pytest.mark.parametrize(
    "body",
    [
        {"seat": "0", "action": {}, "expected_version": 0},  # DRF coerces the string: the serializer reads it
        {"seat": 0.0, "action": {}, "expected_version": 0},
        {"seat": True, "action": {}, "expected_version": 0},
        {"seat": -1, "action": {}, "expected_version": 0},
        {"seat": 0, "action": {}, "expected_version": -1},
        {"seat": 0, "action": [], "expected_version": 0},
        {"seat": 0, "action": None, "expected_version": 0},
        {"seat": 0, "expected_version": 0},
        {"action": {}, "expected_version": 0},
        {"seat": 0, "action": {}},
        [{"seat": 0, "action": {}, "expected_version": 0}],
        "seat=0",
    ],
)
def test_any_other_body_is_left_to_the_serializer(body):
    from games.api import well_formed_move

    assert well_formed_move(body) is None
