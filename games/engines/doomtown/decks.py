"""Which decklist each seat plays: the ``decks`` option (deck keys or deck dicts).

Never a file path: the option comes from players, and a path would let them make the server read
its files. Commands that take deck files read them and pass the dict (``selfplay --deck``).

A resolved deck is a plain dict ``{"name", "outfit", "legend", "cards": [{"code", "quantity",
"starting"}]}`` stored in the game state, so a saved game never depends on files changing later.
"""

from __future__ import annotations

from typing import Any, TypedDict

from games.engines.doomtown.cards import all_cards, deck_files, load_deck_file

STARTER_DECKS = (
    "starter-anarchists",
    "starter-entrepreneurs",
    "starter-fearmongers",
    "starter-first-peoples",
    "starter-law-dogs",
    "starter-outlaws",
)
JOKER_CODES = ("01144", "01145")


class DeckCard(TypedDict):
    """One line of a resolved deck's ``cards``."""

    code: str
    quantity: int
    starting: int


def _code(entry: Any) -> str | None:
    if entry is None or entry == "":
        return None
    return entry if isinstance(entry, str) else entry.get("code")


def normalise_deck(doc: dict[str, Any]) -> dict[str, Any]:
    """The stored form of a deck dict; unknown card codes raise ValueError."""
    known = all_cards()
    outfit = _code(doc.get("outfit"))
    if outfit not in known or known[outfit].type != "outfit":
        raise ValueError(f"deck {doc.get('name', '?')!r} has no known outfit")
    legend = _code(doc.get("legend"))
    if legend is not None and legend not in known:
        raise ValueError(f"deck {doc.get('name', '?')!r}: unknown legend {legend}")
    cards: list[DeckCard] = []
    for entry in doc.get("cards", []):
        code = _code(entry)
        if code is None or code not in known:
            raise ValueError(f"deck {doc.get('name', '?')!r}: unknown card {code}")
        quantity = int(entry.get("quantity", 1)) if isinstance(entry, dict) else 1
        starting = int(entry.get("starting", 0) or 0) if isinstance(entry, dict) else 0
        cards.append({"code": code, "quantity": quantity, "starting": starting})
    listed_jokers = sum(c["quantity"] for c in cards if known[c["code"]].type == "joker")
    # Some lists give the jokers as a count only.
    for code in JOKER_CODES[: max(0, int(doc.get("jokers", 0) or 0) - listed_jokers)]:
        cards.append({"code": code, "quantity": 1, "starting": 0})
    return {"name": doc.get("name", ""), "outfit": outfit, "legend": legend, "cards": cards}


def load_deck(spec: str | dict[str, Any]) -> dict[str, Any]:
    """A deck key from data/decks, or a deck dict."""
    if isinstance(spec, dict):
        return normalise_deck(spec)
    if isinstance(spec, str) and spec in deck_files():
        return normalise_deck(load_deck_file(spec))
    raise ValueError(f"unknown Doomtown deck {str(spec)[:60]!r}; decks: {', '.join(deck_files())}")


def decks_for_game(players: int, seed: int, chosen: list[Any] | None) -> list[dict[str, Any]]:
    """One deck per seat: the named ones (the last repeats if short), else the starters in turn.

    The starters rotate with the seed so that a batch of seeded games meets every faction.
    """
    if chosen:
        specs = list(chosen)[:players]
        specs += [specs[-1]] * (players - len(specs))
        return [load_deck(spec) for spec in specs]
    return [load_deck(STARTER_DECKS[(seed + seat) % len(STARTER_DECKS)]) for seat in range(players)]
