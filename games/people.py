"""The people at a table: each seat's name, initials and colour, and text with seat placeholders filled in.

Engines name seats in labels through ``seat_ref`` placeholders; this is where they become names.
Colours come from the Okabe-Ito palette (distinguishable with the common colour-blindnesses) and
always travel with the seat's initials, so colour never carries meaning alone.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.engines import fill_seats
from games.models import Seat

SEAT_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#F0E442", "#000000")
# Text that stays readable on each colour above.
SEAT_INKS = ("#fff", "#fff", "#fff", "#000", "#000", "#000", "#000", "#fff")


def seat_colour(index: int) -> str:
    return SEAT_COLOURS[index % len(SEAT_COLOURS)]


def seat_ink(index: int) -> str:
    return SEAT_INKS[index % len(SEAT_INKS)]


def seat_names(seats: Iterable[Seat]) -> dict[int, str]:
    """Each seat's display name; two seats with the same name (hot seat, two bots) get their place added."""
    names = {seat.index: seat.display_name for seat in seats}
    shared = {name for name in names.values() if list(names.values()).count(name) > 1}
    return {index: f"{name} ({index + 1})" if name in shared else name for index, name in names.items()}


def initials(name: str) -> str:
    words = [word for word in name.replace("(", " ").replace(")", " ").split() if word[:1].isalnum()]
    if not words:
        return "?"
    if len(words) == 1:
        return words[0][:2].title()
    return (words[0][0] + words[1][0]).upper()


def person(index: int, names: dict[int, str]) -> dict[str, Any]:
    """What the page draws for a seat: name, initials, colour and the ink that reads on it."""
    name = names.get(index) or f"Player {index + 1}"
    return {
        "index": index,
        "name": name,
        "initials": initials(name),
        "colour": seat_colour(index),
        "ink": seat_ink(index),
        "slot": index % len(SEAT_COLOURS),
    }


def fill(text: str, names: dict[int, str]) -> str:
    """``text`` with seat placeholders replaced by the players' names."""
    return fill_seats(text, lambda index: names.get(index) or f"Player {index + 1}")
