"""Tournament API: the event, registrations, rounds, pairings, results and standings; JSON and CSV exports.

One APIView per operation with explicit serializers; every write goes through
``league.services.tournaments``. A refused request answers 400 (``detail`` says why, ``errors``
names fields) or 403 (not staff, not your table) and changes nothing.
"""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import PermissionDenied
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from games.catalogue import GAME_CHOICES
from league.api_common import ResultInputSerializer
from league.api_errors import ErrorSerializer
from league.inputs import ascii_number
from league.models import Deck, DeckSnapshot, Player, Registration, Round, Tournament
from league.permissions import may_create_events
from league.services.errors import ServiceError
from league.services.reporting import match_confirm
from league.services.tournaments import (
    EventSettings,
    event_data,
    final_standings,
    pairings,
    schedule,
    standings,
    tournament_check_in,
    tournament_create,
    tournament_drop,
    tournament_match,
    tournament_register,
    tournament_report,
    tournament_start_round,
)

# ---------------------------------------------------------------- output shapes

REFUSALS = {400: ErrorSerializer, 403: ErrorSerializer}
VISIBILITY_HELP = "Who sees decklists at this stage: " + ", ".join(DeckSnapshot.Visibility.values)


class TournamentOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
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
            for name in TournamentOutputSerializer().fields
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
        "deck": registration.deck.name if registration.deck_id else None,
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
    rank = serializers.IntegerField()
    registration_id = serializers.IntegerField()
    player = serializers.CharField()
    points = serializers.FloatField()
    dropped = serializers.BooleanField()
    tiebreakers = serializers.DictField(child=serializers.FloatField())


