"""Card-specific rules of the Solo Mode exception list for spells, deeds, goods and the dudes who
use them (Nicodemus Whateley, Soul Cage, Ursula, Confession, Fetch, 2nd Bank of Gomorra...):
scenario by scenario on hand-made states (seat 0 plays as the Gunfighter; its abilities and card
plays are asked directly, as a pull's card or ability step would)."""

from __future__ import annotations

from automaton.strategies.gunfighter import handed_choice, solo_rules
from automaton.strategies.gunfighter.abilities import ability_step
from automaton.strategies.gunfighter.facts import is_stud
from automaton.strategies.gunfighter.pulls import card_play
from games.engines.doomtown.poker import parse_card
from games.engines.doomtown.town import TOWN_SQUARE, home
from tests.engines.doomtown.card_scenario import at_resolution, deed, fight, game, give
from tests.engines.doomtown.scenario import act, dude_in_play, named, take

GUNFIGHTER = 0


def _plays(state) -> list[dict]:
    return state.legal_actions(GUNFIGHTER)


def _discarded(state, *names: str) -> list[int]:
    cards = [named(state, GUNFIGHTER, name) for name in names]
    for card in cards:
        take(state, card)
        state.discard[GUNFIGHTER].append(card)
    return cards


def _only_in_hand(state, name: str) -> int:
    """The Gunfighter's hand is just this card (the rest goes back to the deck)."""
    card = named(state, GUNFIGHTER, name)
    state.deck[GUNFIGHTER][:0] = state.hand[GUNFIGHTER]
    state.hand[GUNFIGHTER] = []
    take(state, card)
    state.hand[GUNFIGHTER] = [card]
    return card


def test_nicodemus_whateley_boots_the_helper_chosen_as_if_it_were_leaving_play():
    state = game(["Nicodemus Whateley", "Landon Grimes", "Kevin Wainwright", "Cliff's #4 Saloon"])
    nicodemus = dude_in_play(state, GUNFIGHTER, "Nicodemus Whateley")
    saloon = deed(state, GUNFIGHTER, "Cliff's #4 Saloon")
    dude_in_play(state, GUNFIGHTER, "Landon Grimes", at=saloon)  # influence 2
    kevin = dude_in_play(state, GUNFIGHTER, "Kevin Wainwright", at=saloon)  # influence 1
    action, why = ability_step(state, GUNFIGHTER, _plays(state), "spades")
    assert action["card"] == nicodemus and action["target"] == kevin
    assert "as if leaving play: lowest influence" in why
    assert solo_rules.comes_first(state, nicodemus) and not solo_rules.comes_first(state, kevin)


def test_soul_cage_brings_back_the_dearest_abomination():
    state = game(["Soul Cage", "Clint Ramsey", "Alan Campbell", "Bobo"], ["Pancho Castillo"])
    clint = dude_in_play(state, GUNFIGHTER, "Clint Ramsey")
    cage = give(state, GUNFIGHTER, "Soul Cage", clint)
    alan, bobo = named(state, GUNFIGHTER, "Alan Campbell"), named(state, GUNFIGHTER, "Bobo")
    take(state, alan)
    take(state, bobo)
    state.discard[GUNFIGHTER].append(alan)  # cost 4
    state.boot_hill[GUNFIGHTER].append(bobo)  # cost 1, but from Boot Hill
    frame = fight(state, [clint], [dude_in_play(state, 1, "Pancho Castillo")])
    at_resolution(state, frame, {0: "2S 3S 5H 8D 10C", 1: "AS AS AH KD QC"}, {0: clint})
    action, why = ability_step(state, GUNFIGHTER, _plays(state), "hearts")
    assert action["card"] == cage and action["target"] == alan
    assert "the Abomination with the highest cost" in why


def test_ursula_takes_the_hex_with_the_highest_difficulty():
    state = game(["Ursula, The Worm Queen", "Valeria Batten", "Avie Cline", "Sight Beyond Sight", "Forget"])
    ursula = dude_in_play(state, GUNFIGHTER, "Ursula, The Worm Queen")
    valeria = dude_in_play(state, GUNFIGHTER, "Valeria Batten")
    avie = dude_in_play(state, GUNFIGHTER, "Avie Cline")
    give(state, GUNFIGHTER, "Forget", valeria)  # Hex 5 (Valeria Batten: Huckster 1)
    sight = give(state, GUNFIGHTER, "Sight Beyond Sight", avie)  # Hex 6, 9 or 12
    assert solo_rules.difficulty(state, sight) == 12
    action, why = ability_step(state, GUNFIGHTER, _plays(state), "spades")
    assert action["card"] == ursula and action["target"][0] == sight
    assert "the Hex with the highest difficulty" in why


