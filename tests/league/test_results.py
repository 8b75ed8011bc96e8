"""Result entry per game: pure scoring, no database."""

from __future__ import annotations

import pytest

from league.results import ResultError, deadwood_final_money, score_result


def test_it_applies_the_deadwood_fines_table():
    fines = [18 - deadwood_final_money(18, posters) for posters in range(12)]
    assert fines == [0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 55]


def test_it_places_deadwood_players_by_money_after_fines():
    result = score_result(
        "deadwood", [{"cash": 18, "posters": 3}, {"cash": 14, "posters": 1}, {"cash": 30, "posters": 5}]
    )
    assert result.scores == [12, 13, 15]
    assert result.placements == [3, 2, 1]


def test_it_settles_a_deadwood_tie_with_the_final_shootout_winner():
    seats = [{"cash": 13, "posters": 1}, {"cash": 15, "posters": 2}, {"cash": 5, "posters": 0}]
    result = score_result("deadwood", seats, {"final_shootout_winner": 1})
    assert result.scores == [12, 12, 5]
    assert result.placements == [2, 1, 3]


def test_it_asks_for_the_final_shootout_winner_on_a_tie():
    with pytest.raises(ResultError) as error:
        score_result("deadwood", [{"cash": 12, "posters": 0}, {"cash": 12, "posters": 0}])
    assert "Final Shootout" in error.value.errors["details.final_shootout_winner"]


def test_it_rejects_a_final_shootout_winner_who_was_not_tied():
    seats = [{"cash": 12, "posters": 0}, {"cash": 12, "posters": 0}, {"cash": 3, "posters": 0}]
    with pytest.raises(ResultError, match="tied for most money"):
        score_result("deadwood", seats, {"final_shootout_winner": 2})


def test_it_ranks_the_richest_outsider_first_when_nobody_survives_the_final_shootout():
    seats = [{"cash": 12, "posters": 0}, {"cash": 12, "posters": 0}, {"cash": 3, "posters": 0}]
    result = score_result("deadwood", seats, {"final_shootout_no_survivor": True})
    assert result.placements == [2, 2, 1]


def test_it_rejects_negative_money():
    with pytest.raises(ResultError) as error:
        score_result("deadwood", [{"cash": -4, "posters": 0}, {"cash": 3, "posters": 0}])
    assert error.value.errors == {"seats.0.cash": "Cash ($) cannot be below 0 (got -4)."}


def test_it_scores_studios_as_dollars_credits_and_five_times_rank():
    seats = [
        {"dollars": 35, "credits": 10, "rank": 6},
        {"dollars": 40, "credits": 5, "rank": 4},
        {"dollars": 50, "credits": 5, "rank": 4},
    ]
    result = score_result("studios", seats)
    assert result.scores == [75, 65, 75]
    assert result.placements == [1, 3, 1]


def test_it_rejects_studios_rank_seven():
    with pytest.raises(ResultError) as error:
        score_result("studios", [{"dollars": 1, "credits": 1, "rank": 7}, {"dollars": 1, "credits": 1, "rank": 2}])
    assert error.value.errors == {"seats.0.rank": "Rank cannot be above 6 (got 7)."}


def test_it_rejects_a_fractional_or_missing_field():
    with pytest.raises(ResultError) as error:
        score_result("studios", [{"dollars": "3.5", "credits": 1, "rank": 2}, {"credits": 1, "rank": 2}])
    assert set(error.value.errors) == {"seats.0.dollars", "seats.1.dollars"}


def test_it_breaks_a_town_builder_tie_on_hand_value():
    result = score_result("townbuilder", [{"points": 9, "hand_value": 4}, {"points": 9, "hand_value": 6}])
    assert result.placements == [2, 1]


def test_it_calls_a_town_builder_game_with_equal_hands_a_draw():
    result = score_result("townbuilder", [{"points": 9, "hand_value": 4}, {"points": 9, "hand_value": 4}])
    assert result.placements == [1, 1]


def test_it_rejects_a_third_town_builder_player():
    with pytest.raises(ResultError, match="exactly 2 players"):
        score_result("townbuilder", [{"points": 1, "hand_value": 0}] * 3)


def test_it_takes_a_doomtown_winner():
    result = score_result("doomtown", [{"outcome": "loss"}, {"outcome": "win"}])
    assert result.placements == [2, 1]
    assert result.scores == [None, None]


def test_it_takes_a_doomtown_draw():
    assert score_result("doomtown", [{"outcome": "draw"}, {"outcome": "draw"}]).placements == [1, 1]


def test_it_rejects_two_winners_in_a_one_on_one():
    with pytest.raises(ResultError, match="not two winners"):
        score_result("doomtown", [{"outcome": "win"}, {"outcome": "win"}])


def test_it_decides_a_doomtown_game_at_time_on_control_plus_influence():
    seats = [{"control": 3, "influence": 4}, {"control": 5, "influence": 3}]
    result = score_result("doomtown", seats, {"went_to_time": True})
    assert result.scores == [7, 8]
    assert result.placements == [2, 1]


def test_it_calls_equal_totals_at_time_a_draw():
    seats = [{"control": 3, "influence": 4}, {"control": 4, "influence": 3, "outcome": None}]
    assert score_result("doomtown", seats, {"went_to_time": "on"}).placements == [1, 1]


def test_it_rejects_an_outcome_that_contradicts_the_totals_at_time():
    seats = [{"control": 3, "influence": 4, "outcome": "win"}, {"control": 5, "influence": 3, "outcome": "loss"}]
    with pytest.raises(ResultError, match="does not match"):
        score_result("doomtown", seats, {"went_to_time": True})


def test_it_needs_control_and_influence_when_the_game_went_to_time():
    with pytest.raises(ResultError) as error:
        score_result("doomtown", [{"control": 3}, {"control": 5, "influence": 3}], {"went_to_time": True})
    assert list(error.value.errors) == ["seats.0.influence"]


def test_it_rejects_an_unknown_outcome():
    with pytest.raises(ResultError, match="win, loss, draw"):
        score_result("doomtown", [{"outcome": "won"}, {"outcome": "loss"}])
