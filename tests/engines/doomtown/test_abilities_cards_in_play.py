"""Goods, dudes, deeds and spells: each card's ability or trait in a real game, and its limits."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.rounds import settle
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    bullet_type,
    bullets,
    home,
    influence,
    upkeep,
    value,
)
from games.engines.doomtown.town import control_points_of_card as control
from tests.engines.doomtown.card_scenario import abilities, armed_duel, deed, fight, game, give, use
from tests.engines.doomtown.scenario import dude_in_play, named, take


def on_top(state, seat: int, name: str) -> int:
    """Put a card of that name on top of the seat's deck (the next pull)."""
    card = named(state, seat, name)
    take(state, card)
    state.deck[seat].append(card)
    return card


# ---- goods -------------------------------------------------------------------------------------


def test_pearl_handled_revolver_makes_its_dude_a_stud():
    state = game(["Pearl-Handled Revolver", "Erik Samson"])
    erik = dude_in_play(state, 0, "Erik Samson")
    assert bullet_type(state, erik) == "draw"
    give(state, 0, "Pearl-Handled Revolver", erik)
    assert bullet_type(state, erik) == "stud"


def test_rapier_adds_value_and_loses_its_bullets_against_an_unbooted_gun():
    state = game(["Rapier", "Clint Ramsey"], ["Pearl-Handled Revolver", "Erik Samson"])
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    rapier = give(state, 0, "Rapier", clint)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    gun = give(state, 1, "Pearl-Handled Revolver", erik)
    assert value(state, clint) == 12 and bullets(state, clint) == 4

    fight(state, [clint], [erik], step="shooters")
    assert bullets(state, clint) == 2
    state.booted[gun] = 1
    assert bullets(state, clint) == 4
    assert rapier in state.play[0]


def test_winchester_boots_its_dude_for_a_bullet_and_a_stud():
    state, erik, rifle, _ = armed_duel("Erik Samson", "Winchester Model 1873", "Clint Ramsey")
    before = bullets(state, erik)

    use(state, rifle)

    assert state.booted[erik] and state.booted[rifle]
    assert bullets(state, erik) == before + 1 and bullet_type(state, erik) == "stud"


