"""One-day tournaments run by organisers: the event, its staff, registrations, rounds and byes.

Pairings are league ``Match`` rows linked to their ``Round`` (``Match.round``, ``Match.table_number``),
so result entry, confirmation and the audit trail are the league's own. A bye has no match: it is
a ``Bye`` row. The cut's bracket lives in ``Tournament.bracket`` as plain data (seeds and kind,
rebuilt with ``league.tournament.elimination``); each cut round maps its tables to bracket matches.
"""

from __future__ import annotations

from django.db import models

from games.catalogue import GAME_CHOICES
from league.models.cards import DeckFormat
from league.models.decks import DeckSnapshot
from league.models.players import Player
from league.tournament.standings import DOOMTOWN_TIEBREAKERS


def default_tiebreakers() -> list[str]:
    return list(DOOMTOWN_TIEBREAKERS)


class Tournament(models.Model):
    class Format(models.TextChoices):
        SWISS = "swiss", "Swiss"
        ROUND_ROBIN = "round_robin", "Round robin"
        SINGLE_ELIM = "single_elim", "Single elimination"
        DOUBLE_ELIM = "double_elim", "Double elimination"
        SWISS_CUT = "swiss_cut", "Swiss with a top cut"
        SWISS_PODS = "swiss_pods", "Swiss pods (multiplayer)"

    class Status(models.TextChoices):
        REGISTRATION = "registration", "Registration open"
        RUNNING = "running", "Running"
        FINISHED = "finished", "Finished"

    name = models.CharField(max_length=120)
    # Made from the name (league.slugs); never all digits, so a page address takes an id or a slug.
    slug = models.SlugField(max_length=80, unique=True)
    game = models.CharField(max_length=20, choices=GAME_CHOICES)
    format = models.CharField(max_length=12, choices=Format.choices, default=Format.SWISS)
    organiser = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="organised_tournaments")
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.REGISTRATION)
    starts_at = models.DateTimeField()
    location = models.CharField(max_length=120, blank=True)
    description = models.TextField(blank=True)
    # Null until round one: the page suggests a count from the players checked in.
    rounds = models.PositiveSmallIntegerField(null=True, blank=True, help_text="Swiss (or pod) rounds")
    cut_size = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="Top cut after Swiss: 2-16 players (the top seeds get the byes)"
    )
    cut_double = models.BooleanField(default=False, help_text="The cut is a double elimination")
    third_place = models.BooleanField(default=False, help_text="A single elimination plays for third place")
    pod_size = models.PositiveSmallIntegerField(default=4, help_text="Preferred table size for pods")
    round_minutes = models.PositiveSmallIntegerField(default=50)
    break_minutes = models.PositiveSmallIntegerField(default=10)
    missed_round_points = models.PositiveSmallIntegerField(default=0, help_text="Points per round a late entry missed")
    first_round_by_rating = models.BooleanField(default=False)
    tiebreakers = models.JSONField(default=default_tiebreakers, help_text="Keys of league.tournament.TIEBREAKERS")
    seed = models.BigIntegerField(help_text="Seeds the pairings: the same results always pair the same way")
    deck_format = models.ForeignKey(DeckFormat, null=True, blank=True, on_delete=models.PROTECT, related_name="+")
    deck_required = models.BooleanField(default=False)
    deck_deadline = models.DateTimeField(null=True, blank=True)
    decklists_running = models.CharField(
        max_length=10, choices=DeckSnapshot.Visibility.choices, default=DeckSnapshot.Visibility.PRIVATE
    )
    decklists_finished = models.CharField(
        max_length=10, choices=DeckSnapshot.Visibility.choices, default=DeckSnapshot.Visibility.PUBLIC
    )
    # {"kind": "single"|"double", "seeds": [registration keys best first]} once the cut is made.
    bracket = models.JSONField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-starts_at", "-id"]

    def __str__(self) -> str:
        return self.name

    @property
    def deck_event(self) -> str:
        """The label its deck snapshots carry (``league.decks.services``)."""
        return f"tournament:{self.pk}"

    @property
    def is_pods(self) -> bool:
        return self.format == self.Format.SWISS_PODS

    @property
    def is_elimination(self) -> bool:
        return self.format in (self.Format.SINGLE_ELIM, self.Format.DOUBLE_ELIM)

    @property
    def has_swiss(self) -> bool:
        return self.format in (self.Format.SWISS, self.Format.SWISS_CUT, self.Format.SWISS_PODS)


