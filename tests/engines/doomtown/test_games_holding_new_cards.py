"""Random games whose generated decks are made to hold a card (four copies, or as the legend), every
invariant checked after every action and the state's JSON round trip and views read along the way:
the cards of the Weird West Edition pool implemented last, each with what it needs to be played."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from games.engines import Rng, get_engine
from games.engines.doomtown.deck_generator import decks_for_game

ENGINE = get_engine("doomtown")
GAMES = 20
AVIE_CLINE, SHADOW_WALK, BLOOD_CURSE = "24048", "24187", "24189"  # a Huckster and Hexes to cast


def holding(deck: dict[str, Any], codes: list[str], legend: str | None) -> dict[str, Any]:
    """The deck with four copies of each card of ``codes`` in place of as many others (starting
    dudes kept), and ``legend`` as its legend."""
    cards = deck["cards"]
    for code in codes:
        room = 4
        for entry in sorted(cards, key=lambda e: (-e["quantity"], e["code"])):
            if room and entry["code"] not in codes and not entry.get("starting"):
                taken = min(room, entry["quantity"])
                entry["quantity"] -= taken
                room -= taken
        cards.append({"code": code, "quantity": 4})
    return {**deck, "cards": [entry for entry in cards if entry["quantity"] > 0], "legend": legend or deck["legend"]}


def play(seed: int, codes: list[str], legend: str | None) -> Counter[str]:
    """One random game; the card codes its moves named."""
    decks = [holding(deck, codes, legend) for deck in decks_for_game(seed, 2, implemented_only=True)]
    state = ENGINE.new_game(players=2, seed=seed, options={"decks": decks})
    rng = Rng(seed).fork(7)
    named: Counter[str] = Counter()
    plies = 0
    while not state.is_over():
        seat = state.to_act()[0]
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        state.check_invariants()
        if isinstance(action.get("card"), int):
            named[state.table[action["card"]].card.code] += 1
        plies += 1
        if plies % 25 == 0:
            doc = state.to_json()
            assert ENGINE.from_json(doc).to_json() == doc
            for viewer in (0, 1, None):
                state.view(viewer)
    return named


@pytest.mark.parametrize(
    ("codes", "legend", "used"),
    [
        (["22052", AVIE_CLINE], None, "22052"),  # Tumblebleeds!, with Hucksters to lay it
        ([], "19004", "19004"),  # Raven
        ([SHADOW_WALK, BLOOD_CURSE, AVIE_CLINE], "19002", "19002"),  # Ezekiah Grimme, with Hexes and a Huckster
    ],
    ids=["tumblebleeds", "raven", "ezekiah_grimme"],
)
def test_random_games_with_decks_holding_the_card_use_it_and_keep_every_invariant(codes, legend, used):
    named: Counter[str] = Counter()
    for seed in range(GAMES):
        named += play(seed, codes, legend)
    assert named[used] > 0
