"""League tasks. ``ping`` proves that a real worker executes what the web process enqueues."""

from __future__ import annotations

import os
import socket

from celery import shared_task


@shared_task(name="league.ping")
def ping(token: str) -> dict[str, object]:
    return {"token": token, "pid": os.getpid(), "host": socket.gethostname()}
