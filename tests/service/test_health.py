from __future__ import annotations

import pytest
from django.test import override_settings


@pytest.mark.django_db
def test_it_reports_healthy_database_and_broker(client):
    response = client.get("/healthz")

    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "ok"
    assert body["database"]["ok"] is True
    assert body["broker"]["ok"] is True


@pytest.mark.django_db
def test_it_reports_unhealthy_when_the_broker_is_down(client):
    # Port 9 (discard) is closed on loopback: a broker that cannot be reached.
    with override_settings(CELERY_TASK_ALWAYS_EAGER=False, CELERY_BROKER_URL="redis://127.0.0.1:9/0"):
        response = client.get("/healthz")

    assert response.status_code == 503
    body = response.json()
    assert body["status"] == "unhealthy"
    assert body["broker"]["ok"] is False
    assert body["database"]["ok"] is True


@pytest.mark.django_db
def test_it_is_never_cached(client):
    response = client.get("/healthz")

    assert "no-cache" in response["Cache-Control"]
