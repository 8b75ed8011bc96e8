"""The Anarchists' cards: their deeds, dudes, goods, action cards and Kung Fu Techniques."""

from __future__ import annotations

from games.engines.doomtown import flow, shootout
from games.engines.doomtown.abilities.core import test_skill as casting_margin
from games.engines.doomtown.abilities.rounds import adjust_casualties
from games.engines.doomtown.abilities.windows import usable
from games.engines.doomtown.casualties import casualty_options
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type, bullets, home, influence, value
from games.engines.doomtown.zones import leave_play
from tests.engines.doomtown.card_scenario import abilities, armed_at_resolution, deed, fight, game, give, use
from tests.engines.doomtown.scenario import act, dude_in_play, is_legal, named, run_gamblin, stack_deck, take, to_hand

# ---- deeds -------------------------------------------------------------------------------------


def test_2nd_bank_of_gomorra_keeps_ghost_rock_on_the_deed_until_its_controller_takes_it():
    state = game(["2nd Bank of Gomorra"])
    bank = deed(state, 0, "2nd Bank of Gomorra")
    assert [a["ability"] for a in abilities(state, bank)] == [0]  # nothing to take yet
    before = state.stash[0]

    use(state, bank)

    assert state.rock[bank] == 2 and state.stash[0] == before and state.booted[bank]
    state.check_invariants()
    assert abilities(state, bank) == []  # booted
    flow._dawn(state, {"step": "dawn"})
    state.booted[bank] = 0
    use(state, bank, ability=1)
    assert state.rock[bank] == 0 and state.stash[0] == before + 2
    state.check_invariants()


def test_2nd_bank_of_gomorra_belongs_to_its_controller_and_its_ghost_rock_returns_to_the_bank():
    state = game(["2nd Bank of Gomorra"], ["Clint Ramsey"])
    bank = deed(state, 0, "2nd Bank of Gomorra")
    dude_in_play(state, 1, "Clint Ramsey", at=bank)  # seat 1 controls it now
    assert abilities(state, bank, seat=0) == []
    use(state, bank, seat=1)
    assert state.rock[bank] == 2
    assert state.view(0)["in_play"][[c["id"] for c in state.view(0)["in_play"]].index(bank)]["ghost_rock"] == 2

    leave_play(state, bank, ace=False)

    assert state.rock[bank] == 0
    state.check_invariants()


def test_the_jokers_smile_trades_a_joker_for_ghost_rock_and_a_card():
    state = game(["The Joker's Smile", "Joker (black)"])
    smile = deed(state, 0, "The Joker's Smile")
    joker = named(state, 0, "Joker (black)")
    take(state, joker)
    state.deck[0].insert(0, joker)
    assert abilities(state, smile) == []  # no joker in hand, none in Boot Hill
    to_hand(state, 0, "Joker (black)")
    stack_deck(state, 0, ["Avie Cline"])  # the card to draw
    hand, before = len(state.hand[0]), state.stash[0]

    use(state, smile, joker)

    assert joker in state.discard[0] and len(state.hand[0]) == hand and state.stash[0] == before + 1
    assert named(state, 0, "Avie Cline") in state.hand[0]
    assert abilities(state, smile) == []  # booted


def test_the_jokers_smile_pays_1_to_dig_a_joker_out_of_boot_hill():
    state = game(["The Joker's Smile", "Joker (black)"])
    smile = deed(state, 0, "The Joker's Smile")
    joker = named(state, 0, "Joker (black)")
    take(state, joker)
    state.boot_hill[0].append(joker)
    before = state.stash[0]

    use(state, smile, joker, ability=1)

    assert joker in state.discard[0] and state.stash[0] == before - 1
    state.check_invariants()


def test_the_jokers_smile_pays_its_controller_for_each_joker_aced_in_lowball():
    plain = game(["The Joker's Smile", "Joker (black)"])
    stack_deck(plain, 0, ["Joker (black)", "Clint Ramsey", "El Anónimo", "Pancho Castillo", "Avie Cline"])
    smiling = plain.clone()
    deed(smiling, 0, "The Joker's Smile")

    run_gamblin(plain)
    run_gamblin(smiling)

    joker = named(plain, 0, "Joker (black)")
    assert joker in plain.boot_hill[0] and joker in smiling.boot_hill[0]
    assert smiling.stash[0] == plain.stash[0] + 1 and smiling.stash[1] == plain.stash[1]
    smiling.check_invariants()


