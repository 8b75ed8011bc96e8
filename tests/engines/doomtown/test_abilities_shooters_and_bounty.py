"""Dudes who deal in bounty: Morgan Lash (a cheaper dude for The Sloane Gang, bounty on the shooter
his player declares, bullets for a shooter with more bounty than the opposing one) and Reverend
Endicott (bounty on a dude with less influence than his Miracles)."""

from __future__ import annotations

from games.engines.doomtown.abilities.costs import play_cost
from games.engines.doomtown.town import bullets
from tests.engines.doomtown.card_scenario import game, give, in_square, pick, reacts_offered, wanted
from tests.engines.doomtown.scenario import act, dude_in_play, noon_seat, to_hand


def test_morgan_costs_the_sloane_gang_less_by_its_highest_bounty():
    state = game(["Morgan Lash", "Pancho Castillo", "Clint Ramsey"], ["Morgan Lash", "Clint Ramsey"])
    mine = to_hand(state, 0, "Morgan Lash")
    pancho, clint = in_square(state, 0, "Pancho Castillo", "Clint Ramsey")
    wanted(state, pancho, 3)
    wanted(state, clint, 1)
    assert play_cost(state, 0, mine, None) == 11 - 3
    theirs = to_hand(state, 1, "Morgan Lash")
    wanted(state, in_square(state, 1, "Clint Ramsey")[0], 2)
    assert play_cost(state, 1, theirs, None) == 11  # a Law Dogs outfit: no discount


def shooters_declared(clint_bounty: int = 0):
    """Pancho calls out Clint in the town square while Morgan Lash stands there too; both posses are
    one dude, so the shooters are declared at once."""
    state = game(["Morgan Lash", "Pancho Castillo"], ["Clint Ramsey"])
    morgan, pancho = in_square(state, 0, "Morgan Lash", "Pancho Castillo")
    (clint,) = in_square(state, 1, "Clint Ramsey")
    wanted(state, clint, clint_bounty)
    noon_seat(state, 0)
    act(state, "callout", dude=pancho, mark=clint)
    act(state, "accept")
    act(state, "posse_done")
    act(state, "posse_done")
    return state, morgan, pancho, clint


def test_morgan_raises_his_players_shooter_bounty_and_gives_them_bullets_over_a_cleaner_shooter():
    state, morgan, pancho, clint = shooters_declared()
    before = bullets(state, pancho)
    assert reacts_offered(state) == [morgan]
    act(state, "react", card=morgan)
    assert state.bounty[pancho] == 2 and state.bounty[clint] == 0
    assert bullets(state, pancho) == before + 2
    assert bullets(state, clint) == 2  # the opposing shooter gains nothing


def test_morgan_gives_no_bullets_without_more_bounty_than_the_opposing_shooter():
    state, morgan, pancho, clint = shooters_declared(clint_bounty=2)
    before = bullets(state, pancho)
    act(state, "react", card=morgan)
    assert state.bounty[pancho] == 2 and bullets(state, pancho) == before


def endicott_learns(*, to_endicott: bool = True, miracles_before: int = 0):
    """Seat 0 learns Censure (a Miracle) on Reverend Endicott (or on another Blessed) at High Noon;
    seat 1 has Allie Hensman (0 influence) and Clint Ramsey (1) in play."""
    state = game(
        ["Reverend Endicott", "Censure", "Guiding Light", "Padre Ernesto de Diaz"], ["Allie Hensman", "Clint Ramsey"]
    )
    endicott = dude_in_play(state, 0, "Reverend Endicott")
    padre = dude_in_play(state, 0, "Padre Ernesto de Diaz")
    if miracles_before:
        give(state, 0, "Guiding Light", endicott)
    allie = dude_in_play(state, 1, "Allie Hensman")
    clint = dude_in_play(state, 1, "Clint Ramsey")
    noon_seat(state, 0)
    act(state, "learn", card=to_hand(state, 0, "Censure"), dude=endicott if to_endicott else padre)
    return state, endicott, allie, clint


def test_endicott_puts_a_bounty_on_a_dude_with_less_influence_than_his_miracles():
    state, endicott, allie, clint = endicott_learns()
    assert reacts_offered(state) == [endicott]
    act(state, "react", card=endicott)
    assert {a["card"] for a in state.legal_actions(0) if a["type"] == "pick"} == {allie}
    pick(state, allie)
    assert state.bounty[allie] == 1


def test_endicott_with_two_miracles_reaches_a_dude_of_influence_1():
    state, endicott, allie, clint = endicott_learns(miracles_before=1)
    act(state, "react", card=endicott)
    assert {a["card"] for a in state.legal_actions(0) if a["type"] == "pick"} == {allie, clint}


def test_endicott_does_not_react_to_a_miracle_on_another_dude():
    state, endicott, allie, clint = endicott_learns(to_endicott=False)
    assert reacts_offered(state) == []
