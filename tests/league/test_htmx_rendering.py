"""Every page and its htmx partial answer with the same Vary, so a cache keeps them apart."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _varies(response) -> set[str]:
    return {part.strip() for part in response["Vary"].split(",")}


def test_a_league_page_and_its_standings_partial_vary_alike(client, season):
    page = client.get("/leagues/gem/")
    partial = client.get("/leagues/gem/", headers={"HX-Request": "true", "HX-Target": "standings"})
    assert b"<html" in page.content and b"<html" not in partial.content
    assert {"HX-Request", "HX-Target"} <= _varies(page) and _varies(page) == _varies(partial)


def test_no_view_renders_a_partial_by_itself():
    """Views pick a partial through ``render_page`` (which sets Vary), never with ``render(... "#name")``."""
    pattern = re.compile(r"render\(\s*request,\s*f?[\"'][^\"']*#")
    offenders = [
        str(path.relative_to(ROOT))
        for folder in ("games", "league", "automaton")
        for path in (ROOT / folder).rglob("*.py")
        if path.name != "htmx.py" and pattern.search(path.read_text())
    ]
    assert offenders == []
