from __future__ import annotations

from django.conf import settings
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import AnonymousUser
from django.core.exceptions import PermissionDenied
from django.db import models


class Player(models.Model):
    """A person's league profile, one per user account."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="player")
    display_name = models.CharField(max_length=60)
    # On by default: a reported result confirms itself after a few days, so a player who never looks
    # would lose the chance to dispute it. Only users with an e-mail address get mail at all.
    email_waiting = models.BooleanField(
        "E-mail me what waits for me",
        default=True,
        help_text="Results to confirm, games where it is your move, your table in a new round: once each.",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["display_name"]
        permissions = [("organise_events", "Can create and run leagues and tournaments")]

    def __str__(self) -> str:
        return self.display_name

    @classmethod
    def for_user(cls, user: AbstractBaseUser | AnonymousUser) -> Player:
        """The user's profile, made on first use; only a signed-in user has one (views ask for a login)."""
        if not isinstance(user, AbstractBaseUser):
            raise PermissionDenied("sign in to play in the league")
        player, _ = cls.objects.get_or_create(user=user, defaults={"display_name": user.get_username()})
        return player
