"""Fuzzing the decklist parser: whatever comes in, only ``DeckParseError`` may come out."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from games.engines.doomtown.cards import all_cards
from games.engines.doomtown.decklist import DeckParseError, deck_to_text, parse_deck
from games.engines.doomtown.validation import validate

NAMES = sorted({c.name for c in all_cards().values()})
card_lines = st.builds(
    lambda q, name, shape, stars: shape.format(q=q, name=name) + "*" * stars,
    st.integers(min_value=0, max_value=120),
    st.one_of(st.sampled_from(NAMES), st.text(max_size=40)),
    st.sampled_from(
        ["{q}x {name}", "{q} {name}", "{name} x{q}", "{name} ({q})", "{name}", "Outfit: {name}", "{name}:"]
    ),
    st.integers(min_value=0, max_value=2),
)
texts = st.lists(st.one_of(card_lines, st.text(max_size=60)), max_size=30).map("\n".join)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20) | st.sampled_from(NAMES),
    lambda inner: (
        st.lists(inner, max_size=5)
        | st.dictionaries(
            st.sampled_from(
                [
                    "code",
                    "name",
                    "quantity",
                    "starting",
                    "cards",
                    "outfit",
                    "legend",
                    "jokers",
                    "slots",
                    "start",
                    "unknown",
                ]
            )
            | st.text(max_size=8),
            inner,
            max_size=6,
        )
    ),
    max_leaves=30,
)


def parse_or_refuse(data):
    try:
        deck = parse_deck(data)
    except DeckParseError as error:
        assert error.code.startswith("input.") and error.message
        return None
    report = validate(deck)
    assert isinstance(report["valid"], bool)
    json.dumps(report)
    return deck


@given(texts)
@settings(max_examples=100)
def test_it_reads_any_text_or_refuses_it_cleanly(text):
    deck = parse_or_refuse(text)
    # A list naming no card at all exports as (nearly) blank text, which reads as "empty" input.
    if deck is not None and deck.canonical()[1:] != ((), ()):
        assert parse_deck(deck_to_text(deck)).canonical() == deck.canonical()
        assert parse_deck(json.dumps(deck.to_json())).canonical() == deck.canonical()


@given(st.binary(max_size=400))
@settings(max_examples=100)
def test_it_reads_any_bytes_or_refuses_them_cleanly(data):
    parse_or_refuse(data)


@given(json_values)
@settings(max_examples=100)
def test_it_reads_any_json_or_refuses_it_cleanly(doc):
    parse_or_refuse(json.dumps(doc))
