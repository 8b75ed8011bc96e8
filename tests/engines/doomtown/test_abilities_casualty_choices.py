"""Dudes who decide who falls: Black Owl names the first casualty."""

from __future__ import annotations

from games.engines.doomtown.town import TOWN_SQUARE, value
from tests.engines.doomtown.card_scenario import abilities, game, plays, use
from tests.engines.doomtown.scenario import dude_in_play


def owl_fight():
    state = game(["Black Owl"], ["Clint Ramsey", "El Anónimo"])
    owl = dude_in_play(state, 0, "Black Owl", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    other = dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)
    plays(state, [owl], [clint, other])
    return state, owl, clint, other


def casualty_choices(state, seat: int) -> set[int]:
    state.stack.append({"kind": "casualties", "seat": seat, "left": 1, "first": True})
    return {a["card"] for a in state.legal_actions(seat)}


def test_black_owl_booting_raises_a_value_and_names_the_first_casualty():
    state, owl, clint, other = owl_fight()
    before = value(state, other)
    use(state, owl, [other, owl])
    assert value(state, other) == before + 5 and state.booted[owl]
    assert casualty_choices(state, 1) == {other}


def test_black_owl_without_booting_only_raises_the_value():
    state, owl, clint, other = owl_fight()
    use(state, owl, [clint, None])
    assert not state.booted[owl] and casualty_choices(state, 1) == {clint, other}


def test_black_owl_booted_may_not_name_a_casualty():
    state, owl, clint, other = owl_fight()
    state.booted[owl] = 1
    assert {tuple(a["target"]) for a in abilities(state, owl)} == {(clint, None), (other, None)}
