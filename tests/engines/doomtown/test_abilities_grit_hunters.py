"""Mason Adler hunts the opposing dude with the highest grit: a job he leads alone, a stud
Abomination when that dude opposes him, and only Melee Weapons."""

from __future__ import annotations

from games.engines.doomtown.abilities.attaching import may_take
from games.engines.doomtown.abilities.keywords import has_keyword
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type
from tests.engines.doomtown.card_scenario import abilities, game, in_square, plays, use
from tests.engines.doomtown.scenario import dude_in_play, named

MASON = "Mason Adler"


def mason_and_foes(*, clint_here: bool = True):
    """Mason (at home) against Clint Ramsey (the highest grit) and El Anónimo in the town square."""
    state = game([MASON, "Pancho Castillo", "Bowie Knife", "Scattergun"], ["Clint Ramsey", "El Anónimo"])
    mason = dude_in_play(state, 0, MASON)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE if clint_here else None)
    (other,) = in_square(state, 1, "El Anónimo")
    return state, mason, clint, other


def test_mason_leads_a_job_alone_on_the_highest_grit():
    state, mason, clint, other = mason_and_foes()
    dude_in_play(state, 0, "Pancho Castillo")  # could join, but may not
    assert [a["target"] for a in abilities(state, mason)] == [clint]
    use(state, mason, clint)
    assert state.booted[mason]
    assert state.to_act() == [1]  # straight to the opposing player's posse: none of seat 0's joins
    assert state.stack[-2]["leader_alone"]


def test_mason_has_no_job_on_a_highest_grit_under_11_or_when_booted():
    state = game([MASON], ["Pancho Castillo"])
    mason = dude_in_play(state, 0, MASON)
    dude_in_play(state, 1, "Pancho Castillo")
    assert abilities(state, mason) == []
    state, mason, clint, other = mason_and_foes()
    state.booted[mason] = 1
    assert abilities(state, mason) == []


def test_mason_turns_abomination_stud_once_a_shootout_when_the_highest_grit_opposes_him():
    state, mason, clint, other = mason_and_foes()
    state.at[mason] = TOWN_SQUARE
    plays(state, [mason], [clint, other])
    assert bullet_type(state, mason) == "draw" and not has_keyword(state, mason, "Abomination")
    use(state, mason, ability=1)
    assert bullet_type(state, mason) == "stud" and has_keyword(state, mason, "Abomination")
    assert abilities(state, mason) == []


def test_mason_stays_a_draw_while_the_highest_grit_is_away():
    state, mason, clint, other = mason_and_foes(clint_here=False)
    state.at[mason] = TOWN_SQUARE
    plays(state, [mason], [other])
    assert abilities(state, mason) == []


def test_mason_takes_only_melee_weapons():
    state, mason, clint, other = mason_and_foes()
    assert may_take(state, 0, named(state, 0, "Bowie Knife"), mason)
    assert not may_take(state, 0, named(state, 0, "Scattergun"), mason)
