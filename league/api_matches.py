"""League API: matches and the result workflow (record, open, report, confirm, dispute, override,
resolve) and the result-entry helpers. One APIView per operation, explicit serializers; a refused
request answers with the API's one error shape (``league.api_errors``) and changes nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.db.models import Prefetch
from django.shortcuts import get_object_or_404
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from games.catalogue import GAME_CHOICES, GAMES_BY_KEY
from league.api_common import (
    MatchOutputSerializer,
    Pages,
    ResultInputSerializer,
    SeatInputSerializer,
    acting_player,
    get_league,
    match_payload,
    match_summary,
    paginated,
    validated,
)
from league.api_errors import ErrorSerializer
from league.models import League, Match, ResultAudit, Season
from league.results import score_result, scoring_for
from league.services import reporting
from league.services.errors import ServiceError
from league.services.queries import (
    season_for,
    with_seats,
)


class MatchListApi(APIView):
    permission_classes = [AllowAny]
    pagination_class = Pages  # the schema documents the paginated shape

    @extend_schema(
        parameters=[OpenApiParameter("season", int), OpenApiParameter("status", str, enum=Match.Status.values)],
        responses=MatchOutputSerializer(many=True),
    )
    def get(self, request: Request, slug: str) -> Response:
        season = season_for(get_league(slug), request.query_params.get("season"))
        if season is None:
            raise NotFound("This league has no such season.")
        matches = Match.objects.filter(season=season).order_by("-played_at", "-id")
        if wanted := request.query_params.get("status"):
            matches = matches.filter(status=wanted)
        return paginated(self, request, with_seats(matches), match_summary)


class AuditOutputSerializer(serializers.Serializer):
    action = serializers.CharField()
    actor = serializers.CharField(source="actor.display_name", allow_null=True)
    at = serializers.DateTimeField()
    note = serializers.CharField()
    before = serializers.JSONField(allow_null=True)
    after = serializers.JSONField(allow_null=True)


class MatchDetailApi(APIView):
    permission_classes = [AllowAny]

    class OutputSerializer(MatchOutputSerializer):
        audit = AuditOutputSerializer(source="audit.all", many=True)

    @extend_schema(responses=OutputSerializer)
    def get(self, request: Request, match_id: int) -> Response:
        audit = Prefetch("audit", queryset=ResultAudit.objects.select_related("actor"))
        match = get_object_or_404(with_seats(Match.objects.prefetch_related(audit)), pk=match_id)
        return Response(self.OutputSerializer(match).data)


def _entries(seats: list[dict[str, Any]], league: League) -> list[reporting.SeatEntry]:
    members = {player.pk: player for player in league.members.all()}
    entries = []
    for index, seat in enumerate(seats):
        player_id = seat.get("player_id")
        if player_id is not None and player_id not in members:
            raise ServiceError(
                f"Player {player_id} is not a member of this league.",
                {f"seats.{index}.player_id": "Not a member of this league."},
            )
        entries.append(
            reporting.SeatEntry(
                player=members.get(player_id) if player_id is not None else None,
                raw=seat["fields"],
                bot_kind=seat.get("bot", ""),
                deck_name=seat.get("deck_name", ""),
            )
        )
    return entries


MATCH_CREATED = {201: MatchOutputSerializer, 400: ErrorSerializer, 403: ErrorSerializer}


def create_match(slug: str, create: Callable[[League, Season], Match]) -> Response:
    """Create a match in the league's open season: 400 or 403 if refused, else 201 with the match."""
    league = get_league(slug)
    season = league.current_season()
    if season is None:
        raise ServiceError("This league has no open season.")
    match = create(league, season)
    return Response(match_payload(match.pk), status=status.HTTP_201_CREATED)


class MatchRecordApi(APIView):
    """Record a game just played: create the match and report its result (the reporter must be seated)."""

    permission_classes = [IsAuthenticated]

    class InputSerializer(serializers.Serializer):
        seats = SeatInputSerializer(many=True)
        details = serializers.DictField(required=False, default=dict)
        played_at = serializers.DateTimeField(required=False)

    @extend_schema(request=InputSerializer, responses=MATCH_CREATED)
    def post(self, request: Request, slug: str) -> Response:
        values, reporter = validated(self.InputSerializer, request), acting_player(request)
        return create_match(
            slug,
            lambda league, season: reporting.match_record(
                season=season,
                reporter=reporter,
                entries=_entries(values["seats"], league),
                details=values["details"],
                played_at=values.get("played_at"),
            ),
        )


class MatchOpenApi(APIView):
    """Seat a match to be played; its result is reported later (by one seated player only)."""

    permission_classes = [IsAuthenticated]

    class InputSerializer(serializers.Serializer):
        seats = SeatInputSerializer(many=True, help_text="'fields' may be empty: no result yet.")

    @extend_schema(request=InputSerializer, responses=MATCH_CREATED)
    def post(self, request: Request, slug: str) -> Response:
        seats, creator = validated(self.InputSerializer, request)["seats"], acting_player(request)

        def open_match(league: League, season: Season) -> Match:
            entries = _entries(seats, league)
            players = [entry.player if entry.player is not None else entry.bot_kind for entry in entries]
            return reporting.match_open(season=season, creator=creator, players=players)

        return create_match(slug, open_match)