# ---- dudes -------------------------------------------------------------------------------------


def _set_stash(state, seat: int, amount: int) -> None:
    state.bank += state.stash[seat] - amount
    state.stash[seat] = amount


def _production(state) -> list[int]:
    before = list(state.stash)
    state.stack = [{"kind": "day", "step": "production"}]
    flow.advance(state)
    return [after - was for after, was in zip(state.stash, before, strict=True)]


def test_natalya_takes_the_production_of_her_deed_when_her_player_is_the_poorest():
    state = game(["Natalya"], ["Pat's Perch", "Clint Ramsey"])
    perch = deed(state, 1, "Pat's Perch")  # production 1, seat 1 keeps control with Clint
    dude_in_play(state, 0, "Natalya", at=perch)
    dude_in_play(state, 1, "Clint Ramsey", at=perch)
    _set_stash(state, 0, 5)
    _set_stash(state, 1, 6)

    gained = _production(state)

    assert gained == [3 + 1, 3]  # outfits produce 3 each; the Perch's 1 goes to Natalya's player
    state.check_invariants()


def test_natalya_needs_her_player_strictly_poorest_and_a_deed():
    state = game(["Natalya"], ["Pat's Perch", "Clint Ramsey"])
    perch = deed(state, 1, "Pat's Perch")
    natalya = dude_in_play(state, 0, "Natalya", at=perch)
    dude_in_play(state, 1, "Clint Ramsey", at=perch)
    _set_stash(state, 0, 5)
    _set_stash(state, 1, 5)
    assert _production(state) == [3, 4]  # as rich as the other player

    _set_stash(state, 1, 9)
    state.at[natalya] = TOWN_SQUARE
    assert _production(state) == [3, 4]


def test_stevie_lyndon_casts_hymns_with_4_more_blessed():
    state = game(["Stevie Lyndon", "Onward Christian Soldiers", "Ezrael Jones", "Lay On Hands"])
    stevie = dude_in_play(state, 0, "Stevie Lyndon")
    hymn = give(state, 0, "Onward Christian Soldiers", stevie)
    ezrael = dude_in_play(state, 0, "Ezrael Jones")
    miracle = give(state, 0, "Lay On Hands", ezrael)  # a Miracle, no Hymn

    stack_deck(state, 0, ["Clint Ramsey"])  # a pull of 11
    assert casting_margin(state, 0, stevie, hymn, 14) >= 0  # 11 + Blessed 0 + 4

    stack_deck(state, 0, ["Clint Ramsey"])
    assert casting_margin(state, 0, ezrael, miracle, 14) < 0  # 11 + Blessed 1


def test_daomei_wang_entering_play_at_noon_moves_another_anarchist_without_booting():
    state = game(["Daomei Wang", "Asakichi Cooke"])
    cooke = dude_in_play(state, 0, "Asakichi Cooke")
    daomei = to_hand(state, 0, "Daomei Wang")

    act(state, "recruit", card=daomei)

    assert state.to_act() == [0] and is_legal(state, "react", card=daomei)
    act(state, "react", card=daomei)
    act(state, "pick", choice=f"{cooke} {TOWN_SQUARE}")
    assert state.at[cooke] == TOWN_SQUARE and not state.booted[cooke]
    assert state.stack[-1]["kind"] == "noon"


def test_daomei_wang_needs_another_anarchist_and_high_noon():
    state = game(["Daomei Wang", "Clint Ramsey"])
    dude_in_play(state, 0, "Clint Ramsey")  # no faction: not an Anarchist
    daomei = to_hand(state, 0, "Daomei Wang")
    act(state, "recruit", card=daomei)
    assert state.stack[-1]["kind"] == "noon"

    state = game(["Daomei Wang", "Asakichi Cooke"])
    dude_in_play(state, 0, "Asakichi Cooke")
    state.phase = "upkeep"
    dude_in_play(state, 0, "Daomei Wang")
    from games.engines.doomtown.abilities.entering import entered

    entered(state, named(state, 0, "Daomei Wang"))
    assert state.stack[-1]["kind"] == "noon"


