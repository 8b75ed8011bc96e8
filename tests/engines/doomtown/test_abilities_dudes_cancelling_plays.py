"""Dudes whose abilities cancel an opposing play as it is declared: Agent Moquin stops an action
card's Shootout ability printed without a ghost rock cost (the card is discarded without effect)."""

from __future__ import annotations

from games.engines.doomtown.town import bullet_type, bullets
from tests.engines.doomtown.card_scenario import game, in_square, plays, reacts_offered, wanted
from tests.engines.doomtown.scenario import act, to_hand


def moquin_against(card: str, *, booted: bool = False, bounty: int = 0):
    """Seat 0's Agent Moquin (with ``bounty``) faces Clint Ramsey in the town square; seat 1 holds
    ``card`` and has the next shootout play."""
    state = game(["Agent Moquin"], ["Clint Ramsey", card])
    (moquin,) = in_square(state, 0, "Agent Moquin")
    state.booted[moquin] = int(booted)
    wanted(state, moquin, bounty)
    (clint,) = in_square(state, 1, "Clint Ramsey")
    played = to_hand(state, 1, card)
    plays(state, [moquin], [clint])
    while state.to_act() != [1]:
        act(state, "pass")
    return state, moquin, played


def test_agent_moquin_cancels_an_action_card_with_no_printed_cost():
    state, moquin, sun = moquin_against("Sun in Yer Eyes")
    act(state, "ability", card=sun, target=[moquin, "draw"])
    assert reacts_offered(state) == [moquin]
    events = act(state, "react", card=moquin)
    assert {"type": "cancelled", "seat": 1, "card": sun, "by": moquin} in events
    assert sun not in state.hand[1] and state.booted[moquin]
    assert bullet_type(state, moquin) == "draw"  # Moquin's printed draw: the card changed nothing
    assert bullets(state, moquin) == 1
    state.check_invariants()


def test_agent_moquin_may_let_it_resolve_and_stays_shut_when_booted_or_against_a_paid_card():
    state, moquin, sun = moquin_against("Sun in Yer Eyes")
    act(state, "ability", card=sun, target=[moquin, "bullets"])
    act(state, "react_pass")
    assert bullets(state, moquin) == 0 and not state.booted[moquin]
    state, moquin, sun = moquin_against("Sun in Yer Eyes", booted=True)
    act(state, "ability", card=sun, target=[moquin, "bullets"])
    assert reacts_offered(state) == [] and bullets(state, moquin) == 0
    state, moquin, job = moquin_against("You Had ONE Job!", bounty=3)
    act(state, "ability", card=job, target=[moquin, "stud"])
    assert reacts_offered(state) == [] and bullet_type(state, moquin) == "stud"
