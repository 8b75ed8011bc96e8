from __future__ import annotations

import pytest

from games.engines.doomtown.cards import load_deck_file
from games.engines.doomtown.decklist import deck_from_json, deck_to_text
from league.decks.cards import cards_load


@pytest.fixture
def cards(db):
    cards_load()


@pytest.fixture
def law_dogs_text() -> str:
    return deck_to_text(deck_from_json(load_deck_file("starter-law-dogs")))


@pytest.fixture
def short_deck_text(law_dogs_text) -> str:
    """The Law Dogs starter without its first dude line: 51 cards, so not legal."""
    lines = law_dogs_text.rstrip().splitlines()
    card_lines = [i for i, line in enumerate(lines) if line[:1].isdigit()]
    del lines[card_lines[0]]
    return "\n".join(lines)
