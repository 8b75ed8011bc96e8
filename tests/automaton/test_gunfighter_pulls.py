"""Automaton pulls, scenario by scenario: the pass check, each suit's move or call-out with its
priority list, the ♠ fallback, "never moves into check", the card of the pull's suit, jokers,
recompense and discarding down (rulebook, "Archetype: Gunfighter", Automaton Pulls)."""

from __future__ import annotations

from automaton.strategies.gunfighter.abilities import ability_order
from games.engines.doomtown.automaton_rules import lowball_target
from games.engines.doomtown.town import TOWN_SQUARE
from tests.automaton.gunfighter_scenarios import (
    AUTOMATON,
    HUMAN,
    act,
    at_noon,
    decide,
    deed,
    dude,
    goods,
    hand,
    named,
    pull,
    step,
)


def test_it_puts_the_pulled_card_at_the_left_of_its_hand():
    state = at_noon()
    hand(state, AUTOMATON, "Hattie DeLorre", "Rob Wilby")
    pull(state, "Bass Reeves")
    assert [state.table[c].name for c in state.hand[AUTOMATON]] == ["Bass Reeves", "Hattie DeLorre", "Rob Wilby"]


def test_it_passes_when_the_pull_is_lower_than_the_card_to_its_right():
    state = at_noon()
    hand(state, AUTOMATON, "Hattie DeLorre")  # Q♠
    action, why = pull(state, "Rob Wilby")  # 2♠
    assert action["type"] == "automaton_pass"
    assert why == "pulled 2♠: lower than Q♠ to its right: passes"
    step(state)
    assert state.stack[-1]["kind"] == "noon" and state.stack[-1]["seat"] == HUMAN
    assert state.stack[-1]["passes"] == 1


def test_it_plays_on_a_pull_equal_to_the_card_to_its_right():
    state = at_noon()
    dude(state, AUTOMATON, "Tommy Harden")
    hand(state, AUTOMATON, "Lawrence Blackwood")  # 3♠
    action, _ = pull(state, "Ramiro Mendoza")  # 3♠
    assert action["type"] != "automaton_pass"


def test_it_moves_on_a_heart_the_dude_with_influence_to_the_opposing_deed_with_most_control():
    state = at_noon()
    mayor = deed(state, HUMAN, "The Mayor's Office")  # 2 control points
    deed(state, HUMAN, "Charlie's Place")  # 1
    dude(state, AUTOMATON, "Rob Wilby", TOWN_SQUARE)  # no influence
    dude(state, AUTOMATON, "El Anónimo", TOWN_SQUARE)  # influence 2
    dude(state, AUTOMATON, "Bass Reeves")  # at home: not moved by a heart
    action, why = pull(state, "Fancy New Hat")  # K♥
    assert action == {**action, "type": "move", "dude": named(state, AUTOMATON, "El Anónimo"), "to": mayor}
    assert "has influence at Sundown" in why and "highest control points" in why
    assert why.startswith("pulled K♥: moves El Anónimo")


def test_it_prefers_on_a_heart_a_deed_the_automaton_does_not_control():
    state = at_noon()
    mayor = deed(state, HUMAN, "The Mayor's Office")
    charlies = deed(state, HUMAN, "Charlie's Place")
    dude(state, AUTOMATON, "Judge Harry Somerset (Exp.1)", mayor)  # controls the Mayor's Office
    dude(state, AUTOMATON, "El Anónimo", TOWN_SQUARE)
    action, why = pull(state, "Fancy New Hat")
    assert action["dude"] == named(state, AUTOMATON, "El Anónimo") and action["to"] == charlies
    assert "not controlled by the Automaton" in why


def test_it_falls_back_to_a_spade_move_when_a_heart_finds_no_deed():
    state = at_noon()
    dude(state, AUTOMATON, "El Anónimo")
    action, why = pull(state, "Fancy New Hat")
    assert action["type"] == "move" and action["to"] == TOWN_SQUARE
    assert why.startswith("pulled K♥: no ♥ move: as for ♠, moves El Anónimo")


