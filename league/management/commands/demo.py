"""Load demo data: each installed app may offer ``<app>.demo.load()``; all are idempotent."""

from __future__ import annotations

import importlib

from django.apps import apps
from django.core.management import call_command
from django.core.management.base import BaseCommand
from django.db import transaction


class Command(BaseCommand):
    help = "Create (or refresh) the demo players, decks, leagues and games. Safe to run twice."

    def handle(self, *args, **opts):
        call_command("load_cards", stdout=self.stdout)  # the card database is not demo data, but decks need it
        for app in apps.get_app_configs():
            try:
                module = importlib.import_module(f"{app.name}.demo")
            except ModuleNotFoundError as exc:
                if exc.name != f"{app.name}.demo":
                    raise
                continue
            with transaction.atomic():
                for line in module.load():
                    self.stdout.write(f"{app.label}: {line}")
