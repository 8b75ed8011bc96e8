"""A task enqueued through the real broker is executed by a separate worker process."""

from __future__ import annotations

import os
import uuid

import pytest
from django.conf import settings

from league.tasks import ping
from tests.conftest import require_service

pytestmark = pytest.mark.worker


def test_a_real_worker_runs_a_task_enqueued_through_the_broker():
    require_service(
        not settings.CELERY_TASK_ALWAYS_EAGER and bool(settings.CELERY_RESULT_BACKEND),
        "no CELERY_BROKER_URL/result backend configured: tasks run eagerly in-process",
    )
    token = uuid.uuid4().hex

    try:
        result = ping.delay(token).get(timeout=30)
    except Exception as exc:  # a missing worker shows up as a timeout or a connection error
        require_service(False, f"no Celery worker answered through {settings.CELERY_BROKER_URL}: {exc}")

    assert result["token"] == token
    assert result["pid"] != os.getpid()
