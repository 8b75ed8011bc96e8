"""The one route from a request to a session and the seat it may see (healthchecks' ``_get_*_for_user``)."""

from __future__ import annotations

from typing import Any

from django.http import Http404

from games.engines import GameState
from games.models import GameSession
from games.services import NotSeated
from games.session_rows import session_with_seats
from league.inputs import ascii_number


def get_session(session_id: int) -> GameSession:
    """The session with its seats in order (``session.seats.all()`` makes no query); 404 if there is none."""
    session = session_with_seats(session_id)
    if session is None:
        raise Http404("no such game")
    return session


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
