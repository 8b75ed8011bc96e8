"""Fearmonger cards (the Fearmongers starter and Automaton decks): outfits, deeds, dudes, goods
and spells, each in a real game state and with its restrictions."""

from __future__ import annotations

from games.engines.doomtown import flow, shootout
from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.costs import play_cost
from games.engines.doomtown.abilities.keywords import has_keyword
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type, bullets, control_points_of_card, influence, value
from games.engines.doomtown.zones import leave_play, place_rock
from tests.engines.doomtown.card_scenario import abilities, at_resolution, deed, fight, game, give, on_top, use
from tests.engines.doomtown.scenario import act, dude_in_play, is_legal, named, noon_seat, take, to_hand

ENCROACHING_DARKNESS = "24005"


def targets(state, card: int, seat: int = 0) -> list:
    return [a["target"] for a in abilities(state, card, seat=seat)]


# ---- Baird's Build & Loan, General Store ----------------------------------------------------------


def test_bairds_build_and_loan_plays_a_deed_for_2_less():
    state = game(["Baird's Build & Loan", "General Store"])
    bairds = deed(state, 0, "Baird's Build & Loan")
    store = to_hand(state, 0, "General Store")  # costs 2: free through Baird's
    before = state.stash[0]

    use(state, bairds, ["build", store, "right"])

    assert store in state.play[0] and state.street[0][-1] == store
    assert state.stash[0] == before and state.booted[bairds]
    state.check_invariants()


def test_bairds_build_and_loan_needs_its_controller_and_the_cost_less_2():
    state = game(["Baird's Build & Loan", "Silent Sigil"])
    bairds = deed(state, 0, "Baird's Build & Loan")
    sigil = to_hand(state, 0, "Silent Sigil")  # costs 3: 1 through Baird's
    state.bank += state.stash[0]
    state.stash[0] = 0
    assert ["build", sigil, "left"] not in targets(state, bairds)
    state.stash[0], state.bank = 1, state.bank - 1
    assert ["build", sigil, "left"] in targets(state, bairds)
    state.booted[bairds] = 1
    assert targets(state, bairds) == []


def test_general_store_buys_goods_for_2_less_for_a_dude_at_a_controlled_location():
    state = game(["General Store", "Hawley's Rose", "Clint Ramsey"])
    store = deed(state, 0, "General Store")
    clint = dude_in_play(state, 0, "Clint Ramsey")
    rose = to_hand(state, 0, "Hawley's Rose")
    before = state.stash[0]

    use(state, store, ["buy", rose, clint])

    assert state.attached_to[rose] == clint and state.stash[0] == before  # cost 1, never below 0
    state.check_invariants()


def test_general_store_learns_a_spell_only_for_a_huckster():
    state = game(["General Store", "Blood Curse", "Avie Cline", "Clint Ramsey"])
    store = deed(state, 0, "General Store")
    avie = dude_in_play(state, 0, "Avie Cline")
    clint = dude_in_play(state, 0, "Clint Ramsey")
    curse = to_hand(state, 0, "Blood Curse")

    assert ["learn", curse, avie] in targets(state, store)
    assert ["learn", curse, clint] not in targets(state, store)
    state.booted[avie] = 1
    assert ["learn", curse, avie] not in targets(state, store)


# ---- Silent Sigil ----------------------------------------------------------------------------------


def nightfall(state) -> None:
    state.phase = "nightfall"
    state.stack.append({"kind": "night", "seat": 0})


def test_silent_sigil_takes_the_nightfall_discard_and_draws_a_card_after_refilling():
    state = game(["Silent Sigil"])
    deed(state, 0, "Silent Sigil")
    state.deck[0].append(state.hand[0].pop())
    nightfall(state)

    assert [a["type"] for a in state.legal_actions(0)] == ["night_keep"]  # no discard left
    act(state, "night_keep")
    assert len(state.hand[0]) == 5 and state.stack[-1]["kind"] == "react"
    act(state, "react")

    assert len(state.hand[0]) == 6
    state.check_invariants()


def test_silent_sigil_does_nothing_for_a_player_who_lost_its_control():
    state = game(["Silent Sigil"], ["Clint Ramsey"])
    sigil = deed(state, 0, "Silent Sigil")
    dude_in_play(state, 1, "Clint Ramsey", at=sigil)
    nightfall(state)

    assert any(a["type"] == "night_discard" for a in state.legal_actions(0))
    act(state, "night_keep")
    assert state.stack[-1]["kind"] != "react"


# ---- Encroaching Darkness --------------------------------------------------------------------------


def test_encroaching_darkness_lowers_the_first_abomination_each_turn_by_1():
    state = game(["Alan Campbell", "The Brute"], outfit=ENCROACHING_DARKNESS)
    alan = to_hand(state, 0, "Alan Campbell")
    brute = to_hand(state, 0, "The Brute")
    before = state.stash[0]

    act(state, "recruit", card=alan)
    assert state.stash[0] == before - 3  # cost 4
    noon_seat(state, 0)
    act(state, "recruit", card=brute)
    assert state.stash[0] == before - 3 - 2  # the second Abomination pays in full

    flow._dawn(state, {"step": "dawn"})
    assert not any(used.endswith("first abomination") for used in state.used)