MATCH_CHANGED = {200: MatchOutputSerializer, 400: ErrorSerializer, 403: ErrorSerializer}


def change_match(match_id: int, change: Callable[[], object]) -> Response:
    """Run one workflow step on a match: 404 if unknown, 400 or 403 if refused, else the match as it now is."""
    get_object_or_404(Match, pk=match_id)
    change()
    return Response(match_payload(match_id))


class MatchReportApi(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(request=ResultInputSerializer, responses=MATCH_CHANGED)
    def post(self, request: Request, match_id: int) -> Response:
        values = validated(ResultInputSerializer, request)
        fields, details = values["fields"], values["details"]
        reporter = acting_player(request)
        return change_match(
            match_id, lambda: reporting.match_report(match_id=match_id, reporter=reporter, raws=fields, details=details)
        )


class MatchConfirmApi(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(request=None, responses=MATCH_CHANGED)
    def post(self, request: Request, match_id: int) -> Response:
        player = acting_player(request)
        return change_match(match_id, lambda: reporting.match_confirm(match_id=match_id, player=player))


class MatchDisputeApi(APIView):
    permission_classes = [IsAuthenticated]

    class InputSerializer(serializers.Serializer):
        reason = serializers.CharField(max_length=500)

    @extend_schema(request=InputSerializer, responses=MATCH_CHANGED)
    def post(self, request: Request, match_id: int) -> Response:
        player, reason = acting_player(request), validated(self.InputSerializer, request)["reason"]
        return change_match(match_id, lambda: reporting.match_dispute(match_id=match_id, player=player, reason=reason))


class MatchOverrideApi(APIView):
    permission_classes = [IsAuthenticated]

    class InputSerializer(ResultInputSerializer):
        note = serializers.CharField(required=False, allow_blank=True, default="")

    @extend_schema(request=InputSerializer, responses=MATCH_CHANGED)
    def post(self, request: Request, match_id: int) -> Response:
        values, organiser = validated(self.InputSerializer, request), acting_player(request)
        return change_match(
            match_id,
            lambda: reporting.match_override(
                match_id=match_id,
                organiser=organiser,
                raws=values["fields"],
                details=values["details"],
                note=values["note"],
            ),
        )


class MatchResolveApi(APIView):
    permission_classes = [IsAuthenticated]

    class InputSerializer(serializers.Serializer):
        decision = serializers.ChoiceField(choices=["accept", "void"])
        note = serializers.CharField(required=False, allow_blank=True, default="")

    @extend_schema(request=InputSerializer, responses=MATCH_CHANGED)
    def post(self, request: Request, match_id: int) -> Response:
        values, organiser = validated(self.InputSerializer, request), acting_player(request)
        return change_match(
            match_id,
            lambda: reporting.match_resolve(
                match_id=match_id, organiser=organiser, accept=values["decision"] == "accept", note=values["note"]
            ),
        )


class PendingConfirmationListApi(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(responses=MatchOutputSerializer(many=True))
    def get(self, request: Request) -> Response:
        return Response([match_summary(match) for match in reporting.pending_for(acting_player(request))])


# ---------------------------------------------------------------- result entry helpers


class ResultFieldSerializer(serializers.Serializer):
    """One field of a game's result form."""

    # Reads a ``league.results.FieldSpec``.
    name = serializers.CharField()
    # label, required: named like Serializer attributes; DRF's metaclass takes declared fields off
    # the class, so they shadow nothing.
    label = serializers.CharField()  # type: ignore[assignment]
    kind = serializers.CharField()
    minimum = serializers.IntegerField(allow_null=True)
    maximum = serializers.IntegerField(allow_null=True)
    required = serializers.BooleanField()  # type: ignore[assignment]
    help = serializers.CharField()


class ResultFieldsApi(APIView):
    """The result fields a game takes, per seat and for the match, so a client can build its form."""

    permission_classes = [AllowAny]

    class OutputSerializer(serializers.Serializer):
        # Reads {"game": key, "scoring": the game's GameScoring}.
        game = serializers.CharField()
        score = serializers.CharField(source="scoring.score_label")
        seat_fields = ResultFieldSerializer(source="scoring.seat_fields", many=True)
        match_fields = ResultFieldSerializer(source="scoring.match_fields", many=True)

    @extend_schema(responses=OutputSerializer)
    def get(self, request: Request, game: str) -> Response:
        if game not in GAMES_BY_KEY:
            raise NotFound(f"No game {game!r}.")
        return Response(self.OutputSerializer({"game": game, "scoring": scoring_for(game)}).data)


class ScorePreviewApi(APIView):
    """Compute scores and placements from raw result fields without saving anything."""

    permission_classes = [AllowAny]

    class InputSerializer(ResultInputSerializer):
        game = serializers.ChoiceField(choices=GAME_CHOICES)

    class OutputSerializer(serializers.Serializer):
        scores = serializers.ListField(child=serializers.IntegerField(allow_null=True))
        placements = serializers.ListField(child=serializers.IntegerField())

    @extend_schema(request=InputSerializer, responses={200: OutputSerializer, 400: ErrorSerializer})
    def post(self, request: Request) -> Response:
        given = validated(self.InputSerializer, request)
        scored = score_result(given["game"], given["fields"], given["details"])
        return Response({"scores": scored.scores, "placements": scored.placements})
