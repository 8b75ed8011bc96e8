"""/healthz: is the database reachable, and is the task broker?"""

from __future__ import annotations

import time

from django.conf import settings
from django.db import connection
from django.http import HttpRequest, JsonResponse
from django.views.decorators.cache import never_cache
from kombu import Connection


def check_database() -> dict[str, object]:
    started = time.perf_counter()
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except Exception as exc:  # any driver error means "down"; report it rather than raise
        return {"ok": False, "error": f"{type(exc).__name__}: {exc}"}
    return {"ok": True, "vendor": connection.vendor, "ms": round((time.perf_counter() - started) * 1000, 2)}


def check_broker() -> dict[str, object]:
    if settings.CELERY_TASK_ALWAYS_EAGER:
        return {"ok": True, "mode": "eager", "detail": "no broker configured; tasks run in-process"}
    started = time.perf_counter()
    try:
        with Connection(settings.CELERY_BROKER_URL, connect_timeout=2) as conn:
            conn.ensure_connection(max_retries=1, timeout=2)
            transport = conn.transport_cls
    except Exception as exc:
        return {"ok": False, "mode": "broker", "error": f"{type(exc).__name__}: {exc}"}
    elapsed_ms = round((time.perf_counter() - started) * 1000, 2)
    return {"ok": True, "mode": "broker", "transport": str(transport), "ms": elapsed_ms}


@never_cache
def healthz(request: HttpRequest) -> JsonResponse:
    checks = {"database": check_database(), "broker": check_broker()}
    healthy = all(check["ok"] for check in checks.values())
    return JsonResponse({"status": "ok" if healthy else "unhealthy", **checks}, status=200 if healthy else 503)
