"""A recorded result in words: what a match page shows instead of the stored field names.

Each raw field is named as the result form names it (``league.results``: the rulebook's terms), a
seat number becomes the player's name, a yes/no field is said only when it happened, a Deadwood
seat gets its fine spelled out as the rulebook's table gives it, and a Studios rank its five-fold
points. Pure functions, no database.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.engines.deadwood.scoring import fine as deadwood_fine
from league.results import SCORING, FieldSpec

OUTCOME_WORDS = {"win": "won", "loss": "lost", "draw": "draw"}


def seat_lines(game: str, raw: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(label, value) for each field of one seat's result, in the form's order; unset fields left out."""
    specs = _specs(game, "seat_fields")
    lines = [(spec.label, _value(spec, raw[spec.name])) for spec in specs.values() if raw.get(spec.name) is not None]
    lines += [(_readable(key), str(value)) for key, value in raw.items() if key not in specs and value is not None]
    if game == "deadwood" and isinstance(raw.get("posters"), int) and raw["posters"] > 0:
        lines.append(("Fine", f"−${deadwood_fine(raw['posters'])}"))
    if game == "studios" and isinstance(raw.get("rank"), int):
        # The score counts rank five times over (games.scoresheets says it the same way).
        lines = [
            (f"Rank {raw['rank']} × 5", str(5 * raw["rank"])) if label == "Rank" else (label, value)
            for label, value in lines
        ]
    return [(label, value) for label, value in lines if value]


def match_notes(game: str, details: Mapping[str, Any], names: Sequence[str]) -> list[str]:
    """One sentence per match-level field that says something (a false yes/no field says nothing)."""
    specs = _specs(game, "match_fields")
    notes = []
    for key, value in details.items():
        spec = specs.get(key)
        if value is None or value is False or value == "":
            continue
        if spec is None:
            notes.append(f"{_readable(key)}: {value}")
        elif spec.kind == "bool":
            notes.append(f"{spec.label}.")
        elif spec.kind == "seat":
            notes.append(f"{spec.label}: {names[value] if 0 <= value < len(names) else f'seat {value + 1}'}.")
        else:
            notes.append(f"{spec.label}: {_value(spec, value)}.")
    return notes


def _specs(game: str, which: str) -> dict[str, FieldSpec]:
    scoring = SCORING.get(game)
    return {spec.name: spec for spec in getattr(scoring, which, ())}


def _value(spec: FieldSpec, value: Any) -> str:
    if spec.kind == "bool":
        return "yes" if value else ""
    if spec.kind == "outcome":
        return OUTCOME_WORDS.get(value, str(value))
    return str(value)


def _readable(key: str) -> str:
    return key.replace("_", " ").capitalize()
