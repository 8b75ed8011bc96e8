"""Dudes lent to another player for the rest of a shootout: I'm Your Huckleberry (a Cheatin'
Resolution) and Alferd Packer (his opponents may buy him over): who controls the dude, where it
fights, where it goes when it falls, and control handed back when the shootout ends."""

from __future__ import annotations

import pytest

from games.engines.doomtown.abilities.core import Use
from games.engines.doomtown.abilities.lending import loans_end
from games.engines.doomtown.abilities.windows import usable
from games.engines.doomtown.control import controller
from games.engines.doomtown.town import TOWN_SQUARE, deed_controller, dudes_of
from tests.engines.doomtown import card_scenario
from tests.engines.doomtown.card_scenario import (
    CHEATIN_HAND,
    LEGAL_HAND,
    abilities,
    game,
    pick,
    plays,
    resolution_fight,
    stash,
)
from tests.engines.doomtown.scenario import act, dude_in_play, is_legal, to_hand

HUCKLEBERRY = "I'm Your Huckleberry"
TRIPS = "2H 2D 2C 8S KD"  # a legal hand beating the cheatin' two pair


def huckleberry_fight(mine: str = LEGAL_HAND):
    """Pancho (seat 0, holding the card) against Erik and Avie (seat 1, cheatin'), hands shown."""
    return resolution_fight([HUCKLEBERRY, "Pancho Castillo"], ["Erik Samson", "Avie Cline"], {0: mine, 1: CHEATIN_HAND})


def usable_by(state, seat: int, card: int) -> bool:
    return any(a["card"] == card for a in usable(state, seat, "shootout"))


def play_out_shootout(state, casualty=None) -> None:
    """Decide until the shootout is over: the first choice each time, or ``casualty`` first when offered."""
    while any(frame["kind"] == "shootout" for frame in state.stack):
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        chosen = next((a for a in legal if a["type"] == "casualty" and a["card"] == casualty), legal[0])
        state.apply(seat, chosen)


def test_huckleberry_with_a_legal_hand_lets_its_player_choose_the_opposing_dude():
    state, frame, [pancho], [erik, avie], [card] = huckleberry_fight()
    offered = [a["target"] for a in state.legal_actions(0) if a["type"] == "ability" and a["card"] == card]
    assert offered == [erik, avie]  # one play per opposing dude, none leaving the choice to the cheater
    act(state, "ability", card=card, target=avie)
    assert frame["posse"] == [[pancho, avie], [erik]]
    assert controller(state, avie) == 0 and state.table[avie].owner == 1
    assert avie in state.play[1]  # still its owner's card in play
    assert dudes_of(state, 0) == [pancho, avie] and dudes_of(state, 1) == [erik]


def test_huckleberry_with_a_cheatin_hand_lets_the_cheater_choose():
    state, frame, [pancho], [erik, avie], [card] = huckleberry_fight(mine=CHEATIN_HAND)
    offered = [a["target"] for a in state.legal_actions(0) if a["type"] == "ability" and a["card"] == card]
    assert offered == [None]
    act(state, "ability", card=card, target=None)
    assert state.to_act() == [1]
    assert sorted(a["card"] for a in state.legal_actions(1)) == [erik, avie]
    pick(state, erik)
    assert frame["posse"] == [[pancho, erik], [avie]] and controller(state, erik) == 0


def test_huckleberry_is_refused_against_a_legal_hand():
    state, frame, _, _, [card] = resolution_fight(
        [HUCKLEBERRY, "Pancho Castillo"], ["Erik Samson"], {0: LEGAL_HAND, 1: LEGAL_HAND}
    )
    assert not is_legal(state, "ability", card=card)


def test_the_lent_dude_goes_home_booted_and_back_to_its_owner_when_the_shootout_ends():
    state, frame, [pancho], [erik, avie], [card] = huckleberry_fight(mine=TRIPS)
    act(state, "ability", card=card, target=erik)
    play_out_shootout(state, casualty=avie)  # seat 1 lost the round: Avie falls, their side is gone
    home = state.table.outfits[1]
    assert erik in state.play[1] and state.at[erik] == home and state.booted[erik]
    assert controller(state, erik) == 1 and erik in dudes_of(state, 1)
    assert state.view(0)["in_play"][[c["id"] for c in state.view(0)["in_play"]].index(erik)]["controller"] == 1


@pytest.mark.parametrize("how, pile", [("discard", "discard"), ("ace", "boot_hill")])
def test_a_lent_dude_taken_as_a_casualty_goes_to_its_owners_pile(how, pile):
    state, frame, [pancho], [erik, avie], [card] = huckleberry_fight()
    act(state, "ability", card=card, target=erik)
    casualties = [a for a in state.legal_actions(0) if a["type"] == "casualty"]
    assert {a["card"] for a in casualties} == {pancho, erik}  # the lent dude is the loser's own for the first pick
    act(state, "casualty", card=erik, how=how)
    assert erik in getattr(state, pile)[1] and erik not in getattr(state, pile)[0]
    assert erik not in state.play[1] and all(erik not in posse for posse in frame["posse"])
    assert controller(state, erik) == 1  # out of play, the loan no longer holds him


def test_the_view_shows_who_controls_a_lent_dude():
    state, frame, [pancho], [erik, avie], [card] = huckleberry_fight()
    act(state, "ability", card=card, target=avie)
    for seat in (0, 1, None):
        row = next(c for c in state.view(seat)["in_play"] if c["id"] == avie)
        assert row["owner"] == 1 and row["controller"] == 0


