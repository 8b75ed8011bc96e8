"""Which cards the engine plays in full: every card of the database, each provided deck, the base set."""

from __future__ import annotations

from typing import Any

from games.engines.doomtown.abilities import implemented_codes
from games.engines.doomtown.cards import all_cards, deck_files, load_deck_file


def _code(entry: Any) -> str:
    return entry if isinstance(entry, str) else entry["code"]


def _share(done: int, total: int) -> float:
    return round(100.0 * done / total, 1) if total else 100.0


def deck_coverage(deck: dict[str, Any]) -> dict[str, Any]:
    """Distinct cards and copies (outfit and legend included) whose abilities are implemented."""
    done = implemented_codes()
    copies = {_code(deck["outfit"]): 1}
    if deck.get("legend"):
        copies[_code(deck["legend"])] = 1
    for entry in deck["cards"]:
        code = _code(entry)
        copies[code] = copies.get(code, 0) + (1 if isinstance(entry, str) else int(entry.get("quantity", 1)))
    implemented = [code for code in copies if code in done]
    cards = all_cards()
    return {
        "cards": len(copies),
        "implemented": len(implemented),
        "coverage": _share(len(implemented), len(copies)),
        "copies": sum(copies.values()),
        "copies_implemented": sum(copies[code] for code in implemented),
        "copies_coverage": _share(sum(copies[code] for code in implemented), sum(copies.values())),
        "missing": sorted(cards[code].name for code in copies if code not in done),
    }


def _by_pack(cards: list[Any], done: frozenset[str]) -> dict[str, dict[str, Any]]:
    packs: dict[str, list[int]] = {}
    for card in cards:
        counts = packs.setdefault(card.pack, [0, 0])
        counts[0] += 1
        counts[1] += card.code in done
    return {
        pack: {"cards": total, "implemented": implemented, "coverage": _share(implemented, total)}
        for pack, (total, implemented) in sorted(packs.items())
    }


def coverage() -> dict[str, Any]:
    done = implemented_codes()
    cards = sorted(all_cards().values(), key=lambda card: card.code)
    base = [card for card in cards if card.base_set]
    base_done = sum(1 for card in base if card.code in done)
    return {
        "cards": [
            {"code": c.code, "name": c.name, "type": c.type, "pack": c.pack, "implemented": c.code in done}
            for c in cards
        ],
        "decks": {key: deck_coverage(load_deck_file(key)) for key in deck_files()},
        "base_set": {"cards": len(base), "implemented": base_done, "coverage": _share(base_done, len(base))},
        "packs": _by_pack(cards, done),
        "database": {
            "cards": len(cards),
            "implemented": sum(1 for c in cards if c.code in done),
            "coverage": _share(sum(1 for c in cards if c.code in done), len(cards)),
        },
    }
