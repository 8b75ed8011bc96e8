"""More dudes of the packs beyond the base set: abilities that move dudes, pay other players, cap
bullets, ask their player a choice, or read a Ranch, a Horse, Holy Ground or a Totem."""

from __future__ import annotations

from games.engines.doomtown.abilities.effects import add as add_effect
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type, bullets, home, influence, value
from tests.engines.doomtown.card_scenario import abilities, deed, game, give, pick, plays, stash, use, wanted
from tests.engines.doomtown.scenario import act, dude_in_play, stack_deck, to_hand


def my_turn_to_play(state) -> None:
    """The other seat passes until seat 0 may make a shootout play."""
    while state.to_act() == [1] and state.stack[-1]["kind"] == "plays":
        act(state, "pass")


# ---- Anarchists ----------------------------------------------------------------------------------


def test_taiyari_pays_the_opposing_player_a_dudes_bullets_to_make_it_a_stud_of_at_most_four():
    state = game(["Taiyari", "Pancho Castillo"], ["Erik Samson"])
    taiyari = dude_in_play(state, 0, "Taiyari", at=TOWN_SQUARE)
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    plays(state, [taiyari, pancho], [erik])
    add_effect(state, "bullets", pancho, 3, until="shootout")
    price = bullets(state, pancho)
    assert price > 4
    stash(state, 0, price)
    targets = {a["target"] for a in abilities(state, taiyari)}
    assert targets == {taiyari, pancho}  # Taiyari has 0 bullets: he costs 1
    mine, theirs = state.stash
    use(state, taiyari, pancho)
    assert state.stash == [mine - price, theirs + price]
    assert bullet_type(state, pancho) == "stud" and bullets(state, pancho) == 4
    state.check_invariants()


def test_master_shou_boots_an_abomination_at_a_deed_nearby_and_its_owner_pays():
    state = game(["Master Shou", "Pagliaccio"], ["Cattle Market"])
    market = deed(state, 1, "Cattle Market")
    shou = dude_in_play(state, 0, "Master Shou", at=TOWN_SQUARE)
    pag = dude_in_play(state, 0, "Pagliaccio")  # at home: not a deed
    assert abilities(state, shou) == []
    state.at[pag] = market  # next to the town square
    mine, theirs = state.stash
    use(state, shou, pag)
    assert state.booted[pag] and state.stash == [mine + 1, theirs - 1]
    assert abilities(state, shou) == []


def test_father_diamond_pays_the_owner_sends_a_dude_home_and_moves_on():
    state = game(["Father Diamond", "Clint Ramsey"], ["Cattle Market"])
    market = deed(state, 1, "Cattle Market")
    diamond = dude_in_play(state, 0, "Father Diamond", at=TOWN_SQUARE)
    assert abilities(state, diamond) == []  # not at a deed he does not own
    state.at[diamond] = market
    clint = dude_in_play(state, 0, "Clint Ramsey", at=market)
    mine, theirs = state.stash
    use(state, diamond, [clint, home(state, 1)])
    assert state.at[diamond] == home(state, 1) and state.at[clint] == home(state, 0) and state.booted[clint]
    assert state.stash == [mine - 1, theirs + 1]
    state.check_invariants()


# ---- Fearmongers ---------------------------------------------------------------------------------


def test_the_faceless_one_copies_bullets_and_caps_a_gritty_dude_at_four():
    state = game(["The Faceless One"], ["Pancho Castillo"])
    faceless = dude_in_play(state, 0, "The Faceless One", at=TOWN_SQUARE)
    pancho = dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)
    plays(state, [faceless], [pancho])
    add_effect(state, "bullets", pancho, 3, until="shootout")
    before = bullets(state, pancho)
    use(state, faceless, pancho)
    assert bullets(state, faceless) == min(4, before)
    assert bullets(state, pancho) == 4 < before  # grit 11 or more: at most 4


