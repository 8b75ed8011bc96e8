"""Dudes of the packs beyond the base set whose text is a trait (and the older printings of
reprinted cards): each in a real game, with the condition that turns it off."""

from __future__ import annotations

from games.engines.doomtown.abilities import implemented_codes
from games.engines.doomtown.abilities.effects import add as add_effect
from games.engines.doomtown.abilities.reprints import older_printings
from games.engines.doomtown.cards import card_code
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    bullet_type,
    bullets,
    control_points_of_card,
    influence,
    upkeep,
    value,
)
from games.engines.doomtown.zones import leave_play
from tests.engines.doomtown.card_scenario import abilities, deed, fight, game, give, use, wanted
from tests.engines.doomtown.scenario import act, at_noon, dude_in_play, named, noon_seat, to_hand

# ---- older printings -----------------------------------------------------------------------------


def test_every_older_printing_of_a_scripted_card_plays_its_newest_text():
    reprints = older_printings()
    assert reprints[card_code("Alexander Sequoia", "Too Tough to Die")] == card_code("Alexander Sequoia")
    assert card_code("Ricochet", "Too Tough to Die") in reprints
    for old, new in reprints.items():
        assert (old in implemented_codes()) == (new in implemented_codes())


def test_the_too_tough_to_die_alexander_sequoia_unboots_in_the_town_square_as_the_reprint_does():
    old = card_code("Alexander Sequoia", "Too Tough to Die")
    others = [{"code": card_code(name), "quantity": 1} for name in ("Clint Ramsey", "Pat's Perch", "Ezrael Jones")]
    mine = {"name": "old", "outfit": "24012", "cards": [{"code": old, "quantity": 1}, *others]}
    state = at_noon(decks=(mine, "starter-law-dogs"))
    noon_seat(state, 0)
    alexander = next(c for c in range(len(state.table)) if state.table[c].card.code == old)
    dude_in_play(state, 0, "Alexander Sequoia", at=TOWN_SQUARE, booted=True)
    assert state.table[alexander].card.pack == "Too Tough to Die"  # its own printing, numbers and all
    assert len(abilities(state, alexander)) == 1
    use(state, alexander)
    assert not state.booted[alexander]
    state.at[alexander] = state.table.outfits[0]
    state.booted[alexander] = 1
    assert abilities(state, alexander) == []  # not in the town square
    state.check_invariants()


# ---- Anarchists ------------------------------------------------------------------------------------


def test_buzz_crover_counts_nearby_locations_with_his_other_dudes():
    state = game(["Buzz Crover", "Clint Ramsey", "Pancho Castillo", "Ezrael Jones", "Cattle Market"])
    perch = deed(state, 0, "Cattle Market")
    buzz = dude_in_play(state, 0, "Buzz Crover", at=TOWN_SQUARE)
    assert bullets(state, buzz) == 0
    dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)  # the same location counts once
    assert bullets(state, buzz) == 1
    dude_in_play(state, 0, "Ezrael Jones", at=perch)  # next to the town square
    assert bullets(state, buzz) == 2
    dude_in_play(state, 1, "Avie Cline", at=state.table.outfits[0])  # not his player's dude
    assert bullets(state, buzz) == 2
    state.at[buzz] = state.table.outfits[1]  # the opponent's home: only the town square is next to it
    assert bullets(state, buzz) == 1


def test_anthony_shepherd_is_a_stud_only_while_the_stash_is_empty():
    state = game(["Anthony Shepherd"])
    anthony = dude_in_play(state, 0, "Anthony Shepherd")
    assert bullet_type(state, anthony) == "draw"
    state.bank += state.stash[0]
    state.stash[0] = 0
    assert bullet_type(state, anthony) == "stud"


def test_baijiu_sue_adds_a_control_point_to_the_saloon_she_stands_at():
    state = game(["Baijiu Sue", "Dead Dog Tavern", "Pat's Perch"])
    saloon, perch = deed(state, 0, "Dead Dog Tavern"), deed(state, 0, "Pat's Perch")
    printed = control_points_of_card(state, saloon)
    sue = dude_in_play(state, 0, "Baijiu Sue", at=saloon)
    assert control_points_of_card(state, saloon) == printed + 1
    state.at[sue] = perch  # not a Saloon
    assert control_points_of_card(state, saloon) == printed
    assert control_points_of_card(state, perch) == state.table[perch].num("control")


def test_the_tombstone_haint_has_two_more_influence_in_the_upkeep_phase_only():
    state = game(["The Tombstone Haint"], outfit="24009")  # Law Dogs: the Haint pays its influence
    haint = dude_in_play(state, 0, "The Tombstone Haint")
    assert influence(state, haint) == 0 and upkeep(state, 0, haint) == 0
    state.phase = "upkeep"
    assert influence(state, haint) == 2 and upkeep(state, 0, haint) == 2


