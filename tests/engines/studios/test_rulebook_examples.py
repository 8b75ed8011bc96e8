"""The worked examples printed in the rulebook."""

from __future__ import annotations

import pytest

from games.engines.studios.board import BOARD
from games.engines.studios.scenes import SCENES
from games.engines.studios.scoring import final_score, score_line
from games.engines.studios.wraps import deal_bonus_dice

from .staging import area, cast, do, new_game, put_scene, rng_rolling


def test_it_pays_the_five_million_example_eight_six_and_three():
    # $5M, three roles: dice 6 5 3 2 1 -> top 6+2, middle 5+1, lowest 3 (the rulebook's $8/$6/$3).
    scene = SCENES[35]  # How the Grinch Stole Texas: $5M, roles of rank 3, 4, 5
    assert scene.budget == 5
    amounts = deal_bonus_dice([3, 1, 6, 2, 5], scene.bonus_order)
    by_rank = {scene.roles[index].rank: amount for index, amount in enumerate(amounts)}
    assert by_rank == {5: 8, 4: 6, 3: 3}


def test_it_wraps_the_fourth_to_sixth_dice_round_to_the_top_role():
    scene = SCENES[21]  # Gun! The Musical: $6M, ranks 4, 5, 6
    amounts = deal_bonus_dice([6, 5, 4, 3, 2, 1], scene.bonus_order)
    assert amounts == [4 + 1, 5 + 2, 6 + 3]


def test_it_plays_the_five_million_example_through_a_real_wrap():
    state = new_game()
    put_scene(state, "hotel", 35)
    hotel = area("hotel")
    state.shots[hotel] = 1
    for seat, index in ((0, 2), (1, 1), (2, 0)):
        cast(state, seat, "hotel", on_card=True, index=index)
    state.rng = rng_rolling(6, 6, 5, 3, 2, 1)  # the act, then five bonus dice
    do(state, 0, "act")
    assert state.dollars[:3] == [8, 6, 3]
    assert state.credits[0] == 2


def test_it_prices_upgrades_as_the_casting_office_table():
    table = {rank: (BOARD.upgrade_price(rank, "dollars"), BOARD.upgrade_price(rank, "credits")) for rank in range(2, 7)}
    assert table == {2: (4, 5), 3: (10, 10), 4: (18, 15), 5: (28, 20), 6: (40, 25)}


def test_it_charges_the_same_price_for_a_rank_whatever_the_current_rank():
    for current in (1, 5):
        state = new_game()
        state.area[0] = BOARD.casting_office
        state.rank[0] = current
        state.dollars[0] = 40
        do(state, 0, "upgrade", rank=6, currency="dollars")
        assert (state.rank[0], state.dollars[0]) == (6, 0)


def test_it_scores_the_rulebook_example_35_plus_10_plus_30_as_75():
    assert final_score(35, 10, 6) == 75
    assert score_line(35, 10, 6) == {"dollars": 35, "credits": 10, "rank": 6, "rank_points": 30, "score": 75}


@pytest.mark.parametrize(
    ("dollars", "credits", "rank", "message"),
    [
        (-1, 0, 1, "dollars cannot be negative"),
        (0, -3, 1, "credits cannot be negative"),
        (0, 0, 0, "rank must be from 1 to 6"),
        (0, 0, 7, "rank must be from 1 to 6"),
        (1.5, 0, 1, "dollars must be a whole number"),
        (0, 0, True, "rank must be a whole number"),
    ],
)
def test_it_rejects_impossible_score_inputs_with_a_clear_message(dollars, credits, rank, message):
    with pytest.raises(ValueError, match=message):
        final_score(dollars, credits, rank)
