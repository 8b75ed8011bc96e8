"""HTTP throughput and latency of the real app under gunicorn on loopback.

The bare ``/baseline`` view is served side by side with the measured pages, in bursts alternating
with each page's (``load_beside_baseline``): on a noisy shared machine the ratio to it is the
figure that holds.
"""

from __future__ import annotations

from typing import Any

from league import gunicorn_conf
from league.benchmarks import decks_worker, games_api
from league.benchmarks.http_load import gunicorn_server, load, load_beside_baseline

PATHS = ("/", "/healthz")


def run(quick: bool = False) -> dict[str, Any]:
    seconds = 2.0 if quick else 8.0
    with gunicorn_server() as port:
        load(port, "/baseline", seconds=0.5, concurrency=4)  # warm up both workers
        results = {"/baseline": load(port, "/baseline", seconds=seconds, concurrency=8)}
        results |= {path: load_beside_baseline(port, path, seconds=seconds, concurrency=8) for path in PATHS}
        games = games_api.measure(port, seconds=seconds, concurrency=8)
    return {
        "server": f"gunicorn as manage.py start serves: {gunicorn_conf.workers} workers of "
        f"{gunicorn_conf.threads} threads, loopback",
        "concurrency": 8,
        "pages": results,
        "games": games,
        "deck_check_through_worker": decks_worker.measure(quick),
    }
