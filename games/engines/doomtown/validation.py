"""Doomtown deck validation: DoomtownDB's construction rules, the format's lists, the starting gang.

``validate(deck, fmt=None)`` returns a plain dict::

    {"valid": bool, "errors": [{"code", "message"}], "warnings": [{"code", "message"}], "summary": {...}}

Error codes are stable: deck.size, deck.outfit, deck.suit_value_limit, deck.jokers, deck.legend,
card.unknown, card.not_in_format, card.banned, card.restricted, deck.copies, deck.starting_gang;
each message names the cards that break the rule. Warnings never make a deck invalid:
card.abilities (abilities the engine does not implement yet) and starting_gang.feasibility.

Rulings applied (RULINGS.md "doomtown" 4 and the rulebook's setup):
- The 52 are the cards with a suit and value other than jokers; tokens are not deck cards
  (card.not_in_format). Outfits, legends and jokers do not count toward the 4-copies limit.
- A banned card is reported as banned only, even when it is also outside the pool.
- Restricted list: a deck may hold at most ``Format.restricted_limit`` (default 1) different
  restricted titles, any number of copies within the usual limits.
- Starting ghost rock is the outfit's wealth plus the legend's (negative) modifier.
- Gadget dudes may start only where their own card says so (POST-A-TRON).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from functools import cache
from types import ModuleType
from typing import Any

from games.engines.doomtown.cards import GADGET_DUDES_THAT_MAY_START, NEVER_STARTING, SUITS, Card
from games.engines.doomtown.decklist import Decklist, Entry, deck_from_json, parse_deck
from games.engines.doomtown.formats import Format, default_format
from games.engines.registry import import_if_present

DECK_SIZE = 52
MAX_JOKERS = 2
MAX_SUIT_VALUE = 4
MAX_COPIES = 4
MAX_STARTING_DUDES = 5
VALUE_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}
SUIT_SYMBOLS = {"spades": "♠", "hearts": "♥", "diamonds": "♦", "clubs": "♣"}
ABILITIES_MODULE = "games.engines.doomtown.abilities"
# "Core Law Dogs" names a gang the way players write it; the data's faction codes differ.
FACTION_NAMES = {
    "anarchists": "Anarchists",
    "entrepreneurs": "Entrepreneurs",
    "fearmongers": "Fearmongers",
    "1stpeoples": "First Peoples",
    "lawdogs": "Law Dogs",
    "outlaws": "Outlaws",
}

Issue = dict[str, str]


def _issue(code: str, message: str) -> Issue:
    return {"code": code, "message": message}


def _names(entries: Iterable[Entry], with_quantity: bool = True) -> str:
    return ", ".join(f"{e.quantity}x {e.card.name}" if with_quantity else e.card.name for e in entries)


def _card_value(card: Card) -> str:
    assert card.value is not None and card.suit is not None
    return f"{VALUE_NAMES.get(card.value, str(card.value))}{SUIT_SYMBOLS[card.suit]}"


_titles: dict[str, str] = {}


def _title(card: Card) -> str:
    """``Card.title`` memoised: validation asks for it often and it runs a regex."""
    title = _titles.get(card.code)
    if title is None:
        title = _titles[card.code] = card.title
    return title


def _is_core(card: Card) -> bool:
    return any(keyword == "Core" or keyword.startswith("Core ") for keyword in card.keywords)


def _core_faction(card: Card) -> str | None:
    """The gang a faction-restricted Core deed belongs to, or None for an open Core deed."""
    for keyword in card.keywords:
        if keyword.startswith("Core "):
            wanted = keyword[len("Core ") :].lower()
            return next((code for code, name in FACTION_NAMES.items() if name.lower() == wanted), wanted)
    return None


def _deck_cards(deck: Decklist) -> list[Entry]:
    """The cards that make up the 52: everything with a suit and value that is not a token."""
    return [e for e in deck.entries if e.card.has_suit and not e.card.token and e.card.type != "joker"]


# ---- construction rules ----


def _check_outfit(deck: Decklist) -> list[Issue]:
    outfits = deck.of_type("outfit")
    count = sum(e.quantity for e in outfits)
    if count == 1:
        return []
    if count == 0:
        return [_issue("deck.outfit", "The deck has no outfit: it needs exactly one.")]
    return [_issue("deck.outfit", f"The deck has {count} outfits ({_names(outfits)}): it needs exactly one.")]


def _check_size(deck: Decklist) -> list[Issue]:
    cards = _deck_cards(deck)
    count = sum(e.quantity for e in cards)
    if count == DECK_SIZE:
        return []
    by_type: Counter[str] = Counter()
    for entry in cards:
        by_type[entry.card.type] += entry.quantity
    detail = ", ".join(f"{n} {t}" for t, n in sorted(by_type.items())) or "none"
    return [
        _issue(
            "deck.size",
            f"The deck has {count} card{'' if count == 1 else 's'} with a suit and value ({detail}); "
            f"it needs exactly {DECK_SIZE} "
            f"({'remove' if count > DECK_SIZE else 'add'} {abs(count - DECK_SIZE)}).",
        )
    ]


def _check_jokers(deck: Decklist) -> list[Issue]:
    jokers = deck.of_type("joker")
    count = sum(e.quantity for e in jokers)
    if count <= MAX_JOKERS:
        return []
    return [_issue("deck.jokers", f"The deck has {count} jokers ({_names(jokers)}); at most {MAX_JOKERS} allowed.")]


def _check_legend(deck: Decklist) -> list[Issue]:
    legends = deck.of_type("legend")
    count = sum(e.quantity for e in legends)
    if count <= 1:
        return []
    return [_issue("deck.legend", f"The deck has {count} legends ({_names(legends)}); at most one allowed.")]


def _check_suit_values(deck: Decklist) -> list[Issue]:
    groups: dict[tuple[str, int], list[Entry]] = defaultdict(list)
    for entry in _deck_cards(deck):
        groups[(entry.card.suit or "", entry.card.value or 0)].append(entry)
    issues = []
    for entries in groups.values():
        count = sum(e.quantity for e in entries)
        if count > MAX_SUIT_VALUE:
            issues.append(
                _issue(
                    "deck.suit_value_limit",
                    f"{count} cards share the value {_card_value(entries[0].card)} ({_names(entries)}); "
                    f"at most {MAX_SUIT_VALUE} allowed.",
                )
            )
    return issues


def _check_copies(deck: Decklist) -> list[Issue]:
    """At most 4 copies of a title; a dude's Experienced versions share the dude's title."""
    groups: dict[str, list[Entry]] = defaultdict(list)
    for entry in deck.entries:
        if entry.card.type not in ("outfit", "legend", "joker"):
            groups[_title(entry.card)].append(entry)
    issues = []
    for title, entries in groups.items():
        count = sum(e.quantity for e in entries)
        if count > MAX_COPIES:
            issues.append(
                _issue("deck.copies", f"{count} copies of {title} ({_names(entries)}); at most {MAX_COPIES} allowed.")
            )
    return issues


def _check_unknown(deck: Decklist) -> list[Issue]:
    issues = []
    for unknown in deck.unknown:
        where = f" (line {unknown.line})" if unknown.line else ""
        hint = f" Did you mean {unknown.suggestion}?" if unknown.suggestion else ""
        issues.append(_issue("card.unknown", f"Unknown card: {unknown.name}{where}.{hint}"))
    return issues


def _check_format(deck: Decklist, fmt: Format) -> list[Issue]:
    banned = [e for e in deck.entries if e.code in fmt.banned]
    tokens = [e for e in deck.entries if e.card.token]
    outside = [e for e in deck.entries if e.code not in fmt.pool and e.code not in fmt.banned and not e.card.token]
    restricted_titles = sorted({_title(e.card) for e in deck.entries if e.code in fmt.restricted})
    issues = []
    if banned:
        issues.append(_issue("card.banned", f"Banned in {fmt.name}: {_names(banned, False)}."))
    if outside:
        issues.append(_issue("card.not_in_format", f"Not in the {fmt.name} card pool: {_names(outside, False)}."))
    if tokens:
        issues.append(_issue("card.not_in_format", f"Tokens are not deck cards: {_names(tokens, False)}."))
    if len(restricted_titles) > fmt.restricted_limit:
        issues.append(
            _issue(
                "card.restricted",
                f"{len(restricted_titles)} restricted cards ({', '.join(restricted_titles)}); {fmt.name} allows "
                f"{fmt.restricted_limit}.",
            )
        )
    return issues


# ---- starting gang ----


def starting_wealth(deck: Decklist) -> int | None:
    """Starting ghost rock: the outfit's wealth plus the legend's (negative) modifier."""
    outfit = deck.outfit
    if outfit is None:
        return None
    legend = deck.legend
    return (outfit.wealth or 0) + ((legend.wealth or 0) if legend else 0)


def _may_start_for(card: Card, outfit: Card) -> bool:
    """A dude of the outfit's gang or a drifter (no gang)."""
    return not card.factions or outfit.faction in card.factions


