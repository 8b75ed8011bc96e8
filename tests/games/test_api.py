from __future__ import annotations

import pytest
from django.urls import reverse
from rest_framework.test import APIClient

from games.models import ActionLog, GameSession
from tests.games.helpers import first_legal, fresh, start


def _url(name, session):
    return reverse(name, args=[session.pk])


def test_it_creates_a_session(api):
    response = api.post(
        reverse("api-session-create"), {"game": "townbuilder", "seats": ["me", "bot:random"], "seed": 9}, format="json"
    )

    assert response.status_code == 201
    session = GameSession.objects.get()
    body = response.json()
    assert body["id"] == session.pk and session.seed == 9 and session.chosen_deal
    assert body["seed"] is None and body["chosen_deal"] is True  # published only once the game is over
    assert [seat["occupant"] for seat in response.json()["seats"]] == ["Alice", "random bot"]


def test_it_refuses_a_session_it_cannot_seat(api):
    response = api.post(reverse("api-session-create"), {"game": "townbuilder", "seats": ["me", "robot"]}, format="json")

    assert response.status_code == 400 and "a seat is 'me'" in response.json()["detail"]
    assert not GameSession.objects.exists()


def test_it_gives_me_my_view_and_my_legal_actions(api, owner):
    session = start(owner, "me", "me", seed=3)
    state = session.load_state()
    seat = state.to_act()[0]

    view = api.get(_url("api-session-view", session), {"seat": seat}).json()
    legal = api.get(_url("api-session-legal", session), {"seat": seat}).json()

    assert view["view"] == state.view(seat) and view["seat"] == seat and view["session"]["version"] == 0
    assert legal == {"version": 0, "seat": seat, "actions": state.legal_actions(seat)}


def test_it_applies_a_submitted_action_and_logs_it(api, owner):
    session = start(owner, "me", "me", seed=3)
    seat, action = first_legal(session)

    response = api.post(
        _url("api-session-submit", session), {"seat": seat, "action": action, "expected_version": 0}, format="json"
    )

    assert response.status_code == 201 and response.json()["version"] == 1
    log = api.get(_url("api-session-log", session)).json()
    assert [(entry["ply"], entry["seat"], entry["kind"]) for entry in log["entries"]] == [(1, seat, "action")]


@pytest.mark.parametrize(
    ("change", "status", "code"),
    [
        ({"expected_version": 3}, 409, "stale_version"),
        ({"action": {"type": "build", "building": "town_hall"}}, 400, "illegal_action"),
        ({"seat": 9}, 400, "invalid"),
    ],
)
def test_it_refuses_a_bad_submission_and_changes_nothing(api, owner, change, status, code):
    session = start(owner, "me", "me", seed=3)
    state = session.load_state()
    seat = state.to_act()[0]
    body = {"seat": seat, "action": state.legal_actions(seat)[0], "expected_version": 0, **change}

    response = api.post(_url("api-session-submit", session), body, format="json")

    assert response.status_code == status and response.json()["code"] == code
    assert fresh(session).version == 0 and not ActionLog.objects.exists()


def test_it_refuses_a_malformed_submission(api, owner):
    session = start(owner, "me", "me", seed=3)

    response = api.post(_url("api-session-submit", session), {"seat": 0, "action": "end"}, format="json")

    assert response.status_code == 400
    body = response.json()
    assert body["code"] == "invalid" and set(body["errors"]) == {"action", "expected_version"}


def test_it_refuses_everything_to_someone_without_a_seat(owner, outsider):
    session = start(owner, "me", "me", seed=3)
    state = session.load_state()
    seat = state.to_act()[0]
    client = APIClient()
    client.force_authenticate(outsider)

    for name in ("api-session-view", "api-session-legal", "api-session-log"):
        response = client.get(_url(name, session))
        assert response.status_code == 403 and response.json()["code"] == "not_seated"
    response = client.post(
        _url("api-session-submit", session),
        {"seat": seat, "action": state.legal_actions(seat)[0], "expected_version": 0},
        format="json",
    )
    assert response.status_code == 403
    assert fresh(session).version == 0


def test_it_refuses_a_seat_i_do_not_hold(api, owner):
    session = start(owner, "me", "bot:random", seed=3)

    response = api.get(_url("api-session-view", session), {"seat": 1})

    assert response.status_code == 403 and "you do not hold seat 1" in response.json()["detail"]


def test_anonymous_callers_are_turned_away(owner):
    session = start(owner, "me", "me", seed=3)

    assert APIClient().get(_url("api-session-view", session)).status_code == 401
    assert APIClient().post(reverse("api-session-create"), {}, format="json").status_code == 401
