"""Deeds of the packs beyond the base set that react to the day's events (a dude aced, victory
checked, production collected, a pull that succeeded, a cheatin' hand revealed): each window
reached through the rules that open it, with what keeps the react shut (booted, not the
controller, the wrong dude, the wrong player)."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.skills import skill_margin
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type, bullets, control_points_of_card, deed_controller
from games.engines.doomtown.zones import leave_play
from tests.engines.doomtown.card_scenario import deed, game, give, on_top, reacts_offered, use
from tests.engines.doomtown.scenario import act, dude_in_play, is_legal, run_gamblin, stack_deck


def to_sundown(state) -> None:
    """End High Noon: Sundown checks for victory (nobody wins: seat 1's El Anónimo has 2
    influence at home) and its react window opens."""
    dude_in_play(state, 1, "El Anónimo")
    state.stack.pop()
    flow.advance(state)


# ---- a dude aced ----------------------------------------------------------------------------------


def test_mausoleum_gains_a_permanent_control_point_when_a_dude_is_aced():
    state = game(["Mausoleum", "Pancho Castillo"], ["Clint Ramsey"])
    mausoleum = deed(state, 0, "Mausoleum")
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    before = control_points_of_card(state, mausoleum)

    leave_play(state, clint, ace=True)
    flow.advance(state)
    act(state, "react", card=mausoleum)

    assert control_points_of_card(state, mausoleum) == before + 1 and state.booted[mausoleum]
    state.check_invariants()


def test_mausoleum_ignores_discards_abominations_and_a_booted_deed():
    state = game(["Mausoleum", "Natalya", "Pancho Castillo"], ["Clint Ramsey", "El Anónimo"])
    mausoleum = deed(state, 0, "Mausoleum")
    natalya = dude_in_play(state, 0, "Natalya", at=TOWN_SQUARE)  # an Abomination
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    anon = dude_in_play(state, 1, "El Anónimo", at=TOWN_SQUARE)
    leave_play(state, clint, ace=False)
    flow.advance(state)
    assert reacts_offered(state) == []  # discarded, not aced
    leave_play(state, natalya, ace=True)
    flow.advance(state)
    assert reacts_offered(state) == []
    state.booted[mausoleum] = 1
    leave_play(state, anon, ace=True)
    flow.advance(state)
    assert reacts_offered(state) == []


# ---- victory checked at Sundown ----------------------------------------------------------------------


def test_epitaph_branch_office_gives_a_permanent_control_point_at_an_opposing_home():
    state = game(["Epitaph Branch Office", "Pancho Castillo", "Clint Ramsey"])
    office = deed(state, 0, "Epitaph Branch Office")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=state.table.outfits[1])  # influence 2
    dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)

    to_sundown(state)
    assert reacts_offered(state) == [office] and state.phase == "sundown"
    act(state, "react", card=office)
    act(state, "pick", card=pancho)

    assert control_points_of_card(state, pancho) == 1
    state.check_invariants()


def test_epitaph_branch_office_needs_a_dude_with_influence_at_an_opposing_home():
    state = game(["Epitaph Branch Office", "Pancho Castillo"])
    deed(state, 0, "Epitaph Branch Office")
    dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)  # not at their home
    to_sundown(state)
    assert reacts_offered(state) == []


def test_kiva_of_fathomless_reach_moves_your_dude_to_the_town_square_after_victory_is_checked():
    state = game(["Kiva of Fathomless Reach", "Pancho Castillo"])
    kiva = deed(state, 0, "Kiva of Fathomless Reach")
    pancho = dude_in_play(state, 0, "Pancho Castillo")

    to_sundown(state)
    act(state, "react", card=kiva)
    act(state, "pick", card=pancho)

    assert state.at[pancho] == TOWN_SQUARE and state.booted[kiva]


def test_kiva_of_fathomless_reach_stays_shut_when_booted():
    state = game(["Kiva of Fathomless Reach", "Pancho Castillo"])
    kiva = deed(state, 0, "Kiva of Fathomless Reach")
    dude_in_play(state, 0, "Pancho Castillo")
    state.booted[kiva] = 1
    to_sundown(state)
    assert reacts_offered(state) == []


# ---- production collected ----------------------------------------------------------------------------


def test_bilton_collection_agency_collects_a_controlled_deed_it_does_not_own():
    state = game(["Bilton Collection Agency", "Pancho Castillo"], ["Cattle Market"])
    agency = deed(state, 0, "Bilton Collection Agency")
    market = deed(state, 1, "Cattle Market")
    dude_in_play(state, 0, "Pancho Castillo", at=market)
    assert deed_controller(state, market) == 0
    state.stack = [{"kind": "day", "step": "production"}]
    flow.advance(state)
    assert state.phase == "production"  # the react comes before Upkeep
    before = state.stash[0]

    act(state, "react", card=agency)
    act(state, "pick", card=market)

    assert state.stash[0] == before + state.table[market].num("production")


def test_bilton_collection_agency_has_nothing_to_collect_from_its_own_deeds():
    state = game(["Bilton Collection Agency", "Cattle Market"])
    deed(state, 0, "Bilton Collection Agency")
    deed(state, 0, "Cattle Market")
    state.stack = [{"kind": "day", "step": "production"}]
    flow.advance(state)
    assert reacts_offered(state) == []


# ---- a pull that succeeded ----------------------------------------------------------------------------


def test_tai_chi_chuan_garden_draws_and_discards_after_your_successful_pull():
    state = game(["Tai Chi Chuan Garden", "Valeria Batten", "Clint Ramsey"], ["Walter Jameson"])
    garden = deed(state, 0, "Tai Chi Chuan Garden")
    valeria = dude_in_play(state, 0, "Valeria Batten")
    on_top(state, 0, "Clint Ramsey")
    hand = len(state.hand[0])

    assert skill_margin(state, 0, valeria, "Huckster", 5) >= 0
    flow.advance(state)
    act(state, "react", card=garden)
    assert len(state.hand[0]) == hand + 1
    discarded = state.legal_actions(0)[0]["card"]
    act(state, "pick", card=discarded)

    assert len(state.hand[0]) == hand and discarded in state.discard[0]


def test_tai_chi_chuan_garden_ignores_a_failed_pull_and_the_opponents():
    state = game(["Tai Chi Chuan Garden", "Valeria Batten", "Walter Jameson"], ["Erik Samson", "Clint Ramsey"])
    deed(state, 0, "Tai Chi Chuan Garden")
    valeria = dude_in_play(state, 0, "Valeria Batten")
    erik = dude_in_play(state, 1, "Erik Samson")
    on_top(state, 0, "Walter Jameson")  # 1 + 1 misses 9
    assert skill_margin(state, 0, valeria, "Huckster", 9) < 0
    flow.advance(state)
    assert reacts_offered(state) == []
    on_top(state, 1, "Clint Ramsey")
    assert skill_margin(state, 1, erik, "Blessed", 5) >= 0
    flow.advance(state)
    assert reacts_offered(state) == []


# ---- a cheatin' hand revealed -------------------------------------------------------------------------

CHEATIN_LOWBALL = ["Clint Ramsey", "Clint Ramsey", "El Anónimo", "Pancho Castillo", "Avie Cline"]  # a pair of 10s


def test_carsons_cantina_pays_after_an_opponent_cheats_at_lowball():
    state = game(["Carson's Cantina"], ["Clint Ramsey"])
    cantina = deed(state, 0, "Carson's Cantina")
    stack_deck(state, 1, CHEATIN_LOWBALL)
    run_gamblin(state)
    while state.stack[-1]["kind"] != "react":
        act(state, state.legal_actions(state.to_act()[0])[0]["type"])  # the cheatin' window: pass
    assert reacts_offered(state) == [cantina]
    passed = state.clone()
    act(passed, "react_pass")
    act(state, "react", card=cantina)
    assert is_legal(state, "pick", choice="draw")
    act(state, "pick", choice="gain")
    assert state.stash[0] == passed.stash[0] + 1 and state.booted[cantina]


def test_carsons_cantina_does_not_pay_for_its_controllers_own_cheatin():
    state = game(["Carson's Cantina", "Clint Ramsey"])
    deed(state, 0, "Carson's Cantina")
    stack_deck(state, 0, CHEATIN_LOWBALL)
    run_gamblin(state)
    while state.stack[-1]["kind"] not in ("react", "noon", "upkeep"):
        act(state, state.legal_actions(state.to_act()[0])[0]["type"])
    assert reacts_offered(state) == []


def test_the_oriental_saloon_goes_by_bullets_and_rewards_your_own_cheatin():
    state = game(["The Oriental Saloon", "Clint Ramsey", "Allie Hensman"], ["Avie Cline"])
    saloon = deed(state, 0, "The Oriental Saloon")
    avie = dude_in_play(state, 1, "Avie Cline", at=saloon)  # 2 influence, no bullets
    allie = dude_in_play(state, 0, "Allie Hensman", at=saloon, booted=True)  # no influence, 2 bullets
    assert deed_controller(state, saloon) == 0
    stack_deck(state, 0, CHEATIN_LOWBALL)
    run_gamblin(state)
    while state.stack[-1]["kind"] != "react":
        act(state, state.legal_actions(state.to_act()[0])[0]["type"])
    act(state, "react", card=saloon)
    act(state, "pick", card=allie)
    assert not state.booted[allie] and state.bounty[allie] == 2
    assert avie in state.play[1]


def test_the_oriental_saloon_needs_a_dude_in_town():
    state = game(["The Oriental Saloon", "Clint Ramsey"])
    deed(state, 0, "The Oriental Saloon")
    assert not [d for d in state.play[0] if state.table[d].type == "dude"]
    stack_deck(state, 0, CHEATIN_LOWBALL)
    run_gamblin(state)
    while state.stack[-1]["kind"] not in ("react", "noon", "upkeep"):
        act(state, state.legal_actions(state.to_act()[0])[0]["type"])
    assert reacts_offered(state) == []


# ---- Sentinel: a spell's react after victory is checked --------------------------------------------------


def sentinel_cast(pulled: str):
    state = game(["Ezrael Jones", "Sentinel", "Clint Ramsey", "Walter Jameson"])
    ezrael = dude_in_play(state, 0, "Ezrael Jones")
    spell = give(state, 0, "Sentinel", ezrael)
    on_top(state, 0, pulled)
    use(state, spell, TOWN_SQUARE)
    return state, ezrael, spell


def test_sentinel_makes_a_stud_who_may_step_to_the_town_square_and_stand_watch_for_a_control_point():
    state, ezrael, spell = sentinel_cast("Clint Ramsey")  # 11 + 1 reaches 5
    assert state.at[ezrael] == TOWN_SQUARE and bullet_type(state, ezrael) == "stud" and bullets(state, ezrael) == 2
    to_sundown(state)
    assert reacts_offered(state) == [spell]
    act(state, "react", card=spell)
    assert spell in state.discard[0] and control_points_of_card(state, ezrael) == 1


def test_sentinel_gives_no_control_point_after_a_failed_miracle():
    state, ezrael, spell = sentinel_cast("Walter Jameson")  # 1 + 1 misses 5
    state.at[ezrael] = TOWN_SQUARE
    to_sundown(state)
    assert reacts_offered(state) == [] and spell in state.play[0]
