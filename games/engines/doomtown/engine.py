"""The Doomtown engine: options, new games and loading saved ones."""

from __future__ import annotations

from typing import Any

from games.engines.base import Engine, OptionSpec
from games.engines.doomtown import automaton_rules, boss_battle
from games.engines.doomtown.decks import decks_for_game
from games.engines.doomtown.state import DoomtownState

DEFAULT_MAX_DAYS = 30


class DoomtownEngine(Engine):
    key = "doomtown"
    name = "Doomtown: Weird West Edition"
    min_players = 2
    max_players = 4
    # 2: card abilities; 3: 'would' windows, Cheatin' while Gamblin', Automaton pulls in shootouts;
    # 4: modified hands the worst of their rank, a posse emptied by an ability ends the shootout,
    # Nightfall discards down, an absolute tie's casualties taken together; 5: the Automaton seat's
    # refused call-out, joker, hand size and building count, right-most copies offered (RULINGS.md,
    # "Engine versions"); 6: the expansion cards and Boss Battle!; 7: the rest of the WWE pool, Boss Battle's
    # once-per-Hero payment for every kind of ability; 8 to 10: more of the WWE pool, 10 the last of it (RULINGS.md)
    version = 10
    options = (
        OptionSpec(
            "decks",
            None,
            help="one deck per seat: keys from data/decks, JSON files or deck dicts; "
            "default: the starter decks in turn",
        ),
        OptionSpec(
            "max_days",
            DEFAULT_MAX_DAYS,
            help="the game ends after this day's Sundown; the best control points minus opposing influence wins",
        ),
        OptionSpec("automaton", None, help=automaton_rules.OPTION_HELP),
        OptionSpec("boss_battle", None, help=boss_battle.OPTION_HELP),
    )

    def new_game(self, players: int, seed: int, options: dict[str, Any] | None = None) -> DoomtownState:
        self.check_players(players)
        resolved = self.resolve_options(options)
        if not isinstance(resolved["max_days"], int) or resolved["max_days"] < 1:
            raise ValueError("option max_days must be a positive whole number")
        automaton_rules.check_option(resolved["automaton"], players)
        boss_battle.check_option(resolved["boss_battle"], players)
        decks = decks_for_game(players, seed, resolved["decks"])
        state = DoomtownState.create(players, seed, resolved, decks)
        boss_battle.check_factions(state)
        return state

    def from_json(self, doc: dict[str, Any]) -> DoomtownState:
        return DoomtownState.from_json(doc)


ENGINE = DoomtownEngine()
DoomtownState.engine = ENGINE
