"""The Doomtown card database (facts only: numbers, suits, keywords), shared by engine and validator.

Loaded once from ``data/cards.json``; ``data/SOURCES.md`` says where the facts come from.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).resolve().parent / "data"
DECKS_DIR = DATA_DIR / "decks"

SUITS = ("spades", "hearts", "diamonds", "clubs")
SUIT_LETTERS = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}
VALUE_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}
EXPERIENCE_SUFFIX = re.compile(r"\s*\(exp\.\s*\d+\)\s*$", re.IGNORECASE)
# Dudes whose own text bars them from a starting gang: Judge Harry Somerset (Exp.1).
NEVER_STARTING = frozenset({"24073"})
# Gadget dudes start only where their own card allows it: POST-A-TRON's does (it is then invented).
GADGET_DUDES_THAT_MAY_START = frozenset({"24037"})


@dataclass(frozen=True, slots=True)
class Card:
    code: str
    name: str
    type: str
    faction: str | None
    factions: tuple[str, ...]
    suit: str | None
    value: int | None
    cost: int | None
    upkeep: int | None
    production: int | None
    bullets: int | None
    bullet_type: str | None
    influence: int | None
    control: int | None
    wealth: int | None
    keywords: tuple[str, ...]
    unique: bool | None
    token: bool
    experience: int | None
    pack: str
    pack_code: str
    quantity: int
    base_set: bool
    wwe_legal: bool
    wwe_banned: bool

    @property
    def title(self) -> str:
        """The name without an "(Exp.N)" suffix: Experienced versions share their dude's title."""
        return EXPERIENCE_SUFFIX.sub("", self.name)

    @property
    def has_suit(self) -> bool:
        return self.suit is not None and self.value is not None

    @property
    def short(self) -> str:
        """Poker notation, e.g. ``10H`` or ``AS``; ``JOKER`` for jokers; '' for outfits and legends."""
        if self.type == "joker":
            return "JOKER"
        if self.suit is None or self.value is None:  # no suit (has_suit)
            return ""
        return f"{VALUE_NAMES.get(self.value, str(self.value))}{SUIT_LETTERS[self.suit]}"

    def has_keyword(self, keyword: str) -> bool:
        wanted = keyword.lower()
        return any(k.lower() == wanted or k.lower().startswith(wanted + " ") for k in self.keywords)

    @classmethod
    def from_json(cls, doc: dict[str, Any]) -> Card:
        return cls(
            **{
                **{k: doc[k] for k in cls.__dataclass_fields__ if k in doc},
                "factions": tuple(doc.get("factions") or ()),
                # Three Debt of Blood cards list their keywords as one "A * B" string in the source.
                "keywords": tuple(part.strip() for item in doc.get("keywords") or () for part in item.split(" * ")),
            }
        )


def normalise_name(name: str) -> str:
    """Case-, accent- and punctuation-insensitive form of a card name, for matching typed lists."""
    folded = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", " ", folded).strip()


@cache
def all_cards() -> dict[str, Card]:
    """Every card by code."""
    docs = json.loads((DATA_DIR / "cards.json").read_text(encoding="utf-8"))
    return {doc["code"]: Card.from_json(doc) for doc in docs}


def card(code: str) -> Card:
    return all_cards()[code]


@cache
def cards_by_name() -> dict[str, list[Card]]:
    """Normalised name -> cards (a title reprinted in two sets has two codes; newest first)."""
    index: dict[str, list[Card]] = {}
    for item in sorted(all_cards().values(), key=lambda c: c.code, reverse=True):
        index.setdefault(normalise_name(item.name), []).append(item)
    return index


@cache
def _printings() -> dict[tuple[str, str | None], str]:
    """(printed name, pack or None for the newest printing) -> code."""
    index: dict[tuple[str, str | None], str] = {}
    for item in sorted(all_cards().values(), key=lambda c: c.code):
        index[(item.name, item.pack)] = item.code
        index[(item.name, None)] = item.code  # a later code is a later printing
    return index


def card_code(name: str, pack: str | None = None) -> str:
    """The code of the card printed as ``name`` exactly: its newest printing, or the one in ``pack``.
    Card scripts name their card this way, so grepping a card's name finds its script."""
    code = _printings().get((name, pack))
    if code is None:
        where = f" in {pack}" if pack else ""
        raise KeyError(f"no card is printed as {name!r}{where}")
    return code


def deck_files() -> dict[str, Path]:
    """The provided starter and Automaton decklists, by key (e.g. ``starter-law-dogs``)."""
    return {path.stem: path for path in sorted(DECKS_DIR.glob("*.json"))}


def load_deck_file(key: str) -> dict[str, Any]:
    deck: dict[str, Any] = json.loads(deck_files()[key].read_text(encoding="utf-8"))
    return deck
