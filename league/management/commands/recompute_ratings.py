"""Rebuild OpenSkill ratings from the confirmed matches, in the order they were rated."""

from __future__ import annotations

import json
import time

from django.core.management.base import BaseCommand

from games.catalogue import GAMES_BY_KEY
from league.services.ratings import ratings_recompute_all


class Command(BaseCommand):
    help = "Rebuild every rating and its history from scratch; gives the same numbers as the live updates."

    def add_arguments(self, parser):
        parser.add_argument("--game", action="append", choices=sorted(GAMES_BY_KEY), help="only this game (repeatable)")
        parser.add_argument("--json", action="store_true", help="print one JSON object")

    def handle(self, *args, **opts):
        started = time.perf_counter()
        summaries = ratings_recompute_all(opts["game"])
        report = {"games": summaries, "seconds": round(time.perf_counter() - started, 3)}
        if opts["json"]:
            self.stdout.write(json.dumps(report))
            return
        for summary in summaries:
            self.stdout.write(f"{summary['game']}: {summary['matches']} matches, {summary['players']} players rated")
        self.stdout.write(f"done in {report['seconds']} s")
