"""Deeds of the later packs whose reacts open in windows the core opens for them: bounty gained
for breakin' and enterin' (Dispatch Office), the lowball draw hand about to be discarded (Gateway
Station), the posses formed (Campbell & Hatch Billiard Parlor)."""

from __future__ import annotations

from games.engines.doomtown import flow, posses
from tests.engines.doomtown.card_scenario import deed, fight, game, pick, reacts_offered
from tests.engines.doomtown.scenario import act, dude_in_play

# ---- Dispatch Office ----------------------------------------------------------------------------------


def breakin(office_seat: int, private: bool = True):
    """Bobo (seat 0) fights Erik (seat 1) at seat 1's Orphanage (or its Public Hustings), the
    posses formed; seat ``office_seat`` holds a Dispatch Office. Returns state, office, Bobo, Erik."""
    state = game(["Bobo", "Dispatch Office"], ["Erik Samson", "The Orphanage", "Hustings", "Dispatch Office"])
    office = deed(state, office_seat, "Dispatch Office")
    location = deed(state, 1, "The Orphanage" if private else "Hustings")
    bobo, erik = dude_in_play(state, 0, "Bobo"), dude_in_play(state, 1, "Erik Samson")
    frame = fight(state, [bobo], [erik], location=location)
    posses._bounty(state, frame)
    flow.advance(state)
    return state, office, bobo, erik


def test_dispatch_office_raises_the_breakin_bounty_by_one_more():
    state, office, bobo, _ = breakin(office_seat=0)
    assert reacts_offered(state) == [office]
    act(state, "react", card=office)
    pick(state, "raise")
    assert state.bounty[bobo] == 2 and state.booted[office]
    state.check_invariants()


def test_dispatch_office_of_the_other_player_may_take_the_bounty_off_again():
    state, office, bobo, erik = breakin(office_seat=1)
    assert reacts_offered(state) == [office]
    act(state, "react", card=office)
    pick(state, "lower")
    assert state.bounty[bobo] == 0 and state.bounty[erik] == 0
    state.check_invariants()


def test_dispatch_office_stays_shut_when_booted_or_without_breakin_bounty():
    state, office, bobo, _ = breakin(office_seat=0, private=False)
    assert state.bounty[bobo] == 0 and reacts_offered(state) == []
    booted = game(["Bobo", "Dispatch Office"], ["Erik Samson", "The Orphanage"])
    office = deed(booted, 0, "Dispatch Office")
    booted.booted[office] = 1
    orphanage = deed(booted, 1, "The Orphanage")
    bobo, erik = dude_in_play(booted, 0, "Bobo"), dude_in_play(booted, 1, "Erik Samson")
    posses._bounty(booted, fight(booted, [bobo], [erik], location=orphanage))
    flow.advance(booted)
    assert booted.bounty[bobo] == 1 and reacts_offered(booted) == []
