"""Dudes who go after wanted dudes: Carter Richardson, Enrique Dos Santos."""

from __future__ import annotations

from games.engines.doomtown.fight import current
from games.engines.doomtown.town import TOWN_SQUARE
from tests.engines.doomtown.card_scenario import abilities, game, plays, reacts_offered, stash, use, wanted
from tests.engines.doomtown.scenario import act, dude_in_play, named, noon_seat, to_hand


def carter_in_hand(bounty: int = 1, rock: int = 10):
    """Seat 0's Pancho fights seat 1's Clint (``bounty`` on him) in the town square, open for
    seat 0's plays; Carter Richardson waits in seat 0's hand."""
    state = game(["Carter Richardson", "Pancho Castillo"], ["Clint Ramsey"])
    carter = to_hand(state, 0, "Carter Richardson")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    wanted(state, clint, bounty)
    stash(state, 0, rock)
    plays(state, [pancho], [clint])
    return state, carter


def test_carter_is_played_from_the_hand_into_the_posse_against_a_wanted_dude():
    state, carter = carter_in_hand()
    use(state, carter)
    fight = current(state)
    assert carter in state.play[0] and carter not in state.hand[0] and carter not in state.discard[0]
    assert carter in fight["posse"][0] and state.at[carter] == TOWN_SQUARE and not state.booted[carter]
    assert state.stash[0] == 5


def test_carter_stays_in_the_hand_without_a_wanted_opponent_or_his_cost():
    state, carter = carter_in_hand(bounty=0)
    assert abilities(state, carter) == []
    state, carter = carter_in_hand(rock=4)
    assert abilities(state, carter) == []


def test_carter_moves_at_noon_to_the_wanted_dude_with_the_highest_bounty():
    state = game(["Carter Richardson", "Pancho Castillo"], ["Clint Ramsey", "Avie Cline"])
    carter = dude_in_play(state, 0, "Carter Richardson")
    pancho = dude_in_play(state, 0, "Pancho Castillo")
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    avie = dude_in_play(state, 1, "Avie Cline")
    wanted(state, clint, 2)
    wanted(state, avie, 1)
    wanted(state, pancho, 2)  # at Carter's own home: no move there
    assert [a["target"] for a in abilities(state, carter)] == [TOWN_SQUARE]
    use(state, carter, TOWN_SQUARE, ability=1)
    assert state.at[carter] == TOWN_SQUARE
    assert abilities(state, carter) == []  # once a turn


def enrique_calls_out(*, bounty: int = 1):
    """Enrique Dos Santos calls out Clint Ramsey (``bounty``) in the town square, where Avie Cline
    stands ready to join; Clint accepts."""
    state = game(["Enrique Dos Santos"], ["Clint Ramsey", "Avie Cline"])
    enrique = dude_in_play(state, 0, "Enrique Dos Santos", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)
    wanted(state, clint, bounty)
    noon_seat(state, 0)
    act(state, "callout", dude=enrique, mark=clint)
    act(state, "accept")
    return state, enrique


def test_enrique_keeps_a_wanted_mark_away_from_home_alone_until_posses_form():
    state, enrique = enrique_calls_out()
    assert reacts_offered(state) == [enrique]
    act(state, "react", card=enrique)
    act(state, "posse_done")  # his own posse
    assert state.stack[-1]["kind"] != "posse"  # the mark's player forms no posse
    assert current(state)["posse"][1] == [named(state, 1, "Clint Ramsey")]


def test_enrique_has_no_react_for_a_mark_without_bounty():
    state, enrique = enrique_calls_out(bounty=0)
    assert reacts_offered(state) == []
    act(state, "posse_done")
    assert state.stack[-1]["kind"] == "posse" and state.to_act() == [1]
