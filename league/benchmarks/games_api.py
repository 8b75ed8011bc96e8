"""Game sessions under concurrent load (part of ``benchmark api``).

For the town builder from its start and for a Doomtown game in the middle (day 2 or later, both
gangs on the street): "submit action" and "get view" through the API, and for Doomtown the table's
live fragment as a seated player's browser asks for it ("table view": the HTML the page swaps in).

Each load thread plays its own hot-seat session through the API (so submissions do not collide on
versions) and keeps a local copy of the state to know the next legal action without an extra
request; a finished game is replaced by a fresh copy of the starting position. "get view" reads
random sessions of the pool. Needs PostgreSQL: SQLite serialises every write on one file and would
measure the file lock instead of the service.
"""

from __future__ import annotations

import itertools
import json
import threading
import time
from collections.abc import Callable
from typing import Any

from django.db import connection

from league.benchmarks.http_load import load_beside_baseline, request

BENCH_USER = "bench-games-api"
GAMES = ("townbuilder", "doomtown")
MIDGAME_PLIES = 120  # heuristic moves from the deal: a Doomtown game on day 2-5 with both gangs out
MIDGAME_SEEDS = range(1, 40)


def measure(port: int, *, seconds: float, concurrency: int) -> dict[str, Any]:
    if connection.vendor != "postgresql":
        return {"skipped": "needs PostgreSQL: export DATABASE_URL=postgres://..."}
    from django.conf import settings
    from django.contrib.auth import get_user_model
    from django.test import Client
    from rest_framework.authtoken.models import Token

    user, _ = get_user_model().objects.get_or_create(username=BENCH_USER)
    headers = {
        "Authorization": f"Token {Token.objects.get_or_create(user=user)[0].key}",
        "Content-Type": "application/json",
    }
    browser = Client()
    browser.force_login(user)  # a session cookie the server reads from the shared database
    session_cookie = browser.cookies[settings.SESSION_COOKIE_NAME].value
    cookie = {"Cookie": f"{settings.SESSION_COOKIE_NAME}={session_cookie}", "HX-Request": "true"}
    figures: dict[str, Any] = {"concurrency": concurrency}
    try:
        for game in GAMES:
            tables = _Tables(user, game)
            try:
                figures[game] = _measure_game(port, tables, headers, cookie, seconds, concurrency)
            finally:
                tables.delete()
    finally:
        connection.close()
    return figures


def _measure_game(
    port: int, tables: _Tables, headers: dict[str, str], cookie: dict[str, str], seconds: float, concurrency: int
) -> dict[str, Any]:
    sessions = [tables.new() for _ in range(concurrency)]
    view_ids = itertools.cycle([session.pk for session in sessions])
    view_lock = threading.Lock()

    def next_id() -> int:
        with view_lock:
            return next(view_ids)

    def get_view(port: int) -> int:
        return request(port, "GET", f"/api/sessions/{next_id()}/view/", headers=headers)[0]

    def table_view(port: int) -> int:  # version -1: never current, so the whole fragment is rendered
        return request(port, "GET", f"/play/{next_id()}/live/?version=-1", headers=cookie)[0]

    def submit(port: int) -> int:
        return tables.play_one(lambda path, body: request(port, "POST", path, body=body, headers=headers)[0])

    figures = {
        "start": "the deal" if tables.game == "townbuilder" else f"after {MIDGAME_PLIES} heuristic moves",
        "get view": load_beside_baseline(
            port, "/api/sessions/<id>/view/", seconds=seconds, concurrency=concurrency, make_request=get_view
        ),
        "submit action": load_beside_baseline(
            port, "/api/sessions/<id>/actions/", seconds=seconds, concurrency=concurrency, make_request=submit
        ),
    }
    if tables.game == "doomtown":
        figures["table view"] = load_beside_baseline(
            port, "/play/<id>/live/", seconds=seconds, concurrency=concurrency, make_request=table_view
        )
    figures["cpu ms per request in process"] = _cpu_in_process(tables, sessions[0].pk, headers)
    return figures


