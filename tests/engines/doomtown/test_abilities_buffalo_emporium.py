"""Buffalo Emporium: its controller's dude there is neither booted nor moved by other players' card
effects today; an Abomination also unboots and adds a stud bonus to its posse (ruling 401)."""

from __future__ import annotations

from games.engines.doomtown import shootout
from games.engines.doomtown.abilities.core import NOON
from games.engines.doomtown.abilities.effects import acting
from games.engines.doomtown.abilities.would import move_or_boot
from games.engines.doomtown.town import TOWN_SQUARE
from games.engines.doomtown.zones import boot
from tests.engines.doomtown.card_scenario import abilities, deed, fight, game, use
from tests.engines.doomtown.scenario import dude_in_play

GOLEM = "Rosenbaum's Golem"  # an Abomination


def _emporium(booted_golem=True):
    """Seat 0's Buffalo Emporium with its (booted) Golem and booted Ezrael Jones there, Erik Samson
    (seat 1) too, and Bobo (seat 0) in the town square."""
    state = game(["Buffalo Emporium", GOLEM, "Bobo", "Ezrael Jones"], ["Erik Samson"])
    emporium = deed(state, 0, "Buffalo Emporium")
    golem = dude_in_play(state, 0, GOLEM, at=emporium, booted=booted_golem)
    ezrael = dude_in_play(state, 0, "Ezrael Jones", at=emporium, booted=True)
    erik = dude_in_play(state, 1, "Erik Samson", at=emporium)
    dude_in_play(state, 0, "Bobo", at=TOWN_SQUARE)
    return state, emporium, golem, ezrael, erik


def test_buffalo_emporium_names_only_its_controllers_dudes_there_and_boots():
    state, emporium, golem, ezrael, erik = _emporium()
    assert sorted(a["target"] for a in abilities(state, emporium)) == sorted([golem, ezrael])
    use(state, emporium, target=ezrael)
    assert state.booted[emporium] and abilities(state, emporium) == []


def test_buffalo_emporium_keeps_the_dude_from_opposing_boots_and_moves_only():
    state, emporium, golem, ezrael, erik = _emporium(booted_golem=False)
    use(state, emporium, target=golem)
    with acting(1, None, NOON):
        boot(state, golem)
        move_or_boot(state, 1, golem, to=TOWN_SQUARE, boot=True)
    assert not state.booted[golem] and state.at[golem] == emporium
    with acting(0, None, NOON):  # its own player's effects still reach it
        boot(state, golem)
    assert state.booted[golem]


def test_buffalo_emporium_unboots_an_abomination_and_gives_its_posse_a_stud_bonus():
    def studs(named: bool) -> tuple[int, list[int]]:
        state, emporium, golem, ezrael, erik = _emporium()
        if named:
            use(state, emporium, target=golem)
        booted = [state.booted[golem], state.booted[ezrael]]
        frame = fight(state, [golem], [erik], location=emporium)
        frame["shooter"] = [golem, erik]
        return shootout.bonuses(state, frame, 0)[0], booted

    assert studs(False) == (studs(True)[0] - 1, [1, 1])
    assert studs(True)[1] == [0, 1]


def test_buffalo_emporium_gives_no_stud_bonus_nor_unboot_to_another_dude():
    state, emporium, golem, ezrael, erik = _emporium()
    use(state, emporium, target=ezrael)
    assert state.booted[ezrael] and state.booted[golem]
    frame = fight(state, [ezrael], [erik], location=emporium)
    frame["shooter"] = [ezrael, erik]
    assert shootout.bonuses(state, frame, 0)[0] == 0
