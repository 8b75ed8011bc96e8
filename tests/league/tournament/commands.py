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
