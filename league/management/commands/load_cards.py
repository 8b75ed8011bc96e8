"""Load (or refresh) the Doomtown card database, the Weird West Edition format and the ready-made decks."""

from __future__ import annotations

from django.core.management.base import BaseCommand

from league.decks.cards import cards_load


class Command(BaseCommand):
    help = "Load the Doomtown card facts into the database. Safe to run any number of times."

    def handle(self, *args, **opts):
        counts = cards_load()
        self.stdout.write(
            f"{counts['cards']} cards ({counts['new']} new, {counts['updated']} refreshed), "
            f"{counts['decks']} ready-made decks"
        )
