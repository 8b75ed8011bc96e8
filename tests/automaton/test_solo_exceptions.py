"""Card-specific rules of the Solo Mode exception list, for the listed cards the engine implements:
scenario by scenario on hand-made states (the Automaton's Noon abilities are asked directly with
the seat's Noon plays, as a pull's ability step would)."""

from __future__ import annotations

import pytest

from automaton.strategies.gunfighter import solo_rules
from automaton.strategies.gunfighter.abilities import ability_step
from automaton.strategies.gunfighter.pulls import hearts_move
from games.engines.doomtown.abilities import effects
from games.engines.doomtown.noon import noon_legal
from games.engines.doomtown.shootout import new_shootout
from games.engines.doomtown.town import TOWN_SQUARE
from tests.automaton.gunfighter_scenarios import (
    AUTOMATON,
    ENGINE,
    HUMAN,
    act,
    at_noon,
    deed,
    dude,
    hand,
    named,
    on_top,
    step,
)

LAW_DOGS_VS = "starter-law-dogs"


def _noon_plays(state) -> list[dict]:
    return noon_legal(state, {"kind": "noon", "seat": AUTOMATON, "passes": 0})


def _ike_scene(rule: str | None = None):
    state = at_noon(decks=[LAW_DOGS_VS, "starter-outlaws"])
    if rule is not None:
        state.options = {
            **state.options,
            "automaton": {**state.options["automaton"], "card_rules": {"ike_clanton": rule}},
        }
    ike = dude(state, AUTOMATON, "Ike Clanton")
    ranch = deed(state, HUMAN, "Circle M Ranch")
    inn = deed(state, HUMAN, "Nickel Night Inn")
    dude(state, HUMAN, "El Anónimo", ranch, booted=True)  # 2 bullets, 2 influence
    dude(state, AUTOMATON, "Pancho Castillo", ranch, booted=True)  # 3 bullets, 2 influence: a tie
    dude(state, HUMAN, "Bass Reeves", inn, booted=True)  # the most opposing influence
    return state, ike, ranch, inn


def test_ike_clanton_high_makes_rowdy_the_deed_that_would_give_the_automaton_control():
    state, ike, ranch, _ = _ike_scene()
    action, why = ability_step(state, AUTOMATON, _noon_plays(state), "spades")
    assert action["card"] == ike and action["target"] == ranch
    assert "a deed it would give control of to the Automaton" in why and "card-specific rule" in why


def test_ike_clanton_moderate_ignores_his_ability():
    state, ike, _, _ = _ike_scene("moderate")
    chosen = ability_step(state, AUTOMATON, _noon_plays(state), "spades")
    assert chosen is None or chosen[0]["card"] != ike


def test_the_option_refuses_an_unknown_card_rule():
    with pytest.raises(ValueError, match="card_rules 'ike_clanton' takes one of"):
        ENGINE.new_game(
            players=2, seed=1,
            options={"decks": [LAW_DOGS_VS, "starter-outlaws"],
                     "automaton": {"seat": AUTOMATON, "card_rules": {"ike_clanton": "low"}}},
        )  # fmt: skip


def test_new_town_hall_adds_a_control_point_on_the_automatons_own_deed():
    state = at_noon(decks=["starter-anarchists", "starter-anarchists"])
    hall = deed(state, AUTOMATON, "New Town Hall")
    action, why = ability_step(state, AUTOMATON, _noon_plays(state), "diamonds")
    assert action["card"] == hall and action["ability"] == 0


def test_new_town_hall_removes_control_points_from_an_opposing_deed_when_behind():
    state = at_noon(decks=["starter-anarchists", "starter-anarchists"])
    hall = deed(state, HUMAN, "New Town Hall")
    effects.add(state, "control", hall, 1, until="play")  # a control point added before
    dude(state, AUTOMATON, "Randall", hall, booted=True)  # the Automaton controls it
    dude(state, HUMAN, "Hao-T'e Zui, The Mad Monk", TOWN_SQUARE, booted=True)  # the human's influence
    dude(state, HUMAN, "Xui Yin Chen", TOWN_SQUARE, booted=True)  # outweighs the Automaton's control
    uses = [a for a in _noon_plays(state) if a.get("card") == hall]
    assert {a["ability"] for a in uses} == {0, 1}
    action, _ = ability_step(state, AUTOMATON, _noon_plays(state), "diamonds")
    assert action["card"] == hall and action["ability"] == 1


