"""Expansion dudes whose abilities work on posses and what they carry: bounty against bullets,
Hexes against Weapons, Sidekicks passed along, token dudes spent, Gadgets pulled for."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.costs import play_cost
from games.engines.doomtown.abilities.effects import add as add_effect
from games.engines.doomtown.tokens import GUNSLINGER, make_token
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type, bullets, home, influence, upkeep
from tests.engines.doomtown.card_scenario import abilities, at_resolution, fight, game, give, plays, use, wanted
from tests.engines.doomtown.scenario import act, dude_in_play, stack_deck, to_hand


def test_sgt_elijah_clay_is_a_stud_of_three_bullets_against_a_posse_with_more_bounty_than_bullets():
    state = game(["Sgt. Elijah Clay"], ["Avie Cline"])
    clay = dude_in_play(state, 0, "Sgt. Elijah Clay", at=TOWN_SQUARE)
    avie = dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)  # 0 bullets
    fight(state, [clay], [avie])
    add_effect(state, "bullets", clay, -3, until="shootout", by=1)
    assert bullets(state, clay) == 0 and bullet_type(state, clay) == "stud"  # a stud already by print
    add_effect(state, "bullet_type", clay, until="shootout", set_to="draw", by=1)
    assert bullet_type(state, clay) == "draw"
    wanted(state, avie)  # 1 bounty > 0 bullets
    assert bullets(state, clay) == 3 and bullet_type(state, clay) == "stud"


def test_tomas_ramirez_boots_his_hex_to_discard_a_weapon_on_a_passed_test():
    state = game(["Tomas Ramirez", "Soul Blast", "Clint Ramsey"], ["Erik Samson", "Shotgun"])
    tomas = dude_in_play(state, 0, "Tomas Ramirez", at=TOWN_SQUARE)
    hex_card = give(state, 0, "Soul Blast", tomas)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    gun = give(state, 1, "Shotgun", erik)
    plays(state, [tomas], [erik])
    stack_deck(state, 0, ["Clint Ramsey"])  # 11 + Huckster 1 against the Shotgun's 3
    use(state, tomas, [hex_card, gun])
    assert gun not in state.play[1] and hex_card not in state.play[0]  # discarded (then reshuffled: small decks)
    assert state.attached_to[gun] == state.attached_to[hex_card] == -2


def test_violet_esperanza_on_a_job_aces_her_hex_to_ace_a_dude_on_a_high_pull():
    state = game(["Violet Esperanza", "Soul Blast", "Clint Ramsey"], ["Avie Cline"])
    violet = dude_in_play(state, 0, "Violet Esperanza", at=TOWN_SQUARE)
    hex_card = give(state, 0, "Soul Blast", violet)
    avie = dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)  # 0 bullets, value 10
    wanted(state, violet, 2)
    frame = fight(state, [violet], [avie])
    frame["job"] = True
    flow.advance(state)
    stack_deck(state, 0, ["Clint Ramsey"])  # 11 > 10
    use(state, violet, [hex_card, avie])
    assert hex_card in state.boot_hill[0] and avie in state.discard[1]  # Avie is Harrowed: discarded instead
    state.check_invariants()


def test_violet_esperanza_needs_a_job():
    state = game(["Violet Esperanza", "Soul Blast"], ["Avie Cline"])
    violet = dude_in_play(state, 0, "Violet Esperanza", at=TOWN_SQUARE)
    give(state, 0, "Soul Blast", violet)
    wanted(state, violet, 2)
    plays(state, [violet], [dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)])
    assert state.to_act() != [0] or abilities(state, violet) == []


def test_jonah_essex_costs_less_per_hex_helps_wanted_friends_and_discards_cheap_cards():
    state = game(["Jonah Essex (Exp.1)", "Soul Blast", "Clint Ramsey"], ["Erik Samson", "Shotgun"])
    card = to_hand(state, 0, "Jonah Essex (Exp.1)")
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    give(state, 0, "Soul Blast", clint)
    assert play_cost(state, 0, card, None) == state.table[card].num("cost") - 1  # The Sloane Gang
    jonah = dude_in_play(state, 0, "Jonah Essex (Exp.1)", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    gun = give(state, 1, "Shotgun", erik)  # cost 3
    wanted(state, jonah, 2)
    assert abilities(state, jonah) == []  # costs more than his bounty
    wanted(state, jonah)
    use(state, jonah, [gun, clint])
    assert gun in state.discard[1] and state.bounty[clint] == 1
    printed = bullets(state, clint)
    fight(state, [jonah, clint], [erik])
    assert bullets(state, clint) == printed + 1  # wanted, in Jonah's posse


def test_monomi_miles_boots_his_sidekick_for_more_casualties_on_both_sides():
    state = game(["Monomi Miles", "Bluetick", "Clint Ramsey"], ["Erik Samson"])
    miles = dude_in_play(state, 0, "Monomi Miles", at=TOWN_SQUARE)
    dog = give(state, 0, "Bluetick", miles)
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = fight(state, [miles, clint], [erik])
    at_resolution(state, frame, {0: "5H 5S 5D 8C KD", 1: "2H 3H 5D 8C JS"}, {0: clint, 1: erik})
    use(state, miles, dog)
    assert state.booted[dog] and frame["casualties"] == [1, 3 + 1]  # Kung Fu 1 each; seat 1 lost by 3


def test_leychaai_youngheart_passes_a_sidekick_to_a_dude_next_door():
    state = game(["Leychaa'i Youngheart", "Bluetick", "Clint Ramsey"])
    ley = dude_in_play(state, 0, "Leychaa'i Youngheart", at=TOWN_SQUARE)
    clint = dude_in_play(state, 0, "Clint Ramsey")  # at home, next to the town square
    assert abilities(state, ley) == []  # no Sidekick
    dog = give(state, 0, "Bluetick", clint)
    use(state, ley, [dog, ley])
    assert state.attached_to[dog] == ley
    assert abilities(state, ley) == []  # once a day


def test_feichi_suitcase_lee_boots_a_dude_and_calls_in_another_of_yours():
    state = game(['Feichi "Suitcase" Lee', "Clint Ramsey"], ["Erik Samson"])
    feichi = dude_in_play(state, 0, 'Feichi "Suitcase" Lee', at=TOWN_SQUARE)  # influence 2
    clint = dude_in_play(state, 0, "Clint Ramsey")
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)  # influence 1
    frame = plays(state, [feichi], [erik])
    use(state, feichi, erik)
    act(state, "pick", card=clint)
    assert state.booted[erik] and state.booted[feichi] and clint in frame["posse"][0]
    assert state.at[clint] == TOWN_SQUARE
    state.check_invariants()


def test_charging_bear_aces_a_token_to_send_a_dude_home():
    state = game(["Charging Bear"], ["Erik Samson"])
    bear = dude_in_play(state, 0, "Charging Bear", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    token = make_token(state, GUNSLINGER, 0, TOWN_SQUARE)
    plays(state, [bear], [erik])
    events = use(state, bear, [token, erik])
    assert token not in state.play[0] and state.at[erik] == home(state, 1)
    made_stud = {"stat": "bullet_type", "card": bear, "set": "stud"}
    assert any(e["type"] == "effect" and made_stud.items() <= e.items() for e in events)  # the fight is over now
    state.check_invariants()
    bare = game(["Charging Bear"], ["Erik Samson"])
    bear = dude_in_play(bare, 0, "Charging Bear", at=TOWN_SQUARE)
    plays(bare, [bear], [dude_in_play(bare, 1, "Erik Samson", at=TOWN_SQUARE)])
    assert bare.to_act() != [0] or abilities(bare, bear) == []  # no token


def test_cooper_grannon_pulls_for_his_gadget():
    state = game(["Cooper Grannon", "Flame-Thrower", "Clint Ramsey"])
    cooper = dude_in_play(state, 0, "Cooper Grannon")
    assert abilities(state, cooper) == []  # no Gadget
    gun = give(state, 0, "Flame-Thrower", cooper)
    stack_deck(state, 0, ["Clint Ramsey"])  # a spade: +1 influence
    before = influence(state, cooper)
    use(state, cooper, gun)
    assert state.booted[gun] and influence(state, cooper) == before + 1 and not state.booted[cooper]


def test_dr_delphi_wallis_silences_an_opposing_ability_on_a_passed_test():
    state = game(["Dr. Delphi Wallis", "Clint Ramsey"], ["Hattie DeLorre"])
    delphi = dude_in_play(state, 0, "Dr. Delphi Wallis", at=TOWN_SQUARE)
    hattie = dude_in_play(state, 1, "Hattie DeLorre", at=TOWN_SQUARE)
    plays(state, [delphi], [hattie])
    stack_deck(state, 0, ["Clint Ramsey"])  # 11 + Mad Scientist 1 against Hattie's grit
    from games.engines.doomtown.town import grit

    passes = grit(state, hattie) <= 12
    use(state, delphi, [delphi, hattie, 0])
    forgotten = any(e["stat"] == "forgotten" and e["card"] == hattie for e in state.effects)
    assert forgotten == passes and state.booted[delphi]


def test_tlc_john_yarbrough_discards_a_horse_here_and_skips_his_upkeep_for_his_own():
    state = game(["TLC John Yarbrough", "Roan"], outfit="24009")
    john = dude_in_play(state, 0, "TLC John Yarbrough", at=TOWN_SQUARE)
    assert abilities(state, john) == []
    roan = give(state, 0, "Roan", john)
    printed = bullets(state, john)
    use(state, john, roan)
    assert roan in state.discard[0] and bullets(state, john) == printed + 1
    assert bullet_type(state, john) == "stud" and upkeep(state, 0, john) == 0


def test_kevin_wainwright_goes_to_a_huckster_and_draws_against_grit_eleven():
    state = game(["Kevin Wainwright (Exp.1)", "Avie Cline"], ["Pancho Castillo"])
    kevin = dude_in_play(state, 0, "Kevin Wainwright (Exp.1)")
    assert abilities(state, kevin) == []  # no Huckster or Abomination in play
    dude_in_play(state, 0, "Avie Cline", at=TOWN_SQUARE)  # a Huckster
    pancho = dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)
    add_effect(state, "value", pancho, 1, until="turn")  # grit 11
    hand = len(state.hand[0])
    use(state, kevin, TOWN_SQUARE)
    assert state.at[kevin] == TOWN_SQUARE and bullet_type(state, kevin) == "stud"
    assert len(state.hand[0]) == hand + 2
