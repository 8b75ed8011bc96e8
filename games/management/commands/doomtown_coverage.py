"""How much of Doomtown the engine plays in full: every card, each provided deck, the base set."""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand

from games.engines.doomtown.abilities.coverage import coverage


class Command(BaseCommand):
    help = "List every Doomtown card as implemented or not, and the coverage of each provided deck."
    requires_system_checks = []  # reads the engine's card data only

    def add_arguments(self, parser):
        parser.add_argument("--json", action="store_true", help="print the report as one JSON object")

    def handle(self, *args, **opts):
        report = coverage()
        if opts["json"]:
            self.stdout.write(json.dumps(report, ensure_ascii=False))
            return
        for key, deck in report["decks"].items():
            self.stdout.write(f"{key}: {deck['implemented']}/{deck['cards']} cards ({deck['coverage']}%)")
        base = report["base_set"]
        self.stdout.write(f"base set: {base['implemented']}/{base['cards']} cards ({base['coverage']}%)")
