"""The game-session API: one APIView per operation, explicit serializers, the services do the work.

Every answer about a game is built from ``view(seat)``, ``legal_actions(seat)`` and the redacted
log of a seat the caller holds; callers without a seat get 403 (spectators use the web page).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_field
from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from games.catalogue import GAME_CHOICES
from games.engines import Action, GameState
from games.models import ActionLog, GameSession
from games.services import (
    SEED_LIMIT,
    NotSeated,
    SeatSpec,
    check_rules_version,
    session_create,
    session_submit_action,
)
from games.views.access import get_session, parse_number, viewer_seat
from league.api_errors import ErrorSerializer

SEAT_PARAMETER = OpenApiParameter("seat", int, description="which of your seats (hot-seat games)", required=False)


@dataclass(frozen=True)
class SeatedTable:
    """A game as one of the caller's seats may read it: what the view and legal-actions answers read."""

    session: GameSession
    state: GameState
    seat: int

    @property
    def to_act(self) -> list[int]:
        return self.state.to_act()

    @property
    def view(self) -> dict[str, Any]:
        """The engine's view for this seat: what other seats hold in secret is left out."""
        return self.state.view(self.seat)

    @property
    def legal_actions(self) -> list[Action]:
        """The seat's moves: none unless the game runs and it is this seat's decision."""
        playing = self.session.status == GameSession.Status.ACTIVE and self.seat in self.state.to_act()
        return self.state.legal_actions(self.seat) if playing else []


def seated_table(request: Request, session_id: int) -> SeatedTable:
    """The session, its state and the caller's seat (``?seat=`` for hot-seat); NotSeated without one."""
    session = get_session(session_id)
    check_rules_version(session)
    state = session.load_state()
    seat = viewer_seat(session, request.user, state, parse_number(request.query_params.get("seat")))
    if seat is None:
        raise NotSeated("you have no seat in this game")
    return SeatedTable(session, state, seat)


class SeatSerializer(serializers.Serializer):
    index = serializers.IntegerField()
    occupant = serializers.CharField()
    bot = serializers.CharField()


class SessionSerializer(serializers.Serializer):
    id = serializers.IntegerField(source="pk")
    game = serializers.CharField(source="engine_key")
    engine_version = serializers.IntegerField()
    seed = serializers.IntegerField(
        source="public_seed",
        allow_null=True,
        help_text="The deal's seed, published once the game is over (null until then)",
    )
    chosen_deal = serializers.BooleanField(help_text="A player chose the deal number: a friendly game, never rated")
    options = serializers.SerializerMethodField(
        help_text="The game's options; other seats' decklists show only their name and outfit"
    )
    status = serializers.CharField()
    version = serializers.IntegerField()
    seats = SeatSerializer(many=True, source="seats.all")

    @extend_schema_field(OpenApiTypes.OBJECT)
    def get_options(self, session: GameSession) -> dict[str, Any]:
        return options_seen_by(session.options, self.context.get("seat"))


