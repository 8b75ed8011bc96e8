"""Standings from results recorded anywhere (DESIGN.md interface): organisers import events run elsewhere.

Input: ``{"players": ["A", ...], "rounds": [[{"seats": ["A", "B"], "points": [6, 0]}, ...], ...]}``
(a table with one seat is a bye); optional ``"adjustments": {"A": 3}`` for points no table gave.
Output: ``{"tiebreakers": [...], "standings": [{"rank", "player", "points", "tiebreakers"}]}``.
"""

from __future__ import annotations

import json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from league.tournament.results import ResultsError
from league.tournament.standings import DOOMTOWN_TIEBREAKERS, PERCENT_FLOOR, compute_standings, parse_tiebreakers


def read_results(path: str) -> dict:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise CommandError(f"cannot read {path}: {exc.strerror or exc}") from exc
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CommandError(f"{path} is not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})") from exc
    if not isinstance(doc, dict):
        raise CommandError(f"{path}: expected an object with 'players' and 'rounds'")
    players, rounds = doc.get("players"), doc.get("rounds")
    if not isinstance(players, list) or not all(isinstance(p, str) and p for p in players):
        raise CommandError(f"{path}: 'players' must be a list of player names")
    if not isinstance(rounds, list):
        raise CommandError(f"{path}: 'rounds' must be a list of rounds, each a list of tables")
    adjustments = doc.get("adjustments", {})
    if not isinstance(adjustments, dict) or not all(
        isinstance(v, int | float) and not isinstance(v, bool) for v in adjustments.values()
    ):
        raise CommandError(f"{path}: 'adjustments' must map player names to numbers")
    return doc


class Command(BaseCommand):
    help = "Compute standings with tiebreakers from a results file."

    def add_arguments(self, parser):
        parser.add_argument("results", help="JSON file: {players, rounds}")
        parser.add_argument("--tiebreakers", default=",".join(DOOMTOWN_TIEBREAKERS), help="comma-separated keys")
        parser.add_argument(
            "--mw-floor", type=float, default=PERCENT_FLOOR, help="floor of MW%%/GW%% (0.33; Pokemon uses 0.25)"
        )
        parser.add_argument(
            "--draw-points", type=float, help="what a draw is worth, for FIDE scores (default: from a drawn table)"
        )
        parser.add_argument("--json", action="store_true", help="print one compact JSON object")

    def handle(self, *args, **opts):
        doc = read_results(opts["results"])
        try:
            keys = parse_tiebreakers(opts["tiebreakers"].split(","))
            rows = compute_standings(
                doc["players"],
                doc["rounds"],
                tiebreakers=keys,
                adjustments=doc.get("adjustments"),
                draw_points=opts["draw_points"],
                percent_floor=opts["mw_floor"],
            )
        except ResultsError as exc:
            raise CommandError(str(exc)) from exc
        report = {"tiebreakers": list(keys), "standings": rows}
        self.stdout.write(json.dumps(report, indent=None if opts["json"] else 2))
