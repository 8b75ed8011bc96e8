"""Deck formats: a legal card pool plus banned and restricted lists.

The default, "Weird West Edition", is the pool the card data marks ``wwe_legal`` with the cards it
marks ``wwe_banned`` banned. Organisers define their own with ``Format.from_json`` (packs by code
or name, cards by code or title); a title names every printing of that title.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any

from games.engines.doomtown.cards import Card, all_cards, cards_by_name, normalise_name

DEFAULT_FORMAT_KEY = "wwe"


class FormatError(ValueError):
    """A format definition that names unknown packs or cards."""


@dataclass(frozen=True)
class Format:
    key: str
    name: str
    pool: frozenset[str]  # card codes
    banned: frozenset[str] = frozenset()
    restricted: frozenset[str] = frozenset()
    # Restricted list rule: how many different restricted titles one deck may include.
    restricted_limit: int = 1

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "name": self.name,
            "cards": sorted(self.pool),
            "banned": sorted(self.banned),
            "restricted": sorted(self.restricted),
            "restricted_limit": self.restricted_limit,
        }

    @classmethod
    def from_json(cls, doc: dict[str, Any]) -> Format:
        """``{"key", "name", "packs"?: [...], "cards"?: [...], "banned"?, "restricted"?, "restricted_limit"?}``."""
        pool = set(_pack_codes(doc.get("packs") or ())) | set(_card_codes(doc.get("cards") or ()))
        if not pool:
            raise FormatError(f"format {doc.get('name', '?')!r} has an empty card pool")
        return cls(
            key=str(doc.get("key") or normalise_name(str(doc.get("name", ""))).replace(" ", "-")),
            name=str(doc.get("name", "")),
            pool=frozenset(pool),
            banned=frozenset(_card_codes(doc.get("banned") or ())),
            restricted=frozenset(_card_codes(doc.get("restricted") or ())),
            restricted_limit=int(doc.get("restricted_limit", 1)),
        )


def _pack_codes(packs: Iterable[str]) -> list[str]:
    wanted = {normalise_name(pack): pack for pack in packs}
    found = {normalise_name(c.pack_code) for c in all_cards().values()} | {
        normalise_name(c.pack) for c in all_cards().values()
    }
    missing = [pack for key, pack in wanted.items() if key not in found]
    if missing:
        raise FormatError(f"unknown packs: {', '.join(missing)}")
    return [
        c.code
        for c in all_cards().values()
        if normalise_name(c.pack_code) in wanted or normalise_name(c.pack) in wanted
    ]


def _card_codes(cards: Iterable[str]) -> list[str]:
    """Codes for card codes or titles (a title covers all its printings, Experienced versions apart)."""
    known = all_cards()
    codes: list[str] = []
    for item in cards:
        if item in known:
            codes.append(item)
            continue
        printings: list[Card] = cards_by_name().get(normalise_name(item), [])
        if not printings:
            raise FormatError(f"unknown card: {item}")
        codes.extend(c.code for c in printings)
    return codes


@cache
def weird_west_edition() -> Format:
    cards = all_cards().values()
    return Format(
        key=DEFAULT_FORMAT_KEY,
        name="Weird West Edition",
        pool=frozenset(c.code for c in cards if c.wwe_legal),
        banned=frozenset(c.code for c in cards if c.wwe_banned),
    )


def default_format() -> Format:
    return weird_west_edition()