def test_encroaching_darkness_boots_a_dude_to_weaken_a_lower_value_foe_there():
    state = game(["Alan Campbell", "El Anónimo"], ["Pancho Castillo", "Clint Ramsey"], outfit=ENCROACHING_DARKNESS)
    outfit = state.table.outfits[0]
    alan = dude_in_play(state, 0, "Alan Campbell", at=TOWN_SQUARE)  # value 8, an Abomination
    anonimo = dude_in_play(state, 0, "El Anónimo", at=TOWN_SQUARE)  # value 8, not one
    pancho = dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)  # value 5
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)  # value 11: not lower

    assert [alan, clint] not in targets(state, outfit)
    use(state, outfit, [alan, pancho])

    assert state.booted[alan] and state.booted[outfit]
    assert influence(state, pancho) == 1 and bullets(state, pancho) == 2
    state.booted[outfit] = 0
    state.used.clear()
    use(state, outfit, [anonimo, pancho])
    assert influence(state, pancho) == 0 and bullets(state, pancho) == 2  # not an Abomination: influence only


# ---- Valeria Batten --------------------------------------------------------------------------------


def test_valeria_batten_invents_a_mystical_gadget_with_her_huckster_skill():
    state = game(["Valeria Batten", "Devil's Six Gun", "Disingenuine Currency Press"])
    valeria = dude_in_play(state, 0, "Valeria Batten")
    gun = to_hand(state, 0, "Devil's Six Gun")
    press = to_hand(state, 0, "Disingenuine Currency Press")  # a Gadget, not Mystical
    top = named(state, 0, "Clint Ramsey")  # value 11: the pull succeeds
    take(state, top)
    state.deck[0].append(top)

    assert not is_legal(state, "invent", card=press, dude=valeria)
    events = act(state, "invent", card=gun, dude=valeria)

    test = next(e for e in events if e["type"] == "skill_test")
    assert test["skill"] == "Huckster" and test["total"] == 12
    assert state.booted[valeria] and state.attached_to[gun] == valeria


# ---- Tin Star, Hawley's Rose -----------------------------------------------------------------------


def test_tin_star_makes_a_deputy_whose_callouts_a_wanted_dude_cannot_refuse():
    state = game(["Tin Star", "Clint Ramsey"], ["Pancho Castillo"])
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    pancho = dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)
    give(state, 0, "Tin Star", clint)
    assert has_keyword(state, clint, "Deputy")

    act(state, "callout", dude=clint, mark=pancho)
    assert is_legal(state, "refuse")  # not wanted
    state.stack.pop()
    state.bounty[pancho], state.bank = 1, state.bank - 1
    noon_seat(state, 0)
    act(state, "callout", dude=clint, mark=pancho)
    assert not is_legal(state, "refuse")


def test_hawleys_rose_makes_an_abomination_with_more_influence_at_sundown():
    state = game(["Hawley's Rose", "Clint Ramsey", "Pat's Perch"], ["Pancho Castillo"])
    perch = deed(state, 0, "Pat's Perch")
    clint = dude_in_play(state, 0, "Clint Ramsey", at=perch)
    give(state, 0, "Hawley's Rose", clint)
    assert has_keyword(state, clint, "Abomination") and influence(state, clint) == 1

    state.phase = "sundown"
    assert influence(state, clint) == 2
    dude_in_play(state, 1, "Pancho Castillo", at=perch)
    assert influence(state, clint) == 3
    state.at[clint] = TOWN_SQUARE
    assert influence(state, clint) == 2  # not at a deed


# ---- Wendy's Teethkickers ---------------------------------------------------------------------------


def test_wendys_teethkickers_unboots_its_dude_when_a_foe_runs_home_from_here():
    state = game(["Wendy's Teethkickers", "Clint Ramsey", "El Anónimo"], ["Pancho Castillo"])
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE, booted=True)
    kickers = give(state, 0, "Wendy's Teethkickers", clint)
    anonimo = dude_in_play(state, 0, "El Anónimo", at=TOWN_SQUARE)
    pancho = dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)
    act(state, "callout", dude=anonimo, mark=pancho)

    act(state, "refuse")
    assert state.stack[-1]["kind"] == "react" and state.to_act() == [0]
    act(state, "react", card=kickers)

    assert not state.booted[clint] and state.booted[kickers] and influence(state, clint) == 3  # 1 + 1 printed + 1


def test_wendys_teethkickers_ignore_a_dude_leaving_another_location():
    state = game(["Wendy's Teethkickers", "Clint Ramsey", "El Anónimo"], ["Pancho Castillo"])
    clint = dude_in_play(state, 0, "Clint Ramsey", booted=True)  # at home
    give(state, 0, "Wendy's Teethkickers", clint)
    anonimo = dude_in_play(state, 0, "El Anónimo", at=TOWN_SQUARE)
    pancho = dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)
    act(state, "callout", dude=anonimo, mark=pancho)
    act(state, "refuse")
    assert state.stack[-1]["kind"] == "noon"


# ---- shootouts: Scoop Hound, Jia Mein, The Mixer, Soul Cage ---------------------------------------------


