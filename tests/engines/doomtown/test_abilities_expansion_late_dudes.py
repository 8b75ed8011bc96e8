"""Dudes of the later packs (There Comes a Reckoning to Welcome to Deadwood) whose abilities react to
inventions, revealed hands, moves and formed posses, call out, or play a cheatin' resolution."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.core import HOOKS, Use
from games.engines.doomtown.abilities.costs import play_cost
from games.engines.doomtown.abilities.effects import acting
from games.engines.doomtown.abilities.entering import noon_started
from games.engines.doomtown.abilities.inventing import invent
from games.engines.doomtown.abilities.joining import join_posse
from games.engines.doomtown.abilities.reacts import after
from games.engines.doomtown.abilities.restrictions import may_attach
from games.engines.doomtown.abilities.targets import grit_against
from games.engines.doomtown.abilities.would import lose_dude
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type, bullets, control_points_of_card, influence, value
from tests.engines.doomtown.card_scenario import (
    abilities,
    armed_duel,
    at_resolution,
    code,
    deed,
    fight,
    finish_posses,
    game,
    give,
    in_discard,
    in_square,
    on_top,
    pick,
    plays,
    stash,
    use,
    wanted,
)
from tests.engines.doomtown.scenario import act, dude_in_play, named, take, to_hand

CHEATED = {0: "2H 3H 5D 8C KD", 1: "JS JS 8S 5S 8D"}  # seat 1 cheats against a legal hand
BOTH_CHEAT = {0: "QS QS 9S 4S 9D", 1: "JS JS 8S 5S 8D"}


def reacts_open(state) -> list[int]:
    return [a["card"] for a in state.legal_actions(state.to_act()[0]) if a["type"] == "react"]


# ---- Law Dogs --------------------------------------------------------------------------------------


def test_quincy_washburne_unboots_after_he_invents_a_weapon_gadget():
    state = game(["Quincy Washburne", "Hydro-Puncher", "Flame-Thrower", "Mechanical Horse", "Pancho Castillo"])
    quincy = dude_in_play(state, 0, "Quincy Washburne", booted=True)
    pancho = dude_in_play(state, 0, "Pancho Castillo")
    invent(state, 0, quincy, named(state, 0, "Mechanical Horse"), quincy, easier=20)
    assert named(state, 0, "Mechanical Horse") in state.play[0]  # invented
    flow.advance(state)
    assert reacts_open(state) == []  # not a Weapon
    invent(state, 0, pancho, named(state, 0, "Flame-Thrower"), pancho, easier=20)
    assert named(state, 0, "Flame-Thrower") in state.play[0]  # invented
    flow.advance(state)
    assert reacts_open(state) == []  # another dude invented it
    invent(state, 0, quincy, named(state, 0, "Hydro-Puncher"), quincy, easier=20)
    assert named(state, 0, "Hydro-Puncher") in state.play[0]  # invented
    flow.advance(state)
    act(state, "react", card=quincy)
    assert not state.booted[quincy]


def test_clint_ramsey_experienced_unboots_whenever_an_opponent_reveals_a_cheatin_hand():
    state = game(["Clint Ramsey (Exp.1)"])
    clint = dude_in_play(state, 0, "Clint Ramsey (Exp.1)", booted=True)
    trait = HOOKS["hands_revealed"][code("Clint Ramsey (Exp.1)")]
    trait(state, clint, {0: True, 1: False})  # his own player cheated
    assert state.booted[clint]
    trait(state, clint, {0: True, 1: True})
    assert not state.booted[clint]


def test_sheriff_eli_waters_shoots_with_the_highest_opposing_bounty_up_to_four():
    state = game(["Sheriff Eli Waters"], ["Erik Samson", "Avie Cline"])
    eli = dude_in_play(state, 0, "Sheriff Eli Waters", at=TOWN_SQUARE)
    erik, avie = dude_in_play(state, 1, "Erik Samson"), dude_in_play(state, 1, "Avie Cline")
    wanted(state, erik, 2)
    wanted(state, avie, 6)
    assert bullets(state, eli) == 0  # no shootout
    fight(state, [eli], [erik])
    assert bullets(state, eli) == 2
    state.stack[-1]["posse"][1].append(avie)
    assert bullets(state, eli) == 4


def test_sheriff_eli_waters_rides_to_a_wanted_dude_after_a_cheatin_hand_and_may_join_the_shootout():
    state = game(["Sheriff Eli Waters", "Pancho Castillo"], ["Erik Samson", "Avie Cline"])
    eli = dude_in_play(state, 0, "Sheriff Eli Waters")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = fight(state, [pancho], [erik])
    trait = HOOKS["hands_revealed"][code("Sheriff Eli Waters")]
    trait(state, eli, {0: False, 1: True})
    assert state.stack[-1]["kind"] != "pick"  # nobody is wanted: nowhere to ride
    wanted(state, erik)
    trait(state, eli, {0: False, 1: True})
    pick(state, TOWN_SQUARE)
    pick(state, "join")
    assert state.at[eli] == TOWN_SQUARE and eli in frame["posse"][0]


def test_wyatt_earp_costs_two_less_per_law_dogs_dude_in_boot_hill_in_a_law_dogs_outfit():
    state = game(["Wyatt Earp", "Erik Samson", "Sheriff Eli Waters", "Pancho Castillo"], outfit="24009")
    wyatt = named(state, 0, "Wyatt Earp")
    assert play_cost(state, 0, wyatt, None) == 9
    for name in ("Erik Samson", "Pancho Castillo"):  # Pancho is an Outlaw: he does not count
        card = named(state, 0, name)
        take(state, card)
        state.boot_hill[0].append(card)
    assert play_cost(state, 0, wyatt, None) == 7
    other = game(["Wyatt Earp", "Erik Samson"])  # not Law Dogs
    fallen = named(other, 0, "Erik Samson")
    take(other, fallen)
    other.boot_hill[0].append(fallen)
    assert play_cost(other, 0, named(other, 0, "Wyatt Earp"), None) == 9


def test_wyatt_earp_arms_his_shooter_against_an_outlaw_with_more_bounty_than_bullets_and_aces_when_cheated():
    state = game(["Wyatt Earp", "Pancho Castillo"], ["Allie Hensman", "Erik Samson"])
    wyatt, pancho = in_square(state, 0, "Wyatt Earp", "Pancho Castillo")
    allie, erik = in_square(state, 1, "Allie Hensman", "Erik Samson")
    frame = fight(state, [wyatt, pancho], [allie, erik])
    frame["shooter"] = [pancho, allie]
    assert bullets(state, pancho) == 3
    wanted(state, allie, 3)  # 3 bounty against her 2 bullets
    assert bullets(state, pancho) == 5 and bullets(state, wyatt) == 3  # only the shooter
    at_resolution(state, frame, CHEATED, {0: pancho, 1: allie})
    assert sorted(a["target"] for a in abilities(state, wyatt)) == [allie]  # Erik is neither shooter nor wanted
    use(state, wyatt, allie)
    assert allie in state.boot_hill[1] and allie not in frame["posse"][1]
    state.check_invariants()


# ---- First Peoples, Fearmongers ----------------------------------------------------------------------


def test_nathaniel_tuwikaa_calls_out_a_dude_here_and_influence_sets_the_draws():
    state = game(["Nathaniel Tuwikaa"], ["Erik Samson"])
    nathaniel = dude_in_play(state, 0, "Nathaniel Tuwikaa", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson")  # at home: not offered
    assert abilities(state, nathaniel) == []
    state.at[erik] = TOWN_SQUARE
    use(state, nathaniel, erik)
    act(state, "accept")
    shootout = next(f for f in state.stack if f["kind"] == "shootout")
    assert shootout["influence_draws"] is True


def test_the_angler_calls_out_a_dude_of_his_value_and_changes_it_by_discarding_a_card():
    state = game(["The Angler", "Erik Samson"], ["Erik Samson"])
    angler = dude_in_play(state, 0, "The Angler", at=TOWN_SQUARE)  # value 7
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)  # value 6
    assert [a["target"] for a in abilities(state, angler) if a["ability"] == 0] == []
    six = to_hand(state, 0, "Erik Samson")
    use(state, angler, six, ability=1)
    assert value(state, angler) == 6 and six in state.discard[0]
    assert [a["target"] for a in abilities(state, angler) if a["ability"] == 1] == []  # once a day
    use(state, angler, erik, ability=0)
    act(state, "accept")
    assert any(f["kind"] == "shootout" for f in state.stack)


# ---- Anarchists, Outlaws ------------------------------------------------------------------------------


def test_huang_li_boots_a_blessed_dude_to_trade_a_card_and_unboot_another():
    state = game(["Huang Li", "Ezrael Jones", "Pancho Castillo"], ["Erik Samson"])
    huang = dude_in_play(state, 0, "Huang Li", at=TOWN_SQUARE)
    ezrael = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)  # Blessed 1
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE, booted=True)
    plays(state, [huang, ezrael, pancho], [dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)])
    assert pancho not in [a["target"] for a in abilities(state, huang)]  # booted already
    hand = len(state.hand[0])
    use(state, huang, ezrael)
    act(state, "pick", card=state.hand[0][0])  # the discard
    pick(state, pancho)
    assert state.booted[ezrael] and not state.booted[pancho] and len(state.hand[0]) == hand


def huang_li_fight(helper: str):
    """Huang Li and ``helper`` against Erik Samson in the town square, open for seat 0's plays."""
    state = game(["Huang Li", helper], ["Erik Samson"])
    huang = dude_in_play(state, 0, "Huang Li", at=TOWN_SQUARE)
    dude = dude_in_play(state, 0, helper, at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    plays(state, [huang, dude], [erik])
    return state, huang, dude, erik


def test_huang_li_booting_an_abomination_gives_him_two_bullets():
    state, huang, natalya, erik = huang_li_fight("Natalya")
    use(state, huang, natalya)
    act(state, "pick", card=state.hand[0][0])
    assert bullets(state, huang) == 4 and not state.booted[erik]
    assert abilities(state, huang) == []  # once a day


def test_huang_li_booting_a_kung_fu_dude_boots_an_opposing_dude():
    state, huang, xui, erik = huang_li_fight("Xui Yin Chen")
    use(state, huang, xui)
    act(state, "pick", card=state.hand[0][0])
    pick(state, erik)
    assert state.booted[erik] and bullets(state, huang) == 2


def test_buskers_make_a_richer_players_dude_moving_in_pay_two_or_boot():
    state = game(["Buskers"], ["Erik Samson", "Avie Cline"])
    buskers = dude_in_play(state, 0, "Buskers", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    stash(state, 0, 3)
    stash(state, 1, 5)
    after(state, "moved", dude=erik, to=TOWN_SQUARE)
    flow.advance(state)
    act(state, "react", card=buskers)
    assert state.to_act() == [1]
    pick(state, "pay")
    assert (state.stash[0], state.stash[1]) == (5, 3)
    avie = dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)
    after(state, "moved", dude=avie, to=TOWN_SQUARE)
    flow.advance(state)
    assert reacts_open(state) == []  # once a day, and no longer richer


def test_buskers_boot_the_dude_when_its_player_will_not_pay():
    state = game(["Buskers"], ["Erik Samson"])
    buskers = dude_in_play(state, 0, "Buskers", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    stash(state, 0, 0)
    stash(state, 1, 1)  # cannot pay 2
    after(state, "moved", dude=erik, to=state.table.outfits[0])  # not Buskers' location
    flow.advance(state)
    assert reacts_open(state) == []
    after(state, "moved", dude=erik, to=TOWN_SQUARE)
    flow.advance(state)
    act(state, "react", card=buskers)
    assert [a["choice"] for a in state.legal_actions(1) if a["type"] == "pick"] == ["boot"]
    pick(state, "boot")
    assert state.booted[erik]


def test_frank_stillwell_unboots_joining_the_marks_posse_while_wanted_and_may_go_home_once_formed():
    state = game(["Pancho Castillo"], ["Frank Stillwell", "Erik Samson"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frank = dude_in_play(state, 1, "Frank Stillwell", at=TOWN_SQUARE, booted=True)
    frame = fight(state, [pancho], [erik])
    join_posse(state, frame, 1, frank)
    assert state.booted[frank]  # not wanted
    frame["posse"][1].remove(frank)
    wanted(state, frank)
    join_posse(state, frame, 1, frank)
    assert not state.booted[frank]
    after(state, "posses_formed")
    flow.advance(state)
    act(state, "react", card=frank)
    assert frank not in frame["posse"][1] and state.booted[frank] and state.at[frank] == state.table.outfits[1]


# ---- Entrepreneurs -------------------------------------------------------------------------------------


def test_mr_baird_trades_a_deed_in_hand_for_an_in_town_deed_from_the_discard_pile():
    state = game(["Mr. Baird", "General Store", "Cattle Market", "Pat's Perch"])
    baird = dude_in_play(state, 0, "Mr. Baird")
    store = to_hand(state, 0, "General Store")
    perch = in_discard(state, 0, ["Pat's Perch"])[0]  # out of town: not offered
    assert abilities(state, baird) == []
    market = in_discard(state, 0, ["Cattle Market"])[0]
    rock = state.stash[0]
    use(state, baird, [store, market])
    assert market in state.hand[0] and store in state.discard[0] and state.stash[0] == rock - 1
    assert perch in state.discard[0] and state.booted[baird]


def test_deadwood_dick_sends_his_riders_home_unbooted_with_a_legal_hand():
    state = game(["Deadwood Dick", "Pancho Castillo", "Mustang", "Pinto"], ["Erik Samson"])
    dick = dude_in_play(state, 0, "Deadwood Dick", at=TOWN_SQUARE)
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    give(state, 0, "Mustang", dick)
    give(state, 0, "Pinto", pancho)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = fight(state, [dick, pancho], [erik])
    at_resolution(state, frame, CHEATED, {0: dick, 1: erik})
    use(state, dick, dick)
    pick(state, pancho)
    pick(state, "done")
    assert pancho not in frame["posse"][0] and not state.booted[pancho] and state.booted[dick]


def test_deadwood_dick_sends_riders_home_booted_when_his_own_hand_cheats_too():
    state = game(["Deadwood Dick", "Pancho Castillo", "Mustang", "Pinto"], ["Erik Samson"])
    dick = dude_in_play(state, 0, "Deadwood Dick", at=TOWN_SQUARE)
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    mustang = give(state, 0, "Mustang", dick)
    give(state, 0, "Pinto", pancho)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = fight(state, [dick, pancho], [erik])
    at_resolution(state, frame, BOTH_CHEAT, {0: dick, 1: erik})
    state.booted[dick] = 1
    assert [a["target"] for a in abilities(state, dick)] == [mustang]  # Dick is booted: his Horse may pay
    use(state, dick, mustang)
    pick(state, pancho)
    assert state.booted[pancho] and state.booted[mustang]


# ---- attachment limits, lowball and casualties -----------------------------------------------------------


def test_jackie_sanjuro_takes_only_melee_weapons_and_alone_in_his_posse_is_a_stud_worth_four_more():
    state = game(["Jackie Sanjuro", "Shotgun", "Bowie Knife", "Pancho Castillo"], ["Erik Samson"])
    jackie, pancho = in_square(state, 0, "Jackie Sanjuro", "Pancho Castillo")
    assert not may_attach(state, named(state, 0, "Shotgun"), jackie)
    assert may_attach(state, named(state, 0, "Bowie Knife"), jackie)
    assert may_attach(state, named(state, 0, "Shotgun"), pancho)
    printed = value(state, jackie)
    frame = fight(state, [jackie, pancho], [dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)])
    assert value(state, jackie) == printed and bullet_type(state, jackie) == "draw"
    frame["posse"][0].remove(pancho)
    assert value(state, jackie) == printed + 4 and bullet_type(state, jackie) == "stud"


def test_roger_wilcox_refuses_gadgets_and_shoots_better_next_to_one():
    state = game(["Roger Wilcox", "Mechanical Horse", "Pancho Castillo"])
    roger, pancho = in_square(state, 0, "Roger Wilcox", "Pancho Castillo")
    horse = named(state, 0, "Mechanical Horse")
    assert not may_attach(state, horse, roger) and may_attach(state, horse, pancho)
    assert bullets(state, roger) == 0
    give(state, 0, "Mechanical Horse", pancho)
    assert bullets(state, roger) == 2
    state.at[pancho] = state.table.outfits[0]
    assert bullets(state, roger) == 0


def test_yuan_min_refuses_weapons_and_trades_a_card_for_a_tao_technique_from_the_discard_pile():
    state = game(["Yuan Min", "Shotgun", "Behold White Bull", "Jade King Stance"], ["Erik Samson"])
    yuan = dude_in_play(state, 0, "Yuan Min", at=TOWN_SQUARE)
    assert not may_attach(state, named(state, 0, "Shotgun"), yuan)
    bull, stance = in_discard(state, 0, ["Behold White Bull", "Jade King Stance"])  # Jade King Stance: no Tao
    plays(state, [yuan], [dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)])
    assert [a["target"] for a in abilities(state, yuan)] == [bull]
    use(state, yuan, bull)
    act(state, "pick", card=state.hand[0][0])
    assert bull in state.hand[0] and stance not in state.hand[0]


def test_nicole_sumner_is_a_wanted_gunslinger_without_influence_who_clears_her_bounty_by_winning_lowball():
    state = game(["Nicole Sumner"])
    nicole = dude_in_play(state, 0, "Nicole Sumner")
    assert (bullets(state, nicole), influence(state, nicole)) == (0, 2)
    after(state, "lowball_won", seat=0)
    flow.advance(state)
    assert reacts_open(state) == []  # not wanted: nothing to clear
    wanted(state, nicole, 2)
    assert (bullets(state, nicole), influence(state, nicole)) == (3, 0)
    after(state, "lowball_won", seat=1)  # the other player won
    flow.advance(state)
    assert reacts_open(state) == []
    after(state, "lowball_won", seat=0)
    flow.advance(state)
    act(state, "react", card=nicole)
    assert state.bounty[nicole] == 0 and influence(state, nicole) == 2


def test_james_bogue_gains_a_bullet_after_his_posse_takes_casualties():
    state = game(["James Bogue", "Pancho Castillo"], ["Erik Samson"])
    james, pancho = in_square(state, 0, "James Bogue", "Pancho Castillo")
    frame = fight(state, [james, pancho], [dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)])
    after(state, "casualties_taken", side=1)  # the other posse's casualties
    flow.advance(state)
    assert reacts_open(state) == []
    after(state, "casualties_taken", side=0)
    flow.advance(state)
    act(state, "react", card=james)
    assert bullets(state, james) == 3 and frame["posse"][0] == [james, pancho]


def test_lorena_corbett_gives_an_opposing_dude_grit_eleven_for_her_player_and_may_boot_it():
    state, lorena, colts, erik = armed_duel("Lorena Corbett", "Stone's Colt Dragoons", "Erik Samson")
    assert grit_against(Use(state, 0, lorena), erik) < 11
    use(state, lorena, [erik, colts])
    assert grit_against(Use(state, 0, lorena), erik) == 11  # her player's card effects
    assert grit_against(Use(state, 1, erik), erik) < 11  # not its own player's
    assert state.booted[erik] and state.booted[colts]
    assert abilities(state, lorena) == []  # once a day


def test_byron_decker_discards_another_dude_of_his_posse_instead_of_being_aced_in_a_shootout():
    state = game(["Byron Decker", "Pancho Castillo", "Hydro-Puncher"], ["Erik Samson"])
    byron, pancho = in_square(state, 0, "Byron Decker", "Pancho Castillo")
    assert influence(state, byron) == 1
    give(state, 0, "Hydro-Puncher", byron)  # a Gadget Weapon
    assert influence(state, byron) == 2
    fight(state, [byron, pancho], [dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)])
    with acting(1, None, "shootout"):
        lose_dude(state, byron, ace=True)
    flow.advance(state)
    act(state, "react", card=byron)
    pick(state, pancho)
    assert byron in state.play[0] and pancho in state.discard[0]


