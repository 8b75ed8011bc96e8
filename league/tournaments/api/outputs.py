"""What the tournament API answers: output serializers and the payloads they read, and access helpers."""

from __future__ import annotations

from typing import Any

from django.shortcuts import get_object_or_404
from rest_framework import serializers
from rest_framework.request import Request

from league.api_common import StoredNumberField
from league.api_errors import ErrorSerializer
from league.models import DeckSnapshot, Player, Registration, Round, Tournament
from league.tournaments.services import (
    pairings,
)

REFUSALS = {400: ErrorSerializer, 403: ErrorSerializer}


VISIBILITY_HELP = "Who sees decklists at this stage: " + ", ".join(DeckSnapshot.Visibility.values)


class TournamentOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    slug = serializers.SlugField(help_text="Made from the name; the event's pages answer to it as to the id")
    game = serializers.CharField()
    format = serializers.CharField()
    status = serializers.CharField()
    organiser = serializers.CharField()
    starts_at = serializers.DateTimeField()
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
    deck_format = serializers.CharField(allow_null=True)
    deck_deadline = serializers.DateTimeField(allow_null=True)
    decklists_running = serializers.CharField()
    decklists_finished = serializers.CharField()


class ScheduleRowSerializer(serializers.Serializer):
    number = serializers.IntegerField()
    stage = serializers.CharField()
    starts_at = serializers.DateTimeField()
    ends_at = serializers.DateTimeField(allow_null=True)
    paired = serializers.BooleanField()


class TournamentDetailSerializer(TournamentOutputSerializer):
    schedule = ScheduleRowSerializer(many=True)
    staff = serializers.ListField(child=serializers.DictField())


def tournament_payload(tournament: Tournament) -> dict[str, Any]:
    return {
        **{
            name: getattr(tournament, name)
            for name, _field in TournamentOutputSerializer().fields.items()
            if name not in ("organiser", "deck_format")
        },
        "organiser": str(tournament.organiser),
        "deck_format": str(tournament.deck_format) if tournament.deck_format_id else None,
    }


class RegistrationOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    player_id = serializers.IntegerField()
    player = serializers.CharField()
    deck = serializers.CharField(allow_null=True, help_text="The entered deck's name")
    checked_in = serializers.BooleanField()
    late_round = serializers.IntegerField(allow_null=True)
    dropped_after = serializers.IntegerField(allow_null=True)
    team = serializers.CharField()
    club = serializers.CharField()


def registration_payload(registration: Registration) -> dict[str, Any]:
    return {
        "id": registration.pk,
        "player_id": registration.player_id,
        "player": registration.player.display_name,
        "deck": registration.deck.name if registration.deck is not None else None,
        "checked_in": registration.checked_in,
        "late_round": registration.late_round,
        "dropped_after": registration.dropped_after,
        "team": registration.team,
        "club": registration.club,
    }


class RoundOutputSerializer(serializers.Serializer):
    number = serializers.IntegerField()
    stage = serializers.CharField()
    started_at = serializers.DateTimeField()
    ends_at = serializers.DateTimeField()
    time_called = serializers.BooleanField()
    tables = serializers.IntegerField()
    unfinished = serializers.IntegerField()
    warnings = serializers.ListField(child=serializers.CharField(), help_text="what pairing could not avoid")


def round_payload(round_: Round) -> dict[str, Any]:
    return {
        "number": round_.number,
        "stage": round_.stage,
        "started_at": round_.started_at,
        "ends_at": round_.ends_at,
        "time_called": round_.time_called,
        "tables": round_.matches.count(),
        "unfinished": round_.matches.exclude(status__in=["confirmed", "void"]).count(),
        "warnings": round_.warnings,
    }


class PairingSeatSerializer(serializers.Serializer):
    player_id = serializers.IntegerField()
    player = serializers.CharField()
    deck = serializers.CharField()
    placement = serializers.IntegerField(allow_null=True)
    score = serializers.IntegerField(allow_null=True)
    confirmed = serializers.BooleanField()


class PairingOutputSerializer(serializers.Serializer):
    table = serializers.IntegerField(allow_null=True, help_text="Null for a bye")
    match_id = serializers.IntegerField(allow_null=True)
    status = serializers.CharField(help_text="The match's result status, or 'bye'")
    bracket_match = serializers.CharField(allow_null=True, help_text="The cut's bracket match id (W1-1, ...)")
    seats = PairingSeatSerializer(many=True)


def pairing_rows(round_: Round) -> list[dict[str, Any]]:
    rows = []
    for row in pairings(round_):
        if row["match"] is None:
            bye = row["bye"]
            rows.append(
                {
                    "table": None,
                    "match_id": None,
                    "status": "bye",
                    "bracket_match": None,
                    "seats": [
                        {
                            "player_id": bye.pk,
                            "player": bye.display_name,
                            "deck": "",
                            "placement": 1,
                            "score": None,
                            "confirmed": True,
                        }
                    ],
                }
            )
            continue
        rows.append(
            {
                "table": row["table"],
                "match_id": row["match"].pk,
                "status": row["match"].status,
                "bracket_match": row["bracket"],
                "seats": [
                    {
                        "player_id": seat.player_id,
                        "player": seat.label,
                        "deck": seat.deck_name,
                        "placement": seat.placement,
                        "score": seat.score,
                        "confirmed": seat.confirmed_at is not None,
                    }
                    for seat in row["seats"]
                ],
            }
        )
    return rows


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