class StaffRole(models.Model):
    """Head judges edit pairings and settle disputes; scorekeepers run rounds and enter results."""

    class Role(models.TextChoices):
        HEAD_JUDGE = "head_judge", "Head judge"
        SCOREKEEPER = "scorekeeper", "Scorekeeper"

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="staff")
    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="tournament_roles")
    role = models.CharField(max_length=12, choices=Role.choices)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["tournament", "player"], name="staffrole_once_per_event")]

    def __str__(self) -> str:
        return f"{self.player} ({self.get_role_display()})"


class Registration(models.Model):
    """A player entered in a tournament, with the deck snapshot they play.

    ``late_round``: the round a late entry joins at (null: from round one). ``dropped_after``: the
    last round a dropped player took part in (0: dropped before round one). ``team`` and ``club``
    are avoid labels: two players sharing one are never paired.
    """

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="registrations")
    player = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="registrations")
    deck = models.ForeignKey(DeckSnapshot, null=True, blank=True, on_delete=models.PROTECT, related_name="+")
    checked_in = models.BooleanField(default=False)
    late_round = models.PositiveSmallIntegerField(null=True, blank=True)
    dropped_after = models.PositiveSmallIntegerField(null=True, blank=True)
    team = models.CharField(max_length=60, blank=True)
    club = models.CharField(max_length=60, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["tournament", "id"]
        constraints = [models.UniqueConstraint(fields=["tournament", "player"], name="registration_once_per_event")]

    def __str__(self) -> str:
        return f"{self.player} @ {self.tournament}"

    @property
    def key(self) -> str:
        """The name pairing and standings know this entrant by (unique within the event)."""
        return f"r{self.pk}"

    @property
    def is_dropped(self) -> bool:
        return self.dropped_after is not None

    @property
    def deck_name(self) -> str:
        """The registered deck's name as a match seat shows it ('' without a deck)."""
        return self.deck.name if self.deck is not None else ""


class Round(models.Model):
    """One round of play. ``bracket_tables`` maps a cut round's table numbers to bracket match ids;
    ``warnings`` are what pairing told the organiser (rematches it could not avoid, a second bye)."""

    class Stage(models.TextChoices):
        SWISS = "swiss", "Swiss"
        CUT = "cut", "Cut"

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="round_set")
    number = models.PositiveSmallIntegerField()
    stage = models.CharField(max_length=5, choices=Stage.choices, default=Stage.SWISS)
    pairing_seed = models.BigIntegerField()
    started_at = models.DateTimeField()
    ends_at = models.DateTimeField()
    time_called = models.BooleanField(default=False)
    bracket_tables = models.JSONField(default=dict, blank=True)
    warnings = models.JSONField(default=list, blank=True)
    paused_at = models.DateTimeField(null=True, blank=True)  # the clock stands still since then

    class Meta:
        ordering = ["tournament", "number"]
        constraints = [models.UniqueConstraint(fields=["tournament", "number"], name="round_number_once")]

    def __str__(self) -> str:
        return f"{self.tournament} round {self.number}"


class Bye(models.Model):
    """A player who sits out a round and scores a win (a pod win in pod events)."""

    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="byes")
    registration = models.ForeignKey(Registration, on_delete=models.CASCADE, related_name="byes")

    class Meta:
        constraints = [models.UniqueConstraint(fields=["round", "registration"], name="bye_once_per_round")]

    def __str__(self) -> str:
        return f"bye for {self.registration.player} in {self.round}"
