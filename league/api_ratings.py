"""League API: rating ladders and player profiles (read only)."""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.exceptions import NotFound
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from games.catalogue import GAMES_BY_KEY
from league.api_common import Pages, paginated
from league.models import Player, Rating
from league.services.queries import (
    head_to_head,
    ratings_with_history,
)


class RatingOutputSerializer(serializers.Serializer):
    player_id = serializers.IntegerField()
    player = serializers.CharField(source="player.display_name")
    game = serializers.CharField()
    ordinal = serializers.FloatField(help_text="mu - 3 sigma, the figure ranked on")
    display_rating = serializers.IntegerField(
        source="display", help_text="the figure the site shows: 1000 + 40 x ordinal, rounded (a new player: 1000)"
    )
    mu = serializers.FloatField()
    sigma = serializers.FloatField()
    matches = serializers.IntegerField()


class RatingLadderApi(APIView):
    permission_classes = [AllowAny]
    pagination_class = Pages  # the schema documents the paginated shape

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
            rating.history = [ordinal for _, ordinal in history]  # type: ignore[attr-defined]
            ratings.append(self.RatingWithHistorySerializer(rating).data)
        return Response(
            {
                "id": player.pk,
                "display_name": player.display_name,
                "ratings": ratings,
                "head_to_head": self.HeadToHeadSerializer(head_to_head(player), many=True).data,
            }
        )
