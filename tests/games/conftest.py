"""Fixtures for game-session tests."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient


@pytest.fixture
def eager_celery(monkeypatch):
    """Run enqueued bot turns in-process, even when the suite runs with a real broker (CI)."""
    from league.celery import app

    monkeypatch.setitem(app.conf, "task_always_eager", True)


@pytest.fixture
def api(owner):
    """An API client signed in as ``owner``."""
    client = APIClient()
    client.force_authenticate(owner)
    return client
