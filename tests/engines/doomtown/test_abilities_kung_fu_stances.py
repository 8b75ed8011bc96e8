"""Jade King Stance (a dude that cannot move, with a Kung Fu rating that changes), Ten-Foot Punch and
Mantis Pinch, each performed in a real game, with what keeps them shut."""

from __future__ import annotations

from games.engines.doomtown.abilities.would import move_or_boot, send_home
from games.engines.doomtown.town import TOWN_SQUARE, bullets, home, kung_fu, value
from tests.engines.doomtown.card_scenario import abilities, deed, game, in_discard, plays, use
from tests.engines.doomtown.scenario import act, dude_in_play, is_legal, noon_seat, stack_deck, to_hand

EMRE = "Emre, The Turkish Bear (Exp.1)"  # Kung Fu 1, value 6: a pull of 7 or less passes
PASS, FAIL = "Pancho Castillo", "Clint Ramsey"  # values 5 and 11 from seat 0's deck


def test_jade_king_stance_unboots_arms_and_roots_its_dude():
    state = game([EMRE, "Jade King Stance", PASS, "Ezrael Jones"])
    emre = dude_in_play(state, 0, EMRE, at=TOWN_SQUARE, booted=True)
    ezrael = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)
    card = to_hand(state, 0, "Jade King Stance")
    stack_deck(state, 0, [PASS])
    shown = value(state, emre)
    use(state, card, [emre])
    assert not state.booted[emre] and bullets(state, emre) == 3 and kung_fu(state, emre) == 3
    assert value(state, emre) == shown + 2  # Kung Fu counts in the value
    noon_seat(state, 0)
    assert is_legal(state, "move", dude=ezrael) and not is_legal(state, "move", dude=emre)
    move_or_boot(state, 1, emre, to=home(state, 0))
    send_home(state, 1, emre)
    assert state.at[emre] == TOWN_SQUARE


def test_jade_king_stance_does_nothing_on_a_failed_test():
    state = game([EMRE, "Jade King Stance", FAIL])
    emre = dude_in_play(state, 0, EMRE, at=TOWN_SQUARE, booted=True)
    card = to_hand(state, 0, "Jade King Stance")
    stack_deck(state, 0, [FAIL])
    use(state, card, [emre])
    assert state.booted[emre] and kung_fu(state, emre) == 1


def test_ten_foot_punch_brings_its_dude_and_finds_a_technique():
    state = game([EMRE, "Ten-Foot Punch", PASS, "Jade King Stance", "Behold White Bull"], ["Clint Ramsey"])
    emre = dude_in_play(state, 0, EMRE)  # at home
    card = to_hand(state, 0, "Ten-Foot Punch")
    ezrael = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    frame = plays(state, [ezrael], [clint])
    jade, bull, *_ = stack_deck(state, 0, [PASS, "Jade King Stance", "Behold White Bull", "Avie Cline"])[1:]
    act(state, "ability", card=card, target=[emre])
    act(state, "react_pass")  # Emre's own react to his Technique comes first
    assert emre in frame["posse"][0] and kung_fu(state, emre) == 2
    assert is_legal(state, "pick", card=jade) and not is_legal(state, "pick", card=bull)  # a Tao
    act(state, "pick", card=jade)
    assert jade in state.hand[0] and bull in state.discard[0]


def test_ten_foot_punch_reveals_nothing_against_a_posse_out_of_reach():
    state = game([EMRE, "Ten-Foot Punch", PASS], ["Pancho Castillo"])
    emre = dude_in_play(state, 0, EMRE, at=TOWN_SQUARE)
    card = to_hand(state, 0, "Ten-Foot Punch")
    plays(state, [emre], [dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)])  # 3 bullets
    stack_deck(state, 0, [PASS])
    deck = len(state.deck[0])
    act(state, "ability", card=card, target=[emre])
    assert len(state.deck[0]) == deck - 1 and state.stack[-1]["kind"] != "pick"  # only the test's pull


def test_mantis_pinch_at_noon_shuts_a_printed_ability_here_for_the_day():
    state = game([EMRE, "Mantis Pinch", PASS], ["Gage Export Co.", "Clint Ramsey", "Pancho Castillo"])
    gage = deed(state, 1, "Gage Export Co.")
    emre = dude_in_play(state, 0, EMRE, at=gage)
    dude_in_play(state, 1, "Clint Ramsey", at=gage)  # an influence tie: the owner keeps control
    card = to_hand(state, 0, "Mantis Pinch")
    in_discard(state, 1, ["Pancho Castillo"])
    assert abilities(state, gage, seat=1)
    noon_seat(state, 0)
    assert {tuple(a["target"][1]) for a in abilities(state, card) if a["ability"] == 0} == {(gage, 0), (emre, "react")}
    stack_deck(state, 0, [PASS])
    use(state, card, [emre, [gage, 0]])
    assert abilities(state, gage, seat=1) == []


def test_mantis_pinch_in_a_shootout_shuts_a_react():
    state = game([EMRE, "Mantis Pinch", PASS], ["Clint Ramsey", "Pancho Castillo"], legend=None)
    emre = dude_in_play(state, 0, EMRE, at=TOWN_SQUARE)
    card = to_hand(state, 0, "Mantis Pinch")
    foes = [dude_in_play(state, 1, name, at=TOWN_SQUARE) for name in ("Clint Ramsey", "Pancho Castillo")]
    plays(state, [emre], foes)
    offered = {tuple(a["target"][1]) for a in abilities(state, card) if a["ability"] == 1}
    assert (emre, "react") in offered  # Emre's own react to his Techniques is a printed ability here
    stack_deck(state, 0, [PASS])
    act(state, "ability", card=card, target=[emre, [emre, "react"]], ability=1)
    assert state.stack[-1]["kind"] != "react"  # his react after the Technique is shut