def test_it_moves_on_a_spade_a_dude_from_its_own_home_to_town_square_first():
    state = at_noon()
    deed(state, AUTOMATON, "Circle M Ranch")
    dude(state, AUTOMATON, "Bass Reeves", named(state, AUTOMATON, "Circle M Ranch"))  # stud, 4 bullets
    dude(state, AUTOMATON, "Rob Wilby")  # at home
    action, why = pull(state, "Judge Harry Somerset (Exp.1)")
    assert action["dude"] == named(state, AUTOMATON, "Rob Wilby") and action["to"] == TOWN_SQUARE
    assert "from its own home" in why


def no_move_after(state, pulled: str) -> str:
    """Why the Automaton makes no move after pulling ``pulled`` (the test fails if it moves)."""
    action, why = pull(state, pulled)
    assert action["type"] == "automaton_no_move"
    return why


def card_step_after(state, pulled: str) -> tuple[dict, str]:
    """The Automaton's card decision, and why, after it pulls ``pulled`` and makes no move."""
    pull(state, pulled)
    act(state, "automaton_no_move")
    return decide(state)


def test_it_never_moves_on_a_spade_a_dude_at_an_opposing_deed():
    state = at_noon()
    mayor = deed(state, HUMAN, "The Mayor's Office")
    dude(state, AUTOMATON, "Bass Reeves", mayor)
    assert no_move_after(state, "Judge Harry Somerset (Exp.1)") == "pulled 8♠: no move or call-out possible"


def test_it_moves_on_a_diamond_a_skilled_dude_without_booting_to_its_own_deed():
    state = at_noon()
    ranch = deed(state, AUTOMATON, "Circle M Ranch")
    dude(state, AUTOMATON, "El Anónimo")  # influence 2
    dude(state, AUTOMATON, "Erik Samson")  # Blessed: skilled
    action, why = pull(state, "The Gomorra Gazette")  # 8♦
    assert action["dude"] == named(state, AUTOMATON, "Erik Samson") and action["to"] == ranch
    assert "skilled dude" in why
    assert "(boots)" not in action["label"]


def test_it_keeps_the_last_unbooted_dude_in_town_square_on_a_diamond():
    state = at_noon()
    deed(state, AUTOMATON, "Circle M Ranch")
    dude(state, AUTOMATON, "Erik Samson", TOWN_SQUARE)
    assert no_move_after(state, "The Gomorra Gazette") == "pulled 8♦: no move or call-out possible"


def test_it_calls_out_on_a_club_the_opposing_mark_with_most_influence_with_its_best_stud():
    state = at_noon()
    dude(state, HUMAN, "Ike Clanton", TOWN_SQUARE)  # influence 2
    dude(state, HUMAN, "Allie Hensman", TOWN_SQUARE)  # influence 0
    dude(state, AUTOMATON, "Tommy Harden", TOWN_SQUARE)  # stud 1
    dude(state, AUTOMATON, "Ramiro Mendoza", TOWN_SQUARE)  # stud 3
    dude(state, AUTOMATON, "Philip Swinford", TOWN_SQUARE)  # draw 1
    action, why = pull(state, "Point Blank")  # K♣
    assert action["type"] == "callout"
    assert action["mark"] == named(state, HUMAN, "Ike Clanton")
    assert action["dude"] == named(state, AUTOMATON, "Ramiro Mendoza")
    assert why == (
        "pulled K♣: Ramiro Mendoza (highest bullet rating) calls out Ike Clanton at Town Square (highest influence)"
    )


def test_it_moves_on_a_club_without_booting_towards_a_dude_it_can_call_out():
    state = at_noon()
    dude(state, HUMAN, "Ike Clanton", TOWN_SQUARE)
    dude(state, AUTOMATON, "Tommy Harden")  # at home: home -> town square does not boot
    action, why = pull(state, "Point Blank")
    assert action == {**action, "type": "move", "dude": named(state, AUTOMATON, "Tommy Harden"), "to": TOWN_SQUARE}
    assert why.startswith("pulled K♣: nobody to call out: moves Tommy Harden")


