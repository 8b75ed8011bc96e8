"""Dudes whose abilities follow other dudes into a shootout: Adrián Vallejo rides in on his Horse
after a card ability moved a dude there and into a posse."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.joining import gunslinger_joins
from games.engines.doomtown.town import TOWN_SQUARE, home
from tests.engines.doomtown.card_scenario import fight, game, give, reacts_offered, use
from tests.engines.doomtown.scenario import act, dude_in_play


def adrian_at_home(horse: bool):
    """Pancho fights Clint in the town square; Erik (with Pinto) and Adrián (with Mustang if
    ``horse``) wait at seat 0's home."""
    state = game(["Adrián Vallejo", "Pinto", "Mustang", "Erik Samson", "Pancho Castillo"], ["Clint Ramsey"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    erik = dude_in_play(state, 0, "Erik Samson")
    adrian = dude_in_play(state, 0, "Adrián Vallejo")
    pinto = give(state, 0, "Pinto", erik)
    if horse:
        give(state, 0, "Mustang", adrian)
    frame = fight(state, [pancho], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    flow.advance(state)
    return state, frame, adrian, erik, pinto


def test_adrian_vallejo_rides_into_the_posse_after_a_card_ability_moved_a_dude_there():
    state, frame, adrian, erik, pinto = adrian_at_home(horse=True)
    use(state, pinto)  # Pinto moves Erik from home into the posse
    assert erik in frame["posse"][0]
    assert reacts_offered(state) == [adrian]
    act(state, "react", card=adrian)
    assert adrian in frame["posse"][0] and state.at[adrian] == TOWN_SQUARE and not state.booted[adrian]
    state.check_invariants()


def test_adrian_vallejo_stays_without_a_horse_or_when_nobody_was_moved():
    state, frame, adrian, _, pinto = adrian_at_home(horse=False)
    use(state, pinto)
    assert reacts_offered(state) == [] and adrian not in frame["posse"][0]
    state, frame, adrian, _, _ = adrian_at_home(horse=True)
    gunslinger_joins(state, frame, 0)  # a token entering play at the fight was not moved there
    flow.advance(state)
    assert reacts_offered(state) == [] and state.at[adrian] == home(state, 0)