def test_scoop_hound_keeps_posses_as_they_are():
    state = game(["Scoop Hound", "Clint Ramsey", "El Anónimo", "Pistol Whip", "Pinto", "Ezrael Jones"])
    clint = dude_in_play(state, 0, "Clint Ramsey")
    anonimo = dude_in_play(state, 0, "El Anónimo")
    ezrael = dude_in_play(state, 0, "Ezrael Jones")
    hound = give(state, 0, "Scoop Hound", clint)
    pinto = give(state, 0, "Pinto", ezrael)
    whip = to_hand(state, 0, "Pistol Whip")
    pancho = dude_in_play(state, 1, "Pancho Castillo")
    fight(state, [clint, anonimo], [pancho])
    flow.advance(state)
    assert abilities(state, pinto)  # Ezrael could ride in

    use(state, hound)
    assert abilities(state, pinto) == []
    use(state, whip, [anonimo, pancho])

    assert pancho in _fight(state)["posse"][1]
    assert not state.booted[pancho] and state.booted[anonimo]


def _fight(state) -> dict:
    return next(frame for frame in reversed(state.stack) if frame["kind"] == "shootout")


def test_jia_mein_learns_hexes_in_a_shootout_to_become_a_stud_even_booted():
    state = game(["Jia Mein", "Blood Curse", "Shadow Walk"], ["Pancho Castillo"])
    jia = dude_in_play(state, 0, "Jia Mein", booted=True)
    curse = to_hand(state, 0, "Blood Curse")
    walk = to_hand(state, 0, "Shadow Walk")
    assert abilities(state, jia) == []  # not in a shootout
    fight(state, [jia], [dude_in_play(state, 1, "Pancho Castillo")])
    flow.advance(state)
    before = state.stash[0]

    use(state, jia, curse)
    assert state.attached_to[curse] == jia and state.stash[0] == before - 1
    assert bullet_type(state, jia) == "stud"
    state.stash[0], state.bank = 0, state.bank + state.stash[0]
    assert [a["target"] for a in abilities(state, jia)] == [walk]  # a Repeat ability; Shadow Walk costs 0


def test_the_mixer_shields_a_dude_from_opposing_bullet_changes():
    state = game(["The Mixer", "Clint Ramsey"], ["Pagliaccio"])
    mixer = dude_in_play(state, 0, "The Mixer")
    clint = dude_in_play(state, 0, "Clint Ramsey")
    pagliaccio = dude_in_play(state, 1, "Pagliaccio")
    fight(state, [mixer, clint], [pagliaccio])
    flow.advance(state)
    state.stack[-1]["seat"] = 1
    act(state, "ability", card=pagliaccio, target=clint)
    assert bullets(state, clint) == 1
    if state.to_act() == [1]:
        act(state, "pass")

    act(state, "ability", card=mixer, target=clint)

    assert bullets(state, clint) == 2  # Pagliaccio's -1 is ignored
    assert value(state, clint) == 10  # only bullet changes


def test_soul_cage_brings_an_abomination_back_for_a_cheatin_hand_of_its_cost():
    state = game(["Soul Cage", "Clint Ramsey", "Alan Campbell", "Bobo"], ["Pancho Castillo"])
    clint = dude_in_play(state, 0, "Clint Ramsey")
    cage = give(state, 0, "Soul Cage", clint)
    alan, bobo = named(state, 0, "Alan Campbell"), named(state, 0, "Bobo")
    for card in (alan, bobo):
        take(state, card)
    state.discard[0].append(alan)  # cost 4
    state.boot_hill[0].append(bobo)  # cost 1
    frame = fight(state, [clint], [dude_in_play(state, 1, "Pancho Castillo")])
    at_resolution(state, frame, {0: "2S 3S 5H 8D 10C", 1: "AS AS AH KD QC"}, {0: clint})  # cheatin' three of a kind (4)

    assert sorted(a["target"] for a in abilities(state, cage)) == sorted([alan, bobo])
    act(state, "ability", card=cage, target=alan)

    assert alan in state.play[0] and alan in frame["posse"][0] and state.at[alan] == frame["location"]
    state.check_invariants()


def test_soul_cage_needs_a_cheatin_hand_of_at_least_the_cost():
    state = game(["Soul Cage", "Clint Ramsey", "Alan Campbell"], ["Pancho Castillo"])
    clint = dude_in_play(state, 0, "Clint Ramsey")
    cage = give(state, 0, "Soul Cage", clint)
    alan = named(state, 0, "Alan Campbell")
    take(state, alan)
    state.discard[0].append(alan)
    frame = fight(state, [clint], [dude_in_play(state, 1, "Pancho Castillo")])
    at_resolution(state, frame, {0: "2S 3S 5H 8D 10C", 1: "AS AS KH 7D QC"}, {0: clint})  # a cheatin' pair (2)
    assert not any(a["type"] == "ability" and a["card"] == cage for a in state.legal_actions(state.to_act()[0]))


# ---- Serpentine Syndicate ---------------------------------------------------------------------------


