"""Expansion dudes that bring a rule of their own: Experienced dudes' shootout plays, a minimum
bullet rating, jobs on deeds, reacts as posses form or a dude enters play, resolutions that change
casualties or send a dude home."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.callouts import cannot_refuse
from games.engines.doomtown.abilities.effects import add as add_effect
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    bullet_type,
    bullets,
    deed_controller,
    home,
    production,
    value,
)
from tests.engines.doomtown.card_scenario import abilities, at_resolution, deed, fight, game, give, plays, use, wanted
from tests.engines.doomtown.scenario import act, dude_in_play, is_legal, stack_deck, to_hand


def finish_posses(state) -> None:
    while state.stack[-1]["kind"] in ("posse", "invite"):
        act(state, "posse_done" if state.stack[-1]["kind"] == "posse" else "invite_done")


# ---- Law Dogs ------------------------------------------------------------------------------------


def test_wendy_cheng_lowers_wanted_dudes_here_and_sends_one_home_or_discards_it():
    state = game(['Xiong "Wendy" Cheng (Exp.1)'], ["Erik Samson", "Clint Ramsey"])
    wendy = dude_in_play(state, 0, 'Xiong "Wendy" Cheng (Exp.1)', at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    printed = value(state, erik)
    wanted(state, erik)
    assert value(state, erik) == printed - 2 and value(state, clint) == state.table[clint].stat_value
    plays(state, [wendy], [erik, clint])
    use(state, wendy, clint)  # no bounty: sent home
    assert state.at[clint] == home(state, 1) and state.booted[clint] and state.booted[wendy]

    state = game(['Xiong "Wendy" Cheng (Exp.1)'], ["Erik Samson"])
    wendy = dude_in_play(state, 0, 'Xiong "Wendy" Cheng (Exp.1)', at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    wanted(state, erik, 8)  # more bounty than grit (value 6 - 2, 2 bullets, 1 influence)
    plays(state, [wendy], [erik])
    mine = state.stash[0]
    use(state, wendy, erik)
    assert erik in state.discard[1] and state.stash[0] == mine + 8
    state.check_invariants()


def test_thunder_boy_nabbe_exp_boots_himself_or_a_blessed_to_make_a_wanted_dude_a_draw():
    state = game(['"Thunder Boy" Nabbe (Exp.1)'], ["Clint Ramsey"])
    nabbe = dude_in_play(state, 0, '"Thunder Boy" Nabbe (Exp.1)', at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    wanted(state, clint)
    plays(state, [nabbe], [clint])
    use(state, nabbe, [nabbe, clint])
    assert state.booted[nabbe] and bullet_type(state, clint) == "draw"

    plain = game(['"Thunder Boy" Nabbe (Exp.1)'], ["Clint Ramsey"])
    nabbe = dude_in_play(plain, 0, '"Thunder Boy" Nabbe (Exp.1)', at=TOWN_SQUARE)
    plays(plain, [nabbe], [dude_in_play(plain, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    assert plain.to_act() != [0] or abilities(plain, nabbe) == []  # nobody wanted


def test_dr_erik_yaple_boots_a_gadget_weapon_as_posses_form_to_post_a_bounty():
    state = game(["Dr. Erik Yaple", "Flame-Thrower"], ["Clint Ramsey"])
    yaple = dude_in_play(state, 0, "Dr. Erik Yaple", at=TOWN_SQUARE)
    gun = give(state, 0, "Flame-Thrower", yaple)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    fight(state, [yaple], [clint], step="formed")
    flow.advance(state)
    assert state.stack[-1]["kind"] == "react" and state.to_act() == [0]
    act(state, "react", card=yaple)
    act(state, "pick", choice=f"{gun} {clint}")
    assert state.booted[gun] and state.bounty[clint] == 1
    state.check_invariants()

    state = game(["Dr. Erik Yaple", "Flame-Thrower"], ["Clint Ramsey"])
    yaple = dude_in_play(state, 0, "Dr. Erik Yaple", at=TOWN_SQUARE)
    give(state, 0, "Flame-Thrower", yaple)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    wanted(state, clint)  # already wanted: no mark
    fight(state, [yaple], [clint], step="formed")
    flow.advance(state)
    assert state.stack[-1]["kind"] != "react"


# ---- Outlaws -------------------------------------------------------------------------------------


def test_silas_aims_gains_bullets_from_bounty_and_sends_a_weaker_dude_home():
    state = game(["Silas Aims (Exp.1)"], ["Erik Samson"])
    silas = dude_in_play(state, 0, "Silas Aims (Exp.1)", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    printed = bullets(state, silas)
    wanted(state, silas, 6)
    assert bullets(state, silas) == printed + 4
    plays(state, [silas], [erik])  # seat 0 leads: Silas is not the mark
    use(state, silas, erik)  # Erik's 2 bullets < 6 bounty
    assert state.at[erik] == home(state, 1) and state.booted[erik] and state.booted[silas]


def test_silas_aims_as_the_mark_does_not_boot():
    state = game(["Silas Aims (Exp.1)"], ["Erik Samson"])
    silas = dude_in_play(state, 0, "Silas Aims (Exp.1)", at=TOWN_SQUARE, booted=True)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    wanted(state, silas, 3)
    frame = fight(state, [silas], [erik])
    frame["mark_dude"], frame["leader_dude"] = silas, erik
    flow.advance(state)
    use(state, silas, erik)
    assert state.at[erik] == home(state, 1)


def test_frank_bryant_enters_play_wanted_and_less_wanted_dudes_cannot_refuse_him():
    state = game(["Frank Bryant"], ["Clint Ramsey"])
    frank = to_hand(state, 0, "Frank Bryant")
    act(state, "recruit", card=frank)
    assert state.bounty[frank] == 1
    clint = dude_in_play(state, 1, "Clint Ramsey", at=home(state, 0))
    assert cannot_refuse(state, frank, clint)
    wanted(state, clint)
    assert not cannot_refuse(state, frank, clint)  # as wanted as Frank


def test_felix_cutler_unboots_a_goods_for_another_use_when_his_hand_is_cheatin():
    state = game(["Felix Cutler", "Shotgun"], ["Clint Ramsey"])
    felix = dude_in_play(state, 0, "Felix Cutler", at=TOWN_SQUARE)
    gun = give(state, 0, "Shotgun", felix)
    state.booted[gun] = 1
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    frame = fight(state, [felix], [clint])
    at_resolution(state, frame, {0: "5H 5H 5D 8C KD", 1: "2H 3H 5D 8C JS"}, {0: felix, 1: clint})
    use(state, felix, gun)
    assert not state.booted[gun] and f"{gun}/again" in state.used


def test_felix_cutler_does_nothing_with_a_legal_hand():
    state = game(["Felix Cutler", "Shotgun"], ["Clint Ramsey"])
    felix = dude_in_play(state, 0, "Felix Cutler", at=TOWN_SQUARE)
    gun = give(state, 0, "Shotgun", felix)
    state.booted[gun] = 1
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    frame = fight(state, [felix], [clint])
    at_resolution(state, frame, {0: "5H 6H 5D 8C KD", 1: "2H 3H 5D 8C JS"}, {0: felix, 1: clint})
    assert state.to_act() != [0] or abilities(state, felix) == []


# ---- Anarchists, Drifters ----------------------------------------------------------------------------


def test_dynamite_jacc_aces_himself_for_two_more_opposing_casualties():
    state = game(['"Dynamite" Jacc', "Clint Ramsey"], ["Erik Samson"])
    jacc = dude_in_play(state, 0, '"Dynamite" Jacc', at=TOWN_SQUARE)
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = fight(state, [jacc, clint], [erik])
    at_resolution(state, frame, {0: "2H 3H 5D 8C JS", 1: "2H 2S 5D 8C KD"}, {0: clint, 1: erik})
    use(state, jacc)
    assert jacc in state.boot_hill[0] and jacc not in frame["posse"][0]
    assert frame["casualties"] == [1, 2]  # seat 0 lost by one rank; seat 1 takes 2 all the same


def test_willa_mae_discards_herself_to_send_a_dude_home_unbooted_against_a_cheater():
    state = game(["Willa Mae MacGowan (Exp.1)", "Clint Ramsey"], ["Erik Samson"])
    willa = dude_in_play(state, 0, "Willa Mae MacGowan (Exp.1)", at=TOWN_SQUARE)
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = fight(state, [willa, clint], [erik])
    at_resolution(state, frame, {0: "2H 3H 5D 8C JS", 1: "5H 5H 5D 8C KD"}, {0: clint, 1: erik})
    use(state, willa, clint)
    assert willa in state.discard[0] and state.at[clint] == home(state, 0) and not state.booted[clint]
    assert clint not in frame["posse"][0]
    state.check_invariants()


def test_camillus_s_fly_entering_at_noon_makes_another_dude_a_stud():
    state = game(["Camillus S. Fly", "Ezrael Jones"])
    ezrael = dude_in_play(state, 0, "Ezrael Jones")
    camillus = to_hand(state, 0, "Camillus S. Fly")
    act(state, "recruit", card=camillus)
    assert is_legal(state, "react", card=camillus)
    act(state, "react", card=camillus)
    act(state, "pick", card=ezrael)
    assert bullet_type(state, ezrael) == "stud"


# ---- Fearmongers --------------------------------------------------------------------------------


def test_zeb_whateley_dupont_is_a_fearmongers_stud_with_a_floor_against_grit_eleven():
    state = game(["Zeb Whateley-Dupont"], ["Pancho Castillo"], outfit="24005")
    zeb = dude_in_play(state, 0, "Zeb Whateley-Dupont", at=TOWN_SQUARE)
    pancho = dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)  # grit 5 + 3 + 2 = 10
    assert bullet_type(state, zeb) == "stud"
    fight(state, [zeb], [pancho])
    add_effect(state, "bullets", zeb, -5, until="shootout", by=1)
    add_effect(state, "bullet_type", zeb, until="shootout", set_to="draw", by=1)
    assert bullets(state, zeb) == 0 and bullet_type(state, zeb) == "draw"
    add_effect(state, "value", pancho, 1, until="shootout")  # grit 11
    assert bullets(state, zeb) == 2 and bullet_type(state, zeb) == "stud"

    other = game(["Zeb Whateley-Dupont"], outfit="24012")
    zeb = dude_in_play(other, 0, "Zeb Whateley-Dupont")
    assert bullet_type(other, zeb) == "draw"  # not a Fearmongers outfit


def test_vivene_goldsun_discards_her_mystical_goods_to_send_a_lesser_dude_home():
    state = game(["Vivene Goldsun", "Soul Cage", "La Quema"], ["Erik Samson"])
    vivene = dude_in_play(state, 0, "Vivene Goldsun", at=TOWN_SQUARE)
    assert bullet_type(state, vivene) == "draw"
    horse = give(state, 0, "La Quema", vivene)  # value 1: under no grit
    assert bullet_type(state, vivene) == "stud"
    cage = give(state, 0, "Soul Cage", vivene)  # value 12: above Erik's grit of 9
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    plays(state, [vivene], [erik])
    assert [a["target"] for a in abilities(state, vivene)] == [[cage, erik]]
    use(state, vivene, [cage, erik])
    assert cage in state.discard[0] and horse not in state.discard[0] and state.at[erik] == home(state, 1)
    assert state.booted[vivene]


# ---- First Peoples, Entrepreneurs -----------------------------------------------------------------


def test_black_elk_controls_a_deed_with_his_shaman_rating():
    state = game(["Black Elk (Exp.1)"], ["Cattle Market", "Erik Samson"])
    market = deed(state, 1, "Cattle Market")
    elk = dude_in_play(state, 0, "Black Elk (Exp.1)", at=market)  # influence 0, Shaman 3
    dude_in_play(state, 1, "Erik Samson", at=market)  # influence 1
    assert deed_controller(state, market) == 0
    state.at[elk] = TOWN_SQUARE
    assert deed_controller(state, market) == 1


def test_takahashi_jinrai_job_raises_a_cheap_deeds_production_for_good():
    state = game(["Takahashi Jinrai", "Cattle Market", "New Town Hall"])
    deed(state, 0, "Cattle Market")  # cost 3, production 2: not 2 above
    hall = deed(state, 0, "New Town Hall")  # cost 3, production 1
    taka = dude_in_play(state, 0, "Takahashi Jinrai", at=TOWN_SQUARE)
    assert [a["target"] for a in abilities(state, taka)] == [hall]
    before = production(state, 0)
    use(state, taka, hall)
    finish_posses(state)
    flow.advance(state)
    assert production(state, 0) == before + 1
    state.check_invariants()


def test_obadiah_angstrom_job_discards_an_opponents_deed_on_a_red_pull():
    state = game(["Obadiah Angstrom", "Pat's Perch"], ["Cattle Market"])
    market = deed(state, 1, "Cattle Market")
    obadiah = dude_in_play(state, 0, "Obadiah Angstrom", at=TOWN_SQUARE)
    assert [a["target"] for a in abilities(state, obadiah)] == [market]
    stack_deck(state, 0, ["Pat's Perch"])  # 8 of diamonds: red
    use(state, obadiah, market)
    finish_posses(state)
    flow.advance(state)
    assert market in state.discard[1] and state.booted[obadiah]
    state.check_invariants()


def test_bartholomew_p_fountain_boots_a_ranch_to_move_a_dude_nearby():
    state = game(["Bartholomew P. Fountain", "Circle M Ranch", "Clint Ramsey"], ["Erik Samson"])
    ranch = deed(state, 0, "Circle M Ranch")
    bart = dude_in_play(state, 0, "Bartholomew P. Fountain", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    use(state, bart, [ranch, erik, ranch])
    assert state.at[erik] == ranch and state.booted[ranch] and state.booted[bart]
    assert abilities(state, bart) == []
