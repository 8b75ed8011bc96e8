"""Random legal decks for tests and self-play: any outfit, drawn from a format's whole pool.

``random_deck(outfit, seed)`` returns a deck dict in the shape the engine and the validator read
(``{"name", "outfit", "legend", "cards": [{"code", "quantity", "starting"}]}``), legal by the same
rules ``validation.validate`` checks: 52 suited cards, at most 4 of a suit and value, 4 copies of a
title (Experienced versions share it), 2 jokers, one legend, the format's banned and restricted
lists, and a declared starting gang the outfit can pay for (faction dudes or drifters, no Gadget,
no title twice, one Grifter, at most one Core deed of its gang).

``implemented_only=True`` draws only cards whose abilities the engine plays in full (legend
included; the outfit is the caller's choice), for games that must not meet a "not implemented"
card; the default draws from everything, so that many seeded decks reach every card of the pool.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from functools import cache
from itertools import chain
from typing import Any

from games.engines.doomtown.cards import Card, all_cards
from games.engines.doomtown.formats import Format, default_format
from games.engines.doomtown.validation import (  # the validator's own rules: legal by construction
    DECK_SIZE,
    MAX_COPIES,
    MAX_JOKERS,
    MAX_STARTING_DUDES,
    MAX_SUIT_VALUE,
    _barred_from_gang,
    _core_faction,
    _is_core,
    _may_start_for,
)
from games.engines.rng import Rng

DECK_TYPES = ("dude", "deed", "goods", "spell", "action")
# Roughly how tournament decks split their 52 (dudes, deeds, goods and spells, actions), as ranges
# so that decks differ in shape too.
TYPE_SHARES = {"dude": (14, 22), "deed": (8, 16), "goods": (3, 8), "spell": (2, 8), "action": (6, 12)}
LEGEND_CHANCE = 0.5
CORE_DEED_CHANCE = 0.5


def _may_start(card: Card, outfit: Card) -> bool:
    return card.type == "dude" and _may_start_for(card, outfit) and not _barred_from_gang(card)


def _core_allowed(card: Card, outfit: Card) -> bool:
    """A Core deed this outfit may start with: open Core or Core of its own gang."""
    return card.type == "deed" and _is_core(card) and _core_faction(card) in (None, outfit.faction)


def _implemented() -> frozenset[str]:
    # Imported here: the abilities package imports the whole engine, the validator must not need it.
    from games.engines.doomtown.abilities import implemented_codes

    return implemented_codes()


def pool_cards(fmt: Format | None = None, *, implemented_only: bool = False) -> list[Card]:
    """Every card a generated deck may hold (outfits, legends and jokers included), by code."""
    return list(_pool_cards(fmt or default_format(), implemented_only))


@cache
def _pool_cards(fmt: Format, implemented_only: bool) -> tuple[Card, ...]:
    known = all_cards()
    allowed = _implemented() if implemented_only else None
    cards = [
        known[code]
        for code in sorted(fmt.pool - fmt.banned)
        if code in known and not known[code].token and (allowed is None or code in allowed)
    ]
    return tuple(card for card in cards if card.type in (*DECK_TYPES, "outfit", "legend", "joker"))


@cache
def _title(code: str) -> str:
    """``Card.title`` memoised (it runs a regex)."""
    return all_cards()[code].title


def outfits(fmt: Format | None = None, *, implemented_only: bool = False) -> list[str]:
    """The outfit codes of the pool, in code order."""
    return [card.code for card in pool_cards(fmt, implemented_only=implemented_only) if card.type == "outfit"]


class _Builder:
    """One deck under construction, keeping every count the validator checks."""

    def __init__(self, fmt: Format, rng: Rng) -> None:
        self.fmt = fmt
        self.rng = rng
        self.quantity: Counter[str] = Counter()
        self.starting: Counter[str] = Counter()
        self.titles: Counter[str] = Counter()
        self.slots: Counter[tuple[str | None, int | None]] = Counter()
        self.restricted: set[str] = set()
        self.size = 0

    def room(self, card: Card) -> int:
        """How many more copies of ``card`` fit."""
        title = _title(card.code)
        new_restricted = card.code in self.fmt.restricted and title not in self.restricted
        if new_restricted and len(self.restricted) >= self.fmt.restricted_limit:
            return 0
        return max(
            0,
            min(
                MAX_COPIES - self.titles[title],
                MAX_SUIT_VALUE - self.slots[(card.suit, card.value)],
                DECK_SIZE - self.size,
            ),
        )

    def add(self, card: Card, copies: int, starting: int = 0) -> None:
        self.quantity[card.code] += copies
        self.starting[card.code] += starting
        self.titles[_title(card.code)] += copies
        self.slots[(card.suit, card.value)] += copies
        self.size += copies
        if card.code in self.fmt.restricted:
            self.restricted.add(_title(card.code))


@cache
def _gang_candidates(fmt: Format, implemented_only: bool, outfit: Card) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """The dudes ``outfit`` may start with and the Core deeds it may start with."""
    cards = _pool_cards(fmt, implemented_only)
    dudes = tuple(card for card in cards if _may_start(card, outfit))
    cores = tuple(card for card in cards if _core_allowed(card, outfit))
    return dudes, cores


@cache
def _by_type(fmt: Format, implemented_only: bool) -> dict[str, tuple[Card, ...]]:
    cards = _pool_cards(fmt, implemented_only)
    return {card_type: tuple(c for c in cards if c.type == card_type and c.has_suit) for card_type in DECK_TYPES}


def _starting_gang(builder: _Builder, outfit: Card, wealth: int, implemented_only: bool) -> None:
    """Up to five different dudes the outfit may start with and afford, and sometimes a Core deed."""
    rng = builder.rng
    candidates, cores = _gang_candidates(builder.fmt, implemented_only, outfit)
    dudes = list(candidates)
    rng.shuffle(dudes)
    cheapest = sorted(card.cost or 0 for card in dudes)
    budget = wealth
    picked: list[Card] = []
    for card in dudes:
        if len(picked) == MAX_STARTING_DUDES:
            break
        still_needed = MAX_STARTING_DUDES - len(picked) - 1
        # Leave enough ghost rock for the cheapest dudes still to come (a bound: titles may repeat).
        if (card.cost or 0) + sum(cheapest[:still_needed]) > budget:
            continue
        if any(_title(p.code) == _title(card.code) for p in picked) or builder.room(card) < 1:
            continue
        if card.has_keyword("Grifter") and any(p.has_keyword("Grifter") for p in picked):
            continue
        picked.append(card)
        budget -= card.cost or 0
        builder.add(card, 1, starting=1)
    affordable = [card for card in cores if (card.cost or 0) <= budget and builder.room(card) > 0]
    if affordable and rng.random() < CORE_DEED_CHANCE:
        builder.add(rng.choice(affordable), 1, starting=1)


def _type_targets(rng: Rng, filled: Counter[str]) -> dict[str, int]:
    """How many cards of each type to aim for; the dudes already started count toward theirs."""
    targets = {card_type: rng.randint(low, high) for card_type, (low, high) in TYPE_SHARES.items()}
    targets["dude"] = max(targets["dude"], filled["dude"])
    return targets


def _random_order(rng: Rng, items: tuple[Card, ...], seen: list[Card]) -> Iterator[Card]:
    """The items in random order, drawn only as far as the caller reads (decks use few of them);
    each one drawn is also kept in ``seen``."""
    rest = list(items)
    while rest:
        index = rng.below(len(rest))
        rest[index], rest[-1] = rest[-1], rest[index]
        seen.append(item := rest.pop())
        yield item


def _fill(builder: _Builder, implemented_only: bool) -> None:
    """Add cards (1-4 copies at a time) until the deck has 52, following the type targets first."""
    rng = builder.rng
    filled: Counter[str] = Counter()
    for code, quantity in builder.quantity.items():
        filled[all_cards()[code].type] += quantity
    targets = _type_targets(rng, filled)
    seen: dict[str, list[Card]] = {card_type: [] for card_type in DECK_TYPES}
    orders = {
        card_type: _random_order(rng, cards, seen[card_type])
        for card_type, cards in _by_type(builder.fmt, implemented_only).items()
    }
    # First pass: the type targets; second: anything that fits, so the deck always reaches 52.
    for limited in (True, False):
        for card_type in DECK_TYPES:
            cards = orders[card_type] if limited else chain(list(seen[card_type]), orders[card_type])
            for card in cards:
                wanted = targets[card_type] - filled[card_type] if limited else DECK_SIZE - builder.size
                if wanted <= 0:
                    break
                room = min(builder.room(card), wanted)
                if room <= 0:
                    continue
                copies = rng.randint(1, room)
                builder.add(card, copies)
                filled[card_type] += copies
    if builder.size != DECK_SIZE:
        raise ValueError(f"the pool is too small for a {DECK_SIZE}-card deck ({builder.size} fit)")


def _entries(builder: _Builder) -> list[dict[str, Any]]:
    return [
        {"code": code, "quantity": quantity, "starting": builder.starting[code]}
        for code, quantity in sorted(builder.quantity.items())
    ]


def random_deck(
    outfit: str,
    seed: int,
    *,
    implemented_only: bool = False,
    fmt: Format | None = None,
) -> dict[str, Any]:
    """A random legal deck for ``outfit`` (a code of the pool), the same for the same seed."""
    fmt = fmt or default_format()
    cards = _pool_cards(fmt, implemented_only)
    # The outfit is the caller's choice: any outfit of the pool, implemented or not.
    outfit_card = next((card for card in _pool_cards(fmt, False) if card.code == outfit), None)
    if outfit_card is None or outfit_card.type != "outfit":
        raise ValueError(f"{outfit!r} is not an outfit of {fmt.name}")
    rng = Rng(seed).fork(int(outfit))
    builder = _Builder(fmt, rng)
    legends = [card for card in cards if card.type == "legend"]
    legend = rng.choice(legends) if legends and rng.random() < LEGEND_CHANCE else None
    wealth = (outfit_card.wealth or 0) + ((legend.wealth or 0) if legend else 0)
    _starting_gang(builder, outfit_card, wealth, implemented_only)
    _fill(builder, implemented_only)
    cards_out = _entries(builder)
    jokers = [card.code for card in cards if card.type == "joker"]
    for code, quantity in sorted(_pick_jokers(rng, jokers).items()):
        cards_out.append({"code": code, "quantity": quantity, "starting": 0})
    return {
        "name": f"Random {outfit_card.name} #{seed}",
        "outfit": outfit,
        "legend": legend.code if legend else None,
        "cards": cards_out,
    }


def _pick_jokers(rng: Rng, jokers: list[str]) -> Counter[str]:
    """Zero to two jokers, any printings."""
    if not jokers:
        return Counter()
    return Counter(rng.choice(jokers) for _ in range(rng.randint(0, MAX_JOKERS)))


def random_decks(seed: int, *, implemented_only: bool = False, fmt: Format | None = None) -> Iterable[dict[str, Any]]:
    """One random deck per outfit of the pool (all of them), in outfit order."""
    for outfit in outfits(fmt):
        yield random_deck(outfit, seed, implemented_only=implemented_only, fmt=fmt)


def decks_for_game(seed: int, players: int, *, implemented_only: bool = False) -> list[dict[str, Any]]:
    """One random deck per seat for game ``seed``: consecutive seeds walk through every outfit."""
    codes = outfits()
    return [
        random_deck(
            codes[(seed * players + seat) % len(codes)], seed * players + seat, implemented_only=implemented_only
        )
        for seat in range(players)
    ]