def test_serpentine_syndicate_trades_a_card_for_ghost_rock_and_a_draw_after_a_cast_away_from_home():
    state = game(["Avie Cline", "Shadow Walk", "Clint Ramsey"], outfit="24006")
    avie = dude_in_play(state, 0, "Avie Cline", at=TOWN_SQUARE)
    walk = give(state, 0, "Shadow Walk", avie)
    top = named(state, 0, "Clint Ramsey")  # value 11: the Hex succeeds
    take(state, top)
    state.deck[0].append(top)
    hand, stash = len(state.hand[0]), state.stash[0]

    use(state, walk, state.table.outfits[0])
    act(state, "react")
    state.apply(0, state.legal_actions(0)[0])  # discard a card

    assert state.stash[0] == stash + 1 and len(state.hand[0]) == hand
    state.check_invariants()


def test_serpentine_syndicate_stays_quiet_for_a_cast_at_home():
    state = game(["Avie Cline", "Shadow Walk", "Clint Ramsey"], outfit="24006")
    avie = dude_in_play(state, 0, "Avie Cline")
    walk = give(state, 0, "Shadow Walk", avie)
    top = named(state, 0, "Clint Ramsey")
    take(state, top)
    state.deck[0].append(top)
    use(state, walk, TOWN_SQUARE)
    assert state.stack[-1]["kind"] == "noon"


# ---- Nicodemus Whateley -----------------------------------------------------------------------------


def test_nicodemus_whateley_takes_control_points_from_dudes_at_in_town_deeds_up_to_3():
    state = game(["Nicodemus Whateley", "Clint Ramsey", "El Anónimo", "General Store", "Pat's Perch"])
    store, perch = deed(state, 0, "General Store"), deed(state, 0, "Pat's Perch")  # Pat's Perch: Out of Town
    nicodemus = dude_in_play(state, 0, "Nicodemus Whateley", at=TOWN_SQUARE)
    clint = dude_in_play(state, 0, "Clint Ramsey", at=store)
    anonimo = dude_in_play(state, 0, "El Anónimo", at=perch)
    assert targets(state, nicodemus) == [clint]

    use(state, nicodemus, clint)
    assert control_points_of_card(state, nicodemus) == 1 and state.booted[clint]
    state.booted[clint] = 0
    assert targets(state, nicodemus) == []  # once a turn for each dude
    state.at[anonimo] = store
    use(state, nicodemus, anonimo)
    assert control_points_of_card(state, nicodemus) == 2

    effects.add(state, "control", nicodemus, 1, until="play")
    state.used.clear()
    assert targets(state, nicodemus) == []  # 3 at most


def test_nicodemus_whateley_loses_his_control_points_at_home_and_at_nightfall():
    state = game(["Nicodemus Whateley", "Clint Ramsey", "General Store"])
    store = deed(state, 0, "General Store")
    nicodemus = dude_in_play(state, 0, "Nicodemus Whateley", at=TOWN_SQUARE)
    clint = dude_in_play(state, 0, "Clint Ramsey", at=store)
    use(state, nicodemus, clint)
    assert control_points_of_card(state, nicodemus) == 1

    state.phase = "nightfall"
    flow.advance(state)
    assert control_points_of_card(state, nicodemus) == 0

    state.phase = "noon"
    state.used.clear()
    state.booted[clint] = 0
    use(state, nicodemus, clint)
    noon_seat(state, 0)
    act(state, "move", dude=nicodemus, to=state.table.outfits[0])
    assert control_points_of_card(state, nicodemus) == 0


# ---- Sight Beyond Sight -----------------------------------------------------------------------------


def sight_ready(top: str):
    """Avie Cline (Huckster 0) knows Sight Beyond Sight; ``top`` will be pulled for the Hex."""
    state = game(["Avie Cline", "Sight Beyond Sight", "Clint Ramsey", "El Anónimo"])
    avie = dude_in_play(state, 0, "Avie Cline")
    sight = give(state, 0, "Sight Beyond Sight", avie)
    card = named(state, 0, top)
    take(state, card)
    state.deck[0].append(card)
    return state, sight


def test_sight_beyond_sight_shows_random_cards_of_an_opponents_hand_to_its_player_only():
    state, sight = sight_ready("Clint Ramsey")  # 11: enough for Hex 9
    theirs = state.table.outfits[1]

    use(state, sight, theirs, ability=1)

    seen = [card["id"] for card in state.view(0)["seats"][1]["seen_in_hand"]]
    assert len(seen) == 2 and set(seen) <= set(state.hand[1]) and state.booted[sight]
    assert not set(seen) & state.hidden_from(0) and set(seen) <= state.hidden_from(None)
    assert state.view(1)["seats"][0]["seen_in_hand"] == []
    guess = state.determinize(0, __import__("random").Random(3))
    assert set(seen) <= set(guess.hand[1])
    assert abilities(state, sight) == []  # booted


def test_sight_beyond_sight_shows_nothing_when_the_hex_fails():
    state, sight = sight_ready("El Anónimo")  # 8: short of Hex 9
    use(state, sight, state.table.outfits[1], ability=1)
    assert state.view(0)["seats"][1]["seen_in_hand"] == []


# ---- Mongwau The Mighty, Kevin Wainwright -------------------------------------------------------------


