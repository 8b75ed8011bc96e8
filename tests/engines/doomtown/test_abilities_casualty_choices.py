"""Dudes who decide who falls and how many: Black Owl names the first casualty, Reverend Bob Hungate
spares a dude on each side, Curly Bill Brocius adds casualties for a posse with more bounty, and
Brother Petrovic makes the opponent pay as he falls."""

from __future__ import annotations

from games.engines.doomtown.abilities.reveals import hands_revealed
from games.engines.doomtown.abilities.would import lose_dude
from games.engines.doomtown.town import TOWN_SQUARE, influence, value
from tests.engines.doomtown.card_scenario import (
    LEGAL_HAND,
    abilities,
    at_resolution,
    fight,
    game,
    in_square,
    pick,
    plays,
    reacts_offered,
    resolution_fight,
    stash,
    use,
    wanted,
)
from tests.engines.doomtown.scenario import act, dude_in_play


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


def hungate_fight():
    state, frame, mine, theirs, _ = resolution_fight(
        ["Reverend Bob Hungate", "Pancho Castillo"], ["Clint Ramsey", "El Anónimo"], {0: LEGAL_HAND, 1: LEGAL_HAND}
    )
    return state, frame, mine, theirs


def test_reverend_bob_hungate_pays_to_spare_a_dude_on_each_side_this_round():
    state, frame, (hungate, pancho), (clint, other) = hungate_fight()
    before = list(state.stash)
    use(state, hungate, pancho)
    pick(state, clint)  # seat 1 chooses theirs
    paid = influence(state, pancho)
    assert state.stash == [before[0] - paid, before[1] + paid] and state.booted[hungate]
    assert casualty_choices(state, 0) == {hungate}
    state.stack.pop()
    assert casualty_choices(state, 1) == {other}


def test_reverend_bob_hungate_needs_the_rock_and_to_be_ready():
    state, frame, (hungate, pancho), _ = hungate_fight()
    stash(state, 0, influence(state, pancho) - 1)
    assert pancho not in [a["target"] for a in abilities(state, hungate)]
    state.booted[hungate] = 1
    assert abilities(state, hungate) == []


def curly_fight(their_bounty: int = 0, hands=("9H 9S 5D 8C KD", LEGAL_HAND)):
    """Curly Bill (1 bounty) and Pancho against Clint (``their_bounty``) and El Anónimo in the town
    square, with these hands revealed."""
    state = game(["Curly Bill Brocius", "Pancho Castillo"], ["Clint Ramsey", "El Anónimo"])
    curly, pancho = in_square(state, 0, "Curly Bill Brocius", "Pancho Castillo")
    clint, other = in_square(state, 1, "Clint Ramsey", "El Anónimo")
    wanted(state, curly)
    wanted(state, clint, their_bounty)
    frame = fight(state, [curly, pancho], [clint, other])
    at_resolution(state, frame, dict(enumerate(hands)), {0: curly, 1: clint})
    return state, frame, curly, pancho


def test_curly_bill_gives_a_bounty_after_showing_the_higher_hand():
    state, frame, curly, pancho = curly_fight()
    hands_revealed(state, frame)
    pick(state, pancho)
    assert state.bounty[pancho] == 1


def test_curly_bill_gives_no_bounty_after_showing_the_lower_hand():
    state, frame, curly, pancho = curly_fight(hands=(LEGAL_HAND, "9H 9S 5D 8C KD"))
    hands_revealed(state, frame)
    assert state.stack[-1]["kind"] != "pick"


def test_curly_bill_adds_two_casualties_after_a_won_round_with_more_bounty():
    state, frame, curly, pancho = curly_fight()
    assert reacts_offered(state) == [curly] and frame["casualties"] == [0, 1]
    act(state, "react", card=curly)
    assert frame["casualties"] == [0, 3] and state.booted[curly]


def test_curly_bill_has_no_react_when_their_posse_holds_as_much_bounty():
    state, frame, curly, pancho = curly_fight(their_bounty=1)
    assert reacts_offered(state) == []


def petrovic_falls(their_rock: int = 10):
    """Brother Petrovic (influence 2) fights Clint and is taken as his side's casualty."""
    state = game(["Brother Petrovic"], ["Clint Ramsey"])
    petrovic = dude_in_play(state, 0, "Brother Petrovic", at=TOWN_SQUARE)
    plays(state, [petrovic], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    stash(state, 1, their_rock)
    state.stack.append({"kind": "casualties", "seat": 0, "left": 1, "first": True})
    act(state, "casualty", card=petrovic, how="discard")
    return state, petrovic


def test_brother_petrovic_falling_in_a_shootout_makes_the_opponent_pay_his_influence():
    state, petrovic = petrovic_falls()
    before = state.stash[0]
    assert reacts_offered(state) == [petrovic]
    act(state, "react", card=petrovic)
    assert state.stash == [before + 2, 8]
    while state.stack[-1]["kind"] == "react":
        act(state, "react_pass")
    assert petrovic in state.discard[0]  # his react does not stop the discard


def test_brother_petrovic_takes_what_the_opponent_has():
    state, petrovic = petrovic_falls(their_rock=1)
    act(state, "react", card=petrovic)
    assert state.stash[1] == 0


def test_brother_petrovic_discarded_outside_a_shootout_has_no_react():
    state = game(["Brother Petrovic"])
    petrovic = dude_in_play(state, 0, "Brother Petrovic")
    lose_dude(state, petrovic, ace=False)
    assert reacts_offered(state) == [] and petrovic in state.discard[0]
