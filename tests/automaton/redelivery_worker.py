"""A real Celery worker for the redelivery tests; run as ``python -m tests.automaton.redelivery_worker QUEUE [search]``.

The first bot decision it makes writes its process id to ``$BOT_PAUSE_DIR/started`` and hangs, so
the test can kill that pool process mid-task; later decisions run normally. With ``search`` it does
not hang: it writes the file when the search first reports progress and thinks on, so the test
kills a real search in the middle. Each finished decision leaves a ``decision-*`` file. The worker
consumes only QUEUE and routes the bot turns it enqueues there too, so no other worker takes part.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "league.settings")
django.setup()

from automaton import services  # noqa: E402
from league.celery import app  # noqa: E402

PAUSE_DIR = Path(os.environ["BOT_PAUSE_DIR"])
decide = services.choose_action


def choose_after_first_pause(*args, **kwargs):
    started = PAUSE_DIR / "started"
    if not started.exists():
        started.write_text(str(os.getpid()))
        time.sleep(600)  # the test kills this process here
    (PAUSE_DIR / f"decision-{os.getpid()}-{time.monotonic_ns()}").touch()
    return decide(*args, **kwargs)


record_thinking = services.record_thinking


def note_first_progress(**kwargs):
    started = PAUSE_DIR / "started"
    if not started.exists():
        started.write_text(str(os.getpid()))
    record_thinking(**kwargs)


def choose_and_note(*args, **kwargs):
    action = decide(*args, **kwargs)
    (PAUSE_DIR / f"decision-{os.getpid()}-{time.monotonic_ns()}").touch()
    return action


if __name__ == "__main__":
    queue = sys.argv[1]
    if sys.argv[2:] == ["search"]:
        services.record_thinking = note_first_progress
        services.choose_action = choose_and_note
    else:
        services.choose_action = choose_after_first_pause
    bot_tasks = ("automaton.play_bot_turn", "automaton.play_search_turn")
    app.conf.task_routes = {name: {"queue": queue} for name in bot_tasks}
    app.worker_main(
        [
            "worker",
            "-Q",
            queue,
            "--concurrency=1",
            "--pool=prefork",
            "--loglevel=WARNING",
            "--without-gossip",
            "--without-mingle",
            "--without-heartbeat",
            "-n",
            f"{queue}@%h",
        ]
    )