def test_walters_creek_distillery_drawing_a_card_skips_discarding_down():
    state = at_noon(decks=[LAW_DOGS_VS, "starter-fearmongers"])
    distillery = deed(state, AUTOMATON, "Walters Creek Distillery")
    saloon = deed(state, AUTOMATON, "Cliff's #4 Saloon")
    hand(state, AUTOMATON, "Soul Cage", "Soul Cage", "Phantasm", "Phantasm", "Shadow Walk")
    on_top(state, AUTOMATON, "Bobo")  # the pull: a sixth card
    state.bank += state.stash[AUTOMATON]
    state.stash[AUTOMATON] = 0  # nothing can be played from hand
    step(state)  # the pull
    act(state, "automaton_no_move")
    act(state, "automaton_no_card")
    act(state, "ability", card=distillery, target=[saloon, "saloon, trade a card"])
    act(state, "pick")  # discard a card, then draw one
    assert len(state.hand[AUTOMATON]) == 6 and state.stack[-1]["kind"] == "noon"


def test_california_tax_office_targets_a_dude_its_player_cannot_pay_for_else_the_highest_upkeep():
    state = at_noon(decks=["starter-outlaws", "starter-entrepreneurs"])
    office = deed(state, AUTOMATON, "California Tax Office")
    state.booted[office] = 0
    jessica = dude(state, HUMAN, "Jessica Patchett", TOWN_SQUARE)  # upkeep 3
    pancho = dude(state, HUMAN, "Pancho Castillo", TOWN_SQUARE)  # upkeep 2
    action, why = ability_step(state, AUTOMATON, _noon_plays(state), "diamonds")
    assert action["card"] == office and action["target"] == jessica and "the dude with the highest upkeep" in why
    state.bank += state.stash[HUMAN] - 2
    state.stash[HUMAN] = 2  # Jessica's upkeep is now beyond the stash, Pancho's is not
    action, why = ability_step(state, AUTOMATON, _noon_plays(state), "diamonds")
    assert action["target"] == jessica and action["target"] != pancho and "upkeep above its player's stash" in why


def test_faithful_hound_always_discards_and_polite_inquiries_is_never_used():
    state = at_noon(decks=[LAW_DOGS_VS, "starter-anarchists"])
    hound = named(state, AUTOMATON, "Faithful Hound")
    inquiries = named(state, AUTOMATON, "Polite Inquiries")
    assert solo_rules.refused(state, AUTOMATON, {"card": hound, "ability": 0, "target": [1, "boot it"]})
    assert not solo_rules.refused(
        state, AUTOMATON, {"card": hound, "ability": 0, "target": [1, "discard the hound for it"]}
    )
    assert solo_rules.refused(state, AUTOMATON, {"card": inquiries, "ability": 0, "target": 2})


def test_smiling_frog_discards_a_heart_and_other_discards_go_from_the_right():
    state = at_noon()
    cards = hand(state, AUTOMATON, "Shotgun", "Bass Reeves", "Rob Wilby")  # 3♥, K♠, 2♠
    assert solo_rules.discard_choice(state, AUTOMATON, {"after": "frog"})[0] == cards[0]
    assert solo_rules.discard_choice(state, AUTOMATON, {"after": "draw_one"})[0] == cards[-1]


def test_baijiu_jar_keeps_cheatin_resolutions_then_shootout_actions():
    state = at_noon(decks=[LAW_DOGS_VS, "starter-outlaws"])
    coachwhip, pistol_whip, ike = hand(state, AUTOMATON, "Coachwhip!", "Pistol Whip", "Ike Clanton")
    assert solo_rules.discard_choice(state, AUTOMATON, {"after": "baijiu"})[0] == ike  # not an action
    state.hand[AUTOMATON].remove(ike)
    state.deck[AUTOMATON].append(ike)
    assert solo_rules.discard_choice(state, AUTOMATON, {"after": "baijiu"})[0] == pistol_whip  # a Cheatin' one stays