# ---- goods -------------------------------------------------------------------------------------


def test_peacemaker_keeps_its_dudes_bullets_against_other_players_shootout_abilities():
    state = game(["Peacemaker", "Clint Ramsey"], ["Pagliaccio"])
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    give(state, 0, "Peacemaker", clint)
    clown = dude_in_play(state, 1, "Pagliaccio", at=TOWN_SQUARE)
    fight(state, [clint], [clown])
    flow.advance(state)
    before_value = value(state, clint)

    act(state, "ability", card=clown, target=clint)

    assert bullets(state, clint) == 2 + 1  # printed 2, Peacemaker's +1, not lowered
    assert value(state, clint) == before_value - 1  # the value still drops


def test_peacemaker_is_never_changed_to_a_draw_but_noon_effects_still_lower_bullets():
    state = game(["Peacemaker", "Clint Ramsey", "Charlie's Place"], ["Sun in Yer Eyes", "Pancho Castillo"])
    saloon = deed(state, 0, "Charlie's Place")
    clint = dude_in_play(state, 0, "Clint Ramsey", at=saloon)
    give(state, 0, "Peacemaker", clint)

    use(state, saloon, [clint, -2])
    assert bullets(state, clint) == 1  # a Noon ability is not a Shootout one

    pancho = dude_in_play(state, 1, "Pancho Castillo", at=saloon)
    fight(state, [clint], [pancho], location=saloon)
    card = to_hand(state, 1, "Sun in Yer Eyes")
    flow.advance(state)
    act(state, "ability", card=card, target=[clint, "draw"])
    assert bullet_type(state, clint) == "stud"


def test_peacemaker_lets_its_own_player_lower_its_dudes_bullets():
    state = game(["Peacemaker", "Clint Ramsey", "Pistol Whip"], ["Pancho Castillo", "El Anónimo"])
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    give(state, 0, "Peacemaker", clint)
    pancho = dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)
    fight(state, [clint], [pancho, dude_in_play(state, 1, "El Anónimo")])
    card = to_hand(state, 0, "Pistol Whip")
    flow.advance(state)

    act(state, "ability", card=card, target=[clint, pancho])

    assert bullets(state, clint) == 3 - 1


def _six_shooters_fight(their_hand: str, booted: bool = False):
    drawn = ("2H 5D 7C 9S JH 3C", their_hand)
    return armed_at_resolution("Clint Ramsey", "Pair of Six-Shooters", "Pancho Castillo", drawn, booted=booted)


def test_pair_of_six_shooters_changes_a_card_of_your_draw_hand_against_a_cheater():
    state, frame, guns = _six_shooters_fight("AS AS 3D 4C 9H")

    act(state, "ability", card=guns, target=["2H", "JD"])

    assert frame["hands"][0]["rank"] == 2 and not frame["cheatin"][0]  # a pair of jacks
    assert state.booted[guns]


def test_pair_of_six_shooters_lets_its_player_choose_a_legal_hand_over_a_cheatin_one():
    state, frame, guns = _six_shooters_fight("AS AS 3D 4C 9H")

    act(state, "ability", card=guns, target=["2H", "JH"])  # two jack of hearts: cheatin'
    assert state.to_act() == [0]
    act(state, "pick", choice="legal")

    assert frame["hands"][0]["rank"] == 1 and not frame["cheatin"][0]


def test_pair_of_six_shooters_needs_a_cheater_and_to_be_unbooted():
    for hand, booted in (("AS 2S 3D 4C 9H", False), ("AS AS 3D 4C 9H", True)):
        state, frame, guns = _six_shooters_fight(hand, booted)
        assert not any(a.get("card") == guns for a in state.legal_actions(state.to_act()[0]))
        assert frame["hands"][0]["rank"] == 1


# ---- action cards ------------------------------------------------------------------------------