def _cpu_in_process(tables: _Tables, session_id: int, headers: dict[str, str]) -> dict[str, float]:
    """The same requests through Django's test client in this process, no HTTP: CPU milliseconds each,
    the least of five batches (the figure the machine's load touches least)."""
    from django.contrib.auth import get_user_model
    from django.test import Client

    api = Client(HTTP_AUTHORIZATION=headers["Authorization"], HTTP_HOST="127.0.0.1")
    browser = Client(HTTP_HOST="127.0.0.1")
    browser.force_login(get_user_model().objects.get(username=BENCH_USER))
    calls = {
        "get view": lambda: api.get(f"/api/sessions/{session_id}/view/").status_code,
        "submit action": lambda: tables.play_one(
            lambda path, body: api.post(path, data=body, content_type="application/json").status_code
        ),
    }
    if tables.game == "doomtown":
        calls["table view"] = lambda: (
            browser.get(f"/play/{session_id}/live/", {"version": -1}, HTTP_HX_REQUEST="true").status_code
        )
    return {name: _least_cpu_ms(call) for name, call in calls.items()}


def _least_cpu_ms(call: Callable[[], int], batches: int = 5, size: int = 20) -> float:
    if call() >= 400:
        raise RuntimeError("an in-process request failed")
    least = float("inf")
    for _ in range(batches):
        started = time.process_time()
        for _ in range(size):
            call()
        least = min(least, (time.process_time() - started) / size)
    return round(1000 * least, 2)


class _Tables:
    """One live session per load thread, with a local state that follows every accepted move."""

    def __init__(self, user: Any, game: str) -> None:
        self.user = user
        self.game = game
        self.local = threading.local()
        self.created: list[int] = []
        self.lock = threading.Lock()
        self.start = _starting_state(game)

    def new(self) -> Any:
        from games.models import GameSession
        from games.services import SeatSpec, session_create

        session = session_create(engine_key=self.game, created_by=self.user, seats=[SeatSpec("me"), SeatSpec("me")])
        if self.start is not None:  # the mid-game position, put in place as the session's state
            GameSession.objects.filter(pk=session.pk).update(state=self.start.to_json())
            session.refresh_from_db()
        with self.lock:
            self.created.append(session.pk)
        return session

    def play_one(self, post: Callable[[str, bytes], int]) -> int:
        """Play this thread's next move with ``post(path, body)``, which answers the status."""
        table = getattr(self.local, "table", None)
        if table is None or table["state"].is_over():
            session = self.new()
            table = self.local.table = {"id": session.pk, "state": session.load_state(), "version": 0}
        state = table["state"]
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        action = legal[table["version"] % len(legal)]
        body = json.dumps({"seat": seat, "action": action, "expected_version": table["version"]}).encode()
        status = post(f"/api/sessions/{table['id']}/actions/", body)
        if status == 201:
            state.apply(seat, action)
            table["version"] += 1
        return status

    def delete(self) -> None:
        from games.models import GameSession

        GameSession.objects.filter(pk__in=self.created).delete()


def _starting_state(game: str) -> Any:
    """None: a new deal; for Doomtown, the first seeded game still running after MIDGAME_PLIES heuristic moves."""
    if game != "doomtown":
        return None
    from automaton.strategies import get_bot
    from games.engines import Rng, find_legal, get_engine

    bot = get_bot("heuristic", game)
    for seed in MIDGAME_SEEDS:
        state, rng = get_engine(game).new_game(players=2, seed=seed), Rng(seed)
        for _ in range(MIDGAME_PLIES):
            seat = state.to_act()[0]
            choice = bot.choose(state.determinize(seat, rng), seat, rng)
            state.apply(seat, find_legal(state.legal_actions(seat), choice))
            if state.is_over():
                break
        if not state.is_over() and state.to_json()["day"] >= 2:  # the contract's view of a Doomtown state
            return state
    raise RuntimeError("no seeded Doomtown game reached the middle")
