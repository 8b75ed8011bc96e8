"""Later dudes that are studs under a condition and react to cards entering play or to a Cheatin'
Resolution: Lewis "Grizzly" Evans, "Professor" Duncan (Exp.1), Seth Bullock, John "Aces" Radcliffe
(Exp.1), Arielle Moriah."""

from __future__ import annotations

import pytest

from games.engines.doomtown.abilities.core import HOOKS
from games.engines.doomtown.shootout import bonuses
from games.engines.doomtown.town import TOWN_SQUARE, attachments, bullet_type
from tests.engines.doomtown.card_scenario import (
    CHEATIN_HAND,
    abilities,
    code,
    deed,
    game,
    give,
    in_discard,
    in_square,
    on_top,
    pick,
    plays,
    reacts_offered,
    resolution_fight,
    stash,
    use,
)
from tests.engines.doomtown.scenario import act, dude_in_play, take, to_hand

LEWIS = 'Lewis "Grizzly" Evans'
DUNCAN = '"Professor" Duncan (Exp.1)'
JOHN = 'John "Aces" Radcliffe (Exp.1)'


def test_lewis_evans_is_a_stud_while_the_opposing_posse_holds_no_weapon():
    state = game([LEWIS], ["Erik Samson", "Shotgun"])
    (lewis,) = in_square(state, 0, LEWIS)
    (erik,) = in_square(state, 1, "Erik Samson")
    assert bullet_type(state, lewis) == "draw"  # no shootout
    plays(state, [lewis], [erik])
    assert bullet_type(state, lewis) == "stud"
    give(state, 1, "Shotgun", erik)
    assert bullet_type(state, lewis) == "draw"


def test_lewis_evans_with_company_boots_a_lower_value_foe_and_neither_helps_the_draw_hands():
    state = game([LEWIS, "Pancho Castillo"], ["Sam Bass", "Erik Samson", "Clint Ramsey"])
    lewis, pancho = in_square(state, 0, LEWIS, "Pancho Castillo")
    sam, erik, clint = in_square(state, 1, "Sam Bass", "Erik Samson", "Clint Ramsey")
    frame = plays(state, [lewis, pancho], [sam, erik, clint])
    assert [a["target"] for a in abilities(state, lewis)] == [sam, erik]  # Clint's 11 is not below Lewis's

    def draws():
        frame["shooter"] = [pancho, clint]
        return bonuses(state, frame, 0), bonuses(state, frame, 1)

    before = draws()
    use(state, lewis, sam)
    assert state.booted[sam] and state.booted[lewis]
    after = draws()
    assert after[0] == (before[0][0] - 1, before[0][1])  # Lewis was a stud
    assert after[1] == (before[1][0], before[1][1] - 1)  # Sam was a draw


def test_lewis_evans_alone_in_his_posse_has_no_boot():
    state = game([LEWIS, "Pancho Castillo"], ["Sam Bass"])
    (lewis,) = in_square(state, 0, LEWIS)
    (sam,) = in_square(state, 1, "Sam Bass")
    to_hand(state, 0, "Pancho Castillo")
    plays(state, [lewis], [sam])
    assert abilities(state, lewis) == []


def _duncan_at_his_deed(*names: str):
    state = game([DUNCAN, "Pony Express", *names])
    place = deed(state, 0, "Pony Express")
    duncan = dude_in_play(state, 0, DUNCAN, at=place)
    return state, duncan, place


def test_professor_duncan_is_a_stud_with_a_totem_and_draws_after_one_is_planted_at_his_location():
    state, duncan, place = _duncan_at_his_deed("Spirit Trail")
    assert bullet_type(state, duncan) == "draw"
    trail = to_hand(state, 0, "Spirit Trail")
    hand = len(state.hand[0])
    act(state, "plant", card=trail, dude=duncan)
    assert reacts_offered(state) == [duncan]
    act(state, "react", card=duncan)
    assert len(state.hand[0]) == hand and bullet_type(state, duncan) == "stud"  # the Totem went, a card came