def test_mongwau_the_mighty_discards_a_hex_in_a_shootout_to_become_a_stud():
    state = game(["Mongwau The Mighty", "Blood Curse"], ["Pancho Castillo"])
    mongwau = dude_in_play(state, 0, "Mongwau The Mighty")
    curse = give(state, 0, "Blood Curse", mongwau)
    assert [a for a in abilities(state, mongwau) if a["target"] == curse] == []  # no shootout
    fight(state, [mongwau], [dude_in_play(state, 1, "Pancho Castillo")])
    flow.advance(state)

    use(state, mongwau, curse)

    assert curse in state.discard[0] and bullet_type(state, mongwau) == "stud"


def test_kevin_wainwright_joins_a_huckster_without_booting_and_becomes_a_stud():
    state = game(["Kevin Wainwright", "Avie Cline"], ["Pancho Castillo"])
    kevin = dude_in_play(state, 0, "Kevin Wainwright")
    avie = dude_in_play(state, 0, "Avie Cline", at=TOWN_SQUARE)  # Huckster 0
    dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)
    assert targets(state, kevin) == [TOWN_SQUARE]

    use(state, kevin, TOWN_SQUARE)

    assert state.at[kevin] == state.at[avie] and not state.booted[kevin] and bullet_type(state, kevin) == "stud"
    assert targets(state, kevin) == []  # once a turn, and no Huckster elsewhere


# ---- Hexes: Soul Blast, Corporeal Twist, Forget ------------------------------------------------------


def hexing(spell: str, top: str, theirs: str):
    """Avie Cline (Huckster 0) knows ``spell`` and fights ``theirs`` in the town square; ``top`` is pulled."""
    state = game(["Avie Cline", spell, "Clint Ramsey", "El Anónimo"], [theirs])
    avie = dude_in_play(state, 0, "Avie Cline")
    hex_card = give(state, 0, spell, avie)
    card = named(state, 0, top)
    take(state, card)
    state.deck[0].append(card)
    foe = dude_in_play(state, 1, theirs)
    frame = fight(state, [avie], [foe])
    flow.advance(state)
    return state, avie, hex_card, foe, frame


def test_soul_blast_sends_a_dude_home_booted_and_aces_them_by_6_or_more():
    state, _, blast, foe, frame = hexing("Soul Blast", "El Anónimo", "Pagliaccio")  # 8 against grit 3: by 5
    use(state, blast, foe)
    assert state.booted[foe] and state.at[foe] == state.table.outfits[1] and foe not in frame["posse"][1]

    state, _, blast, foe, frame = hexing("Soul Blast", "Clint Ramsey", "Pagliaccio")  # 11 against grit 3: by 8
    use(state, blast, foe)
    assert foe in state.boot_hill[1]
    state.check_invariants()


def test_soul_blast_boots_its_huckster_when_it_fails():
    state, avie, blast, foe, frame = hexing("Soul Blast", "El Anónimo", "Pancho Castillo")  # 8 against grit 10
    use(state, blast, foe)
    assert state.booted[avie] and foe in frame["posse"][1] and not state.booted[foe]


def test_corporeal_twist_weakens_a_dude_and_pays_a_control_point_if_it_falls_this_shootout():
    state, avie, twist, foe, frame = hexing("Corporeal Twist", "El Anónimo", "Pancho Castillo")
    use(state, twist, foe)
    assert bullets(state, foe) == 2 and value(state, foe) == 3

    frame["posse"][1].remove(foe)
    leave_play(state, foe, ace=False)

    assert control_points_of_card(state, avie) == 1


def test_corporeal_twist_pays_nothing_for_a_dude_it_did_not_twist():
    state, avie, twist, foe, frame = hexing("Corporeal Twist", "El Anónimo", "Pancho Castillo")
    other = dude_in_play(state, 1, "Pancho Castillo")
    use(state, twist, foe)
    state.stack.remove(frame)  # the shootout is over
    leave_play(state, other, ace=False)
    assert control_points_of_card(state, avie) == 0


def test_forget_stops_a_nearby_dudes_printed_ability_until_after_nightfall():
    state = game(["Avie Cline", "Forget", "El Anónimo"], ["Kevin Wainwright"])
    avie = dude_in_play(state, 0, "Avie Cline")  # at home, next to the town square
    forget = give(state, 0, "Forget", avie)
    kevin = dude_in_play(state, 1, "Kevin Wainwright", at=TOWN_SQUARE)
    top = named(state, 0, "El Anónimo")  # 8 against Hex 5
    take(state, top)
    state.deck[0].append(top)
    assert targets(state, kevin, seat=1)

    use(state, forget, [kevin, 0])

    assert targets(state, kevin, seat=1) == []
    flow._dawn(state, {"step": "dawn"})
    assert targets(state, kevin, seat=1)


# ---- Ursula, The Worm Queen; Fetch --------------------------------------------------------------------


def test_ursula_costs_1_less_per_huckster_of_a_fearmonger_outfit():
    state = game(["Ursula, The Worm Queen", "Avie Cline"], outfit="24006")
    ursula = to_hand(state, 0, "Ursula, The Worm Queen")
    assert play_cost(state, 0, ursula, None) == 9
    dude_in_play(state, 0, "Avie Cline")
    assert play_cost(state, 0, ursula, None) == 8
    other = game(["Ursula, The Worm Queen", "Avie Cline"])  # not Fearmongers
    dude_in_play(other, 0, "Avie Cline")
    assert play_cost(other, 0, to_hand(other, 0, "Ursula, The Worm Queen"), None) == 9