def _gadget_barred(card: Card) -> bool:
    return card.has_keyword("Gadget") and card.code not in GADGET_DUDES_THAT_MAY_START


def _barred_from_gang(card: Card) -> bool:
    return _gadget_barred(card) or card.code in NEVER_STARTING


def _gang_card_problems(starting: list[Entry]) -> list[str]:
    problems = []
    over = [e for e in starting if e.starting > e.quantity]
    if over:
        problems.append(f"more starting copies than the deck holds: {_names(over, False)}")
    wrong_type = [e for e in starting if e.card.type != "dude" and not (e.card.type == "deed" and _is_core(e.card))]
    if wrong_type:
        problems.append(f"only dudes and one Core deed may start: {_names(wrong_type, False)}")
    return problems


def _gang_dude_problems(dudes: list[Entry], outfit: Card) -> list[str]:
    problems = []
    dude_count = sum(e.starting for e in dudes)
    if dude_count > MAX_STARTING_DUDES:
        problems.append(f"{dude_count} starting dudes ({_names(dudes, False)}); at most {MAX_STARTING_DUDES}")
    off_faction = [e for e in dudes if not _may_start_for(e.card, outfit)]
    if off_faction:
        gang = FACTION_NAMES.get(outfit.faction or "", outfit.faction)
        problems.append(f"not {gang} dudes or drifters: {_names(off_faction, False)}")
    gadgets = [e for e in dudes if _gadget_barred(e.card)]
    if gadgets:
        problems.append(f"Gadget dudes must be invented, not started: {_names(gadgets, False)}")
    barred = [e for e in dudes if e.card.code in NEVER_STARTING]
    if barred:
        problems.append(f"their own text keeps them out of a starting gang: {_names(barred, False)}")
    by_title: Counter[str] = Counter()
    for entry in dudes:
        by_title[_title(entry.card)] += entry.starting
    duplicates = sorted(title for title, n in by_title.items() if n > 1)
    if duplicates:
        problems.append(f"the same dude twice: {', '.join(duplicates)}")
    grifters = [e for e in dudes if e.card.has_keyword("Grifter")]
    if sum(e.starting for e in grifters) > 1:
        problems.append(f"more than one Grifter: {_names(grifters, False)}")
    return problems


