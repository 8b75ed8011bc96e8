"""Dudes who go after wanted dudes: Carter Richardson."""

from __future__ import annotations

from games.engines.doomtown.fight import current
from games.engines.doomtown.town import TOWN_SQUARE
from tests.engines.doomtown.card_scenario import abilities, game, plays, stash, use, wanted
from tests.engines.doomtown.scenario import dude_in_play, to_hand


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
