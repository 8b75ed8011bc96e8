"""Bots taking their turns in game sessions. The Celery task in automaton.tasks is a thin adapter.

A bot decides without holding the session lock (a search AI may think for a while), against the
version it loaded, and submits through ``games.services.session_submit_action`` like a person.
Its RNG comes from (seed, ply), so a redelivered task makes the same choice, and the version check
makes the second delivery a no-op: a bot never acts twice for one version. The bot's choices are
public, so its RNG is a one-way function of the secret seed (an HMAC): watching a bot play tells
nothing about the seed, and so nothing about the hidden cards.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
from collections.abc import Callable

from django.db.models import Max

from automaton.models import BotThinking
from automaton.strategies import get_bot
from games.engines import Action, GameState, IllegalAction, Rng, find_legal
from games.models import GameSession
from games.services import StaleVersion, bot_seat_to_act, session_submit_action

logger = logging.getLogger(__name__)

# Keeps bot streams apart from anything else keyed by the same seed.
BOT_STREAM_LABEL = b"deadwood-league bot stream"


def bot_rng(seed: int, ply: int) -> Rng:
    """The bot's RNG for the move at ``ply``: HMAC-SHA256 keyed by the secret seed, so it cannot be inverted.

    (An ``Rng.fork`` of the seed would not do: its mixing function is a bijection, so a bot's stream
    state, recoverable in principle from enough of its random choices, would give the seed back.)
    """
    key = seed.to_bytes(8, "big", signed=True)
    digest = hmac.new(key, BOT_STREAM_LABEL + ply.to_bytes(8, "big"), hashlib.sha256).digest()
    return Rng(int.from_bytes(digest[:8], "big"))


def choose_action(
    bot_name: str,
    engine_key: str,
    state: GameState,
    seat: int,
    rng: Rng,
    *,
    notes: list[str] | None = None,
    progress: Callable[[int], None] | None = None,
) -> Action:
    """The bot's decision on what its seat may know: a determinisation of the real state.

    A choice that is not legal in the real game means the engine's ``determinize`` changed what the
    seat can see. The error is logged and a legal action is drawn instead, so the game never stalls.
    ``notes``, when given, receives the bot's explanation of its choice (``last_explanation``, if the
    bot gives one) for the game log. ``progress`` hears a searching bot's playouts so far.
    """
    bot = get_bot(bot_name, engine_key)
    if progress is not None and hasattr(bot, "progress"):
        bot.progress = progress
    choice = bot.choose(state.determinize(seat, rng), seat, rng)
    explanation = getattr(bot, "last_explanation", "")
    legal = state.legal_actions(seat)
    try:
        action = find_legal(legal, choice)
    except IllegalAction:
        logger.error(
            "%s bot for %s seat %s chose %r, not legal in the real game: determinize changed what "
            "the seat sees; playing a random legal action instead",
            bot_name,
            engine_key,
            seat,
            choice,
        )
        action = rng.choice(legal)
        explanation = "its choice was not legal in the real game: played a random legal action instead"
    if notes is not None and explanation:
        notes.append(explanation)
    return action


def automaton_take_turn(*, session_id: int, expected_version: int) -> bool:
    """Move for the bot seat that must act at ``expected_version``; False if there is nothing to do.

    Raises OperationalError when another transaction holds the session row (the task retries).
    """
    session = GameSession.objects.prefetch_related("seats").filter(pk=session_id).first()
    if session is None or session.version != expected_version or session.status != GameSession.Status.ACTIVE:
        return False
    state = session.load_state()
    seat = bot_seat_to_act(session, state)
    if seat is None:
        return False
    ply = (session.log.aggregate(last=Max("ply"))["last"] or 0) + 1
    notes: list[str] = []
    action = choose_action(
        seat.bot, session.engine_key, state, seat.index, bot_rng(session.seed, ply), notes=notes,
        progress=lambda playouts: record_thinking(session_id=session_id, version=expected_version, playouts=playouts),
    )  # fmt: skip
    try:
        session_submit_action(
            session_id=session_id,
            seat=seat.index,
            action=action,
            expected_version=expected_version,
            user=None,
            nowait=True,
            explanation=" ".join(notes),
        )
    except StaleVersion:  # someone else moved first (a duplicate delivery, an undo): nothing to do
        return False
    return True


def record_thinking(*, session_id: int, version: int, playouts: int) -> None:
    """Note how far a search has got (outside any transaction: the table reads it while it polls)."""
    BotThinking.objects.update_or_create(session_id=session_id, defaults={"version": version, "playouts": playouts})


def thinking_playouts(session_id: int, version: int) -> int | None:
    """Playouts the session's search bot has made toward its move at ``version``, if one is searching."""
    return BotThinking.objects.filter(session_id=session_id, version=version).values_list("playouts", flat=True).first()
