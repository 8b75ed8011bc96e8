"""Later dudes (Hell's Comin' With Me to Debt of Blood) that stay in their shootout, change draws,
bounty or what a cheatin' resolution costs: Joan McGruder, SuAnne Bettelyuon, Speaks-with-Buffalo,
Sam Bass and Danny London."""

from __future__ import annotations

import pytest

from games.engines.doomtown import posses
from games.engines.doomtown.abilities.would import send_home
from games.engines.doomtown.fight import current
from games.engines.doomtown.shootout import flee_legal
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type, bullets, value
from tests.engines.doomtown.card_scenario import (
    abilities,
    deed,
    fight,
    game,
    give,
    in_square,
    plays,
    resolution_fight,
    stash,
    use,
    wanted,
)
from tests.engines.doomtown.scenario import act, dude_in_play, to_hand

CHEATED = {0: "2H 3H 5D 8C KD", 1: "JS JS 8S 5S 8D"}  # seat 1 cheats against a legal hand


def _fleeing(state, seat: int) -> list[int]:
    return [a["dude"] for a in flee_legal(state, {"kind": "flee", "seat": seat}) if a["type"] == "flee"]


def _form_posses(state, join: bool) -> None:
    """Every posse decision of the job: each player brings all they may (``join``) or nobody."""
    while state.stack[-1]["kind"] in ("posse", "invite"):
        joins = [a for a in state.legal_actions(state.to_act()[0]) if a["type"] == "join"]
        if join and joins:
            act(state, "join", dude=joins[0]["dude"])
        else:
            act(state, "posse_done" if state.stack[-1]["kind"] == "posse" else "invite_done")


def test_joan_mcgruder_loses_a_bullet_per_other_dude_and_neither_flees_nor_is_sent_home():
    state = game(["Joan McGruder", "Pancho Castillo", "Clint Ramsey"], ["Erik Samson"])
    joan, pancho, clint = in_square(state, 0, "Joan McGruder", "Pancho Castillo", "Clint Ramsey")
    (erik,) = in_square(state, 1, "Erik Samson")
    assert bullets(state, joan) == 4  # no shootout
    frame = fight(state, [joan, pancho, clint], [erik])
    assert bullets(state, joan) == 2
    assert _fleeing(state, 0) == [pancho, clint]
    send_home(state, 1, joan)
    send_home(state, 1, pancho)
    assert joan in frame["posse"][0] and not state.booted[joan]
    assert pancho not in frame["posse"][0] and state.booted[pancho]


@pytest.mark.parametrize("bounty, reached", [(0, False), (1, False), (2, True)])  # Sam Bass: 1 influence
def test_joan_mcgruders_attachments_reach_only_opposing_dudes_with_more_bounty_than_influence(bounty, reached):
    state = game(["Joan McGruder", "Shotgun", "Pancho Castillo"], ["Sam Bass"])
    joan = dude_in_play(state, 0, "Joan McGruder", at=TOWN_SQUARE)
    shotgun = give(state, 0, "Shotgun", joan)
    sam = dude_in_play(state, 1, "Sam Bass", at=TOWN_SQUARE)
    wanted(state, sam, bounty)
    state.hand[0].append(to_hand(state, 0, "Pancho Castillo"))  # keeps the plays window open
    plays(state, [joan], [sam])
    assert [a["target"] for a in abilities(state, shotgun)] == ([sam] if reached else [])


