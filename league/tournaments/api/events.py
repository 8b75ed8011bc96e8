"""Tournament API: the event itself (list, create, detail), its standings and its JSON and CSV exports.

One APIView per operation with explicit serializers; every write goes through
``league.tournaments.services``. A refused request answers 400 (``detail`` says why, ``errors``
names fields) or 403 (not staff, not your table) and changes nothing.
"""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from django.http import Http404, HttpResponse
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import PermissionDenied
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from games.catalogue import GAME_CHOICES
from league.inputs import ascii_number
from league.models import Round, Tournament
from league.permissions import may_create_events
from league.services.errors import ServiceError
from league.tournaments.api.outputs import (
    REFUSALS,
    VISIBILITY_HELP,
    RegistrationOutputSerializer,
    RoundOutputSerializer,
    StandingRowSerializer,
    TournamentDetailSerializer,
    TournamentOutputSerializer,
    acting_player,
    get_tournament,
    pairing_rows,
    standing_rows,
    with_staff,
)
from league.tournaments.services import (
    EventSettings,
    event_data,
    final_standings,
    standings,
    tournament_create,
    with_table_counts,
)


class TournamentListApi(APIView):
    permission_classes = [AllowAny]

    @extend_schema(responses=TournamentOutputSerializer(many=True))
    def get(self, request: Request) -> Response:
        events = Tournament.objects.select_related("organiser", "deck_format").order_by("-starts_at")[:200]
        return Response(TournamentOutputSerializer(events, many=True).data)


class TournamentCreateApi(APIView):
    """Create an event (organisers only); ``rounds`` may be left out to use the suggestion at round one."""

    permission_classes = [IsAuthenticated]

    class InputSerializer(serializers.Serializer):
        name = serializers.CharField(max_length=120)
        game = serializers.ChoiceField(choices=GAME_CHOICES)
        format = serializers.ChoiceField(choices=Tournament.Format.choices)
        starts_at = serializers.DateTimeField()
        location = serializers.CharField(max_length=120, required=False, default="")
        rounds = serializers.IntegerField(min_value=1, max_value=100, required=False, allow_null=True, default=None)
        cut_size = serializers.IntegerField(
            min_value=0,
            max_value=1024,
            required=False,
            allow_null=True,
            default=None,
            help_text="2-16; when not a power of two the top seeds get byes",
        )
        cut_double = serializers.BooleanField(required=False, default=False, help_text="double-elimination cut")
        third_place = serializers.BooleanField(
            required=False, default=False, help_text="single elimination: the semi-final losers play for third"
        )
        pod_size = serializers.IntegerField(min_value=3, max_value=8, required=False, default=4)
        round_minutes = serializers.IntegerField(min_value=5, max_value=24 * 60, required=False, default=50)
        break_minutes = serializers.IntegerField(min_value=0, max_value=24 * 60, required=False, default=10)
        missed_round_points = serializers.IntegerField(min_value=0, max_value=100, required=False, default=0)
        first_round_by_rating = serializers.BooleanField(required=False, default=False)
        tiebreakers = serializers.ListField(child=serializers.CharField(), required=False, default=["sos", "esos"])
        deck_format_id = serializers.IntegerField(required=False, allow_null=True, default=None)
        deck_required = serializers.BooleanField(required=False, default=False)
        deck_deadline = serializers.DateTimeField(required=False, allow_null=True, default=None)
        # Plain strings (checked by the service): one choice set under two names confuses the schema.
        decklists_running = serializers.CharField(required=False, default="private", help_text=VISIBILITY_HELP)
        decklists_finished = serializers.CharField(required=False, default="public", help_text=VISIBILITY_HELP)
        description = serializers.CharField(required=False, allow_blank=True, default="")
        seed = serializers.IntegerField(required=False, allow_null=True, default=None)

    @extend_schema(request=InputSerializer, responses={201: TournamentOutputSerializer, **REFUSALS})
    def post(self, request: Request) -> Response:
        if not may_create_events(request.user):
            raise PermissionDenied("Only organisers may create events.")
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        values = dict(data.validated_data)
        seed = values.pop("seed")
        tournament = tournament_create(organiser=acting_player(request), settings=EventSettings(**values), seed=seed)
        return Response(TournamentOutputSerializer(tournament).data, status=status.HTTP_201_CREATED)


