"""The API root and the game catalogue: one APIView per operation, explicit serializers."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.reverse import reverse
from rest_framework.views import APIView

from games.catalogue import GAMES


class ApiRootApi(APIView):
    permission_classes = [AllowAny]

    class OutputSerializer(serializers.Serializer):
        games = serializers.URLField()
        schema = serializers.URLField()
        docs = serializers.URLField()
        token = serializers.URLField()

    @extend_schema(responses=OutputSerializer)
    def get(self, request: Request) -> Response:
        return Response(
            {
                "games": reverse("api-games", request=request),
                "schema": reverse("api-schema", request=request),
                "docs": reverse("api-docs", request=request),
                "token": reverse("api-token", request=request),
            }
        )


class GameListApi(APIView):
    permission_classes = [AllowAny]
    pagination_class = None

    class OutputSerializer(serializers.Serializer):
        key = serializers.CharField()
        name = serializers.CharField()
        min_players = serializers.IntegerField()
        max_players = serializers.IntegerField()
        description = serializers.CharField()
        uses_decks = serializers.BooleanField()

    @extend_schema(responses=OutputSerializer(many=True))
    def get(self, request: Request) -> Response:
        return Response(self.OutputSerializer(GAMES, many=True).data)
