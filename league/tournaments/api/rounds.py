"""Tournament API: rounds, their pairings, and results reported and confirmed at a table."""

from __future__ import annotations

from typing import Any

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from league.api_common import ResultInputSerializer
from league.models import Round
from league.services.reporting import match_confirm
from league.tournaments.api.outputs import (
    REFUSALS,
    PairingOutputSerializer,
    RoundOutputSerializer,
    acting_player,
    counted,
    get_tournament,
    pairing_rows,
)
from league.tournaments.services import (
    pairings,
    tournament_match,
    tournament_report,
    tournament_start_round,
    with_table_counts,
)


class RoundListApi(APIView):
    permission_classes = [AllowAny]

    @extend_schema(responses=RoundOutputSerializer(many=True))
    def get(self, request: Request, tournament_id: int) -> Response:
        tournament = get_tournament(tournament_id)
        rounds = with_table_counts(tournament.round_set.order_by("number"))
        return Response(RoundOutputSerializer(rounds, many=True).data)


class RoundStartApi(APIView):
    """Pair and start the next round (staff); refused while the previous round has unfinished tables."""

    permission_classes = [IsAuthenticated]

    @extend_schema(request=None, responses={201: RoundOutputSerializer, **REFUSALS})
    def post(self, request: Request, tournament_id: int) -> Response:
        tournament = get_tournament(tournament_id)
        round_ = tournament_start_round(tournament_id=tournament.pk, actor=acting_player(request))
        return Response(RoundOutputSerializer(counted(round_)).data, status=status.HTTP_201_CREATED)


class PairingsApi(APIView):
    permission_classes = [AllowAny]

    @extend_schema(responses=PairingOutputSerializer(many=True))
    def get(self, request: Request, tournament_id: int, number: int) -> Response:
        round_ = get_object_or_404(Round, tournament_id=tournament_id, number=number)
        return Response(pairing_rows(round_))


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
        return Response(table_of(match.event_round, match.pk))


class ResultConfirmApi(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(request=None, responses={200: PairingOutputSerializer, **REFUSALS})
    def post(self, request: Request, tournament_id: int, match_id: int) -> Response:
        tournament = get_tournament(tournament_id)
        match = tournament_match(tournament, match_id)
        match_confirm(match_id=match.pk, player=acting_player(request))
        return Response(table_of(match.event_round, match.pk))


def table_of(round_: Round, match_id: int) -> dict[str, Any]:
    row = next(row for row in pairings(round_) if row["match"] is not None and row["match"].pk == match_id)
    return PairingOutputSerializer(row).data
