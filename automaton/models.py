"""What a thinking bot has done so far, for the table to show while it searches."""

from __future__ import annotations

from django.db import models


class BotThinking(models.Model):
    """The search bot of ``session`` is deciding the move at ``version``; ``playouts`` so far.

    One row per session, overwritten by each search: the worker writes it a few times a second,
    the table reads it while it polls. A row for an older version is stale and shown as nothing.
    """

    session = models.OneToOneField("games.GameSession", on_delete=models.CASCADE, primary_key=True, related_name="+")
    version = models.PositiveIntegerField()
    playouts = models.PositiveIntegerField(default=0)
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"session {self.session_id} v{self.version}: {self.playouts} playouts"