def test_its_who_you_know_calls_out_and_draws_by_influence_with_a_stud():
    state = game(["...It's Who You Know", "Randall"], ["Clint Ramsey", "Pancho Castillo"])
    randall = dude_in_play(state, 0, "Randall", at=TOWN_SQUARE)  # 0 bullets, 2 influence
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)  # 2 bullets, 1 influence
    pancho = dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)
    card = to_hand(state, 0, "...It's Who You Know")

    use(state, card, [randall, clint])
    assert state.to_act() == [1] and state.stack[-1]["kind"] == "answer"
    act(state, "accept")

    frame = shootout.current(state)
    assert frame["influence_draws"] and bullet_type(state, randall) == "stud"
    frame["shooter"] = [randall, clint]
    frame["posse"][1].append(pancho)
    assert shootout.bonuses(state, frame, 0) == (2, 0)  # Randall's influence, as a stud
    assert shootout.bonuses(state, frame, 1) == (1 + 1, 0)  # Clint's influence 1 (not his 2 bullets), Pancho


def test_its_who_you_know_follows_the_callout_rules():
    state = game(["...It's Who You Know", "Randall"], ["Clint Ramsey"])
    randall = dude_in_play(state, 0, "Randall", at=TOWN_SQUARE, booted=True)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    card = to_hand(state, 0, "...It's Who You Know")
    assert abilities(state, card) == []  # a booted dude calls nobody out
    state.booted[randall] = 0
    state.at[randall] = state.at[clint] = home(state, 1)
    assert abilities(state, card) == []  # never at the mark's home
    state.at[randall] = state.at[clint] = TOWN_SQUARE
    use(state, card, [randall, clint])
    act(state, "refuse")
    assert state.at[clint] == home(state, 1) and not any(f["kind"] == "shootout" for f in state.stack)


# ---- Kung Fu Techniques ------------------------------------------------------------------------

EMRE = "Emre, The Turkish Bear (Exp.1)"
LOW_PULL, HIGH_PULL = "Pancho Castillo", "Avie Cline"  # values 5 and 10 from seat 0's deck


def _kung_fu_fight(mine: list[str], theirs: list[str], cards: list[str], pulls: list[str], deck=()):
    """Seat 0's dudes (``mine``, in the posse) against seat 1's, the Techniques in seat 0's hand
    (with The Stakes Just Rose, so that seat 0 always has a play), its next pulls stacked, other
    cards in its deck, and the shootout plays window open for seat 0."""
    state = game([*mine, *cards, *pulls, *deck, "The Stakes Just Rose"], theirs)
    posse = [dude_in_play(state, 0, name, at=TOWN_SQUARE) for name in mine]
    foes = [dude_in_play(state, 1, name, at=TOWN_SQUARE) for name in theirs]
    hand = [to_hand(state, 0, name) for name in cards]
    to_hand(state, 0, "The Stakes Just Rose")
    stack_deck(state, 0, pulls)
    state.dealer = 0
    fight(state, posse, foes)
    flow.advance(state)
    assert state.to_act() == [0] and state.stack[-1]["kind"] == "plays"
    return state, posse, foes, hand


def _tao_attached(state, dude: int) -> list[int]:
    return [c for c in state.play[0] if state.attached_to[c] == dude and state.table[c].has("Technique")]


def test_zhus_ferocity_succeeds_on_a_kung_fu_test_and_attaches_unbooted():
    state, [yunxu], [clint], [card] = _kung_fu_fight(["Yunxu Jiang"], ["Clint Ramsey"], ["Zhu's Ferocity"], [LOW_PULL])
    assert value(state, yunxu) == 8  # 7 plus Kung Fu 1

    act(state, "ability", card=card, target=[yunxu, clint])

    assert bullets(state, yunxu) == 2 and value(state, yunxu) == 9 and bullets(state, clint) == 1
    assert _tao_attached(state, yunxu) == [card] and not state.booted[card]
    state.check_invariants()


def test_a_failed_kung_fu_test_does_nothing_but_attach_the_tao_technique_booted():
    state, [yunxu], [clint], [card] = _kung_fu_fight(["Yunxu Jiang"], ["Clint Ramsey"], ["Zhu's Ferocity"], [HIGH_PULL])

    act(state, "ability", card=card, target=[yunxu, clint])

    assert bullets(state, yunxu) == 1 and bullets(state, clint) == 2
    assert _tao_attached(state, yunxu) == [card] and state.booted[card]


