"""Games in progress: a session (the record and the live state), its seats and its action log.

A session is stored as DESIGN.md asks: engine key and version, seed, options and the action log,
plus the current state JSON so a page never replays the whole game. ``version`` is the optimistic
lock: every change bumps it, and a move or bot task names the version it was decided against.
"""

from __future__ import annotations

import secrets
from typing import Any

from django.conf import settings
from django.db import models

from games.catalogue import GAME_CHOICES
from games.engines import Engine, GameState, get_engine


def new_invite_token() -> str:
    return secrets.token_urlsafe(16)


class GameSession(models.Model):
    class Status(models.TextChoices):
        WAITING = "waiting", "Waiting for players"
        ACTIVE = "active", "In play"
        FINISHED = "finished", "Finished"

    engine_key = models.CharField(max_length=20, choices=GAME_CHOICES)
    engine_version = models.PositiveIntegerField()
    # The seed is every hidden card and every future draw: a server secret until the game is over
    # (``public_seed``). Drawn with ``secrets`` unless a player chose it (``chosen_deal``).
    seed = models.BigIntegerField()
    chosen_deal = models.BooleanField(
        default=False, help_text="A player chose the deal number: a friendly game, never rated nor ranked"
    )
    options = models.JSONField(default=dict, blank=True)
    players = models.PositiveSmallIntegerField()
    state = models.JSONField(default=dict)
    version = models.PositiveIntegerField(default=0)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.WAITING)
    result = models.JSONField(null=True, blank=True)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="created_sessions")
    invite_token = models.CharField(max_length=32, unique=True, default=new_invite_token)
    # The league's Match model is being built separately; until it lands a session names its match
    # by this opaque reference, and games.services.session_finished tells the league when it ends.
    match_ref = models.CharField(max_length=64, null=True, blank=True, db_index=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-updated_at"]

    def __str__(self) -> str:
        return f"{self.get_engine_key_display()} #{self.pk}"

    @property
    def engine(self) -> Engine:
        return get_engine(self.engine_key)

    def load_state(self) -> GameState:
        return self.engine.from_json(self.state)

    def is_finished(self) -> bool:
        return self.status == self.Status.FINISHED

    @property
    def public_seed(self) -> int | None:
        """The seed, once the game is over and it can tell nothing more; None while it runs."""
        return self.seed if self.is_finished() else None


# How the page names a bot seat (``occupant`` keeps the short API form, "random bot").
BOT_TITLES = {
    "random": "Random bot",
    "heuristic": "Heuristic bot",
    "gunfighter": "Doomtown Automaton (Gunfighter)",
    "ismcts": "Search AI",
}


def bot_title(name: str) -> str:
    """ "Search AI (Expert)" for ``ismcts:expert``, "Search AI (300 playouts)" for ``ismcts:300``."""
    base, _, level = name.partition(":")
    title = BOT_TITLES.get(base, f"{base.title()} bot")
    if not level:
        return title
    return f"{title} ({level} playouts)" if level.isdigit() else f"{title} ({level.title()})"


class Seat(models.Model):
    """One place at the table: a user, a bot kind, or (while waiting) an open place for an invitee."""

    session = models.ForeignKey(GameSession, on_delete=models.CASCADE, related_name="seats")
    index = models.PositiveSmallIntegerField()
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, null=True, blank=True, related_name="game_seats"
    )
    bot = models.CharField(max_length=20, blank=True)

    class Meta:
        ordering = ["session", "index"]
        constraints = [
            models.UniqueConstraint(fields=["session", "index"], name="seat_unique_index"),
            models.CheckConstraint(
                condition=~(models.Q(user__isnull=False) & ~models.Q(bot="")), name="seat_user_or_bot"
            ),
        ]

    def __str__(self) -> str:
        return f"seat {self.index}: {self.occupant}"

    @property
    def is_bot(self) -> bool:
        return bool(self.bot)

    @property
    def is_open(self) -> bool:
        return self.user_id is None and not self.bot

    @property
    def occupant(self) -> str:
        if self.bot:
            return f"{self.bot} bot"
        if self.user is None:
            return "open seat"
        player = getattr(self.user, "player", None)
        return player.display_name if player else self.user.get_username()

    @property
    def display_name(self) -> str:
        """The name a person reads on the table: the player's name, or the bot's full title."""
        return bot_title(self.bot) if self.bot else self.occupant


class ActionLog(models.Model):
    """Every change to a session, in order. Rows are never deleted: the log is the witness.

    ``kind`` is ``action`` (a seat's move, with the state hash after it) or ``undo`` (the rows it
    took back point at it through ``undone_by``). The live game is the action rows not undone.
    """

    class Kind(models.TextChoices):
        ACTION = "action", "Action"
        UNDO = "undo", "Undo"

    # No index of its own: actionlog_unique_ply (session, ply) starts with the session and serves every
    # lookup by session, and one index fewer is one fewer to write on every move.
    session = models.ForeignKey(GameSession, on_delete=models.CASCADE, related_name="log", db_index=False)
    ply = models.PositiveIntegerField()
    kind = models.CharField(max_length=6, choices=Kind.choices, default=Kind.ACTION)
    seat = models.PositiveSmallIntegerField()
    action = models.JSONField(default=dict)
    state_hash = models.CharField(max_length=32)
    # True when the acting seat could not foresee the outcome (a draw, a die, a pull): undo stops here.
    # None: not examined, because the game allows no undo (more than one person at the table) or
    # the move is a bot's (bots never undo).
    reveals = models.BooleanField(null=True, blank=True)
    undone_by = models.ForeignKey("self", on_delete=models.PROTECT, null=True, blank=True, related_name="undid")
    # Why a bot chose this action, in plain words (the Automaton explains every decision).
    explanation = models.TextField(blank=True)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["session", "ply"]
        constraints = [models.UniqueConstraint(fields=["session", "ply"], name="actionlog_unique_ply")]

    def __str__(self) -> str:
        return f"{self.session_id}@{self.ply} seat {self.seat} {self.kind}"

    def action_for(self, state: GameState, viewer: int | None) -> dict[str, Any]:
        """The action as ``viewer`` may see it (the engine hides secret choices of other seats)."""
        if self.kind == self.Kind.UNDO:
            return self.action
        return state.redact_action(self.seat, self.action, viewer)

    def explanation_for(self, state: GameState, viewer: int | None) -> str:
        """The bot's reason, shown only with the action itself: the reason would tell a hidden choice."""
        return self.explanation if self.action_for(state, viewer) == self.action else ""

    def entry(self) -> dict[str, Any]:
        """The replay record of an action row (see games.engines.replay)."""
        return {"seat": self.seat, "action": self.action, "hash": self.state_hash}
