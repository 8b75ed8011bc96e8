"""Final scoring on hand-built end positions: every line, every Poker combination, the tie-break."""

from __future__ import annotations

import pytest

from games.engines.townbuilder import scoring
from tests.engines.townbuilder.builders import scenario


def town(*entries):
    return [{"building": e[0], "level": e[1], "stored": e[2] if len(e) > 2 else {}} for e in entries]


def points(lines, source):
    return [line["points"] for line in lines if line["source"] == source]


@pytest.mark.parametrize(
    ("building", "level", "stored", "expected"),
    [
        ("wood_warehouse", 1, {"wood": 7}, 0),
        ("wood_warehouse", 1, {"wood": 8}, 1),
        ("wood_warehouse", 1, {"wood": 15}, 1),
        ("wood_warehouse", 1, {"wood": 16}, 2),
        ("wood_warehouse", 2, {"wood": 5}, 0),
        ("wood_warehouse", 2, {"wood": 6}, 1),
        ("wood_warehouse", 2, {"wood": 12}, 2),
        ("brick_warehouse", 1, {"brick": 6}, 0),
        ("brick_warehouse", 1, {"brick": 7}, 1),
        ("brick_warehouse", 1, {"brick": 14}, 2),
        ("brick_warehouse", 2, {"brick": 6}, 1),
        ("brick_warehouse", 2, {"brick": 11}, 2),
        ("gold_vault", 1, {"gold": 5}, 0),
        ("gold_vault", 1, {"gold": 6}, 3),
        ("gold_vault", 2, {"gold": 4}, 0),
        ("gold_vault", 2, {"gold": 5}, 3),
        ("silver_bank", 1, {"silver": 4}, 0),
        ("silver_bank", 1, {"silver": 5}, 1),
        ("silver_bank", 1, {"silver": 10}, 2),
        ("silver_bank", 2, {"silver": 4}, 1),
        ("silver_bank", 2, {"silver": 8}, 2),
        ("hotel", 1, {"silver": 4}, 0),
        ("hotel", 2, {"silver": 3}, 0),
        ("hotel", 2, {"silver": 4}, 1),
    ],
)
def test_it_scores_storage_by_the_best_threshold_reached(building, level, stored, expected):
    lines = scoring.score_lines(town((building, level, stored)), {})
    assert points(lines, building) == [expected]


def test_it_counts_river_claim_pairs_from_hand_and_storage_with_the_n2_bonus():
    n1 = scoring.score_lines(town(("river_claim", 1, {"gold": 2})), {"gold": 3})
    assert points(n1, "river_claim") == [2]
    n2 = scoring.score_lines(town(("river_claim", 2, {"gold": 1})), {"gold": 2})
    assert points(n2, "river_claim") == [1, 1]
    empty_n2 = scoring.score_lines(town(("river_claim", 2)), {"gold": 2})
    assert points(empty_n2, "river_claim") == [1, 0]


@pytest.mark.parametrize(
    "building",
    [
        "lumber_exchange",
        "brick_exchange",
        "assay_office",
        "mint",
        "general_store",
        "carpenter_shop",
        "sheriff",
        "bandit_hangout",
        "saloon",
        "corral",
        "town_hall",
    ],
)
def test_it_gives_transformation_and_special_buildings_one_point_at_n2_only(building):
    assert sum(points(scoring.score_lines(town((building, 1)), {}), building)) == 0
    assert sum(points(scoring.score_lines(town((building, 2)), {}), building)) == 1


@pytest.mark.parametrize("building", ["sawmill", "brickyard", "silver_mine", "gold_depot"])
def test_it_gives_production_buildings_no_points_even_at_n2(building):
    assert sum(points(scoring.score_lines(town((building, 2)), {}), building)) == 0


def test_it_gives_the_trading_post_n2_a_bonus_for_three_kinds_stored():
    three = scoring.score_lines(town(("trading_post", 2, {"wood": 1, "brick": 1, "gold": 1})), {})
    assert points(three, "trading_post") == [1, 1]
    two = scoring.score_lines(town(("trading_post", 2, {"wood": 2, "gold": 1})), {})
    assert points(two, "trading_post") == [1, 0]
    n1 = scoring.score_lines(town(("trading_post", 1, {"wood": 1, "brick": 1, "gold": 1})), {})
    assert points(n1, "trading_post") == [0]


POKER_TOWNS = {
    "Flush": ["lumber_exchange", "brick_exchange", "assay_office", "mint", "general_store"],
    "Rainbow": ["sawmill", "hotel", "mint", "saloon", "sheriff"],
    "Four of a Kind": ["sawmill", "brickyard", "silver_mine", "gold_depot", "mint"],
    "Full House": ["hotel", "gold_vault", "river_claim", "mint", "assay_office"],
    "Three of a Kind": ["hotel", "gold_vault", "river_claim", "mint", "sawmill"],
    "Two Pair": ["hotel", "gold_vault", "mint", "assay_office", "sawmill"],
    "One Pair": ["hotel", "gold_vault", "mint", "sawmill", "saloon"],
}