class TournamentDetailApi(APIView):
    permission_classes = [AllowAny]

    @extend_schema(responses=TournamentDetailSerializer)
    def get(self, request: Request, tournament_id: int) -> Response:
        return Response(TournamentDetailSerializer(with_staff(get_tournament(tournament_id))).data)


class StandingsApi(APIView):
    """Standings with the event's tiebreakers, after round ``round`` (default: all finished tables);
    once the event is finished, the cut's places come first."""

    permission_classes = [AllowAny]

    @extend_schema(parameters=[OpenApiParameter("round", int)], responses=StandingRowSerializer(many=True))
    def get(self, request: Request, tournament_id: int) -> Response:
        tournament = get_tournament(tournament_id)
        through_text = request.query_params.get("round")
        through = ascii_number(through_text)
        if through_text is not None and through is None:
            raise ServiceError("round must be a round number.", {"round": "Not a round number."})
        if through is None and tournament.status == Tournament.Status.FINISHED:
            rows = final_standings(tournament)
        else:
            rows = standings(tournament, through=through or None)
        return Response(standing_rows(rows))


EXPORT_COLUMNS = ("round", "stage", "table", "match_id", "status", "seat", "player", "placement", "score")


class ExportRoundSerializer(RoundOutputSerializer):
    pairings = serializers.SerializerMethodField()

    def get_pairings(self, round_: Round) -> list[dict[str, Any]]:
        return pairing_rows(round_)


class ExportSerializer(serializers.Serializer):
    """The whole event; ``results`` is the input of ``manage.py standings`` (names are display names)."""

    event = TournamentOutputSerializer()
    registrations = RegistrationOutputSerializer(many=True)
    rounds = ExportRoundSerializer(many=True)
    standings = StandingRowSerializer(many=True)
    results = serializers.DictField()


def export_document(tournament: Tournament) -> dict[str, Any]:
    data = event_data(tournament)
    results = {
        "players": [data.name(key) for key in data.players],
        "rounds": [
            [{**table, "seats": [data.name(key) for key in table["seats"]]} for table in tables]
            for tables in data.rounds
        ],
    }
    document = {
        "event": tournament,
        "registrations": tournament.registrations.select_related("player", "deck").order_by("pk"),
        "rounds": with_table_counts(tournament.round_set.order_by("number")),
        "standings": final_standings(tournament),
        "results": results,
    }
    return ExportSerializer(document).data


def tournament_export(request: Request, tournament_id: int, fmt: str) -> HttpResponse:
    """``export.json`` (everything) or ``export.csv`` (one line per seat per round); public, like the pages."""
    tournament = get_tournament(tournament_id)
    filename = f"tournament-{tournament.pk}.{fmt}"
    if fmt == "json":
        body = json.dumps(export_document(tournament), indent=1, default=str)
        response = HttpResponse(body, content_type="application/json")
    elif fmt == "csv":
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(EXPORT_COLUMNS)
        for round_ in tournament.round_set.order_by("number"):
            for row in pairing_rows(round_):
                for index, seat in enumerate(row["seats"]):
                    writer.writerow(
                        [
                            round_.number,
                            round_.stage,
                            row["table"] or "bye",
                            row["match_id"] or "",
                            row["status"],
                            index + 1,
                            seat["player"],
                            seat["placement"] or "",
                            "" if seat["score"] is None else seat["score"],
                        ]
                    )
        response = HttpResponse(out.getvalue(), content_type="text/csv; charset=utf-8")
    else:
        raise Http404("Exports come as .json or .csv.")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


def standings_csv(request: Request, tournament_id: int) -> HttpResponse:
    tournament = get_tournament(tournament_id)
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["rank", "player", "points", "dropped", *tournament.tiebreakers])
    for row in standing_rows(final_standings(tournament)):
        writer.writerow(
            [
                row["rank"],
                row["player"],
                row["points"],
                row["dropped"],
                *(row["tiebreakers"].get(key, "") for key in tournament.tiebreakers),
            ]
        )
    response = HttpResponse(out.getvalue(), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="tournament-{tournament.pk}-standings.csv"'
    return response
