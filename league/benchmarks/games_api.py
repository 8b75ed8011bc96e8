"""Game-session API under concurrent load: "submit action" and "get view" (part of ``benchmark api``).

Each load thread plays its own hot-seat town-builder session through the API (so submissions do
not collide on versions) and keeps a local copy of the state to know the next legal action without
an extra request. "get view" reads random sessions of the pool. Needs PostgreSQL: SQLite serialises
every write on one file and would measure the file lock instead of the service.
"""

from __future__ import annotations

import itertools
import json
import threading
from typing import Any

from django.db import connection

from league.benchmarks.http_load import load, request

BENCH_USER = "bench-games-api"
GAME = "townbuilder"


def measure(port: int, *, seconds: float, concurrency: int) -> dict[str, Any]:
    if connection.vendor != "postgresql":
        return {"skipped": "needs PostgreSQL: export DATABASE_URL=postgres://..."}
    from django.contrib.auth import get_user_model
    from rest_framework.authtoken.models import Token

    user, _ = get_user_model().objects.get_or_create(username=BENCH_USER)
    headers = {
        "Authorization": f"Token {Token.objects.get_or_create(user=user)[0].key}",
        "Content-Type": "application/json",
    }
    tables = _Tables(user)
    try:
        sessions = [tables.new() for _ in range(concurrency)]
        view_ids = itertools.cycle([session.pk for session in sessions])
        view_lock = threading.Lock()

        def get_view(port: int) -> int:
            with view_lock:
                session_id = next(view_ids)
            return request(port, "GET", f"/api/sessions/{session_id}/view/", headers=headers)[0]

        def submit(port: int) -> int:
            return tables.play_one(port, headers)

        return {
            "game": GAME,
            "concurrency": concurrency,
            "get view": load(
                port, "/api/sessions/<id>/view/", seconds=seconds, concurrency=concurrency, make_request=get_view
            ),
            "submit action": load(
                port, "/api/sessions/<id>/actions/", seconds=seconds, concurrency=concurrency, make_request=submit
            ),
        }
    finally:
        tables.delete()
        connection.close()


class _Tables:
    """One live session per load thread, with a local state that follows every accepted move."""

    def __init__(self, user: Any) -> None:
        self.user = user
        self.local = threading.local()
        self.created: list[int] = []
        self.lock = threading.Lock()
        self.seeds = itertools.count(1)

    def new(self) -> Any:
        from games.services import SeatSpec, session_create

        with self.lock:
            seed = next(self.seeds)
        session = session_create(
            engine_key=GAME, created_by=self.user, seats=[SeatSpec("me"), SeatSpec("me")], seed=seed
        )
        with self.lock:
            self.created.append(session.pk)
        return session

    def play_one(self, port: int, headers: dict[str, str]) -> int:
        table = getattr(self.local, "table", None)
        if table is None or table["state"].is_over():
            session = self.new()
            table = self.local.table = {"id": session.pk, "state": session.load_state(), "version": 0}
        state = table["state"]
        seat = state.to_act()[0]
        action = state.legal_actions(seat)[table["version"] % len(state.legal_actions(seat))]
        body = json.dumps({"seat": seat, "action": action, "expected_version": table["version"]}).encode()
        status, _ = request(port, "POST", f"/api/sessions/{table['id']}/actions/", body=body, headers=headers)
        if status == 201:
            state.apply(seat, action)
            table["version"] += 1
        return status

    def delete(self) -> None:
        from games.models import GameSession

        GameSession.objects.filter(pk__in=self.created).delete()
