"""Pure-Python players. A bot is ``choose(state, seat, rng) -> action``.

``state`` is always ``real_state.determinize(seat, rng)``: a bot cannot see what its seat may not.
Bots use their own ``rng``, never the game's.

Lookup by name: ``random`` (every game); ``heuristic`` (module ``automaton.strategies.heuristic_<game>``);
other names map to ``automaton.strategies.<name>`` (for instance ``gunfighter``, the Doomtown Automaton).
"""

from __future__ import annotations

import importlib
from typing import Any, Protocol

from games.engines import Action, GameState, Rng


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


BOT_NAMES = ("random", "heuristic", "gunfighter", "ismcts")


def get_bot(name: str, game: str, **settings: Any) -> Bot:
    if name == "random":
        return RandomBot()
    if name not in BOT_NAMES:
        raise UnknownBot(f"unknown bot {name!r}; bots: {', '.join(BOT_NAMES)}")
    module_name = f"automaton.strategies.heuristic_{game}" if name == "heuristic" else f"automaton.strategies.{name}"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        raise UnknownBot(f"no {name!r} bot for {game} yet") from None
    return module.make_bot(game=game, **settings)


def available_bots(game: str) -> list[str]:
    found = []
    for name in BOT_NAMES:
        try:
            get_bot(name, game)
        except (UnknownBot, ValueError):
            continue
        found.append(name)
    return found
