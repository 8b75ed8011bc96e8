"""Inventing Gadgets of every type: goods, dudes and deeds (a Mad Scientist's skill test)."""

from __future__ import annotations

from dataclasses import replace

from games.engines.doomtown.cards import load_deck_file
from games.engines.doomtown.table import build_table
from games.engines.doomtown.town import home
from tests.engines.doomtown.scenario import (
    DEVILS_SIX_GUN,
    LAW_DOGS,
    POST_A_TRON,
    QUATERMAN,
    act,
    dude_in_play,
    gadget_deck,
    inventor_at_noon,
    is_legal,
    to_hand,
)


def in_hand(state, name):
    return to_hand(state, 0, name)


def test_it_reads_the_gadget_difficulty_of_every_gadget_from_its_printed_keywords():
    table = build_table([gadget_deck(), load_deck_file(LAW_DOGS)])
    by_code = {facts.card.code: facts for facts in table.cards}

    assert by_code[QUATERMAN].has("Gadget") and by_code[QUATERMAN].rating("Gadget") == 6
    assert by_code[DEVILS_SIX_GUN].has("Gadget") and by_code[DEVILS_SIX_GUN].rating("Gadget") == 6  # "Difficulty 6"
    assert by_code["24027"].has("Mad Scientist") and by_code["24027"].rating("Mad Scientist") == 1  # Arnold


def test_it_invents_a_gadget_dude_at_the_mad_scientists_location():
    state, arnold = inventor_at_noon(6)  # 6 + Mad Scientist 1 >= Gadget 6
    quaterman = in_hand(state, "QUATERMAN PRIME")
    stash = state.stash[0]

    assert not is_legal(state, "recruit", card=quaterman)  # a Gadget is never recruited
    act(state, "invent", card=quaterman, dude=arnold)

    assert quaterman in state.play[0] and state.at[quaterman] == state.at[arnold] == home(state, 0)
    assert state.booted[arnold] and not state.booted[quaterman]
    assert state.stash[0] == stash - state.table[quaterman].num("cost")
    state.check_invariants()


def test_it_discards_a_gadget_dude_whose_invention_fails_and_keeps_the_cost_paid():
    state, arnold = inventor_at_noon(4)  # 4 + 1 < 6
    post_a_tron = in_hand(state, "POST-A-TRON")
    stash = state.stash[0]

    events = act(state, "invent", card=post_a_tron, dude=arnold)

    assert post_a_tron in state.discard[0] and state.stash[0] == stash - state.table[post_a_tron].num("cost")
    assert [e["success"] for e in events if e["type"] == "skill_test"] == [False]
    state.check_invariants()


def test_it_needs_an_unbooted_mad_scientist_at_a_location_its_player_controls():
    state, arnold = inventor_at_noon(9)
    quaterman = in_hand(state, "QUATERMAN PRIME")
    assert is_legal(state, "invent", card=quaterman, dude=arnold)
    state.booted[arnold] = 1
    assert not is_legal(state, "invent", card=quaterman, dude=arnold)

    dude_in_play(state, 0, "Arnold Stewart", at=home(state, 1))  # unbooted, at the opponent's home
    assert not is_legal(state, "invent", card=quaterman, dude=arnold)
    plain = next(
        d for d in state.play[0] if state.table[d].type == "dude" and state.table[d].rating("Mad Scientist") is None
    )
    assert not is_legal(state, "invent", card=quaterman, dude=plain)  # no Mad Scientist


def test_it_invents_a_goods_whose_difficulty_is_printed_apart_from_its_gadget_keyword():
    state, arnold = inventor_at_noon(6)
    gun = in_hand(state, "Devil's Six Gun")

    act(state, "invent", card=gun, dude=arnold)

    assert state.attached_to[gun] == arnold
    state.check_invariants()


def test_it_invents_a_gadget_deed_at_the_chosen_end_of_the_street():
    state, arnold = inventor_at_noon(9)
    deed = next(c for c in state.hand[0] + state.deck[0] if state.table[c].type == "deed")
    deed = in_hand(state, state.table[deed].name)
    gadget = replace(state.table[deed], keywords=state.table[deed].keywords | {"Gadget"}, ratings=(("Gadget", 4),))
    cards = list(state.table.cards)
    cards[deed] = gadget
    state.table = replace(state.table, cards=tuple(cards))

    assert not is_legal(state, "build", card=deed)
    act(state, "invent", card=deed, dude=arnold, end="left")

    assert state.street[0][0] == deed and deed in state.play[0]
    state.check_invariants()


def test_it_keeps_gadget_dudes_but_post_a_tron_out_of_a_chosen_starting_gang():
    from games.engines import get_engine

    state = get_engine("doomtown").new_game(players=2, seed=4, options={"decks": [gadget_deck(), LAW_DOGS]})
    seat = state.to_act()[0]
    if seat != 0:
        state.apply(seat, next(a for a in state.legal_actions(seat) if a["type"] == "gang_done"))
    picks = {state.table[a["card"]].card.code for a in state.legal_actions(0) if a["type"] == "gang_pick"}

    assert QUATERMAN not in picks and POST_A_TRON in picks  # its own text lets it start
    assert "24027" in picks  # Arnold Stewart, a plain Entrepreneur dude
