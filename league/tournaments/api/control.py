"""The organiser's controls over the API, one APIView per operation: pairings by hand, re-pair,
swap, the clock and finishing. Staff only; refusals answer the API's one error shape (400/403)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from league.tournaments.api.outputs import (
    REFUSALS,
    RoundOutputSerializer,
    TournamentOutputSerializer,
    acting_player,
    counted,
    get_tournament,
)
from league.tournaments.services import (
    CLOCK_ACTIONS,
    clock_face,
    pairing_swap,
    round_clock,
    round_repair,
    round_set_pairings,
    tournament_finish,
    with_table_counts,
)

MAX_TABLES = 4096
LARGEST_ID = 2**63 - 1  # a registration id past a database integer would fail in the query, not as a 400


def registration_id(**options) -> serializers.IntegerField:
    return serializers.IntegerField(min_value=1, max_value=LARGEST_ID, **options)


def checked(serializer: serializers.Serializer) -> dict:
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


class HandPairingInputSerializer(serializers.Serializer):
    tables = serializers.ListField(
        child=serializers.ListField(child=registration_id(), min_length=1, max_length=8),
        max_length=MAX_TABLES,
        help_text="registration ids per table, table 1 first",
    )
    byes = serializers.ListField(
        child=serializers.IntegerField(min_value=1), required=False, default=list, max_length=MAX_TABLES
    )


class HandPairingApi(APIView):
    """Replace the current round's pairings (no result entered yet). Rematches and second byes are
    allowed and come back as ``warnings``; a player twice, a dropped player or one left out is refused."""

    permission_classes = [IsAuthenticated]

    @extend_schema(request=HandPairingInputSerializer, responses={200: RoundOutputSerializer, **REFUSALS})
    def put(self, request: Request, tournament_id: int) -> Response:
        tournament = get_tournament(tournament_id)
        data = checked(HandPairingInputSerializer(data=request.data))
        round_ = round_set_pairings(
            tournament_id=tournament.pk, actor=acting_player(request), tables=data["tables"], byes=data["byes"]
        )
        return Response(RoundOutputSerializer(counted(round_)).data)


class RepairApi(APIView):
    """Throw away the current round's pairings (no result entered yet) and pair it again."""

    permission_classes = [IsAuthenticated]

    @extend_schema(request=None, responses={200: RoundOutputSerializer, **REFUSALS})
    def post(self, request: Request, tournament_id: int) -> Response:
        tournament = get_tournament(tournament_id)
        round_ = round_repair(tournament_id=tournament.pk, actor=acting_player(request))
        return Response(RoundOutputSerializer(counted(round_)).data)


class SwapInputSerializer(serializers.Serializer):
    first = registration_id(help_text="a registration id")
    second = registration_id(help_text="a registration id")


class SwapApi(APIView):
    """Swap two players of the current round (tables without a result); a rematch or a second bye is
    allowed and named in ``warnings``."""

    permission_classes = [IsAuthenticated]

    @extend_schema(request=SwapInputSerializer, responses={200: RoundOutputSerializer, **REFUSALS})
    def post(self, request: Request, tournament_id: int) -> Response:
        tournament = get_tournament(tournament_id)
        data = checked(SwapInputSerializer(data=request.data))
        pairing_swap(
            tournament_id=tournament.pk, actor=acting_player(request), first_id=data["first"], second_id=data["second"]
        )
        return Response(RoundOutputSerializer(with_table_counts(tournament.round_set.all()).latest("number")).data)


class ClockInputSerializer(serializers.Serializer):
    action = serializers.ChoiceField(choices=CLOCK_ACTIONS)


class ClockOutputSerializer(serializers.Serializer):
    """The round's clock as the projector shows it."""

    # Reads what the services' ``clock_face`` shows.
    number = serializers.IntegerField(source="round.number")
    seconds_left = serializers.IntegerField(help_text="negative in overtime")
    paused = serializers.BooleanField()
    time_called = serializers.BooleanField()


class ClockApi(APIView):
    """Start the current round's clock again from the full round time, pause it, or resume it."""

    permission_classes = [IsAuthenticated]

    @extend_schema(request=ClockInputSerializer, responses={200: ClockOutputSerializer, **REFUSALS})
    def post(self, request: Request, tournament_id: int) -> Response:
        tournament = get_tournament(tournament_id)
        data = checked(ClockInputSerializer(data=request.data))
        round_ = round_clock(tournament_id=tournament.pk, actor=acting_player(request), action=data["action"])
        return Response(ClockOutputSerializer(clock_face(round_)).data)


class FinishInputSerializer(serializers.Serializer):
    early = serializers.BooleanField(required=False, default=False, help_text="end before the planned rounds")


class FinishApi(APIView):
    """Close the event once its rounds (and cut) are played, or ``early`` after a complete round."""

    permission_classes = [IsAuthenticated]

    @extend_schema(request=FinishInputSerializer, responses={200: TournamentOutputSerializer, **REFUSALS})
    def post(self, request: Request, tournament_id: int) -> Response:
        tournament = get_tournament(tournament_id)
        data = checked(FinishInputSerializer(data=request.data))
        finished = tournament_finish(tournament_id=tournament.pk, actor=acting_player(request), early=data["early"])
        return Response(TournamentOutputSerializer(finished).data)
