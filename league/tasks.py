"""League tasks. ``ping`` proves that a real worker executes what the web process enqueues."""

from __future__ import annotations

import os
import socket

from celery import shared_task


@shared_task(name="league.ping")
def ping(token: str) -> dict[str, object]:
    return {"token": token, "pid": os.getpid(), "host": socket.gethostname()}


# Thin adapters: ids in, one service call out. Each is safe to run twice.


@shared_task(name="league.rate_match", acks_late=True)
def rate_match_task(match_id: int) -> bool:
    from league.services.ratings import rate_match

    return rate_match(match_id)


@shared_task(name="league.recompute_ratings", acks_late=True)
def recompute_ratings_task(game: str) -> dict[str, object]:
    from league.services.ratings import ratings_recompute

    return ratings_recompute(game)


@shared_task(name="league.refresh_standings", acks_late=True)
def refresh_standings_task(season_id: int, requested_at: str | None = None) -> int:
    from datetime import datetime

    from league.services.standings import standings_refresh

    when = datetime.fromisoformat(requested_at) if requested_at else None
    return standings_refresh(season_id=season_id, requested_at=when)


@shared_task(name="league.auto_confirm_results", acks_late=True)
def auto_confirm_results_task() -> list[int]:
    from league.services.reporting import matches_auto_confirm

    return matches_auto_confirm()


@shared_task(name="league.validate_deck", acks_late=True, reject_on_worker_lost=True, max_retries=3)
def validate_deck_task(deck_id: int, revision: int) -> bool:
    from league.decks.services import deck_record_check

    return deck_record_check(deck_id=deck_id, revision=revision)


@shared_task(name="league.send_waiting_mail", acks_late=True)
def send_waiting_mail_task(user_id: int) -> list[str]:
    from league.notifications import waiting_mail_send

    return waiting_mail_send(user_id=user_id)


@shared_task(name="league.send_waiting_mail_all", acks_late=True)
def send_waiting_mail_all_task() -> int:
    """The periodic sweep: items no event announces (a bot has moved, a round was paired) reach the mail too."""
    from league.notifications import users_with_mail_on, waiting_mail_send

    return sum(len(waiting_mail_send(user_id=user_id)) for user_id in users_with_mail_on())
