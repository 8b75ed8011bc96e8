"""Babble On: its react unboots a dude another Miracle booted (ruling 402), its Shootout ability
boots its dude to boot an opposing card."""

from __future__ import annotations

import pytest

from games.engines.doomtown.town import TOWN_SQUARE
from tests.engines.doomtown.card_scenario import abilities, game, give, on_top, plays, reacts_offered, use
from tests.engines.doomtown.scenario import act, dude_in_play

CARDS = ["Ezrael Jones", "Confession", "Babble On", "Clint Ramsey", "Bobo"]


@pytest.mark.parametrize("how", ["boot this dude", "here"])
def test_babble_on_unboots_a_dude_another_miracle_booted(how):
    state = game(CARDS, ["Erik Samson"])
    ezrael = dude_in_play(state, 0, "Ezrael Jones")
    confession = give(state, 0, "Confession", ezrael)
    babble = give(state, 0, "Babble On", ezrael)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE if how != "here" else state.at[ezrael])
    on_top(state, 0, "Bobo")  # Babble On's pull: 6, +1 Blessed passes its Miracle 6
    on_top(state, 0, "Clint Ramsey")  # Confession's pull: 11 passes
    use(state, confession, [erik, how], ability=1)
    if how == "here":  # Confession booted nobody
        assert reacts_offered(state) == [] and not state.booted[ezrael]
        return
    assert state.booted[ezrael] and reacts_offered(state) == [babble]
    act(state, "react", card=babble)
    assert not state.booted[ezrael] and not state.booted[babble]  # the react boots nothing


def _babble_fight(ezrael_booted=False):
    state = game(CARDS, ["Erik Samson"])
    ezrael = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE, booted=ezrael_booted)
    babble = give(state, 0, "Babble On", ezrael)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    plays(state, [ezrael], [erik])
    return state, ezrael, babble, erik


@pytest.mark.parametrize("pulled, passes", [("Clint Ramsey", True), ("Confession", False)])
def test_babble_on_boots_its_dude_to_boot_an_opposing_card(pulled, passes):
    state, ezrael, babble, erik = _babble_fight()
    assert erik in [a["target"] for a in abilities(state, babble)]
    on_top(state, 0, pulled)  # 11 + 1 passes Miracle 7; Confession's 5 + 1 does not
    use(state, babble, erik)
    assert state.booted[ezrael] and state.booted[babble]  # the dude boots as a cost, pass or fail
    assert bool(state.booted[erik]) is passes
    assert babble not in reacts_offered(state)  # its own ability is no "other Miracle"


def test_babble_on_needs_its_dude_unbooted_to_boot_a_card():
    state, _, babble, _ = _babble_fight(ezrael_booted=True)
    assert abilities(state, babble) == []