def test_it_never_moves_into_check():
    state = at_noon()
    mayor = deed(state, HUMAN, "The Mayor's Office")  # 2 control points for the human
    ranch = deed(state, AUTOMATON, "Circle M Ranch")  # 1 control point
    dude(state, HUMAN, "Ike Clanton", ranch)  # influence 2, ties El Anónimo: the owner keeps control
    dude(state, HUMAN, "Allie Hensman", mayor)
    dude(state, AUTOMATON, "El Anónimo", ranch)  # the Automaton's only influence (2)
    action, why = pull(state, "Judge Harry Somerset (Exp.1)")  # a spade: El Anónimo would go to town square
    assert action["type"] == "automaton_no_move"
    dude(state, AUTOMATON, "Bass Reeves", booted=True)  # 3 more influence: the same move is safe now
    assert decide(state)[0] == {**decide(state)[0], "type": "move", "to": TOWN_SQUARE}


def test_it_plays_the_card_of_the_pulls_suit_with_fewest_like_it_in_play():
    state = at_noon()
    ramiro = dude(state, AUTOMATON, "Ramiro Mendoza")
    goods(state, AUTOMATON, "Fancy New Hat", ramiro)  # a K♥ already in play
    hand(state, AUTOMATON, "Winchester Model 1873")  # 6♥
    action, why = card_step_after(state, "Fancy New Hat")  # K♥ joins at the left
    assert action["type"] == "buy" and action["card"] == named(state, AUTOMATON, "Winchester Model 1873")
    assert "fewest cards of that suit and value in play" in why


def test_it_plays_the_right_most_card_when_several_are_as_rare():
    state = at_noon()
    dude(state, AUTOMATON, "Ramiro Mendoza")
    hand(state, AUTOMATON, "Winchester Model 1873", "Bowie Knife")  # 6♥ then 3♥
    action, why = card_step_after(state, "Quickdraw Handgun")  # 8♥: three hearts, none like them in play
    assert action["card"] == named(state, AUTOMATON, "Bowie Knife")
    assert "the right-most one" in why


def test_it_gives_goods_to_a_dude_without_that_type_of_attachment():
    state = at_noon()
    ramiro = dude(state, AUTOMATON, "Ramiro Mendoza")
    goods(state, AUTOMATON, "Bowie Knife", ramiro)  # already armed
    dude(state, AUTOMATON, "Tommy Harden")
    action, why = card_step_after(state, "Winchester Model 1873")
    assert action["dude"] == named(state, AUTOMATON, "Tommy Harden")
    assert "without an attachment of that type" in why


def test_it_builds_left_then_right_alternately():
    state = at_noon()
    action, why = card_step_after(state, "Circle M Ranch")  # 8♦, nobody to move
    assert action["type"] == "build" and action["end"] == "left"
    state.built[AUTOMATON] = 1  # a deed built on the left before
    action, why = decide(state)
    assert action["end"] == "right" and "it built its last deed on the left" in why


def test_it_gains_one_ghost_rock_in_recompense_when_it_plays_no_card():
    state = at_noon()
    before = state.stash[AUTOMATON]
    pull(state, "Point Blank")  # an action card: nothing to play, nobody to move
    step(state)  # no move
    action, why = step(state)  # no card
    assert action["type"] == "automaton_no_card"
    action, why = step(state)  # no ability
    assert action["type"] == "automaton_no_ability"
    assert state.stash[AUTOMATON] == before + 1
    assert state.stack[-1]["kind"] == "noon" and state.stack[-1]["seat"] == HUMAN


def test_it_gains_ghost_rock_for_each_option_it_cannot_do_with_double_plays():
    state = at_noon(twists=("double_plays",))
    before = state.stash[AUTOMATON]
    pull(state, "Point Blank")
    step(state)
    step(state)
    step(state)
    assert state.stash[AUTOMATON] == before + 2  # no card, and no ability