def _confession_scene():
    state = game(["Ezrael Jones", "Confession", "El Anónimo"], ["Pancho Castillo"])
    ezrael = dude_in_play(state, GUNFIGHTER, "Ezrael Jones", at=TOWN_SQUARE)
    confession = give(state, GUNFIGHTER, "Confession", ezrael)
    wanted = dude_in_play(state, GUNFIGHTER, "El Anónimo", at=TOWN_SQUARE)
    state.bounty[wanted], state.bank = 1, state.bank - 1
    return state, confession, wanted


def test_confession_puts_bounty_on_an_opposing_dude_here_then_takes_it_off_an_own_dude():
    state, confession, wanted = _confession_scene()
    pancho = dude_in_play(state, 1, "Pancho Castillo", at=TOWN_SQUARE)
    action, why = ability_step(state, GUNFIGHTER, _plays(state), "hearts")
    assert action["card"] == confession and action["target"] == [pancho, "here"]
    assert "places bounty on an opposing dude here" in why

    take(state, pancho)  # no opposing dude here now
    state.deck[1].append(pancho)
    action, why = ability_step(state, GUNFIGHTER, _plays(state), "hearts")
    assert action["card"] == confession and action["ability"] == 0 and action["target"] == wanted
    assert "removes bounty from an own dude" in why


def test_fetch_takes_a_resolution_action_to_the_left_of_the_automatons_hand():
    mine = ["Avie Cline", "Fetch", "Clint Ramsey", "Calling the Cavalry", "Outgunned", "El Anónimo", "Bobo"]
    state = game(mine, ["Pancho Castillo"])
    state.options = {**state.options, "automaton": {"seat": GUNFIGHTER}}
    avie = dude_in_play(state, GUNFIGHTER, "Avie Cline")
    fetch = give(state, GUNFIGHTER, "Fetch", avie)
    top = named(state, GUNFIGHTER, "Clint Ramsey")  # 11 against Hex 5
    take(state, top)
    state.deck[GUNFIGHTER].append(top)
    drawn = _discarded(state, "Calling the Cavalry", "El Anónimo", "Outgunned")  # Shootout, dude, Resolution
    frame = fight(state, [avie], [dude_in_play(state, 1, "Pancho Castillo")])
    frame["draw_hands"] = [drawn, []]
    at_resolution(state, frame, {0: "2S 3S 5H 8D 10C", 1: "AS AS AH KD QC"}, {0: avie})
    bobo = named(state, GUNFIGHTER, "Bobo")  # the Automaton pull of its resolution play, above Fetch's pull
    take(state, bobo)
    state.deck[GUNFIGHTER].append(bobo)
    for step in ("automaton_pull", "automaton_no_move", "automaton_no_card"):
        act(state, step)
    act(state, "ability", card=fetch, target=None)
    action, why = handed_choice(state, GUNFIGHTER, state.legal_actions(GUNFIGHTER), state.stack[-1])
    outgunned = named(state, GUNFIGHTER, "Outgunned")
    assert action["card"] == outgunned and "an action with a Resolution ability" in why
    state.apply(GUNFIGHTER, action)
    assert state.hand[GUNFIGHTER][0] == outgunned


def test_get_behind_me_satan_is_never_attached_to_a_dude_with_0_blessed():
    state = game(["Get Behind Me, Satan!", "Erik Samson", "Padre Ernesto de Diaz"])
    satan = _only_in_hand(state, "Get Behind Me, Satan!")
    erik = dude_in_play(state, GUNFIGHTER, "Erik Samson")  # Blessed 0
    assert any(a["type"] == "learn" and a["dude"] == erik for a in _plays(state))
    assert card_play(state, GUNFIGHTER, _plays(state), "hearts") is None
    padre = dude_in_play(state, GUNFIGHTER, "Padre Ernesto de Diaz")  # Blessed 1
    action, why = card_play(state, GUNFIGHTER, _plays(state), "hearts")
    assert action["card"] == satan and action["dude"] == padre and "Padre Ernesto de Diaz" in why


