"""Deeds of the later packs whose reacts open in windows the core opens for them: bounty gained
for breakin' and enterin' (Dispatch Office), the lowball draw hand about to be discarded (Gateway
Station), the posses formed (Campbell & Hatch Billiard Parlor)."""

from __future__ import annotations

from games.engines.doomtown import flow, posses
from games.engines.doomtown.abilities.effects import acting
from games.engines.doomtown.abilities.rounds import raise_rank
from games.engines.doomtown.fight import current
from games.engines.doomtown.town import TOWN_SQUARE
from games.engines.doomtown.zones import leave_play
from tests.engines.doomtown.card_scenario import deed, discard_first, fight, game, pick, reacts_offered, stash
from tests.engines.doomtown.scenario import act, dude_in_play, noon_seat, run_gamblin, stack_deck

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


# ---- Gateway Station ----------------------------------------------------------------------------------

DUDES_AND_A_DEED = ["Clint Ramsey", "El Anónimo", "Pancho Castillo", "Avie Cline", "Pat's Perch"]
DEEDS = ["Pat's Perch", "The Orphanage", "Hustings", "Dispatch Office", "Campbell & Hatch Billiard Parlor"]


def lowball_with_station(booted: bool = False, ghost_rock: int = 5, drawn=DUDES_AND_A_DEED):
    """Seat 0 controls Gateway Station and draws ``drawn`` (four dudes and a deed) for lowball,
    with ``ghost_rock`` once the lowball is paid."""
    state = game(["Gateway Station", *DEEDS[1:]])
    station = deed(state, 0, "Gateway Station")
    state.booted[station] = int(booted)
    stash(state, 0, 1)
    drawn = stack_deck(state, 0, drawn)
    run_gamblin(state)
    if state.stack[-1]["kind"] == "react":
        stash(state, 0, ghost_rock)  # the pot is paid: what is left to pay the react with
    return state, station, drawn


def test_gateway_station_takes_a_dude_of_the_lowball_hand_for_a_card_of_the_hand():
    state, station, drawn = lowball_with_station()
    assert reacts_offered(state) == [station]
    before = state.stash[0]
    act(state, "react", card=station)
    thrown = discard_first(state)
    assert thrown in state.discard[0] and state.stash[0] == before - 1
    options = [a["card"] for a in state.legal_actions(0) if a["type"] == "pick"]
    assert sorted(options) == sorted(drawn[:4])
    pick(state, drawn[2])
    assert drawn[2] in state.hand[0] and drawn[2] not in state.discard[0]
    assert state.draw[0] == [] and all(card in state.discard[0] for card in (*drawn[:2], drawn[3], drawn[4]))
    state.check_invariants()


def test_gateway_station_passed_lets_the_whole_hand_be_discarded():
    state, station, drawn = lowball_with_station()
    act(state, "react_pass")
    while state.stack[-1]["kind"] == "react":
        act(state, "react_pass")
    assert state.draw[0] == [] and all(card in state.discard[0] for card in drawn)


def test_gateway_station_stays_shut_booted_or_without_a_dude_drawn():
    for booted, drawn in ((True, DUDES_AND_A_DEED), (False, DEEDS)):
        state, station, drawn = lowball_with_station(booted=booted, drawn=drawn)
        assert station not in reacts_offered(state)
        assert state.draw[0] == [] and all(card in state.discard[0] for card in drawn)


def test_gateway_station_cannot_be_used_without_the_ghost_rock():
    state, station, _ = lowball_with_station(ghost_rock=0)
    assert station not in reacts_offered(state)


# ---- Campbell & Hatch Billiard Parlor -----------------------------------------------------------------


def posses_formed_by_parlor(booted: bool = False):
    """Seat 0 controls the parlor; Clint calls out Avie in the town square and both posses form."""
    state = game(["Campbell & Hatch Billiard Parlor", "Clint Ramsey", "Pancho Castillo"], ["Avie Cline"])
    parlor = deed(state, 0, "Campbell & Hatch Billiard Parlor")
    state.booted[parlor] = int(booted)
    clint, pancho = (
        dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE),
        dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE),
    )
    avie = dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)
    noon_seat(state, 0)
    act(state, "callout", dude=clint, mark=avie)
    act(state, "accept")
    act(state, "posse_done")
    act(state, "posse_done")
    return state, parlor, (clint, pancho), avie


def test_campbell_and_hatch_locks_ranks_and_keeps_dudes_in_play_through_round_one():
    state, parlor, (clint, pancho), avie = posses_formed_by_parlor()
    assert reacts_offered(state) == [parlor]
    act(state, "react", card=parlor)
    frame = current(state)
    frame["rank_bonus"] = [0, 0]
    for timing in ("shootout", "react", "resolution"):
        with acting(1, None, timing):
            raise_rank(frame, 0, -2)
    assert frame["rank_bonus"] == [0, 0]
    with acting(1, None, "shootout"):
        leave_play(state, clint, ace=True)
    with acting(0, None, "resolution"):
        leave_play(state, avie, ace=False)
    assert clint in state.play[0] and avie in state.play[1]
    with acting(1, None, "react"):  # a react is not held back from acing
        leave_play(state, pancho, ace=True)
    with acting(1, None, "cheatin"):
        raise_rank(frame, 0, -2)
        leave_play(state, avie, ace=True)
    assert pancho in state.boot_hill[0] and avie in state.boot_hill[1] and frame["rank_bonus"] == [-2, 0]


def test_campbell_and_hatch_guard_ends_after_the_first_round_but_the_rank_lock_stays():
    state, parlor, (clint, _), _ = posses_formed_by_parlor()
    act(state, "react", card=parlor)
    frame = current(state)
    frame["round"] += 1
    frame["rank_bonus"] = [0, 0]
    with acting(1, None, "shootout"):
        raise_rank(frame, 0, -2)
        leave_play(state, clint, ace=False)
    assert frame["rank_bonus"] == [0, 0] and clint in state.discard[0]


def test_campbell_and_hatch_stays_shut_when_booted():
    state, parlor, _, _ = posses_formed_by_parlor(booted=True)
    assert parlor not in reacts_offered(state)