def test_skinwalker_boots_an_abomination_for_bullets_or_to_boot_an_attachment():
    state = game(["Skinwalker", "Pagliaccio"], ["Erik Samson", "Shotgun"])
    skin = dude_in_play(state, 0, "Skinwalker", at=TOWN_SQUARE)
    pag = dude_in_play(state, 0, "Pagliaccio")
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    gun = give(state, 1, "Shotgun", erik)
    plays(state, [skin], [erik])
    assert {tuple(a["target"]) for a in abilities(state, skin)} == {
        (skin, "bullets"),
        (skin, gun),
        (pag, "bullets"),
        (pag, gun),
    }
    before = bullets(state, skin)
    use(state, skin, [pag, "bullets"])
    assert state.booted[pag] and bullets(state, skin) == before + 2 and not state.booted[gun]


def test_rosenbaums_golem_boots_a_dude_and_unboots_one_of_yours_against_grit_eleven():
    state = game(["Rosenbaum's Golem", "Clint Ramsey"], ["Erik Samson"])
    golem = dude_in_play(state, 0, "Rosenbaum's Golem", at=TOWN_SQUARE)
    clint = dude_in_play(state, 0, "Clint Ramsey", booted=True)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)  # grit 9; 14 with +5 value
    plays(state, [golem], [erik])
    use(state, golem, [erik, "+5 value"])
    assert value(state, erik) == 11
    pick(state, clint)
    assert state.booted[erik] and state.booted[golem] and not state.booted[clint]
    state.check_invariants()


def test_rosenbaums_golem_unboots_nobody_against_lower_grit():
    state = game(["Rosenbaum's Golem", "Clint Ramsey"], ["Erik Samson"])
    golem = dude_in_play(state, 0, "Rosenbaum's Golem", at=TOWN_SQUARE)
    clint = dude_in_play(state, 0, "Clint Ramsey", booted=True)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    plays(state, [golem], [erik])
    use(state, golem, [erik, "as is"])
    assert state.booted[erik] and state.booted[clint] and state.stack[-1]["kind"] != "pick"


def test_papa_marias_pulls_a_huckster_to_his_side():
    state = game(["Papa Marias", "Avie Cline", "Clint Ramsey", "Pancho Castillo"])
    marias = dude_in_play(state, 0, "Papa Marias", at=TOWN_SQUARE)
    avie = dude_in_play(state, 0, "Avie Cline")
    stack_deck(state, 0, ["Clint Ramsey"])  # 11: the test of 7 passes
    use(state, marias, avie)
    assert state.at[avie] == TOWN_SQUARE and not state.booted[avie]
    assert abilities(state, marias) == []  # once a day
    other = game(["Papa Marias", "Avie Cline", "Pancho Castillo"])
    marias = dude_in_play(other, 0, "Papa Marias", at=TOWN_SQUARE)
    avie = dude_in_play(other, 0, "Avie Cline")
    stack_deck(other, 0, ["Pancho Castillo"])  # 5: it fails
    use(other, marias, avie)
    assert other.at[avie] == home(other, 0)


# ---- Entrepreneurs --------------------------------------------------------------------------------


