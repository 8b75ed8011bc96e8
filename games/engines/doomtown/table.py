"""The immutable card table of one game: int card ids -> printed facts and owner.

Every physical card of every seat (outfit, legend, the 52, jokers) gets one id; token dudes made
during the game get the next ids, in the order they were made (``tokens.py``). States hold only
ids in plain lists; the table is rebuilt from the decks and tokens stored in the state, and
shared (never copied) between clones: a new token gives its state a new, longer table.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from games.engines.doomtown.cards import DATA_DIR, SUIT_LETTERS, Card, card
from games.engines.doomtown.poker import JOKER_CODE, card_code

SKILLS = ("Huckster", "Blessed", "Shaman", "Mad Scientist")
SPELL_SKILL = {"Hex": "Huckster", "Miracle": "Blessed", "Spirit": "Shaman"}
# Cards with no ability or trait text: nothing on them is left unimplemented.
VANILLA = frozenset(json.loads((DATA_DIR / "vanilla.json").read_text(encoding="utf-8"))["codes"])
_RATED = re.compile(r"^(Huckster|Blessed|Shaman|Mad Scientist|Kung Fu|Gadget|Experienced)\s*(\d*)$")
# A few Gadgets print a bare "Gadget" and their difficulty as a keyword of its own ("Difficulty 6").
_DIFFICULTY = re.compile(r"^Difficulty\s+(\d+)$")


def _split_keywords(raw: tuple[str, ...]) -> tuple[str, ...]:
    # A few source keywords hold two joined with " * " (e.g. "Private * Out of Town").
    return tuple(part.strip() for item in raw for part in item.split("*") if part.strip())


@dataclass(frozen=True, slots=True)
class CardFacts:
    """One physical card: its printed facts, who owns it and the stats the rules read from keywords."""

    id: int
    owner: int
    card: Card
    type: str
    title: str  # the name without an Experienced suffix: uniqueness and replacement go by it
    name: str
    keywords: frozenset[str]
    ratings: tuple[tuple[str, int], ...]  # ("Huckster", 1), ("Gadget", 5), ("Kung Fu", 2) ...
    notation: str  # poker notation ("10H", "JOKER"), '' when the card has no suit
    poker: int  # poker.py int code, JOKER_CODE, or -1 without suit and value

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    def rating(self, name: str) -> int | None:
        for key, value in self.ratings:
            if key == name:
                return value
        return None

    @property
    def stat_value(self) -> int:
        return self.card.value or 0

    def num(self, field: str) -> int:
        value = getattr(self.card, field)
        return value or 0


def _facts(card_id: int, owner: int, code: str) -> CardFacts:
    printed = card(code)
    keywords = _split_keywords(printed.keywords)
    ratings = []
    names = set(keywords)
    for keyword in keywords:
        match = _RATED.match(keyword)
        if match:
            names.add(match.group(1))  # "Gadget 6" is a Gadget, "Huckster 1" a Huckster
        if match and match.group(2):
            ratings.append((match.group(1), int(match.group(2))))
        difficulty = _DIFFICULTY.match(keyword)
        if difficulty and "Gadget" in keywords:
            ratings.append(("Gadget", int(difficulty.group(1))))
    return CardFacts(
        id=card_id,
        owner=owner,
        card=printed,
        type=printed.type,
        title=printed.title,
        name=printed.name,
        keywords=frozenset(names),
        ratings=tuple(ratings),
        notation=printed.short,
        poker=_poker_code(printed),
    )


def _poker_code(printed: Card) -> int:
    if printed.type == "joker":
        return JOKER_CODE
    if printed.suit is None or printed.value is None:
        return -1
    return card_code(printed.value, SUIT_LETTERS[printed.suit])


@dataclass(frozen=True)
class CardTable:
    cards: tuple[CardFacts, ...]
    outfits: tuple[int, ...]  # per seat: the outfit's card id (it also marks that seat's home)
    legends: tuple[int | None, ...]
    draw_decks: tuple[tuple[int, ...], ...]  # per seat: the ids of its 52 cards and jokers
    starting: tuple[tuple[int, ...], ...]  # per seat: ids the decklist names as its starting gang

    def __getitem__(self, card_id: int) -> CardFacts:
        return self.cards[card_id]

    def __len__(self) -> int:
        return len(self.cards)


def _code(entry: Any) -> str:
    return entry if isinstance(entry, str) else entry["code"]


@lru_cache(maxsize=64)
def _build(decks_key: tuple[tuple[str, str | None, tuple[tuple[str, int, int], ...]], ...]) -> CardTable:
    cards: list[CardFacts] = []
    outfits: list[int] = []
    legends: list[int | None] = []
    draw_decks, starting = [], []
    for seat, (outfit, legend, entries) in enumerate(decks_key):
        outfits.append(len(cards))
        cards.append(_facts(len(cards), seat, outfit))
        if legend is not None:
            legends.append(len(cards))
            cards.append(_facts(len(cards), seat, legend))
        else:
            legends.append(None)
        deck, gang = [], []
        for code, quantity, starting_copies in entries:
            for copy in range(quantity):
                deck.append(len(cards))
                if copy < starting_copies:
                    gang.append(len(cards))
                cards.append(_facts(len(cards), seat, code))
        draw_decks.append(tuple(deck))
        starting.append(tuple(gang))
    return CardTable(tuple(cards), tuple(outfits), tuple(legends), tuple(draw_decks), tuple(starting))


BLANK = "~blank"  # ends the code of a card that lost all its keywords, traits and abilities


def is_blank(facts: CardFacts) -> bool:
    """The card lost all its keywords, traits and abilities (``blanked``)."""
    return facts.card.code.endswith(BLANK)


def printed_code(facts: CardFacts) -> str:
    """The code printed on the card, blank or not (what a player sees and a board shows)."""
    return facts.card.code.removesuffix(BLANK)


def blanked(table: CardTable, card_id: int) -> CardTable:
    """The table with that card blank: no keywords (so no skills), and a code no card ability is
    registered under (so no traits, abilities or reacts). Its name, title, type and stats stay."""
    facts = table[card_id]
    if is_blank(facts):
        return table
    printed = replace(facts.card, code=facts.card.code + BLANK, keywords=())
    blank = replace(facts, card=printed, keywords=frozenset(), ratings=())
    return _with_facts(table, blank)


def restored(table: CardTable, card_id: int) -> CardTable:
    """The table with that card as printed again."""
    facts = table[card_id]
    if not is_blank(facts):
        return table
    return _with_facts(table, _facts(card_id, facts.owner, printed_code(facts)))


def _with_facts(table: CardTable, facts: CardFacts) -> CardTable:
    cards = table.cards[: facts.id] + (facts,) + table.cards[facts.id + 1 :]
    return CardTable(cards, table.outfits, table.legends, table.draw_decks, table.starting)


def with_token(table: CardTable, code: str, owner: int) -> CardTable:
    """The table with one more card: a token dude of ``owner``, whose id is the old table's length."""
    facts = _facts(len(table), owner, code)
    return CardTable(table.cards + (facts,), table.outfits, table.legends, table.draw_decks, table.starting)


@lru_cache(maxsize=64)
def _build_with_tokens(decks_key: Any, tokens: tuple[tuple[str, int], ...]) -> CardTable:
    table = _build(decks_key)
    for code, owner in tokens:
        table = with_token(table, code, owner)
    return table


def build_table(decks: list[dict[str, Any]], tokens: list[dict[str, Any]] | None = None) -> CardTable:
    """The table for these decklists (one per seat, in seat order) and the tokens made so far
    (``{"code", "owner"}`` each); identical decks share a table."""
    key = tuple(
        (
            _code(deck["outfit"]),
            _code(deck["legend"]) if deck.get("legend") else None,
            tuple((_code(e), int(e.get("quantity", 1)), int(e.get("starting", 0) or 0)) for e in deck["cards"]),
        )
        for deck in decks
    )
    if tokens:
        return _build_with_tokens(key, tuple((token["code"], token["owner"]) for token in tokens))
    return _build(key)
