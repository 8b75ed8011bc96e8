"""From the database's DeckFormat rows to the engine's pure Format."""

from __future__ import annotations

from games.engines.doomtown.formats import DEFAULT_FORMAT_KEY, Format, FormatError, weird_west_edition
from league.models.cards import DeckFormat


def engine_format(deck_format: DeckFormat) -> Format:
    if deck_format.is_builtin and deck_format.key == DEFAULT_FORMAT_KEY:
        return weird_west_edition()
    return Format.from_json({**deck_format.definition, "key": deck_format.key, "name": deck_format.name})


def default_deck_format() -> DeckFormat:
    return DeckFormat.objects.get(key=DEFAULT_FORMAT_KEY)


def format_check(definition: dict) -> str | None:
    """The problem with an organiser's format definition, or None when it is usable."""
    try:
        Format.from_json({**definition, "key": "check", "name": "check"})
    except (FormatError, TypeError, ValueError) as exc:
        return str(exc)
    return None