def test_ursula_takes_a_booted_hex_from_another_huckster_and_unboots_it_for_a_card():
    state = game(["Ursula, The Worm Queen", "Avie Cline", "Blood Curse"], outfit="24006")
    ursula = dude_in_play(state, 0, "Ursula, The Worm Queen")
    avie = dude_in_play(state, 0, "Avie Cline")
    curse = give(state, 0, "Blood Curse", avie)
    state.booted[curse] = 1
    state.used.append(f"{curse}/0")
    hand = len(state.hand[0])
    assert [curse, "take it"] in targets(state, ursula)

    use(state, ursula, [curse, "take it, discard a card to unboot it"])
    state.apply(0, state.legal_actions(0)[0])  # the discarded card

    assert state.attached_to[curse] == ursula and not state.booted[curse] and len(state.hand[0]) == hand - 1
    assert abilities(state, curse)  # used this turn, and usable once more
    assert [t for t in targets(state, ursula) if t[0] == curse] == []  # her own Hex is not another's


def test_fetch_takes_a_card_of_the_draw_hand_back_and_spares_3_casualties():
    state = game(["Avie Cline", "Fetch", "Clint Ramsey", "El Anónimo"], ["Pancho Castillo"])
    avie = dude_in_play(state, 0, "Avie Cline")
    fetch_card = give(state, 0, "Fetch", avie)
    top = named(state, 0, "Clint Ramsey")  # 11 against Hex 5
    take(state, top)
    state.deck[0].append(top)
    kept = named(state, 0, "El Anónimo")
    take(state, kept)
    state.discard[0].append(kept)
    frame = fight(state, [avie], [dude_in_play(state, 1, "Pancho Castillo")])
    frame["draw_hands"] = [[kept], []]
    at_resolution(state, frame, {0: "2S 3S 5H 8D 10C", 1: "AS AS AH KD QC"}, {0: avie})  # lose by 3 to a cheater

    act(state, "ability", card=fetch_card, target=None)
    act(state, "pick", card=kept)
    while state.stack[-1]["kind"] == "plays":
        act(state, "pass")

    assert kept in state.hand[0] and frame["casualties"][0] == 0


# ---- Phantom Fingers ----------------------------------------------------------------------------------


def fingers_ready():
    state = game(["Avie Cline", "Phantom Fingers", "Clint Ramsey"], ["Pancho Castillo", "Winchester Model 1873"])
    avie = dude_in_play(state, 0, "Avie Cline", at=TOWN_SQUARE)
    fingers = give(state, 0, "Phantom Fingers", avie)
    top = named(state, 0, "Clint Ramsey")  # 11 against Hex 6
    take(state, top)
    state.deck[0].append(top)
    pancho = dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)
    rifle = give(state, 1, "Winchester Model 1873", pancho)
    return state, avie, fingers, pancho, rifle


def test_phantom_fingers_boots_a_goods_and_takes_its_bullets_and_abilities_this_turn():
    state, _, fingers, pancho, rifle = fingers_ready()
    assert bullets(state, pancho) == 4

    use(state, fingers, rifle)

    assert state.booted[rifle] and bullets(state, pancho) == 3
    state.booted[rifle] = 0
    frame = fight(state, [named(state, 0, "Avie Cline")], [pancho])
    flow.advance(state)
    assert abilities(state, rifle, seat=1) == []  # no abilities while blank
    state.stack.remove(frame)
    flow._dawn(state, {"step": "dawn"})
    assert bullets(state, pancho) == 4


def test_phantom_fingers_reaches_only_opposing_goods_nearby():
    state, avie, fingers, pancho, rifle = fingers_ready()
    state.at[pancho] = state.table.outfits[1]
    state.at[avie] = state.table.outfits[0]  # homes are not adjacent to each other
    assert targets(state, fingers) == []


# ---- Miracles and Spirits -------------------------------------------------------------------------------


def blessed(spell: str, theirs: list[str] = ()):
    """Ezrael Jones (Blessed 1) knows ``spell`` in the town square; his next pull is Clint Ramsey (11)."""
    state = game(["Ezrael Jones", spell, "Clint Ramsey", "El Anónimo"], list(theirs))
    ezrael = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)
    miracle = give(state, 0, spell, ezrael)
    on_top(state, 0, "Clint Ramsey")
    return state, ezrael, miracle


def test_soothe_boots_its_dude_to_unboot_another_nearby():
    state, ezrael, soothe = blessed("Soothe")
    anonimo = dude_in_play(state, 0, "El Anónimo", booted=True)  # at home, next to the town square
    use(state, soothe, anonimo)
    assert state.booted[ezrael] and not state.booted[anonimo]
    state.booted[soothe] = 0
    state.used.clear()
    state.booted[anonimo] = 1
    assert targets(state, soothe) == []  # Ezrael is booted


