"""Dudes whose skill tests read by how much they passed: Auntie Sinister."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.skills import skill_margin
from games.engines.doomtown.town import TOWN_SQUARE, bullets, influence
from tests.engines.doomtown.card_scenario import game, give, on_top, plays, reacts_offered
from tests.engines.doomtown.scenario import act, dude_in_play

HAWLEYS_ROSE = "Hawley's Rose"  # a Mystical goods


def auntie(*, mystical: bool = True, fighting: bool = True, pulled: str = "Clint Ramsey"):
    """Auntie Sinister (Huckster 0), holding a Mystical goods or not, fights Clint in the town
    square or stands at home; ``pulled`` tops her deck."""
    state = game(["Auntie Sinister", HAWLEYS_ROSE, pulled], ["Clint Ramsey"])
    aunt = dude_in_play(state, 0, "Auntie Sinister", at=TOWN_SQUARE if fighting else None)
    if mystical:
        give(state, 0, HAWLEYS_ROSE, aunt)
    if fighting:
        plays(state, [aunt], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    on_top(state, 0, pulled)
    return state, aunt


def test_auntie_adds_her_influence_to_huckster_tests_and_gains_bullets_passing_by_six():
    state, aunt = auntie()  # Clint Ramsey: 11
    margin = skill_margin(state, 0, aunt, "Huckster", 7)
    assert margin == 11 + influence(state, aunt) - 7 >= 6
    flow.advance(state)
    assert reacts_offered(state) == [aunt]
    before = bullets(state, aunt)
    act(state, "react", card=aunt)
    assert bullets(state, aunt) == before + 2


def test_auntie_gains_no_bullets_passing_by_less_than_six():
    state, aunt = auntie()
    assert skill_margin(state, 0, aunt, "Huckster", 9) == 4
    flow.advance(state)
    assert reacts_offered(state) == []


def test_auntie_has_no_bonus_without_mystical_goods_or_outside_a_posse():
    state, aunt = auntie(mystical=False)
    assert skill_margin(state, 0, aunt, "Huckster", 5) == 6
    state, aunt = auntie(fighting=False)
    assert skill_margin(state, 0, aunt, "Huckster", 5) == 6
    flow.advance(state)
    assert reacts_offered(state) == []  # no shootout: no bullets
