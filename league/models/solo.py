"""Solo games against the Doomtown Automaton: each finished game's Bragging Rights, for the solo leaderboard."""

from __future__ import annotations

from django.db import models

from league.models.players import Player


class SoloResultQuerySet(models.QuerySet):
    def on_setup(self, setup_key: str) -> SoloResultQuerySet:
        return self.filter(setup_key=setup_key)

    def best_first(self) -> SoloResultQuerySet:
        # An equal score reached earlier ranks first.
        return self.order_by("-score", "created_at", "id")


class SoloResult(models.Model):
    """One finished solo game: one human seat (or a team of two or three) against the Automaton, on one exact setup.

    The setup is the Automaton's deck, its archetype and the set of twists; ``setup_key`` joins
    them into one string so a leaderboard is one indexed filter. One row per game session.
    """

    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="solo_results")
    session = models.OneToOneField("games.GameSession", on_delete=models.CASCADE, related_name="solo_result")
    automaton_deck = models.CharField(max_length=60)
    archetype = models.CharField(max_length=30)
    twists = models.JSONField(default=list, blank=True, help_text="Twist keys, sorted")
    setup_key = models.CharField(max_length=300)
    score = models.IntegerField(help_text="Bragging Rights")
    breakdown = models.JSONField(default=dict, help_text="The score's lines, as the rulebook lists them")
    won = models.BooleanField()
    created_at = models.DateTimeField(auto_now_add=True)

    objects = SoloResultQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["setup_key", "-score", "created_at"], name="solo_setup_best"),
            models.Index(fields=["player", "-created_at"], name="solo_player_recent"),
        ]

    def __str__(self) -> str:
        return f"{self.player} {self.score} on {self.setup_key}"

    def rank_on_setup(self) -> int:
        """The place this game's score takes among every other player's best on its setup (1 = top)."""
        others = SoloResult.objects.on_setup(self.setup_key).exclude(player_id=self.player_id)
        return others.filter(score__gt=self.score).values("player").distinct().count() + 1
