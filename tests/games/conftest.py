"""Fixtures for game-session tests."""

from __future__ import annotations

import pytest


@pytest.fixture
def eager_celery(monkeypatch):
    """Run enqueued bot turns in-process, even when the suite runs with a real broker (CI)."""
    from league.celery import app

    monkeypatch.setitem(app.conf, "task_always_eager", True)
