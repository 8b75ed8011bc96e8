"""Builders shared by the game-session tests: start a session, move for a seat, play to the end."""

from __future__ import annotations

from typing import Any

from games.engines import Rng
from games.models import GameSession
from games.services import SeatSpec, session_create, session_submit_action


def start(user: Any, *seats: str, game: str = "townbuilder", seed: int | None = 7, **kwargs: Any) -> GameSession:
    specs = [SeatSpec.parse(text) for text in (seats or ("me", "bot:random"))]
    return session_create(engine_key=game, created_by=user, seats=specs, seed=seed, **kwargs)


def fresh(session: GameSession) -> GameSession:
    return GameSession.objects.prefetch_related("seats").get(pk=session.pk)


def submit(current: GameSession, seat: int, action: dict[str, Any], user: Any) -> None:
    """Submit ``action`` for ``seat`` at the version of ``current`` (the session as last read)."""
    session_submit_action(session_id=current.pk, seat=seat, action=action, expected_version=current.version, user=user)


def first_legal(session: GameSession) -> tuple[int, dict[str, Any]]:
    """The seat to act and its first legal action, as the session stands now."""
    state = fresh(session).load_state()
    seat = state.to_act()[0]
    return seat, state.legal_actions(seat)[0]


def doomtown_lobby_form(**fields: Any) -> dict[str, Any]:
    """The lobby's new-game form for Doomtown as the page posts it: seat 0 is mine, the other seats
    empty, a Gunfighter solo setup offered; ``fields`` set or change the rest."""
    form = {
        "game": "doomtown",
        "seat_0": "me",
        "seat_1": "",
        "seat_2": "",
        "seat_3": "",
        "option_decks": "",
        "option_max_days": "30",
        "option_automaton": "",
        "seed": "9",
        "solo_archetype": "gunfighter",
        "solo_my_deck": "starter-law-dogs",
    }
    return {**form, **fields}


def seat_to_act(session: GameSession) -> int:
    return fresh(session).load_state().to_act()[0]


def move(session: GameSession, user: Any, *, pick: int = 0, seat: int | None = None) -> dict[str, Any]:
    """Submit the ``pick``-th legal action of the seat to act (or ``seat``); returns the action."""
    current = fresh(session)
    state = current.load_state()
    seat = state.to_act()[0] if seat is None else seat
    legal = state.legal_actions(seat)
    action = legal[pick % len(legal)]
    submit(current, seat, action, user)
    return action


def play_out(session: GameSession, user: Any, *, seed: int = 1, limit: int = 5000) -> GameSession:
    """Play every human seat of ``user`` with random legal actions until the game ends or a bot must act."""
    rng = Rng(seed)
    for _ in range(limit):
        current = fresh(session)
        if current.is_finished():
            return current
        state = current.load_state()
        mine = [seat.index for seat in current.seats.all() if seat.user_id == user.pk]
        seats = [seat for seat in state.to_act() if seat in mine]
        if not seats:
            return current
        submit(current, seats[0], rng.choice(state.legal_actions(seats[0])), user)
    raise AssertionError(f"no end after {limit} moves")


def start_bot_first(user: Any, bot: str = "random", *, game: str = "townbuilder", seed: int = 7) -> GameSession:
    """A solo session in which the bot's seat is the first to act."""
    from games.engines import get_engine

    first = get_engine(game).new_game(players=2, seed=seed).to_act()[0]
    seats = ["me", "me"]
    seats[first] = f"bot:{bot}"
    return start(user, *seats, game=game, seed=seed)
