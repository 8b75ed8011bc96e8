"""Lacy O'Malley: her player's discard pile is shut to card effects (nothing leaves it, nothing is
played from it) and her player discards the whole hand during Sundown; the other player's pile stays
open."""

from __future__ import annotations

from games.engines.doomtown.abilities.discard_piles import discard_shut
from games.engines.doomtown.sundown import sundown
from games.engines.doomtown.town import TOWN_SQUARE
from tests.engines.doomtown.card_scenario import abilities, deed, game, in_discard, on_top, plays
from tests.engines.doomtown.scenario import act, dude_in_play, is_legal, to_hand

LACY = "Lacy O'Malley"


def test_lacy_shuts_only_her_players_discard_pile():
    state = game(["Clint Ramsey"], legend=LACY)
    assert discard_shut(state, 0) and not discard_shut(state, 1)
    assert not discard_shut(game(["Clint Ramsey"]), 0)  # without her


def test_a_deed_cannot_take_a_card_out_of_her_players_discard_pile():
    state = game(["Gage Export Co.", "Clint Ramsey"], legend=LACY)
    gage = deed(state, 0, "Gage Export Co.")
    in_discard(state, 0, ["Clint Ramsey"])
    assert abilities(state, gage) == []


def test_a_search_skips_her_players_discard_pile_but_not_the_deck():
    state = game(["Murdered in Tombstone", "Ezrael Jones", "Like a Bull...", "Disarm"], ["Clint Ramsey"], legend=LACY)
    card = to_hand(state, 0, "Murdered in Tombstone")
    ezrael = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)
    plays(state, [ezrael], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    (bull,) = in_discard(state, 0, ["Like a Bull..."])
    disarm = on_top(state, 0, "Disarm")
    act(state, "ability", card=card, target=ezrael)
    assert is_legal(state, "pick", card=disarm) and not is_legal(state, "pick", card=bull)


def test_her_player_discards_the_whole_hand_during_sundown():
    state = game(["Clint Ramsey", "Pat's Perch"], ["Avie Cline"], legend=LACY)
    hand = [to_hand(state, 0, "Pat's Perch")] + list(state.hand[0][:-1])
    theirs = list(state.hand[1])
    sundown(state, {"kind": "day", "step": "sundown"})
    assert state.hand[0] == [] and set(hand) <= set(state.discard[0])
    assert state.hand[1] == theirs