def test_winchester_needs_an_unbooted_dude():
    state = game(["Winchester Model 1873", "Erik Samson"], ["Clint Ramsey"])
    erik = dude_in_play(state, 0, "Erik Samson", at=TOWN_SQUARE, booted=True)
    give(state, 0, "Winchester Model 1873", erik)
    fight(state, [erik], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    flow.advance(state)
    assert state.stack[-1]["kind"] != "plays"


def test_shotgun_aces_an_opposing_dude_with_value_below_its_dudes_bullets():
    state = game(["Shotgun", "Pancho Castillo"], ["Walter Jameson", "Clint Ramsey"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    gun = give(state, 0, "Shotgun", pancho)
    walter = dude_in_play(state, 1, "Walter Jameson", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    fight(state, [pancho], [walter, clint])
    flow.advance(state)
    assert [a["target"] for a in abilities(state, gun)] == [walter]  # Clint's value 11 is too high

    use(state, gun, walter)

    assert walter in state.boot_hill[1]
    state.check_invariants()


def test_pinto_brings_its_dude_into_the_posse_even_booted():
    state = game(["Pinto", "Erik Samson", "Pancho Castillo"], ["Clint Ramsey"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    erik = dude_in_play(state, 0, "Erik Samson", booted=True)
    pinto = give(state, 0, "Pinto", erik)
    frame = fight(state, [pancho], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    flow.advance(state)

    use(state, pinto)

    assert erik in frame["posse"][0] and state.at[erik] == TOWN_SQUARE
    state.check_invariants()


def test_guide_horse_rides_to_the_town_square_once_unbooted():
    state = game(["Guide Horse", "Erik Samson"])
    erik = dude_in_play(state, 0, "Erik Samson")
    horse = give(state, 0, "Guide Horse", erik)

    use(state, horse)

    assert state.at[erik] == TOWN_SQUARE and state.booted[horse] and not state.booted[erik]
    state.at[erik] = home(state, 0)
    assert abilities(state, horse) == []  # booted


def test_silver_weaved_staff_boots_an_opposing_spell():
    state = game(["Silver-Weaved Staff", "Erik Samson"], ["Nicodemus Whateley", "Blood Curse"])
    erik = dude_in_play(state, 0, "Erik Samson", at=TOWN_SQUARE)
    staff = give(state, 0, "Silver-Weaved Staff", erik)
    nico = dude_in_play(state, 1, "Nicodemus Whateley", at=TOWN_SQUARE)
    hex_card = give(state, 1, "Blood Curse", nico)
    fight(state, [erik], [nico])
    flow.advance(state)

    use(state, staff, hex_card)

    assert state.booted[hex_card]


# ---- dudes -------------------------------------------------------------------------------------


def test_bobo_adds_the_highest_huckster_rating_in_play():
    state = game(["Bobo"], ["Nicodemus Whateley"])
    bobo = dude_in_play(state, 0, "Bobo")
    assert bullets(state, bobo) == 1
    dude_in_play(state, 1, "Nicodemus Whateley")
    assert bullets(state, bobo) == 4


def test_lane_healey_rides_better_and_cheaper_with_a_horse():
    state = game(["Lane Healey", "Guide Horse"])
    lane = dude_in_play(state, 0, "Lane Healey")
    before = upkeep(state, 0, lane)
    give(state, 0, "Guide Horse", lane)
    assert bullets(state, lane) == 3 and upkeep(state, 0, lane) == before - 1


def test_erik_samson_is_a_stud_with_a_melee_weapon_and_influential_with_mystical_goods():
    state = game(["Erik Samson", "Silver-Weaved Staff"])
    erik = dude_in_play(state, 0, "Erik Samson")
    give(state, 0, "Silver-Weaved Staff", erik)
    assert bullet_type(state, erik) == "stud" and influence(state, erik) == 2


def test_miranda_clarke_gains_influence_with_control_and_bullets_with_bounty():
    state = game(["Miranda Clarke"])
    miranda = dude_in_play(state, 0, "Miranda Clarke")
    state.bounty[miranda], state.bank = 2, state.bank - 2
    assert bullets(state, miranda) == 2 and influence(state, miranda) == 1
    state.effects.append({"stat": "control", "card": miranda, "amount": 1, "until": "turn"})
    assert influence(state, miranda) == 2


def test_walter_jameson_gains_influence_at_an_opponents_deed():
    state = game(["Walter Jameson"], ["Charlie's Place"])
    walter = dude_in_play(state, 0, "Walter Jameson")
    saloon = deed(state, 1, "Charlie's Place")
    assert influence(state, walter) == 1
    state.at[walter] = saloon
    assert influence(state, walter) == 2


def test_pagliaccio_weakens_an_opposing_dude_once_and_not_when_booted():
    state = game(["Pagliaccio"], ["Clint Ramsey"])
    clown = dude_in_play(state, 0, "Pagliaccio", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    fight(state, [clown], [clint])
    flow.advance(state)

    use(state, clown, clint)

    assert bullets(state, clint) == 1 and value(state, clint) == 10 and state.booted[clown]
    assert abilities(state, clown) == []


def test_tommy_harden_raises_the_rank_against_a_cheater_by_two_with_a_legal_hand():
    state = game(["Tommy Harden"], ["Clint Ramsey"])
    tommy = dude_in_play(state, 0, "Tommy Harden", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    frame = fight(state, [tommy], [clint], step="tally")
    frame.update(
        hands=[{"rank": 1, "cheatin": False}, {"rank": 2, "cheatin": True}], cheatin=[False, True], rank_bonus=[0, 0]
    )
    settle(state, frame)
    assert frame["rank_bonus"] == [2, 0]
    frame.update(cheatin=[False, False], rank_bonus=[0, 0])
    settle(state, frame)
    assert frame["rank_bonus"] == [0, 0]


# ---- deeds -------------------------------------------------------------------------------------


def test_circle_m_ranch_draws_only_with_three_cards_or_fewer_in_hand():
    state = game(["Circle M Ranch"])
    ranch = deed(state, 0, "Circle M Ranch")
    while len(state.hand[0]) > 4:
        state.deck[0].append(state.hand[0].pop())
    while len(state.hand[0]) < 4:
        state.hand[0].append(state.deck[0].pop())
    assert abilities(state, ranch) == []
    state.deck[0].append(state.hand[0].pop())

    use(state, ranch)

    assert len(state.hand[0]) == 4


def test_yan_lis_tailoring_gives_a_dude_influence_for_the_turn():
    state = game(["Yan Li's Tailoring", "Erik Samson"])
    tailor = deed(state, 0, "Yan Li's Tailoring")
    erik = dude_in_play(state, 0, "Erik Samson")
    use(state, tailor, erik)
    assert influence(state, erik) == 2
    flow._dawn(state, {"step": "dawn"})
    assert influence(state, erik) == 1


def test_the_mayors_office_changes_a_nearby_dudes_influence_not_a_far_one():
    state = game(["The Mayor's Office", "Erik Samson"], ["Clint Ramsey"])
    office = deed(state, 0, "The Mayor's Office")
    erik = dude_in_play(state, 0, "Erik Samson", at=office)
    far = dude_in_play(state, 1, "Clint Ramsey")
    assert far not in {a["target"][0] for a in abilities(state, office)}

    use(state, office, [erik, -1])

    assert influence(state, erik) == 0


def test_charlies_place_changes_the_bullets_of_a_dude_there():
    state = game(["Charlie's Place", "Erik Samson"])
    saloon = deed(state, 0, "Charlie's Place")
    erik = dude_in_play(state, 0, "Erik Samson", at=saloon)
    use(state, saloon, [erik, 2])
    assert bullets(state, erik) == 4


def test_nickel_night_inn_boots_a_nearby_low_value_dude():
    state = game(["Nickel Night Inn", "Nicodemus Whateley"], ["Walter Jameson", "Clint Ramsey"])
    inn = deed(state, 0, "Nickel Night Inn")
    dude_in_play(state, 0, "Nicodemus Whateley", at=inn)  # 3 influence keeps the inn
    walter = dude_in_play(state, 1, "Walter Jameson", at=inn)
    dude_in_play(state, 1, "Clint Ramsey", at=inn)
    assert [a["target"] for a in abilities(state, inn)] == [walter]
    use(state, inn, walter)
    assert state.booted[walter]


def test_railroad_station_moves_your_dude_from_it_without_booting():
    state = game(["Railroad Station", "Erik Samson"])
    station = deed(state, 0, "Railroad Station")
    erik = dude_in_play(state, 0, "Erik Samson", at=station)
    use(state, station, [erik, TOWN_SQUARE])
    assert state.at[erik] == TOWN_SQUARE and not state.booted[erik]


def test_a_deed_ability_belongs_to_the_deeds_controller():
    state = game(["Railroad Station", "Erik Samson"], ["Jessica Patchett"])
    station = deed(state, 0, "Railroad Station")
    dude_in_play(state, 0, "Erik Samson", at=station)
    dude_in_play(state, 1, "Jessica Patchett", at=station)  # 3 influence takes the deed
    assert abilities(state, station) == []


def test_hustings_lowers_the_influence_of_others_booted_at_home():
    state = game(["Hustings"], ["Clint Ramsey"])
    deed(state, 0, "Hustings")
    clint = dude_in_play(state, 1, "Clint Ramsey", booted=True)
    assert influence(state, clint) == 0
    state.booted[clint] = 0
    assert influence(state, clint) == 1


def test_huntsmens_society_lowers_the_upkeep_of_nearby_high_value_dudes():
    state = game(["Huntsmen's Society", "Clint Ramsey", "Walter Jameson"])
    society = deed(state, 0, "Huntsmen's Society")
    clint = dude_in_play(state, 0, "Clint Ramsey", at=society)
    walter = dude_in_play(state, 0, "Walter Jameson", at=society)
    printed = state.table[clint].num("upkeep")
    assert upkeep(state, 0, clint) == max(0, printed - 1)
    assert upkeep(state, 0, walter) == state.table[walter].num("upkeep")


def test_cattle_market_raises_values_there_and_control_beside_another_ranch():
    state = game(["Cattle Market", "Circle M Ranch", "Walter Jameson"])
    market = deed(state, 0, "Cattle Market")
    walter = dude_in_play(state, 0, "Walter Jameson", at=market)
    printed = state.table[market].num("control")
    assert value(state, walter) == 4 and control(state, market) == printed
    deed(state, 0, "Circle M Ranch")
    assert control(state, market) == printed + 1


# ---- spells ------------------------------------------------------------------------------------


def test_blood_curse_weakens_a_nearby_dude_when_the_hex_succeeds():
    state = game(["Blood Curse", "Nicodemus Whateley", "Clint Ramsey"], ["Erik Samson"])
    nico = dude_in_play(state, 0, "Nicodemus Whateley")
    curse = give(state, 0, "Blood Curse", nico)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    on_top(state, 0, "Clint Ramsey")  # 11 + Huckster 3 beats 9

    use(state, curse, erik)

    assert influence(state, erik) == 0 and bullets(state, erik) == 1 and state.booted[curse]


def test_blood_curse_does_nothing_when_the_hex_fails():
    state = game(["Blood Curse", "Nicodemus Whateley", "Walter Jameson"], ["Erik Samson"])
    nico = dude_in_play(state, 0, "Nicodemus Whateley")
    curse = give(state, 0, "Blood Curse", nico)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    on_top(state, 0, "Walter Jameson")  # 1 + 3 misses 9

    use(state, curse, erik)

    assert influence(state, erik) == 1 and state.booted[curse]


def test_paralysis_mark_boots_a_dude_here_against_their_value():
    state = game(["Paralysis Mark", "Nicodemus Whateley", "Clint Ramsey"], ["Walter Jameson"])
    nico = dude_in_play(state, 0, "Nicodemus Whateley", at=TOWN_SQUARE)
    mark = give(state, 0, "Paralysis Mark", nico)
    walter = dude_in_play(state, 1, "Walter Jameson", at=TOWN_SQUARE)
    on_top(state, 0, "Clint Ramsey")

    use(state, mark, walter)

    assert state.booted[walter]
