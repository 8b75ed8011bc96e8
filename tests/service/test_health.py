from __future__ import annotations

import pytest
from django.test import override_settings

# Port 9 (discard) is closed on loopback: a broker that cannot be reached.
BROKER_DOWN = {"CELERY_TASK_ALWAYS_EAGER": False, "CELERY_BROKER_URL": "redis://127.0.0.1:9/0"}


@pytest.mark.django_db
@pytest.mark.parametrize(
    "overrides, status, word, broker_ok",
    [({}, 200, "ok", True), (BROKER_DOWN, 503, "unhealthy", False)],
    ids=["healthy", "broker down"],
)
def test_it_reports_the_database_and_the_broker_and_is_unhealthy_when_the_broker_is_down(
    client, overrides, status, word, broker_ok
):
    with override_settings(**overrides):
        response = client.get("/healthz")

    assert response.status_code == status
    body = response.json()
    assert body["status"] == word
    assert body["broker"]["ok"] is broker_ok
    assert body["database"]["ok"] is True


@pytest.mark.django_db
def test_it_is_never_cached(client):
    response = client.get("/healthz")

    assert "no-cache" in response["Cache-Control"]
