"""What the league API's modules share: the match and standing output, result input, the acting player, pages."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers
from rest_framework.exceptions import PermissionDenied
from rest_framework.pagination import PageNumberPagination
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from league.models import League, Match, Player, Standing
from league.services.queries import with_seats
from league.views.league_access import get_league


@extend_schema_field(OpenApiTypes.DATETIME)
class IsoDateTimeField(serializers.Field):
    """A moment as ``datetime.isoformat`` writes it: the API and the exports give it alike."""

    def to_representation(self, value: datetime) -> str:
        return value.isoformat()


class SeatOutputSerializer(serializers.Serializer):
    seat = serializers.IntegerField()
    player_id = serializers.IntegerField(allow_null=True)
    player = serializers.CharField(source="label")
    score = serializers.IntegerField(allow_null=True)
    placement = serializers.IntegerField(allow_null=True)
    raw = serializers.DictField()
    confirmed = serializers.BooleanField(source="is_confirmed")
    disputed = serializers.BooleanField(source="is_disputed")


class MatchOutputSerializer(serializers.Serializer):
    """A match read straight from the model (``with_seats`` loads what it reads): the API's answer
    and every row of the season exports."""

    id = serializers.IntegerField()
    league = serializers.CharField(source="season.league.slug", allow_null=True)
    season = serializers.IntegerField(source="season_id", allow_null=True)
    game = serializers.CharField()
    status = serializers.CharField()
    played_at = IsoDateTimeField()
    reported_by = serializers.CharField(allow_null=True)
    reported_at = IsoDateTimeField(allow_null=True)
    confirmed_at = IsoDateTimeField(allow_null=True)
    details = serializers.DictField()
    seats = SeatOutputSerializer(source="seats.all", many=True)


def match_summary(match: Match) -> dict[str, Any]:
    """A match as plain data (``MatchOutputSerializer``)."""
    return MatchOutputSerializer(match).data


@extend_schema_field(OpenApiTypes.NUMBER)
class StoredNumberField(serializers.Field):
    """A number as it is stored in a JSON column: a whole number stays whole (``1``, not ``1.0``)."""

    def to_representation(self, value: Any) -> Any:
        return value


class StandingOutputSerializer(serializers.Serializer):
    rank = serializers.IntegerField(allow_null=True)
    player_id = serializers.IntegerField()
    player = serializers.CharField(source="player.display_name")
    points = serializers.FloatField()
    games = serializers.IntegerField()
    played = serializers.IntegerField()
    wins = serializers.IntegerField()
    draws = serializers.IntegerField()
    losses = serializers.IntegerField()
    qualified = serializers.BooleanField()
    tiebreakers = serializers.DictField(child=StoredNumberField(), source="ordered_tiebreakers")


def standing_summary(row: Standing) -> dict[str, Any]:
    """A standings row as plain data (``StandingOutputSerializer``)."""
    return StandingOutputSerializer(row).data


class SeatInputSerializer(serializers.Serializer):
    player_id = serializers.IntegerField(required=False, allow_null=True, help_text="A player, or leave out for a bot.")
    bot = serializers.CharField(required=False, allow_blank=True, help_text="Bot kind when no player sits here.")
    deck_name = serializers.CharField(required=False, allow_blank=True, max_length=120)
    # Named like a Serializer attribute: DRF's metaclass takes declared fields off the class, so it shadows nothing.
    fields = serializers.DictField(  # type: ignore[assignment]
        help_text="The game's result fields for this seat (see /api/results/fields/)."
    )


class ResultInputSerializer(serializers.Serializer):
    # Named like a Serializer attribute: DRF's metaclass takes declared fields off the class, so it shadows nothing.
    fields = serializers.ListField(  # type: ignore[assignment]
        child=serializers.DictField(), help_text="One dict of result fields per seat."
    )
    details = serializers.DictField(required=False, default=dict, help_text="Match-level result fields.")


def validated(serializer: type[serializers.Serializer], request: Request) -> Any:
    """The request's data as ``serializer`` checked it; invalid data answers 400 and changes nothing."""
    data = serializer(data=request.data)
    data.is_valid(raise_exception=True)
    return data.validated_data


def acting_player(request: Request) -> Player:
    return Player.for_user(request.user)


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
    page: list[Any] = paginator.paginate_queryset(rows, request, view=view) or []
    return paginator.get_paginated_response([render(row) for row in page])
