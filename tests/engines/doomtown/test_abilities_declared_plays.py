"""Reacts after a play is declared (Johnny Brocklehurst): the window opens after the player's own
High Noon play or shootout play, before it is carried out, and what it gives lasts as long as the
play and what it brought about (a call-out's answer, its shootout), then ends (RULINGS 404)."""

from __future__ import annotations

from games.engines.doomtown.town import TOWN_SQUARE, home, influence
from tests.engines.doomtown.card_scenario import game, in_square, pick, plays
from tests.engines.doomtown.scenario import act, dude_in_play, named, noon_seat, to_hand


def johnny_and_clint():
    """Seat 0's Johnny Brocklehurst (1 influence) and Clint Ramsey in the town square; seat 1's
    Clint Ramsey there too."""
    state = game(["Johnny Brocklehurst", "Clint Ramsey"], ["Clint Ramsey"])
    johnny, clint = in_square(state, 0, "Johnny Brocklehurst", "Clint Ramsey")
    (foe,) = in_square(state, 1, "Clint Ramsey")
    return state, johnny, clint, foe


def test_johnny_gives_a_dude_influence_for_a_call_out_and_its_answer_only():
    state, johnny, clint, foe = johnny_and_clint()
    before = influence(state, clint)
    act(state, "callout", dude=clint, mark=foe)
    assert state.stack[-1]["kind"] == "react" and state.at[foe] == TOWN_SQUARE  # declared, not carried out yet
    act(state, "react", card=johnny)
    pick(state, clint)
    pick(state, "+1")
    assert state.stack[-1]["kind"] == "answer"  # the call-out is carried out after the react
    assert influence(state, clint) == before + 1  # still the play: the answer is part of it
    act(state, "refuse")
    assert influence(state, clint) == before  # the play is over
    assert state.stack[-1]["kind"] == "noon"


def test_johnny_may_lower_a_dudes_influence_for_a_move_and_it_ends_with_the_move():
    state, johnny, clint, foe = johnny_and_clint()
    act(state, "move", dude=clint, to=home(state, 0))
    act(state, "react", card=johnny)
    pick(state, johnny)
    pick(state, "-1")
    assert state.at[clint] == home(state, 0) and influence(state, johnny) == 1  # back to his printed 1
    assert not [e for e in state.effects if e["stat"] == "influence"]


def test_johnny_answers_only_his_own_players_plays_once_a_turn_and_never_a_pass():
    state, johnny, clint, foe = johnny_and_clint()
    noon_seat(state, 1)
    act(state, "move", dude=foe, to=home(state, 1))
    assert state.stack[-1]["kind"] == "noon"  # an opponent's play: no window
    noon_seat(state, 0)
    act(state, "pass")
    assert state.stack[-1]["kind"] == "noon"  # a pass is no play
    noon_seat(state, 0)
    act(state, "move", dude=clint, to=home(state, 0))
    act(state, "react_pass")
    assert state.at[clint] == home(state, 0)  # passing the react, the play goes on as chosen
    noon_seat(state, 0)
    act(state, "move", dude=johnny, to=home(state, 0))
    act(state, "react", card=johnny)
    pick(state, clint)
    pick(state, "+1")
    noon_seat(state, 0)
    act(state, "recruit", card=named(state, 0, "Pancho Castillo"))
    assert state.stack[-1]["kind"] == "noon"  # once a turn: no window for this play
    assert state.at[named(state, 0, "Pancho Castillo")] == home(state, 0)


def test_johnny_answers_a_shootout_play_and_its_change_ends_when_that_play_resolved():
    state = game(["Johnny Brocklehurst", "Clint Ramsey", "Pistol Whip"], ["Clint Ramsey"])
    johnny, clint = in_square(state, 0, "Johnny Brocklehurst", "Clint Ramsey")
    foe = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    whip = to_hand(state, 0, "Pistol Whip")
    plays(state, [clint, johnny], [foe])
    act(state, "ability", card=whip, target=[clint, foe])
    assert state.stack[-1]["kind"] == "react" and state.at[foe] == TOWN_SQUARE  # declared, not carried out
    act(state, "react", card=johnny)
    pick(state, foe)
    pick(state, "+1")
    assert state.at[foe] == home(state, 1) and state.booted[clint]  # then the Pistol Whip resolved
    assert influence(state, foe) == 1 and not [e for e in state.effects if e["stat"] == "influence"]