def test_techniques_need_a_kung_fu_dude_of_yours_in_the_posse():
    state = game(["Zhu's Ferocity", "Clint Ramsey", "Yunxu Jiang"], ["Pancho Castillo"])
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    yunxu = dude_in_play(state, 0, "Yunxu Jiang")  # at home, not in the posse
    card = to_hand(state, 0, "Zhu's Ferocity")
    fight(state, [clint], [dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)])
    flow.advance(state)
    assert state.stack[-1]["kind"] != "plays"  # nothing to play: no window
    assert card in state.hand[0] and state.at[yunxu] == home(state, 0)


def test_raking_dragons_combos_into_zhus_ferocity_from_the_discard_pile():
    state, [emre], [pancho], [dragons] = _kung_fu_fight(
        [EMRE], ["Pancho Castillo"], ["Raking Dragons"], [LOW_PULL, "Ezrael Jones"], deck=["Zhu's Ferocity"]
    )
    zhu = named(state, 0, "Zhu's Ferocity")
    take(state, zhu)
    state.discard[0].append(zhu)

    act(state, "ability", card=dragons, target=[emre, pancho])
    assert state.booted[pancho] and value(state, pancho) == 3
    if state.stack[-1]["kind"] == "react":  # Emre's own react: not this test's subject
        act(state, "react_pass")

    assert state.to_act() == [0] and is_legal(state, "no_combo")  # seat 1 had no play: Emre's turn again
    act(state, "combo", card=zhu, target=[emre, pancho])  # Ezrael's 9 is more than Emre's 7: it fails

    assert state.booted[dragons] and set(_tao_attached(state, emre)) == {dragons, zhu} and state.booted[zhu]
    assert not is_legal(state, "combo")
    state.check_invariants()


def test_a_combo_needs_its_condition_and_no_more_taos_than_the_kung_fu_rating():
    state, [emre], [clint], [dragons, zhu] = _kung_fu_fight(
        [EMRE], ["Clint Ramsey"], ["Raking Dragons", "Zhu's Ferocity"], [LOW_PULL]
    )
    act(state, "ability", card=dragons, target=[emre, clint])  # Clint's 11 - 2 is not below Emre's 7
    if state.stack[-1]["kind"] == "react":
        act(state, "react_pass")
    assert not is_legal(state, "combo") and not is_legal(state, "no_combo")
    act(state, "ability", card=named(state, 0, "The Stakes Just Rose"), target=emre)
    assert state.booted[dragons] and zhu in state.hand[0]  # it booted as the play started


def _combo_ready():
    """Emre's Raking Dragons lowered Pancho's value below his: his player may Combo into Zhu's Ferocity."""
    state, [emre], [pancho], [dragons, zhu] = _kung_fu_fight(
        [EMRE], ["Pancho Castillo"], ["Raking Dragons", "Zhu's Ferocity"], [LOW_PULL]
    )
    act(state, "ability", card=dragons, target=[emre, pancho])
    if state.stack[-1]["kind"] == "react":  # Emre's react: not these tests' subject
        act(state, "react_pass")
    return state, dragons, zhu


def test_declining_a_combo_boots_the_technique_and_leaves_the_play_to_make():
    state, dragons, zhu = _combo_ready()

    act(state, "no_combo")

    assert state.booted[dragons] and state.to_act() == [0]
    assert is_legal(state, "pass") and is_legal(state, "ability", card=zhu)


def test_tao_techniques_are_discarded_before_draw_hands():
    state, [yunxu], [clint], [card] = _kung_fu_fight(["Yunxu Jiang"], ["Clint Ramsey"], ["Zhu's Ferocity"], [LOW_PULL])
    act(state, "ability", card=card, target=[yunxu, clint])
    assert _tao_attached(state, yunxu) == [card]
    events = act(state, "pass")  # seat 1 has no play either: the window closes, shooters need no choice

    assert card not in state.play[0] and state.attached_to[card] < 0
    assert {"type": "discarded", "card": card} in events  # (the draw may have reshuffled it since)
    state.check_invariants()


