"""What the Gunfighter's priorities read about cards: stats as they stand (and so at Sundown)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.table import SKILLS
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    attachments,
    bullet_type,
    control_points_of_card,
    deed_controller,
    influence,
    location_name,
)

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

SUIT_SIGNS = {"hearts": "♥", "spades": "♠", "diamonds": "♦", "clubs": "♣"}
VALUE_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}


def is_stud(state: DoomtownState, dude: int) -> bool:
    return bullet_type(state, dude) == "stud"


def is_skilled(state: DoomtownState, dude: int) -> bool:
    return any(state.table[dude].rating(skill) is not None for skill in SKILLS)


def sundown_influence(state: DoomtownState, dude: int) -> int:
    # No card effect changes influence before Sundown in this engine, so today's figure is Sundown's.
    return influence(state, dude)


def combined_cost(state: DoomtownState, dude: int) -> int:
    return state.table[dude].num("cost") + sum(state.table[item].num("cost") for item in attachments(state, dude))


def control(state: DoomtownState, card: int) -> int:
    return control_points_of_card(state, card)


def controlled_by(state: DoomtownState, seat: int, location: int) -> bool:
    if location == TOWN_SQUARE or state.table[location].type != "deed":
        return False
    return deed_controller(state, location) == seat


def card_text(state: DoomtownState, card: int | None) -> str:
    """A card as a player names it: "9♣" or "Joker"."""
    if card is None:
        return "nothing"
    facts = state.table[card]
    if facts.type == "joker":
        return "a Joker"
    if facts.card.suit is None:
        return facts.name
    return f"{VALUE_NAMES.get(facts.stat_value, str(facts.stat_value))}{SUIT_SIGNS[facts.card.suit]}"


def place(state: DoomtownState, location: int) -> str:
    return location_name(state, location)


def in_play_like(state: DoomtownState, card: int) -> int:
    facts = state.table[card]
    return sum(
        1
        for seat_cards in state.play
        for other in seat_cards
        if state.table[other].card.suit == facts.card.suit and state.table[other].stat_value == facts.stat_value
    )