def test_the_sloane_gang_takes_the_control_point():
    state = at_noon(decks=[LAW_DOGS_VS, "starter-outlaws"])
    choice = solo_rules.handed_choice(state, AUTOMATON, {"then": "sloane"}, ["gain", "control"])
    assert choice is not None and choice[0] == "control"
    assert solo_rules.handed_choice(state, AUTOMATON, {"then": "sloane"}, ["gain"]) is None


def test_belligerence_unboots_an_unwanted_dude_if_possible():
    state = at_noon(decks=[LAW_DOGS_VS, "starter-outlaws"])
    belligerence = hand(state, AUTOMATON, "Belligerence")[0]
    tired = dude(state, AUTOMATON, "Pancho Castillo", booted=True)
    wanted = dude(state, AUTOMATON, "Jacqueline Isham")
    state.bounty[wanted] = 1
    state.bank -= 1
    action, why = ability_step(state, AUTOMATON, _noon_plays(state), "clubs")
    assert action["card"] == belligerence and action["ability"] == 1 and action["target"] == tired
    assert "unboots an unwanted dude" in why


def _fight_with_hands(state, automaton_rank: int, human_rank: int, human_cheats: bool) -> None:
    fight = new_shootout(
        state, location=TOWN_SQUARE, leader=HUMAN, mark=AUTOMATON, leader_dude=None, mark_dude=None, job=False
    )
    fight["hands"] = [None, None]
    fight["hands"][AUTOMATON] = {"rank": automaton_rank, "cheatin": False}
    fight["hands"][HUMAN] = {"rank": human_rank, "cheatin": human_cheats}
    state.stack.append(fight)


def test_quickdraw_handgun_is_used_only_for_a_higher_hand_rank():
    state = at_noon()
    _fight_with_hands(state, automaton_rank=2, human_rank=5, human_cheats=True)
    assert solo_rules._quickdraw_raises(state, AUTOMATON)
    state.stack.pop()
    _fight_with_hands(state, automaton_rank=5, human_rank=2, human_cheats=True)
    assert not solo_rules._quickdraw_raises(state, AUTOMATON)


def test_recruitment_drive_puts_into_play_the_dearest_card_of_the_discard_pile():
    state = at_noon()
    rob, bass = named(state, AUTOMATON, "Rob Wilby"), named(state, AUTOMATON, "Bass Reeves")  # cost 1 and 9
    options = [str(rob), str(bass)]
    choice = solo_rules.handed_choice(state, AUTOMATON, {"then": "play_from_discard"}, options)
    assert choice is not None and choice[0] == str(bass) and "the highest cost" in choice[1]


def test_recruitment_drive_builds_a_deed_on_the_side_the_building_reflex_says():
    state = at_noon()
    inn = named(state, AUTOMATON, "Nickel Night Inn")
    options = [f"{inn} left", f"{inn} right"]
    choice = solo_rules.handed_choice(state, AUTOMATON, {"then": "play_from_discard"}, options)
    assert choice is not None and choice[0] == f"{inn} left"  # no deed built yet: left first


def test_ike_clanton_high_moves_the_dude_with_most_bullets_to_a_rowdy_deed():
    for rule in ("high", "moderate"):
        state = at_noon(decks=[LAW_DOGS_VS, "starter-outlaws"])
        state.options = {
            **state.options,
            "automaton": {**state.options["automaton"], "card_rules": {"ike_clanton": rule}},
        }
        dude(state, AUTOMATON, "Ike Clanton")  # at home: a heart moves nobody from home
        ranch = deed(state, HUMAN, "Circle M Ranch")
        effects.add(state, "rowdy", ranch, until="production", set_to=True)
        miranda = dude(state, AUTOMATON, "Miranda Clarke", TOWN_SQUARE)  # influence 1, no bullets
        jacqueline = dude(state, AUTOMATON, "Jacqueline Isham", TOWN_SQUARE)  # 2 bullets, no influence
        action, why = hearts_move(state, AUTOMATON, _noon_plays(state))
        assert action["to"] == ranch and action["dude"] == {"high": jacqueline, "moderate": miranda}[rule], why
    assert "highest bullets (Ike Clanton: a Rowdy deed)" not in why  # the Moderate rule reads influence
