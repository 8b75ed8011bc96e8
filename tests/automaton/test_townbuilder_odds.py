"""The town builder's fitted odds: a forecast of the winner from what a seat may see, better than the
heuristic's lead, read by Expert's leaves."""

from __future__ import annotations

import pytest

from automaton.strategies.ismcts import make_bot
from automaton.strategies.ismcts.knowledge import knowledge_for, townbuilder_chances
from automaton.strategies.ismcts.townbuilder_odds import FEATURES, fitted, position, weights_at, win_chances
from automaton.strategies.ismcts.townbuilder_odds_fit import fit, fit_stages, play, scores, solve
from games.engines import Rng, get_engine


def turn_starts(seed: int, count: int):
    """States at the start of ``count`` action phases of a seeded random game."""
    state = get_engine("townbuilder").new_game(players=2, seed=seed)
    rng = Rng(seed)
    found, last_turn = [], -1
    while not state.is_over() and len(found) < count:
        if state.phase == "action" and state.turn != last_turn:
            last_turn = state.turn
            found.append(state.clone())
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return found


def test_the_chances_are_the_seat_that_ended_its_turns_and_add_up_to_one():
    for state in turn_starts(seed=3, count=30):
        chances = win_chances(state)
        assert 0.0 < chances[0] < 1.0 and chances[0] + chances[1] == pytest.approx(1.0)
        ended = 1 - state.current
        weights = weights_at(len(state.decks[0]) + len(state.decks[1]), fitted()["stages"])
        logit = sum(w * x for w, x in zip(weights, position(state, ended), strict=True))
        assert (chances[ended] > 0.5) == (logit > 0)


def test_the_chances_read_no_decks_contents_only_their_sizes():
    """A world dealt from either seat's view keeps the decks' sizes and the public towns; the cards in
    the decks (which no one sees) never move the odds."""
    for state in turn_starts(seed=5, count=20):
        shuffled = state.clone()
        pool = shuffled.decks[0] + shuffled.decks[1]
        Rng(9).shuffle(pool)
        size = len(shuffled.decks[0])
        shuffled.decks = [pool[:size], pool[size:]]
        assert win_chances(shuffled) == win_chances(state)


def test_between_two_stages_the_weights_lie_on_the_line_between_their_centres():
    stages = [{"low": 0, "high": 10, "weights": [0.0, 2.0]}, {"low": 11, "high": 31, "weights": [1.0, 4.0]}]
    assert weights_at(0, stages) == weights_at(5, stages) == [0.0, 2.0]  # centres 5 and 21
    assert weights_at(13, stages) == [0.5, 3.0]
    assert weights_at(21, stages) == weights_at(31, stages) == [1.0, 4.0]


def test_the_shipped_fit_forecasts_the_winner_better_than_the_heuristics_lead_at_every_stage():
    doc = fitted()
    assert doc["features"] == list(FEATURES) and doc["games"] >= 10_000
    covered = set()
    for stage in doc["stages"]:
        held = stage["held_out"]
        assert len(stage["weights"]) == len(FEATURES) + 1 and held["positions"] > 10_000
        assert held["fitted"]["log_loss"] < min(0.693, held["heuristic_lead"]["log_loss"])
        assert held["fitted"]["correlation"] > held["heuristic_lead"]["correlation"]
        covered |= set(range(stage["low"], stage["high"] + 1))
    assert covered == set(range(89))  # every count of cards left, 88 at the first turn


def test_a_small_fit_learns_the_late_game_from_a_few_hundred_games():
    samples = [sample for seed in range(1, 301) for sample in play(seed)]
    assert {sample.outcome for sample in samples} <= {0.0, 0.5, 1.0}
    last = next(stage for stage in fit_stages(samples)["stages"] if stage["low"] == 0)
    assert last["held_out"]["fitted"]["log_loss"] < 0.5 and last["held_out"]["fitted"]["correlation"] > 0.6
    assert last["weights"][1 + FEATURES.index("points")] > 1.0  # a point ahead near the end counts most


def test_newtons_method_finds_the_logistic_that_generated_the_outcomes():
    rng = Rng(4)
    rows, outcomes = [], []
    for _ in range(4000):
        x = rng.random() * 4 - 2
        rows.append([1.0, x])
        outcomes.append(1.0 if rng.random() < 1 / (1 + 2.718281828 ** -(0.5 + 1.5 * x)) else 0.0)
    bias, slope = fit(rows, outcomes)
    assert bias == pytest.approx(0.5, abs=0.15) and slope == pytest.approx(1.5, abs=0.2)
    assert solve([[2.0, 1.0], [1.0, 3.0]], [3.0, 5.0]) == pytest.approx([0.8, 1.4])
    assert scores([0.5, 0.5], [1.0, 0.0]) == {"log_loss": 0.693, "correlation": 0.0}


def test_only_the_town_builders_expert_scores_its_leaves_by_the_fitted_odds():
    assert knowledge_for("townbuilder").chances is None
    assert make_bot("townbuilder", "hard").knowledge.chances is None
    assert make_bot("townbuilder", "expert").knowledge.chances is townbuilder_chances
    state = turn_starts(seed=8, count=6)[-1]
    assert make_bot("townbuilder", "expert").knowledge.rewards(state) == win_chances(state)
