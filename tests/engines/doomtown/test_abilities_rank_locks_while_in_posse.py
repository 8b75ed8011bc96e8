"""Dudes who lock hand ranks while they are in a shootout (Virginia Ann Earp, Valeria Batten
(Exp.1)), and Valeria's other abilities."""

from __future__ import annotations

import pytest

from games.engines.doomtown.abilities.effects import acting
from games.engines.doomtown.abilities.inventing import invent_skill
from games.engines.doomtown.abilities.rounds import raise_rank
from games.engines.doomtown.fight import current, leave_posses
from games.engines.doomtown.town import TOWN_SQUARE, influence
from tests.engines.doomtown.card_scenario import abilities, game, use
from tests.engines.doomtown.scenario import callout_to_hands, dude_in_play, named

LOCKERS = ["Virginia Ann Earp", "Valeria Batten (Exp.1)"]


def called_out(name: str):
    """Seat 0's ``name`` calls out Clint Ramsey in the town square; the shootout waits for its hands."""
    state = game([name], ["Clint Ramsey"])
    dude = dude_in_play(state, 0, name, at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    callout_to_hands(state, dude, clint)
    frame = current(state)
    frame["rank_bonus"] = [0, 0]
    return state, frame, dude


@pytest.mark.parametrize("name", LOCKERS)
def test_while_she_fights_only_cheatin_resolutions_change_hand_ranks(name):
    state, frame, dude = called_out(name)
    for timing in ("shootout", "react", "resolution"):
        with acting(1, None, timing):
            raise_rank(frame, 0, -2)
    assert frame["rank_bonus"] == [0, 0]
    with acting(1, None, "cheatin"):
        raise_rank(frame, 0, -2)
    assert frame["rank_bonus"] == [-2, 0]


@pytest.mark.parametrize("name", LOCKERS)
def test_the_lock_ends_when_she_leaves_the_shootout(name):
    state, frame, dude = called_out(name)
    leave_posses(state, dude)
    with acting(1, None, "shootout"):
        raise_rank(frame, 0, -2)
    assert frame["rank_bonus"] == [-2, 0]


def test_valeria_exp_invents_mystical_gadgets_with_her_huckster_skill():
    state = game(["Valeria Batten (Exp.1)", "Devil's Six Gun", "Electrostatic Pump Gun"])
    valeria = dude_in_play(state, 0, "Valeria Batten (Exp.1)")
    assert invent_skill(state, valeria, named(state, 0, "Devil's Six Gun")) == "Huckster"
    assert invent_skill(state, valeria, named(state, 0, "Electrostatic Pump Gun")) is None


def test_valeria_exp_boots_one_of_your_dudes_for_a_day_of_influence():
    state = game(["Valeria Batten (Exp.1)", "Pancho Castillo", "Clint Ramsey"])
    valeria = dude_in_play(state, 0, "Valeria Batten (Exp.1)")
    pancho = dude_in_play(state, 0, "Pancho Castillo")
    clint = dude_in_play(state, 0, "Clint Ramsey", booted=True)
    offered = [a["target"] for a in abilities(state, valeria)]
    assert pancho in offered and valeria in offered and clint not in offered
    before = influence(state, pancho)
    use(state, valeria, pancho)
    assert state.booted[pancho] and influence(state, pancho) == before + 1
    assert abilities(state, valeria) == []  # once a turn