def test_emre_draws_and_gains_a_bullet_after_his_first_successful_technique_of_the_shootout():
    state, [emre], [clint], [zhu, dragons] = _kung_fu_fight(
        [EMRE], ["Clint Ramsey"], ["Zhu's Ferocity", "Raking Dragons"], [LOW_PULL, "Asakichi Cooke"]
    )
    act(state, "ability", card=zhu, target=[emre, clint])
    hand = len(state.hand[0])

    act(state, "react", card=emre)

    assert len(state.hand[0]) == hand + 1 and bullets(state, emre) == 1 + 1 + 1  # Zhu's, then Emre's
    act(state, "no_combo")  # Emre outguns Clint now, but Raking Dragons stays in the hand
    act(state, "ability", card=dragons, target=[emre, clint])
    assert state.stack[-1]["kind"] != "react"  # once per shootout


def test_rabbits_lunar_leap_brings_its_dude_into_the_posse_and_may_unboot_it():
    cards = ["Rabbit's Lunar Leap", "The Stakes Just Rose"]  # with the helper's, two Stakes keep the window open
    state, [clint], foes, [card, stakes] = _kung_fu_fight(
        ["Clint Ramsey"], ["Pancho Castillo", "El Anónimo"], cards, ["Randall"], deck=["Daomei Wang"]
    )  # Randall: a pull of 2
    daomei = dude_in_play(state, 0, "Daomei Wang", booted=True)  # at home; value 1 + Kung Fu 2
    assert not is_legal(state, "ability", card=card, target=[clint])  # Clint knows no Kung Fu

    act(state, "ability", card=card, target=[daomei, "unboot"])

    assert daomei in shootout.current(state)["posse"][0] and state.at[daomei] == TOWN_SQUARE
    assert not state.booted[daomei] and _tao_attached(state, daomei) == [card]
    assert state.to_act() == [0] and not is_legal(state, "no_combo")  # even posses now: no Combo
    assert not state.booted[card]
    act(state, "ability", card=stakes, target=clint)
    assert state.booted[card] and card in state.play[0]  # it booted as the play started


def test_rabbits_deception_sends_both_dudes_home_and_combos_into_lunar_leap_against_a_stud():
    state, [clint, yunxu], [pancho, anon], [deception, leap] = _kung_fu_fight(
        ["Clint Ramsey", "Yunxu Jiang"], ["Pancho Castillo", "El Anónimo"],
        ["Rabbit's Deception", "Rabbit's Lunar Leap"], [LOW_PULL, "Asakichi Cooke"],
    )  # fmt: skip

    act(state, "ability", card=deception, target=[yunxu, pancho])

    frame = shootout.current(state)
    assert state.at[yunxu] == home(state, 0) and state.booted[yunxu] and yunxu not in frame["posse"][0]
    assert state.at[pancho] == home(state, 1) and state.booted[pancho] and pancho not in frame["posse"][1]
    assert _tao_attached(state, yunxu) == [deception]
    act(state, "combo", card=leap, target=[yunxu, "unboot"])  # El Anónimo is a stud
    assert yunxu in frame["posse"][0] and not state.booted[yunxu]
    state.check_invariants()


def test_rabbits_deception_by_a_booted_dude_sends_only_that_dude_home():
    state = game(["Rabbit's Deception", "Clint Ramsey", "Yunxu Jiang"], ["Pancho Castillo"])
    yunxu = dude_in_play(state, 0, "Yunxu Jiang", at=TOWN_SQUARE, booted=True)
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    card = to_hand(state, 0, "Rabbit's Deception")
    state.dealer = 0
    fight(state, [clint, yunxu], [dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)])
    flow.advance(state)
    assert [a["target"] for a in abilities(state, card)] == [[yunxu]]


