"""E-mail about what waits for a user: the items of their "waiting for you" list (league.waiting)
that need an answer from them, each mailed at most once.

Mailed: results to confirm or dispute, games where it is their move, their table in a new round.
Not mailed: decks being checked (done in seconds) and their own games waiting for invitees (they
are the one to send the link). A user gets mail only with an address and ``Player.email_waiting`` on.

At most once: the items to mail are recorded as ``WaitingNotice`` rows (unique per user and item) in
the transaction that sends the mail; a failed send rolls them back for the next attempt, and two
tasks for one user cannot both record an item, so a redelivered or doubled task sends nothing twice.
"""

from __future__ import annotations

import logging
from functools import partial
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.mail import send_mail
from django.db import IntegrityError, transaction
from django.template.loader import render_to_string

from league.models import WaitingNotice
from league.waiting import WaitingItem, waiting_for

logger = logging.getLogger(__name__)

MAILED_SECTIONS = ("to_confirm", "your_turn", "your_tables")


def mail_wanted(user: Any) -> bool:
    player = getattr(user, "player", None)
    return bool(user.is_active and user.email and player is not None and player.email_waiting)


def waiting_mail_send(*, user_id: int) -> list[str]:
    """Mail ``user_id`` the items not mailed before; returns their keys (empty: nothing was sent)."""
    user = get_user_model().objects.select_related("player").filter(pk=user_id).first()
    if user is None or not mail_wanted(user):
        return []
    waiting = waiting_for(user)
    sections = [
        (heading, items)
        for key, heading in waiting.SECTIONS
        if key in MAILED_SECTIONS and (items := getattr(waiting, key))
    ]
    candidates = [item for _, items in sections for item in items]
    if not candidates:
        return []
    with transaction.atomic():
        new = {item.key for item in candidates if _record(user, item)}
        if not new:
            return []
        fresh = [(heading, [item for item in items if item.key in new]) for heading, items in sections]
        fresh = [(heading, items) for heading, items in fresh if items]
        count = sum(len(items) for _, items in fresh)
        context = {"user": user, "sections": fresh, "site_url": settings.SITE_URL.rstrip("/")}
        send_mail(
            subject=f"Deadwood League: {count} thing{'s' * (count > 1)} waiting for you",
            message=render_to_string("league/email/waiting.txt", context),
            from_email=None,
            recipient_list=[user.email],
        )
    logger.info("waiting mail: %d item(s) to user %s", count, user_id)
    return sorted(new)


def _record(user: Any, item: WaitingItem) -> bool:
    """True when this call records the item (so it is this call's to mail)."""
    try:
        with transaction.atomic():
            _, created = WaitingNotice.objects.get_or_create(user=user, key=item.key)
    except IntegrityError:  # another task recorded it between our read and our insert
        return False
    return created


def users_with_mail_on() -> list[int]:
    """Users who want the mail and have an address: what the periodic sweep goes over."""
    return list(
        get_user_model()
        .objects.filter(is_active=True, player__email_waiting=True)
        .exclude(email="")
        .order_by("pk")
        .values_list("pk", flat=True)
    )


def notify_on_commit(user_ids: list[int]) -> None:
    """Queue the mail for these users once the current transaction commits (a new report, say)."""
    from league.tasks import send_waiting_mail_task

    for user_id in sorted(set(user_ids)):
        transaction.on_commit(partial(send_waiting_mail_task.delay, user_id))
