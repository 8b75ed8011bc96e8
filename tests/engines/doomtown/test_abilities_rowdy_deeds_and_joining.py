"""Rowdy deeds, joining traits, horses and knives, more resolutions."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.casualties import casualty_options
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    bullet_type,
    bullets,
    control_points_of_card,
    deed_controller,
    home,
    influence,
)
from tests.engines.doomtown.card_scenario import (
    abilities,
    at_resolution,
    deed,
    fight,
    game,
    give,
    resolution_fight,
    use,
    wanted,
)
from tests.engines.doomtown.scenario import act, dude_in_play, to_hand

# ---- deeds -------------------------------------------------------------------------------------


def test_b_and_b_attorneys_raise_or_lower_only_a_wanted_dudes_bounty():
    state = game(["B & B Attorneys"], ["Clint Ramsey"])
    office = deed(state, 0, "B & B Attorneys")
    clint = dude_in_play(state, 1, "Clint Ramsey")
    assert abilities(state, office) == []
    wanted(state, clint)

    use(state, office, [clint, 1])

    assert state.bounty[clint] == 2
    state.check_invariants()


def test_cliffs_saloon_makes_your_dude_at_a_controlled_place_a_stud():
    state = game(["Cliff's #4 Saloon", "Erik Samson"])
    saloon = deed(state, 0, "Cliff's #4 Saloon")
    erik = dude_in_play(state, 0, "Erik Samson", at=saloon)
    use(state, saloon, erik)
    assert bullet_type(state, erik) == "stud"


def test_hunter_protections_trades_bounty_for_a_lasting_control_point():
    state = game(["Hunter Protections", "Erik Samson"])
    office = deed(state, 0, "Hunter Protections")
    erik = dude_in_play(state, 0, "Erik Samson", at=office)

    use(state, office, erik)

    assert state.booted[erik] and state.bounty[erik] == 2 and control_points_of_card(state, erik) == 1
    flow._dawn(state, {"step": "dawn"})
    assert control_points_of_card(state, erik) == 1
    state.check_invariants()


def test_dead_dog_tavern_is_controlled_by_bullets():
    state = game(["Walter Jameson", "Clint Ramsey"], ["Dead Dog Tavern"])
    tavern = deed(state, 1, "Dead Dog Tavern")
    dude_in_play(state, 0, "Walter Jameson", at=tavern)  # 1 influence but 0 bullets: the owner keeps it
    assert deed_controller(state, tavern) == 1
    dude_in_play(state, 0, "Clint Ramsey", at=tavern)  # 2 bullets
    assert deed_controller(state, tavern) == 0


def fill_deck(state, seat: int, count: int) -> None:
    """Move cards from the discard pile, then the hand, to the deck until it holds ``count`` cards."""
    while len(state.deck[seat]) < count:
        state.deck[seat].append((state.discard[seat] or state.hand[seat]).pop())


# ---- dudes -------------------------------------------------------------------------------------


def test_angela_payne_earns_two_at_a_deed_she_does_not_own():
    state = game(["Angela Payne"], ["Charlie's Place"])
    angela = dude_in_play(state, 0, "Angela Payne")
    assert abilities(state, angela) == []
    state.at[angela] = deed(state, 1, "Charlie's Place")
    before = state.stash[0]
    use(state, angela)
    assert state.stash[0] == before + 2 and state.booted[angela]


def test_lawrence_blackwood_holds_control_only_while_at_that_deed():
    state = game(["Lawrence Blackwood"], ["Charlie's Place"])
    saloon = deed(state, 1, "Charlie's Place")
    lawrence = dude_in_play(state, 0, "Lawrence Blackwood", at=saloon)
    use(state, lawrence)
    assert control_points_of_card(state, lawrence) == 1
    state.at[lawrence] = TOWN_SQUARE
    assert control_points_of_card(state, lawrence) == 0


def test_the_brute_covers_four_casualties_when_aced():
    state = game(["The Brute"], ["Clint Ramsey"])
    brute = dude_in_play(state, 0, "The Brute", at=TOWN_SQUARE)
    fight(state, [brute], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)], step="casualties")
    assert (brute, "ace", 4) in casualty_options(state, 0)


def test_rattler_young_un_controls_deeds_with_bullets_and_studs_up_against_one_dude():
    state = game(["Rattler Young 'Un"], ["Charlie's Place", "Walter Jameson"])
    saloon = deed(state, 1, "Charlie's Place")
    rattler = dude_in_play(state, 0, "Rattler Young 'Un", at=saloon)  # 0 influence, 2 bullets
    walter = dude_in_play(state, 1, "Walter Jameson", at=saloon)  # 1 influence
    assert deed_controller(state, saloon) == 0
    fight(state, [rattler], [walter], location=saloon)
    flow.advance(state)

    use(state, rattler)

    assert bullet_type(state, rattler) == "stud"


def test_ike_clanton_makes_a_deed_rowdy_until_after_production():
    state = game(["Ike Clanton"], ["Charlie's Place", "Walter Jameson"])
    saloon = deed(state, 1, "Charlie's Place")
    ike = dude_in_play(state, 0, "Ike Clanton")
    use(state, ike, saloon)
    assert any(e["stat"] == "rowdy" and e["card"] == saloon for e in state.effects)
    flow._production(state, {"step": "production"})
    assert not state.effects


def test_jacqueline_isham_is_a_stud_when_she_joins_the_marks_posse():
    state = game(["Jacqueline Isham", "Walter Jameson"], ["Clint Ramsey"])
    walter = dude_in_play(state, 0, "Walter Jameson", at=TOWN_SQUARE)
    jacqueline = dude_in_play(state, 0, "Jacqueline Isham", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    state.stack[-1]["seat"] = 1
    act(state, "callout", dude=clint, mark=walter)
    act(state, "accept")
    act(state, "posse_done")  # the leader's side
    act(state, "join", dude=jacqueline)

    assert bullet_type(state, jacqueline) == "stud"


def test_mahogany_jackson_discards_two_from_the_deck_when_joining():
    state = game(['"Mahogany" Jackson', "Walter Jameson"], ["Clint Ramsey"])
    walter = dude_in_play(state, 0, "Walter Jameson", at=TOWN_SQUARE)
    mahogany = dude_in_play(state, 0, '"Mahogany" Jackson', at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    act(state, "callout", dude=walter, mark=clint)
    state.stack[-1]["seat"] = 1
    act(state, "accept")
    fill_deck(state, 0, 2)
    top = state.deck[0][-2:]
    act(state, "join", dude=mahogany)
    assert set(top) <= set(state.discard[0])


def test_ramiro_mendoza_costs_a_ghost_rock_or_leaves_when_joining():
    state = game(["Ramiro Mendoza", "Walter Jameson"], ["Clint Ramsey"])
    walter = dude_in_play(state, 0, "Walter Jameson", at=TOWN_SQUARE)
    ramiro = dude_in_play(state, 0, "Ramiro Mendoza", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    act(state, "callout", dude=walter, mark=clint)
    act(state, "accept")
    act(state, "join", dude=ramiro)
    assert state.stack[-1]["kind"] == "pick"

    act(state, "pick", choice="discard")

    assert ramiro in state.discard[0]
    state.check_invariants()


def test_buckin_billy_ballard_rides_better_and_boots_his_horse_to_draw():
    state = game(["Buckin' Billy Ballard", "Guide Horse"], ["Clint Ramsey"])
    billy = dude_in_play(state, 0, "Buckin' Billy Ballard")
    assert abilities(state, billy) == []
    horse = give(state, 0, "Guide Horse", billy)
    assert bullets(state, billy) == 2 and influence(state, billy) == 2
    clint = dude_in_play(state, 1, "Clint Ramsey", at=home(state, 0))
    hand = len(state.hand[0])

    use(state, billy, [horse, clint])

    assert state.booted[horse] and state.booted[clint] and len(state.hand[0]) == hand + 1


# ---- goods -------------------------------------------------------------------------------------


def test_ragged_mule_moves_its_dude_for_a_ghost_rock_or_the_mule():
    state = game(["Ragged Mule", "Erik Samson"])
    erik = dude_in_play(state, 0, "Erik Samson")
    mule = give(state, 0, "Ragged Mule", erik)
    before = state.stash[0]

    use(state, mule, [TOWN_SQUARE, "pay"], ability=1)

    assert state.at[erik] == TOWN_SQUARE and state.stash[0] == before - 1 and mule in state.play[0]


def test_ragged_mule_brings_its_dude_into_the_posse_and_may_be_discarded_for_it():
    state = game(["Ragged Mule", "Erik Samson", "Walter Jameson"], ["Clint Ramsey"])
    walter = dude_in_play(state, 0, "Walter Jameson", at=TOWN_SQUARE)
    erik = dude_in_play(state, 0, "Erik Samson")
    mule = give(state, 0, "Ragged Mule", erik)
    frame = fight(state, [walter], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    flow.advance(state)

    use(state, mule, "discard the mule")

    assert erik in frame["posse"][0] and mule in state.discard[0]
    state.check_invariants()


def test_bluetick_tracks_down_a_wanted_dude():
    state = game(["Bluetick", "Erik Samson"], ["Clint Ramsey"])
    erik = dude_in_play(state, 0, "Erik Samson")
    hound = give(state, 0, "Bluetick", erik)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    assert abilities(state, hound) == []
    wanted(state, clint)
    use(state, hound, TOWN_SQUARE)
    assert state.at[erik] == TOWN_SQUARE


def test_bowie_knife_is_played_into_a_shootout_and_makes_a_stud_unless_outgunned():
    state = game(["Bowie Knife", "Walter Jameson"], ["Clint Ramsey", "Pearl-Handled Revolver"])
    knife = to_hand(state, 0, "Bowie Knife")
    walter = dude_in_play(state, 0, "Walter Jameson", at=TOWN_SQUARE, booted=True)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    fight(state, [walter], [clint])
    flow.advance(state)

    use(state, knife, walter)

    assert state.attached_to[knife] == walter and bullet_type(state, walter) == "stud" and bullets(state, walter) == 1
    gun = give(state, 1, "Pearl-Handled Revolver", clint)
    assert bullet_type(state, walter) == "draw" and bullets(state, walter) == 0
    state.booted[gun] = 1
    assert bullet_type(state, walter) == "stud"


# ---- resolutions -------------------------------------------------------------------------------


def test_bottom_dealin_replaces_the_cheaters_hand_with_your_top_five():
    state = game(["Bottom Dealin'", "Pancho Castillo"], ["Erik Samson"])
    card = to_hand(state, 0, "Bottom Dealin'")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    state.hand[0].remove(card)
    fill_deck(state, 0, 5)
    state.hand[0].append(card)
    frame = fight(state, [pancho], [erik])
    at_resolution(state, frame, {0: "2S 3H 5D 8C KS", 1: "AS AS AC AD 9S"}, {0: pancho, 1: erik})
    top = [state.table[c].notation for c in state.deck[0][-5:]]

    use(state, card)

    assert sorted(frame["hands"][1]["cards"]) == sorted(top)
    assert not frame["hands"][1]["cheatin"]


def test_flight_of_the_lepus_sends_dudes_home_and_needs_a_cheater():
    state, frame, [pancho], [erik, clint], [card] = resolution_fight(
        ["Flight of the Lepus", "Pancho Castillo"],
        ["Erik Samson", "Clint Ramsey"],
        {0: "2S 3H 5D 8C KS", 1: "AS AS 3C 4D 9S"},
    )

    use(state, card, ["boot", erik, clint])

    assert state.at[erik] == home(state, 1) and state.booted[clint] and not frame["posse"][1]
    state.check_invariants()