@pytest.mark.parametrize(
    ("combination", "value"),
    [
        ("Flush", 2),
        ("Rainbow", 2),
        ("Four of a Kind", 1),
        ("Full House", 1),
        ("Three of a Kind", 0),
        ("Two Pair", 0),
        ("One Pair", 0),
    ],
)
def test_it_scores_each_poker_combination_of_families(combination, value):
    buildings = town(*[(key, 1) for key in POKER_TOWNS[combination]])
    assert scoring.poker_hand(buildings) == combination
    assert points(scoring.score_lines(buildings, {}), "poker") == [value]


def test_it_makes_no_poker_hand_with_fewer_than_five_buildings():
    buildings = town(*[(key, 1) for key in POKER_TOWNS["Flush"][:4]])
    assert points(scoring.score_lines(buildings, {}), "poker") == [0]


def test_it_merges_the_special_labels_with_four_families():
    specials = town(("sheriff", 1), ("corral", 1), ("bandit_hangout", 1), ("saloon", 1), ("town_hall", 1))
    assert scoring.poker_hand(specials, families=6) == "Two Pair"
    assert scoring.poker_hand(specials, families=4) == "Flush"
    rainbow = town(*[(key, 1) for key in POKER_TOWNS["Rainbow"]])
    assert scoring.poker_hand(rainbow, families=4) == "One Pair"


def test_it_adds_the_saloon_n2_bonus_only_to_a_scoring_poker_hand():
    full_house = town(("hotel", 1), ("gold_vault", 1), ("river_claim", 1), ("saloon", 2), ("corral", 1))
    assert points(scoring.score_lines(full_house, {}, families=4), "saloon_poker") == [1]
    three = town(("hotel", 1), ("gold_vault", 1), ("river_claim", 1), ("saloon", 2), ("mint", 1))
    assert points(scoring.score_lines(three, {}), "saloon_poker") == [0]


def test_it_gives_the_legend_of_deadwood_only_to_five_n2_buildings():
    five = town(*[(key, 2) for key in POKER_TOWNS["Three of a Kind"]])
    assert points(scoring.score_lines(five, {}), "legend") == [3]
    one_n1 = town(*[(key, 2) for key in POKER_TOWNS["Three of a Kind"][:4]], ("sawmill", 1))
    assert points(scoring.score_lines(one_n1, {}), "legend") == [0]
    four = town(*[(key, 2) for key in POKER_TOWNS["Three of a Kind"][:4]])
    assert points(scoring.score_lines(four, {}), "legend") == [0]


def test_it_totals_legend_flush_and_saloon_n2_to_six_bonus_points_not_the_printed_eight():
    """The rulebook says "up to +8"; its own values are Legend 3 + Flush 2 + Saloon 1 (RULINGS.md)."""
    buildings = town(("saloon", 2), ("sheriff", 2), ("corral", 2), ("bandit_hangout", 2), ("town_hall", 2))
    lines = scoring.score_lines(buildings, {}, families=4)
    bonus = {line["source"]: line["points"] for line in lines if line["source"] in ("poker", "saloon_poker", "legend")}
    assert bonus == {"poker": 2, "saloon_poker": 1, "legend": 3}
    assert sum(bonus.values()) == 6
    assert sum(line["points"] for line in lines) == 6 + 5  # plus each building's N2 point


def test_it_cannot_make_a_flush_with_the_saloon_under_six_families():
    specials = ["carpenter_shop", "trading_post", "saloon", "town_hall"]
    assert scoring.poker_hand(town(*[(key, 2) for key in specials], ("sheriff", 2))) == "Four of a Kind"


def test_it_breaks_a_tie_on_points_by_hand_value_and_otherwise_shares_first_place():
    assert scoring.hand_value({"wood": 1, "brick": 1, "silver": 1, "gold": 1, "mint": 1}) == 8
    assert scoring.placements([4, 4], [3, 5]) == [2, 1]
    assert scoring.placements([5, 4], [0, 9]) == [1, 2]
    assert scoring.placements([4, 4], [6, 6]) == [1, 1]


def test_it_lists_every_scoring_line_per_player_in_the_result():
    state = scenario(
        hands=[{"gold": 3, "wood": 1}, {"brick": 1}],
        towns=[
            [("river_claim", 2, {"gold": 1}), ("wood_warehouse", 1, {"wood": 8}), ("mint", 2)],
            [("silver_bank", 2, {"silver": 4})],
        ],
    )
    state.phase = "over"
    result = state.result()
    assert result.scores == [2 + 1 + 1 + 1, 1]
    assert result.placements == [1, 2]
    first, second = result.details["players"]
    assert [line["source"] for line in first["lines"]] == [
        "river_claim",
        "river_claim",
        "wood_warehouse",
        "mint",
        "poker",
        "legend",
    ]
    assert first["hand_value"] == 3 * 3 + 1 and second["hand_value"] == 2
    assert all(isinstance(line["label"], str) and line["label"] for line in first["lines"] + second["lines"])
