"""Deeds and goods of the packs beyond the base set: each in a real game, with what stops it
(booted, wrong location, no ghost rock, once a turn or a round...)."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.effects import add as add_effect
from games.engines.doomtown.abilities.effects import end_of_turn, expire
from games.engines.doomtown.abilities.reacts import after
from games.engines.doomtown.shootout import bonuses
from games.engines.doomtown.skills import skill_margin
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    adjacent,
    bullet_type,
    bullets,
    control_points_of_card,
    deed_controller,
    deed_producer,
    influence,
    production,
    value,
)
from tests.engines.doomtown.card_scenario import (
    abilities,
    deed,
    fight,
    finish_posses,
    game,
    give,
    in_discard,
    on_top,
    use,
)
from tests.engines.doomtown.scenario import act, dude_in_play, to_hand


def home_of(state, seat: int) -> int:
    return state.table.outfits[seat]


def pick(state, **fields) -> None:
    act(state, "pick", **fields)


def shootout(state, mine: list[int], theirs: list[int], **where):
    """A shootout with its plays window open."""
    frame = fight(state, mine, theirs, **where)
    flow.advance(state)
    return frame


# ---- deed traits ---------------------------------------------------------------------------------------


def test_crystal_palace_gives_abominations_here_a_bullet_and_influence():
    state = game(["Crystal Palace", "Natalya", "Clint Ramsey"])
    palace = deed(state, 0, "Crystal Palace")
    natalya = dude_in_play(state, 0, "Natalya", at=palace)
    clint = dude_in_play(state, 0, "Clint Ramsey", at=palace)
    assert (bullets(state, natalya), influence(state, natalya)) == (3, 2)
    assert (bullets(state, clint), influence(state, clint)) == (2, 1)  # not an Abomination
    state.at[natalya] = TOWN_SQUARE
    assert (bullets(state, natalya), influence(state, natalya)) == (2, 1)


def test_carmichaels_livery_produces_and_controls_one_more_with_a_horse_here():
    state = game(["Carmichael's Livery", "Clint Ramsey", "Mustang"])
    livery = deed(state, 0, "Carmichael's Livery")
    clint = dude_in_play(state, 0, "Clint Ramsey", at=livery)
    before = production(state, 0)
    assert control_points_of_card(state, livery) == 1
    give(state, 0, "Mustang", clint)
    assert control_points_of_card(state, livery) == 2
    assert production(state, 0) == before + 1
    state.at[clint] = TOWN_SQUARE  # the Horse left with its dude
    assert control_points_of_card(state, livery) == 1


def test_winners_circle_counts_each_player_with_a_dude_there():
    state = game(["Winner's Circle Auction House", "Clint Ramsey", "Pancho Castillo"], ["Avie Cline"])
    house = deed(state, 0, "Winner's Circle Auction House")
    assert control_points_of_card(state, house) == 1
    dude_in_play(state, 0, "Clint Ramsey", at=house)
    dude_in_play(state, 0, "Pancho Castillo", at=house)
    assert control_points_of_card(state, house) == 2  # one player, however many dudes
    dude_in_play(state, 1, "Avie Cline", at=house)
    assert control_points_of_card(state, house) == 3


def test_the_veiled_crossing_is_next_to_every_other_holy_ground():
    state = game(["The Veiled Crossing", "Mount Moriah Cemetery", "Pat's Perch"])
    crossing = deed(state, 0, "The Veiled Crossing")
    perch = deed(state, 0, "Pat's Perch")  # out of town, not Holy Ground
    cemetery = deed(state, 0, "Mount Moriah Cemetery")
    state.street[0].remove(cemetery)
    state.street[0].insert(0, cemetery)  # the far end of the street: not next door on the map
    assert adjacent(state, crossing, cemetery) and adjacent(state, cemetery, crossing)
    assert not adjacent(state, perch, crossing)


def test_jonahs_retreat_pays_its_controller_not_its_owner():
    state = game(["Jonah's Retreat"], ["El Anónimo"])
    retreat = deed(state, 0, "Jonah's Retreat")
    assert deed_producer(state, retreat) == 0
    dude_in_play(state, 1, "El Anónimo", at=retreat)
    assert deed_controller(state, retreat) == 1
    assert deed_producer(state, retreat) == 1


def test_smith_family_farm_is_worth_a_point_with_an_unbooted_dude_and_pays_a_dude_who_works():
    state = game(["Smith Family Farm", "Clint Ramsey"])
    farm = deed(state, 0, "Smith Family Farm")
    assert farm in state.out_of_town[0]  # its two keywords read apart
    assert control_points_of_card(state, farm) == 0
    clint = dude_in_play(state, 0, "Clint Ramsey", at=farm)
    assert control_points_of_card(state, farm) == 1
    rock, hand = state.stash[0], len(state.hand[0])
    use(state, farm, clint)
    assert state.booted[clint] and state.stash[0] == rock + 2 and len(state.hand[0]) == hand + 1
    assert control_points_of_card(state, farm) == 0  # the dude here is booted now
    state.booted[clint] = 0
    assert abilities(state, farm) == []  # once a turn


# ---- deed abilities ------------------------------------------------------------------------------------


def test_cheyenne_club_raises_each_skill_of_a_nearby_dude_for_the_day():
    state = game(["Cheyenne Club", "Erik Samson", "Clint Ramsey"])
    club = deed(state, 0, "Cheyenne Club")
    erik = dude_in_play(state, 0, "Erik Samson", at=TOWN_SQUARE)
    dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)  # no skill: not offered
    assert [a["target"] for a in abilities(state, club)] == [erik]
    use(state, club, erik)
    assert state.booted[club]
    state.at[erik] = home_of(state, 1)  # away from the club: the bonus stays for the day
    on_top(state, 0, "Ezrael Jones")  # 9 + Blessed 0 + 1 reaches 10
    assert skill_margin(state, 0, erik, "Blessed", 10) == 0
    state.booted[club] = 0
    assert abilities(state, club) == []  # once a turn


def test_worm_canyon_turns_the_hand_into_ghost_rock():
    state = game(["Worm Canyon"])
    canyon = deed(state, 0, "Worm Canyon")
    cards, rock = len(state.hand[0]), state.stash[0]
    assert cards > 0
    use(state, canyon)
    assert state.hand[0] == [] and state.stash[0] == rock + cards
    state.booted[canyon] = 0
    assert abilities(state, canyon) == []  # an empty hand (and once a turn)


def test_gage_export_shuffles_a_discarded_card_back_and_discards_the_top_card():
    state = game(["Gage Export Co.", "Clint Ramsey"])
    gage = deed(state, 0, "Gage Export Co.")
    state.deck[0].extend(state.discard[0])
    state.discard[0].clear()
    assert abilities(state, gage) == []  # nothing in the discard pile
    (clint,) = in_discard(state, 0, ["Clint Ramsey"])
    deck = len(state.deck[0])
    use(state, gage, clint)
    assert len(state.deck[0]) == deck and len(state.discard[0]) == 1
    assert state.booted[gage]


def test_the_tonsorium_shuffles_a_card_of_the_hand_into_the_deck():
    state = game(["Steph & Gertie's Tonsorium", "Clint Ramsey"])
    shop = deed(state, 0, "Steph & Gertie's Tonsorium")
    clint = to_hand(state, 0, "Clint Ramsey")
    hand, deck, discard = len(state.hand[0]), len(state.deck[0]), len(state.discard[0])
    use(state, shop)
    pick(state, card=clint)
    assert clint not in state.hand[0] and len(state.hand[0]) == hand - 1
    assert len(state.deck[0]) == deck and len(state.discard[0]) == discard + 1
    assert abilities(state, shop) == []  # booted


def test_harts_tea_shoppe_boots_an_opposing_card_in_a_shootout_only():
    state = game(["Hart's Tea Shoppe", "Clint Ramsey"], ["Avie Cline", "Mustang"])
    shoppe = deed(state, 0, "Hart's Tea Shoppe")
    assert abilities(state, shoppe) == []  # not a shootout
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    avie = dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)
    horse = give(state, 1, "Mustang", avie)
    shootout(state, [clint], [avie])
    targets = [a["target"] for a in abilities(state, shoppe)]
    assert horse in targets and avie in targets and clint not in targets
    use(state, shoppe, horse)
    assert state.booted[horse] and state.booted[shoppe]


def test_the_gem_theater_makes_draws_of_everyone_in_a_shootout_there():
    state = game(["The Gem Theater", "Clint Ramsey"], ["El Anónimo"])
    gem = deed(state, 0, "The Gem Theater")
    clint = dude_in_play(state, 0, "Clint Ramsey", at=gem)
    anon = dude_in_play(state, 1, "El Anónimo", at=gem)
    shootout(state, [clint], [anon], location=gem)
    use(state, gem)
    assert bullet_type(state, clint) == bullet_type(state, anon) == "draw"


def test_the_gem_theater_does_nothing_for_a_shootout_elsewhere():
    state = game(["The Gem Theater", "Clint Ramsey", "Colt-Patterson Model '36"], ["El Anónimo"])
    gem = deed(state, 0, "The Gem Theater")
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    give(state, 0, "Colt-Patterson Model '36", clint)  # something else to play: the window opens
    shootout(state, [clint], [dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)])
    assert state.stack[-1]["kind"] == "plays"
    assert abilities(state, gem) == []


def test_nuttal_and_mann_boots_or_unboots_a_dude_there_for_a_ghost_rock():
    state = game(["Nuttal & Mann's No. 10 Saloon", "El Anónimo"], ["Avie Cline"])
    saloon = deed(state, 0, "Nuttal & Mann's No. 10 Saloon")
    clint = dude_in_play(state, 0, "El Anónimo", at=saloon, booted=True)  # 2 influence: Avie's 2 tie
    avie = dude_in_play(state, 1, "Avie Cline", at=saloon)
    assert sorted(a["target"][1] for a in abilities(state, saloon)) == ["boot", "unboot"]
    rock = state.stash[0]
    use(state, saloon, [clint, "unboot"])
    assert not state.booted[clint] and state.stash[0] == rock - 1
    assert abilities(state, saloon) == []  # booted
    state.booted[saloon] = 0
    state.bank += state.stash[0]
    state.stash[0] = 0
    assert abilities(state, saloon) == []  # no ghost rock
    assert not state.booted[avie]


def test_livery_stables_changes_the_bullets_of_a_dude_with_a_horse():
    state = game(["Livery Stables", "Clint Ramsey", "Mustang"], ["Avie Cline"])
    stables = deed(state, 0, "Livery Stables")
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    avie = dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)
    horse = give(state, 0, "Mustang", clint)
    shootout(state, [clint], [avie])
    assert sorted(a["target"][1] for a in abilities(state, stables)) == [-1, 1]  # Avie has no Horse
    state.attached_to[horse] = avie
    assert {a["target"][0] for a in abilities(state, stables)} == {avie}
    state.attached_to[horse] = clint
    use(state, stables, [clint, 1])
    assert bullets(state, clint) == 3


def test_old_washoe_club_sends_an_ace_home_or_discards_a_sidekick():
    state = game(["Old Washoe Club", "Clint Ramsey", "Bluetick"], ["Walter Jameson", "Avie Cline"])
    club = deed(state, 0, "Old Washoe Club")
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    walter = dude_in_play(state, 1, "Walter Jameson", at=TOWN_SQUARE)  # value A
    avie = dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)
    hound = give(state, 0, "Bluetick", clint)
    shootout(state, [clint], [walter, avie])
    homes = [a["target"] for a in abilities(state, club) if a["ability"] == 0]
    assert homes == [walter]  # Avie is a 10
    assert [a["target"] for a in abilities(state, club) if a["ability"] == 1] == [hound]
    use(state, club, walter, ability=0)
    assert state.at[walter] == home_of(state, 1) and state.booted[walter]
    assert abilities(state, club) == []  # booted: one of the two


# ---- goods -----------------------------------------------------------------------------------------------


def test_the_fathers_cross_raises_a_blessed_dudes_rating_only():
    state = game(["The Father's Cross", "Erik Samson", "Clint Ramsey"])
    erik = dude_in_play(state, 0, "Erik Samson")
    clint = dude_in_play(state, 0, "Clint Ramsey")
    cross = give(state, 0, "The Father's Cross", erik)
    on_top(state, 0, "Ezrael Jones")  # 9 + Blessed 0 + 1
    assert skill_margin(state, 0, erik, "Blessed", 10) == 0
    state.attached_to[cross] = clint
    on_top(state, 0, "Ezrael Jones")
    assert skill_margin(state, 0, clint, "Blessed", 10) == -1  # not Blessed: no rating to raise


def test_rattler_hide_coat_adds_value_and_holds_deeds_by_bullets():
    state = game(["Pancho Castillo", "Pat's Perch"], ["Allie Hensman", "Rattler-Hide Coat"])
    perch = deed(state, 0, "Pat's Perch")
    allie = dude_in_play(state, 1, "Allie Hensman", at=perch)  # 2 bullets, 0 influence
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    assert deed_controller(state, perch) == 0  # nobody with influence there: the owner
    give(state, 1, "Rattler-Hide Coat", allie)
    assert value(state, allie) == 4
    assert deed_controller(state, perch) == 1  # her 2 bullets count
    state.at[pancho] = perch  # 2 influence against 2 bullets: a tie goes to the owner
    assert deed_controller(state, perch) == 0
    state.at[allie] = TOWN_SQUARE
    assert value(state, allie) == 4 and deed_controller(state, perch) == 0


def test_colt_patterson_makes_its_dude_a_stud_with_two_more_bullets():
    state = game(["Colt-Patterson Model '36", "Avie Cline"], ["Clint Ramsey"])
    avie = dude_in_play(state, 0, "Avie Cline", at=TOWN_SQUARE)
    colt = give(state, 0, "Colt-Patterson Model '36", avie)
    assert abilities(state, colt) == []  # not in a shootout
    shootout(state, [avie], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    use(state, colt)
    assert bullets(state, avie) == 2 and bullet_type(state, avie) == "stud"
    assert abilities(state, colt) == []  # booted


def test_the_kinetic_accretion_actualizer_grows_once_a_round():
    state = game(["Kinetic Accretion Actualizer", "Clint Ramsey"], ["Avie Cline"])
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    gun = give(state, 0, "Kinetic Accretion Actualizer", clint)
    shootout(state, [clint], [dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)])
    assert bullets(state, clint) == 3
    use(state, gun)
    assert bullets(state, clint) == 4 and not state.booted[gun]
    assert abilities(state, gun) == []  # once this round
    (marker,) = [e for e in state.effects if e["stat"] == "used_this_round"]
    assert marker["until"] == "round"  # next round it may grow again


def test_the_net_gun_makes_a_draw_of_a_dude_its_scientist_outpulls():
    state = game(["Net Gun", "Seamus O'Toole", "Clint Ramsey"], ["El Anónimo"])
    seamus = dude_in_play(state, 0, "Seamus O'Toole", at=TOWN_SQUARE)  # Mad Scientist 2
    net = give(state, 0, "Net Gun", seamus)
    anon = dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)  # value 8
    shootout(state, [seamus], [anon])
    on_top(state, 0, "Clint Ramsey")  # 11 + 2 beats 8
    use(state, net, anon)
    assert bullet_type(state, anon) == "draw" and net not in state.play[0]


def test_the_net_gun_stays_and_misses_on_a_failed_test():
    state = game(["Net Gun", "Seamus O'Toole", "Walter Jameson"], ["El Anónimo"])
    seamus = dude_in_play(state, 0, "Seamus O'Toole", at=TOWN_SQUARE)
    net = give(state, 0, "Net Gun", seamus)
    anon = dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)
    shootout(state, [seamus], [anon])
    on_top(state, 0, "Walter Jameson")  # 1 + 2 misses 8
    use(state, net, anon)
    assert bullet_type(state, anon) == "stud" and net in state.play[0] and state.booted[net]


def test_feathered_friend_peeks_at_a_hand_at_noon_and_in_a_shootout():
    state = game(["Feathered Friend", "Clint Ramsey"], ["Avie Cline", "Pancho Castillo"])
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    bird = give(state, 0, "Feathered Friend", clint)
    assert abilities(state, bird) == []  # nobody of theirs here
    avie = dude_in_play(state, 1, "Avie Cline", at=TOWN_SQUARE)
    to_hand(state, 1, "Pancho Castillo")
    use(state, bird, avie)
    seen = [e for e in state.effects if e["stat"] == "seen" and e["set"] == 0]
    assert len(seen) == 1 and seen[0]["card"] in state.hand[1]
    state.booted[bird] = 0
    shootout(state, [clint], [avie])
    flow.advance(state)
    assert [a["ability"] for a in abilities(state, bird)] == [1]


# ---- Explorer's Lodge, Heath's Curiosity Shoppe, Five Aces, Bird Cage Theater, Jacc's Fail Safe,
# ---- Iron Mole, Battered Banjo


def test_explorers_lodge_moves_a_dude_to_the_square_and_their_owner_may_pay_to_unboot():
    state = game(["Explorer's Lodge", "Pancho Castillo"], ["Avie Cline"])
    lodge = deed(state, 0, "Explorer's Lodge")
    assert abilities(state, lodge) == []  # nobody there
    avie = dude_in_play(state, 1, "Avie Cline", at=lodge)
    dude_in_play(state, 0, "Pancho Castillo", at=lodge)  # 2 influence each: a tie, the owner controls it
    rock = state.stash[1]
    use(state, lodge, avie)
    assert state.at[avie] == TOWN_SQUARE and state.booted[avie]
    assert state.to_act() == [1]  # Avie's owner decides
    act(state, "pick", choice="pay")
    assert not state.booted[avie] and state.stash[1] == rock - 2


def test_explorers_lodge_asks_nobody_who_cannot_pay():
    state = game(["Explorer's Lodge", "Pancho Castillo"])
    lodge = deed(state, 0, "Explorer's Lodge")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=lodge)
    state.bank += state.stash[0]
    state.stash[0] = 0
    use(state, lodge, pancho)
    assert state.at[pancho] == TOWN_SQUARE and state.booted[pancho]
    assert state.stack[-1]["kind"] == "noon"


def test_heaths_curiosity_shoppe_takes_back_a_card_matching_the_two_discards():
    names = ["Heath's Curiosity Shoppe", "Mustang", "Make 'Em Sweat", "Baijiu Jar", "Bluetick"]
    state = game(names)
    shoppe = deed(state, 0, "Heath's Curiosity Shoppe")
    state.deck[0].extend(state.hand[0] + state.discard[0])
    state.hand[0][:] = []
    state.discard[0][:] = []
    mustang = to_hand(state, 0, "Mustang")  # 5 of hearts
    assert abilities(state, shoppe) == []  # 2 cards are needed
    sweat = to_hand(state, 0, "Make 'Em Sweat")  # ace of clubs
    jar, hound = in_discard(state, 0, ["Baijiu Jar", "Bluetick"])  # ace of hearts, 2 of hearts
    use(state, shoppe)
    act(state, "pick", card=mustang)
    act(state, "pick", card=sweat)
    assert {a["card"] for a in state.legal_actions(0)} == {jar}  # hearts with the ace's value
    act(state, "pick", card=jar)
    assert jar in state.hand[0] and {mustang, sweat, hound} <= set(state.discard[0])


def test_five_aces_brings_your_wanted_dude_into_a_fight_over_your_mark():
    state = game(["Five Aces Gambling Hall", "Pancho Castillo", "Clint Ramsey"], ["El Anónimo"])
    hall = deed(state, 0, "Five Aces Gambling Hall")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    clint = dude_in_play(state, 0, "Clint Ramsey", at=state.table.outfits[0])
    state.bounty[clint] += 1
    state.bank -= 1
    anon = dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)
    frame = fight(state, [anon], [pancho], step="posse_leader")
    frame["leader_seat"], frame["mark_seat"] = 1, 0
    frame["side"] = [0, 1]
    frame["posse"] = [[pancho], [anon]]
    frame["step"] = "plays"
    after(state, "posses_formed")
    flow.advance(state)
    act(state, "react", card=hall)
    act(state, "pick", card=clint)
    assert clint in frame["posse"][0] and state.at[clint] == TOWN_SQUARE and state.booted[hall]


def test_bird_cage_theater_strips_a_marks_control_points_for_the_deed():
    state = game(["Bird Cage Theater", "Pancho Castillo"], ["Clint Ramsey"])
    theater = deed(state, 0, "Bird Cage Theater")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    assert abilities(state, theater) == []  # no opposing dude with control points
    add_effect(state, "control", clint, 2, until="play")
    printed = production(state, 0)
    use(state, theater, [pancho, clint])
    finish_posses(state)
    assert control_points_of_card(state, clint) == 0
    assert control_points_of_card(state, theater) == 2 and production(state, 0) == printed + 1


def test_jaccs_fail_safe_adds_influence_at_upkeep_and_its_job_may_trade_the_wearer_for_the_mark():
    state = game(["Jacc's Fail Safe", "Pancho Castillo"], ["Clint Ramsey"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    safe = give(state, 0, "Jacc's Fail Safe", pancho)
    assert influence(state, pancho) == 2
    state.phase = "upkeep"
    assert influence(state, pancho) == 4
    state.phase = "noon"
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    use(state, safe, clint)
    finish_posses(state)
    act(state, "pick", choice="ace")
    assert clint in state.boot_hill[1] and pancho in state.boot_hill[0]


def test_jaccs_fail_safe_needs_an_unbooted_wearer():
    state = game(["Jacc's Fail Safe", "Pancho Castillo"], ["Clint Ramsey"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE, booted=True)
    safe = give(state, 0, "Jacc's Fail Safe", pancho)
    dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    assert abilities(state, safe) == []


def test_iron_mole_digs_to_an_out_of_town_deed_which_then_produces_more():
    state = game(["Iron Mole", "Pancho Castillo", "Pat's Perch"], ["Clint Ramsey"])
    perch = deed(state, 0, "Pat's Perch")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    mole = give(state, 0, "Iron Mole", pancho)
    before = production(state, 0)
    use(state, mole, perch)
    assert state.at[pancho] == perch and production(state, 0) == before + 1
    assert abilities(state, mole) == []  # booted


def test_iron_mole_joins_a_shootout_from_an_out_of_town_deed_only():
    state = game(["Iron Mole", "Pancho Castillo", "Pat's Perch", "Clint Ramsey", "Colt-Patterson Model '36"],
                 ["El Anónimo"])  # fmt: skip
    perch = deed(state, 0, "Pat's Perch")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=state.table.outfits[0])
    mole = give(state, 0, "Iron Mole", pancho)
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    give(state, 0, "Colt-Patterson Model '36", clint)  # another play: the window stays open
    frame = shootout(state, [clint], [dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)])
    assert abilities(state, mole) == []  # at home, not out of town
    state.at[pancho] = perch
    use(state, mole, ability=1)
    assert pancho in frame["posse"][0] and state.at[pancho] == TOWN_SQUARE


def test_battered_banjo_smashes_to_cut_bullets_and_hears_hymns():
    state = game(["Battered Banjo", "Erik Samson", "Exultant Translocation", "Clint Ramsey"], ["El Anónimo"])
    erik = dude_in_play(state, 0, "Erik Samson", at=TOWN_SQUARE)
    banjo = give(state, 0, "Battered Banjo", erik)
    assert abilities(state, banjo) == []  # nobody of theirs here
    anon = dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)
    use(state, banjo, anon)
    assert bullets(state, anon) == 0 and banjo in state.discard[0]


def test_battered_banjo_react_after_a_hymn_here():
    names = ["Battered Banjo", "Erik Samson", "Exultant Translocation", "Clint Ramsey", "Pancho Castillo"]
    state = game(names)
    erik = dude_in_play(state, 0, "Erik Samson", at=TOWN_SQUARE)
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    banjo = give(state, 0, "Battered Banjo", pancho)
    hymn = give(state, 0, "Exultant Translocation", erik)
    clint = dude_in_play(state, 0, "Clint Ramsey", booted=True)
    on_top(state, 0, "Avie Cline")
    use(state, hymn, [clint, clint])  # cast in the town square (Erik then leaves it)
    act(state, "react", card=banjo)
    assert influence(state, pancho) == 3 and state.booted[banjo]


def test_ikes_place_shuts_a_deed_down_until_after_the_next_upkeep():
    state = game(["Ike's Place", "Cattle Market", "Pat's Perch"], ["Hustings"])
    ikes = deed(state, 0, "Ike's Place")
    market = deed(state, 0, "Cattle Market")
    perch = deed(state, 0, "Pat's Perch")  # out of town, but controlled
    theirs = deed(state, 1, "Hustings")  # another street, another player's
    targets = {a["target"] for a in abilities(state, ikes)}
    assert {ikes, market, perch} <= targets and theirs not in targets
    before = production(state, 0)
    use(state, ikes, market)
    assert control_points_of_card(state, market) == 0
    assert production(state, 0) == before - state.table[market].num("production")
    end_of_turn(state)
    assert control_points_of_card(state, market) == 0  # still off the next day
    expire(state, "upkeep")  # what the end of the next Upkeep does
    assert control_points_of_card(state, market) == state.table[market].num("control")


def test_schieffelin_hall_draws_by_influence_in_shootouts_there_only():
    state = game(["Schieffelin Hall", "Avie Cline"], ["Clint Ramsey"])
    hall = deed(state, 0, "Schieffelin Hall")
    avie = dude_in_play(state, 0, "Avie Cline", at=hall)  # 0 bullets, 2 influence, a draw
    clint = dude_in_play(state, 1, "Clint Ramsey", at=hall)  # 2 bullets, 1 influence, a stud
    frame = fight(state, [avie], [clint], location=hall, step="shooters")
    frame["shooter"] = [avie, clint]
    assert bonuses(state, frame, 0) == (0, 2) and bonuses(state, frame, 1) == (1, 0)
    frame["location"] = TOWN_SQUARE
    assert bonuses(state, frame, 0) == (0, 0) and bonuses(state, frame, 1) == (2, 0)


# ---- Whistle Stop, Electrostatic Pump Gun, Scattergun, Blue Lightnin'


def test_whistle_stop_blows_once_and_a_club_hurts_its_own_side():
    state = game(["Whistle Stop", "Clint Ramsey", "Make 'Em Sweat"], ["El Anónimo"])
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    whistle = give(state, 0, "Whistle Stop", clint)
    anon = dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)
    shootout(state, [clint], [anon])
    on_top(state, 0, "Make 'Em Sweat")  # a club
    use(state, whistle)
    assert bullets(state, anon) == 1 and bullets(state, clint) == 1 and whistle not in state.play[0]


def test_whistle_stop_spares_its_side_without_a_club():
    state = game(["Whistle Stop", "Clint Ramsey", "Mustang"], ["El Anónimo"])
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    whistle = give(state, 0, "Whistle Stop", clint)
    anon = dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)
    shootout(state, [clint], [anon])
    on_top(state, 0, "Mustang")  # a heart
    use(state, whistle)
    assert bullets(state, anon) == 1 and bullets(state, clint) == 2


def test_electrostatic_pump_gun_makes_a_disarmed_dude_a_draw_unless_a_club_is_pulled():
    state = game(["Electrostatic Pump Gun", "Clint Ramsey", "Mustang"], ["Ezrael Jones"])
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    gun = give(state, 0, "Electrostatic Pump Gun", clint)
    ezrael = dude_in_play(state, 1, "Ezrael Jones", at=TOWN_SQUARE)  # 1 bullet
    shootout(state, [clint], [ezrael])
    on_top(state, 0, "Mustang")
    use(state, gun, ezrael)
    assert bullets(state, ezrael) == 0 and bullet_type(state, ezrael) == "draw" and state.booted[gun]


def test_electrostatic_pump_gun_on_a_club_only_takes_the_bullet():
    state = game(["Electrostatic Pump Gun", "Clint Ramsey", "Make 'Em Sweat"], ["El Anónimo"])
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    gun = give(state, 0, "Electrostatic Pump Gun", clint)
    anon = dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)
    shootout(state, [clint], [anon])
    on_top(state, 0, "Make 'Em Sweat")
    use(state, gun, anon)
    assert bullets(state, anon) == 1 and bullet_type(state, anon) == "stud"


def test_scattergun_blasts_a_cheap_sidekick_or_silences_a_dude_without_influence():
    state = game(["Scattergun", "Pancho Castillo"], ["Allie Hensman", "Bluetick", "Clint Ramsey"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)  # 3 bullets (+1)
    gun = give(state, 0, "Scattergun", pancho)
    allie = dude_in_play(state, 1, "Allie Hensman", at=TOWN_SQUARE)  # 0 influence
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    hound = give(state, 1, "Bluetick", clint)
    frame = shootout(state, [pancho], [allie, clint])
    assert [a["target"] for a in abilities(state, gun) if a["ability"] == 0] == [hound]
    assert [a["target"] for a in abilities(state, gun) if a["ability"] == 1] == [allie]
    use(state, gun, allie, ability=1)
    frame["shooter"] = [pancho, clint]
    assert bonuses(state, frame, 1) == (2, 0)  # Allie adds no draw card
    frame["shooter"] = [pancho, allie]
    assert bonuses(state, frame, 1) == (1, 2)  # shooting, she counts: her 2 draw bullets, Clint a stud


def test_blue_lightnin_makes_a_stud_and_trades_hex_boots_for_bullets():
    state = game(["Valeria Batten", "Blue Lightnin'", "Kentucky Windage"], ["Clint Ramsey"])
    valeria = dude_in_play(state, 0, "Valeria Batten", at=TOWN_SQUARE)
    gun = give(state, 0, "Blue Lightnin'", valeria)
    hex_card = give(state, 0, "Kentucky Windage", valeria)
    assert bullet_type(state, valeria) == "stud"
    shootout(state, [valeria], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    use(state, gun, [hex_card, "bullets"])
    assert bullets(state, valeria) == 1 and state.booted[hex_card]
    assert abilities(state, gun) == []  # no unbooted Hex left


def test_cochise_county_courthouse_summons_an_opposing_dude_after_a_strong_job():
    state = game(["Cochise County Courthouse", "Pancho Castillo", "Clint Ramsey"], ["El Anónimo", "Mustang"])
    court = deed(state, 0, "Cochise County Courthouse")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)  # 3 bullets
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)  # 2 more
    anon = dude_in_play(state, 1, "El Anónimo")  # at home, 2 influence
    horse = give(state, 1, "Mustang", anon)
    rock = state.stash[0]
    use(state, court, pancho)
    act(state, "join", dude=clint)  # 5 bullets in the leader's posse
    finish_posses(state)
    act(state, "pick", card=anon)
    assert state.at[anon] == TOWN_SQUARE and state.booted[anon] and state.booted[horse]
    assert state.stash[0] == rock - 2


def test_cochise_county_courthouse_job_fails_under_four_bullets():
    state = game(["Cochise County Courthouse", "Pancho Castillo"], ["El Anónimo"])
    court = deed(state, 0, "Cochise County Courthouse")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)  # 3 bullets alone
    dude_in_play(state, 1, "El Anónimo")
    use(state, court, pancho)
    finish_posses(state)
    assert not any(frame["kind"] == "pick" for frame in state.stack)