def test_byron_decker_taking_the_last_dude_ends_his_sides_casualties():
    state = game(["Byron Decker", "Pancho Castillo"], ["Erik Samson"])
    byron, pancho = in_square(state, 0, "Byron Decker", "Pancho Castillo")
    fight(state, [byron, pancho], [dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)], step="flee")
    state.stack.append({"kind": "casualties", "seat": 0, "left": 3, "first": True, "simultaneous": False})
    act(state, "casualty", card=byron, how="ace")  # covers 2: one left, Pancho still to choose
    act(state, "react", card=byron)
    pick(state, pancho)  # discarded instead: nobody is left to take the last casualty
    assert state.stack[-1]["kind"] != "casualties" and byron in state.play[0] and pancho in state.discard[0]
    state.check_invariants()


def test_byron_decker_is_aced_by_a_noon_ability_or_with_nobody_to_spare():
    state = game(["Byron Decker", "Pancho Castillo"], ["Erik Samson"])
    byron, pancho = in_square(state, 0, "Byron Decker", "Pancho Castillo")
    with acting(1, None, "noon"):
        lose_dude(state, byron, ace=True)
    flow.advance(state)
    assert byron in state.boot_hill[0] and pancho in state.play[0]
    alone = game(["Byron Decker"], ["Erik Samson"])
    byron = dude_in_play(alone, 0, "Byron Decker", at=TOWN_SQUARE)
    fight(alone, [byron], [dude_in_play(alone, 1, "Erik Samson", at=TOWN_SQUARE)])
    with acting(1, None, "shootout"):
        lose_dude(alone, byron, ace=True)
    flow.advance(alone)
    assert byron in alone.boot_hill[0]


