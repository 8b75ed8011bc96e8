"""Builders for the solo leaderboard tests: a Doomtown game against the Automaton, played to its end
through the session services (so the final move sends ``session_finished``)."""

from __future__ import annotations

from typing import Any

from automaton.services import choose_action
from games.engines import Rng, get_engine
from games.models import GameSession
from games.services import SeatSpec, session_create
from tests.games.helpers import fresh, submit

AUTOMATON_SEAT = 1


def solo_options(deck: str = "automaton-law-dogs", twists: list[str] | None = None) -> dict[str, Any]:
    return {
        "decks": ["starter-outlaws", deck],
        "max_days": 1,  # a short game: it ends at the first Sundown
        "automaton": {"seat": AUTOMATON_SEAT, "archetype": "gunfighter", "twists": twists or []},
    }


def start_solo(user: Any, *, seed: int = 3, chosen_deal: bool = False, **options: Any) -> GameSession:
    """A solo game on a known seed; unless ``chosen_deal``, it stands for a server-drawn deal (as if the
    server had drawn this seed), so that its result counts as a ranked solo game's would."""
    session = session_create(
        engine_key="doomtown",
        created_by=user,
        seats=[SeatSpec("me"), SeatSpec("bot", "gunfighter")],
        options=solo_options(**options),
        seed=seed,
    )
    if not chosen_deal:
        GameSession.objects.filter(pk=session.pk).update(chosen_deal=False)
        session.chosen_deal = False
    return session


def finishing_moves(session: GameSession, *, seed: int = 1, limit: int = 3000) -> list[tuple[int, dict]]:
    """The moves of a whole game from the session's start: random for the human, the Gunfighter's own."""
    state = session.load_state()
    rng = Rng(seed)
    moves = []
    for _ in range(limit):
        if state.is_over():
            return moves
        seat = state.to_act()[0]
        if seat == AUTOMATON_SEAT:
            action = choose_action("gunfighter", "doomtown", state, seat, rng.fork(len(moves)))
        else:
            action = rng.choice(state.legal_actions(seat))
        moves.append((seat, action))
        state.apply(seat, action)
    raise AssertionError(f"no end after {limit} moves")


def play_solo_to_the_end(session: GameSession, user: Any) -> GameSession:
    for seat, action in finishing_moves(session):
        submit(fresh(session), seat, action, None if seat == AUTOMATON_SEAT else user)
    return GameSession.objects.get(pk=session.pk)


def assert_engine_accepts(options: dict[str, Any]) -> None:
    get_engine("doomtown").new_game(players=2, seed=1, options=options)
