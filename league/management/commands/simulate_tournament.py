"""Play a whole seeded event and print its rounds and standings (DESIGN.md interface)."""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError

from games.catalogue import GameInfo, get_game
from league.tournament.elimination import BracketError
from league.tournament.pods import pod_size_options
from league.tournament.results import ResultsError
from league.tournament.simulate import FORMATS, EventError, simulate_with_warnings
from league.tournament.standings import DOOMTOWN_TIEBREAKERS, parse_tiebreakers
from league.tournament.swiss import NoLegalPairing


def default_table_size(game: GameInfo) -> int:
    """1v1 for two-player games and constructed-deck games (Doomtown events are 1v1 under its floor
    rules; its multiplayer variant is casual), pods of four (or the game's maximum) otherwise."""
    if game.max_players == 2 or game.uses_decks:
        return 2
    return min(4, game.max_players)


class Command(BaseCommand):
    help = "Simulate a tournament with seeded random results; stronger hidden skill wins more often."

    def add_arguments(self, parser):
        parser.add_argument("--game", required=True)
        parser.add_argument("--format", required=True, choices=FORMATS)
        parser.add_argument("--players", type=int, required=True)
        parser.add_argument("--rounds", type=int, help="default: suggested from the player count")
        parser.add_argument("--pod-size", type=int, help="players per table; default from the game")
        parser.add_argument("--cut", type=int, help="top cut for swiss_cut: 2, 4, 8 or 16")
        parser.add_argument("--seed", type=int, default=1)
        parser.add_argument("--tiebreakers", default=",".join(DOOMTOWN_TIEBREAKERS))
        parser.add_argument("--json", action="store_true", help="print one compact JSON object")

    def handle(self, *args, **opts):
        try:
            game = get_game(opts["game"])
        except KeyError as exc:
            raise CommandError(exc.args[0]) from exc
        pod_size = opts["pod_size"] or (2 if opts["format"] != "swiss" else default_table_size(game))
        try:
            allowed = pod_size_options(pod_size, game.min_players, game.max_players) if pod_size > 2 else ()
            if pod_size == 2 and game.min_players > 2:
                raise ValueError(f"{game.name} needs at least {game.min_players} players at a table")
            report, warnings = simulate_with_warnings(
                format=opts["format"],
                players=opts["players"],
                seed=opts["seed"],
                rounds=opts["rounds"],
                pod_size=pod_size,
                pod_allowed=allowed,
                cut=opts["cut"],
                tiebreakers=parse_tiebreakers(opts["tiebreakers"].split(",")),
            )
        except (EventError, BracketError, NoLegalPairing, ResultsError, ValueError) as exc:
            raise CommandError(str(exc)) from exc
        for number, notes in sorted(warnings.items()):
            for note in notes:
                self.stderr.write(f"round {number}: warning: {note}")
        self.stdout.write(json.dumps(report, indent=None if opts["json"] else 2))
