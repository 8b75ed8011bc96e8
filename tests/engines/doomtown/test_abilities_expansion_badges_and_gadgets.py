"""Goods of the later packs that change call-outs (The Bloody Star) and Gadgets that change a pull or
a draw hand (Decimator Array, Analytical Cognisizer, Devil's Six Gun, Magnum Opus Tenebri), each in
a real game with what keeps it shut."""

from __future__ import annotations

from games.engines.doomtown.town import TOWN_SQUARE, home
from tests.engines.doomtown.card_scenario import game, give, wanted
from tests.engines.doomtown.scenario import act, dude_in_play, is_legal, noon_seat, to_hand

# ---- The Bloody Star ----------------------------------------------------------------------------------


def test_the_bloody_star_is_bought_for_two_bounty_but_never_for_a_deputy():
    state = game(["The Bloody Star", "Clint Ramsey", "Tommy Harden"])
    clint = dude_in_play(state, 0, "Clint Ramsey")
    tommy = dude_in_play(state, 0, "Tommy Harden")  # a Deputy
    star = to_hand(state, 0, "The Bloody Star")
    noon_seat(state, 0)
    assert not is_legal(state, "buy", card=star, dude=tommy)
    act(state, "buy", card=star, dude=clint)
    assert state.attached_to[star] == clint and state.bounty[clint] == 2
    state.check_invariants()


def starred_at_home(leader_wanted: bool):
    """Seat 1's Clint wears the star at home; seat 0's Pancho (wanted or not) stands there with him."""
    state = game(["Pancho Castillo"], ["Clint Ramsey", "The Bloody Star", "Avie Cline"])
    clint = dude_in_play(state, 1, "Clint Ramsey")
    star = give(state, 1, "The Bloody Star", clint)
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=home(state, 1))
    if leader_wanted:
        wanted(state, pancho)
    noon_seat(state, 0)
    return state, pancho, clint, star


def test_the_bloody_star_dude_is_called_out_at_home_and_cannot_refuse_a_dude_without_bounty():
    state, pancho, clint, _ = starred_at_home(leader_wanted=False)
    act(state, "callout", dude=pancho, mark=clint)
    assert is_legal(state, "accept") and not is_legal(state, "refuse")


def test_the_bloody_star_dude_may_refuse_a_wanted_dude_and_others_at_home_stay_safe():
    state, pancho, clint, _ = starred_at_home(leader_wanted=True)
    avie = dude_in_play(state, 1, "Avie Cline")  # at home too, without a star
    assert not is_legal(state, "callout", dude=pancho, mark=avie)
    act(state, "callout", dude=pancho, mark=clint)
    assert is_legal(state, "refuse")


def test_the_bloody_star_of_a_dude_away_from_home_changes_nothing_there():
    state, pancho, clint, _ = starred_at_home(leader_wanted=True)
    state.at[pancho] = state.at[clint] = TOWN_SQUARE
    act(state, "callout", dude=pancho, mark=clint)
    assert is_legal(state, "refuse")
