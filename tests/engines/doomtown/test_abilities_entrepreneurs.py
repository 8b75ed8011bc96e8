"""Entrepreneurs and their Gadgets: Morgan Regulators, Mad Scientists, Gadgets, the Tax Office."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.inventing import invent_skill
from games.engines.doomtown.abilities.targets import is_gadget
from games.engines.doomtown.sundown import influence_at_sundown
from games.engines.doomtown.town import (
    NOWHERE,
    TOWN_SQUARE,
    adjacent,
    bullet_type,
    bullets,
    control_points_of_card,
    influence,
    production,
    total_influence,
    upkeep,
)
from games.engines.doomtown.zones import leave_play
from tests.engines.doomtown.card_scenario import abilities, at_resolution, deed, fight, game, give, plays, use
from tests.engines.doomtown.scenario import act, dude_in_play, is_legal, named, noon_seat, take, to_hand

REGULATORS = "24004"


def on_top(state, seat: int, name: str) -> int:
    """Put a card of ``seat`` on top of its deck."""
    card = named(state, seat, name)
    take(state, card)
    state.deck[seat].append(card)
    return card


def to_discard(state, seat: int, name: str) -> int:
    card = named(state, seat, name)
    take(state, card)
    state.discard[seat].append(card)
    return card


def set_stash(state, seat: int, amount: int) -> None:
    state.bank += state.stash[seat] - amount
    state.stash[seat] = amount


# ---- Morgan Regulators ---------------------------------------------------------------------------


def test_morgan_regulators_moves_a_dude_to_the_town_square_and_unboots_one_with_a_horse():
    state = game(["Jon Longstride", "Maggie Harris", "Mustang"], outfit=REGULATORS)
    outfit = state.table.outfits[0]
    jon = dude_in_play(state, 0, "Jon Longstride", booted=True)
    maggie = dude_in_play(state, 0, "Maggie Harris", booted=True)
    give(state, 0, "Mustang", jon)
    assert {a["target"] for a in abilities(state, outfit)} == {jon, maggie}

    use(state, outfit, jon)

    assert state.at[jon] == TOWN_SQUARE and not state.booted[jon] and state.booted[outfit]
    assert abilities(state, outfit) == []  # the outfit is booted


def test_morgan_regulators_leaves_a_dude_without_a_horse_booted_and_skips_the_town_square():
    state = game(["Jon Longstride", "Maggie Harris"], outfit=REGULATORS)
    outfit = state.table.outfits[0]
    jon = dude_in_play(state, 0, "Jon Longstride", at=TOWN_SQUARE)
    maggie = dude_in_play(state, 0, "Maggie Harris", booted=True)
    assert [a["target"] for a in abilities(state, outfit)] == [maggie]

    use(state, outfit, maggie)

    assert state.at[maggie] == TOWN_SQUARE and state.booted[maggie] and state.at[jon] == TOWN_SQUARE


def test_morgan_regulators_limits_influence_per_location_at_sundown_without_a_shootout():
    state = game(["E.B. Farnum", "Seamus O'Toole", "Arnold Stewart"], outfit=REGULATORS)
    dude_in_play(state, 0, "E.B. Farnum", at=TOWN_SQUARE)
    dude_in_play(state, 0, "Seamus O'Toole", at=TOWN_SQUARE)
    dude_in_play(state, 0, "Arnold Stewart")
    assert total_influence(state, 0) == 7
    state.phase = "sundown"

    assert influence_at_sundown(state, 0) == 6  # 5 in the town square (4 + 2 held to 5), 1 at home
    state.used.append("shootout")
    assert influence_at_sundown(state, 0) == 7
    state.used.remove("shootout")
    state.phase = "noon"
    assert influence_at_sundown(state, 0) == 7


def test_a_shootout_is_noted_once_both_posses_stand_and_the_note_ends_with_the_turn():
    state = game(["Jon Longstride"], ["Clint Ramsey"], outfit=REGULATORS)
    jon = dude_in_play(state, 0, "Jon Longstride", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    assert "shootout" not in state.used
    fight(state, [jon], [clint], step="bounty")
    flow.advance(state)
    assert "shootout" in state.used
    flow._dawn(state, {"step": "dawn"})
    assert "shootout" not in state.used


# ---- Arnold Stewart ------------------------------------------------------------------------------


def test_arnold_stewart_boots_his_gadget_to_discard_five_and_may_boot_to_take_an_out_of_town_deed():
    state = game(["Arnold Stewart", "Flame-Thrower"])
    arnold = dude_in_play(state, 0, "Arnold Stewart")
    assert abilities(state, arnold) == []  # no Gadget
    gadget = give(state, 0, "Flame-Thrower", arnold)
    perch = on_top(state, 0, "Pat's Perch")
    state.deck[0][:0] = state.hand[0][:2] + state.discard[0]  # five cards and more in the deck
    del state.hand[0][:2]
    state.discard[0].clear()
    hand, discarded = len(state.hand[0]), 0

    use(state, arnold, gadget)
    assert state.booted[gadget] and len(state.discard[0]) == discarded + 5 and perch in state.discard[0]
    act(state, "pick", card=perch)

    assert perch in state.hand[0] and len(state.hand[0]) == hand + 1 and state.booted[arnold]
    state.check_invariants()


def test_arnold_stewart_discards_no_more_than_the_deck_holds():
    state = game(["Arnold Stewart", "Flame-Thrower"])
    arnold = dude_in_play(state, 0, "Arnold Stewart")
    gadget = give(state, 0, "Flame-Thrower", arnold)
    state.deck[0][:] = state.discard[0][:2]
    del state.discard[0][:2]
    discarded = len(state.discard[0])
    use(state, arnold, gadget)
    assert len(state.discard[0]) == discarded + 2 and state.deck[0] == []


def test_arnold_stewart_may_leave_the_deed_and_a_booted_arnold_cannot_take_it():
    state = game(["Arnold Stewart", "Flame-Thrower"])
    arnold = dude_in_play(state, 0, "Arnold Stewart")
    gadget = give(state, 0, "Flame-Thrower", arnold)
    perch = on_top(state, 0, "Pat's Perch")
    use(state, arnold, gadget)
    act(state, "pick", choice="leave")
    assert perch in state.discard[0] and not state.booted[arnold]

    state = game(["Arnold Stewart", "Flame-Thrower"])
    arnold = dude_in_play(state, 0, "Arnold Stewart", booted=True)
    gadget = give(state, 0, "Flame-Thrower", arnold)
    perch = on_top(state, 0, "Pat's Perch")
    use(state, arnold, gadget)
    assert perch in state.discard[0] and state.stack[-1]["kind"] == "noon"


# ---- Seamus O'Toole ------------------------------------------------------------------------------


def seamus_in_a_fight():
    mine = ["Seamus O'Toole", "Diego Linares", "Flame-Thrower", "Technological Exhibition", "Hellstromme Plant #9"]
    state = game(mine, ["Clint Ramsey"])
    seamus = dude_in_play(state, 0, "Seamus O'Toole", at=TOWN_SQUARE)
    diego = dude_in_play(state, 0, "Diego Linares", at=TOWN_SQUARE)
    thrower = give(state, 0, "Flame-Thrower", diego)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    return state, seamus, diego, thrower, clint


def test_seamus_otoole_pulls_for_two_more_bullets_on_a_weapon_gadget():
    state, seamus, diego, thrower, clint = seamus_in_a_fight()
    fight(state, [seamus, diego], [clint])
    flow.advance(state)
    before = bullets(state, diego)
    on_top(state, 0, "Ezrael Jones")  # a spade

    use(state, seamus, [diego, thrower])

    assert bullets(state, diego) == before + 2


def test_seamus_otoole_turns_the_dude_into_a_zero_draw_on_a_club():
    state, seamus, diego, thrower, clint = seamus_in_a_fight()
    fight(state, [seamus, diego], [clint])
    flow.advance(state)
    on_top(state, 0, "Technological Exhibition")  # a club

    use(state, seamus, [diego, thrower])

    assert bullets(state, diego) == 0 and bullet_type(state, diego) == "draw"


def test_seamus_otoole_needs_to_be_in_the_fight_and_a_weapon_gadget_there():
    state, seamus, diego, thrower, clint = seamus_in_a_fight()
    fight(state, [diego], [clint])
    flow.advance(state)
    assert abilities(state, seamus) == []  # Seamus stays out of the fight

    state, seamus, diego, thrower, clint = seamus_in_a_fight()
    fight(state, [seamus], [clint])
    flow.advance(state)
    assert abilities(state, seamus) == []  # the Gadget's dude stays out


# ---- Diego Linares and inventing -----------------------------------------------------------------


def invent_with(state, dude: int, gadget: int, pulled: str) -> bool:
    on_top(state, 0, pulled)
    noon_seat(state, 0)
    act(state, "invent", card=gadget, dude=dude)
    return state.attached_to[gadget] == dude


def test_diego_linares_invents_a_horse_with_four_more_mad_scientist():
    state = game(["Diego Linares", "Mechanical Horse", "Arnold Stewart"])  # Horse, Gadget 5
    diego = dude_in_play(state, 0, "Diego Linares")
    horse = to_hand(state, 0, "Mechanical Horse")
    assert invent_with(state, diego, horse, "Arnold Stewart")  # pulls 3: 3 + 0 + 4 meets 5
    assert state.booted[diego]


def test_diego_linares_gets_nothing_more_for_other_gadgets():
    state = game(["Diego Linares", "Hydro-Puncher", "Arnold Stewart"])  # a Weapon, Gadget 5
    diego = dude_in_play(state, 0, "Diego Linares")
    puncher = to_hand(state, 0, "Hydro-Puncher")
    assert not invent_with(state, diego, puncher, "Arnold Stewart")
    assert puncher in state.discard[0]


# ---- E.B. Farnum ---------------------------------------------------------------------------------


def test_eb_farnum_is_paid_in_part_by_booting_entrepreneurs():
    state = game(["E.B. Farnum", "Seamus O'Toole", "Arnold Stewart"], outfit=REGULATORS)
    seamus = dude_in_play(state, 0, "Seamus O'Toole")
    arnold = dude_in_play(state, 0, "Arnold Stewart")
    farnum = to_hand(state, 0, "E.B. Farnum")
    set_stash(state, 0, 7)
    noon_seat(state, 0)
    offered = [a.get("boot") for a in state.legal_actions(0) if a["type"] == "recruit" and a["card"] == farnum]
    assert offered == [[seamus, arnold]]  # 10 - 3 = 7: both are needed, and the plain recruit is too dear

    act(state, "recruit", card=farnum, boot=[seamus, arnold])

    assert farnum in state.play[0] and state.booted[seamus] and state.booted[arnold] and state.stash[0] == 0
    state.check_invariants()


def test_eb_farnum_offers_no_booting_to_other_outfits():
    state = game(["E.B. Farnum", "Seamus O'Toole", "Arnold Stewart"])
    dude_in_play(state, 0, "Seamus O'Toole")
    farnum = to_hand(state, 0, "E.B. Farnum")
    set_stash(state, 0, 9)
    noon_seat(state, 0)
    assert not is_legal(state, "recruit", card=farnum)


def test_eb_farnum_gives_a_dude_here_minus_one_influence_once_a_turn():
    state = game(["E.B. Farnum", "Seamus O'Toole"], ["Clint Ramsey"], outfit=REGULATORS)
    farnum = dude_in_play(state, 0, "E.B. Farnum", at=TOWN_SQUARE)
    seamus = dude_in_play(state, 0, "Seamus O'Toole")
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    assert {a["target"] for a in abilities(state, farnum)} == {farnum, clint}
    before = influence(state, clint)

    use(state, farnum, clint)

    assert influence(state, clint) == max(0, before - 1) and not state.booted[farnum]
    assert abilities(state, farnum) == [] and influence(state, seamus) == 2


# ---- California Tax Office -----------------------------------------------------------------------


def test_california_tax_office_enters_play_booted():
    state = game(["California Tax Office"])
    office = to_hand(state, 0, "California Tax Office")
    noon_seat(state, 0)
    act(state, "build", card=office, end="right")
    assert state.booted[office]


def test_california_tax_office_makes_the_owner_pay_upkeep_then_it_is_free_until_after_upkeep():
    state = game(["California Tax Office"], ["Jon Longstride"])
    office = deed(state, 0, "California Tax Office")
    jon = dude_in_play(state, 1, "Jon Longstride")
    cost = upkeep(state, 1, jon)  # an Entrepreneur with Law Dogs: his influence
    assert cost > 0
    before = state.stash[1]

    use(state, office, jon)
    assert state.to_act() == [1]
    act(state, "pick", choice="pay")

    assert state.stash[1] == before - cost and upkeep(state, 1, jon) == 0 and state.booted[office]
    flow._noon(state, {"step": "noon"})
    assert upkeep(state, 1, jon) == cost


def test_california_tax_office_discards_a_dude_whose_owner_cannot_or_will_not_pay():
    state = game(["California Tax Office"], ["Jon Longstride"])
    office = deed(state, 0, "California Tax Office")
    jon = dude_in_play(state, 1, "Jon Longstride")
    set_stash(state, 1, 0)
    use(state, office, jon)
    assert [a["choice"] for a in state.legal_actions(1)] == ["discard"]
    act(state, "pick", choice="discard")
    assert jon in state.discard[1]
    state.check_invariants()


def test_california_tax_office_belongs_to_its_controller_and_targets_other_players_dudes_with_upkeep():
    state = game(["California Tax Office", "Seamus O'Toole"], ["Jon Longstride", "Ezrael Jones"])
    office = deed(state, 0, "California Tax Office")
    dude_in_play(state, 0, "Seamus O'Toole")
    jon = dude_in_play(state, 1, "Jon Longstride")
    dude_in_play(state, 1, "Ezrael Jones")  # a drifter without upkeep
    assert [a["target"] for a in abilities(state, office)] == [jon]
    state.at[jon] = office  # Jon takes control of the office
    assert abilities(state, office) == []


# ---- Flame-Thrower -------------------------------------------------------------------------------


def test_flame_thrower_makes_a_stud_and_burns_ghost_rock_for_bullets_and_casualties():
    state, seamus, diego, thrower, clint = seamus_in_a_fight()
    assert bullet_type(state, diego) == "stud"
    frame = fight(state, [diego], [clint])
    flow.advance(state)
    set_stash(state, 0, 2)
    assert [a["target"] for a in abilities(state, thrower)] == [1, 2]
    before = bullets(state, diego)

    use(state, thrower, 2)

    assert bullets(state, diego) == before + 2 and state.stash[0] == 0 and frame["extra_casualties"] == 1
    assert state.booted[thrower]
    state.check_invariants()


def test_the_flame_throwers_bullets_leave_with_it():
    state, seamus, diego, thrower, clint = seamus_in_a_fight()
    fight(state, [diego], [clint])
    flow.advance(state)
    use(state, thrower, 3)
    leave_play(state, thrower, ace=False)
    assert bullets(state, diego) == 1 and not state.effects


# ---- See-Through Spectacles ----------------------------------------------------------------------


def spectacles_fight(hand: str):
    state = game(["See-Through Spectacles", "Diego Linares"], ["Clint Ramsey"])
    diego = dude_in_play(state, 0, "Diego Linares", at=TOWN_SQUARE)
    glasses = give(state, 0, "See-Through Spectacles", diego)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    frame = fight(state, [diego], [clint])
    at_resolution(state, frame, {0: hand, 1: "2S 3C 5D 8C KS"}, {0: diego, 1: clint})
    return state, frame, glasses


def test_see_through_spectacles_make_a_card_a_heart():
    state, frame, glasses = spectacles_fight("2H 5H 8H JH 9S")
    assert frame["hands"][0]["rank"] == 1
    use(state, glasses, ["9S", "9H"])
    assert frame["hands"][0]["rank"] == 6 and not frame["cheatin"][0] and state.booted[glasses]


def test_see_through_spectacles_change_a_hearts_value_to_one_not_in_the_hand():
    state, frame, glasses = spectacles_fight("2H 7S 8D JC 9S")
    changes = [a["target"] for a in abilities(state, glasses) if a["target"][0] == "2H"]
    assert {new for _, new in changes} == {"AH", "3H", "4H", "5H", "6H", "10H", "QH", "KH"}
    use(state, glasses, ["2H", "10H"])
    assert frame["hands"][0]["rank"] == 5  # a straight, seven to jack


# ---- Jon Longstride and Hellstromme Plant #9: one more use of a Horse or Gadget --------------------


def test_jon_longstride_unboots_his_horse_for_one_more_use_this_turn():
    state = game(["Jon Longstride", "Mustang"])
    jon = dude_in_play(state, 0, "Jon Longstride")
    mustang = give(state, 0, "Mustang", jon)
    assert abilities(state, jon) == []  # the Horse is unbooted
    use(state, mustang, TOWN_SQUARE)
    assert abilities(state, mustang) == []

    use(state, jon, mustang)
    assert state.booted[jon] and not state.booted[mustang]
    home = state.table.outfits[0]
    use(state, mustang, home)

    assert state.at[jon] == home
    state.booted[mustang] = 0
    assert abilities(state, mustang) == []  # the extra use is spent


def hellstromme_with_a_used_mustang():
    state = game(["Hellstromme Plant #9", "Jon Longstride", "Mustang"])
    plant = deed(state, 0, "Hellstromme Plant #9")
    jon = dude_in_play(state, 0, "Jon Longstride")
    mustang = give(state, 0, "Mustang", jon)
    use(state, mustang, TOWN_SQUARE)
    return state, plant, jon, mustang


def test_hellstromme_plant_pays_one_to_unboot_a_horse_for_one_more_use():
    state, plant, jon, mustang = hellstromme_with_a_used_mustang()
    before = state.stash[0]

    use(state, plant, mustang)

    assert not state.booted[mustang] and state.booted[plant] and state.stash[0] == before - 1
    assert abilities(state, mustang)


def test_hellstromme_plant_needs_a_ghost_rock_and_control():
    state, plant, jon, mustang = hellstromme_with_a_used_mustang()
    set_stash(state, 0, 0)
    assert abilities(state, plant) == []
    state, plant, jon, mustang = hellstromme_with_a_used_mustang()
    rival = dude_in_play(state, 1, "Clint Ramsey", at=plant)
    assert influence(state, rival) > 0
    assert abilities(state, plant) == []


def test_hellstromme_plant_unboots_a_gadget_in_a_shootout_for_another_burn():
    state, seamus, diego, thrower, clint = seamus_in_a_fight()
    plant = deed(state, 0, "Hellstromme Plant #9")
    fight(state, [diego], [clint])
    flow.advance(state)
    use(state, thrower, 1)
    assert abilities(state, thrower) == []
    use(state, plant, thrower, ability=1)
    assert [a["target"] for a in abilities(state, thrower)]


# ---- Maggie Harris -------------------------------------------------------------------------------


def run_unopposed_job(state) -> None:
    while state.stack[-1]["kind"] == "posse":
        act(state, "posse_done")


def test_maggie_harris_leads_a_job_that_brings_a_horse_from_the_discard_for_one_less():
    state = game(["Maggie Harris", "Jon Longstride", "Mustang", "Pat's Perch"])
    maggie = dude_in_play(state, 0, "Maggie Harris")
    jon = dude_in_play(state, 0, "Jon Longstride", booted=True)
    mustang = to_discard(state, 0, "Mustang")
    perch = deed(state, 0, "Pat's Perch")
    marks = [a["target"] for a in abilities(state, maggie)]
    assert state.at[maggie] not in marks and perch not in marks and TOWN_SQUARE in marks
    before = state.stash[0]

    use(state, maggie, TOWN_SQUARE)
    run_unopposed_job(state)
    act(state, "pick", choice=f"{mustang} {jon}")

    assert state.attached_to[mustang] == jon and state.stash[0] == before - 1 and state.booted[maggie]
    state.check_invariants()


def test_maggie_harris_brings_a_gadget_horse_only_to_a_mad_scientist_who_invents_it():
    state = game(["Maggie Harris", "Diego Linares", "Mechanical Horse", "Arnold Stewart"])
    maggie = dude_in_play(state, 0, "Maggie Harris")
    diego = dude_in_play(state, 0, "Diego Linares", at=TOWN_SQUARE)
    horse = to_discard(state, 0, "Mechanical Horse")
    use(state, maggie, TOWN_SQUARE)
    run_unopposed_job(state)
    assert [a["choice"] for a in state.legal_actions(0)] == [f"{horse} {diego}"]
    on_top(state, 0, "Arnold Stewart")  # pulls 3: Diego's 0, +4 for a Horse, meets 5

    act(state, "pick", choice=f"{horse} {diego}")

    assert state.attached_to[horse] == diego


def test_a_booted_maggie_harris_leads_no_job():
    state = game(["Maggie Harris"])
    maggie = dude_in_play(state, 0, "Maggie Harris", booted=True)
    assert abilities(state, maggie) == []


# ---- Technological Exhibition --------------------------------------------------------------------


def test_technological_exhibition_invents_a_gadget_5_cheaper_and_easier_with_control_at_the_town_square():
    state = game(["Technological Exhibition", "Diego Linares", "Flame-Thrower", "Arnold Stewart"])
    card = to_hand(state, 0, "Technological Exhibition")
    diego = dude_in_play(state, 0, "Diego Linares")
    thrower = to_hand(state, 0, "Flame-Thrower")
    before = state.stash[0]

    use(state, card, [diego, TOWN_SQUARE])
    run_unopposed_job(state)
    assert state.to_act() == [0] and is_legal(state, "pick", card=thrower)
    on_top(state, 0, "Arnold Stewart")  # pulls 3 against 8 - 5
    act(state, "pick", card=thrower)

    assert state.attached_to[thrower] == diego and state.stash[0] == before
    assert control_points_of_card(state, diego) == 1
    state.check_invariants()


def test_technological_exhibition_invents_a_gadget_dude_from_the_discard_pile():
    state = game(["Technological Exhibition", "Diego Linares", "POST-A-TRON", "Ezrael Jones"])
    card = to_hand(state, 0, "Technological Exhibition")
    diego = dude_in_play(state, 0, "Diego Linares")
    robot = to_discard(state, 0, "POST-A-TRON")
    saloon = state.table.outfits[1]

    use(state, card, [diego, saloon])
    run_unopposed_job(state)
    on_top(state, 0, "Ezrael Jones")
    act(state, "pick", card=robot)

    assert robot in state.play[0] and state.at[robot] == state.at[diego]
    assert control_points_of_card(state, robot) == 0  # not the town square


def test_technological_exhibition_needs_a_mad_scientist_and_an_in_town_mark():
    state = game(["Technological Exhibition", "Jon Longstride", "Diego Linares", "Pat's Perch"])
    card = to_hand(state, 0, "Technological Exhibition")
    dude_in_play(state, 0, "Jon Longstride")
    assert abilities(state, card) == []
    diego = dude_in_play(state, 0, "Diego Linares")
    perch = deed(state, 0, "Pat's Perch")
    assert all(a["target"][0] == diego and a["target"][1] != perch for a in abilities(state, card))


# ---- Yagn's Mechanical Skeleton ------------------------------------------------------------------


def skeleton_on_a_wanted_jon(theirs: list[str]):
    state = game(["Jon Longstride", "Yagn's Mechanical Skeleton"], theirs)
    jon = dude_in_play(state, 0, "Jon Longstride", at=TOWN_SQUARE)
    skeleton = give(state, 0, "Yagn's Mechanical Skeleton", jon)
    state.bounty[jon], state.bank = 1, state.bank - 1
    return state, jon, skeleton


def test_yagns_skeleton_keeps_its_dude_from_booting_by_another_players_ability():
    state, jon, skeleton = skeleton_on_a_wanted_jon(["Too Much Attention"])
    card = to_hand(state, 1, "Too Much Attention")

    use(state, card, jon, seat=1)
    assert state.to_act() == [0] and is_legal(state, "react", card=skeleton)
    assert not state.booted[jon]  # the boot waits for the react: it has not happened
    act(state, "react", card=skeleton)

    assert not state.booted[jon] and state.booted[skeleton] and state.stack[-1]["kind"] == "noon"
    state.check_invariants()


def test_yagns_skeleton_may_let_it_happen_and_reacts_once_a_turn():
    state, jon, skeleton = skeleton_on_a_wanted_jon(["Too Much Attention"])
    card = to_hand(state, 1, "Too Much Attention")
    use(state, card, jon, seat=1)
    act(state, "react_pass")
    assert state.booted[jon] and not state.booted[skeleton]

    state, jon, skeleton = skeleton_on_a_wanted_jon(["Too Much Attention"])
    state.used.append(f"{skeleton}/react")
    card = to_hand(state, 1, "Too Much Attention")
    use(state, card, jon, seat=1)
    assert state.booted[jon] and state.stack[-1]["kind"] == "noon"


def test_yagns_skeleton_keeps_its_dude_in_the_fight_against_a_pistol_whip():
    state, jon, skeleton = skeleton_on_a_wanted_jon(["Pistol Whip", "Clint Ramsey"])
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    whip = to_hand(state, 1, "Pistol Whip")
    frame = fight(state, [jon], [clint])
    flow.advance(state)
    while state.to_act() != [1]:
        act(state, "pass")

    act(state, "ability", card=whip, target=[clint, jon])
    assert jon in frame["posse"][0] and state.at[jon] == TOWN_SQUARE  # not moved while the window is open
    act(state, "react", card=skeleton)

    assert jon in frame["posse"][0] and state.at[jon] == TOWN_SQUARE and not state.booted[jon]
    assert state.booted[clint]  # the rest of the play still happened


def test_yagns_skeleton_keeps_its_dude_from_moving():
    state, jon, skeleton = skeleton_on_a_wanted_jon(["Avie Cline", "Phantasm", "Clint Ramsey"])
    avie = dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)  # Huckster 0
    hex_card = give(state, 1, "Phantasm", avie)
    on_top(state, 1, "Clint Ramsey")  # 11 passes the Hex's 9
    noon_seat(state, 1)
    target = next(a["target"] for a in state.legal_actions(1) if a.get("card") == hex_card and a["target"][0] == jon)

    act(state, "ability", card=hex_card, target=target)
    act(state, "react", card=skeleton)

    assert state.at[jon] == TOWN_SQUARE and state.booted[skeleton]


def test_yagns_skeleton_ignores_its_own_players_abilities_and_makes_its_dude_a_gadget():
    from games.engines.doomtown.abilities.targets import is_gadget

    state = game(["Jon Longstride", "Yagn's Mechanical Skeleton"], outfit=REGULATORS)
    jon = dude_in_play(state, 0, "Jon Longstride")
    assert not is_gadget(state, jon)
    give(state, 0, "Yagn's Mechanical Skeleton", jon)
    assert is_gadget(state, jon)
    use(state, state.table.outfits[0], jon)
    assert state.at[jon] == TOWN_SQUARE and state.stack[-1]["kind"] == "noon"


# ---- Farnum's Consortium -------------------------------------------------------------------------

CONSORTIUM = "24003"


def test_farnums_consortium_adds_production_to_in_town_deeds_with_its_dudes_there():
    state = game(["Charlie's Place", "Pat's Perch", "Jon Longstride", "Maggie Harris"], outfit=CONSORTIUM)
    saloon = deed(state, 0, "Charlie's Place")
    perch = deed(state, 0, "Pat's Perch")
    before = production(state, 0)
    dude_in_play(state, 0, "Jon Longstride", at=saloon)
    dude_in_play(state, 0, "Maggie Harris", at=perch)  # out of town: no bonus
    assert production(state, 0) == before + 1


def test_farnums_consortium_pays_2_to_draw_with_the_smallest_hand():
    state = game(["Jon Longstride"], outfit=CONSORTIUM)
    outfit = state.table.outfits[0]
    assert len(state.hand[0]) == len(state.hand[1])
    assert abilities(state, outfit) == []
    state.discard[0].append(state.hand[0].pop())
    hand, stash = len(state.hand[0]), state.stash[0]

    use(state, outfit)

    assert len(state.hand[0]) == hand + 1 and state.stash[0] == stash - 2 and state.booted[outfit]


# ---- Personal Ornithopter, Mechanical Horse, Disingenuine Currency Press ---------------------------


def test_personal_ornithopter_flies_its_dude_into_the_fight_and_home_again():
    state = game(["Jon Longstride", "Maggie Harris", "Personal Ornithopter"], ["Clint Ramsey"])
    jon = dude_in_play(state, 0, "Jon Longstride", at=TOWN_SQUARE)
    maggie = dude_in_play(state, 0, "Maggie Harris", booted=True)
    flyer = give(state, 0, "Personal Ornithopter", maggie)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    frame = fight(state, [jon], [clint])
    flow.advance(state)
    stash = state.stash[0]

    use(state, flyer)
    assert maggie in frame["posse"][0] and state.at[maggie] == TOWN_SQUARE and state.stash[0] == stash - 1
    while state.to_act() != [0]:
        act(state, "pass")
    use(state, flyer, ability=1)

    assert maggie not in frame["posse"][0] and state.at[maggie] == state.table.outfits[0] and state.booted[flyer]


def test_mechanical_horse_moves_its_dude_for_ghost_rock_again_and_again():
    state = game(["Jon Longstride", "Mechanical Horse", "Charlie's Place"])
    jon = dude_in_play(state, 0, "Jon Longstride", booted=True)
    horse = give(state, 0, "Mechanical Horse", jon)
    saloon = deed(state, 0, "Charlie's Place")
    home = state.table.outfits[0]
    trots = {a["target"] for a in abilities(state, horse) if a["ability"] == 0}
    assert trots == {p for p in (TOWN_SQUARE, saloon) if adjacent(state, home, p)} and TOWN_SQUARE in trots
    stash = state.stash[0]
    use(state, horse, TOWN_SQUARE, ability=0)
    use(state, horse, home, ability=1)
    use(state, horse, TOWN_SQUARE, ability=0)
    assert state.at[jon] == TOWN_SQUARE and state.stash[0] == stash - 4 and state.booted[jon]


def test_mechanical_horse_lets_its_dude_join_a_posse_without_booting():
    state = game(["Jon Longstride", "Maggie Harris", "Mechanical Horse"], ["Clint Ramsey"])
    maggie = dude_in_play(state, 0, "Maggie Harris", at=TOWN_SQUARE)
    jon = dude_in_play(state, 0, "Jon Longstride")
    horse = give(state, 0, "Mechanical Horse", jon)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    fight(state, [maggie], [clint], step="posse_leader")
    flow.advance(state)

    act(state, "join", dude=jon, react=horse)

    assert not state.booted[jon] and state.booted[horse] and state.at[jon] == TOWN_SQUARE


def test_disingenuine_currency_press_pays_4_when_invented_and_draws_when_discarded():
    state = game(["Diego Linares", "Disingenuine Currency Press", "Ezrael Jones"])
    diego = dude_in_play(state, 0, "Diego Linares")
    press = to_hand(state, 0, "Disingenuine Currency Press")
    stash = state.stash[0]
    assert invent_with(state, diego, press, "Ezrael Jones")  # pulls 9 against 5
    assert state.stash[0] == stash - state.table[press].num("cost") + 4
    hand = len(state.hand[0])
    leave_play(state, press, ace=False)
    assert len(state.hand[0]) == hand + 1
    state.check_invariants()


def turban_on_diego():
    state = game(["Diego Linares", "Xemo's Turban", "Technological Exhibition"])
    diego = dude_in_play(state, 0, "Diego Linares")
    turban = give(state, 0, "Xemo's Turban", diego)
    return state, turban


def test_xemos_turban_pays_1_on_a_pull_that_is_no_club_to_cycle_a_card_and_unboot():
    state, turban = turban_on_diego()
    on_top(state, 0, "Ezrael Jones")  # a spade
    stash, hand = state.stash[0], len(state.hand[0])

    use(state, turban)
    act(state, "pick", choice="pay")
    act(state, "pick", card=state.legal_actions(0)[0]["card"])  # the discard, a hidden choice

    assert not state.booted[turban] and state.stash[0] == stash - 1 and len(state.hand[0]) == hand
    assert abilities(state, turban)  # Repeat: usable again once unbooted


def test_xemos_turban_does_nothing_more_on_a_club_and_stays_booted():
    state, turban = turban_on_diego()
    on_top(state, 0, "Technological Exhibition")  # a club
    use(state, turban)
    assert state.booted[turban] and state.stack[-1]["kind"] == "noon" and abilities(state, turban) == []


# ---- Culpability Scientizer ----------------------------------------------------------------------


def test_culpability_scientizer_gives_a_dude_2_bounty_once_invented():
    state = game(["Diego Linares", "Culpability Scientizer", "Ezrael Jones"], ["Clint Ramsey"])
    diego = dude_in_play(state, 0, "Diego Linares")
    clint = dude_in_play(state, 1, "Clint Ramsey")
    scientizer = to_hand(state, 0, "Culpability Scientizer")
    assert invent_with(state, diego, scientizer, "Ezrael Jones")
    assert {a["card"] for a in state.legal_actions(0)} == {diego, clint}
    act(state, "pick", card=clint)
    assert state.bounty[clint] == 2
    state.check_invariants()


def test_culpability_scientizer_is_discarded_to_call_out_a_wanted_dude_and_plays_first():
    state = game(["Diego Linares", "Culpability Scientizer", "Flame-Thrower"], ["Clint Ramsey", "Pistol Whip"])
    diego = dude_in_play(state, 0, "Diego Linares", at=TOWN_SQUARE)
    scientizer = give(state, 0, "Culpability Scientizer", diego)
    give(state, 0, "Flame-Thrower", diego)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    to_hand(state, 1, "Pistol Whip")
    assert abilities(state, scientizer) == []  # Clint is not wanted
    state.bounty[clint], state.bank = 1, state.bank - 1
    state.dealer = 1

    use(state, scientizer, clint)
    assert scientizer in state.discard[0] and state.to_act() == [1]
    act(state, "accept")
    while state.stack[-1]["kind"] == "posse":
        act(state, "posse_done")

    assert state.stack[-1]["kind"] == "plays" and state.to_act() == [0]  # before the Dealer


# ---- Nathan Shane --------------------------------------------------------------------------------


def nathan_in_a_fight():
    state = game(["Nathan Shane"], ["Clint Ramsey", "Pistol Whip"])
    nathan = dude_in_play(state, 0, "Nathan Shane", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    whip = to_hand(state, 1, "Pistol Whip")
    fight(state, [nathan], [clint])
    flow.advance(state)
    while state.to_act() != [0]:
        act(state, "pass")
    return state, nathan, whip


def test_nathan_shane_looks_at_cards_in_an_opponents_hand_and_may_discard_an_action():
    state, nathan, whip = nathan_in_a_fight()
    others = [card for card in state.hand[1] if card != whip]
    state.deck[1].extend(others)  # a hand of one card: his bullet sees it
    state.hand[1][:] = [whip]

    use(state, nathan, 1)
    assert is_legal(state, "pick", choice="none")
    act(state, "pick", card=whip)

    assert whip in state.discard[1] and state.booted[nathan]


def test_nathan_shane_sees_only_as_many_cards_as_his_bullets():
    state, nathan, whip = nathan_in_a_fight()
    seen = bullets(state, nathan)
    assert 0 < seen < len(state.hand[1])
    use(state, nathan, 1)
    texts = [a["label"] for a in state.legal_actions(0) if a.get("choice") == "none"][0]
    assert texts.count(",") == seen - 1


# ---- POST-A-TRON ---------------------------------------------------------------------------------


def game_starting_with(gang: list[str]):
    """A new game whose seat 0 (Morgan Regulators) starts with ``gang``, up to its first decision
    after the starting gangs are revealed."""
    from games.engines.doomtown.cards import cards_by_name, normalise_name
    from tests.engines.doomtown.card_scenario import deck_of
    from tests.engines.doomtown.scenario import ENGINE

    deck = deck_of([*gang, "Bluetick", "Ezrael Jones"], outfit=REGULATORS)
    starting = {cards_by_name()[normalise_name(name)][0].code for name in gang}
    for entry in deck["cards"]:
        entry["starting"] = 1 if entry["code"] in starting else 0
    state = ENGINE.new_game(players=2, seed=3, options={"decks": [deck, deck_of([], outfit="24009")]})
    while state.stack[-1]["kind"] == "gang":
        legal = state.legal_actions(state.to_act()[0])
        state.apply(state.to_act()[0], next(a for a in legal if a["type"] in ("gang_listed", "gang_done")))
    return state


def test_post_a_tron_starts_when_a_mad_scientist_of_the_gang_boots_and_passes_a_skill_check_of_6():
    state = game_starting_with(["POST-A-TRON", "Arnold Stewart"])
    robot, arnold = named(state, 0, "POST-A-TRON"), named(state, 0, "Arnold Stewart")
    assert state.stack[-1]["then"] == "post_a_tron" and robot in state.play[0]
    on_top(state, 0, "Ezrael Jones")  # 9 + Mad Scientist 1

    act(state, "pick", card=arnold)

    assert robot in state.play[0] and state.booted[arnold]
    state.check_invariants()


def test_post_a_tron_is_discarded_when_the_skill_check_fails():
    state = game_starting_with(["POST-A-TRON", "Arnold Stewart"])
    robot, arnold = named(state, 0, "POST-A-TRON"), named(state, 0, "Arnold Stewart")
    on_top(state, 0, "Bluetick")  # 2 + 1

    act(state, "pick", card=arnold)

    assert robot in state.discard[0] and state.booted[arnold]


def test_post_a_tron_without_a_mad_scientist_in_the_gang_is_discarded():
    state = game_starting_with(["POST-A-TRON", "Jon Longstride"])
    robot = named(state, 0, "POST-A-TRON")
    assert robot in state.discard[0]
    state.check_invariants()


def test_post_a_tron_gains_3_in_the_town_square():
    state = game(["POST-A-TRON"])
    robot = dude_in_play(state, 0, "POST-A-TRON")
    assert abilities(state, robot) == []
    state.at[robot] = TOWN_SQUARE
    stash = state.stash[0]
    use(state, robot)
    assert state.stash[0] == stash + 3 and state.booted[robot]


# ---- Hydro-Puncher -------------------------------------------------------------------------------


def test_hydro_puncher_carries_a_second_melee_weapon_and_makes_a_stud():
    state = game(["Jon Longstride", "Hydro-Puncher", "Rapier"])
    jon = dude_in_play(state, 0, "Jon Longstride")
    puncher = give(state, 0, "Hydro-Puncher", jon)
    assert bullet_type(state, jon) == "draw"
    rapier = to_hand(state, 0, "Rapier")
    noon_seat(state, 0)

    act(state, "buy", card=rapier, dude=jon)

    assert state.stack[-1]["kind"] == "noon" and state.attached_to[rapier] == jon == state.attached_to[puncher]
    assert bullet_type(state, jon) == "stud"
    state.check_invariants()


def test_hydro_puncher_takes_a_ranged_weapon_only_on_a_gadget_dude():
    state = game(["Jon Longstride", "Hydro-Puncher", "Shotgun", "Yagn's Mechanical Skeleton"])
    jon = dude_in_play(state, 0, "Jon Longstride")
    puncher = give(state, 0, "Hydro-Puncher", jon)
    shotgun = to_hand(state, 0, "Shotgun")
    noon_seat(state, 0)
    act(state, "buy", card=shotgun, dude=jon)
    assert state.stack[-1]["kind"] == "keep"
    assert {a.get("also") for a in state.legal_actions(0)} == {None}  # no pair to keep
    act(state, "keep", card=puncher)
    assert shotgun in state.discard[0]

    skeleton = give(state, 0, "Yagn's Mechanical Skeleton", jon)  # a Weapon that makes Jon a Gadget
    from tests.engines.doomtown.scenario import take as take_card

    take_card(state, shotgun)
    state.hand[0].append(shotgun)
    noon_seat(state, 0)
    act(state, "buy", card=shotgun, dude=jon)  # a third Weapon: keep two of them
    pairs = [(a["card"], a["also"]) for a in state.legal_actions(0) if a.get("also") is not None]
    assert pairs == [(puncher, skeleton)]  # without the Skeleton Jon is no Gadget: the Shotgun cannot stay
    act(state, "keep", card=puncher, also=skeleton)
    assert shotgun in state.discard[0] and state.attached_to[skeleton] == jon
    state.check_invariants()


def test_hydro_puncher_boots_an_opposing_dude_and_one_of_their_cards():
    state = game(["Jon Longstride", "Hydro-Puncher"], ["Clint Ramsey", "Shotgun"])
    jon = dude_in_play(state, 0, "Jon Longstride", at=TOWN_SQUARE)
    puncher = give(state, 0, "Hydro-Puncher", jon)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    shotgun = give(state, 1, "Shotgun", clint)
    fight(state, [jon], [clint])
    flow.advance(state)
    assert [a["target"] for a in abilities(state, puncher)] == [[clint, shotgun]]

    use(state, puncher, [clint, shotgun])

    assert state.booted[clint] and state.booted[shotgun] and state.booted[puncher]


# ---- Prof. Aloysius Roe ----------------------------------------------------------------------------


def roe_beside_seamus(at_roe: bool = True):
    """Seat 0's Seamus O'Toole (Mad Scientist 2) at home, Prof. Roe (Mad Scientist 5) there too (or
    in the town square), a Mechanical Horse (Gadget 5) in the hand and Walter Jameson (value 1) on top."""
    state = game(["Prof. Aloysius Roe", "Seamus O'Toole", "Mechanical Horse", "Walter Jameson", "Hydro-Puncher"])
    seamus = dude_in_play(state, 0, "Seamus O'Toole")
    roe = dude_in_play(state, 0, "Prof. Aloysius Roe", at=None if at_roe else TOWN_SQUARE)
    horse = to_hand(state, 0, "Mechanical Horse")
    on_top(state, 0, "Walter Jameson")  # 1 + 2 misses 5
    noon_seat(state, 0)
    return state, roe, seamus, horse


def test_prof_roe_raises_a_mad_scientists_pull_at_his_location_before_its_result():
    state, roe, seamus, horse = roe_beside_seamus()
    act(state, "invent", card=horse, dude=seamus)
    assert state.stack[-1]["kind"] == "react" and horse not in state.discard[0]  # pulled, not yet read
    act(state, "react", card=roe)
    assert state.attached_to[horse] == seamus  # 1 + 2 + Roe's 5 meets 5


def test_a_gadget_waiting_for_its_pulls_reacts_is_shown_to_every_player_as_being_invented():
    state, roe, seamus, horse = roe_beside_seamus()
    act(state, "invent", card=horse, dude=seamus)
    assert horse not in state.hidden_from(1)  # played from the hand in the open
    for seat in (0, 1):
        mine = state.view(seat)["seats"][0]
        assert [card["id"] for card in mine["being_invented"]] == [horse] and mine["starting_gang"] == []


def test_a_pull_prof_roe_does_not_raise_is_read_as_pulled():
    state, roe, seamus, horse = roe_beside_seamus()
    act(state, "invent", card=horse, dude=seamus)
    act(state, "react_pass")
    assert horse in state.discard[0] and state.stack[-1]["kind"] == "noon"


def test_prof_roe_answers_only_pulls_at_his_location_and_once_a_turn():
    state, roe, seamus, horse = roe_beside_seamus(at_roe=False)
    act(state, "invent", card=horse, dude=seamus)
    assert horse in state.discard[0] and state.stack[-1]["kind"] == "noon"  # no window: read at once

    state, roe, seamus, horse = roe_beside_seamus()
    act(state, "invent", card=horse, dude=seamus)
    act(state, "react", card=roe)
    puncher = to_hand(state, 0, "Hydro-Puncher")
    on_top(state, 0, "Walter Jameson")
    state.booted[seamus] = 0
    noon_seat(state, 0)
    act(state, "invent", card=puncher, dude=seamus)
    assert puncher in state.discard[0] and state.stack[-1]["kind"] == "noon"  # used this turn already


def test_prof_roe_cannot_invent_and_is_a_gadget_only_in_play():
    state, roe, seamus, horse = roe_beside_seamus()
    assert is_gadget(state, roe) and invent_skill(state, roe, horse) is None
    assert not is_legal(state, "invent", card=horse, dude=roe) and is_legal(state, "invent", card=horse, dude=seamus)
    state.play[0].remove(roe)
    state.hand[0].append(roe)
    state.at[roe] = state.attached_to[roe] = NOWHERE
    assert not is_gadget(state, roe) and is_legal(state, "recruit", card=roe)  # a dude recruited as any other


def test_prof_roe_raises_a_gadgets_pull_in_a_shootout_before_its_effect():
    state = game(["Prof. Aloysius Roe", "Net Gun", "Seamus O'Toole", "Walter Jameson"], ["El Anónimo"])
    seamus = dude_in_play(state, 0, "Seamus O'Toole", at=TOWN_SQUARE)
    roe = dude_in_play(state, 0, "Prof. Aloysius Roe", at=TOWN_SQUARE)
    net = give(state, 0, "Net Gun", seamus)
    anon = dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)  # value 8
    plays(state, [seamus, roe], [anon])
    on_top(state, 0, "Walter Jameson")  # 1 + 2 misses 8
    use(state, net, anon)
    assert bullet_type(state, anon) == "stud" and state.stack[-1]["kind"] == "react"
    act(state, "react", card=roe)
    assert bullet_type(state, anon) == "draw" and net not in state.play[0]  # 1 + 2 + 5 meets 8
    assert state.stack[-1]["kind"] in ("plays", "pick", "shooter")  # the shootout goes on