def options_seen_by(options: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """``options`` as ``seat`` may read them: a decklist another seat entered is private to its player
    (and the event's staff); its name and outfit are public at the table. ``None``: the creator, who chose them."""
    decks = options.get("decks")
    if seat is None or not isinstance(decks, list):
        return options
    shown = [
        deck if index == seat or not isinstance(deck, dict) else _deck_cover(deck) for index, deck in enumerate(decks)
    ]
    return {**options, "decks": shown}


def _deck_cover(deck: dict[str, Any]) -> dict[str, Any]:
    return {"name": deck.get("name", ""), "outfit": deck.get("outfit")}


class SessionCreateApi(APIView):
    permission_classes = [IsAuthenticated]

    class InputSerializer(serializers.Serializer):
        game = serializers.ChoiceField(choices=GAME_CHOICES)
        seats = serializers.ListField(
            child=serializers.CharField(max_length=40),
            min_length=1,
            max_length=8,
            help_text="one per seat: 'me', 'invite' or 'bot:<name>'",
        )
        options = serializers.DictField(required=False, default=dict)
        seed = serializers.IntegerField(
            required=False,
            allow_null=True,
            min_value=0,
            max_value=SEED_LIMIT - 1,
            help_text="A deal number, to replay a deal with friends: such a game is never rated nor ranked. "
            "Leave out for a secret deal drawn by the server.",
        )

    class OutputSerializer(SessionSerializer):
        invite_token = serializers.CharField()

    @extend_schema(request=InputSerializer, responses={201: OutputSerializer, 400: ErrorSerializer})
    def post(self, request: Request) -> Response:
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        session = session_create(
            engine_key=data.validated_data["game"],
            created_by=request.user,
            seats=[SeatSpec.parse(text) for text in data.validated_data["seats"]],
            options=data.validated_data["options"],
            seed=data.validated_data.get("seed"),
        )
        return Response(self.OutputSerializer(session).data, status=status.HTTP_201_CREATED)


class SessionViewApi(APIView):
    permission_classes = [IsAuthenticated]

    class OutputSerializer(serializers.Serializer):
        """A ``SeatedTable``: the game as the caller's seat sees it."""

        session = SessionSerializer()
        seat = serializers.IntegerField(help_text="The caller's seat this answer is for")
        to_act = serializers.ListField(child=serializers.IntegerField(), help_text="The seats whose decision it is")
        view = serializers.DictField(
            child=serializers.JSONField(),
            help_text="The game's own view for this seat (its shape depends on the game); "
            "what other seats hold in secret is left out",
        )
        result = serializers.DictField(
            child=serializers.JSONField(),
            source="session.result",
            allow_null=True,
            help_text="Scores and placements once the game is over (null until then)",
        )

    @extend_schema(parameters=[SEAT_PARAMETER], responses={200: OutputSerializer, 403: ErrorSerializer})
    def get(self, request: Request, session_id: int) -> Response:
        return Response(seated_view_json(seated_table(request, session_id)))


def seated_view_json(table: SeatedTable) -> dict[str, Any]:
    """What ``SessionViewApi.OutputSerializer`` writes for ``table``, built without the serializer.

    The view is the call a table's client makes most, and building DRF's nested serializer (it copies
    every declared field, each time) took a third of its CPU. The serializer stays the schema's
    description; tests/games/test_api_output.py checks the two write the same bytes.
    """
    session, seat = table.session, table.seat
    return {
        "session": {
            "id": session.pk,
            "game": str(session.engine_key),
            "engine_version": int(session.engine_version),
            "seed": session.public_seed,
            "chosen_deal": bool(session.chosen_deal),
            "options": options_seen_by(session.options, seat),
            "status": str(session.status),
            "version": int(session.version),
            "seats": [
                {"index": int(row.index), "occupant": str(row.occupant), "bot": str(row.bot)}
                for row in session.seats.all()
            ],
        },
        "seat": seat,
        "to_act": [int(index) for index in table.to_act],
        "view": table.view,
        "result": session.result,
    }


class LegalActionsApi(APIView):
    permission_classes = [IsAuthenticated]

    class OutputSerializer(serializers.Serializer):
        """A ``SeatedTable``'s moves, at the session's version (submit one with that version)."""

        version = serializers.IntegerField(source="session.version")
        seat = serializers.IntegerField(help_text="The caller's seat this answer is for")
        actions = serializers.ListField(
            child=serializers.DictField(child=serializers.JSONField()),
            source="legal_actions",
            help_text="Each legal move as the game writes it (with a 'label' to show); "
            "submit one as it is. Empty unless it is this seat's decision in a running game",
        )

    @extend_schema(parameters=[SEAT_PARAMETER], responses={200: OutputSerializer, 403: ErrorSerializer})
    def get(self, request: Request, session_id: int) -> Response:
        return Response(self.OutputSerializer(seated_table(request, session_id)).data)


class SubmitActionApi(APIView):
    permission_classes = [IsAuthenticated]

    class InputSerializer(serializers.Serializer):
        seat = serializers.IntegerField(min_value=0)
        action = serializers.DictField()
        expected_version = serializers.IntegerField(min_value=0)

    class OutputSerializer(serializers.Serializer):
        """The action's log row: its ply, and the session as the move left it."""

        ply = serializers.IntegerField()
        version = serializers.IntegerField(source="session.version")
        state_hash = serializers.SerializerMethodField()
        status = serializers.CharField(source="session.status")

        @extend_schema_field(
            serializers.CharField(
                allow_null=True,
                help_text="The hash of the whole state after the move, once the game is over: "
                "while it runs it is a digest of the hidden cards (null)",
            )
        )
        def get_state_hash(self, entry: ActionLog) -> str | None:
            return entry.state_hash if entry.session.is_finished() else None

    @extend_schema(
        request=InputSerializer,
        responses={201: OutputSerializer, 400: ErrorSerializer, 403: ErrorSerializer, 409: ErrorSerializer},
    )
    def post(self, request: Request, session_id: int) -> Response:
        move = well_formed_move(request.data)
        if move is None:  # the serializer words what is wrong (or accepts what DRF's fields coerce)
            data = self.InputSerializer(data=request.data)
            data.is_valid(raise_exception=True)
            move = data.validated_data
        entry = session_submit_action(session_id=session_id, user=request.user, **move)
        return Response(submitted_move_json(entry), status=status.HTTP_201_CREATED)


def well_formed_move(body: Any) -> dict[str, Any] | None:
    """``SubmitActionApi.InputSerializer``'s validated data for a body written as a client's JSON writes
    it (whole numbers, an object), read without building the serializer; None for anything else.

    A move is the API's busiest write, and building DRF's serializer (it copies every declared field,
    each time) cost as much CPU as the engine's move. tests/games/test_api_output.py checks both agree.
    """
    if type(body) is not dict:
        return None
    seat, action, version = body.get("seat"), body.get("action"), body.get("expected_version")
    if type(seat) is not int or type(version) is not int or type(action) is not dict or min(seat, version) < 0:
        return None
    return {"seat": seat, "action": {str(key): value for key, value in action.items()}, "expected_version": version}


def submitted_move_json(entry: ActionLog) -> dict[str, Any]:
    """What ``SubmitActionApi.OutputSerializer`` writes for ``entry``, built without the serializer
    (see ``seated_view_json``)."""
    session = entry.session
    return {
        "ply": int(entry.ply),
        "version": int(session.version),
        "state_hash": entry.state_hash if session.is_finished() else None,
        "status": str(session.status),
    }


class LogEntrySerializer(serializers.Serializer):
    """A log row as the caller's seat may see it: other seats' secret choices are hidden."""

    # context: "state" (the game now) and "seat" (the viewer)
    ply = serializers.IntegerField()
    kind = serializers.CharField()
    seat = serializers.IntegerField()
    action = serializers.SerializerMethodField()
    undone = serializers.SerializerMethodField()
    explanation = serializers.SerializerMethodField()

    @extend_schema_field(OpenApiTypes.OBJECT)
    def get_action(self, row: ActionLog) -> dict[str, Any]:
        return row.action_for(self.context["state"], self.context["seat"])

    def get_undone(self, row: ActionLog) -> bool:
        return row.undone_by_id is not None

    @extend_schema_field(serializers.CharField(help_text="A bot's reason for its move (empty otherwise)"))
    def get_explanation(self, row: ActionLog) -> str:
        return row.explanation_for(self.context["state"], self.context["seat"])


class SessionLogApi(APIView):
    permission_classes = [IsAuthenticated]
    pagination_class = None

    class OutputSerializer(serializers.Serializer):
        version = serializers.IntegerField()
        entries = LogEntrySerializer(many=True, source="log")  # in ply order (ActionLog.Meta)

    @extend_schema(parameters=[SEAT_PARAMETER], responses={200: OutputSerializer, 403: ErrorSerializer})
    def get(self, request: Request, session_id: int) -> Response:
        table = seated_table(request, session_id)
        context = {"state": table.state, "seat": table.seat}
        return Response(self.OutputSerializer(table.session, context=context).data)
