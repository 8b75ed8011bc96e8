"""Loading the engine's card facts into the database (idempotent)."""

from __future__ import annotations

from django.db import transaction

from games.engines.doomtown.cards import all_cards
from games.engines.doomtown.formats import DEFAULT_FORMAT_KEY, weird_west_edition
from league.models.cards import Card, DeckFormat

CARD_FIELDS = (
    "name",
    "type",
    "value",
    "cost",
    "upkeep",
    "production",
    "bullets",
    "influence",
    "control",
    "wealth",
    "unique",
    "experience",
    "pack",
    "pack_code",
    "wwe_legal",
    "wwe_banned",
)


def card_row(code: str) -> Card:
    source = all_cards()[code]
    return Card(
        code=code,
        title=source.title,
        faction=source.faction or "",
        suit=source.suit or "",
        bullet_type=source.bullet_type or "",
        keywords=list(source.keywords),
        **{name: getattr(source, name) for name in CARD_FIELDS},
    )


@transaction.atomic
def cards_load() -> dict[str, int]:
    """Insert new cards, update changed ones, and make sure the built-in format exists."""
    rows = [card_row(code) for code in all_cards()]
    existing = set(Card.objects.values_list("code", flat=True))
    Card.objects.bulk_create([row for row in rows if row.code not in existing])
    updated = [row for row in rows if row.code in existing]
    Card.objects.bulk_update(updated, fields=[*CARD_FIELDS, "title", "faction", "suit", "bullet_type", "keywords"])
    default = weird_west_edition()
    DeckFormat.objects.update_or_create(
        key=DEFAULT_FORMAT_KEY, defaults={"name": default.name, "is_builtin": True, "definition": {}}
    )
    from league.decks.services import ready_made_decks_load

    decks = ready_made_decks_load()
    return {"cards": len(rows), "new": len(rows) - len(updated), "updated": len(updated), "decks": decks}
