"""Dudes whose abilities bring dudes into a shootout's posses: Adrián Vallejo rides in on his
Horse after a card ability moved a dude there and into a posse; Wang Men Wu's Gunslinger stands
in the defending posse until the shooters are declared, and his Combos ignore token dudes."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.joining import gunslinger_joins
from games.engines.doomtown.abilities.techniques import combo_offers
from games.engines.doomtown.town import TOWN_SQUARE, home
from tests.engines.doomtown.card_scenario import fight, game, give, in_square, reacts_offered, use
from tests.engines.doomtown.scenario import act, dude_in_play, noon_seat, to_hand


def adrian_at_home(horse: bool):
    """Pancho fights Clint in the town square; Erik (with Pinto) and Adrián (with Mustang if
    ``horse``) wait at seat 0's home."""
    state = game(["Adrián Vallejo", "Pinto", "Mustang", "Erik Samson", "Pancho Castillo"], ["Clint Ramsey"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    erik = dude_in_play(state, 0, "Erik Samson")
    adrian = dude_in_play(state, 0, "Adrián Vallejo")
    pinto = give(state, 0, "Pinto", erik)
    if horse:
        give(state, 0, "Mustang", adrian)
    frame = fight(state, [pancho], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    flow.advance(state)
    return state, frame, adrian, erik, pinto


def test_adrian_vallejo_rides_into_the_posse_after_a_card_ability_moved_a_dude_there():
    state, frame, adrian, erik, pinto = adrian_at_home(horse=True)
    use(state, pinto)  # Pinto moves Erik from home into the posse
    assert erik in frame["posse"][0]
    assert reacts_offered(state) == [adrian]
    act(state, "react", card=adrian)
    assert adrian in frame["posse"][0] and state.at[adrian] == TOWN_SQUARE and not state.booted[adrian]
    state.check_invariants()


def test_adrian_vallejo_stays_without_a_horse_or_when_nobody_was_moved():
    state, frame, adrian, _, pinto = adrian_at_home(horse=False)
    use(state, pinto)
    assert reacts_offered(state) == [] and adrian not in frame["posse"][0]
    state, frame, adrian, _, _ = adrian_at_home(horse=True)
    gunslinger_joins(state, frame, 0)  # a token entering play at the fight was not moved there
    flow.advance(state)
    assert reacts_offered(state) == [] and state.at[adrian] == home(state, 0)


# ---- Wang Men Wu ---------------------------------------------------------------------------------


def wang_called_out():
    """Seat 0's Clint calls out seat 1's Wang Men Wu in the town square (seat 0 holds a shootout
    play, so the plays wait for it); the posses are formed."""
    state = game(["Clint Ramsey", "Sun in Yer Eyes"], ["Wang Men Wu", "Pancho Castillo"])
    to_hand(state, 0, "Sun in Yer Eyes")
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    wang = dude_in_play(state, 1, "Wang Men Wu", at=TOWN_SQUARE)
    return state, posses_formed(state, clint, wang), clint, wang


def posses_formed(state, dude: int, mark: int) -> dict:
    """Seat 0's ``dude`` calls out ``mark``, who accepts; both posses stay as they are."""
    noon_seat(state, 0)
    act(state, "callout", dude=dude, mark=mark)
    act(state, "accept")
    act(state, "posse_done")
    act(state, "posse_done")
    return next(f for f in state.stack if f["kind"] == "shootout")


def test_wang_men_wu_brings_a_booted_gunslinger_that_leaves_before_shooters_are_declared():
    state, frame, _, wang = wang_called_out()
    assert state.to_act() == [1] and reacts_offered(state) == [wang]
    act(state, "react", card=wang)
    gunslinger = frame["posse"][1][-1]
    assert state.table[gunslinger].card.token and state.booted[gunslinger]
    while state.stack[-1]["kind"] == "plays":
        act(state, "pass")
    assert frame["posse"][1] == [wang] and gunslinger in state.removed[1]
    state.check_invariants()


def test_wang_men_wu_does_not_react_for_the_leader():
    state = game(["Wang Men Wu"], ["Clint Ramsey"])
    wang = dude_in_play(state, 0, "Wang Men Wu", at=TOWN_SQUARE)
    posses_formed(state, wang, dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE))
    assert reacts_offered(state) == []


def lunar_leap_combo(dude: str) -> list[dict]:
    """``dude`` (seat 0, Rabbit's Lunar Leap attached, Rabbit's Deception in hand) and a Gunslinger
    token against two dudes: the Combo offers (Lunar Leap's Combo: the opposing posse is larger)."""
    state = game([dude, "Rabbit's Lunar Leap", "Rabbit's Deception"], ["Clint Ramsey", "Pancho Castillo"])
    performer = dude_in_play(state, 0, dude, at=TOWN_SQUARE)
    give(state, 0, "Rabbit's Lunar Leap", performer)
    to_hand(state, 0, "Rabbit's Deception")
    frame = fight(state, [performer], in_square(state, 1, "Clint Ramsey", "Pancho Castillo"))
    gunslinger_joins(state, frame, 0)
    return combo_offers(state, 0)


def test_wang_men_wu_combos_ignore_his_players_token_dudes():
    assert any(offer["type"] == "combo" for offer in lunar_leap_combo("Wang Men Wu"))
    assert lunar_leap_combo("Yunxu Jiang") == []  # two against two: no Combo