def test_adelaide_rose_boots_her_gadget_to_cut_a_bullet_and_gains_one_with_an_experimental():
    state = game(["Adelaide Rose", "Xemo's Turban"], ["Erik Samson"])
    adelaide = dude_in_play(state, 0, "Adelaide Rose", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    turban = give(state, 0, "Xemo's Turban", adelaide)
    plays(state, [adelaide], [erik])
    mine, theirs = bullets(state, adelaide), bullets(state, erik)
    use(state, adelaide, [turban, erik])
    assert state.booted[turban] and bullets(state, erik) == theirs - 1 and bullets(state, adelaide) == mine + 1


def test_harlan_stanton_is_a_stud_at_a_ranch_and_joins_a_shootout_there():
    state = game(["Harlan Stanton", "Clint Ramsey", "Circle M Ranch"], ["Erik Samson"])
    ranch = deed(state, 0, "Circle M Ranch")
    harlan = dude_in_play(state, 0, "Harlan Stanton")
    assert bullet_type(state, harlan) == "draw"
    clint = dude_in_play(state, 0, "Clint Ramsey", at=ranch)
    erik = dude_in_play(state, 1, "Erik Samson", at=ranch)
    frame = plays(state, [clint], [erik], location=ranch)
    use(state, harlan)
    assert harlan in frame["posse"][0] and state.at[harlan] == ranch and bullet_type(state, harlan) == "stud"
    state.check_invariants()


def test_harlan_stanton_stays_away_from_a_shootout_elsewhere():
    state = game(["Harlan Stanton", "Clint Ramsey"], ["Erik Samson"])
    harlan = dude_in_play(state, 0, "Harlan Stanton")
    plays(state, [dude_in_play(state, 0, "Clint Ramsey")], [dude_in_play(state, 1, "Erik Samson")])
    assert state.to_act() != [0] or abilities(state, harlan) == []


def test_kassandra_nilsson_rides_to_a_horse_at_noon_and_into_a_shootout():
    state = game(["Kassandra Nilsson", "Clint Ramsey", "Roan"], ["Erik Samson"])
    kassandra = dude_in_play(state, 0, "Kassandra Nilsson")
    assert abilities(state, kassandra) == []  # no Horse
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    give(state, 0, "Roan", clint)
    use(state, kassandra, TOWN_SQUARE)
    assert state.at[kassandra] == TOWN_SQUARE and not state.booted[kassandra]
    state.at[kassandra] = home(state, 0)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = plays(state, [clint], [erik])
    use(state, kassandra, ability=1)
    assert kassandra in frame["posse"][0] and state.at[kassandra] == TOWN_SQUARE


# ---- Law Dogs, Outlaws -----------------------------------------------------------------------------


def test_judge_wells_spicer_sends_a_dude_home_whose_owner_may_clear_its_bounty():
    state = game(["Judge Wells Spicer"], ["Erik Samson"])
    spicer = dude_in_play(state, 0, "Judge Wells Spicer", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    wanted(state, erik, influence(state, erik))
    assert abilities(state, spicer) == []  # bounty not above influence
    wanted(state, erik)
    use(state, spicer, erik)
    assert state.to_act() == [1]
    pick(state, "clear")
    assert state.bounty[erik] == 0 and state.at[erik] == home(state, 1) and state.booted[erik]
    assert state.booted[spicer]
    state.check_invariants()


def test_stewart_davidson_discards_and_pays_influence_to_post_a_bounty():
    state = game(["Stewart Davidson", "Clint Ramsey"], ["Erik Samson"])
    stewart = dude_in_play(state, 0, "Stewart Davidson")
    erik = dude_in_play(state, 1, "Erik Samson")
    state.discard[0].extend(state.hand[0])
    state.hand[0].clear()
    assert abilities(state, stewart) == []  # nothing to discard
    card = to_hand(state, 0, "Clint Ramsey")
    stash(state, 0, influence(state, erik))
    use(state, stewart, erik)
    act(state, "pick", card=card)
    assert state.bounty[erik] == 1 and state.stash[0] == 0 and card in state.discard[0]
    state.check_invariants()


def test_big_nose_kate_arms_a_dude_here_and_reads_the_discarded_card():
    state = game(["Big Nose Kate", "Clint Ramsey", "Pistol Whip"])
    kate = dude_in_play(state, 0, "Big Nose Kate", at=TOWN_SQUARE)
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    whip = to_hand(state, 0, "Pistol Whip")  # an action with a Shootout ability
    before = (bullets(state, clint), influence(state, clint))
    use(state, kate, clint)
    act(state, "pick", card=whip)
    pick(state, "bounty")
    assert (bullets(state, clint), influence(state, clint)) == (before[0] + 1, before[1] + 1)
    assert state.bounty[clint] == 1
    assert abilities(state, kate) == []  # once a day
    state.check_invariants()


# ---- First Peoples ---------------------------------------------------------------------------------


def test_geronimo_discards_a_foreign_card_planted_where_he_stands():
    state = game(["Geronimo"], ["Cattle Market", "Spirit Trail"])
    market = deed(state, 1, "Cattle Market")
    geronimo = dude_in_play(state, 0, "Geronimo", at=market)
    assert abilities(state, geronimo) == []  # nothing attached there
    trail = give(state, 1, "Spirit Trail", market)
    before = state.stash[0]
    use(state, geronimo, trail)
    assert trail in state.discard[1] and state.stash[0] == before + 1
    state.check_invariants()


def test_fears_no_owls_moves_a_dude_to_holy_ground_or_a_totem():
    state = game(["Fears No Owls", "Clint Ramsey", "Mount Moriah Cemetery"])
    owls = dude_in_play(state, 0, "Fears No Owls")
    clint = dude_in_play(state, 0, "Clint Ramsey")
    assert abilities(state, owls) == []  # no such place
    cemetery = deed(state, 0, "Mount Moriah Cemetery")
    use(state, owls, [clint, cemetery])
    assert state.at[clint] == cemetery and not state.booted[clint]


def test_tsintah_boots_her_spirit_for_a_stud_and_a_bullet_next_to_holy_ground():
    state = game(["Tsintah", "Sun-Touched Raven", "Mount Moriah Cemetery", "Cattle Market"], ["Erik Samson"])
    deed(state, 0, "Mount Moriah Cemetery")
    market = deed(state, 0, "Cattle Market")  # next to the cemetery on the street
    tsintah = dude_in_play(state, 0, "Tsintah", at=market)
    raven = give(state, 0, "Sun-Touched Raven", tsintah)
    erik = dude_in_play(state, 1, "Erik Samson", at=market)
    plays(state, [tsintah], [erik], location=market)
    before = bullets(state, tsintah)
    use(state, tsintah, raven)
    assert state.booted[raven] and bullet_type(state, tsintah) == "stud"
    assert bullets(state, tsintah) == before + 1
    assert abilities(state, tsintah) == []  # once a day


def test_tsintah_gets_no_bullet_in_the_town_square_next_to_holy_ground():
    state = game(["Tsintah", "Sun-Touched Raven", "Mount Moriah Cemetery"], ["Erik Samson"])
    deed(state, 0, "Mount Moriah Cemetery")  # next to the town square, which is no deed
    tsintah = dude_in_play(state, 0, "Tsintah", at=TOWN_SQUARE)
    raven = give(state, 0, "Sun-Touched Raven", tsintah)
    plays(state, [tsintah], [dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)])
    before = bullets(state, tsintah)
    use(state, tsintah, raven)
    assert bullet_type(state, tsintah) == "stud" and bullets(state, tsintah) == before


def test_vida_azul_discards_to_unboot_a_horse_for_another_use_and_its_dude_for_goods():
    state = game(["Vida Azul", "Clint Ramsey", "Roan", "Shotgun"])
    vida = dude_in_play(state, 0, "Vida Azul", at=TOWN_SQUARE)
    clint = dude_in_play(state, 0, "Clint Ramsey", booted=True)  # at home, next to the square
    assert abilities(state, vida) == [] or all(a["target"] != clint for a in abilities(state, vida))
    roan = give(state, 0, "Roan", clint)
    state.booted[roan] = 1
    gun = to_hand(state, 0, "Shotgun")
    use(state, vida, clint)
    act(state, "pick", card=gun)
    pick(state, "unboot")
    assert not state.booted[roan] and f"{roan}/again" in state.used and not state.booted[clint]
    assert gun in state.discard[0]
    assert abilities(state, vida) == []  # once a day
