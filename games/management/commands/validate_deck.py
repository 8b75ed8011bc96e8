"""Validate a decklist file (DESIGN.md interface): exit 0 valid, 1 invalid, 2 unreadable input."""

from __future__ import annotations

import json
import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandError

from games.engines.doomtown.decklist import MAX_BYTES, DeckParseError
from games.engines.doomtown.validation import validate_text

EXIT_VALID, EXIT_INVALID, EXIT_UNREADABLE = 0, 1, 2


def unreadable(code: str, message: str) -> dict[str, Any]:
    return {"valid": False, "errors": [{"code": code, "message": message}], "warnings": [], "summary": {}}


def read_input(path: str) -> bytes:
    """At most one byte more than the parser accepts, so an oversized file is refused without loading it."""
    if path == "-":
        return sys.stdin.buffer.read(MAX_BYTES + 1)
    with open(path, "rb") as handle:
        return handle.read(MAX_BYTES + 1)


class Command(BaseCommand):
    help = "Check a Doomtown decklist (text or JSON) against the default format; FILE may be - for stdin."
    requires_system_checks = []  # a pure check of a file: no database or app state needed

    def add_arguments(self, parser):
        parser.add_argument("file", help="decklist file, or - to read standard input")
        parser.add_argument("--game", default="doomtown", help="only doomtown has deck validation")
        parser.add_argument("--format", dest="input_format", choices=("auto", "text", "json"), default="auto")
        parser.add_argument("--json", action="store_true", help="print the report as one JSON object")

    def handle(self, *args, **opts):
        if opts["game"] != "doomtown":
            raise CommandError(f"deck validation exists for doomtown only, not {opts['game']!r}", returncode=2)
        report, exit_code = check_file(opts["file"], opts["input_format"])
        self.stdout.write(json.dumps(report) if opts["json"] else describe(report))
        if exit_code != EXIT_VALID:
            raise SystemExit(exit_code)


def check_file(path: str, input_format: str) -> tuple[dict[str, Any], int]:
    """(report, exit code) for one decklist file."""
    try:
        data = read_input(path)
    except FileNotFoundError:
        return unreadable("input.missing", f"no such file: {path}"), EXIT_UNREADABLE
    except OSError as error:
        return unreadable("input.unreadable", f"cannot read {path}: {error.strerror or error}"), EXIT_UNREADABLE
    try:
        report = validate_text(data, input_format=input_format)
    except DeckParseError as error:
        return unreadable(error.code, error.message), EXIT_UNREADABLE
    return report, EXIT_VALID if report["valid"] else EXIT_INVALID


def describe(report: dict[str, Any]) -> str:
    """The report for a terminal: verdict, then errors and warnings one per line."""
    outfit = (report.get("summary") or {}).get("outfit")
    lines = [("VALID" if report["valid"] else "INVALID") + (f": {outfit['name']}" if outfit else "")]
    lines += [f"error   {item['code']}: {item['message']}" for item in report["errors"]]
    lines += [f"warning {item['code']}: {item['message']}" for item in report["warnings"]]
    return "\n".join(lines)
