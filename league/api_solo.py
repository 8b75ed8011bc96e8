"""Solo leaderboard API, and starting the browser game of a league match.

One APIView per operation with explicit output serializers. Reads are public except a player's
own history; starting a match's game is for its seated players only (403 otherwise).
"""

from __future__ import annotations

from typing import Any

from django.urls import reverse
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from league.models import Player, SoloResult
from league.services.played_games import session_create_for_match
from league.services.solo import setup_key_label, solo_best_per_player, solo_setups, solo_top_games


class SoloResultOutputSerializer(serializers.Serializer):
    player = serializers.CharField()
    player_id = serializers.IntegerField()
    session = serializers.IntegerField()
    replay_url = serializers.CharField()
    setup = serializers.CharField()
    automaton_deck = serializers.CharField()
    archetype = serializers.CharField()
    twists = serializers.ListField(child=serializers.CharField())
    score = serializers.IntegerField()
    breakdown = serializers.DictField()
    won = serializers.BooleanField()
    created_at = serializers.CharField()


def solo_row(row: SoloResult) -> dict[str, Any]:
    return {
        "player": row.player.display_name,
        "player_id": row.player_id,
        "session": row.session_id,
        "replay_url": reverse("game-replay", args=[row.session_id]),
        "setup": row.setup_key,
        "automaton_deck": row.automaton_deck,
        "archetype": row.archetype,
        "twists": row.twists,
        "score": row.score,
        "breakdown": row.breakdown,
        "won": row.won,
        "created_at": row.created_at.isoformat(),
    }


class SoloSetupOutputSerializer(serializers.Serializer):
    setup = serializers.CharField(source="setup_key")
    # Named like a Serializer attribute: DRF's metaclass takes declared fields off the class, so it shadows nothing.
    label = serializers.CharField()  # type: ignore[assignment]
    games = serializers.IntegerField()
    best = serializers.IntegerField()


class SoloSetupListApi(APIView):
    permission_classes = [AllowAny]

    @extend_schema(responses=SoloSetupOutputSerializer(many=True), summary="Solo setups played against the Automaton")
    def get(self, request: Request) -> Response:
        return Response(SoloSetupOutputSerializer(solo_setups(), many=True).data)


class SoloLeaderboardOutputSerializer(serializers.Serializer):
    setup = serializers.CharField()
    # Named like a Serializer attribute: DRF's metaclass takes declared fields off the class, so it shadows nothing.
    label = serializers.CharField()  # type: ignore[assignment]
    best_per_player = SoloResultOutputSerializer(many=True)
    top_games = SoloResultOutputSerializer(many=True)


class SoloLeaderboardApi(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        parameters=[OpenApiParameter("setup", str, required=True, description="A setup key from /api/solo/setups/")],
        responses=SoloLeaderboardOutputSerializer,
        summary="Best Bragging Rights on one setup: per player, and the best single games",
    )
    def get(self, request: Request) -> Response:
        setup = request.query_params.get("setup", "")
        if not SoloResult.objects.on_setup(setup).exists():
            raise NotFound("No solo game has been played on that setup.")
        data = {
            "setup": setup,
            "label": setup_key_label(setup),
            "best_per_player": [solo_row(row) for row in solo_best_per_player(setup)],
            "top_games": [solo_row(row) for row in solo_top_games(setup)],
        }
        return Response(SoloLeaderboardOutputSerializer(data).data)


class SoloHistoryApi(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(responses=SoloResultOutputSerializer(many=True), summary="My solo games against the Automaton")
    def get(self, request: Request) -> Response:
        player = Player.for_user(request.user)
        rows = player.solo_results.select_related("player").order_by("-created_at", "-id")[:100]
        return Response(SoloResultOutputSerializer([solo_row(row) for row in rows], many=True).data)


class MatchSessionInputSerializer(serializers.Serializer):
    """Nothing: the server draws the deal, the options are the game's, the decks are the ones entered."""

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if given := sorted(set(self.initial_data or {})):
            raise serializers.ValidationError(
                f"a league or tournament game takes its deal, options and decks from the event, not from "
                f"the request (send an empty body; got {', '.join(given)})"
            )
        return attrs


class MatchSessionOutputSerializer(serializers.Serializer):
    session = serializers.IntegerField()
    match_ref = serializers.CharField()
    url = serializers.CharField()


class MatchSessionCreateApi(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        request=MatchSessionInputSerializer,
        responses={201: MatchSessionOutputSerializer},
        summary="Start the browser game of a league match (seated players only); its result is recorded at the end",
    )
    def post(self, request: Request, match_id: int) -> Response:
        data = MatchSessionInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        session = session_create_for_match(match_id=match_id, user=request.user)
        out = {"session": session.pk, "match_ref": session.match_ref, "url": reverse("game", args=[session.pk])}
        return Response(MatchSessionOutputSerializer(out).data, status=status.HTTP_201_CREATED)
