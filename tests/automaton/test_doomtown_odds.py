"""Doomtown's search leaf is a seat's chance of winning: the two seats' chances make one, and the
fit behind its weights recovers a known model and labels each seat by who won."""

from __future__ import annotations

import math

import pytest

from automaton.strategies.heuristic_doomtown.board import Board
from automaton.strategies.ismcts.doomtown_odds import FEATURES, WEIGHTS, doomtown_worths, features, win_logit
from automaton.strategies.ismcts.doomtown_odds_fit import fit_logistic, log_loss, sample_games
from automaton.strategies.ismcts.search import value_rewards
from games.engines import Rng
from tests.automaton.test_ismcts import positions


def test_one_weight_per_feature():
    assert len(WEIGHTS) == len(FEATURES)


def test_each_seat_sees_the_other_side_of_the_same_position():
    checked = 0
    for state, _ in positions("doomtown", seed=3, count=16, every=3):
        if state.phase == "setup":
            continue
        board = Board(state)
        mine, theirs = features(state, 0, board), features(state, 1, board)
        assert mine == pytest.approx([-value for value in theirs])
        chance = 1 / (1 + math.exp(-win_logit(state, 0)))
        rewards = value_rewards(doomtown_worths(state), 1.0)
        assert rewards == pytest.approx([chance, 1 - chance])
        checked += 1
    assert checked >= 8


def test_the_fit_recovers_the_weights_that_made_the_outcomes():
    rng = Rng(5)
    truth = [1.5, -0.8, 0.3]
    rows = [[rng.below(2001) / 1000 - 1, rng.below(2001) / 500 - 2, float(rng.below(2))] for _ in range(4000)]
    chances = [1 / (1 + math.exp(-sum(w * x for w, x in zip(truth, row, strict=True)))) for row in rows]
    outcomes = [float(rng.below(10**6) / 10**6 < chance) for chance in chances]
    fitted = fit_logistic(rows, outcomes, ridge=0.01)
    assert fitted == pytest.approx(truth, abs=0.2)
    knowing_nothing = log_loss(rows, outcomes, [0.0, 0.0, 0.0])[0]
    assert log_loss(rows, outcomes, fitted)[0] < knowing_nothing == pytest.approx(math.log(2))


def test_positions_are_labelled_by_who_won_from_both_seats():
    samples = sample_games(games=2, seed=10, every=8)
    assert {sample.seed for sample in samples} == {10, 11}
    for first, second in zip(samples[::2], samples[1::2], strict=True):
        assert first.outcome + second.outcome == 1
        assert first.evaluation_lead == -second.evaluation_lead
        assert len(first.features) == len(FEATURES)