def standing_rows(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [
        {
            "rank": row["rank"],
            "registration_id": row["registration"].pk,
            "player": row["name"],
            "points": row["points"],
            "dropped": row["dropped"],
            "tiebreakers": row["tiebreakers"],
        }
        for row in rows
    ]


# ---------------------------------------------------------------- access


def get_tournament(tournament_id: int) -> Tournament:
    return get_object_or_404(Tournament.objects.select_related("organiser", "deck_format"), pk=tournament_id)


def acting_player(request: Request) -> Player:
    return Player.for_user(request.user)


# ---------------------------------------------------------------- the event


class TournamentListApi(APIView):
    permission_classes = [AllowAny]

    @extend_schema(responses=TournamentOutputSerializer(many=True))
    def get(self, request: Request) -> Response:
        events = Tournament.objects.select_related("organiser", "deck_format").order_by("-starts_at")[:200]
        return Response([TournamentOutputSerializer(tournament_payload(t)).data for t in events])


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
        return Response(TournamentOutputSerializer(tournament_payload(tournament)).data, status=status.HTTP_201_CREATED)


class TournamentDetailApi(APIView):
    permission_classes = [AllowAny]

    @extend_schema(responses=TournamentDetailSerializer)
    def get(self, request: Request, tournament_id: int) -> Response:
        tournament = get_tournament(tournament_id)
        rows = [
            {
                "number": row["number"],
                "stage": row["stage"],
                "starts_at": row["starts_at"],
                "ends_at": row["round"].ends_at if row["round"] else None,
                "paired": row["round"] is not None,
            }
            for row in schedule(tournament)
        ]
        staff = [{"player": str(s.player), "role": s.role} for s in tournament.staff.select_related("player")]
        payload = {**tournament_payload(tournament), "schedule": rows, "staff": staff}
        return Response(TournamentDetailSerializer(payload).data)


# ---------------------------------------------------------------- registrations


class RegistrationListApi(APIView):
    permission_classes = [AllowAny]

    @extend_schema(responses=RegistrationOutputSerializer(many=True))
    def get(self, request: Request, tournament_id: int) -> Response:
        tournament = get_tournament(tournament_id)
        registrations = tournament.registrations.select_related("player", "deck").order_by("pk")
        return Response([registration_payload(r) for r in registrations])


class RegistrationCreateApi(APIView):
    """Register yourself, entering one of your valid decks (snapshotted and locked for the event)."""

    permission_classes = [IsAuthenticated]

    class InputSerializer(serializers.Serializer):
        deck_id = serializers.IntegerField(required=False, allow_null=True, default=None)
        team = serializers.CharField(max_length=60, required=False, allow_blank=True, default="")
        club = serializers.CharField(max_length=60, required=False, allow_blank=True, default="")

    @extend_schema(request=InputSerializer, responses={201: RegistrationOutputSerializer, **REFUSALS})
    def post(self, request: Request, tournament_id: int) -> Response:
        tournament = get_tournament(tournament_id)
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        player = acting_player(request)
        deck_id = data.validated_data["deck_id"]
        deck = None
        if deck_id is not None:
            deck = Deck.objects.filter(pk=deck_id).first()
            if deck is None:
                raise ServiceError(f"There is no deck {deck_id}.", {"deck_id": "Unknown deck."})
        registration = tournament_register(
            tournament=tournament,
            player=player,
            deck=deck,
            team=data.validated_data["team"],
            club=data.validated_data["club"],
        )
        registration = Registration.objects.select_related("player", "deck").get(pk=registration.pk)
        return Response(registration_payload(registration), status=status.HTTP_201_CREATED)


def on_registration(request: Request, tournament_id: int, registration_id: int, service: Any) -> Response:
    """Run ``service`` (check-in or drop) on one registration; answer with the registration as it is now."""
    tournament = get_tournament(tournament_id)
    service(tournament=tournament, registration_id=registration_id, actor=acting_player(request))
    registration = Registration.objects.select_related("player", "deck").get(pk=registration_id)
    return Response(registration_payload(registration))


class CheckInApi(APIView):
    """Check in: a player themselves before round one; staff anyone (after round one, as a late entry)."""

    permission_classes = [IsAuthenticated]

    @extend_schema(request=None, responses={200: RegistrationOutputSerializer, **REFUSALS})
    def post(self, request: Request, tournament_id: int, registration_id: int) -> Response:
        return on_registration(request, tournament_id, registration_id, tournament_check_in)


class DropApi(APIView):
    """Drop a registration: a player drops themselves, staff drop anyone."""

    permission_classes = [IsAuthenticated]

    @extend_schema(request=None, responses={200: RegistrationOutputSerializer, **REFUSALS})
    def post(self, request: Request, tournament_id: int, registration_id: int) -> Response:
        return on_registration(request, tournament_id, registration_id, tournament_drop)


# ---------------------------------------------------------------- rounds, pairings and results


class RoundListApi(APIView):
    permission_classes = [AllowAny]

    @extend_schema(responses=RoundOutputSerializer(many=True))
    def get(self, request: Request, tournament_id: int) -> Response:
        tournament = get_tournament(tournament_id)
        return Response([round_payload(r) for r in tournament.round_set.order_by("number")])


class RoundStartApi(APIView):
    """Pair and start the next round (staff); refused while the previous round has unfinished tables."""

    permission_classes = [IsAuthenticated]

    @extend_schema(request=None, responses={201: RoundOutputSerializer, **REFUSALS})
    def post(self, request: Request, tournament_id: int) -> Response:
        tournament = get_tournament(tournament_id)
        round_ = tournament_start_round(tournament_id=tournament.pk, actor=acting_player(request))
        return Response(round_payload(round_), status=status.HTTP_201_CREATED)


class PairingsApi(APIView):
    permission_classes = [AllowAny]

    @extend_schema(responses=PairingOutputSerializer(many=True))
    def get(self, request: Request, tournament_id: int, number: int) -> Response:
        round_ = get_object_or_404(Round, tournament_id=tournament_id, number=number)
        return Response(PairingOutputSerializer(pairing_rows(round_), many=True).data)


class ResultReportApi(APIView):
    """Report your own table (the opponent confirms), or, as staff, enter any table (confirmed at once)."""

    permission_classes = [IsAuthenticated]

    @extend_schema(request=ResultInputSerializer, responses={200: PairingOutputSerializer, **REFUSALS})
    def post(self, request: Request, tournament_id: int, match_id: int) -> Response:
        tournament = get_tournament(tournament_id)
        data = ResultInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        match = tournament_report(
            tournament=tournament,
            match_id=match_id,
            player=acting_player(request),
            raws=data.validated_data["fields"],
            details=data.validated_data["details"],
        )
        return Response(table_of(match.round, match.pk))


class ResultConfirmApi(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(request=None, responses={200: PairingOutputSerializer, **REFUSALS})
    def post(self, request: Request, tournament_id: int, match_id: int) -> Response:
        tournament = get_tournament(tournament_id)
        match = tournament_match(tournament, match_id)
        match_confirm(match_id=match.pk, player=acting_player(request))
        return Response(table_of(match.round, match.pk))


def table_of(round_: Round, match_id: int) -> dict[str, Any]:
    row = next(row for row in pairing_rows(round_) if row["match_id"] == match_id)
    return PairingOutputSerializer(row).data


# ---------------------------------------------------------------- standings and exports


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
        return Response(StandingRowSerializer(standing_rows(rows), many=True).data)


EXPORT_COLUMNS = ("round", "stage", "table", "match_id", "status", "seat", "player", "placement", "score")


def export_document(tournament: Tournament) -> dict[str, Any]:
    """The whole event; ``results`` is the input of ``manage.py standings`` (names are display names)."""
    data = event_data(tournament)
    played = tournament.round_set.order_by("number")
    rounds = [{**round_payload(round_), "pairings": pairing_rows(round_)} for round_ in played]
    results = {
        "players": [data.name(key) for key in data.players],
        "rounds": [
            [{**table, "seats": [data.name(key) for key in table["seats"]]} for table in tables]
            for tables in data.rounds
        ],
    }
    registrations = tournament.registrations.select_related("player", "deck").order_by("pk")
    return {
        "event": tournament_payload(tournament),
        "registrations": [registration_payload(r) for r in registrations],
        "rounds": rounds,
        "standings": standing_rows(final_standings(tournament)),
        "results": results,
    }


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