def _gang_core_problems(starting: list[Entry], outfit: Card) -> list[str]:
    problems = []
    cores = [e for e in starting if e.card.type == "deed" and _is_core(e.card)]
    if sum(e.starting for e in cores) > 1:
        problems.append(f"more than one Core deed: {_names(cores, False)}")
    foreign_cores = [e for e in cores if _core_faction(e.card) not in (None, outfit.faction)]
    if foreign_cores:
        problems.append(f"Core deeds of another gang: {_names(foreign_cores, False)}")
    return problems


def _check_starting_gang(deck: Decklist) -> list[Issue]:
    """The declared starting gang (cards with ``starting`` copies), as setup step 4 allows it."""
    starting = [e for e in deck.entries if e.starting]
    outfit = deck.outfit
    if not starting or outfit is None:
        return []
    dudes = [e for e in starting if e.card.type == "dude"]
    problems = [
        *_gang_card_problems(starting),
        *_gang_dude_problems(dudes, outfit),
        *_gang_core_problems(starting, outfit),
    ]
    cost = sum((e.card.cost or 0) * e.starting for e in starting)
    wealth = starting_wealth(deck) or 0
    if cost > wealth:
        names = _names(starting, False)
        problems.append(f"the starting gang costs {cost} ghost rock ({names}); {outfit.name} has {wealth}")
    return [_issue("deck.starting_gang", f"Starting gang: {problem}.") for problem in problems]


def _starting_gang_feasibility(deck: Decklist) -> list[Issue]:
    outfit = deck.outfit
    if outfit is None:
        return []
    eligible: dict[str, int] = {}
    for entry in deck.of_type("dude"):
        if _may_start_for(entry.card, outfit) and not _barred_from_gang(entry.card):
            cost = entry.card.cost or 0
            title = _title(entry.card)
            eligible[title] = min(cost, eligible.get(title, cost))
    gang = FACTION_NAMES.get(outfit.faction or "", outfit.faction)
    if len(eligible) < MAX_STARTING_DUDES:
        return [
            _issue(
                "starting_gang.feasibility",
                f"Only {len(eligible)} different {gang} dudes or drifters in the deck: a starting gang may have "
                f"{MAX_STARTING_DUDES}.",
            )
        ]
    cheapest = sum(sorted(eligible.values())[:MAX_STARTING_DUDES])
    wealth = starting_wealth(deck) or 0
    if cheapest > wealth:
        return [
            _issue(
                "starting_gang.feasibility",
                f"The five cheapest eligible dudes cost {cheapest} ghost rock; {outfit.name} starts with {wealth}.",
            )
        ]
    return []


