"""League API: leagues, seasons, standings, matches and the result workflow, ratings and profiles.

One APIView per operation with explicit input and output serializers. Every write goes through
``league.services``; a refused request answers 400 (impossible result: ``errors`` names each field)
or 403 (not seated, not an organiser) and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.contrib.auth import get_user_model
from django.db import transaction
from django.shortcuts import get_object_or_404
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound, PermissionDenied
from rest_framework.pagination import PageNumberPagination
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from games.catalogue import GAME_CHOICES, GAMES_BY_KEY
from league.api_errors import ErrorSerializer
from league.models import League, Match, Player, Rating, Season, Standing
from league.permissions import is_organiser
from league.results import score_result, scoring_for
from league.services.errors import ServiceError
from league.services.queries import (
    STANDING_SORTS,
    head_to_head,
    match_summary,
    ratings_with_history,
    season_for,
    standing_summary,
    with_seats,
)
from league.services.reporting import (
    SeatEntry,
    match_confirm,
    match_dispute,
    match_open,
    match_override,
    match_record,
    match_report,
    match_resolve,
    pending_for,
)
from league.tasks import refresh_standings_task
from league.tournament.results import ResultsError
from league.tournament.standings import parse_tiebreakers

# ---------------------------------------------------------------- shared pieces


class SeatOutputSerializer(serializers.Serializer):
    seat = serializers.IntegerField()
    player_id = serializers.IntegerField(allow_null=True)
    player = serializers.CharField()
    score = serializers.IntegerField(allow_null=True)
    placement = serializers.IntegerField(allow_null=True)
    raw = serializers.DictField()
    confirmed = serializers.BooleanField()
    disputed = serializers.BooleanField()


class MatchOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    league = serializers.CharField(allow_null=True)
    season = serializers.IntegerField(allow_null=True)
    game = serializers.CharField()
    status = serializers.CharField()
    played_at = serializers.CharField()
    reported_by = serializers.CharField(allow_null=True)
    reported_at = serializers.CharField(allow_null=True)
    confirmed_at = serializers.CharField(allow_null=True)
    details = serializers.DictField()
    seats = SeatOutputSerializer(many=True)


class StandingOutputSerializer(serializers.Serializer):
    rank = serializers.IntegerField(allow_null=True)
    player_id = serializers.IntegerField()
    player = serializers.CharField()
    points = serializers.FloatField()
    games = serializers.IntegerField()
    played = serializers.IntegerField()
    wins = serializers.IntegerField()
    draws = serializers.IntegerField()
    losses = serializers.IntegerField()
    qualified = serializers.BooleanField()
    tiebreakers = serializers.DictField(child=serializers.FloatField())


class SeatInputSerializer(serializers.Serializer):
    player_id = serializers.IntegerField(required=False, allow_null=True, help_text="A player, or leave out for a bot.")
    bot = serializers.CharField(required=False, allow_blank=True, help_text="Bot kind when no player sits here.")
    deck_name = serializers.CharField(required=False, allow_blank=True, max_length=120)
    fields = serializers.DictField(help_text="The game's result fields for this seat (see /api/results/fields/).")


class ResultInputSerializer(serializers.Serializer):
    fields = serializers.ListField(child=serializers.DictField(), help_text="One dict of result fields per seat.")
    details = serializers.DictField(required=False, default=dict, help_text="Match-level result fields.")


def acting_player(request: Request) -> Player:
    return Player.for_user(request.user)


def get_league(slug: str) -> League:
    return get_object_or_404(League, slug=slug)


def organised_league(request: Request, slug: str) -> tuple[League, Player]:
    league = get_league(slug)
    player = acting_player(request)
    if not league.is_run_by(player):
        raise PermissionDenied("Only an organiser of this league may do that.")
    return league, player


def match_payload(match_id: int) -> dict[str, Any]:
    return match_summary(with_seats(Match.objects.filter(pk=match_id)).get())


class Pages(PageNumberPagination):
    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = 200


def paginated(view: APIView, request: Request, rows: Any, render: Any) -> Response:
    paginator = Pages()
    page = paginator.paginate_queryset(rows, request, view=view)
    return paginator.get_paginated_response([render(row) for row in page])


# ---------------------------------------------------------------- leagues and seasons


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

    @extend_schema(responses=LeagueOutputSerializer(many=True))
    def get(self, request: Request) -> Response:
        leagues = League.objects.prefetch_related("seasons").order_by("name")
        return paginated(self, request, leagues, lambda league: LeagueOutputSerializer(league).data)


class LeagueCreateApi(APIView):
    permission_classes = [IsAuthenticated]

    class InputSerializer(serializers.Serializer):
        name = serializers.CharField(max_length=80)
        slug = serializers.SlugField(max_length=80)
        game = serializers.ChoiceField(choices=GAME_CHOICES)
        description = serializers.CharField(required=False, allow_blank=True, default="")

    @extend_schema(request=InputSerializer, responses={201: LeagueOutputSerializer, 403: ErrorSerializer})
    def post(self, request: Request) -> Response:
        if not is_organiser(request.user):
            raise PermissionDenied("Only organisers may create leagues.")
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        if League.objects.filter(slug=data.validated_data["slug"]).exists():
            raise ServiceError("That slug is taken.", {"slug": "Taken."}, code="slug_taken")
        player = acting_player(request)
        with transaction.atomic():
            league = League.objects.create(**data.validated_data)
            league.organisers.add(player)
            league.members.add(player)
            league.seasons.create(name="Season 1")
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
    placement_points = serializers.ListField(child=serializers.IntegerField(min_value=0, max_value=1000), min_length=1,
                                             max_length=8, required=False)
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
        data = SeasonInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        values = {"name": f"Season {league.seasons.count() + 1}", **data.validated_data}
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
        refresh_standings_task.delay_on_commit(season.pk)
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
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        user = get_user_model().objects.filter(username=data.validated_data["username"]).first()
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


# ---------------------------------------------------------------- standings and matches


class StandingsApi(APIView):
    permission_classes = [AllowAny]

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
        rows = Standing.objects.filter(season=season).select_related("player").order_by(*order)
        return paginated(self, request, rows, standing_summary)


class MatchListApi(APIView):
    permission_classes = [AllowAny]

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


class MatchDetailApi(APIView):
    permission_classes = [AllowAny]

    class AuditSerializer(serializers.Serializer):
        action = serializers.CharField()
        actor = serializers.CharField(allow_null=True)
        at = serializers.DateTimeField()
        note = serializers.CharField()
        before = serializers.JSONField(allow_null=True)
        after = serializers.JSONField(allow_null=True)

    class OutputSerializer(MatchOutputSerializer):
        audit = serializers.ListField(child=serializers.DictField())

    @extend_schema(responses=OutputSerializer)
    def get(self, request: Request, match_id: int) -> Response:
        match = get_object_or_404(with_seats(Match.objects.all()), pk=match_id)
        audit = [
            self.AuditSerializer(
                {
                    "action": entry.action,
                    "actor": str(entry.actor) if entry.actor_id else None,
                    "at": entry.at,
                    "note": entry.note,
                    "before": entry.before,
                    "after": entry.after,
                }
            ).data
            for entry in match.audit.select_related("actor")
        ]
        return Response({**match_summary(match), "audit": audit})


def _entries(seats: list[dict[str, Any]], league: League) -> list[SeatEntry]:
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
            SeatEntry(
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
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        values, reporter = data.validated_data, acting_player(request)
        return create_match(
            slug,
            lambda league, season: match_record(
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
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        seats, creator = data.validated_data["seats"], acting_player(request)

        def open_match(league: League, season: Season) -> Match:
            entries = _entries(seats, league)
            players = [entry.player if entry.player is not None else entry.bot_kind for entry in entries]
            return match_open(season=season, creator=creator, players=players)

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
        data = ResultInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        fields, details = data.validated_data["fields"], data.validated_data["details"]
        reporter = acting_player(request)
        return change_match(
            match_id, lambda: match_report(match_id=match_id, reporter=reporter, raws=fields, details=details)
        )


class MatchConfirmApi(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(request=None, responses=MATCH_CHANGED)
    def post(self, request: Request, match_id: int) -> Response:
        player = acting_player(request)
        return change_match(match_id, lambda: match_confirm(match_id=match_id, player=player))


class MatchDisputeApi(APIView):
    permission_classes = [IsAuthenticated]

    class InputSerializer(serializers.Serializer):
        reason = serializers.CharField(max_length=500)

    @extend_schema(request=InputSerializer, responses=MATCH_CHANGED)
    def post(self, request: Request, match_id: int) -> Response:
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        player, reason = acting_player(request), data.validated_data["reason"]
        return change_match(match_id, lambda: match_dispute(match_id=match_id, player=player, reason=reason))


class MatchOverrideApi(APIView):
    permission_classes = [IsAuthenticated]

    class InputSerializer(ResultInputSerializer):
        note = serializers.CharField(required=False, allow_blank=True, default="")

    @extend_schema(request=InputSerializer, responses=MATCH_CHANGED)
    def post(self, request: Request, match_id: int) -> Response:
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        values, organiser = data.validated_data, acting_player(request)
        return change_match(
            match_id,
            lambda: match_override(
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
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        values, organiser = data.validated_data, acting_player(request)
        return change_match(
            match_id,
            lambda: match_resolve(
                match_id=match_id, organiser=organiser, accept=values["decision"] == "accept", note=values["note"]
            ),
        )


class PendingConfirmationListApi(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(responses=MatchOutputSerializer(many=True))
    def get(self, request: Request) -> Response:
        return Response([match_summary(match) for match in pending_for(acting_player(request))])


# ---------------------------------------------------------------- result entry helpers


class ResultFieldsApi(APIView):
    """The result fields a game takes, per seat and for the match, so a client can build its form."""

    permission_classes = [AllowAny]

    class FieldSerializer(serializers.Serializer):
        name = serializers.CharField()
        label = serializers.CharField()
        kind = serializers.CharField()
        minimum = serializers.IntegerField(allow_null=True)
        maximum = serializers.IntegerField(allow_null=True)
        required = serializers.BooleanField()
        help = serializers.CharField()

    class OutputSerializer(serializers.Serializer):
        game = serializers.CharField()
        score = serializers.CharField()
        seat_fields = serializers.ListField(child=serializers.DictField())
        match_fields = serializers.ListField(child=serializers.DictField())

    @extend_schema(responses=OutputSerializer)
    def get(self, request: Request, game: str) -> Response:
        if game not in GAMES_BY_KEY:
            raise NotFound(f"No game {game!r}.")
        scoring = scoring_for(game)
        return Response(
            {
                "game": game,
                "score": scoring.score_label,
                "seat_fields": self.FieldSerializer(scoring.seat_fields, many=True).data,
                "match_fields": self.FieldSerializer(scoring.match_fields, many=True).data,
            }
        )


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
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        given = data.validated_data
        scored = score_result(given["game"], given["fields"], given["details"])
        return Response({"scores": scored.scores, "placements": scored.placements})


# ---------------------------------------------------------------- ratings and players


class RatingOutputSerializer(serializers.Serializer):
    player_id = serializers.IntegerField()
    player = serializers.CharField(source="player.display_name")
    game = serializers.CharField()
    ordinal = serializers.FloatField(help_text="mu - 3 sigma, the figure shown and ranked on")
    mu = serializers.FloatField()
    sigma = serializers.FloatField()
    matches = serializers.IntegerField()


class RatingLadderApi(APIView):
    permission_classes = [AllowAny]

    @extend_schema(responses=RatingOutputSerializer(many=True))
    def get(self, request: Request, game: str) -> Response:
        if game not in GAMES_BY_KEY:
            raise NotFound(f"No game {game!r}.")
        ratings = Rating.objects.filter(game=game).select_related("player").order_by("-ordinal", "player_id")
        return paginated(self, request, ratings, lambda rating: RatingOutputSerializer(rating).data)


class PlayerProfileApi(APIView):
    permission_classes = [AllowAny]

    class RatingWithHistorySerializer(RatingOutputSerializer):
        history = serializers.ListField(child=serializers.FloatField(), help_text="ordinal after each rated game")

    class HeadToHeadSerializer(serializers.Serializer):
        opponent_id = serializers.IntegerField(source="opponent.pk")
        opponent = serializers.CharField(source="opponent.display_name")
        games = serializers.IntegerField()
        wins = serializers.IntegerField()
        draws = serializers.IntegerField()
        losses = serializers.IntegerField()

    class OutputSerializer(serializers.Serializer):
        id = serializers.IntegerField()
        display_name = serializers.CharField()
        ratings = serializers.ListField(child=serializers.DictField())
        head_to_head = serializers.ListField(child=serializers.DictField())

    @extend_schema(responses=OutputSerializer)
    def get(self, request: Request, player_id: int) -> Response:
        player = get_object_or_404(Player, pk=player_id)
        ratings = []
        for rating, history in ratings_with_history(player):
            rating.history = history
            ratings.append(self.RatingWithHistorySerializer(rating).data)
        return Response(
            {
                "id": player.pk,
                "display_name": player.display_name,
                "ratings": ratings,
                "head_to_head": self.HeadToHeadSerializer(head_to_head(player), many=True).data,
            }
        )
