"""Wrong passwords are limited per account and address: the N+1st is refused for the window, with Retry-After."""

from __future__ import annotations

import pytest
from django.test import override_settings
from django.urls import reverse

pytestmark = pytest.mark.django_db
LIMIT = 3


@pytest.fixture(autouse=True)
def small_limits():
    with override_settings(
        LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS=LIMIT, LOGIN_FAILURES_PER_ADDRESS=10, LOGIN_FAILURE_WINDOW_SECONDS=600
    ):
        yield


def _login(client, password, address="198.51.100.7", path="login"):
    return client.post(reverse(path), {"username": "alice", "password": password}, REMOTE_ADDR=address)


def test_the_attempt_after_the_limit_is_refused_even_with_the_right_password(client, owner):
    for _ in range(LIMIT):
        assert _login(client, "wrong").status_code == 200  # the form again, with its error

    refused = _login(client, "pw-alice")

    assert refused.status_code == 429
    assert 0 < int(refused["Retry-After"]) <= 601
    assert "try again in about 10 minutes" in refused.content.decode()


def test_the_right_password_still_works_from_another_address(client, owner):
    for _ in range(LIMIT + 1):
        _login(client, "wrong")

    response = _login(client, "pw-alice", address="203.0.113.9")

    assert response.status_code == 302 and response["Location"] == reverse("home")


def test_the_window_ends_and_the_account_may_be_tried_again(client, owner, monkeypatch):
    import time

    for _ in range(LIMIT):
        _login(client, "wrong")
    later = time.time() + 601
    monkeypatch.setattr(time, "time", lambda: later)

    from league.login_limits import retry_after

    assert retry_after("198.51.100.7", "alice") == 0


def test_one_address_trying_many_accounts_is_limited_too(client, owner):
    for number in range(10):
        client.post(reverse("login"), {"username": f"someone{number}", "password": "x"}, REMOTE_ADDR="192.0.2.1")

    assert _login(client, "anything", address="192.0.2.1").status_code == 429


def test_the_admin_login_is_limited(client, owner):
    for _ in range(LIMIT):
        _login(client, "wrong", path="admin:login")

    assert _login(client, "wrong", path="admin:login").status_code == 429


def test_the_api_token_endpoint_is_limited_and_answers_json(client, owner):
    url = reverse("api-token")
    for _ in range(LIMIT):
        assert (
            client.post(
                url,
                {"username": "alice", "password": "wrong"},
                content_type="application/json",
                REMOTE_ADDR="198.51.100.7",
            ).status_code
            == 400
        )

    refused = client.post(
        url, {"username": "alice", "password": "wrong"}, content_type="application/json", REMOTE_ADDR="198.51.100.7"
    )

    assert refused.status_code == 429 and refused.json()["code"] == "throttled" and refused["Retry-After"]
