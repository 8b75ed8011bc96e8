"""The one route from a request to a session and the seat it may see (healthchecks' ``_get_*_for_user``)."""

from __future__ import annotations

from typing import Any

from django.db.models import Prefetch
from django.shortcuts import get_object_or_404

from games.engines import GameState
from games.models import GameSession, Seat
from games.services import NotSeated
from league.inputs import ascii_number

# What a table reads of its seats: who sits where and the name shown (not whole user and player rows).
SEAT_FIELDS = ("session_id", "index", "user_id", "bot", "user__username", "user__player__display_name")


def get_session(session_id: int) -> GameSession:
    seats = Prefetch("seats", queryset=Seat.objects.select_related("user__player").only(*SEAT_FIELDS).order_by("index"))
    return get_object_or_404(GameSession.objects.prefetch_related(seats), pk=session_id)


def held_seats(session: GameSession, user: Any) -> list[int]:
    if not user.is_authenticated:
        return []
    return [seat.index for seat in session.seats.all() if seat.user_id == user.pk]


def viewer_seat(session: GameSession, user: Any, state: GameState, requested: int | None = None) -> int | None:
    """The seat whose view this user gets: ``None`` (a spectator) when they hold no seat.

    A hot-seat player holds several seats: they see the one that must act (or ``requested``).
    Asking for a seat one does not hold raises NotSeated.
    """
    held = held_seats(session, user)
    if requested is not None:
        if requested not in held:
            raise NotSeated(f"you do not hold seat {requested}")
        return requested
    if not held:
        return None
    to_act = [seat for seat in state.to_act() if seat in held]
    return to_act[0] if to_act else held[0]


def parse_number(value: str | None) -> int | None:
    """A seat or step number from a query string; anything else counts as no choice."""
    return ascii_number(value)
