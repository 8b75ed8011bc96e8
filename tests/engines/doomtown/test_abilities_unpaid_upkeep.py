"""E Gui: leaving play for unpaid upkeep at another player's deed, he boots it and takes its production."""

from __future__ import annotations

import pytest

from tests.engines.doomtown.card_scenario import deed, game
from tests.engines.doomtown.scenario import act, dude_in_play

DEED = "Pat's Perch"


def unpaid(owner: int | None):
    """E Gui stands at a Pat's Perch of ``owner`` (None: at home) when seat 0 leaves his upkeep unpaid."""
    state = game(["E Gui", DEED], [DEED])
    place = None if owner is None else deed(state, owner, DEED)
    gui = dude_in_play(state, 0, "E Gui", at=place)
    before = state.stash[0]
    state.stack.append({"kind": "upkeep", "seat": 0, "paid": []})
    act(state, "upkeep_done")
    assert gui in state.discard[0]
    return state, place, state.stash[0] - before


def test_e_gui_boots_a_deed_he_does_not_own_and_gains_its_production():
    state, place, gained = unpaid(owner=1)
    assert state.booted[place] and gained == state.table[place].num("production") > 0


@pytest.mark.parametrize("owner", [0, None])
def test_e_gui_gains_nothing_at_his_own_deed_or_at_home(owner):
    state, place, gained = unpaid(owner)
    assert gained == 0 and (place is None or not state.booted[place])
