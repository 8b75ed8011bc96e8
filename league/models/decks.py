"""Registered decks and the frozen copies entered in events."""

from __future__ import annotations

from django.db import models


class Deck(models.Model):
    """A decklist a player registered (or one of the ready-made decks, which have no owner)."""

    class Status(models.TextChoices):
        DRAFT = "draft", "Draft"
        CHECKING = "checking", "Being checked"
        VALID = "valid", "Valid"
        INVALID = "invalid", "Invalid"

    owner = models.ForeignKey("league.Player", null=True, blank=True, on_delete=models.CASCADE, related_name="decks")
    game = models.CharField(max_length=20, default="doomtown")
    name = models.CharField(max_length=120)
    contents = models.JSONField(help_text="The parsed list in the engine's JSON import shape")
    format = models.ForeignKey("league.DeckFormat", on_delete=models.PROTECT, related_name="decks")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.CHECKING)
    report = models.JSONField(null=True, blank=True, help_text="The validator's last result")
    # Each edit bumps the revision; a check finished for an older revision is dropped.
    revision = models.PositiveIntegerField(default=1)
    checked_revision = models.PositiveIntegerField(default=0)
    ready_made_key = models.CharField(max_length=40, unique=True, null=True, blank=True)
    locked = models.BooleanField(default=False, help_text="Entered in an event: no edits until released")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    @property
    def is_ready_made(self) -> bool:
        return self.ready_made_key is not None

    @property
    def is_checked(self) -> bool:
        return self.checked_revision == self.revision and self.status != self.Status.CHECKING


class DeckSnapshot(models.Model):
    """A deck exactly as entered in an event, kept after the deck itself changes.

    ``visibility`` follows the event's stages: private to staff, open to entrants, public.
    """

    class Visibility(models.TextChoices):
        PRIVATE = "private", "Staff only"
        OPEN = "open", "Entrants"
        PUBLIC = "public", "Everyone"

    deck = models.ForeignKey(Deck, on_delete=models.PROTECT, related_name="snapshots")
    event = models.CharField(max_length=120, help_text="The event this list was entered in")
    name = models.CharField(max_length=120)
    contents = models.JSONField()
    report = models.JSONField()
    visibility = models.CharField(max_length=10, choices=Visibility.choices, default=Visibility.PRIVATE)
    released = models.BooleanField(default=False, help_text="The event is over and the deck is editable again")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
        constraints = [models.UniqueConstraint(fields=["deck", "event"], name="one_snapshot_per_deck_per_event")]

    def __str__(self) -> str:
        return f"{self.name} @ {self.event}"