def test_it_plays_a_joker_as_each_suit_in_turn_then_aces_it():
    state = at_noon()
    joker = named(state, AUTOMATON, "Joker (black)")
    before = state.stash[AUTOMATON]
    _, why = pull(state, "Joker (black)")
    seen = []
    while state.stack[-1]["kind"] == "automaton_choice":
        action, why = step(state)
        seen.append(why.split(":")[0])
    assert seen == [
        *["pulled a Joker (as ♥)"] * 3, *["pulled a Joker (as ♠)"] * 3,
        *["pulled a Joker (as ♦)"] * 3, *["pulled a Joker (as ♣)"] * 3,
    ]  # fmt: skip
    assert joker in state.boot_hill[AUTOMATON] and joker not in state.hand[AUTOMATON]
    assert state.stash[AUTOMATON] == before + 4  # recompense for each suit that played no card


def test_it_discards_down_to_its_hand_size_from_the_right_after_a_pull():
    state = at_noon()
    cards = hand(
        state,
        AUTOMATON,
        "Point Blank",
        "Bounty Hunter",
        "Faster on the Draw",
        "Sun in Yer Eyes",
        "The Stakes Just Rose",
    )
    pull(state, "This'll Hurt in the Morning'")  # 8♣ next to K♣: passes
    step(state)
    action, why = decide(state)
    assert action == {**action, "type": "automaton_discard", "card": cards[-1]}
    assert why == "over its hand size: discards The Stakes Just Rose (3♣) from the right"
    step(state)
    assert len(state.hand[AUTOMATON]) == 5 and state.stack[-1]["kind"] == "noon"


def test_it_stops_its_play_when_a_call_out_starts_a_shootout():
    state = at_noon()
    dude(state, HUMAN, "Ike Clanton", TOWN_SQUARE)
    dude(state, AUTOMATON, "Ramiro Mendoza", TOWN_SQUARE)
    hand(state, AUTOMATON, "Bowie Knife")
    pull(state, "Point Blank")
    step(state)  # the call-out
    while state.stack[-1]["kind"] != "noon":
        seat = state.to_act()[0]
        if seat == AUTOMATON:
            action, _ = step(state, AUTOMATON)
            assert action["type"] not in ("buy", "automaton_no_card")
        else:
            state.apply(seat, state.legal_actions(seat)[0])
    assert state.stack[-1]["seat"] == HUMAN


def test_it_pulls_against_the_closest_cheatin_opponent_clockwise_not_yet_resolved_or_pulled_against():
    assert lowball_target(1, 4, cheatin={0, 3}, resolved=set(), pulled=set()) == 3
    assert lowball_target(1, 4, cheatin={0, 3}, resolved={3}, pulled=set()) == 0
    assert lowball_target(1, 4, cheatin={0, 3}, resolved={3}, pulled={0}) is None
    assert lowball_target(0, 2, cheatin=set(), resolved=set(), pulled=set()) is None


def test_it_lets_each_hand_card_stand_in_for_a_pull_in_a_game_without_an_automaton_seat():
    state = at_noon()
    state.options = {**state.options, "automaton": None}
    tommy = dude(state, AUTOMATON, "Tommy Harden")
    hand(state, AUTOMATON, "Point Blank", "Winchester Model 1873")  # K♣: nobody to call out; then 6♥
    action, why = decide(state)
    assert action["type"] == "move" and why.startswith("K♣ in hand stands for the pull: no ♣ move: as for ♠")
    state.booted[tommy] = 1  # now nothing can move or take the Winchester
    action, why = decide(state)
    assert action["type"] == "pass" and why == "no card in hand gives a play: passes"


def test_it_looks_for_an_ability_from_the_pulls_suit_through_clubs_diamonds_spades_hearts_outfit_legend():
    assert ability_order("clubs") == ["clubs", "diamonds", "spades", "hearts", "outfit", "legend"]
    assert ability_order("spades") == ["spades", "hearts", "outfit", "legend", "clubs", "diamonds"]
    state = at_noon()
    pull(state, "Point Blank")
    step(state)
    _, why = step(state)
    assert why == "pulled K♣: no playable ♣ card in hand"
    _, why = decide(state)
    assert why == (
        "pulled K♣: no applicable ability (♣ actions, ♦ deeds, ♠ dudes, ♥ goods and spells, the outfit, "
        "the legend tried)"
    )
