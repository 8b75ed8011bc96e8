"""Running the pairing commands from a test: their JSON answer, and a results file to give them."""

from __future__ import annotations

import json
from io import StringIO

from django.core.management import call_command


def run(*args: str) -> dict:
    out = StringIO()
    call_command(*args, stdout=out)
    return json.loads(out.getvalue())


def write(tmp_path, doc) -> str:
    path = tmp_path / "results.json"
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc))
    return str(path)


def simulate_args(game: str, event_format: str, players: int, **options: int) -> list[str]:
    """``simulate_tournament``'s arguments for a JSON report; ``options`` as keywords (``pod_size=6``)."""
    args = ["simulate_tournament", "--game", game, "--format", event_format, "--players", str(players)]
    for name, value in options.items():
        args += [f"--{name.replace('_', '-')}", str(value)]
    return [*args, "--json"]


def simulate(game: str, event_format: str, players: int, **options: int) -> dict:
    return run(*simulate_args(game, event_format, players, **options))
