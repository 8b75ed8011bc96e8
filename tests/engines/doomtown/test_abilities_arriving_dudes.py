"""F1 Burch: entering play, he joins another of your dudes in town and may bring them a goods."""

from __future__ import annotations

from games.engines.doomtown.town import TOWN_SQUARE
from tests.engines.doomtown.card_scenario import game, in_discard, pick, reacts_offered, stash
from tests.engines.doomtown.scenario import act, dude_in_play, noon_seat, to_hand

F1 = "F1 Burch"


def f1_recruited(*, with_pancho: bool = True):
    """Seat 0 recruits F1 Burch (3 GR) at High Noon, with Pancho in the town square (or not in
    play), a Bowie Knife and an Electrostatic Pump Gun (a Gadget) in hand and a Scattergun discarded."""
    state = game([F1, "Pancho Castillo", "Bowie Knife", "Electrostatic Pump Gun", "Scattergun"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE) if with_pancho else None
    knife = to_hand(state, 0, "Bowie Knife")
    to_hand(state, 0, "Electrostatic Pump Gun")
    (scattergun,) = in_discard(state, 0, ["Scattergun"])
    f1 = to_hand(state, 0, F1)
    stash(state, 0, 10)
    noon_seat(state, 0)
    act(state, "recruit", card=f1)
    return state, f1, pancho, knife, scattergun


def test_f1_burch_moves_to_your_dude_in_town_and_attaches_a_goods_one_cheaper():
    state, f1, pancho, knife, scattergun = f1_recruited()
    assert reacts_offered(state) == [f1]
    act(state, "react", card=f1)
    pick(state, TOWN_SQUARE)
    assert state.at[f1] == TOWN_SQUARE
    offered = {a["choice"] for a in state.legal_actions(0) if a["type"] == "pick"}
    assert offered == {"none", f"{knife} {pancho}", f"{knife} {f1}", f"{scattergun} {pancho}", f"{scattergun} {f1}"}
    before = state.stash[0]
    pick(state, f"{knife} {pancho}")
    assert state.attached_to[knife] == pancho and state.stash[0] == before - (state.table[knife].num("cost") - 1)


def test_f1_burch_may_attach_nothing():
    state, f1, pancho, knife, scattergun = f1_recruited()
    act(state, "react", card=f1)
    pick(state, TOWN_SQUARE)
    pick(state, "none")
    assert knife in state.hand[0] and scattergun in state.discard[0]


def test_f1_burch_has_no_react_without_another_dude_of_yours():
    state, f1, *_ = f1_recruited(with_pancho=False)
    assert reacts_offered(state) == []