def test_crushing_inevitability_boots_its_dude_and_crushes_a_booted_weaker_foe():
    state, [emre], [clint, pancho], [card] = _kung_fu_fight(
        [EMRE], ["Clint Ramsey", "Pancho Castillo"], ["Crushing Inevitability"], [LOW_PULL]
    )
    state.booted[pancho] = 1

    act(state, "ability", card=card, target=[emre, pancho])

    frame = shootout.current(state)
    assert state.booted[emre]
    frame["shooter"] = [emre, clint]
    assert shootout.bonuses(state, frame, 1) == (2, 0)  # Clint's 2 bullets; Pancho adds nothing
    frame["casualties"] = [0, 2]
    state.stack.append({"kind": "casualties", "seat": 1, "left": 2, "first": True})
    assert {a["card"] for a in state.legal_actions(1)} == {pancho}  # the first casualty


def test_crushing_inevitability_needs_its_dude_unbooted():
    state, [emre, yunxu], [clint], [card] = _kung_fu_fight(
        [EMRE, "Yunxu Jiang"], ["Clint Ramsey"], ["Crushing Inevitability"], []
    )
    assert clint
    state.booted[emre] = 1
    assert [a["target"][0] for a in abilities(state, card)] == [yunxu]


def test_great_sage_matching_heaven_adds_influence_and_makes_its_dude_harrowed():
    state, [emre], [clint], [card] = _kung_fu_fight(
        [EMRE], ["Clint Ramsey"], ["Great Sage Matching Heaven"], [LOW_PULL]
    )
    assert "home" not in {how for _, how, _ in casualty_options(state, 0)}

    act(state, "ability", card=card, target=[emre])

    assert influence(state, emre) == 2
    assert (emre, "home", 1) in casualty_options(state, 0)  # a Harrowed dude may go home booted


def test_two_hundred_fifty_rounds_takes_one_casualty_off_its_player_this_round():
    state, [emre], [clint], [card] = _kung_fu_fight([EMRE], ["Clint Ramsey"], ["Two Hundred Fifty Rounds"], [LOW_PULL])
    act(state, "ability", card=card, target=[emre])
    frame = shootout.current(state)
    frame["loser"], frame["casualties"] = 0, [2, 0]

    adjust_casualties(state, frame)
    assert frame["casualties"] == [1, 0]

    frame["round"] += 1
    frame["casualties"] = [2, 0]
    adjust_casualties(state, frame)
    assert frame["casualties"] == [2, 0]  # this round only


def _snare_fight(theirs: list[str]):
    state = game([EMRE, "Rabbit's Sweeping Snare", LOW_PULL], [*theirs, "Mustang", "Bluetick"])
    emre = dude_in_play(state, 0, EMRE, at=TOWN_SQUARE)
    foes = [dude_in_play(state, 1, name, at=TOWN_SQUARE) for name in theirs]
    items = [give(state, 1, name, foes[0]) for name in ("Mustang", "Bluetick")]
    card = to_hand(state, 0, "Rabbit's Sweeping Snare")
    stack_deck(state, 0, [LOW_PULL])
    state.dealer = 0
    fight(state, [emre], foes)
    flow.advance(state)
    return state, emre, foes, items, card


def test_rabbits_sweeping_snare_makes_a_foe_a_draw_and_boots_its_goods_when_outnumbered():
    state, emre, [clint, pancho], [horse, hound], card = _snare_fight(["Clint Ramsey", "Pancho Castillo"])
    assert is_legal(state, "ability", card=card, target=[emre, [pancho]])  # none of its goods, or up to two

    act(state, "ability", card=card, target=[emre, [clint, horse, hound]])

    assert bullet_type(state, clint) == "draw" and state.booted[horse] and state.booted[hound]


def test_rabbits_sweeping_snare_boots_nothing_when_the_posses_are_even():
    state, emre, [clint], [horse, hound], card = _snare_fight(["Clint Ramsey"])

    act(state, "ability", card=card, target=[emre, [clint, horse]])

    assert bullet_type(state, clint) == "draw" and not state.booted[horse]


def test_forster_cooke_at_a_saloon_helps_his_players_other_dudes():
    state = game(["Forster Cooke", "Clint Ramsey", "Charlie's Place"], ["Pancho Castillo"])
    saloon = deed(state, 0, "Charlie's Place")
    forster = dude_in_play(state, 0, "Forster Cooke")
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    pancho = dude_in_play(state, 1, "Pancho Castillo", at=saloon)
    assert (bullets(state, clint), value(state, clint)) == (2, 11)

    state.at[forster] = saloon

    assert (bullets(state, clint), value(state, clint)) == (3, 12)
    assert (bullets(state, forster), value(state, forster)) == (1, 9)  # not himself
    assert (bullets(state, pancho), value(state, pancho)) == (3, 5)  # nor another player's dudes


