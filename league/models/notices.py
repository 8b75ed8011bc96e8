"""What has been e-mailed to whom, so each "waiting for you" item is mailed at most once."""

from __future__ import annotations

from django.conf import settings
from django.db import models


class WaitingNotice(models.Model):
    """One item of a user's "waiting for you" list (league.waiting.WaitingItem.key) that was e-mailed."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+", db_index=False)
    key = models.CharField(max_length=80)
    sent_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "key"], name="waitingnotice_once_per_item")]

    def __str__(self) -> str:
        return f"{self.user} {self.key}"
