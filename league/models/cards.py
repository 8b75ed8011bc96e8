"""The Doomtown card database and deck formats, loaded from the engine's facts-only data."""

from __future__ import annotations

from django.db import models


class Card(models.Model):
    """One printing of a card (facts only: numbers, suit, keywords; never rules text)."""

    code = models.CharField(max_length=8, primary_key=True)
    name = models.CharField(max_length=120, db_index=True)
    title = models.CharField(max_length=120, db_index=True, help_text="Name without the (Exp.N) suffix")
    type = models.CharField(max_length=12, db_index=True)
    faction = models.CharField(max_length=20, blank=True)
    suit = models.CharField(max_length=10, blank=True)
    value = models.PositiveSmallIntegerField(null=True)
    cost = models.SmallIntegerField(null=True)
    upkeep = models.SmallIntegerField(null=True)
    production = models.SmallIntegerField(null=True)
    bullets = models.SmallIntegerField(null=True)
    bullet_type = models.CharField(max_length=8, blank=True)
    influence = models.SmallIntegerField(null=True)
    control = models.SmallIntegerField(null=True)
    wealth = models.SmallIntegerField(null=True)
    keywords = models.JSONField(default=list)
    unique = models.BooleanField(null=True)
    experience = models.PositiveSmallIntegerField(null=True)
    pack = models.CharField(max_length=60)
    pack_code = models.CharField(max_length=10, db_index=True)
    wwe_legal = models.BooleanField(default=False)
    wwe_banned = models.BooleanField(default=False)

    class Meta:
        ordering = ["code"]

    def __str__(self) -> str:
        return f"{self.name} ({self.code})"


class DeckFormat(models.Model):
    """A legal card pool plus banned and restricted lists; tournaments and leagues pick one.

    ``definition`` is the engine's ``Format.from_json`` document (packs, cards, banned,
    restricted, restricted_limit), so validation runs on plain data without the database.
    """

    key = models.SlugField(max_length=40, unique=True)
    name = models.CharField(max_length=80)
    definition = models.JSONField(default=dict, blank=True)
    is_builtin = models.BooleanField(default=False, help_text="Shipped with the service; rebuilt from the data")
    created_by = models.ForeignKey("league.Player", null=True, blank=True, on_delete=models.SET_NULL)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-is_builtin", "name"]

    def __str__(self) -> str:
        return self.name
