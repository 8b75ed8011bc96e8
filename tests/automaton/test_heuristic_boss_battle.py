"""The Doomtown heuristic in a Boss Battle: a Hero plays for the team (team-mates are not opponents)."""

from __future__ import annotations

from automaton.strategies.heuristic_doomtown.board import Board
from automaton.strategies.heuristic_doomtown.evaluation import evaluate, opponents
from automaton.strategies.heuristic_doomtown.noon_plays import callout_gain
from games.engines.doomtown.town import TOWN_SQUARE
from tests.engines.doomtown.boss_scenario import boss_at_noon


def _dude(state, seat):
    return next(card for card in state.play[seat] if state.table[card].type == "dude")


def test_a_heros_opponent_is_the_villain_and_the_villains_are_the_heroes():
    state = boss_at_noon(players=3, villain=1)
    assert opponents(state, 0) == [1] and opponents(state, 2) == [1] and opponents(state, 1) == [0, 2]


def test_a_hero_never_calls_out_a_team_mate():
    state = boss_at_noon(players=3, villain=1)
    mine, mate = _dude(state, 0), _dude(state, 2)
    state.at[mine] = state.at[mate] = TOWN_SQUARE
    state.booted[mine] = state.booted[mate] = 0
    assert callout_gain(Board(state), 0, {"type": "callout", "dude": mine, "mark": mate}) == -1.0


def test_a_team_mates_ghost_rock_neither_helps_nor_hurts_a_hero():
    state = boss_at_noon(players=3, villain=1)
    before = evaluate(state, 0)
    state.stash[2] += 5
    state.bank -= 5
    assert evaluate(state, 0) == before
    state.stash[1] += 5  # the Villain's does hurt
    state.bank -= 5
    assert evaluate(state, 0) < before
