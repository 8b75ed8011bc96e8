"""Spells and action cards of the packs beyond the base set: each in a real game, with what stops
it (booted, a failed skill test, wrong location, no target, not enough ghost rock...)."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.callouts import cannot_refuse
from games.engines.doomtown.abilities.effects import add as add_effect
from games.engines.doomtown.abilities.rounds import shown_rank
from games.engines.doomtown.skills import skill_margin
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type, bullets, control_points_of_card, influence
from games.engines.doomtown.zones import leave_play
from tests.engines.doomtown.card_scenario import (
    abilities,
    at_resolution,
    deed,
    fight,
    finish_posses,
    game,
    give,
    on_top,
    resolution_fight,
    use,
)
from tests.engines.doomtown.scenario import act, dude_in_play, to_hand


def shootout(state, mine: list[int], theirs: list[int], **where):
    frame = fight(state, mine, theirs, **where)
    flow.advance(state)
    return frame


def home_of(state, seat: int) -> int:
    return state.table.outfits[seat]


def play(state, card: int, target=None, ability: int = 0):
    """Play an action card from the hand (the seat to act now)."""
    return act(state, "ability", card=card, target=target, ability=ability)


def hexed(names: list[str], theirs: list[str] = ("Clint Ramsey",)):
    """Valeria Batten (Huckster 1) with the first spell named, against Clint in the town square."""
    state = game(["Valeria Batten", *names], list(theirs))
    valeria = dude_in_play(state, 0, "Valeria Batten", at=TOWN_SQUARE)
    spell = give(state, 0, names[0], valeria)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    return state, valeria, spell, clint


# ---- Hexes -----------------------------------------------------------------------------------------------


def test_kentucky_windage_makes_a_stud_or_adds_a_bullet_once_booted():
    state, valeria, spell, clint = hexed(["Kentucky Windage", "Pancho Castillo"])
    shootout(state, [valeria], [clint])
    on_top(state, 0, "Pancho Castillo")  # 5 + 1 reaches 5
    use(state, spell, ability=0)
    assert bullet_type(state, valeria) == "stud" and state.booted[spell]
    assert abilities(state, spell) == []  # booted: neither ability


def test_kentucky_windage_fails_below_its_difficulty():
    state, valeria, spell, clint = hexed(["Kentucky Windage", "Walter Jameson"])
    shootout(state, [valeria], [clint])
    on_top(state, 0, "Walter Jameson")  # 1 + 1 misses 6
    use(state, spell, ability=1)
    assert bullets(state, valeria) == 0 and state.booted[spell]


def test_54_card_pick_up_boots_an_opposing_dude_or_two_cards():
    state, valeria, spell, clint = hexed(["54 Card Pick-Up", "Clint Ramsey"], ["Clint Ramsey", "Mustang"])
    horse = give(state, 1, "Mustang", clint)
    shootout(state, [valeria], [clint])
    pairs = [a["target"] for a in abilities(state, spell) if a["ability"] == 1]
    (pair,) = [p for p in pairs if sorted(p) == sorted([clint, horse])]
    assert all(valeria not in p for p in pairs)
    on_top(state, 0, "Clint Ramsey")  # 11 + 1 reaches 11
    use(state, spell, pair, ability=1)
    assert state.booted[clint] and state.booted[horse]


def test_bolts_o_doom_takes_bullets_by_influence_and_rewards_a_disarmed_target():
    state, valeria, spell, clint = hexed(["Bolts o' Doom", "Clint Ramsey"], ["Allie Hensman"])
    allie = dude_in_play(state, 1, "Allie Hensman", at=TOWN_SQUARE)  # 2 bullets
    state.play[1].remove(clint)
    state.at[clint] = -1
    shootout(state, [valeria], [allie])
    effects_before = len(state.effects)
    on_top(state, 0, "Clint Ramsey")
    use(state, spell, allie)
    assert bullets(state, allie) == 1  # Valeria's 1 influence
    assert bullets(state, valeria) == 0 and len(state.effects) == effects_before + 1


def test_mind_twist_boots_a_spell_here_or_sets_influence_to_one():
    state = game(["Valeria Batten", "Mind Twist", "Clint Ramsey", "Clint Ramsey"], ["Erik Samson", "Lay On Hands"])
    valeria = dude_in_play(state, 0, "Valeria Batten", at=TOWN_SQUARE)
    twist = give(state, 0, "Mind Twist", valeria)
    erik = dude_in_play(state, 1, "Erik Samson", at=home_of(state, 1))
    miracle = give(state, 1, "Lay On Hands", erik)
    assert [a for a in abilities(state, twist) if a["ability"] == 0] == []  # Erik is elsewhere
    state.at[erik] = TOWN_SQUARE
    assert [a["target"] for a in abilities(state, twist) if a["ability"] == 0] == [miracle]
    on_top(state, 0, "Clint Ramsey")
    use(state, twist, erik, ability=2)
    assert influence(state, erik) == 1 and influence(state, valeria) == 1
    add_effect(state, "influence", erik, 2, until="turn")  # "cannot be modified"
    assert influence(state, erik) == 1
    assert abilities(state, twist) == []  # booted


def test_gateway_moves_or_brings_in_your_abomination():
    state, valeria, spell, clint = hexed(["Gateway", "Natalya", "Clint Ramsey"])
    natalya = dude_in_play(state, 0, "Natalya", at=home_of(state, 0))
    assert [a for a in abilities(state, spell) if a["ability"] == 0] == []  # no Abomination here
    state.at[natalya] = TOWN_SQUARE
    on_top(state, 0, "Clint Ramsey")
    use(state, spell, [natalya, home_of(state, 0)], ability=0)
    assert state.at[natalya] == home_of(state, 0)
    state.booted[spell] = 0
    frame = shootout(state, [valeria], [clint])
    on_top(state, 0, "Clint Ramsey")
    use(state, spell, natalya, ability=1)
    assert natalya in frame["posse"][0] and state.at[natalya] == TOWN_SQUARE


# ---- Miracles --------------------------------------------------------------------------------------------


def test_exultant_translocation_swaps_two_dudes_and_unboots_one_on_a_great_pull():
    state = game(["Erik Samson", "Exultant Translocation", "Clint Ramsey", "Pancho Castillo"])
    erik = dude_in_play(state, 0, "Erik Samson", at=TOWN_SQUARE)
    spell = give(state, 0, "Exultant Translocation", erik)
    clint = dude_in_play(state, 0, "Clint Ramsey", booted=True)  # at home
    assert {a["target"][0] for a in abilities(state, spell)} == {clint}
    on_top(state, 0, "Avie Cline")  # 10 + 0 beats 6 by 4: no unboot
    use(state, spell, [clint, clint])
    assert state.at[erik] == home_of(state, 0) and state.at[clint] == TOWN_SQUARE
    assert state.booted[clint]


def test_benediction_raises_a_nearby_dudes_skills_or_arms_the_caster():
    state = game(["Erik Samson", "Benediction", "Valeria Batten", "Clint Ramsey", "Clint Ramsey", "Pancho Castillo"])
    erik = dude_in_play(state, 0, "Erik Samson", at=TOWN_SQUARE)
    spell = give(state, 0, "Benediction", erik)
    valeria = dude_in_play(state, 0, "Valeria Batten", at=TOWN_SQUARE)
    assert erik not in [a["target"] for a in abilities(state, spell)]  # another dude
    on_top(state, 0, "Avie Cline")
    use(state, spell, valeria)
    on_top(state, 0, "Pancho Castillo")  # 5 + Huckster 1 + 2 reaches 8
    assert skill_margin(state, 0, valeria, "Huckster", 8) == 0
    assert bullets(state, erik) == 2 and not state.booted[spell]
    assert abilities(state, spell) == []  # once a turn (it does not boot)


def test_benediction_on_a_dude_without_skills_gives_the_caster_a_bullet():
    state = game(["Erik Samson", "Benediction", "Clint Ramsey", "Clint Ramsey"])
    erik = dude_in_play(state, 0, "Erik Samson", at=TOWN_SQUARE)
    spell = give(state, 0, "Benediction", erik)
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    on_top(state, 0, "Avie Cline")
    use(state, spell, clint)
    assert bullets(state, erik) == 3


# ---- Spirits ---------------------------------------------------------------------------------------------


def test_guiding_wind_sets_bullets_to_influence_at_most_three():
    state = game(["Lydia Bear-Hands", "Guiding Wind", "Clint Ramsey"], ["El Anónimo"])
    lydia = dude_in_play(state, 0, "Lydia Bear-Hands", at=TOWN_SQUARE)
    spell = give(state, 0, "Guiding Wind", lydia)
    anon = dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)
    assert abilities(state, spell) == []  # not a shootout
    shootout(state, [lydia], [anon])
    on_top(state, 0, "Clint Ramsey")
    use(state, spell, lydia)
    assert bullets(state, lydia) == 2  # her 2 influence


def test_secret_paths_moves_every_unbooted_dude_here():
    state = game(["Lydia Bear-Hands", "Secret Paths", "Clint Ramsey", "Pancho Castillo", "Clint Ramsey"])
    lydia = dude_in_play(state, 0, "Lydia Bear-Hands", at=TOWN_SQUARE)
    spell = give(state, 0, "Secret Paths", lydia)
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE, booted=True)
    on_top(state, 0, "Avie Cline")
    use(state, spell, home_of(state, 0))
    assert state.at[lydia] == state.at[pancho] == home_of(state, 0)
    assert state.at[clint] == TOWN_SQUARE  # booted: stays
    assert abilities(state, spell) == []


# ---- action cards ----------------------------------------------------------------------------------------


def test_fleet_footed_sends_your_dude_home_at_noon_or_swaps_a_bullet_in_a_shootout():
    state = game(["Fleet-Footed", "Clint Ramsey"], ["El Anónimo"])
    card = to_hand(state, 0, "Fleet-Footed")
    clint = dude_in_play(state, 0, "Clint Ramsey")
    assert [a for a in abilities(state, card) if a["ability"] == 0] == []  # already home
    state.at[clint] = TOWN_SQUARE
    use(state, card, clint, ability=0)
    assert state.at[clint] == home_of(state, 0) and state.booted[clint] and card in state.discard[0]


def test_fleet_footed_in_a_shootout():
    state = game(["Fleet-Footed", "Clint Ramsey"], ["El Anónimo"])
    card = to_hand(state, 0, "Fleet-Footed")
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    anon = dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)
    shootout(state, [clint], [anon])
    play(state, card, [clint, anon], ability=1)
    assert (bullets(state, clint), bullets(state, anon)) == (3, 1)


def test_play_for_blood_cycles_a_card_at_noon():
    state = game(["Play for Blood", "Clint Ramsey"])
    card = to_hand(state, 0, "Play for Blood")
    clint = to_hand(state, 0, "Clint Ramsey")
    hand = len(state.hand[0])
    use(state, card)
    act(state, "pick", card=clint)
    assert len(state.hand[0]) == hand - 1  # the played card gone, one drawn, one discarded
    assert clint in state.discard[0] and card not in state.hand[0]


def test_play_for_blood_breaks_a_tie_only():
    state, frame, [pancho], [erik], [card] = resolution_fight(
        ["Play for Blood", "Pancho Castillo"], ["Erik Samson"], {0: "2H 2D 5C 8S KD", 1: "3H 3D 6C 9S QD"}
    )
    play(state, card, ability=1)
    assert shown_rank(frame, 0) == shown_rank(frame, 1) + 1


def test_play_for_blood_is_not_offered_when_a_hand_is_ahead():
    state = game(["Play for Blood", "Pancho Castillo", "Ready Fer Anythin'"], ["Erik Samson"])
    card = to_hand(state, 0, "Play for Blood")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = fight(state, [pancho], [erik])
    at_resolution(state, frame, {0: "2H 2D 2C 8S KD", 1: "3H 3D 6C 9S QD"}, {0: pancho, 1: erik})
    assert all(a["card"] != card for a in state.legal_actions(state.to_act()[0]) if a["type"] == "ability")


def test_ready_fer_anythin_reads_what_the_dude_carries():
    state = game(["Ready Fer Anythin'", "Clint Ramsey", "Mustang", "Bluetick", "Clint Ramsey"])
    card = to_hand(state, 0, "Ready Fer Anythin'")
    clint = dude_in_play(state, 0, "Clint Ramsey")
    give(state, 0, "Mustang", clint)
    give(state, 0, "Bluetick", clint)
    hand = len(state.hand[0])
    use(state, card, clint)
    assert bullets(state, clint) == 3 and influence(state, clint) == 2
    assert bullet_type(state, clint) == "stud"  # printed stud, no Attire needed
    assert len(state.hand[0]) == hand - 1  # no Weapon: no card drawn


def test_masonic_augment_trades_a_spell_for_a_bonus_and_its_cost():
    state = game(["Masonic Augment", "Erik Samson", "Exultant Translocation"])
    card = to_hand(state, 0, "Masonic Augment")
    assert abilities(state, card) == []  # no spell in play
    erik = dude_in_play(state, 0, "Erik Samson")
    spell = give(state, 0, "Exultant Translocation", erik)
    rock = state.stash[0]
    use(state, card, [spell, erik])
    assert spell in state.discard[0] and state.stash[0] == rock + 1
    assert (bullets(state, erik), influence(state, erik)) == (3, 2)


def test_suppressing_fire_makes_a_booted_opponent_a_draw_or_boots_for_a_stud():
    state = game(["Suppressing Fire", "Erik Samson", "Winchester Model 1873"], ["Clint Ramsey"])
    card = to_hand(state, 0, "Suppressing Fire")
    erik = dude_in_play(state, 0, "Erik Samson", at=TOWN_SQUARE)
    rifle = give(state, 0, "Winchester Model 1873", erik)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    shootout(state, [erik], [clint])
    assert [a for a in abilities(state, card) if a["ability"] == 0] == []  # Clint is unbooted
    assert sorted(a["target"][1] for a in abilities(state, card) if a["ability"] == 1) == sorted([erik, rifle])
    play(state, card, [erik, rifle], ability=1)
    assert state.booted[rifle] and bullet_type(state, erik) == "stud"


def test_vamoosin_sends_a_wanted_dude_home_for_their_influence():
    state = game(["Vamoosin'", "Clint Ramsey", "Colt-Patterson Model '36"], ["El Anónimo", "Pancho Castillo"])
    card = to_hand(state, 0, "Vamoosin'")
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    give(state, 0, "Colt-Patterson Model '36", clint)  # another play: the window stays open
    anon = dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)
    pancho = dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)
    for dude in (anon, pancho):
        state.bounty[dude] += 1
        state.bank -= 1
    shootout(state, [clint], [anon, pancho])
    state.bank += state.stash[0] - 1
    state.stash[0] = 1  # 1 GR: not enough for El Anónimo's 2 influence
    assert abilities(state, card) == []
    state.stash[0] += 2
    state.bank -= 2
    play(state, card, anon)
    assert state.at[anon] == home_of(state, 1) and not state.booted[anon]
    assert state.stash[0] == 1


def test_you_had_one_job_sets_a_very_wanted_dudes_type_and_spares_legal_hands():
    state, frame, [pancho], [erik], [card] = resolution_fight(
        ["You Had ONE Job!", "Pancho Castillo"], ["Erik Samson"], {0: "2H 2D 5C 8S KD", 1: "3H 3D 3C 9S QD"}
    )
    play(state, card, ability=1)
    assert frame["casualties"] == [0, 0]  # the pair lost by 2 ranks: both legal hands take 2 fewer


def test_you_had_one_job_needs_three_bounty_in_the_shootout():
    state = game(["You Had ONE Job!", "Pancho Castillo", "Colt-Patterson Model '36"], ["Erik Samson"])
    card = to_hand(state, 0, "You Had ONE Job!")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    give(state, 0, "Colt-Patterson Model '36", pancho)  # another play: the window stays open
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    state.bounty[erik] += 2
    state.bank -= 2
    shootout(state, [pancho], [erik])
    assert abilities(state, card) == []  # 2 bounty is not enough
    state.bounty[erik] += 1
    state.bank -= 1
    play(state, card, [erik, "stud"], ability=0)
    assert bullet_type(state, erik) == "stud"


def test_swagger_moves_an_unbooted_dude_next_door_with_influence_to_control_deeds():
    state = game(["Swagger", "Pancho Castillo", "Pat's Perch"], ["El Anónimo"])
    card = to_hand(state, 0, "Swagger")
    pancho = dude_in_play(state, 0, "Pancho Castillo", booted=True)
    assert abilities(state, card) == []  # booted
    state.booted[pancho] = 0
    use(state, card, [pancho, TOWN_SQUARE])
    assert state.at[pancho] == TOWN_SQUARE and influence(state, pancho) == 2
    effect = next(e for e in state.effects if e["stat"] == "control_strength")
    assert effect["card"] == pancho and effect["until"] == "upkeep" and effect["amount"] == 1


def test_like_a_bull_makes_the_cheater_pay_or_discard_and_spares_a_casualty():
    state, frame, [pancho], [erik], [card] = resolution_fight(
        ["Like a Bull...", "Pancho Castillo"], ["Erik Samson"], {0: "2H 3D 5C 8S KD", 1: "3H 3H 6C 9S QD"}
    )
    rock = state.stash[1]
    play(state, card, ability=0)
    assert state.to_act() == [1]
    act(state, "pick", choice="pay")
    assert state.stash[1] == rock - 1


def test_like_a_bull_shuts_down_the_deed_of_the_shootout():
    state = game(["Like a Bull...", "Pancho Castillo"], ["Erik Samson", "Hustings"])
    hustings = deed(state, 1, "Hustings")
    card = to_hand(state, 0, "Like a Bull...")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=hustings)
    erik = dude_in_play(state, 1, "Erik Samson", at=hustings)
    frame = fight(state, [pancho], [erik], location=hustings)
    at_resolution(state, frame, {0: "2H 3D 5C 8S KD", 1: "3H 4D 6C 9S QD"}, {0: pancho, 1: erik})
    play(state, card, ability=1)
    assert state.booted[hustings] and control_points_of_card(state, hustings) == 0


def test_heist_robs_an_in_town_deed_with_a_posse_of_three_bullets():
    state = game(["Heist", "Pancho Castillo"], ["Hustings"])
    card = to_hand(state, 0, "Heist")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)  # 3 bullets
    hustings = deed(state, 1, "Hustings")
    rock = state.stash[0]
    use(state, card, [pancho, hustings])
    finish_posses(state)
    assert state.stash[0] == rock + state.table[hustings].num("production")
    assert state.bounty[pancho] == 2 and not state.booted[pancho]  # not his player's deed: he unboots


def test_heist_fails_with_fewer_than_three_bullets():
    state = game(["Heist", "Erik Samson"], ["Hustings"])
    card = to_hand(state, 0, "Heist")
    erik = dude_in_play(state, 0, "Erik Samson", at=TOWN_SQUARE)  # 2 bullets
    hustings = deed(state, 1, "Hustings")
    rock = state.stash[0]
    use(state, card, [erik, hustings])
    finish_posses(state)
    assert state.stash[0] == rock and state.bounty[erik] == 0


def test_hostile_takeover_cashes_in_a_deed_your_stud_took_over():
    state = game(["Hostile Takeover", "Pancho Castillo"], ["Hustings"])
    card = to_hand(state, 0, "Hostile Takeover")
    hustings = deed(state, 1, "Hustings")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=hustings)  # a stud with 3 bullets, 2 influence
    rock = state.stash[0]
    use(state, card, [pancho, "ace"])
    assert state.booted[pancho] and state.booted[hustings] and state.stash[0] == rock + 3
    assert card in state.boot_hill[0]
    assert influence(state, pancho) == 3 and control_points_of_card(state, hustings) == 2


def test_hostile_takeover_needs_a_deed_you_do_not_own():
    state = game(["Hostile Takeover", "Pancho Castillo", "Pat's Perch"])
    card = to_hand(state, 0, "Hostile Takeover")
    perch = deed(state, 0, "Pat's Perch")
    dude_in_play(state, 0, "Pancho Castillo", at=perch)
    assert abilities(state, card) == []


def test_fannin_the_hammer_fans_as_many_dudes_as_bullets():
    state = game(["Fannin' the Hammer", "Erik Samson"], ["Avie Cline", "El Anónimo", "Clint Ramsey"])
    card = to_hand(state, 0, "Fannin' the Hammer")
    erik = dude_in_play(state, 0, "Erik Samson", at=TOWN_SQUARE)  # 2 bullets: two targets
    avie = dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)  # 0 printed bullets
    anon = dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    shootout(state, [erik], [avie, anon, clint])
    play(state, card, erik)
    act(state, "pick", card=avie)
    act(state, "pick", card=anon)
    assert bullet_type(state, avie) == "draw" and bullets(state, anon) == 1 and bullets(state, clint) == 2
    assert bullet_type(state, anon) == "stud" and state.booted[erik]


def test_mark_of_war_makes_the_hucksters_call_outs_unrefusable_for_the_day():
    state, valeria, spell, clint = hexed(["Mark of War", "Clint Ramsey"])
    assert not cannot_refuse(state, valeria, clint)
    on_top(state, 0, "Clint Ramsey")  # 11 + 1 reaches 7
    use(state, spell)
    assert cannot_refuse(state, valeria, clint) and spell in state.discard[0]


def test_mark_of_war_fails_on_a_low_pull():
    state, valeria, spell, clint = hexed(["Mark of War", "Pancho Castillo"])
    on_top(state, 0, "Pancho Castillo")  # 5 + 1 misses 7
    use(state, spell)
    assert spell in state.play[0] and state.booted[spell]


def test_turn_the_other_cheek_sends_both_home_unbooted():
    state = game(["Erik Samson", "Turn the Other Cheek", "Clint Ramsey"], ["Walter Jameson"])
    erik = dude_in_play(state, 0, "Erik Samson", at=TOWN_SQUARE)
    spell = give(state, 0, "Turn the Other Cheek", erik)
    walter = dude_in_play(state, 1, "Walter Jameson", at=TOWN_SQUARE)  # grit 1 + 0 + 1
    shootout(state, [erik], [walter])
    on_top(state, 0, "Clint Ramsey")
    use(state, spell, walter)
    assert state.at[walter] == home_of(state, 1) and state.at[erik] == home_of(state, 0)
    assert not state.booted[walter] and not state.booted[erik]


def test_champion_makes_a_stud_and_pays_if_that_dude_falls():
    state = game(["Erik Samson", "Champion", "Clint Ramsey", "Pancho Castillo"], ["El Anónimo"])
    erik = dude_in_play(state, 0, "Erik Samson", at=TOWN_SQUARE)
    spell = give(state, 0, "Champion", erik)
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    frame = shootout(state, [erik, pancho], [dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)])
    on_top(state, 0, "Clint Ramsey")  # 11 + 0 reaches 8
    use(state, spell, erik, ability=1)
    assert bullet_type(state, erik) == "stud" and state.booted[erik]
    rock = state.stash[0]
    leave_play(state, erik, ace=False)
    assert state.stash[0] == rock + 1 and frame["championed"] == []


def test_guiding_the_pack_needs_the_bigger_posse():
    state = game(["Lydia Bear-Hands", "Guiding the Pack", "Clint Ramsey", "Pancho Castillo"], ["El Anónimo"])
    lydia = dude_in_play(state, 0, "Lydia Bear-Hands", at=TOWN_SQUARE)
    spell = give(state, 0, "Guiding the Pack", lydia)
    anon = dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    shootout(state, [lydia, pancho], [anon])
    on_top(state, 0, "Clint Ramsey")  # 11 + 0 beats 5 by 6
    use(state, spell, [anon, pancho])
    assert state.booted[anon] and bullets(state, pancho) == 4


def test_guiding_the_pack_is_not_offered_with_equal_posses():
    names = ["Lydia Bear-Hands", "Guiding the Pack", "Colt-Patterson Model '36"]
    state = game(names, ["El Anónimo"])
    lydia = dude_in_play(state, 0, "Lydia Bear-Hands", at=TOWN_SQUARE)
    spell = give(state, 0, "Guiding the Pack", lydia)
    give(state, 0, "Colt-Patterson Model '36", lydia)  # another play: the window stays open
    shootout(state, [lydia], [dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)])
    assert state.stack[-1]["kind"] == "plays" and abilities(state, spell) == []


def test_the_winning_agenda_cycles_cards_by_influence():
    state = game(["The Winning Agenda", "Pancho Castillo", "Clint Ramsey", "Avie Cline"])
    card = to_hand(state, 0, "The Winning Agenda")
    pancho = dude_in_play(state, 0, "Pancho Castillo")  # 2 influence
    state.deck[0].extend(state.hand[0][:-1])
    state.hand[0][:] = [card]
    assert abilities(state, card) == []  # nothing to discard
    clint, avie = to_hand(state, 0, "Clint Ramsey"), to_hand(state, 0, "Avie Cline")
    use(state, card, pancho)
    act(state, "pick", card=clint)
    act(state, "pick", card=avie)
    assert len(state.hand[0]) == 2 and clint not in state.hand[0] and avie not in state.hand[0]


def test_the_winning_agenda_raises_the_rank_by_influence():
    state, frame, [pancho], [erik], [card] = resolution_fight(
        ["The Winning Agenda", "Pancho Castillo"], ["Erik Samson"], {0: "2H 3D 5C 8S KD", 1: "3H 3H 6C 9S QD"}
    )
    play(state, card, pancho, ability=1)
    assert frame["rank_bonus"][0] == 2


def monkey_fight(foe_name: str):
    state = game(["Monkey Goes to the Mountain", "Xui Yin Chen", "Cattle Market", "Walter Jameson"], [foe_name])
    card = to_hand(state, 0, "Monkey Goes to the Mountain")
    market = deed(state, 0, "Cattle Market")  # next to the town square
    xui = dude_in_play(state, 0, "Xui Yin Chen", at=TOWN_SQUARE)  # Kung Fu 3, value 4
    foe = dude_in_play(state, 1, foe_name, at=TOWN_SQUARE)
    frame = shootout(state, [xui], [foe])
    on_top(state, 0, "Walter Jameson")  # a pull of 1 passes the Kung Fu test
    return state, card, market, xui, foe, frame


def test_monkey_goes_to_the_mountain_takes_both_dudes_out_of_the_shootout():
    state, card, market, xui, anon, frame = monkey_fight("El Anónimo")  # 2 bullets
    play(state, card, [xui, [anon, market]])
    assert state.at[xui] == state.at[anon] == market
    assert xui not in frame["posse"][0] and anon not in frame["posse"][1]


def test_monkey_goes_to_the_mountain_cannot_carry_a_dude_with_more_bullets_than_kung_fu():
    state, card, market, xui, pancho, frame = monkey_fight("Hao-T'e Zui, The Mad Monk")  # 3 bullets: equal
    add_effect(state, "bullets", pancho, 1, until="shootout")  # 4 bullets against Kung Fu 3
    play(state, card, [xui, [pancho, market]])
    assert state.at[xui] == TOWN_SQUARE and xui in frame["posse"][0]


def test_disarm_aces_an_opposing_attachment_and_spares_casualties_in_a_shootout():
    state = game(["Disarm", "Pancho Castillo"], ["Erik Samson", "Mustang"])
    card = to_hand(state, 0, "Disarm")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    horse = give(state, 1, "Mustang", erik)
    frame = fight(state, [pancho], [erik])
    at_resolution(state, frame, {0: "2H 4D 5C 8S KD", 1: "3H 3H 6C 9S QD"}, {0: pancho, 1: erik})
    play(state, card, [horse, pancho])
    assert horse in state.boot_hill[1]
    assert bullets(state, pancho) == 5 and bullet_type(state, pancho) == "stud"  # a legal hand: the bonus


def test_youre_a_daisy_drags_an_opposing_dude_to_the_square_and_calls_them_out():
    state = game(["You're A Daisy If You Do", "Pancho Castillo", "Cattle Market"], ["El Anónimo"])
    card = to_hand(state, 0, "You're A Daisy If You Do")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=home_of(state, 0))  # a stud, not in the square
    market = deed(state, 0, "Cattle Market")
    anon = dude_in_play(state, 1, "El Anónimo", at=market, booted=True)
    assert abilities(state, card) == []
    state.at[pancho] = TOWN_SQUARE
    use(state, card, [pancho, anon])
    assert state.at[anon] == TOWN_SQUARE and not state.booted[anon]  # no more control points: unbooted
    assert state.booted[pancho] and state.to_act() == [1]  # the call-out waits for an answer