def test_gabriel_prior_casts_miracles_with_each_other_dude_of_his_here():
    from games.engines.doomtown.abilities.core import HOOKS

    state = game(["Gabriel Prior", "Clint Ramsey", "Pancho Castillo", "Lay On Hands"], ["Avie Cline"])
    gabriel = dude_in_play(state, 0, "Gabriel Prior", at=TOWN_SQUARE)
    miracle = named(state, 0, "Lay On Hands")
    bonus = HOOKS["casting_bonus"][state.table[gabriel].card.code]
    assert bonus(state, gabriel, miracle) == 0
    dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)  # not his player's
    assert bonus(state, gabriel, miracle) == 2


# ---- Entrepreneurs, Fearmongers -----------------------------------------------------------------------


def test_aunt_lou_marchbanks_is_a_stud_where_her_player_owns_the_location():
    state = game(["Aunt Lou Marchbanks", "Pat's Perch"], ["Cattle Market"])
    lou = dude_in_play(state, 0, "Aunt Lou Marchbanks")  # home
    assert bullet_type(state, lou) == "stud"
    state.at[lou] = TOWN_SQUARE
    assert bullet_type(state, lou) == "draw"
    state.at[lou] = deed(state, 1, "Cattle Market")  # a deed of the opponent
    assert bullet_type(state, lou) == "draw"
    state.at[lou] = deed(state, 0, "Pat's Perch")
    assert bullet_type(state, lou) == "stud"


