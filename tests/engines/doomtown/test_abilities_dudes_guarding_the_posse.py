"""Dudes who guard every dude from opposing plays: Johnny Ringo's Shootout ability keeps all dudes
from being chosen or affected by their opponents' React, Shootout and non-Cheatin' Resolution
abilities until the next round; wanted and alone, he lets only shooters back up draw hands."""

from __future__ import annotations

from games.engines.doomtown import shootout
from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import CHEATIN, SHOOTOUT
from games.engines.doomtown.town import bullets
from tests.engines.doomtown.card_scenario import game, in_square, plays, use, wanted
from tests.engines.doomtown.scenario import act, to_hand


def ringo_fight():
    """Johnny Ringo (seat 0) against Clint and Pancho in the town square; seat 1 holds Sun in Yer
    Eyes; seat 0 has the first shootout play."""
    state = game(["Johnny Ringo"], ["Clint Ramsey", "Pancho Castillo", "Sun in Yer Eyes"])
    (ringo,) = in_square(state, 0, "Johnny Ringo")
    clint, pancho = in_square(state, 1, "Clint Ramsey", "Pancho Castillo")
    sun = to_hand(state, 1, "Sun in Yer Eyes")
    state.dealer = 0  # the Dealer plays first
    frame = plays(state, [ringo], [clint, pancho])
    return state, frame, ringo, clint, sun


def sun_targets(state, sun) -> set[int]:
    return {a["target"][0] for a in state.legal_actions(1) if a["type"] == "ability" and a["card"] == sun}


def test_johnny_ringo_keeps_dudes_from_their_opponents_plays_until_the_next_round():
    state, frame, ringo, clint, sun = ringo_fight()
    assert state.to_act() == [0]
    use(state, ringo)
    assert state.to_act() == [1]
    assert ringo not in sun_targets(state, sun) and clint in sun_targets(state, sun)  # its own dudes stay open
    with effects.acting(1, sun, SHOOTOUT):
        effects.add(state, "bullets", ringo, -2, until="shootout")
    assert bullets(state, ringo) == 2  # kept off
    with effects.acting(1, None, CHEATIN):
        effects.add(state, "bullets", ringo, -1, until="shootout")
    assert bullets(state, ringo) == 1  # a Cheatin' Resolution still reaches him
    frame["round"] += 1
    assert ringo in sun_targets(state, sun)
    state.check_invariants()


def test_johnny_ringo_guards_nobody_until_he_uses_his_ability():
    state, _, ringo, _, sun = ringo_fight()
    act(state, "pass")
    assert ringo in sun_targets(state, sun)


def test_johnny_ringo_wanted_and_alone_lets_only_shooters_count_for_draw_hands():
    state, frame, ringo, clint, _ = ringo_fight()
    frame["shooter"] = [ringo, clint]
    assert shootout.bonuses(state, frame, 1) == (2 + 1, 0)  # Clint's 2 bullets and Pancho backing up
    wanted(state, ringo)
    assert shootout.bonuses(state, frame, 1) == (2, 0)
