"""Turning a deck's contents and report into what its page shows: groups, grid, charts."""

from __future__ import annotations

from typing import Any

from games.engines.doomtown.cards import SUITS, Card, all_cards
from games.engines.doomtown.decklist import TYPE_HEADINGS, deck_from_json
from games.engines.doomtown.poker import RANK_NAMES, rank_odds

TYPE_ORDER = ("outfit", "legend", "dude", "deed", "goods", "spell", "action", "joker")
TYPE_TITLES = {"outfit": "Outfit", "legend": "Legend", **TYPE_HEADINGS}  # the decklist's headings
SUIT_SYMBOLS = {"spades": "♠", "hearts": "♥", "diamonds": "♦", "clubs": "♣"}
VALUE_LABELS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
ODDS_HANDS = 4000


def grouped_cards(contents: dict[str, Any]) -> list[dict[str, Any]]:
    """The deck's cards by type, each with the facts a player scans for."""
    decklist = deck_from_json(contents)
    groups: dict[str, list[dict[str, Any]]] = {}
    for entry in decklist.entries:
        card = entry.card
        groups.setdefault(card.type, []).append(
            {
                "code": card.code,
                "name": card.name,
                "quantity": entry.quantity,
                "starting": entry.starting,
                "value": _printed_value(card),
                "red": card.suit in ("hearts", "diamonds"),
                "cost": card.cost,
                "stats": _stats(card),
            }
        )
    return [
        {
            "type": kind,
            "title": TYPE_TITLES[kind],
            "cards": sorted(groups[kind], key=lambda c: c["name"]),
            "count": sum(c["quantity"] for c in groups[kind]),
        }
        for kind in TYPE_ORDER
        if kind in groups
    ]


def _stats(card) -> str:
    parts = []
    if card.bullets is not None and card.type == "dude":
        parts.append(f"{card.bullets} {card.bullet_type or ''}".strip())
    if card.influence:
        parts.append(f"{card.influence} inf")
    if card.control:
        parts.append(f"{card.control} CP")
    if card.production:
        parts.append(f"+{card.production} prod")
    if card.upkeep:
        parts.append(f"{card.upkeep} upkeep")
    return " · ".join(parts)


def _printed_value(card: Card) -> str:
    """The card's value and suit as printed in its corner ("10♥"); '' for a card without them."""
    if card.suit is None or card.value is None:
        return ""
    return VALUE_LABELS[card.value - 1] + SUIT_SYMBOLS[card.suit]


def suit_value_rows(summary: dict[str, Any]) -> list[dict[str, Any]]:
    grid = summary.get("suit_value_grid") or {}
    return [
        {
            "suit": suit,
            "symbol": SUIT_SYMBOLS[suit],
            "red": suit in ("hearts", "diamonds"),
            "counts": grid.get(suit, [0] * 13),
        }
        for suit in SUITS
    ]


def value_totals(summary: dict[str, Any]) -> list[int]:
    grid = summary.get("suit_value_grid") or {}
    return [sum(grid.get(suit, [0] * 13)[index] for suit in SUITS) for index in range(13)]


def cost_bars(summary: dict[str, Any], width: int = 320, height: int = 120) -> dict[str, Any]:
    """Bars of the cost curve, laid out for an inline SVG."""
    curve = {int(cost): count for cost, count in (summary.get("cost_curve") or {}).items()}
    if not curve:
        return {"bars": [], "width": width, "height": height}
    costs = list(range(0, max(curve) + 1))
    tallest = max(curve.values())
    slot = width / len(costs)
    bars = []
    for index, cost in enumerate(costs):
        count = curve.get(cost, 0)
        bar_height = round((height - 30) * count / tallest, 1)
        bars.append(
            {
                "cost": cost,
                "count": count,
                "x": round(index * slot + 2, 1),
                "w": round(slot - 4, 1),
                "y": round(height - 18 - bar_height, 1),
                "h": bar_height,
                "cx": round(index * slot + slot / 2, 1),
                "label_y": round(height - 21 - bar_height, 1),
            }
        )
    return {"bars": bars, "width": width, "height": height}


def hand_odds(contents: dict[str, Any], seed: int = 1) -> dict[str, Any]:
    """Shootout and lowball odds for a 5-card draw from this deck (seeded simulation)."""
    codes = deck_from_json(contents).draw_codes()
    if len(codes) < 5:
        return {"available": False}
    shootout = rank_odds(codes, hands=ODDS_HANDS, seed=seed)
    lowball = rank_odds(codes, hands=ODDS_HANDS, seed=seed, lowball=True)
    ranks = [
        {"rank": rank, "name": RANK_NAMES[rank], "share": share, "percent": round(share * 100, 1)}
        for rank, share in shootout["ranks"].items()
        if share > 0
    ]
    two_pair_or_better = sum(share for rank, share in shootout["ranks"].items() if rank >= 3)
    return {
        "available": True,
        "hands": ODDS_HANDS,
        "ranks": ranks,
        "two_pair_or_better": round(two_pair_or_better * 100, 1),
        "cheatin": round(shootout["cheatin"] * 100, 1),
        "lowball_high_card": round(lowball["ranks"][1] * 100, 1),
        "lowball_cheatin": round(lowball["cheatin"] * 100, 1),
    }


def card_names(codes: list[str]) -> list[str]:
    known = all_cards()
    return [known[code].name for code in codes if code in known]