def alferd_fight(their_rock: int = 10):
    """Alferd and Erik (seat 1) against Pancho (seat 0, ``their_rock`` ghost rock), plays open."""
    state = game(["Pancho Castillo"], ["Alferd Packer", "Erik Samson"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    alferd = dude_in_play(state, 1, "Alferd Packer", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    stash(state, 0, their_rock)
    frame = plays(state, [pancho], [alferd, erik])
    return state, frame, pancho, alferd, erik


def test_alferds_opponent_pays_three_ghost_rock_to_take_him_into_their_posse():
    state, frame, pancho, alferd, erik = alferd_fight()
    assert state.to_act() == [0]
    act(state, "ability", card=alferd)
    assert state.stash[0] == 7
    assert frame["posse"] == [[pancho, alferd], [erik]] and controller(state, alferd) == 0
    assert state.to_act() == [1]
    assert abilities(state, alferd, seat=1)  # now his owner is the opponent who may buy him back
    assert not usable_by(state, 0, alferd)  # not by his new controller


def test_alferds_owner_may_buy_him_back_and_the_ability_repeats():
    state, frame, pancho, alferd, erik = alferd_fight()
    act(state, "ability", card=alferd)
    while state.to_act() != [1]:
        act(state, "pass")
    before = state.stash[1]
    act(state, "ability", card=alferd)
    assert state.stash[1] == before - 3
    assert frame["posse"] == [[pancho], [erik, alferd]] and controller(state, alferd) == 1
    while state.to_act() != [0]:
        act(state, "pass")
    assert is_legal(state, "ability", card=alferd)  # repeat: bought again the same turn


def test_alferd_cannot_be_bought_without_three_ghost_rock_nor_by_his_controller():
    state, frame, pancho, alferd, erik = alferd_fight(their_rock=2)
    assert not is_legal(state, "ability", card=alferd)
    assert not usable_by(state, 1, alferd)  # his own controller gains nothing


def test_alferd_outside_the_posses_cannot_be_bought():
    state = game(["Pancho Castillo"], ["Alferd Packer", "Erik Samson"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    alferd = dude_in_play(state, 1, "Alferd Packer")  # at home, not in the fight
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    plays(state, [pancho], [erik])
    assert not is_legal(state, "ability", card=alferd)
    assert abilities(state, alferd, seat=0) == []


def test_alferd_goes_back_to_his_owner_where_he_stands_when_the_shootout_ends():
    state, frame, pancho, alferd, erik = alferd_fight()
    act(state, "ability", card=alferd)
    frame["posse"][1].clear()  # Erik leaves: the side is gone, the shootout ends after the plays
    play_out_shootout(state)
    assert controller(state, alferd) == 1 and alferd in dudes_of(state, 1) and alferd not in dudes_of(state, 0)
    assert state.at[alferd] == TOWN_SQUARE and not state.booted[alferd]  # no "home booted" for Alferd


def test_a_shootout_with_a_loan_survives_a_json_round_trip():
    state, frame, pancho, alferd, erik = alferd_fight()
    act(state, "ability", card=alferd)
    copy = type(state).from_json(state.to_json())
    assert controller(copy, alferd) == 0 and copy.state_hash() == state.state_hash()
    assert controller(state.clone(), alferd) == 0


def test_only_the_borrower_may_use_a_lent_dudes_abilities():
    state, frame, [pancho], [erik, avie], [card] = huckleberry_fight()
    assert Use(state, 1, avie).controls_card() and not Use(state, 0, avie).controls_card()
    act(state, "ability", card=card, target=avie)
    assert Use(state, 0, avie).controls_card() and not Use(state, 1, avie).controls_card()


def test_a_lent_dudes_influence_counts_for_its_borrower_at_a_deed():
    state = game([HUCKLEBERRY, "Pancho Castillo"], ["Erik Samson", "Avie Cline", "Hustings"])
    hustings = card_scenario.deed(state, 1, "Hustings")
    card = to_hand(state, 0, HUCKLEBERRY)
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=hustings)  # influence 2
    erik = dude_in_play(state, 1, "Erik Samson", at=hustings)  # influence 1
    avie = dude_in_play(state, 1, "Avie Cline", at=hustings)  # influence 2
    frame = card_scenario.fight(state, [pancho], [erik, avie], location=hustings)
    card_scenario.at_resolution(state, frame, {0: LEGAL_HAND, 1: CHEATIN_HAND}, {0: pancho, 1: erik})
    assert deed_controller(state, hustings) == 1
    act(state, "ability", card=card, target=avie)
    assert deed_controller(state, hustings) == 0  # Pancho and Avie: 4 against Erik's 1


def test_without_a_loan_every_card_in_view_is_controlled_by_its_owner():
    state, frame, [pancho], [erik, avie], [card] = huckleberry_fight()
    for seat in (0, 1, None):
        assert all(row["controller"] == row["owner"] for row in state.view(seat)["in_play"])
    hand_before = state.view(1)["seats"][0]["hand"]
    act(state, "ability", card=card, target=avie)
    assert state.view(1)["seats"][0]["hand"] == hand_before - 1  # the hand stays hidden: a count


def test_when_the_shootout_ends_a_lent_dude_leaves_its_borrowers_posse_and_a_bought_back_one_stays():
    state, frame, pancho, alferd, erik = alferd_fight()
    act(state, "ability", card=alferd)
    loans_end(state, frame)  # what the shootout's end does (a job then reads its leader's posse)
    assert frame["posse"] == [[pancho], [erik]] and controller(state, alferd) == 1
    assert state.at[alferd] == TOWN_SQUARE and not state.booted[alferd]
    state, frame, pancho, alferd, erik = alferd_fight()
    act(state, "ability", card=alferd)
    while state.to_act() != [1]:
        act(state, "pass")
    act(state, "ability", card=alferd)  # his owner buys him back
    loans_end(state, frame)
    assert frame["posse"] == [[pancho], [erik, alferd]]
