"""Dudes who call out with rules of their own: Howling Howell Melton's duel costs ghost rock to
refuse, admits nobody else, lasts one round with 2 fewer casualties a side, and pays its winner
2 ghost rock if nobody is aced."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.callouts import duel
from games.engines.doomtown.town import TOWN_SQUARE, home
from games.engines.doomtown.zones import leave_play
from tests.engines.doomtown.card_scenario import abilities, at_resolution, fight, game, in_square, stash, use
from tests.engines.doomtown.scenario import act, dude_in_play, is_legal


def howell_calls_out():
    """Howell (seat 0) calls out Clint in the town square; Pancho and Avie stand there too."""
    state = game(["Howling Howell Melton", "Pancho Castillo"], ["Clint Ramsey", "Avie Cline"])
    howell, pancho = in_square(state, 0, "Howling Howell Melton", "Pancho Castillo")
    clint, avie = in_square(state, 1, "Clint Ramsey", "Avie Cline")
    use(state, howell, clint)
    return state, howell, pancho, clint, avie


def test_howling_howell_melton_duel_admits_nobody_else():
    state, howell, _, clint, _ = howell_calls_out()
    assert state.booted[howell] and state.to_act() == [1]
    act(state, "accept")
    frame = next(f for f in state.stack if f["kind"] == "shootout")
    assert frame["posse"] == [[howell], [clint]] and frame["closed"]
    assert state.stack[-1]["kind"] != "posse"  # no posse is formed beyond the two
    state.check_invariants()


def test_howling_howell_melton_refusing_costs_a_ghost_rock_paid_to_him():
    state, howell, _, clint, _ = howell_calls_out()
    stash(state, 1, 3)
    mine = state.stash[0]
    act(state, "refuse")
    assert state.stash == [mine + 1, 2] and state.booted[clint] and state.at[clint] == home(state, 1)
    state, _, _, _, _ = howell_calls_out()
    stash(state, 1, 0)
    assert not is_legal(state, "refuse") and is_legal(state, "accept")


def test_howling_howell_melton_needs_an_opposing_dude_here_and_to_be_unbooted():
    state = game(["Howling Howell Melton"], ["Clint Ramsey"])
    howell = dude_in_play(state, 0, "Howling Howell Melton", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey")  # at his home
    assert abilities(state, howell) == []
    state.at[clint] = TOWN_SQUARE
    state.booted[howell] = 1
    assert abilities(state, howell) == []


def duel_round(hands: dict[int, str]):
    """A closed duel (Howell against Clint) at its resolution with these hands shown."""
    state = game(["Howling Howell Melton"], ["Clint Ramsey", "Avie Cline"])
    (howell,) = in_square(state, 0, "Howling Howell Melton")
    (clint,) = in_square(state, 1, "Clint Ramsey")
    frame = fight(state, [howell], [clint])
    duel(frame, fewer_casualties=2, purse=2, players=2)
    stash(state, 0, 0)
    at_resolution(state, frame, hands, {0: howell, 1: clint})
    return state, frame, howell, clint


def test_howling_howell_melton_duel_ends_after_one_round_and_pays_its_winner():
    state, frame, howell, clint = duel_round({0: "2H 2D 5D 8C KD", 1: "3H 4H 6D 9C JS"})  # a pair beats high card
    while any(f is frame for f in state.stack):
        act(state, "fight" if is_legal(state, "fight") else "pass")
    assert frame["round"] == 1 and frame["winner"] is None  # both still stand: the duel is over
    assert howell in state.play[0] and clint in state.play[1]  # 1 casualty, 2 fewer: none
    assert state.stash[0] == 2
    state.check_invariants()


def test_howling_howell_melton_duel_pays_nothing_once_a_dude_was_aced():
    state, frame, _, _ = duel_round({0: "2H 2D 5D 8C KD", 1: "3H 4H 6D 9C JS"})
    leave_play(state, dude_in_play(state, 1, "Avie Cline"), ace=True)
    flow.advance(state)
    while any(f is frame for f in state.stack):
        act(state, "fight" if is_legal(state, "fight") else "pass")
    assert frame["aced_any"] and state.stash[0] == 0
