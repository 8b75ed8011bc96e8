from __future__ import annotations

from django.conf import settings
from django.db import models


class Player(models.Model):
    """A person's league profile, one per user account."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="player")
    display_name = models.CharField(max_length=60)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["display_name"]
        permissions = [("organise_events", "Can create and run leagues and tournaments")]

    def __str__(self) -> str:
        return self.display_name

    @classmethod
    def for_user(cls, user: models.Model) -> Player:
        player, _ = cls.objects.get_or_create(user=user, defaults={"display_name": user.get_username()})
        return player
