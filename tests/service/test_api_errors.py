"""Every API error answers one shape: ``{"code", "detail", "errors"?}``, with the status its cause names."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from tests.games.helpers import start


@pytest.fixture
def api():
    return APIClient()


@pytest.mark.django_db
def test_a_bad_token_answers_401_with_the_scheme_to_use(api):
    api.credentials(HTTP_AUTHORIZATION="Token not-a-real-token")

    response = api.get("/api/sessions/1/view/")

    assert response.status_code == 401
    assert response["WWW-Authenticate"] == "Token"
    assert response.json() == {"code": "authentication_failed", "detail": "Invalid token."}


@pytest.mark.django_db
def test_no_credentials_answer_401(api):
    response = api.post("/api/sessions/", {"game": "studios", "seats": ["me", "me"]}, format="json")

    assert response.status_code == 401
    assert response.json()["code"] == "not_authenticated"


@pytest.mark.django_db
def test_a_field_error_names_the_field(api, owner):
    api.force_authenticate(owner)

    response = api.post("/api/sessions/", {"game": "chess", "seats": ["me"]}, format="json")

    body = response.json()
    assert response.status_code == 400
    assert body["code"] == "invalid" and set(body["errors"]) == {"game"}
    assert body["detail"].startswith("game: ")


@pytest.mark.django_db
def test_a_domain_error_keeps_its_status_and_code(api, owner, outsider):
    session = start(owner, "me", "me")
    api.force_authenticate(outsider)

    response = api.get(f"/api/sessions/{session.pk}/view/")

    assert response.status_code == 403
    assert response.json() == {"code": "not_seated", "detail": "you have no seat in this game"}


@pytest.mark.django_db
def test_a_missing_object_answers_404_in_the_same_shape(api, owner):
    api.force_authenticate(owner)

    response = api.get("/api/sessions/999999/view/")

    assert response.status_code == 404
    assert set(response.json()) == {"code", "detail"} and response.json()["code"] == "not_found"


@pytest.mark.django_db
def test_a_stale_version_answers_409(api, owner):
    session = start(owner, "me", "me")
    api.force_authenticate(owner)
    action = api.get(f"/api/sessions/{session.pk}/legal-actions/").json()["actions"][0]

    response = api.post(
        f"/api/sessions/{session.pk}/actions/",
        {"seat": 0, "action": action, "expected_version": session.version + 5},
        format="json",
    )

    assert response.status_code == 409 and response.json()["code"] == "stale_version"
