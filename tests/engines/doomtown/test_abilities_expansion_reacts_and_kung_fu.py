"""React action cards played from the hand (Get Off My Land!, Shan Fan Showdown!) and Noon and
Cheatin' Techniques (Mind of Quicksilver, Seizing the Pearl of Death), each in a real game with
what keeps it shut (not enough ghost rock, the wrong dude or deed, a failed Kung Fu test)."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.effects import acting
from games.engines.doomtown.abilities.reacts import after
from games.engines.doomtown.abilities.rounds import reduce_casualties
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type, influence
from tests.engines.doomtown.card_scenario import (
    CHEATIN_HAND,
    LEGAL_HAND,
    abilities,
    at_resolution,
    deed,
    fight,
    game,
    give,
    on_top,
    reacts_offered,
    stash,
    use,
)
from tests.engines.doomtown.scenario import act, dude_in_play, is_legal, to_hand

LEGAL, CHEATIN = LEGAL_HAND, CHEATIN_HAND


# ---- Get Off My Land! -------------------------------------------------------------------------------


def land_grab():
    """Seat 1's El Anónimo (influence 2) may move onto seat 0's Cattle Market at the right end of the
    street, next to seat 0's home where Pancho stands; seat 0 holds the card."""
    state = game(["Get Off My Land!", "Pancho Castillo", "Cattle Market"], ["El Anónimo"])
    card = to_hand(state, 0, "Get Off My Land!")
    market = deed(state, 0, "Cattle Market")
    pancho = dude_in_play(state, 0, "Pancho Castillo")
    anon = dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)
    return state, card, market, pancho, anon


def test_get_off_my_land_follows_an_intruder_onto_your_deed_for_their_influence():
    state, card, market, pancho, anon = land_grab()
    stash(state, 0, 2)
    state.stack[-1]["seat"] = 1
    act(state, "move", dude=anon, to=market)
    assert reacts_offered(state) == [card]
    act(state, "react", card=card)
    act(state, "pick", card=pancho)
    assert state.at[pancho] == market and state.stash[0] == 0 and card in state.discard[0]


def test_get_off_my_land_needs_the_intruders_influence_in_ghost_rock():
    state, card, market, pancho, anon = land_grab()
    stash(state, 0, 1)
    state.stack[-1]["seat"] = 1
    act(state, "move", dude=anon, to=market)
    assert reacts_offered(state) == [] and card in state.hand[0]


def test_get_off_my_land_ignores_moves_to_the_town_square():
    state, card, market, pancho, anon = land_grab()
    state.at[anon] = market
    state.stack[-1]["seat"] = 1
    act(state, "move", dude=anon, to=TOWN_SQUARE)
    assert reacts_offered(state) == []


# ---- Shan Fan Showdown! -----------------------------------------------------------------------------


def showdown(knife: bool = True):
    state = game(["Shan Fan Showdown!", "Pancho Castillo", "Bowie Knife"], ["Clint Ramsey"])
    card = to_hand(state, 0, "Shan Fan Showdown!")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE, booted=True)
    if knife:
        give(state, 0, "Bowie Knife", pancho)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    frame = fight(state, [pancho], [clint])
    after(state, "posses_formed")
    flow.advance(state)
    return state, card, pancho, clint, frame


def test_shan_fan_showdown_makes_a_melee_stud_and_locks_ranks_and_casualties():
    state, card, pancho, clint, frame = showdown()
    act(state, "react", card=card)
    act(state, "pick", card=pancho)
    assert not state.booted[pancho] and bullet_type(state, pancho) == "stud"
    with acting(0, None, "shootout"):
        reduce_casualties(state, frame, 0, 2)
    assert not any(frame.get("fewer_casualties", [0, 0]))
    with acting(0, None, "cheatin"):
        reduce_casualties(state, frame, 0, 2)
    assert frame["fewer_casualties"][0] == 2


def test_shan_fan_showdown_needs_a_melee_weapon_in_your_posse():
    state, card, pancho, clint, frame = showdown(knife=False)
    assert reacts_offered(state) == []


# ---- Mind of Quicksilver -----------------------------------------------------------------------------


def kung_fu(card: str, theirs=("Clint Ramsey",)):
    """Xui Yin Chen (Kung Fu 3, value 4 + 3) holds ``card``."""
    state = game(["Xui Yin Chen", card, "Walter Jameson", "Clint Ramsey"], list(theirs))
    xui = dude_in_play(state, 0, "Xui Yin Chen")
    return state, to_hand(state, 0, card), xui


def test_mind_of_quicksilver_draws_a_card_at_noon():
    state, card, xui = kung_fu("Mind of Quicksilver")
    on_top(state, 0, "Walter Jameson")  # 1: passes
    hand = len(state.hand[0])
    use(state, card, [xui])
    assert len(state.hand[0]) == hand  # the card played, one drawn


def test_mind_of_quicksilver_fails_on_a_pull_above_the_dudes_value():
    state, card, xui = kung_fu("Mind of Quicksilver")
    on_top(state, 0, "Clint Ramsey")  # 11 > 7
    hand = len(state.hand[0])
    use(state, card, [xui])
    assert len(state.hand[0]) == hand - 1


def test_mind_of_quicksilver_unboots_its_dude_and_keeps_the_pulled_card_in_a_shootout():
    state, card, xui = kung_fu("Mind of Quicksilver")
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    state.at[xui] = TOWN_SQUARE
    state.booted[xui] = 1
    fight(state, [xui], [clint])
    flow.advance(state)
    pulled = on_top(state, 0, "Walter Jameson")
    use(state, card, [xui], ability=1)  # its second Technique: the Shootout one
    assert not state.booted[xui] and pulled in state.hand[0]


# ---- Seizing the Pearl of Death ----------------------------------------------------------------------


def pearl_fight(their_hand: str):
    """Xui, holding Seizing the Pearl of Death, against Clint in the town square, hands shown."""
    state, card, xui = kung_fu("Seizing the Pearl of Death")
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    state.at[xui] = TOWN_SQUARE
    frame = fight(state, [xui], [clint])
    at_resolution(state, frame, {0: LEGAL, 1: their_hand}, {0: xui, 1: clint})
    return state, card, xui, clint, frame


def test_seizing_the_pearl_sends_a_dude_home_and_shifts_casualties_with_a_legal_hand():
    state, card, xui, clint, frame = pearl_fight(CHEATIN)
    on_top(state, 0, "Walter Jameson")
    before = influence(state, xui)
    use(state, card, [xui, clint])
    assert clint not in frame["posse"][1] and state.at[clint] == state.table.outfits[1]
    assert frame["fewer_casualties"][0] == 1 and frame["more_casualties"][1] == 1
    assert influence(state, xui) == before + 1


def test_seizing_the_pearl_is_not_offered_without_a_cheater():
    state, card, xui, clint, frame = pearl_fight(LEGAL)
    assert abilities(state, card) == [] and not is_legal(state, "ability", card=card)
