"""Leagues (a game, its organisers and members) and their seasons of open play."""

from __future__ import annotations

from django.db import models
from django.utils import timezone

from games.catalogue import GAME_CHOICES
from league.models.players import Player
from league.permissions import is_moderator

DEFAULT_PLACEMENT_POINTS = [4, 2, 1, 0, 0, 0, 0, 0]
DEFAULT_TIEBREAKERS = ["sos", "esos", "omw", "h2h"]


def default_placement_points() -> list[int]:
    return list(DEFAULT_PLACEMENT_POINTS)


def default_tiebreakers() -> list[str]:
    return list(DEFAULT_TIEBREAKERS)


class League(models.Model):
    """An ongoing league for one game: organisers run it, members play in its seasons."""

    name = models.CharField(max_length=80)
    slug = models.SlugField(max_length=80, unique=True)
    game = models.CharField(max_length=20, choices=GAME_CHOICES)
    description = models.TextField(blank=True)
    organisers = models.ManyToManyField(Player, related_name="organised_leagues", blank=True)
    members = models.ManyToManyField(Player, related_name="leagues", blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    def is_run_by(self, player: Player | None) -> bool:
        """Its organisers, and the site's moderators (who may step into any league)."""
        if player is None:
            return False
        return self.organisers.filter(pk=player.pk).exists() or is_moderator(player.user)

    def current_season(self) -> Season | None:
        return self.seasons.filter(status=Season.Status.OPEN).order_by("-starts_on", "-id").first()


class Season(models.Model):
    """A stretch of open play with its own scoring rules; a finished season takes no more results."""

    class Status(models.TextChoices):
        OPEN = "open", "Open"
        FINISHED = "finished", "Finished"

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="seasons")
    name = models.CharField(max_length=80)
    starts_on = models.DateField(default=timezone.localdate)
    ends_on = models.DateField(null=True, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.OPEN)
    points_win = models.PositiveSmallIntegerField(default=3)
    points_draw = models.PositiveSmallIntegerField(default=1)
    points_loss = models.PositiveSmallIntegerField(default=0)
    # Points by placement for pods of 3+ seats (index 0 = first place); tied seats share the average.
    placement_points = models.JSONField(default=default_placement_points)
    min_games = models.PositiveSmallIntegerField(default=0, help_text="Games needed to qualify for the ranking.")
    # At most `repeat_limit` of any `repeat_window` consecutive counted games against one opponent.
    repeat_limit = models.PositiveSmallIntegerField(null=True, blank=True, default=2)
    repeat_window = models.PositiveSmallIntegerField(default=5)
    tiebreakers = models.JSONField(default=default_tiebreakers)
    confirm_after_hours = models.PositiveSmallIntegerField(
        default=24, help_text="A reported result nobody disputes is confirmed after this many hours."
    )

    class Meta:
        ordering = ["league", "-starts_on", "-id"]

    def __str__(self) -> str:
        return f"{self.league.name}: {self.name}"

    @property
    def is_finished(self) -> bool:
        return self.status == self.Status.FINISHED
