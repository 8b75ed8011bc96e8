"""Matches (1v1 or pods of 2-8 seats), their seats, and the audit trail of every change to a result."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db import models

from games.catalogue import GAME_CHOICES
from league.models.leagues import Season
from league.models.players import Player

if TYPE_CHECKING:
    from league.tournaments.models import Round


class Match(models.Model):
    """One game played at a table.

    Life cycle: ``open`` (seated, not reported) -> ``reported`` -> ``confirmed`` (by every other seat,
    automatically after the season's delay, or by an organiser); a dispute moves ``reported`` to
    ``disputed`` until an organiser resolves it. ``void`` matches count for nothing.
    """

    class Status(models.TextChoices):
        OPEN = "open", "Awaiting result"
        REPORTED = "reported", "Awaiting confirmation"
        CONFIRMED = "confirmed", "Confirmed"
        DISPUTED = "disputed", "Disputed"
        VOID = "void", "Void"

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="matches", null=True, blank=True)
    # A tournament pairing: its round and table (league.tournaments.models).
    round = models.ForeignKey("league.Round", on_delete=models.CASCADE, related_name="matches", null=True, blank=True)
    table_number = models.PositiveSmallIntegerField(null=True, blank=True)
    game = models.CharField(max_length=20, choices=GAME_CHOICES)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.OPEN)
    played_at = models.DateTimeField()
    # Match-level result fields of the game (e.g. Doomtown's winner and Sundown-at-time flag).
    details = models.JSONField(default=dict, blank=True)
    reported_by = models.ForeignKey(Player, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    reported_at = models.DateTimeField(null=True, blank=True)
    confirmed_at = models.DateTimeField(null=True, blank=True)
    # Order in which the ratings applied this match; recompute_ratings replays the same order.
    rating_seq = models.BigIntegerField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-played_at", "-id"]
        indexes = [
            models.Index(fields=["season", "status", "played_at"], name="match_season_status_played"),
            # The league page's "recent matches": newest first within a season.
            models.Index(fields=["season", "-played_at", "-id"], name="match_season_recent"),
            models.Index(fields=["status", "reported_at"], name="match_status_reported"),
            models.Index(fields=["game", "rating_seq"], name="match_game_rating_seq"),
        ]

    def __str__(self) -> str:
        return f"Match {self.pk} ({self.game}, {self.status})"

    @property
    def event_round(self) -> Round:
        """The round of an event's table (a league or casual match has none: ValueError)."""
        if self.round is None:
            raise ValueError(f"match {self.pk} is no tournament table")
        return self.round


class MatchSeat(models.Model):
    """One seat at a match: a player (or a bot), the game's raw result fields, score and placement.

    ``deck_code``/``deck_name`` say which deck the seat plays as reported: a ready-made deck's key
    (a league game is dealt it); a tournament seat's deck is its registration's locked deck.
    """

    # Both foreign keys are covered by the composite indexes below, so they get no index of their own.
    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="seats", db_index=False)
    seat = models.PositiveSmallIntegerField()
    player = models.ForeignKey(
        Player, null=True, blank=True, on_delete=models.PROTECT, related_name="seats", db_index=False
    )
    bot_kind = models.CharField(max_length=30, blank=True)
    deck_code = models.CharField(max_length=60, blank=True)
    deck_name = models.CharField(max_length=120, blank=True)
    raw = models.JSONField(default=dict, blank=True)
    score = models.IntegerField(null=True, blank=True)
    placement = models.PositiveSmallIntegerField(null=True, blank=True)
    confirmed_at = models.DateTimeField(null=True, blank=True)
    disputed_at = models.DateTimeField(null=True, blank=True)
    dispute_reason = models.TextField(blank=True)

    class Meta:
        ordering = ["match", "seat"]
        constraints = [
            models.UniqueConstraint(fields=["match", "seat"], name="matchseat_unique_seat"),
            models.UniqueConstraint(fields=["match", "player"], name="matchseat_player_once"),
            models.CheckConstraint(
                condition=models.Q(player__isnull=False) | ~models.Q(bot_kind=""), name="matchseat_player_or_bot"
            ),
        ]
        indexes = [models.Index(fields=["player", "match"], name="matchseat_player_match")]

    def __str__(self) -> str:
        return f"{self.match_id}#{self.seat}"

    @property
    def label(self) -> str:
        return str(self.player) if self.player_id else f"{self.bot_kind} (bot)"

    @property
    def is_confirmed(self) -> bool:
        return self.confirmed_at is not None

    @property
    def is_disputed(self) -> bool:
        return self.disputed_at is not None


class ResultAudit(models.Model):
    """Who changed a result, when, and what it was before and after."""

    class Action(models.TextChoices):
        CREATE = "create", "Created"
        REPORT = "report", "Reported"
        CONFIRM = "confirm", "Confirmed"
        DISPUTE = "dispute", "Disputed"
        AUTO_CONFIRM = "auto_confirm", "Confirmed automatically"
        OVERRIDE = "override", "Overridden by an organiser"
        RESOLVE = "resolve", "Dispute resolved"
        VOID = "void", "Voided"

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="audit")
    actor = models.ForeignKey(Player, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    action = models.CharField(max_length=15, choices=Action.choices)
    at = models.DateTimeField()
    before = models.JSONField(null=True, blank=True)
    after = models.JSONField(null=True, blank=True)
    note = models.TextField(blank=True)

    class Meta:
        ordering = ["match", "at", "id"]

    def __str__(self) -> str:
        return f"{self.match_id} {self.action} at {self.at:%Y-%m-%d %H:%M}"