def test_suanne_bettelyuon_discards_for_a_stud_once_per_shootout_and_a_technique_adds_bullets_and_value():
    state = game(["SuAnne Bettelyuon", "Monkey Goes to the Mountain", "Pancho Castillo"], ["Erik Samson"])
    suanne = dude_in_play(state, 0, "SuAnne Bettelyuon", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    technique = to_hand(state, 0, "Monkey Goes to the Mountain")
    plays(state, [suanne], [erik])
    worth = value(state, suanne)
    use(state, suanne, technique)
    assert technique not in state.hand[0]  # discarded (the draw hands may reshuffle the small deck)
    assert (bullet_type(state, suanne), bullets(state, suanne), value(state, suanne)) == ("stud", 2, worth + 1)
    assert state.hand[0] and abilities(state, suanne) == []  # once per shootout


def test_suanne_bettelyuon_discarding_no_technique_is_only_a_stud_and_no_card_effect_sends_her_home():
    state = game(["SuAnne Bettelyuon", "Pancho Castillo"], ["Erik Samson"])
    suanne = dude_in_play(state, 0, "SuAnne Bettelyuon", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = plays(state, [suanne], [erik])
    worth = value(state, suanne)
    use(state, suanne, to_hand(state, 0, "Pancho Castillo"))
    assert (bullet_type(state, suanne), bullets(state, suanne), value(state, suanne)) == ("stud", 1, worth)
    send_home(state, 1, suanne)
    assert suanne in frame["posse"][0] and state.at[suanne] == TOWN_SQUARE
    assert _fleeing(state, 0) == [suanne]  # fleeing is no card effect


def test_speaks_with_buffalo_leads_a_job_as_a_stud_with_influence_draws_and_success_draws_two_discards_two():
    state = game(["Speaks-with-Buffalo"], ["Erik Samson", "Pancho Castillo"])
    buffalo = dude_in_play(state, 0, "Speaks-with-Buffalo")
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    assert bullet_type(state, buffalo) == "draw"
    use(state, buffalo, erik)
    assert state.booted[buffalo]
    _form_posses(state, join=False)  # nobody opposes: the job succeeds
    assert not state.booted[buffalo]
    hand = len(state.hand[0])
    for _ in range(2):
        act(state, "pick", card=state.hand[0][0])
    assert len(state.hand[0]) == hand - 2 and state.stack[-1]["kind"] == "noon"
    assert abilities(state, buffalo) == []  # once a turn


def test_speaks_with_buffalos_job_shootout_counts_influence_and_a_failed_job_leaves_him_booted():
    state = game(["Speaks-with-Buffalo"], ["Erik Samson", "Pancho Castillo"])
    buffalo = dude_in_play(state, 0, "Speaks-with-Buffalo")
    erik, pancho = in_square(state, 1, "Erik Samson", "Pancho Castillo")
    use(state, buffalo, erik)
    _form_posses(state, join=True)
    assert current(state)["influence_draws"] and bullet_type(state, buffalo) == "stud"
    assert {erik, pancho} <= set(current(state)["posse"][1])


def test_sam_bass_in_a_posse_makes_an_action_cards_cheatin_resolution_cost_one_more():
    state, frame, _, (erik, sam), (card,) = resolution_fight(
        ["Pancho Castillo", "It's Not What You Know..."], ["Erik Samson", "Sam Bass"], CHEATED
    )
    stash(state, 0, 2)
    assert [a for a in abilities(state, card) if a["ability"] == 1] == []  # 2 GR + 1
    assert [a for a in abilities(state, card) if a["ability"] == 0]  # its other resolution costs as printed
    frame["posse"][1].remove(sam)
    assert [a for a in abilities(state, card) if a["ability"] == 1]  # Sam is out of the posse: 2 GR
    frame["posse"][1].append(sam)
    stash(state, 0, 3)
    act(state, "ability", card=card, ability=1, target=None)
    assert state.stash[0] == 0


def test_danny_london_copies_an_abominations_bullets_and_type():
    state = game(["Danny London", "Bobo", "Alan Campbell"], ["Erik Samson"], outfit="24010")
    danny, bobo, alan = in_square(state, 0, "Danny London", "Bobo", "Alan Campbell")
    (erik,) = in_square(state, 1, "Erik Samson")
    plays(state, [danny, bobo, alan], [erik])
    assert sorted(a["target"] for a in abilities(state, danny)) == sorted([bobo, alan])
    use(state, danny, alan)
    assert (bullet_type(state, danny), bullets(state, danny)) == ("stud", 3)


def test_danny_london_spares_nearby_abominations_breakin_bounty():
    state = game(["Danny London", "Bobo"], ["Erik Samson", "The Orphanage"], outfit="24010")
    orphanage = deed(state, 1, "The Orphanage")
    danny, bobo = dude_in_play(state, 0, "Danny London"), dude_in_play(state, 0, "Bobo")
    erik = dude_in_play(state, 1, "Erik Samson")
    frame = fight(state, [bobo], [erik], location=orphanage)
    # Danny at his home is not nearby (the town square would be: it is next to every street deed)
    posses._bounty(state, frame)
    assert state.bounty[bobo] == 1
    state.bounty[bobo] = 0
    state.bank += 1
    frame["posse"][0].append(danny)
    state.at[danny] = orphanage
    posses._bounty(state, frame)
    assert state.bounty[bobo] == 0 and state.bounty[danny] == 1