def test_walk_the_path_brings_a_dude_at_noon_and_into_a_posse_unbooted():
    state, ezrael, path = blessed("Walk The Path", ["Pancho Castillo"])
    anonimo = dude_in_play(state, 0, "El Anónimo", booted=True)
    use(state, path, anonimo)
    assert state.at[anonimo] == TOWN_SQUARE and state.booted[anonimo]

    state, ezrael, path = blessed("Walk The Path", ["Pancho Castillo"])
    anonimo = dude_in_play(state, 0, "El Anónimo", booted=True)
    frame = fight(state, [ezrael], [dude_in_play(state, 1, "Pancho Castillo")])
    flow.advance(state)
    use(state, path, anonimo, ability=1)
    assert anonimo in frame["posse"][0] and not state.booted[anonimo] and state.at[anonimo] == TOWN_SQUARE


def test_confession_takes_a_bounty_or_gives_one_next_door_by_booting():
    state, ezrael, confession = blessed("Confession", ["Pancho Castillo"])
    pancho = dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)
    state.bounty[pancho], state.bank = 2, state.bank - 2
    stash = state.stash[0]
    use(state, confession, pancho)
    assert state.bounty[pancho] == 1 and state.stash[0] == stash + 1
    state.check_invariants()

    state, ezrael, confession = blessed("Confession", ["Pancho Castillo"])
    pancho = dude_in_play(state, 1, "Pancho Castillo")  # at home, next door
    assert [pancho, "here"] not in targets(state, confession)
    use(state, confession, [pancho, "boot this dude"], ability=1)
    assert state.bounty[pancho] == 1 and state.booted[ezrael]


def test_consecration_makes_a_stud_until_nightfall_and_spares_3_casualties():
    state, ezrael, consecration = blessed("Consecration", ["Pancho Castillo"])
    frame = fight(state, [ezrael], [dude_in_play(state, 1, "Pancho Castillo")])
    at_resolution(state, frame, {0: "2S 3S 5H 8D 10C", 1: "AS AS AH KD QC"}, {0: ezrael})
    act(state, "ability", card=consecration, target=ezrael)
    assert bullet_type(state, ezrael) == "stud" and bullets(state, ezrael) == 3 and influence(state, ezrael) == 3
    while state.stack[-1]["kind"] == "plays":
        act(state, "pass")
    assert frame["casualties"][0] == 0


def test_sun_touched_raven_sifts_the_top_five_and_boots_the_shaman_to_draw():
    extra = ["Shi Long Peng", "Rob Wilby", "Wilber Crowley", "Roderick Byre", "Andreas Andregg"]
    state = game(["Bloody Teeth", "Sun-Touched Raven", "Clint Ramsey", *extra], ["Pancho Castillo"])
    teeth = dude_in_play(state, 0, "Bloody Teeth")
    raven = give(state, 0, "Sun-Touched Raven", teeth)
    on_top(state, 0, "Clint Ramsey")  # 11 + 1 against Spirit 6
    fight(state, [teeth], [dude_in_play(state, 1, "Pancho Castillo")])
    flow.advance(state)
    top = state.deck[0][-2]  # the card under Clint, once Clint is pulled
    hand = len(state.hand[0])

    use(state, raven)
    act(state, "pick", card=top)
    act(state, "pick", choice="done")
    assert top in state.discard[0]  # (the draw may shuffle the discard pile back into a short deck)
    act(state, "pick", choice="draw")

    assert state.booted[teeth] and len(state.hand[0]) == hand + 1


def test_ghostly_communion_goes_to_holy_ground_and_joins_a_shootout_there_as_a_stud():
    state = game(["Bloody Teeth", "Ghostly Communion", "Clint Ramsey", "Silent Sigil"], ["Pancho Castillo"])
    sigil = deed(state, 0, "Silent Sigil")  # Holy Ground
    teeth = dude_in_play(state, 0, "Bloody Teeth", at=state.table.outfits[1])
    communion = give(state, 0, "Ghostly Communion", teeth)
    on_top(state, 0, "Clint Ramsey")
    assert sigil in targets(state, communion)
    use(state, communion, sigil)
    assert state.at[teeth] == sigil

    state = game(["Bloody Teeth", "Ghostly Communion", "Clint Ramsey", "El Anónimo"], ["Pancho Castillo"])
    teeth = dude_in_play(state, 0, "Bloody Teeth", booted=True)
    communion = give(state, 0, "Ghostly Communion", teeth)
    on_top(state, 0, "Clint Ramsey")
    anonimo = dude_in_play(state, 0, "El Anónimo")
    frame = fight(state, [anonimo], [dude_in_play(state, 1, "Pancho Castillo")])  # next to home: "Holy Ground"
    flow.advance(state)
    use(state, communion, ability=1)
    assert teeth in frame["posse"][0] and bullet_type(state, teeth) == "stud"


def back_to(state, frame) -> None:
    """Drop the decisions the shootout went on to (shooters, draws), keeping the cards tidy."""
    while state.stack[-1] is not frame:
        state.stack.pop()
    for seat in range(state.players):
        state.discard[seat].extend(state.draw[seat])
        state.draw[seat] = []


