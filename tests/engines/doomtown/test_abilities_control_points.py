"""Dudes who add control points to deeds: "Handsome" Dan Deeds."""

from __future__ import annotations

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.town import TOWN_SQUARE, control_points_of_card
from tests.engines.doomtown.card_scenario import abilities, deed, game, reacts_offered, stash, use
from tests.engines.doomtown.scenario import act, dude_in_play
from tests.engines.doomtown.test_abilities_expansion_windows import to_sundown

DAN = '"Handsome" Dan Deeds'


def dan_at_deed(deed_name: str = "Buffalo Emporium"):
    """Dan stands at seat 0's in-town deed (1 control point)."""
    state = game([DAN, deed_name])
    place = deed(state, 0, deed_name)
    dan = dude_in_play(state, 0, DAN, at=place)
    return state, dan, place


def test_dan_gives_a_control_point_he_may_make_permanent_at_sundown():
    state, dan, place = dan_at_deed()
    use(state, dan)
    assert control_points_of_card(state, place) == 2 and state.booted[dan]
    stash(state, 0, 5)
    to_sundown(state)
    assert reacts_offered(state) == [dan]
    act(state, "react", card=dan)
    assert state.stash[0] == 1 and control_points_of_card(state, place) == 2
    effects.end_of_turn(state)
    assert control_points_of_card(state, place) == 2  # it stays


def test_dans_point_lasts_the_day_once_he_moved_or_without_4_ghost_rock():
    state, dan, place = dan_at_deed()
    use(state, dan)
    state.at[dan] = TOWN_SQUARE
    to_sundown(state)
    assert reacts_offered(state) == []
    state, dan, place = dan_at_deed()
    use(state, dan)
    stash(state, 0, 3)
    to_sundown(state)
    assert reacts_offered(state) == []
    effects.end_of_turn(state)
    assert control_points_of_card(state, place) == 1


def test_dan_needs_his_in_town_deed_with_less_than_2_control_points():
    state, dan, place = dan_at_deed()
    effects.add(state, "control", place, 1, until="play")
    assert abilities(state, dan) == []
    state, dan, place = dan_at_deed()
    state.at[dan] = TOWN_SQUARE
    assert abilities(state, dan) == []
