"""The chance of winning from a night's position: the model, its fit, and the look that uses it."""

from __future__ import annotations

import math

import pytest

from automaton.strategies.heuristic_doomtown.board import Board
from automaton.strategies.ismcts import doomtown_look, doomtown_odds, fit_nightfall
from games.engines import Rng
from games.engines.doomtown.town import bullets, dudes_of, influence
from tests.engines.doomtown.scenario import at_noon


def test_the_chances_are_the_logistic_of_the_weighed_differences_and_sum_to_one():
    state = at_noon()
    first, second = doomtown_odds.night_numbers(state, Board(state))
    odds = sum(weight * (first[name] - second[name]) for name, weight in doomtown_odds.WEIGHTS.items())
    chances = doomtown_odds.winning_chances(state)
    assert chances[0] == pytest.approx(1 / (1 + math.exp(-odds)))
    assert sum(chances) == pytest.approx(1.0)


def test_the_numbers_are_the_engines_own_for_each_seat():
    state = at_noon()
    numbers = doomtown_odds.night_numbers(state, Board(state))
    for seat in range(2):
        dudes = dudes_of(state, seat)
        assert numbers[seat]["dudes"] == len(dudes) > 0
        assert numbers[seat]["influence"] == sum(influence(state, dude) for dude in dudes)
        assert numbers[seat]["bullets"] == sum(bullets(state, dude) for dude in dudes)
        assert numbers[seat]["hand"] == len(state.hand[seat])


def test_the_look_scores_a_night_that_did_not_end_the_game_by_the_model(monkeypatch):
    state = at_noon()  # no deed held: the first Sundown cannot end the game
    seat = state.to_act()[0]
    monkeypatch.setattr(doomtown_look, "winning_chances", lambda night: [0.25, 0.75])
    passing = next(action for action in state.legal_actions(seat) if action["type"] == "pass")
    assert doomtown_look.to_nightfall(state, seat, passing, Rng(5)) == [0.25, 0.75][seat]


def test_the_fit_recovers_the_weights_that_made_the_outcomes():
    truth = [0.2, 0.45, -0.25, 0.25, 0.1]
    rng = Rng(11)
    samples = []
    for _ in range(3000):
        numbers = [float(rng.below(13) - 6) for _ in truth]
        chance = 1 / (1 + math.exp(-sum(w * x for w, x in zip(truth, numbers, strict=True))))
        samples.append((numbers, 0.0, int(rng.below(10_000) < chance * 10_000)))
    fitted = fit_nightfall.fit(samples)
    assert fitted == pytest.approx(truth, abs=0.05)
    assert fit_nightfall.log_loss([0.5] * len(samples), [won for *_, won in samples]) == pytest.approx(math.log(2))


def test_a_game_gives_one_sample_a_nightfall_with_its_first_seats_outcome():
    samples = fit_nightfall.game_samples(10_030)
    assert samples, "a heuristic game lasts more than one day"
    assert {won for *_, won in samples} in ({0}, {1})
    assert all(len(numbers) == len(doomtown_odds.WEIGHTS) for numbers, _, _ in samples)
