"""What the tournament API answers: output serializers reading the models and the services' rows, and access helpers."""

from __future__ import annotations

from typing import Any

from django.db.models import Prefetch, prefetch_related_objects
from django.shortcuts import get_object_or_404
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers
from rest_framework.request import Request

from league.api_common import StoredNumberField
from league.api_errors import ErrorSerializer
from league.models import DeckSnapshot, Player, Round, StaffRole, Tournament
from league.tournaments.services import (
    pairings,
    schedule,
    with_table_counts,
)

REFUSALS = {400: ErrorSerializer, 403: ErrorSerializer}


VISIBILITY_HELP = "Who sees decklists at this stage: " + ", ".join(DeckSnapshot.Visibility.values)


class MomentField(serializers.DateTimeField):
    """A moment left as a datetime for the renderer to write: the API's as ISO 8601 ("...Z"), the
    JSON export's ``json.dumps`` as ``str()`` does, each as these answers always have."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(format=None, **kwargs)


class TournamentOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    slug = serializers.SlugField(help_text="Made from the name; the event's pages answer to it as to the id")
    game = serializers.CharField()
    format = serializers.CharField()
    status = serializers.CharField()
    organiser = serializers.CharField(source="organiser.display_name")
    starts_at = MomentField()
    location = serializers.CharField()
    rounds = serializers.IntegerField(allow_null=True, help_text="Swiss (or pod) rounds; null until round one")
    cut_size = serializers.IntegerField(allow_null=True)
    cut_double = serializers.BooleanField()
    third_place = serializers.BooleanField()
    pod_size = serializers.IntegerField()
    round_minutes = serializers.IntegerField()
    break_minutes = serializers.IntegerField()
    tiebreakers = serializers.ListField(child=serializers.CharField())
    deck_required = serializers.BooleanField()
    deck_format = serializers.CharField(source="deck_format.name", allow_null=True)
    deck_deadline = MomentField(allow_null=True)
    decklists_running = serializers.CharField()
    decklists_finished = serializers.CharField()


class ScheduleRowSerializer(serializers.Serializer):
    """A round of the day, played or planned."""

    # Reads a row of the services' ``schedule``: its ``round`` is None while the round is only planned.
    number = serializers.IntegerField()
    stage = serializers.CharField()
    starts_at = serializers.DateTimeField()
    ends_at = serializers.DateTimeField(source="round.ends_at", allow_null=True)
    paired = serializers.SerializerMethodField()

    def get_paired(self, row: dict[str, Any]) -> bool:
        return row["round"] is not None


class StaffOutputSerializer(serializers.Serializer):
    player = serializers.CharField(source="player.display_name")
    role = serializers.CharField()


class TournamentDetailSerializer(TournamentOutputSerializer):
    """The event with its day's schedule and staff."""

    schedule = serializers.SerializerMethodField()
    staff = StaffOutputSerializer(source="staff.all", many=True)  # ``with_staff`` loads their players

    @extend_schema_field(ScheduleRowSerializer(many=True))
    def get_schedule(self, tournament: Tournament) -> list[dict[str, Any]]:
        return [ScheduleRowSerializer(row).data for row in schedule(tournament)]


def with_staff(tournament: Tournament) -> Tournament:
    prefetch_related_objects([tournament], Prefetch("staff", queryset=StaffRole.objects.select_related("player")))
    return tournament


class RegistrationOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    player_id = serializers.IntegerField()
    player = serializers.CharField(source="player.display_name")
    deck = serializers.CharField(source="deck.name", allow_null=True, help_text="The entered deck's name")
    checked_in = serializers.BooleanField()
    late_round = serializers.IntegerField(allow_null=True)
    dropped_after = serializers.IntegerField(allow_null=True)
    team = serializers.CharField()
    club = serializers.CharField()


class RoundOutputSerializer(serializers.Serializer):
    """A round and how many of its tables are still without a final result."""

    # Reads a round of ``with_table_counts``, which counts its tables in the query that reads it.
    number = serializers.IntegerField()
    stage = serializers.CharField()
    started_at = MomentField()
    ends_at = MomentField()
    time_called = serializers.BooleanField()
    tables = serializers.IntegerField()
    unfinished = serializers.IntegerField()
    warnings = serializers.ListField(child=serializers.CharField(), help_text="what pairing could not avoid")


def counted(round_: Round) -> Round:
    """The round read again with its table counts, as a service left it."""
    return with_table_counts(Round.objects.filter(pk=round_.pk)).get()


class PairingSeatSerializer(serializers.Serializer):
    """A player at a table, or alone on a bye."""

    # Reads a ``MatchSeat``, or the ``ByeSeat`` of a bye.
    player_id = serializers.IntegerField()
    player = serializers.CharField(source="label")
    deck = serializers.CharField(source="deck_name")
    placement = serializers.IntegerField(allow_null=True)
    score = serializers.IntegerField(allow_null=True)
    confirmed = serializers.BooleanField(source="is_confirmed")


class PairingOutputSerializer(serializers.Serializer):
    """A table of the round, or a bye."""

    # Reads a row of the services' ``pairings``; a bye's ``match`` is None, so its match id is null.
    table = serializers.IntegerField(allow_null=True, help_text="Null for a bye")
    match_id = serializers.IntegerField(source="match.pk", allow_null=True)
    status = serializers.CharField(help_text="The match's result status, or 'bye'")
    bracket_match = serializers.CharField(
        source="bracket", allow_null=True, help_text="The cut's bracket match id (W1-1, ...)"
    )
    seats = PairingSeatSerializer(many=True)


def pairing_rows(round_: Round) -> list[dict[str, Any]]:
    """The round's tables then its byes as ``PairingOutputSerializer`` gives them."""
    return [PairingOutputSerializer(row).data for row in pairings(round_)]


class StandingRowSerializer(serializers.Serializer):
    """A standings row of the services' ``standings``, for the API and both exports alike: numbers as
    computed (a whole number stays whole, ``6`` not ``6.0``), as ``manage.py standings`` and the
    league standings print them."""

    rank = serializers.IntegerField()
    registration_id = serializers.IntegerField(source="registration.pk")
    player = serializers.CharField(source="name", help_text="The player's display name")
    points = StoredNumberField()
    dropped = serializers.BooleanField()
    tiebreakers = serializers.DictField(child=StoredNumberField(), help_text="In the event's order of tiebreakers")


def standing_rows(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Standings rows as the API and the exports give them (``StandingRowSerializer``)."""
    return [StandingRowSerializer(row).data for row in rows]


def get_tournament(tournament_id: int) -> Tournament:
    return get_object_or_404(Tournament.objects.select_related("organiser", "deck_format"), pk=tournament_id)


def acting_player(request: Request) -> Player:
    return Player.for_user(request.user)
