"""Deck API: the dry-run check (no login) and the owner's deck CRUD. One APIView per operation."""

from __future__ import annotations

from typing import Any

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound, PermissionDenied
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from league.api_common import acting_player, validated
from league.decks.services import deck_check, deck_register, deck_update
from league.models.cards import DeckFormat
from league.models.decks import Deck


class IssueSerializer(serializers.Serializer):
    code = serializers.CharField()
    message = serializers.CharField()


class ReportSerializer(serializers.Serializer):
    valid = serializers.BooleanField()
    # Named like a Serializer attribute: DRF's metaclass takes declared fields off the class, so it shadows nothing.
    errors = IssueSerializer(many=True)  # type: ignore[assignment]
    warnings = IssueSerializer(many=True)
    summary = serializers.DictField()


class DeckInputSerializer(serializers.Serializer):
    """A list as ``text`` (any exported shape) or ``deck`` (the JSON import shape)."""

    name = serializers.CharField(max_length=120, required=False, allow_blank=True)
    text = serializers.CharField(required=False, allow_blank=True, trim_whitespace=False)
    deck = serializers.DictField(required=False)
    format = serializers.SlugRelatedField(slug_field="key", queryset=DeckFormat.objects.all(), required=False)
    draft = serializers.BooleanField(required=False, default=False)

    def validate(self, attrs):
        if bool(attrs.get("text")) == bool(attrs.get("deck")):
            raise serializers.ValidationError("Give exactly one of `text` or `deck`.")
        return attrs


class DeckOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    game = serializers.CharField()
    format = serializers.CharField(source="format.key")
    status = serializers.CharField()
    locked = serializers.BooleanField()
    ready_made = serializers.CharField(source="ready_made_key", allow_null=True)
    contents = serializers.DictField()
    report = ReportSerializer(allow_null=True)
    revision = serializers.IntegerField()
    updated_at = serializers.DateTimeField()


def _data(values: dict) -> str | dict:
    return values.get("deck") or values["text"]


def _deck_fields(values: dict) -> dict[str, Any]:
    """What a new deck or a replaced one passes on to the deck services."""
    return {
        "name": values.get("name", ""),
        "data": _data(values),
        "deck_format": values.get("format"),
        "draft": values["draft"],
    }


def _owned_deck(request: Request, deck_id: int) -> Deck:
    deck = get_object_or_404(Deck.objects.select_related("format", "owner"), pk=deck_id)
    if deck.owner is None:
        if request.method in ("GET", "HEAD"):
            return deck
        raise PermissionDenied("Ready-made decks cannot be changed.")
    if deck.owner.user_id != request.user.pk:
        raise NotFound("No such deck.")
    return deck


class DeckValidateApi(APIView):
    """Check a list without storing it. No login needed."""

    permission_classes = [AllowAny]

    @extend_schema(request=DeckInputSerializer, responses={200: ReportSerializer})
    def post(self, request: Request) -> Response:
        values = validated(DeckInputSerializer, request)
        checked = deck_check(data=_data(values), deck_format=values.get("format"))
        return Response(checked.report)


class DeckListApi(APIView):
    """My decks and the ready-made decks."""

    permission_classes = [AllowAny]
    pagination_class = None

    @extend_schema(responses=DeckOutputSerializer(many=True))
    def get(self, request: Request) -> Response:
        decks = Deck.objects.filter(owner__isnull=True)
        if request.user.is_authenticated:
            decks = decks | Deck.objects.filter(owner__user=request.user)
        return Response(DeckOutputSerializer(decks.select_related("format").order_by("pk"), many=True).data)


class DeckCreateApi(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(request=DeckInputSerializer, responses={201: DeckOutputSerializer})
    def post(self, request: Request) -> Response:
        values = validated(DeckInputSerializer, request)
        deck = deck_register(owner=acting_player(request), **_deck_fields(values))
        deck.refresh_from_db()
        return Response(DeckOutputSerializer(deck).data, status=status.HTTP_201_CREATED)


class DeckDetailApi(APIView):
    """Read, replace or delete one deck (owners only; ready-made decks are read-only)."""

    permission_classes = [AllowAny]

    @extend_schema(responses=DeckOutputSerializer)
    def get(self, request: Request, deck_id: int) -> Response:
        return Response(DeckOutputSerializer(_owned_deck(request, deck_id)).data)

    @extend_schema(request=DeckInputSerializer, responses=DeckOutputSerializer)
    def put(self, request: Request, deck_id: int) -> Response:
        if not request.user.is_authenticated:
            raise PermissionDenied("Log in to change a deck.")
        deck = _owned_deck(request, deck_id)
        deck = deck_update(deck=deck, **_deck_fields(validated(DeckInputSerializer, request)))
        deck.refresh_from_db()
        return Response(DeckOutputSerializer(deck).data)

    @extend_schema(responses={204: None})
    def delete(self, request: Request, deck_id: int) -> Response:
        if not request.user.is_authenticated:
            raise PermissionDenied("Log in to delete a deck.")
        deck = _owned_deck(request, deck_id)
        if deck.locked or deck.snapshots.exists():
            return Response(
                {"code": "deck.locked", "detail": "A deck entered in an event cannot be deleted."},
                status=status.HTTP_409_CONFLICT,
            )
        deck.delete()
        return Response(status=status.HTTP_204_NO_CONTENT)
