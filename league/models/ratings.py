"""OpenSkill ratings per player per game, and the history of every change."""

from __future__ import annotations

from django.db import models

from games.catalogue import GAME_CHOICES
from league.models.matches import Match
from league.models.players import Player
from league.services.rating_maths import display_rating


class Rating(models.Model):
    """A player's current OpenSkill (Plackett-Luce) rating in one game; shown as ordinal = mu - 3 sigma."""

    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="ratings")
    game = models.CharField(max_length=20, choices=GAME_CHOICES)
    mu = models.FloatField()
    sigma = models.FloatField()
    ordinal = models.FloatField()
    matches = models.PositiveIntegerField(default=0)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["game", "-ordinal"]
        constraints = [models.UniqueConstraint(fields=["player", "game"], name="rating_one_per_player_game")]
        indexes = [models.Index(fields=["game", "-ordinal"], name="rating_game_ordinal")]

    def __str__(self) -> str:
        return f"{self.player} {self.game} {self.ordinal:.2f}"

    @property
    def display(self) -> int:
        """The figure the site shows (league.services.rating_maths.display_rating)."""
        return display_rating(self.ordinal)


class RatingHistory(models.Model):
    """A player's rating after one rated match (one row per player per match)."""

    # Both foreign keys are covered by the composite indexes below, so they get no index of their own.
    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="rating_history", db_index=False)
    game = models.CharField(max_length=20, choices=GAME_CHOICES)
    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="rating_changes", db_index=False)
    seq = models.BigIntegerField()
    mu = models.FloatField()
    sigma = models.FloatField()
    ordinal = models.FloatField()

    class Meta:
        ordering = ["player", "game", "seq"]
        constraints = [models.UniqueConstraint(fields=["match", "player"], name="ratinghistory_once_per_match")]
        indexes = [models.Index(fields=["player", "game", "seq"], name="ratinghistory_player_game")]

    def __str__(self) -> str:
        return f"{self.player} {self.game} #{self.seq} {self.ordinal:.2f}"