def test_tawodis_job_on_the_town_square_plays_a_dude_from_the_discard_pile_two_less_but_at_least_one():
    state = game(["Tawodi", "Allie Hensman", "Pancho Castillo"])
    tawodi = dude_in_play(state, 0, "Tawodi")
    allie, pancho = in_discard(state, 0, ["Allie Hensman", "Pancho Castillo"])  # costs 2 and 5
    stash(state, 0, 3)
    use(state, tawodi, TOWN_SQUARE)
    assert state.booted[tawodi]
    finish_posses(state)
    texts = state.stack[-1]["texts"]
    assert "(1 GR)" in texts[str(allie)] and "(3 GR)" in texts[str(pancho)]
    pick(state, str(allie))
    assert allie in state.play[0] and state.stash[0] == 2
    assert abilities(state, tawodi) == []  # booted, and once a day


def test_new_varney_nosferatu_goes_home_booted_when_high_noon_finds_it_in_a_public_place():
    state = game(["New Varney Nosferatu", "General Store"])
    store = deed(state, 0, "General Store")  # Private
    varney = dude_in_play(state, 0, "New Varney Nosferatu", at=store)
    noon_started(state)
    assert state.at[varney] == store and not state.booted[varney]
    state.at[varney] = TOWN_SQUARE
    noon_started(state)
    assert state.at[varney] == state.table.outfits[0] and state.booted[varney]


