"""Tournament API: registrations, check-in and drops."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from league.models import Deck, Registration
from league.services.errors import ServiceError
from league.tournaments.api.outputs import (
    REFUSALS,
    RegistrationOutputSerializer,
    acting_player,
    get_tournament,
)
from league.tournaments.services import (
    tournament_check_in,
    tournament_drop,
    tournament_register,
)


class RegistrationListApi(APIView):
    permission_classes = [AllowAny]

    @extend_schema(responses=RegistrationOutputSerializer(many=True))
    def get(self, request: Request, tournament_id: int) -> Response:
        tournament = get_tournament(tournament_id)
        registrations = tournament.registrations.select_related("player", "deck").order_by("pk")
        return Response(RegistrationOutputSerializer(registrations, many=True).data)


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
        return Response(RegistrationOutputSerializer(registration).data, status=status.HTTP_201_CREATED)


def on_registration(request: Request, tournament_id: int, registration_id: int, service: Any) -> Response:
    """Run ``service`` (check-in or drop) on one registration; answer with the registration as it is now."""
    tournament = get_tournament(tournament_id)
    service(tournament=tournament, registration_id=registration_id, actor=acting_player(request))
    registration = Registration.objects.select_related("player", "deck").get(pk=registration_id)
    return Response(RegistrationOutputSerializer(registration).data)


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
