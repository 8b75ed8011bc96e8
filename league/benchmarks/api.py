"""HTTP throughput and latency of the real app under gunicorn on loopback.

The bare ``/baseline`` view is served side by side with the measured pages: on a noisy shared
machine the ratio to it is the figure that holds.
"""

from __future__ import annotations

from typing import Any

from league import gunicorn_conf
from league.benchmarks import decks_worker, games_api
from league.benchmarks.http_load import gunicorn_server, load

PATHS = ("/baseline", "/", "/healthz")


def run(quick: bool = False) -> dict[str, Any]:
    seconds = 2.0 if quick else 8.0
    with gunicorn_server() as port:
        load(port, "/baseline", seconds=0.5, concurrency=4)  # warm up both workers
        results = {path: load(port, path, seconds=seconds, concurrency=8) for path in PATHS}
        games = games_api.measure(port, seconds=seconds, concurrency=8)
    baseline_rps = results["/baseline"]["requests_per_second"] or 1
    measured = list(results.values())
    measured += [figures for game in games.values() if isinstance(game, dict) for figures in game.values()]
    for figures in measured:
        if isinstance(figures, dict) and "requests_per_second" in figures:
            figures["ratio_to_baseline"] = round(figures["requests_per_second"] / baseline_rps, 3)
    return {
        "server": f"gunicorn as manage.py start serves: {gunicorn_conf.workers} workers of "
        f"{gunicorn_conf.threads} threads, loopback",
        "concurrency": 8,
        "pages": results,
        "games": games,
        "deck_check_through_worker": decks_worker.measure(quick),
    }
