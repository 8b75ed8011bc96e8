"""Pure-Python players. A bot is ``choose(state, seat, rng) -> action``.

``state`` is always ``real_state.determinize(seat, rng)``: a bot cannot see what its seat may not.
Bots use their own ``rng``, never the game's.

Lookup by name: ``random`` (every game); ``heuristic`` (module ``automaton.strategies.heuristic_<game>``);
other names map to ``automaton.strategies.<name>`` (for instance ``gunfighter``, the Doomtown Automaton,
and ``ismcts``, the search AI). ``NAME:LEVEL`` asks for a level: ``heuristic:easy`` (the heuristic
making deliberate mistakes), ``ismcts:hard``, ``ismcts:expert``, ``ismcts:N`` (N iterations) or
``ismcts:expert:N`` (Expert's settings, N iterations). The lobby's difficulties (Easy, Normal, Hard,
Expert) are such names (``DIFFICULTIES``).
"""

from __future__ import annotations

from typing import Any, Protocol

from games.engines import Action, GameState, Rng
from games.engines.registry import import_if_present


class Bot(Protocol):
    name: str

    def choose(self, state: GameState, seat: int, rng: Rng) -> Action: ...


class UnknownBot(KeyError):
    pass


class RandomBot:
    """Uniform over the legal actions."""

    name = "random"

    def choose(self, state: GameState, seat: int, rng: Rng) -> Action:
        return rng.choice(state.legal_actions(seat))


class BlunderingBot:
    """Easy: another bot that plays a uniform random legal action ``mistakes`` of the time it has a choice."""

    def __init__(self, inner: Bot, mistakes: float) -> None:
        self.inner = inner
        self.mistakes = mistakes
        self.name = f"{inner.name}:easy"

    def choose(self, state: GameState, seat: int, rng: Rng) -> Action:
        if rng.random() < self.mistakes:
            return rng.choice(state.legal_actions(seat))
        return self.inner.choose(state, seat, rng)


BOT_NAMES = ("random", "heuristic", "gunfighter", "ismcts")
EASY_MISTAKES = 0.35
# The lobby's difficulties, weakest first: (bot name, label). The Automaton is offered apart:
# it is the Doomtown rulebook's own opponent, not a difficulty.
DIFFICULTIES = (
    ("heuristic:easy", "Easy"),
    ("heuristic", "Normal"),
    ("ismcts:hard", "Hard (thinks ~1 s a move)"),
    ("ismcts:expert", "Expert (thinks ~5 s a move)"),
)


def refuse_other_games_and_settings(bot: str, plays: str, game: str, settings: dict[str, Any]) -> None:
    """For a bot that plays one game and takes no settings: a ValueError (which ``available_bots``
    reads as "not for this game") naming what was asked of it."""
    if game != plays:
        raise ValueError(f"{bot} plays only {plays}, not {game}")
    if settings:
        raise ValueError(f"{bot} takes no settings, not {', '.join(sorted(settings))}")


def get_bot(name: str, game: str, **settings: Any) -> Bot:
    base, _, level = name.partition(":")
    if base == "random" and not level:
        return RandomBot()
    if base not in BOT_NAMES:
        raise UnknownBot(f"unknown bot {name!r}; bots: {', '.join(BOT_NAMES)}")
    if level:
        return _bot_at_level(base, level, game, settings)
    module_name = f"automaton.strategies.heuristic_{game}" if name == "heuristic" else f"automaton.strategies.{name}"
    module = import_if_present(module_name)
    if module is None:
        raise UnknownBot(f"no {name!r} bot for {game} yet")
    return module.make_bot(game=game, **settings)


def _bot_at_level(base: str, level: str, game: str, settings: dict[str, Any]) -> Bot:
    if base == "heuristic" and level == "easy":
        return BlunderingBot(get_bot("heuristic", game, **settings), EASY_MISTAKES)
    if base == "ismcts":
        try:
            return get_bot(base, game, level=level, **settings)
        except ValueError as exc:
            raise UnknownBot(str(exc)) from None
    raise UnknownBot(f"the {base} bot has no level {level!r}")


def bot_label(name: str) -> str:
    """How the lobby and the table name a bot."""
    labels = {"random": "Random", "gunfighter": "Automaton (Gunfighter)", "ismcts": "Hard (thinks ~1 s a move)"}
    return dict(DIFFICULTIES).get(name) or labels.get(name, name)


def available_bots(game: str) -> list[str]:
    """The bots a seat may be given for ``game``: random, the difficulties, then the Automaton."""
    found = []
    for name in ("random", *(name for name, _ in DIFFICULTIES), "gunfighter"):
        try:
            get_bot(name, game)
        except (UnknownBot, ValueError):
            continue
        found.append(name)
    return found
