"""What the automaton app does when the games app says so: a bot turn that is due goes to its task."""

from __future__ import annotations

from typing import Any

from django.dispatch import receiver

from games.models import GameSession
from games.services import bot_progress_wanted, bot_turn_due


@receiver(bot_turn_due, sender=GameSession)
def send_bot_turn(sender: type[GameSession], *, session_id: int, version: int, bot: str = "", **_: Any) -> None:
    """A search bot's turn goes to its own queue (``automaton.tasks.bot_turn_task``)."""
    from automaton.tasks import bot_turn_task

    bot_turn_task(bot).delay(session_id, version)


@receiver(bot_progress_wanted, sender=GameSession)
def report_search_progress(sender: type[GameSession], *, session_id: int, version: int, **_: Any) -> int | None:
    from automaton.services import thinking_playouts

    return thinking_playouts(session_id, version)
