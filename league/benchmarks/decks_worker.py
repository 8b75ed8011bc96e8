"""Deck submission to stored check through a real Celery worker (part of ``benchmark api``).

Registers decks through the same service as the pages; the check is enqueued on commit, a worker
process picks it up from the broker and writes the report. The figure is the time until the stored
status leaves "being checked". Needs a broker (CELERY_BROKER_URL) and PostgreSQL, like production.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from contextlib import contextmanager
from typing import Any

from django.conf import settings
from django.db import connection

from league.benchmarks.http_load import BASE_DIR
from league.benchmarks.stats import percentile

BENCH_USER = "bench-decks"


@contextmanager
def celery_worker():
    """A worker process on the configured broker and database; stopped afterwards."""
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "celery",
            "-A",
            "league",
            "worker",
            "--quiet",
            "--loglevel=WARNING",
            "--concurrency=1",
            "--without-gossip",
            "--without-mingle",
            "--hostname",
            f"bench-{os.getpid()}@%h",
        ],
        cwd=BASE_DIR,
        env={**os.environ, "DB_CONN_MAX_AGE": "0"},
    )
    try:
        yield proc
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def measure(quick: bool) -> dict[str, Any]:
    if settings.CELERY_TASK_ALWAYS_EAGER:
        return {"skipped": "needs a broker: export CELERY_BROKER_URL=redis://..."}
    if connection.vendor != "postgresql":
        return {"skipped": "needs PostgreSQL: export DATABASE_URL=postgres://..."}
    from django.contrib.auth import get_user_model

    from games.engines.doomtown.cards import load_deck_file
    from league.decks.cards import cards_load
    from league.decks.services import deck_register
    from league.models import Deck, Player

    cards_load()
    user, _ = get_user_model().objects.get_or_create(username=BENCH_USER)
    player = Player.for_user(user)
    deck_doc = load_deck_file("starter-law-dogs")
    latencies: list[float] = []
    with celery_worker():
        for index in range(10 if quick else 40):
            started = time.perf_counter()
            deck = deck_register(owner=player, name=f"bench {index}", data=deck_doc)  # commits, then enqueues
            while Deck.objects.filter(pk=deck.pk, status=Deck.Status.CHECKING).exists():
                if time.perf_counter() - started > 60:
                    raise RuntimeError("no worker stored a check within 60 s")
                time.sleep(0.005)
            latencies.append(time.perf_counter() - started)
    Deck.objects.filter(owner=player).delete()
    return {
        "decks": len(latencies),
        "first_ms": round(latencies[0] * 1000, 1),  # includes the worker's start-up
        "p50_ms": round(percentile(latencies[1:], 0.5) * 1000, 1),
        "p95_ms": round(percentile(latencies[1:], 0.95) * 1000, 1),
    }
