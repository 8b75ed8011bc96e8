"""Celery tasks for bot players: primitive ids in, one service call out."""

from __future__ import annotations

from celery import shared_task
from django.db import OperationalError


@shared_task(
    name="automaton.play_bot_turn",
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=(OperationalError,),  # the session row is locked by another move: try again shortly
    retry_backoff=0.5,
    retry_backoff_max=5,
    max_retries=8,
)
def play_bot_turn(session_id: int, expected_version: int) -> bool:
    """Let the bot seat that must act at ``expected_version`` move; safe to deliver more than once."""
    from automaton.services import automaton_take_turn

    return automaton_take_turn(session_id=session_id, expected_version=expected_version)
