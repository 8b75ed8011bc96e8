"""Conditions: action cards that stay in play on a location (Tumblebleeds! on the town square)."""

from __future__ import annotations

import pytest

from games.engines.base import IllegalAction
from games.engines.doomtown.town import TOWN_SQUARE, attachments, home
from tests.engines.doomtown.card_scenario import abilities, at_resolution, deed, fight, finish_posses, game, use
from tests.engines.doomtown.scenario import act, dude_in_play, named, take, to_hand

TUMBLEBLEEDS = "Tumblebleeds!"
JOB = 1  # the job every player gains, after the Noon play from the hand


def lay(state, seat: int) -> int:
    """A copy of seat's Tumblebleeds! on the town square."""
    card = named(state, seat, TUMBLEBLEEDS)
    take(state, card)
    state.play[seat].append(card)
    state.attached_to[card] = TOWN_SQUARE
    return card


def test_tumblebleeds_boots_a_huckster_and_lies_on_the_town_square():
    state = game([TUMBLEBLEEDS, "Avie Cline", "Pancho Castillo"])
    card = to_hand(state, 0, TUMBLEBLEEDS)
    avie = dude_in_play(state, 0, "Avie Cline")  # Huckster 0, at home
    dude_in_play(state, 0, "Pancho Castillo")  # no Huckster skill
    assert [a["target"] for a in abilities(state, card)] == [avie]

    use(state, card, avie)

    assert state.booted[avie] and card in state.play[0] and card not in state.discard[0]
    assert attachments(state, TOWN_SQUARE) == [card]
    state.check_invariants()


def test_tumblebleeds_needs_an_unbooted_huckster_of_its_player():
    state = game([TUMBLEBLEEDS, "Avie Cline"], ["Avie Cline"])
    card = to_hand(state, 0, TUMBLEBLEEDS)
    dude_in_play(state, 0, "Avie Cline", booted=True)
    theirs = dude_in_play(state, 1, "Avie Cline")
    assert abilities(state, card) == []
    with pytest.raises(IllegalAction):
        state.apply(0, {"type": "ability", "card": card, "ability": 0, "target": theirs})


def losing_round(in_square: bool):
    """Seat 0 loses a round by one rank in the town square or at a deed, one Tumblebleeds! on the
    town square."""
    state = game([TUMBLEBLEEDS, "Pancho Castillo", "Clint Ramsey", "Cattle Market"], ["Erik Samson"])
    lay(state, 0)
    location = TOWN_SQUARE if in_square else deed(state, 0, "Cattle Market")
    mine = [dude_in_play(state, 0, name, at=location) for name in ("Pancho Castillo", "Clint Ramsey")]
    erik = dude_in_play(state, 1, "Erik Samson", at=location)
    frame = fight(state, mine, [erik], location=location)
    at_resolution(state, frame, {0: "2S 3H 5D 8C KS", 1: "AS AH 3C 4D 9S"}, {0: mine[0], 1: erik})
    while state.stack[-1]["kind"] == "plays":
        act(state, "pass")
    return state, frame


def test_tumblebleeds_gives_the_loser_of_a_town_square_round_one_more_casualty():
    state, frame = losing_round(in_square=True)
    assert frame["loser"] == 0 and frame["casualties"] == [2, 0]
    state.check_invariants()


def test_tumblebleeds_adds_nothing_to_shootouts_elsewhere():
    state, frame = losing_round(in_square=False)
    assert frame["location"] != TOWN_SQUARE and frame["casualties"] == [1, 0]


def test_every_player_gains_the_job_that_sweeps_tumblebleeds_off_the_town_square():
    state = game([TUMBLEBLEEDS, "Pancho Castillo"], ["Erik Samson"])
    card = lay(state, 0)
    pancho = dude_in_play(state, 0, "Pancho Castillo")
    erik = dude_in_play(state, 1, "Erik Samson")
    assert [a["target"] for a in abilities(state, card, seat=0) if a["ability"] == JOB] == [[pancho, TOWN_SQUARE]]
    assert [a["target"] for a in abilities(state, card, seat=1) if a["ability"] == JOB] == [[erik, TOWN_SQUARE]]

    use(state, card, [erik, TOWN_SQUARE], ability=JOB, seat=1)
    finish_posses(state)

    assert card in state.discard[0] and attachments(state, TOWN_SQUARE) == []
    assert state.at[erik] == home(state, 1) and state.booted[erik]
    state.check_invariants()


def test_the_job_is_each_players_own_once_a_turn():
    state = game([TUMBLEBLEEDS, "Pancho Castillo", "Clint Ramsey"], ["Erik Samson"])
    card = lay(state, 0)
    dude_in_play(state, 0, "Pancho Castillo")
    clint = dude_in_play(state, 0, "Clint Ramsey")
    erik = dude_in_play(state, 1, "Erik Samson")
    state.used.append(f"{card}/{JOB}/1")  # seat 1 used its job this turn
    assert [a for a in abilities(state, card, seat=1) if a["ability"] == JOB] == []
    assert [a["target"][0] for a in abilities(state, card, seat=0) if a["ability"] == JOB] != []
    with pytest.raises(IllegalAction):
        state.apply(1, {"type": "ability", "card": card, "ability": JOB, "target": [erik, TOWN_SQUARE]})
    assert clint in state.play[0]


def test_a_posse_smaller_than_the_pile_lets_the_leader_pick_which_copy_goes():
    state = game([TUMBLEBLEEDS, "Pancho Castillo"], [TUMBLEBLEEDS, "Erik Samson"])
    mine, theirs = lay(state, 0), lay(state, 1)
    erik = dude_in_play(state, 1, "Erik Samson")

    use(state, mine, [erik, TOWN_SQUARE], ability=JOB, seat=1)
    finish_posses(state)
    assert sorted(a["card"] for a in state.legal_actions(1) if a["type"] == "pick") == sorted([mine, theirs])
    act(state, "pick", card=theirs)

    assert theirs in state.discard[1] and attachments(state, TOWN_SQUARE) == [mine]
    state.check_invariants()


def test_the_job_needs_a_tumblebleeds_on_the_town_square():
    state = game([TUMBLEBLEEDS, "Pancho Castillo"])
    card = to_hand(state, 0, TUMBLEBLEEDS)
    dude_in_play(state, 0, "Pancho Castillo")
    assert [a for a in abilities(state, card) if a["ability"] == JOB] == []