def test_christine_perfect_is_a_stud_in_the_posse_attempting_a_job_only():
    state = game(["Christine Perfect (Exp.1)"], ["Clint Ramsey"])
    christine = dude_in_play(state, 0, "Christine Perfect (Exp.1)", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    assert bullet_type(state, christine) == "draw"
    frame = fight(state, [christine], [clint])
    assert bullet_type(state, christine) == "draw"  # a call-out, not a job
    frame["job"] = True
    assert bullet_type(state, christine) == "stud"
    frame["leader_seat"] = 1  # her posse opposes the job
    assert bullet_type(state, christine) == "draw"


def test_bogie_man_reads_boot_hill():
    state = game(["Bogie Man", "Clint Ramsey"], ["Erik Samson"])
    bogie = dude_in_play(state, 0, "Bogie Man")
    assert influence(state, bogie) == 2 and bullets(state, bogie) == 0
    erik = dude_in_play(state, 1, "Erik Samson")
    leave_play(state, erik, ace=True)  # the opponent's dude: printed influence 1
    assert bullets(state, bogie) == state.table[erik].num("influence")
    assert influence(state, bogie) == 2
    clint = dude_in_play(state, 0, "Clint Ramsey")
    leave_play(state, clint, ace=True)  # his own player's dude in Boot Hill
    assert influence(state, bogie) == 1
    assert bullets(state, bogie) == max(state.table[erik].num("influence"), state.table[clint].num("influence"))


def test_victor_nines_adds_the_abominations_at_his_location_to_his_huckster_skill():
    from games.engines.doomtown.town import adjusted_stat

    state = game(['Victor "Nines" de Boré', "Pagliaccio", "Bobo"], ["The Brute"])
    victor = dude_in_play(state, 0, 'Victor "Nines" de Boré', at=TOWN_SQUARE)
    skill = lambda: adjusted_stat(state, "Huckster", victor, 0)  # noqa: E731
    assert skill() == 0
    dude_in_play(state, 0, "Pagliaccio", at=TOWN_SQUARE)
    dude_in_play(state, 1, "The Brute", at=TOWN_SQUARE)  # any player's Abomination
    dude_in_play(state, 0, "Bobo")  # at home: not here
    assert skill() == 2


def test_evan_lucas_earns_a_ghost_rock_for_each_opposing_dude_aced_while_he_is_in_the_posse():
    state = game(["Evan Lucas", "Clint Ramsey"], ["Erik Samson", "Avie Cline"])
    evan = dude_in_play(state, 0, "Evan Lucas", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    avie = dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    stash = state.stash[0]
    leave_play(state, avie, ace=True)  # no shootout
    assert state.stash[0] == stash
    fight(state, [evan, clint], [erik])
    leave_play(state, clint, ace=True)  # his own dude
    assert state.stash[0] == stash
    leave_play(state, erik, ace=False)  # discarded, not aced
    assert state.stash[0] == stash
    other = game(["Evan Lucas"], ["Erik Samson"])
    evan = dude_in_play(other, 0, "Evan Lucas", at=TOWN_SQUARE)
    erik = dude_in_play(other, 1, "Erik Samson", at=TOWN_SQUARE)
    fight(other, [evan], [erik])
    stash = other.stash[0]
    leave_play(other, erik, ace=True)
    assert other.stash[0] == stash + 1


# ---- Outlaws, Law Dogs, First Peoples, Drifters -----------------------------------------------------


def test_reggie_mallard_gets_a_bullet_per_huckster_in_his_posse():
    state = game(["Reggie Mallard", "Avie Cline"], ["Clint Ramsey"])
    reggie = dude_in_play(state, 0, "Reggie Mallard", at=TOWN_SQUARE)
    avie = dude_in_play(state, 0, "Avie Cline", at=TOWN_SQUARE)
    printed = bullets(state, reggie)
    fight(state, [reggie], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    assert bullets(state, reggie) == printed  # Avie is not in the posse
    state.stack[-1]["posse"][0].append(avie)
    assert bullets(state, reggie) == printed + 1


def test_indian_charlie_gains_value_per_bounty_and_cannot_be_made_a_draw_past_three():
    state = game(['Florentino "Indian Charlie" Cruz'])
    charlie = dude_in_play(state, 0, 'Florentino "Indian Charlie" Cruz', at=TOWN_SQUARE)
    printed = value(state, charlie)
    wanted(state, charlie, 3)
    assert value(state, charlie) == printed + 3
    add_effect(state, "bullet_type", charlie, until="turn", set_to="draw", by=1)
    assert bullet_type(state, charlie) == "draw"  # 3 bounty: not yet
    wanted(state, charlie)
    assert bullet_type(state, charlie) == "stud"


def test_marshal_caves_callarman_loses_stats_to_bounty_and_sheds_it_at_a_public_location():
    state = game(["Marshal Caves Callarman", "Clint Ramsey"])
    caves = dude_in_play(state, 0, "Marshal Caves Callarman")  # at home: private
    assert bullets(state, caves) == 2 and influence(state, caves) == 2
    wanted(state, caves, 2)
    assert bullets(state, caves) == 0 and influence(state, caves) == 0
    assert abilities(state, caves) == []
    state.at[caves] = TOWN_SQUARE
    card = to_hand(state, 0, "Clint Ramsey")
    hand = len(state.hand[0])
    use(state, caves)
    act(state, "pick", card=card)
    assert state.bounty[caves] == 1 and len(state.hand[0]) == hand - 1 and card in state.discard[0]
    assert abilities(state, caves) == []  # once a turn
    state.check_invariants()


def test_yiska_has_two_more_bullets_with_a_sidekick():
    state = game(["Yiska", "Bluetick"])
    yiska = dude_in_play(state, 0, "Yiska")
    printed = bullets(state, yiska)
    give(state, 0, "Bluetick", yiska)
    assert bullets(state, yiska) == printed + 2 + state.table[named(state, 0, "Bluetick")].num("bullets")


def test_ken_carn_in_the_town_square_is_worth_a_control_point_per_faction_of_his_dudes():
    state = game(['Coinneach "Ken" Càrn', "Clint Ramsey", "Pancho Castillo", "Erik Samson", "Bobo"])
    ken = dude_in_play(state, 0, 'Coinneach "Ken" Càrn')
    dude_in_play(state, 0, "Clint Ramsey")
    dude_in_play(state, 0, "Erik Samson")
    dude_in_play(state, 0, "Bobo")
    factions = {state.table[d].card.faction for d in state.play[0] if state.table[d].type == "dude"} - {None}
    assert control_points_of_card(state, ken) == 0  # at home
    state.at[ken] = TOWN_SQUARE
    assert control_points_of_card(state, ken) == len(factions) >= 2


def test_rabid_rance_hitchcock_holds_foreign_deeds_and_rides_out_wanted():
    state = game(["Rabid Rance Hitchcock", "Pat's Perch"], ["Cattle Market", "Erik Samson"])
    market = deed(state, 1, "Cattle Market")
    perch = deed(state, 0, "Pat's Perch")  # Out of Town, production 1
    rance = dude_in_play(state, 0, "Rabid Rance Hitchcock")
    printed = control_points_of_card(state, market)
    moves = {a["to"]: a["label"] for a in state.legal_actions(0) if a["type"] == "move" and a["dude"] == rance}
    assert moves[perch].endswith("(boots)")  # not wanted
    wanted(state, rance)
    moves = {a["to"]: a["label"] for a in state.legal_actions(0) if a["type"] == "move" and a["dude"] == rance}
    assert not moves[perch].endswith("(boots)")
    act(state, "move", dude=rance, to=perch)
    assert state.at[rance] == perch and not state.booted[rance]
    assert bullets(state, rance) == state.table[rance].num("bullets") + 1  # the Perch's production
    state.at[rance] = market  # he controls it (the owner has nobody there): +1 control point
    assert control_points_of_card(state, market) == printed + 1
    dude_in_play(state, 1, "Erik Samson", at=market)  # influence 1 each: the owner keeps control
    assert control_points_of_card(state, market) == printed
