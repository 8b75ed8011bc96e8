"""League API: leagues, seasons, members and standings. One APIView per operation, explicit serializers;
every write goes through ``league.services``; a refused request answers with the API's one error
shape (``league.api_errors``) and changes nothing."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.db import transaction
from django.shortcuts import get_object_or_404
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound, PermissionDenied
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from games.catalogue import GAME_CHOICES
from league.api_common import (
    Pages,
    StandingOutputSerializer,
    acting_player,
    get_league,
    organised_league,
    paginated,
    standing_summary,
    validated,
)
from league.api_errors import ErrorSerializer
from league.models import League, Player, Season, Standing
from league.permissions import may_create_events
from league.services.errors import ServiceError
from league.services.leagues import league_create
from league.services.queries import STANDING_SORTS, season_for
from league.tasks import refresh_standings_task
from league.tournament.results import ResultsError
from league.tournament.standings import parse_tiebreakers


class SeasonOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    starts_on = serializers.DateField()
    ends_on = serializers.DateField(allow_null=True)
    status = serializers.CharField()
    points_win = serializers.IntegerField()
    points_draw = serializers.IntegerField()
    points_loss = serializers.IntegerField()
    placement_points = serializers.ListField(child=serializers.IntegerField())
    min_games = serializers.IntegerField()
    repeat_limit = serializers.IntegerField(allow_null=True)
    repeat_window = serializers.IntegerField()
    tiebreakers = serializers.ListField(child=serializers.CharField())
    confirm_after_hours = serializers.IntegerField()


class LeagueOutputSerializer(serializers.Serializer):
    slug = serializers.SlugField()
    name = serializers.CharField()
    game = serializers.CharField()
    description = serializers.CharField()
    seasons = SeasonOutputSerializer(many=True, source="seasons.all")


class LeagueListApi(APIView):
    permission_classes = [AllowAny]
    pagination_class = Pages  # the schema documents the paginated shape

    @extend_schema(responses=LeagueOutputSerializer(many=True))
    def get(self, request: Request) -> Response:
        leagues = League.objects.prefetch_related("seasons").order_by("name")
        return paginated(self, request, leagues, lambda league: LeagueOutputSerializer(league).data)


class LeagueCreateApi(APIView):
    permission_classes = [IsAuthenticated]

    class InputSerializer(serializers.Serializer):
        name = serializers.CharField(max_length=80)
        slug = serializers.SlugField(max_length=80, required=False, help_text="Made from the name when left out")
        game = serializers.ChoiceField(choices=GAME_CHOICES)
        description = serializers.CharField(required=False, allow_blank=True, default="")

    @extend_schema(request=InputSerializer, responses={201: LeagueOutputSerializer, 403: ErrorSerializer})
    def post(self, request: Request) -> Response:
        if not may_create_events(request.user):
            raise PermissionDenied("Only organisers may create leagues.")
        values = dict(validated(self.InputSerializer, request))
        if "slug" in values and League.objects.filter(slug=values["slug"]).exists():
            raise ServiceError("That slug is taken.", {"slug": "Taken."}, code="slug_taken")
        league = league_create(organiser=acting_player(request), **values)
        return Response(LeagueOutputSerializer(league).data, status=status.HTTP_201_CREATED)


class LeagueDetailApi(APIView):
    permission_classes = [AllowAny]

    @extend_schema(responses=LeagueOutputSerializer)
    def get(self, request: Request, slug: str) -> Response:
        return Response(LeagueOutputSerializer(get_league(slug)).data)


class SeasonInputSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=80, required=False)
    starts_on = serializers.DateField(required=False)
    ends_on = serializers.DateField(required=False, allow_null=True)
    status = serializers.ChoiceField(choices=Season.Status.choices, required=False)
    # Upper bounds: what a league needs, well inside the small-integer columns that keep them.
    points_win = serializers.IntegerField(min_value=0, max_value=100, required=False)
    points_draw = serializers.IntegerField(min_value=0, max_value=100, required=False)
    points_loss = serializers.IntegerField(min_value=0, max_value=100, required=False)
    placement_points = serializers.ListField(
        child=serializers.IntegerField(min_value=0, max_value=1000), min_length=1, max_length=8, required=False
    )
    min_games = serializers.IntegerField(min_value=0, max_value=10_000, required=False)
    repeat_limit = serializers.IntegerField(min_value=1, max_value=1000, required=False, allow_null=True)
    repeat_window = serializers.IntegerField(min_value=1, max_value=1000, required=False)
    tiebreakers = serializers.ListField(child=serializers.CharField(), required=False)
    confirm_after_hours = serializers.IntegerField(min_value=1, max_value=24 * 365, required=False)

    def validate_tiebreakers(self, value: list[str]) -> list[str]:
        try:
            return list(parse_tiebreakers(value))
        except ResultsError as error:
            raise serializers.ValidationError(str(error)) from None


class SeasonCreateApi(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(request=SeasonInputSerializer, responses={201: SeasonOutputSerializer, 403: ErrorSerializer})
    def post(self, request: Request, slug: str) -> Response:
        league, _ = organised_league(request, slug)
        values = {"name": f"Season {league.seasons.count() + 1}", **validated(SeasonInputSerializer, request)}
        season = league.seasons.create(**values)
        return Response(SeasonOutputSerializer(season).data, status=status.HTTP_201_CREATED)


class SeasonUpdateApi(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(request=SeasonInputSerializer, responses={200: SeasonOutputSerializer, 403: ErrorSerializer})
    def patch(self, request: Request, season_id: int) -> Response:
        season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
        organised_league(request, season.league.slug)
        data = SeasonInputSerializer(data=request.data, partial=True)
        data.is_valid(raise_exception=True)
        for name, value in data.validated_data.items():
            setattr(season, name, value)
        season.save()
        transaction.on_commit(lambda: refresh_standings_task.delay(season.pk))
        return Response(SeasonOutputSerializer(season).data)


class MemberAddApi(APIView):
    permission_classes = [IsAuthenticated]

    class InputSerializer(serializers.Serializer):
        username = serializers.CharField(max_length=150)

    class OutputSerializer(serializers.Serializer):
        player_id = serializers.IntegerField()
        player = serializers.CharField()

    @extend_schema(request=InputSerializer, responses={201: OutputSerializer, 403: ErrorSerializer})
    def post(self, request: Request, slug: str) -> Response:
        league, _ = organised_league(request, slug)
        username = validated(self.InputSerializer, request)["username"]
        user = get_user_model().objects.filter(username=username).first()
        if user is None:
            raise NotFound("No player has that user name.")
        player = Player.for_user(user)
        league.members.add(player)
        return Response({"player_id": player.pk, "player": player.display_name}, status=status.HTTP_201_CREATED)


class MemberRemoveApi(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(responses={204: None, 403: ErrorSerializer})
    def delete(self, request: Request, slug: str, player_id: int) -> Response:
        league, me = organised_league(request, slug)
        member = get_object_or_404(league.members, pk=player_id)
        if member == me:
            raise ServiceError("You cannot remove yourself while you organise the league.")
        league.members.remove(member)
        league.organisers.remove(member)
        return Response(status=status.HTTP_204_NO_CONTENT)


class StandingsApi(APIView):
    permission_classes = [AllowAny]
    pagination_class = Pages  # the schema documents the paginated shape

    @extend_schema(
        parameters=[
            OpenApiParameter("season", int, description="A season id of this league; default the current one."),
            OpenApiParameter("sort", str, enum=list(STANDING_SORTS)),
            OpenApiParameter("page", int),
        ],
        responses=StandingOutputSerializer(many=True),
    )
    def get(self, request: Request, slug: str) -> Response:
        season = season_for(get_league(slug), request.query_params.get("season"))
        if season is None:
            raise NotFound("This league has no such season.")
        order = STANDING_SORTS.get(request.query_params.get("sort", "rank"), STANDING_SORTS["rank"])
        rows = Standing.objects.filter(season=season).select_related("player", "season").order_by(*order)
        return paginated(self, request, rows, standing_summary)