def test_onward_christian_soldiers_keeps_the_posses_bullets_from_opposing_cuts():
    state, ezrael, soldiers = blessed("Onward Christian Soldiers", ["Pagliaccio"])
    anonimo = dude_in_play(state, 0, "El Anónimo", at=TOWN_SQUARE)
    pagliaccio = dude_in_play(state, 1, "Pagliaccio", at=TOWN_SQUARE)
    fight(state, [ezrael, anonimo], [pagliaccio])
    flow.advance(state)
    if state.to_act() == [1]:
        act(state, "pass")

    use(state, soldiers)
    assert bullets(state, ezrael) == 2 and bullets(state, anonimo) == 3
    act(state, "ability", card=pagliaccio, target=ezrael)

    assert bullets(state, ezrael) == 2 and value(state, ezrael) == 8  # the value cut still counts


def test_holy_roller_spares_its_dude_unless_the_round_is_lost_by_3_ranks():
    for hands, spared in (
        ({0: "2S 3S 5H 8D 10C", 1: "AS AH KD QC 7S"}, True),
        ({0: "2S 3S 5H 8D 10C", 1: "AS AH AD QC 7S"}, False),
    ):
        state, ezrael, roller = blessed("Holy Roller", ["Pancho Castillo"])
        anonimo = dude_in_play(state, 0, "El Anónimo", at=TOWN_SQUARE)
        frame = fight(state, [ezrael, anonimo], [dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)])
        flow.advance(state)
        if state.to_act() == [1]:
            act(state, "pass")
        use(state, roller)
        assert bullets(state, ezrael) == 2
        back_to(state, frame)
        at_resolution(state, frame, hands, {0: ezrael})

        offered = {a["card"] for a in state.legal_actions(0) if a["type"] == "casualty"}
        assert (ezrael not in offered) == spared and anonimo in offered


def test_get_behind_me_satan_spares_casualties_and_benches_an_abomination_next_round():
    state, ezrael, satan = blessed("Get Behind Me, Satan!", ["Pagliaccio"])  # Blessed 1
    pagliaccio = dude_in_play(state, 1, "Pagliaccio", at=TOWN_SQUARE)
    frame = fight(state, [ezrael], [pagliaccio])
    at_resolution(state, frame, {0: "2S 3S 5H 8D 10C", 1: "AS AH KD QC 7S"}, {0: ezrael, 1: pagliaccio})
    assert shootout.bonuses(state, frame, 1) == (0, 1)

    act(state, "ability", card=satan, target=pagliaccio)
    while state.stack[-1]["kind"] == "plays":
        act(state, "pass")

    assert frame["casualties"][0] == 0  # lost by 1, 1 fewer
    assert shootout.bonuses(state, frame, 1) == (0, 1)  # this round still counts
    frame["round"] += 1
    assert shootout.bonuses(state, frame, 1) == (0, 0)


# ---- Old Marge's Manor ------------------------------------------------------------------------------


def test_old_marges_manor_piles_ghost_rock_at_noon():
    state = game(["Old Marge's Manor"])
    manor = deed(state, 0, "Old Marge's Manor")
    stash = state.stash[0]

    use(state, manor, ability=3)

    assert state.rock[manor] == 1 and state.stash[0] == stash and state.booted[manor]
    state.check_invariants()


def test_old_marges_manor_gathers_ghost_rock_before_a_play_and_the_play_is_still_to_make():
    state = game(["Old Marge's Manor", "2nd Bank of Gomorra"])
    manor = deed(state, 0, "Old Marge's Manor")
    bank = deed(state, 0, "2nd Bank of Gomorra")
    place_rock(state, bank, 2)
    assert [a["target"] for a in abilities(state, manor) if a["ability"] == 0] == [bank]

    use(state, manor, bank)

    assert state.rock[manor] == 2 and state.rock[bank] == 0
    assert state.stack[-1]["kind"] == "noon" and state.to_act() == [0]
    state.check_invariants()


def test_old_marges_manor_pays_for_action_cards_in_shootouts_only():
    state = game(["Old Marge's Manor", "It's Not What You Know...", "Clint Ramsey"], ["Pancho Castillo"])
    manor = deed(state, 0, "Old Marge's Manor")
    card = to_hand(state, 0, "It's Not What You Know...")  # costs 2
    clint = dude_in_play(state, 0, "Clint Ramsey")
    place_rock(state, manor, 2)
    state.bank += state.stash[0]
    state.stash[0] = 0
    frame = fight(state, [clint], [dude_in_play(state, 1, "Pancho Castillo")])
    at_resolution(state, frame, {0: "2S 3S 5H 8D 10C", 1: "AS AH KD QC 7S"}, {0: clint})

    act(state, "ability", card=card, target=1)

    assert state.rock[manor] == 0 and state.stash[0] == 0 and card in state.discard[0]
    state.check_invariants()


def test_old_marges_ghost_rock_pays_for_nothing_at_noon():
    state = game(["Old Marge's Manor", "Meet the New Boss", "Clint Ramsey"])
    manor = deed(state, 0, "Old Marge's Manor")
    boss = to_hand(state, 0, "Meet the New Boss")  # costs 1
    dude_in_play(state, 0, "Clint Ramsey")
    place_rock(state, manor, 2)
    state.bank += state.stash[0]
    state.stash[0] = 0
    assert abilities(state, boss) == []
    state.stash[0], state.bank = 1, state.bank - 1
    assert abilities(state, boss)