def test_fred_ayres_with_mystical_goods_shoots_and_sways_better_and_boots_them_to_see_his_next_card():
    state = game(["Fred Ayres", "Stone's Colt Dragoons", "Pancho Castillo"])
    fred = dude_in_play(state, 0, "Fred Ayres")
    assert (bullets(state, fred), influence(state, fred)) == (1, 1)
    assert abilities(state, fred) == []  # nothing Mystical to boot
    colts = give(state, 0, "Stone's Colt Dragoons", fred)
    assert (bullets(state, fred), influence(state, fred)) == (3, 2)  # the Colts add a bullet of their own
    top = on_top(state, 0, "Pancho Castillo")
    use(state, fred, colts)
    assert state.draw[0] == [top] and state.booted[colts]  # only its owner sees the draw zone
    pick(state, "done")
    assert state.deck[0][-1] == top and state.draw[0] == []
    assert abilities(state, fred) == []


def roberto_at_his_store(pulls: list[str]):
    """Roberto Muratore with Xemo's Turban at his own General Store (1 control point), ``pulls`` on top."""
    state = game(["Roberto Muratore", "Xemo's Turban", "General Store", *pulls])
    store = deed(state, 0, "General Store")
    roberto = dude_in_play(state, 0, "Roberto Muratore", at=store)
    turban = give(state, 0, "Xemo's Turban", roberto)
    for name in reversed(pulls):
        on_top(state, 0, name)
    return state, store, roberto, turban


def test_roberto_muratore_gives_his_deed_a_permanent_control_point_on_two_red_pulls():
    state, store, roberto, turban = roberto_at_his_store(["Shotgun", "Pat's Perch"])  # hearts, diamonds
    use(state, roberto, turban)
    assert state.booted[turban] and control_points_of_card(state, store) == 2
    assert any(e["stat"] == "control" and e["card"] == store and e["until"] == "play" for e in state.effects)
    assert abilities(state, roberto) == []  # the deed has 2 control points now


def test_roberto_muratore_one_red_pull_lasts_the_day_and_he_needs_his_own_deed_in_town():
    state, store, roberto, turban = roberto_at_his_store(["Shotgun", "Allie Hensman"])  # hearts, spades
    use(state, roberto, turban)
    assert control_points_of_card(state, store) == 2
    assert [e["until"] for e in state.effects if e["stat"] == "control" and e["card"] == store] == ["turn"]
    other, _, roberto, _ = roberto_at_his_store([])
    other.at[roberto] = TOWN_SQUARE
    assert abilities(other, roberto) == []