def test_jim_hexter_pays_the_opposing_player_to_become_a_stud_once_per_shootout():
    state = game(["Jim Hexter"], ["Pancho Castillo"])
    jim = dude_in_play(state, 0, "Jim Hexter", at=TOWN_SQUARE)
    fight(state, [jim], [dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)])
    flow.advance(state)
    stashes = list(state.stash)

    act(state, "ability", card=jim)

    assert bullet_type(state, jim) == "stud" and state.stash == [stashes[0] - 1, stashes[1] + 1]
    assert not any(a["card"] == jim for a in usable(state, 0, "shootout"))  # once per shootout
    state.check_invariants()


def test_jim_hexter_needs_a_ghost_rock():
    state = game(["Jim Hexter"], ["Pancho Castillo"])
    jim = dude_in_play(state, 0, "Jim Hexter", at=TOWN_SQUARE)
    _set_stash(state, 0, 0)
    fight(state, [jim], [dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)])
    flow.advance(state)
    assert state.stack[-1]["kind"] != "plays"


def test_he_fang_plays_an_abomination_here_for_2_less():
    state = game(["He Fang", "Natalya", "Clint Ramsey"])
    fang = dude_in_play(state, 0, "He Fang", at=TOWN_SQUARE)
    natalya = to_hand(state, 0, "Natalya")
    to_hand(state, 0, "Clint Ramsey")
    assert [a["target"] for a in abilities(state, fang)] == [natalya]  # Clint is no Abomination
    before = state.stash[0]

    use(state, fang, natalya)

    assert natalya in state.play[0] and state.at[natalya] == TOWN_SQUARE and state.stash[0] == before - (3 - 2)
    assert state.booted[fang] and abilities(state, fang) == []
    state.check_invariants()


def test_house_of_many_faiths_recycles_two_cards_and_sends_a_blessed_dude_to_the_town_square():
    state = game(["Ezrael Jones", "Lay On Hands", "Pat's Perch"], outfit="24002")
    house = home(state, 0)
    ezrael = dude_in_play(state, 0, "Ezrael Jones", booted=True)
    assert abilities(state, house) == []  # no dude with a Miracle yet
    give(state, 0, "Lay On Hands", ezrael)
    perch = named(state, 0, "Pat's Perch")
    take(state, perch)
    state.discard[0].append(perch)
    hand, deck = len(state.hand[0]), len(state.deck[0])

    use(state, house, [perch, ezrael])
    kept = state.hand[0][0]
    act(state, "pick", card=kept)

    assert len(state.hand[0]) == hand - 1 and len(state.deck[0]) == deck + 2 and perch in state.deck[0]
    assert kept in state.deck[0]
    assert state.at[ezrael] == TOWN_SQUARE and not state.booted[ezrael] and influence(state, ezrael) == 2
    state.check_invariants()


def test_the_gunfighter_takes_an_offered_combo():
    from automaton.strategies.gunfighter import make_bot

    state, dragons, zhu = _combo_ready()

    action, _ = make_bot("doomtown").decide(state, 0)

    assert action["type"] == "combo" and action["card"] == zhu


def test_a_game_with_combos_replays_and_round_trips_through_json():
    from automaton.selfplay import play_game
    from tests.engines.doomtown.scenario import ENGINE

    options = {"decks": ["starter-anarchists", "automaton-anarchists"]}
    record = play_game("doomtown", players=2, seed=10, bots=["random", "random"], options=options)
    assert record.error is None and any(entry["action"]["type"] == "combo" for entry in record.actions)
    state = ENGINE.new_game(players=2, seed=10, options=options)
    for entry in record.actions:
        assert ENGINE.from_json(state.to_json()).to_json() == state.to_json()
        state.apply(entry["seat"], entry["action"])
    assert state.to_json() == record.state.to_json()
