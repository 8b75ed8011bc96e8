"""A season's standings as last computed, so the standings page is a paginated read."""

from __future__ import annotations

from typing import Any

from django.db import models

from league.models.leagues import Season
from league.models.players import Player


class Standing(models.Model):
    """One player's line in a season table; ``rank`` is null for players short of the qualifying minimum."""

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="standings", db_index=False)
    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="standings")
    # Copied at each refresh so the table sorts by name without a join.
    player_name = models.CharField(max_length=60, default="")
    position = models.PositiveIntegerField()
    rank = models.PositiveIntegerField(null=True, blank=True)
    points = models.FloatField()
    games = models.PositiveIntegerField(help_text="Games that count (within the repeat-opponent limit).")
    played = models.PositiveIntegerField(help_text="Confirmed games played, counted or not.")
    wins = models.PositiveIntegerField()
    draws = models.PositiveIntegerField()
    losses = models.PositiveIntegerField()
    qualified = models.BooleanField()
    tiebreakers = models.JSONField(default=dict)
    computed_at = models.DateTimeField()

    class Meta:
        ordering = ["season", "position"]
        constraints = [models.UniqueConstraint(fields=["season", "player"], name="standing_once_per_season")]
        # One index per sortable column, so any page of any sort order is an index range read.
        indexes = [
            models.Index(fields=["season", "position"], name="standing_season_position"),
            models.Index(fields=["season", "-points", "position"], name="standing_season_points"),
            models.Index(fields=["season", "-games", "position"], name="standing_season_games"),
            models.Index(fields=["season", "-wins", "position"], name="standing_season_wins"),
            models.Index(fields=["season", "player_name", "position"], name="standing_season_name"),
        ]

    def __str__(self) -> str:
        return f"{self.season_id} #{self.rank or '-'} {self.player_id}"

    @property
    def ordered_tiebreakers(self) -> dict[str, Any]:
        """The tiebreakers in the season's order of precedence (PostgreSQL's jsonb keeps its own key
        order, so the stored order is not the one to show)."""
        order = {key: index for index, key in enumerate(self.season.tiebreakers)}
        return dict(sorted(self.tiebreakers.items(), key=lambda item: order.get(item[0], len(order))))
