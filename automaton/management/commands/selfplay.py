"""Bots play whole games against each other; prints a JSON summary (DESIGN.md interface)."""

from __future__ import annotations

import json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from automaton.selfplay import run_batch
from automaton.strategies import UnknownBot, get_bot
from games.engines import UnknownEngine, get_engine
from games.engines.doomtown.deck_generator import decks_for_game


class Command(BaseCommand):
    help = "Play GAMES seeded games between bots and report wins, placements and speed."

    def add_arguments(self, parser):
        parser.add_argument("game")
        parser.add_argument("--players", type=int, default=2)
        parser.add_argument("--games", type=int, default=10)
        parser.add_argument("--seed", type=int, default=1)
        parser.add_argument("--bots", default="random", help="comma-separated, one per seat; the last repeats")
        parser.add_argument("--deck", action="append", default=[], help="Doomtown deck key or file, per seat")
        parser.add_argument(
            "--random-decks",
            choices=("all", "implemented"),
            help="Doomtown: new random legal decks every game, from the whole pool or its implemented cards",
        )
        parser.add_argument("--option", action="append", default=[], help="engine option NAME=VALUE (JSON value)")
        parser.add_argument("--json", action="store_true", help="print only the JSON summary")

    def handle(self, *args, **opts):
        try:
            engine = get_engine(opts["game"])
            engine.check_players(opts["players"])
        except (UnknownEngine, ValueError) as exc:
            raise CommandError(str(exc)) from exc
        bots = [name.strip() for name in opts["bots"].split(",") if name.strip()]
        try:
            for name in bots:
                get_bot(name, engine.key)
        except UnknownBot as exc:
            raise CommandError(str(exc)) from exc
        options = parse_options(opts["option"])
        if opts["random_decks"] and (engine.key != "doomtown" or opts["deck"]):
            raise CommandError("--random-decks is for Doomtown, without --deck")
        if opts["deck"]:
            options["decks"] = [read_deck_argument(spec) for spec in opts["deck"]]
        options.update(automaton_option(engine.key, bots, opts["players"], options))
        try:
            engine.resolve_options(options)
        except ValueError as exc:
            raise CommandError(str(exc)) from exc
        summary = run_batch(
            engine.key,
            players=opts["players"],
            games=opts["games"],
            seed=opts["seed"],
            bots=bots,
            options=options,
            options_for_game=random_decks(options, opts) if opts["random_decks"] else None,
        )
        if opts["json"]:
            self.stdout.write(json.dumps(summary))
            return
        self.stdout.write(json.dumps(summary, indent=2))


def parse_options(pairs: list[str]) -> dict:
    options = {}
    for pair in pairs:
        name, sep, raw = pair.partition("=")
        if not sep:
            raise CommandError(f"--option takes NAME=VALUE, not {pair!r}")
        try:
            options[name] = json.loads(raw)
        except json.JSONDecodeError:
            options[name] = raw
    return options


def automaton_option(game: str, bots: list[str], players: int, options: dict) -> dict:
    """A Doomtown ``gunfighter`` seat plays the rulebook's Automaton (pulls and all) unless told otherwise."""
    seat_bots = (bots or ["random"])[:players]
    seat_bots += [seat_bots[-1]] * (players - len(seat_bots))
    if game != "doomtown" or "automaton" in options or "gunfighter" not in seat_bots:
        return {}
    return {"automaton": {"seat": seat_bots.index("gunfighter"), "archetype": "gunfighter", "twists": []}}


def random_decks(options: dict, opts: dict):
    """The batch's options for game ``index``: fresh random decks for its seed (outfits rotate)."""
    implemented_only = opts["random_decks"] == "implemented"

    def for_game(index: int) -> dict:
        decks = decks_for_game(opts["seed"] + index, opts["players"], implemented_only=implemented_only)
        return {**options, "decks": decks}

    return for_game


def read_deck_argument(spec: str) -> str | dict:
    """A ``--deck`` value: a JSON deck file is read here (the engine takes keys and dicts only)."""
    path = Path(spec)
    if path.suffix != ".json":
        return spec
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise CommandError(f"cannot read the deck file {spec}: {exc}") from exc