def test_saved_by_grace_and_sight_beyond_sight_are_never_used():
    state = game(["Avie Cline", "Sight Beyond Sight", "Ezrael Jones"], ["Pancho Castillo"], outfit="24010")
    avie = dude_in_play(state, GUNFIGHTER, "Avie Cline", at=TOWN_SQUARE)
    sight = give(state, GUNFIGHTER, "Sight Beyond Sight", avie)
    assert state.hand[1]  # Sight Beyond Sight has someone to look at
    grace = home(state, GUNFIGHTER)  # the Saved By Grace outfit
    uses = [a for a in _plays(state) if a["type"] == "ability" and a["card"] in (sight, grace)]
    assert {a["card"] for a in uses} == {sight, grace}
    assert all(solo_rules.refused(state, GUNFIGHTER, a) for a in uses)
    chosen = ability_step(state, GUNFIGHTER, _plays(state), "hearts")
    assert chosen is None or chosen[0]["card"] not in (sight, grace)


def test_sun_touched_raven_discards_the_lowest_values_and_draws_nothing():
    state = game(["Bloody Teeth", "Sun-Touched Raven", "Clint Ramsey", "Rob Wilby", "Andreas Andregg"])
    top = [named(state, GUNFIGHTER, n) for n in ("Clint Ramsey", "Rob Wilby", "Andreas Andregg")]
    lowest = min(top, key=lambda c: state.table[c].stat_value)
    choice = solo_rules.handed_choice(state, GUNFIGHTER, {"then": "raven"}, [*top, "done"])
    assert choice is not None and choice[0] == lowest and "the lowest value" in choice[1]
    assert solo_rules.handed_choice(state, GUNFIGHTER, {"then": "raven"}, ["done"])[0] == "done"
    assert solo_rules.handed_choice(state, GUNFIGHTER, {"then": "raven_draw"}, ["draw", "no"])[0] == "no"


def test_establishin_whos_in_charge_marks_the_automatons_deed_with_the_fewest_control_points():
    mine = ["Establishin' Who's in Charge", "Clint Ramsey", "Hustings", "Cattle Market"]
    state = game(mine, ["Pony Express"])
    charge = _only_in_hand(state, "Establishin' Who's in Charge")
    dude_in_play(state, GUNFIGHTER, "Clint Ramsey")
    deed(state, GUNFIGHTER, "Hustings")  # 1 control point
    market = deed(state, GUNFIGHTER, "Cattle Market")  # none
    express = deed(state, 1, "Pony Express")
    assert any(a["card"] == charge and a["target"][1] == express for a in _plays(state) if "target" in a)
    action, why = card_play(state, GUNFIGHTER, _plays(state), "clubs")
    assert action["card"] == charge and action["target"][1] == market
    assert "marks an Automaton deed: the lowest control points" in why


def test_speaks_with_earth_unboots_the_totem_with_the_highest_difficulty():
    state = game(["Spirit Trail", "Fire of Nanahbozho"])
    trail, fire = named(state, GUNFIGHTER, "Spirit Trail"), named(state, GUNFIGHTER, "Fire of Nanahbozho")
    choice = solo_rules.handed_choice(state, GUNFIGHTER, {"then": "totem_again"}, [trail, fire, "none"])
    assert choice is not None and choice[0] == fire and "the highest difficulty" in choice[1]


def test_house_of_many_faiths_never_shuffles_cards_into_the_deck():
    state = game(["Ezrael Jones"], outfit="24002")
    assert solo_rules.refused(state, GUNFIGHTER, {"card": home(state, GUNFIGHTER), "ability": 0, "target": [1, 2]})


def _bank_with(rock: int, rule: str | None = None):
    state = game(["2nd Bank of Gomorra"], outfit="24002")
    if rule is not None:
        # the option's seat is the other one, so seat 0 keeps its plain Noon plays to ask about
        state.options = {**state.options, "automaton": {"seat": 1, "card_rules": {"second_bank": rule}}}
    bank = deed(state, GUNFIGHTER, "2nd Bank of Gomorra")
    state.rock[bank], state.bank = rock, state.bank - rock
    action, why = ability_step(state, GUNFIGHTER, _plays(state), "diamonds")
    assert action["card"] == bank
    return action["ability"]


