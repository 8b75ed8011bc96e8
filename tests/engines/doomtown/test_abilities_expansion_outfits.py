"""Outfits of the packs beyond the base set: each in a real game, with what keeps its ability closed."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.core import HOOKS
from games.engines.doomtown.abilities.costs import paid_from_hand, play_cost
from games.engines.doomtown.abilities.inventing import invent
from games.engines.doomtown.abilities.paying import pay_opponent
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    adjusted_stat,
    bullet_type,
    control_points,
    control_points_of_card,
    deed_controller,
)
from tests.engines.doomtown.card_scenario import (
    abilities,
    at_resolution,
    code,
    deed,
    fight,
    finish_posses,
    game,
    give,
    in_discard,
    pick,
    stash,
    use,
    wanted,
)
from tests.engines.doomtown.scenario import act, dude_in_play, named


def outfit_game(outfit: str, mine: list[str], theirs: list[str] = ()):
    state = game(mine, theirs, outfit=code(outfit))
    return state, state.table.outfits[0]


def picks(state) -> list:
    seat = state.to_act()[0]
    return [a.get("card", a.get("choice")) for a in state.legal_actions(seat) if a["type"] == "pick"]


# ---- Property Is Theft -----------------------------------------------------------------------------


def test_property_is_theft_makes_a_cheater_pay_its_player_against_a_legal_hand_and_the_bank_otherwise():
    state, outfit = outfit_game("Property Is Theft", ["Pancho Castillo"], ["Erik Samson"])
    frame = fight(state, [dude_in_play(state, 0, "Pancho Castillo")], [dude_in_play(state, 1, "Erik Samson")])
    at_resolution(state, frame, {0: "2H 3H 5D 8C KD", 1: "JS JS 8S 5S 8D"}, {})
    trait = HOOKS["hands_revealed"][code("Property Is Theft")]
    mine, theirs, bank = state.stash[0], state.stash[1], state.bank
    trait(state, outfit, {0: False, 1: True})
    assert (state.stash[0], state.stash[1], state.bank) == (mine + 1, theirs - 1, bank)
    trait(state, outfit, {0: True, 1: True})  # both cheated: the cheater pays the bank
    assert (state.stash[0], state.stash[1], state.bank) == (mine + 1, theirs - 2, bank + 1)
    stash(state, 1, 0)
    trait(state, outfit, {0: False, 1: True})  # nothing to pay with
    assert state.stash[0] == mine + 1
    trait(state, outfit, {0: True, 1: False})  # its own player's cheatin' costs nothing here
    assert state.stash[0] == mine + 1


def test_property_is_theft_draws_after_its_player_pays_another_and_may_discard_the_same_number():
    state, outfit = outfit_game("Property Is Theft", ["Pancho Castillo"])
    hand = len(state.hand[0])
    pay_opponent(state, 1, 0, 1)  # the other player paying opens nothing for this outfit
    assert state.stack[-1]["kind"] == "noon"
    pay_opponent(state, 0, 1, 1)
    flow.advance(state)
    act(state, "react", card=outfit)
    assert state.booted[outfit] and len(state.hand[0]) == hand + 1
    pick(state, state.hand[0][0])
    assert len(state.hand[0]) == hand and state.stack[-1]["kind"] != "pick"
    pay_opponent(state, 0, 1, 1)  # booted now: no window
    flow.advance(state)
    assert not any(a["type"] == "react" for a in state.legal_actions(state.to_act()[0]))


def test_property_is_theft_draws_two_when_the_payment_happens_in_a_shootout():
    state, outfit = outfit_game("Property Is Theft", ["Pancho Castillo", "Shotgun", "Allie Hensman"], ["Erik Samson"])
    fight(state, [dude_in_play(state, 0, "Pancho Castillo")], [dude_in_play(state, 1, "Erik Samson")])
    hand = len(state.hand[0])
    pay_opponent(state, 0, 1, 2)
    flow.advance(state)
    act(state, "react", card=outfit)
    assert len(state.hand[0]) == hand + 2
    pick(state, "done")  # the discards are optional
    assert len(state.hand[0]) == hand + 2


# ---- Office of Ancestral Affairs ---------------------------------------------------------------------


def test_office_of_ancestral_affairs_job_needs_three_bullets_then_adds_a_control_point_and_a_totem():
    state, outfit = outfit_game(
        "Office of Ancestral Affairs", ["Pancho Castillo", "Allie Hensman", "Raven's Ruin"], ["General Store"]
    )
    store = deed(state, 1, "General Store")
    allie = dude_in_play(state, 0, "Allie Hensman", at=TOWN_SQUARE)  # 2 bullets: short of 3
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)  # 3 bullets
    totem = in_discard(state, 0, ["Raven's Ruin"])[0]
    assert [allie, store] in [a["target"] for a in abilities(state, outfit)]
    use(state, outfit, [allie, store])
    finish_posses(state)
    assert control_points_of_card(state, store) == 1  # the job failed
    state.booted[outfit] = 0
    state.used = []
    use(state, outfit, [pancho, store])
    finish_posses(state)
    assert control_points_of_card(state, store) == 2
    assert totem in picks(state)
    pick(state, totem)
    assert state.attached_to[totem] == store and totem not in state.discard[0]
    state.booted[outfit] = 0
    state.used = []
    assert not any(t[1] == store for t in (a["target"] for a in abilities(state, outfit)))  # 2 control points now


# ---- Bayou Vermilion Railroad --------------------------------------------------------------------------


def test_bayou_vermilion_railroad_takes_one_off_the_first_mystical_card_each_turn():
    state, _ = outfit_game("Bayou Vermilion Railroad", ["Stone's Colt Dragoons", "Shotgun"])
    colts, shotgun = named(state, 0, "Stone's Colt Dragoons"), named(state, 0, "Shotgun")
    assert play_cost(state, 0, colts, None) == 0 and play_cost(state, 0, shotgun, None) == 3
    paid_from_hand(state, 0, shotgun)  # not Mystical: the discount stays
    assert play_cost(state, 0, colts, None) == 0
    paid_from_hand(state, 0, colts)
    assert play_cost(state, 0, colts, None) == 1


def test_bayou_vermilion_railroad_boots_a_mystical_card_at_a_deed_to_shut_the_deed_until_after_upkeep():
    state, outfit = outfit_game(
        "Bayou Vermilion Railroad", ["Stone's Colt Dragoons", "Pancho Castillo"], ["General Store"]
    )
    store = deed(state, 1, "General Store")
    pancho = dude_in_play(state, 0, "Pancho Castillo")  # at home: not a deed
    colts = give(state, 0, "Stone's Colt Dragoons", pancho)
    assert abilities(state, outfit) == []
    state.at[pancho] = store
    rock = state.stash[0]
    use(state, outfit, [colts, "shut"])
    assert state.booted[colts] and state.stash[0] == rock + 1
    assert control_points_of_card(state, store) == 0 and adjusted_stat(state, "production", store, 1) == 0
    state.booted[colts] = 0
    assert abilities(state, outfit) == []  # the outfit is booted


# ---- Fort 51 ---------------------------------------------------------------------------------------


def test_fort_51_gives_bounty_after_a_gadget_weapon_is_invented_to_a_dude_of_lower_printed_influence():
    state, outfit = outfit_game("Fort 51", ["Pancho Castillo", "Hydro-Puncher", "Mechanical Horse"], ["Allie Hensman"])
    pancho = dude_in_play(state, 0, "Pancho Castillo")
    allie = dude_in_play(state, 1, "Allie Hensman")  # printed influence 0, under the Puncher's cost of 1
    horse = named(state, 0, "Mechanical Horse")
    invent(state, 0, pancho, horse, pancho, easier=20)
    assert horse in state.play[0]  # invented
    assert state.stack[-1]["kind"] == "noon"  # not a Weapon: no react
    puncher = named(state, 0, "Hydro-Puncher")
    invent(state, 0, pancho, puncher, pancho, easier=20)
    assert puncher in state.play[0]  # invented
    flow.advance(state)
    act(state, "react", card=outfit)
    pick(state, allie)
    assert state.bounty[allie] == 1 and not state.booted[outfit]


def test_fort_51_boots_a_gadget_away_from_home_to_take_bounty_off_an_opposing_dude():
    state, outfit = outfit_game("Fort 51", ["Pancho Castillo", "Mechanical Horse"], ["Allie Hensman"])
    pancho = dude_in_play(state, 0, "Pancho Castillo")
    horse = give(state, 0, "Mechanical Horse", pancho)
    allie = dude_in_play(state, 1, "Allie Hensman")
    wanted(state, allie, 2)
    assert abilities(state, outfit) == []  # the Gadget is at home
    state.at[pancho] = TOWN_SQUARE
    rock = state.stash[0]
    use(state, outfit, [horse, allie])
    assert state.bounty[allie] == 1 and state.stash[0] == rock + 1 and state.booted[horse]
    pick(state, "done")
    assert abilities(state, outfit) == []


# ---- Smith & Robards Trade Show ----------------------------------------------------------------------


def test_smith_and_robards_trade_show_trades_a_card_and_its_gadget_holds_a_place_it_controls_not_owns():
    mine = ["Pancho Castillo", "Mechanical Horse"]
    state, outfit = outfit_game("Smith & Robards Trade Show", mine, ["General Store"])
    store = deed(state, 1, "General Store")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=store)
    horse = give(state, 0, "Mechanical Horse", pancho)
    assert deed_controller(state, store) == 0
    points, hand = control_points(state, 0), len(state.hand[0])
    use(state, outfit, horse)
    act(state, "pick", card=state.hand[0][0])
    assert len(state.hand[0]) == hand and state.booted[horse]
    assert control_points(state, 0) == points + 1
    state.booted[outfit] = state.booted[horse] = 0
    state.used = []
    state.at[pancho] = TOWN_SQUARE  # nobody controls the town square
    use(state, outfit, horse)
    act(state, "pick", card=state.hand[0][0])
    assert control_points_of_card(state, pancho) == 1  # today's point from before only


def test_smith_and_robards_trade_show_needs_an_unbooted_gadget_goods_and_a_card_to_discard():
    state, outfit = outfit_game("Smith & Robards Trade Show", ["Pancho Castillo", "Mechanical Horse"])
    pancho = dude_in_play(state, 0, "Pancho Castillo")
    horse = give(state, 0, "Mechanical Horse", pancho)
    state.booted[horse] = 1
    assert abilities(state, outfit) == []
    state.booted[horse] = 0
    state.discard[0].extend(state.hand[0])
    state.hand[0] = []
    assert abilities(state, outfit) == []


# ---- Jonah's Alliance ------------------------------------------------------------------------------


def test_jonahs_alliance_makes_a_dude_away_from_home_a_wanted_stud_who_controls_deeds_by_bullets():
    state, outfit = outfit_game("Jonah's Alliance", ["Allie Hensman"], ["General Store", "Erik Samson"])
    store = deed(state, 1, "General Store")
    allie = dude_in_play(state, 0, "Allie Hensman")  # home: not offered
    assert abilities(state, outfit) == []
    state.at[allie] = store
    dude_in_play(state, 1, "Erik Samson", at=store)  # influence 1 against Allie's 0
    assert deed_controller(state, store) == 1
    wanted(state, allie, 3)
    use(state, outfit, [allie])
    assert bullet_type(state, allie) == "stud" and state.bounty[allie] == 4  # 4 at most
    assert state.booted[allie] and deed_controller(state, store) == 0  # 2 bullets against 1 influence


def test_jonahs_alliance_may_boot_a_hex_to_blank_an_attachment_at_the_dudes_location():
    state, outfit = outfit_game(
        "Jonah's Alliance", ["Allie Hensman", "Soul Blast", "Pancho Castillo"], ["Erik Samson", "Shotgun"]
    )
    allie = dude_in_play(state, 0, "Allie Hensman", at=TOWN_SQUARE)
    hexer = dude_in_play(state, 0, "Pancho Castillo")
    hex_ = give(state, 0, "Soul Blast", hexer)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    shotgun = give(state, 1, "Shotgun", erik)
    use(state, outfit, [allie, hex_, shotgun])
    assert state.booted[hex_]
    assert any(e["stat"] == "blank" and e["card"] == shotgun for e in state.effects)
