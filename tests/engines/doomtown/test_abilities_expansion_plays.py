"""Noon and Shootout abilities of dudes from the packs beyond the base set: each card's effect in a
real game, and what keeps it from being offered (booted, wrong location, no ghost rock, once a turn)."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.costs import play_cost
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type, bullets, home, influence
from tests.engines.doomtown.card_scenario import abilities, deed, game, give, plays, stash, use, wanted
from tests.engines.doomtown.scenario import dude_in_play, stack_deck, to_hand

# ---- Anarchists ----------------------------------------------------------------------------------


def test_ke_wang_pays_an_opposing_dudes_upkeep_to_boot_it_and_cut_a_bullet():
    state = game(["Ke Wang"], ["Erik Samson", "Clint Ramsey"])
    ke = dude_in_play(state, 0, "Ke Wang", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    plays(state, [ke], [erik])
    fee = state.table[erik].num("upkeep")
    stash(state, 0, fee)
    printed = bullets(state, erik)
    mine, theirs = state.stash
    use(state, ke, erik)
    assert state.booted[erik] and bullets(state, erik) == max(0, printed - 1)
    assert state.stash == [mine - fee, theirs + fee]
    state.check_invariants()


def test_ke_wang_needs_the_upkeep_in_his_stash():
    state = game(["Ke Wang"], ["Erik Samson"])
    ke = dude_in_play(state, 0, "Ke Wang", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    plays(state, [ke], [erik])
    stash(state, 0, state.table[erik].num("upkeep") - 1)
    assert abilities(state, ke) == []


def test_lu_feng_boots_his_deed_or_another_dude_there_once_a_day():
    state = game(["Lu Feng", "Clint Ramsey"], ["Cattle Market"])
    market = deed(state, 1, "Cattle Market")
    lu = dude_in_play(state, 0, "Lu Feng", at=market)
    clint = dude_in_play(state, 0, "Clint Ramsey", at=market)
    assert {a["target"] for a in abilities(state, lu)} == {market, clint}
    use(state, lu, market)
    assert state.booted[market] and state.booted[lu]
    assert abilities(state, lu) == []


def test_rock_woofstone_pays_an_opponent_to_move_to_the_town_square_again_and_again():
    state = game(["Rock Woofstone"])
    rock = dude_in_play(state, 0, "Rock Woofstone")
    stash(state, 0, 2)
    use(state, rock, 1)
    assert state.at[rock] == TOWN_SQUARE and not state.booted[rock] and state.stash[0] == 1
    assert abilities(state, rock) == []  # already in the town square
    state.at[rock] = home(state, 0)
    use(state, rock, 1)  # a Repeat ability
    assert state.stash[0] == 0
    state.at[rock] = home(state, 0)
    assert abilities(state, rock) == []  # no ghost rock left
    state.check_invariants()


def test_joe_vermilion_pays_the_owner_of_the_deed_he_stands_at_for_its_production():
    state = game(["Joe Vermilion", "Cattle Market"], ["Cattle Market"])
    own = deed(state, 0, "Cattle Market")
    joe = dude_in_play(state, 0, "Joe Vermilion", at=own)
    assert abilities(state, joe) == []  # his own deed
    theirs = deed(state, 1, "Cattle Market")
    state.at[joe] = theirs
    mine, other = state.stash
    use(state, joe)
    made = state.table[theirs].num("production")
    assert state.stash == [mine - 1 + made, other + 1]
    assert abilities(state, joe) == []  # once a day
    state.check_invariants()


# ---- Entrepreneurs ---------------------------------------------------------------------------------


def test_gregory_tremane_costs_an_entrepreneurs_outfit_one_less_per_gadget_in_play():
    state = game(["Dr. Gregory Tremane", "Flame-Thrower", "Clint Ramsey"], outfit="24004")
    card = to_hand(state, 0, "Dr. Gregory Tremane")
    printed = state.table[card].num("cost")
    clint = dude_in_play(state, 0, "Clint Ramsey")
    give(state, 0, "Flame-Thrower", clint)
    assert play_cost(state, 0, card, None) == printed - 1
    other = game(["Dr. Gregory Tremane", "Flame-Thrower", "Clint Ramsey"], outfit="24009")
    card = to_hand(other, 0, "Dr. Gregory Tremane")
    give(other, 0, "Flame-Thrower", dude_in_play(other, 0, "Clint Ramsey"))
    assert play_cost(other, 0, card, None) == printed  # not an Entrepreneurs outfit


def test_gregory_tremane_boots_a_posse_gadget_to_send_a_dude_without_one_home():
    state = game(["Dr. Gregory Tremane", "Flame-Thrower"], ["Erik Samson", "Flame-Thrower"])
    greg = dude_in_play(state, 0, "Dr. Gregory Tremane", at=TOWN_SQUARE)
    gun = give(state, 0, "Flame-Thrower", greg)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    give(state, 1, "Flame-Thrower", erik)
    plays(state, [greg], [erik])
    assert state.to_act() != [0] or abilities(state, greg) == []  # Erik carries a Gadget: nothing to play

    state = game(["Dr. Gregory Tremane", "Flame-Thrower"], ["Erik Samson"])
    greg = dude_in_play(state, 0, "Dr. Gregory Tremane", at=TOWN_SQUARE)
    gun = give(state, 0, "Flame-Thrower", greg)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    plays(state, [greg], [erik])
    use(state, greg, [gun, erik])
    assert state.booted[gun] and state.at[erik] == home(state, 1) and state.booted[erik]
    state.check_invariants()


def test_al_swearengen_buys_his_bonuses_for_good_once():
    state = game(["Al Swearengen"])
    al = dude_in_play(state, 0, "Al Swearengen")
    before = (bullets(state, al), influence(state, al))
    stash(state, 0, 3)
    assert abilities(state, al) == []  # 4 ghost rock
    stash(state, 0, 4)
    use(state, al)
    assert (bullets(state, al), influence(state, al)) == (before[0] + 1, before[1] + 1)
    assert bullet_type(state, al) == "stud" and state.stash[0] == 0
    flow._dawn(state, {"step": "dawn"})  # a new day: the bonuses stay, the ability is gone
    stash(state, 0, 8)
    assert bullet_type(state, al) == "stud" and abilities(state, al) == []


# ---- Fearmongers -------------------------------------------------------------------------------


def test_tonton_macoute_cuts_two_bullets_or_boots_a_weapon():
    state = game(["Tonton Macoute"], ["Erik Samson", "Peacemaker"])
    tonton = dude_in_play(state, 0, "Tonton Macoute", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    gun = give(state, 1, "Peacemaker", erik)
    plays(state, [tonton], [erik])
    assert sorted(map(tuple, (a["target"] for a in abilities(state, tonton)))) == sorted(
        [(erik, "bullets"), (gun, "boot")]
    )
    use(state, tonton, [gun, "boot"])
    assert state.booted[gun]
    assert abilities(state, tonton) == []  # once a day


def test_maurice_croker_makes_an_opposing_dude_a_draw_only_without_a_stud_in_his_posse():
    state = game(["Maurice Croker", "Clint Ramsey"], ["Erik Samson"])
    maurice = dude_in_play(state, 0, "Maurice Croker", at=TOWN_SQUARE)
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)  # a stud
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    plays(state, [maurice, clint], [erik])
    assert state.to_act() != [0] or abilities(state, maurice) == []

    state = game(["Maurice Croker"], ["Erik Samson"])
    maurice = dude_in_play(state, 0, "Maurice Croker", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    plays(state, [maurice], [erik])
    use(state, maurice, erik)
    assert bullet_type(state, erik) == "draw"


def test_mourning_mist_aces_itself_to_boot_a_dude_next_door():
    state = game(["Mourning Mist"], ["Clint Ramsey", "Erik Samson"])
    mist = dude_in_play(state, 0, "Mourning Mist", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=home(state, 1))  # next to the square
    use(state, mist, clint)
    assert state.booted[clint] and mist in state.boot_hill[0]
    state.check_invariants()
    other = game(["Mourning Mist"], ["Clint Ramsey"])
    mist = dude_in_play(other, 0, "Mourning Mist", at=TOWN_SQUARE, booted=True)
    dude_in_play(other, 1, "Clint Ramsey", at=TOWN_SQUARE)
    assert abilities(other, mist) == []  # booted


def test_alonzo_discards_his_hex_to_draw():
    state = game(["Alonzo", "Soul Blast", "Clint Ramsey"])
    alonzo = dude_in_play(state, 0, "Alonzo")
    assert abilities(state, alonzo) == []
    hex_card = give(state, 0, "Soul Blast", alonzo)
    stack_deck(state, 0, ["Clint Ramsey"])
    use(state, alonzo, hex_card)
    assert hex_card in state.discard[0] and state.hand[0][-1] == next(
        c for c in range(len(state.table)) if state.table[c].name == "Clint Ramsey" and state.table[c].owner == 0
    )


# ---- Law Dogs -----------------------------------------------------------------------------------


def test_shane_tilton_boots_an_opposing_dude_and_gains_on_an_abomination():
    state = game(["Dr. Shane Tilton"], ["The Brute", "Erik Samson"])
    shane = dude_in_play(state, 0, "Dr. Shane Tilton", at=TOWN_SQUARE)
    brute = dude_in_play(state, 1, "The Brute", at=TOWN_SQUARE)
    printed = bullets(state, shane)
    plays(state, [shane], [brute])
    use(state, shane, brute)
    assert state.booted[brute] and bullets(state, shane) == printed + 2
    assert abilities(state, shane) == []


def test_stan_fredricks_hands_one_bounty_over_and_goes_home():
    state = game(["Stan Fredricks", "Clint Ramsey"], ["Erik Samson"])
    stan = dude_in_play(state, 0, "Stan Fredricks", at=TOWN_SQUARE)
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    wanted(state, stan, 2)
    frame = plays(state, [stan, clint], [erik])
    use(state, stan, erik)
    assert state.bounty[stan] == 1 and state.bounty[erik] == 1
    assert stan not in frame["posse"][0] and state.at[stan] == home(state, 0) and state.booted[stan]
    state.check_invariants()


def test_stan_fredricks_does_nothing_unwanted():
    state = game(["Stan Fredricks"], ["Erik Samson"])
    stan = dude_in_play(state, 0, "Stan Fredricks", at=TOWN_SQUARE)
    plays(state, [stan], [dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)])
    assert state.to_act() != [0] or abilities(state, stan) == []


def test_amity_hopkins_boots_a_wanted_dude_at_her_location():
    state = game(["Amity Hopkins"], ["Erik Samson", "Clint Ramsey"])
    amity = dude_in_play(state, 0, "Amity Hopkins", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey")  # at home
    wanted(state, clint)
    assert abilities(state, amity) == []  # the wanted dude is elsewhere
    wanted(state, erik)
    use(state, amity, erik)
    assert state.booted[erik]


# ---- Outlaws ------------------------------------------------------------------------------------


def test_jack_mccall_takes_a_bounty_to_be_a_stud_when_his_posse_is_larger():
    state = game(["Jack McCall", "Clint Ramsey"], ["Erik Samson"])
    jack = dude_in_play(state, 0, "Jack McCall", at=TOWN_SQUARE)
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    plays(state, [jack, clint], [erik])
    use(state, jack)
    assert state.bounty[jack] == 1 and bullet_type(state, jack) == "stud"
    state.check_invariants()
    even = game(["Jack McCall"], ["Erik Samson"])
    jack = dude_in_play(even, 0, "Jack McCall", at=TOWN_SQUARE)
    plays(even, [jack], [dude_in_play(even, 1, "Erik Samson", at=TOWN_SQUARE)])
    assert even.to_act() != [0] or abilities(even, jack) == []  # one against one


def test_kim_lloyd_moves_a_wanted_dude_next_door_to_be_a_stud_today():
    state = game(["Kim Lloyd", "Clint Ramsey", "Cattle Market"])
    market = deed(state, 0, "Cattle Market")
    kim = dude_in_play(state, 0, "Kim Lloyd", at=TOWN_SQUARE)
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    assert abilities(state, kim) == []  # nobody wanted
    wanted(state, clint)
    use(state, kim, [clint, market])
    assert state.at[clint] == market and not state.booted[clint] and bullet_type(state, kim) == "stud"


# ---- First Peoples, Drifters ------------------------------------------------------------------------


def test_charley_bull_cuts_bullets_by_his_influence():
    state = game(["Charley Bull"], ["Clint Ramsey"])
    charley = dude_in_play(state, 0, "Charley Bull", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    plays(state, [charley], [clint])
    printed = bullets(state, clint)
    use(state, charley, clint)
    assert bullets(state, clint) == max(0, printed - influence(state, charley))


def test_klah_boots_his_sidekick_to_arm_a_dude_with_a_sidekick():
    state = game(["Klah", "Bluetick"], ["Clint Ramsey"])
    klah = dude_in_play(state, 0, "Klah", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    dog = give(state, 0, "Bluetick", klah)
    plays(state, [klah], [clint])
    before = bullets(state, klah)
    use(state, klah, [dog, klah])
    assert state.booted[dog] and state.booted[klah] and bullets(state, klah) == before + 1
    bare = game(["Klah"], ["Clint Ramsey"])
    klah = dude_in_play(bare, 0, "Klah", at=TOWN_SQUARE)
    plays(bare, [klah], [dude_in_play(bare, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    assert bare.to_act() != [0] or abilities(bare, klah) == []  # no Sidekick


def test_winona_rein_breaker_pays_to_discard_an_opposing_sidekick():
    state = game(["Winona Rein-Breaker"], ["Clint Ramsey", "Bluetick"])
    winona = dude_in_play(state, 0, "Winona Rein-Breaker", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    dog = give(state, 1, "Bluetick", clint)
    plays(state, [winona], [clint])
    stash(state, 0, 0)
    assert abilities(state, winona) == []  # 1 ghost rock
    stash(state, 0, 1)
    use(state, winona, dog)
    assert dog in state.discard[1] and state.stash[0] == 0 and state.booted[winona]
    state.check_invariants()


def test_carmilla_boots_an_opposing_dude_here_on_a_huckster_test_against_its_grit():
    state = game(["Carmilla", "Pancho Castillo"], ["Erik Samson", "Avie Cline"])
    carmilla = dude_in_play(state, 0, "Carmilla", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    dude_in_play(state, 1, "Avie Cline")  # at home: not a target
    assert [a["target"] for a in abilities(state, carmilla)] == [erik]
    stack_deck(state, 0, ["Pancho Castillo"])  # 5 + Huckster 1 against Erik's grit 9: she fails
    use(state, carmilla, erik)
    assert state.booted[carmilla] and not state.booted[erik]
    assert abilities(state, carmilla) == []  # once a day
    state.check_invariants()
    state = game(["Carmilla", "Clint Ramsey"], ["Erik Samson"])
    carmilla = dude_in_play(state, 0, "Carmilla", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    stack_deck(state, 0, ["Clint Ramsey"])  # 11 + 1 against 9
    use(state, carmilla, erik)
    assert state.booted[erik] and not state.booted[carmilla]