def test_2nd_bank_of_gomorra_high_takes_its_ghost_rock_from_4_on_moderate_whenever_there_is_some():
    assert _bank_with(0) == 0  # places ghost rock
    assert _bank_with(2) == 0  # High: its own deed with less than 4
    assert _bank_with(4) == 1  # High: takes it
    assert _bank_with(2, "moderate") == 1


def test_the_jokers_smile_recovers_a_joker_from_boot_hill_when_both_abilities_can_be_used():
    state = game(["The Joker's Smile", "Joker (red)", "Joker (black)"], outfit="24002")
    smile = deed(state, GUNFIGHTER, "The Joker's Smile")
    jokers = [named(state, GUNFIGHTER, "Joker (red)"), named(state, GUNFIGHTER, "Joker (black)")]
    for joker in jokers:
        take(state, joker)
    state.hand[GUNFIGHTER].append(jokers[0])
    state.boot_hill[GUNFIGHTER].append(jokers[1])
    action, why = ability_step(state, GUNFIGHTER, _plays(state), "diamonds")
    assert action["card"] == smile and action["ability"] == 1 and action["target"] == jokers[1]
    assert "recovers a joker from Boot Hill" in why


def test_pair_of_six_shooters_only_for_a_higher_legal_hand_or_a_legal_hand_of_a_cheatin_rank():
    state = game(["Clint Ramsey"], ["Pancho Castillo"])
    clint = dude_in_play(state, GUNFIGHTER, "Clint Ramsey")
    frame = fight(state, [clint], [dude_in_play(state, 1, "Pancho Castillo")])
    at_resolution(state, frame, {0: "2S 3S 5H 8D 10C", 1: "AS AS AH KD QC"}, {0: clint})
    frame["draw_codes"] = [[parse_card(t) for t in ["2S", "3S", "5H", "8D", "10C"]], []]
    assert solo_rules._six_shooters_improve(state, GUNFIGHTER, ["2S", "3H"])  # a pair of threes
    assert not solo_rules._six_shooters_improve(state, GUNFIGHTER, ["2S", "4S"])  # still no pair
    at_resolution(state, frame, {0: "AS AS 5H 8D 10C", 1: "AS AS AH KD QC"}, {0: clint})  # a cheatin' pair
    frame["draw_codes"] = [[parse_card(t) for t in ["AS", "AS", "5H", "8D", "10C"]], []]
    assert solo_rules._six_shooters_improve(state, GUNFIGHTER, ["AS", "AH"])  # the same pair, legal


def test_xemos_turban_is_never_used():
    state = game(["Diego Linares", "Xemo's Turban"])
    diego = dude_in_play(state, GUNFIGHTER, "Diego Linares")
    turban = give(state, GUNFIGHTER, "Xemo's Turban", diego)
    uses = [a for a in _plays(state) if a["type"] == "ability" and a["card"] == turban]
    assert uses and all(solo_rules.refused(state, GUNFIGHTER, a) for a in uses)
    chosen = ability_step(state, GUNFIGHTER, _plays(state), "diamonds")
    assert chosen is None or chosen[0]["card"] != turban


def _ornithopter_fight(*posse: str):
    state = game(["Personal Ornithopter", *posse], ["Clint Ramsey"])
    dudes = [dude_in_play(state, GUNFIGHTER, name, at=TOWN_SQUARE) for name in posse]
    flyer = give(state, GUNFIGHTER, "Personal Ornithopter", dudes[0])
    fight(state, dudes, [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    return state, dudes, flyer


def test_personal_ornithopter_flies_home_only_without_other_shootout_abilities_or_studs():
    state, (maggie,), flyer = _ornithopter_fight("Maggie Harris")
    assert not is_stud(state, maggie)
    assert solo_rules._ornithopter_may_fly_home(state, GUNFIGHTER, flyer)

    state, (maggie, clint), flyer = _ornithopter_fight("Maggie Harris", "Clint Ramsey")
    assert is_stud(state, clint)  # a stud in the Automaton's posse
    assert not solo_rules._ornithopter_may_fly_home(state, GUNFIGHTER, flyer)

    state, (maggie, pagliaccio), flyer = _ornithopter_fight("Maggie Harris", "Pagliaccio")
    assert not is_stud(state, pagliaccio)  # no stud, but Pagliaccio's Shootout ability can be used
    assert not solo_rules._ornithopter_may_fly_home(state, GUNFIGHTER, flyer)