# ---- abilities ----


@cache
def _abilities_module() -> ModuleType | None:
    """The engine's abilities module once it exists (looked up once per process: a failed import is slow)."""
    return import_if_present(ABILITIES_MODULE)


def _implemented_codes() -> frozenset[str] | None:
    """Codes whose abilities the engine implements, or None while there is no ``implemented_codes()``."""
    implemented: Callable[[], Iterable[str]] | None = getattr(_abilities_module(), "implemented_codes", None)
    return frozenset(implemented()) if implemented is not None else None


def _abilities_warning(deck: Decklist) -> list[Issue]:
    cards = [e for e in deck.entries if e.card.type != "joker"]
    if not cards:
        return []
    implemented = _implemented_codes()
    if implemented is None:
        return [
            _issue(
                "card.abilities",
                "No card abilities are implemented in the engine yet: every card plays for its stats only.",
            )
        ]
    missing = sorted({e.card.name for e in cards if e.code not in implemented})
    if not missing:
        return []
    return [
        _issue(
            "card.abilities",
            f"Abilities not implemented yet (these cards play for their stats only): {', '.join(missing)}.",
        )
    ]


# ---- summary ----


def summary(deck: Decklist) -> dict[str, Any]:
    """Outfit, legend, counts by type, the 4x13 suit/value grid (A..K), costs and shooter totals."""
    outfit, legend = deck.outfit, deck.legend
    grid = {suit: [0] * 13 for suit in SUITS}
    by_type: Counter[str] = Counter()
    cost_curve: Counter[int] = Counter()
    total_cost = influence = 0
    shooters = {"stud": {"dudes": 0, "bullets": 0}, "draw": {"dudes": 0, "bullets": 0}}
    for entry in deck.entries:
        card, quantity = entry.card, entry.quantity
        by_type[card.type] += quantity
        if card.has_suit and not card.token:
            grid[card.suit or ""][(card.value or 1) - 1] += quantity
        if card.type in ("outfit", "legend", "joker"):
            continue
        total_cost += (card.cost or 0) * quantity
        if card.cost is not None:
            cost_curve[card.cost] += quantity
        if card.type == "dude":
            influence += (card.influence or 0) * quantity
            if card.bullet_type in shooters:
                shooters[card.bullet_type]["dudes"] += quantity
                shooters[card.bullet_type]["bullets"] += (card.bullets or 0) * quantity
    starting = [e for e in deck.entries if e.starting]
    return {
        "name": deck.name,
        "outfit": {"code": outfit.code, "name": outfit.name, "faction": outfit.faction, "wealth": outfit.wealth}
        if outfit
        else None,
        "legend": {"code": legend.code, "name": legend.name} if legend else None,
        "cards": sum(e.quantity for e in _deck_cards(deck)),
        "jokers": by_type["joker"],
        "counts_by_type": dict(sorted(by_type.items())),
        "suit_value_grid": grid,
        "total_cost": total_cost,
        "cost_curve": {str(cost): n for cost, n in sorted(cost_curve.items())},
        "stud": shooters["stud"],
        "draw": shooters["draw"],
        "influence": influence,
        "starting_gang": {
            "cards": [{"code": e.code, "name": e.card.name, "quantity": e.starting} for e in starting],
            "cost": sum((e.card.cost or 0) * e.starting for e in starting),
            "wealth": starting_wealth(deck),
        },
        "unknown": sum(u.quantity for u in deck.unknown),
    }


# ---- entry points ----


def validate(deck: Decklist | dict[str, Any], fmt: Format | None = None) -> dict[str, Any]:
    """Check a deck (parsed, or in the JSON import shape) against ``fmt`` (Weird West Edition by default)."""
    fmt = fmt or default_format()
    if isinstance(deck, dict):
        deck = deck_from_json(deck)
    errors = [
        *_check_outfit(deck),
        *_check_size(deck),
        *_check_jokers(deck),
        *_check_legend(deck),
        *_check_suit_values(deck),
        *_check_copies(deck),
        *_check_unknown(deck),
        *_check_format(deck, fmt),
        *_check_starting_gang(deck),
    ]
    warnings = [*_abilities_warning(deck), *_starting_gang_feasibility(deck)]
    return {
        "valid": not errors,
        "errors": errors,
        "warnings": warnings,
        "summary": {**summary(deck), "format": {"key": fmt.key, "name": fmt.name}},
    }


def validate_text(data: bytes | str, fmt: Format | None = None, input_format: str = "auto") -> dict[str, Any]:
    """Parse then validate; a ``DeckParseError`` from the parser propagates to the caller."""
    return validate(parse_deck(data, input_format), fmt)
