"""Measured figures for DESIGN.md's suites: engines, ai, pairing, standings, api."""

from __future__ import annotations

import importlib
import json
import platform
import time

from django.core.management.base import BaseCommand, CommandError

from league.benchmarks import SUITES


class Command(BaseCommand):
    help = "Run a benchmark suite and print its figures."

    def add_arguments(self, parser):
        parser.add_argument("suite", choices=SUITES)
        parser.add_argument("--quick", action="store_true", help="short budgets, for a smoke run")
        parser.add_argument("--json", action="store_true", help="print one JSON object")

    def handle(self, *args, **opts):
        try:
            module = importlib.import_module(f"league.benchmarks.{opts['suite']}")
        except ModuleNotFoundError as exc:
            raise CommandError(f"the {opts['suite']} suite is not built yet") from exc
        started = time.perf_counter()
        figures = module.run(quick=opts["quick"])
        report = {
            "suite": opts["suite"],
            "python": platform.python_version(),
            "machine": platform.machine(),
            "seconds": round(time.perf_counter() - started, 2),
            "figures": figures,
        }
        self.stdout.write(json.dumps(report, indent=None if opts["json"] else 2))
