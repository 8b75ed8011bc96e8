"""Celery tasks for bot players: primitive ids in, one service call out.

A search bot thinks for seconds, so its turns go to a queue of their own (``search``): a
worker that consumes only the default queue keeps the quick bots quick. The default worker
(``celery -A league worker``) consumes both queues; the settings route the search task
(``CELERY_TASK_ROUTES``, so a test worker can route it elsewhere) and list the queues.
"""

from __future__ import annotations

from typing import Any

from celery import shared_task
from django.db import OperationalError

# shared_task's keywords; Any since celery-types wants retry_backoff whole and Celery takes 0.5 (seconds)
BOT_TASK_OPTIONS: dict[str, Any] = {
    "acks_late": True,
    "reject_on_worker_lost": True,
    "autoretry_for": (OperationalError,),  # the session row is locked by another move: try again shortly
    "retry_backoff": 0.5,
    "retry_backoff_max": 5,
    "max_retries": 8,
}


@shared_task(name="automaton.play_bot_turn", **BOT_TASK_OPTIONS)
def play_bot_turn(session_id: int, expected_version: int) -> bool:
    """Let the bot seat that must act at ``expected_version`` move; safe to deliver more than once."""
    from automaton.services import automaton_take_turn

    return automaton_take_turn(session_id=session_id, expected_version=expected_version)


@shared_task(name="automaton.play_search_turn", **BOT_TASK_OPTIONS)
def play_search_turn(session_id: int, expected_version: int) -> bool:
    """The same move for a search bot, on its own queue; its search reports progress as it goes."""
    from automaton.services import automaton_take_turn

    return automaton_take_turn(session_id=session_id, expected_version=expected_version)


def bot_turn_task(bot_name: str):
    """The task that moves for a bot of this name."""
    return play_search_turn if bot_name.partition(":")[0] == "ismcts" else play_bot_turn
