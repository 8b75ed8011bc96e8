"""The game API's JSON, byte for byte: keys, their order and their values, as clients read them."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse
from rest_framework.test import APIClient

from games.models import ActionLog
from tests.games.helpers import fresh, move, start


@pytest.fixture
def api(owner):
    client = APIClient()
    client.force_authenticate(owner)
    return client


def _json(doc) -> bytes:
    """As DRF's renderer writes it: compact, in the order given."""
    return json.dumps(doc, separators=(",", ":"), ensure_ascii=False).encode()


def test_a_submitted_move_answers_its_ply_version_status_and_no_hash_while_the_game_runs(api, owner):
    session = start(owner, "me", "me", seed=3)
    state = session.load_state()
    seat = state.to_act()[0]
    action = state.legal_actions(seat)[0]

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