def test_professor_duncan_draws_nothing_for_a_second_totem_of_that_name_there():
    state, duncan, place = _duncan_at_his_deed("Spirit Trail", "Spirit Trail")
    first, second = (c for c in range(len(state.table)) if state.table[c].name == "Spirit Trail")
    give(state, 0, "Spirit Trail", place)  # the first copy, planted there
    take(state, second)
    state.hand[0].append(second)
    assert state.attached_to[first] == place
    act(state, "plant", card=second, dude=duncan)
    assert reacts_offered(state) == []


def test_seth_bullock_lowers_his_cheatin_sides_rank_by_his_bullets_and_unboots_after_a_cheatin_action():
    state, frame, (seth,), (erik,), (card,) = resolution_fight(
        ["Seth Bullock", "It's Not What You Know..."], ["Erik Samson"], {0: CHEATIN_HAND, 1: CHEATIN_HAND}
    )
    HOOKS["tally"][code("Seth Bullock")](state, frame, seth)
    assert frame["rank_bonus"][0] == -2
    frame["cheatin"][0] = False
    HOOKS["tally"][code("Seth Bullock")](state, frame, seth)
    assert frame["rank_bonus"][0] == -2  # a legal hand: nothing
    state.booted[seth] = 1
    stash(state, 0, 2)
    act(state, "ability", card=card, ability=1, target=None)
    assert reacts_offered(state) == [seth]
    act(state, "react", card=seth)
    assert not state.booted[seth]


@pytest.mark.parametrize("zone, paid", [("hand", 0), ("discard", 2)])
def test_john_radcliffe_takes_a_gadget_weapon_as_he_enters_play_and_is_then_a_stud(zone, paid):
    state = game([JOHN, "Electrostatic Pump Gun", "Pancho Castillo"])
    gun = to_hand(state, 0, "Electrostatic Pump Gun")
    if zone == "discard":
        state.hand[0].remove(gun)
        state.discard[0].append(gun)
    john = to_hand(state, 0, JOHN)
    stash(state, 0, 4 + paid)
    act(state, "recruit", card=john)
    act(state, "react", card=john)
    pick(state, f"{zone} {gun}")
    assert attachments(state, john) == [gun] and not state.booted[gun]
    assert state.stash[0] == 0 and bullet_type(state, john) == "stud"
    dude_in_play(state, 0, "Pancho Castillo", at=state.at[john])  # could take a goods there
    assert not any(a["type"] == "trade" for a in state.legal_actions(0))  # John's are never traded away


def test_john_radcliffe_has_no_react_without_a_gadget_weapon_he_can_pay_for():
    state = game([JOHN, "Electrostatic Pump Gun"])
    in_discard(state, 0, ["Electrostatic Pump Gun"])
    john = to_hand(state, 0, JOHN)
    stash(state, 0, 5)  # John's 4, and 1 short of the gun's 2
    act(state, "recruit", card=john)
    assert reacts_offered(state) == []


@pytest.mark.parametrize("how, unbooted", [("boot this dude", True), ("here", None)])
def test_arielle_moriah_unboots_after_booting_to_use_a_miracle(how, unbooted):
    state = game(["Arielle Moriah", "Confession", "Clint Ramsey"], ["Erik Samson"])
    arielle = dude_in_play(state, 0, "Arielle Moriah")
    confession = give(state, 0, "Confession", arielle)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE if how != "here" else state.at[arielle])
    on_top(state, 0, "Clint Ramsey")  # an 11 passes the Miracle 6 pull
    use(state, confession, [erik, how], ability=1)
    assert state.bounty[erik] == 1
    if unbooted is None:
        assert reacts_offered(state) == [] and not state.booted[arielle]
        return
    assert state.booted[arielle] and reacts_offered(state) == [arielle]
    act(state, "react", card=arielle)
    assert not state.booted[arielle]
