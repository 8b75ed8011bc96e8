"""Every tiebreaker against hand-computed examples (the arithmetic is written out beside each)."""

from __future__ import annotations

import pytest

from league.tournament.results import ResultsError
from league.tournament.standings import TIEBREAKERS, compute_standings

# 3/1/0. Round 1: A beats B, C draws D, E has a bye. Round 2: A beats C, E beats B, D has a bye.
# Totals: A 6, B 0, C 1, D 4, E 6; points per round played (byes included): A 3, B 0, C .5, D 2, E 3.
PLAYERS = ["A", "B", "C", "D", "E"]
ROUNDS = [
    [{"seats": ["A", "B"], "points": [3, 0]}, {"seats": ["C", "D"], "points": [1, 1]}, {"seats": ["E"], "points": [3]}],
    [{"seats": ["A", "C"], "points": [3, 0]}, {"seats": ["E", "B"], "points": [3, 0]}, {"seats": ["D"], "points": [3]}],
]


def table(keys, players=PLAYERS, rounds=ROUNDS, **kwargs):
    rows = compute_standings(players, rounds, tiebreakers=keys, **kwargs)
    return {row["player"]: row for row in rows}


def values(key, **kwargs):
    return {player: row["tiebreakers"][key] for player, row in table([key], **kwargs).items()}


def test_it_computes_cobra_sos_with_byes_counted_as_rounds_played():
    # A met B (0/2) and C (1/2): mean(0, .5). C met D (4 points in 2 rounds, one a bye) and A (6/2).
    assert values("sos") == {"A": 0.25, "B": 3, "C": 2.5, "D": 0.5, "E": 0}


def test_it_computes_extended_sos_as_the_mean_of_opponents_sos():
    # A: mean(SoS B 3, SoS C 2.5); C: mean(SoS D .5, SoS A .25); E: SoS B 3.
    assert values("esos") == {"A": 2.75, "B": 0.125, "C": 0.375, "D": 2.5, "E": 3}


def test_it_ranks_doomtown_style_by_points_then_sos_then_esos():
    rows = compute_standings(PLAYERS, ROUNDS)
    assert [(r["rank"], r["player"], r["points"]) for r in rows] == [
        (1, "A", 6),
        (2, "E", 6),
        (3, "D", 4),
        (4, "C", 1),
        (5, "B", 0),
    ]
    assert rows[0]["tiebreakers"] == {"sos": 0.25, "esos": 2.75}


def test_it_computes_omw_with_the_033_floor_and_byes_counted_as_won_rounds():
    # MTR App. C: MW% counts a bye as a won round. A 6/6 = 1; B 0 -> .33; C 1/6 -> .33;
    # D (draw + bye) 4/6 = .666667; E (bye + win) 6/6 = 1. A bye gives no opponent.
    # OMW: A (B, C) .33; B (A, E) 1; C (D, A) (.666667 + 1) / 2; D (C) .33; E (B) .33.
    assert values("omw") == {"A": 0.33, "B": 1, "C": 0.833333, "D": 0.33, "E": 0.33}


def test_it_computes_gw_with_a_bye_as_a_two_nil_game_win():
    # One game per table without "games": D drew (1 of 3) and had a bye (6 of 6): 7 / 9.
    assert values("gw") == {"A": 1, "B": 0.33, "C": 0.33, "D": 0.777778, "E": 1}


def test_it_computes_ogw_as_the_mean_of_opponents_gw():
    assert values("ogw") == {"A": 0.33, "B": 1, "C": 0.888889, "D": 0.33, "E": 0.33}


def test_it_reads_game_wins_and_drawn_games_for_gw():
    rounds = [
        [{"seats": ["A", "B"], "points": [3, 0], "games": [2, 1]}],
        [{"seats": ["A", "B"], "points": [1, 1], "games": [1, 1], "drawn_games": 1}],
    ]
    # A: 2 wins + 1 win + 1 draw = 6 + 3 + 1 = 10 of 3 x 6 games; B: 3 + 3 + 1 = 7 of 18.
    assert values("gw", players=["A", "B"], rounds=rounds) == {"A": 0.555556, "B": 0.388889}


def test_it_computes_buchholz_and_sonneborn_berger_the_fide_way():
    # A draw is worth 1 (the C-D table). FIDE: an opponent's unplayed round (a bye) counts as a draw:
    # D 1 + 1 = 2, E 3 + 1 = 4. A player's own bye is a virtual opponent with the player's score
    # before it, the opposite result (0) and a draw per round after: E's round-1 bye 0 + 0 + 1 = 1,
    # D's round-2 bye 1 + 0 + 0 = 1.
    # Buchholz: A = B 0 + C 1; B = A 6 + E 4; C = D 2 + A 6; D = C 1 + virtual 1; E = B 0 + virtual 1.
    assert values("buchholz") == {"A": 1, "B": 10, "C": 8, "D": 2, "E": 1}
    # SB: A beat B (0) and C (1); C drew D (2 / 2); D drew C (1 / 2) and won its bye (virtual 1);
    # E beat B (0) and won its bye (virtual 1).
    assert values("sonneborn_berger") == {"A": 1, "B": 0, "C": 1, "D": 1.5, "E": 1}


def test_it_drops_the_best_and_worst_opponent_for_median_buchholz():
    pod = [[{"seats": ["A", "B", "C", "D"], "points": [6, 4, 2, 0]}]]
    assert values("median_buchholz", players=["A", "B", "C", "D"], rounds=pod) == {"A": 2, "B": 2, "C": 4, "D": 4}
    assert values("buchholz", players=["A", "B", "C", "D"], rounds=pod) == {"A": 6, "B": 8, "C": 10, "D": 12}
    assert values("sonneborn_berger", players=["A", "B", "C", "D"], rounds=pod) == {"A": 6, "B": 2, "C": 0, "D": 0}


def head_to_head_table(rounds) -> list[tuple[int, str, float]]:
    """Rank, player and head-to-head score of A-D, with head-to-head as the only tiebreaker."""
    rows = compute_standings(["A", "B", "C", "D"], rounds, tiebreakers=["h2h"])
    return [(row["rank"], row["player"], row["tiebreakers"]["h2h"]) for row in rows]


def test_it_breaks_a_tie_head_to_head():
    rounds = [
        [{"seats": ["B", "A"], "points": [3, 0]}, {"seats": ["C", "D"], "points": [3, 0]}],
        [{"seats": ["A", "D"], "points": [3, 0]}, {"seats": ["C", "B"], "points": [3, 0]}],
    ]
    assert head_to_head_table(rounds) == [(1, "C", 0), (2, "B", 3), (3, "A", 0), (4, "D", 0)]


def test_head_to_head_decides_nothing_unless_every_tied_player_met_every_other():
    # A beat B and C beat D, then B beat D: A, B and C have 3 each, but C met neither A nor B.
    rounds = [
        [{"seats": ["A", "B"], "points": [3, 0]}, {"seats": ["C", "D"], "points": [3, 0]}],
        [{"seats": ["B", "D"], "points": [3, 0]}],
    ]
    assert head_to_head_table(rounds) == [(1, "A", 0), (1, "B", 0), (1, "C", 0), (4, "D", 0)]


def test_the_mw_floor_is_configurable():
    # B lost both rounds: MW% 0, floored at .33 by default, at .25 the Pokemon way; A met only B.
    assert values("omw")["A"] == 0.33
    assert values("omw", percent_floor=0.25)["A"] == 0.25
    with pytest.raises(ResultsError, match="floor"):
        values("omw", percent_floor=1.5)


def test_it_shares_a_rank_only_when_every_key_ties():
    rows = compute_standings(PLAYERS, ROUNDS, tiebreakers=["h2h"])
    # A and E both have 6 and never met: h2h 0 each, so they share first place.
    assert [(r["rank"], r["player"]) for r in rows][:3] == [(1, "A"), (1, "E"), (3, "D")]
    rows = compute_standings(PLAYERS, ROUNDS, tiebreakers=["h2h", "sos"])
    assert [(r["rank"], r["player"]) for r in rows][:2] == [(1, "A"), (2, "E")]


def test_it_counts_adjustments_in_points_but_not_in_per_round_ratios():
    rows = table(["sos", "buchholz"], adjustments={"B": 3})
    assert rows["B"]["points"] == 3
    assert rows["A"]["tiebreakers"]["sos"] == 0.25  # B still scored 0 per round played
    assert rows["A"]["tiebreakers"]["buchholz"] == 1  # FIDE scores come from rounds: B 0 + C 1


def test_it_reads_the_design_example_with_six_point_wins():
    rows = compute_standings(
        ["A", "B", "C"],
        [[{"seats": ["A", "B"], "points": [6, 0]}, {"seats": ["C"], "points": [6]}]],
        tiebreakers=["omw"],
    )
    # A win is worth 6 here, so B's MW% is 0 -> .33 and A's OMW is .33; C met nobody.
    assert [(r["player"], r["points"], r["tiebreakers"]["omw"]) for r in rows] == [
        ("A", 6, 0.33),
        ("C", 6, 0),
        ("B", 0, 1),
    ]


def test_it_offers_every_documented_key():
    rows = compute_standings(PLAYERS, ROUNDS, tiebreakers=TIEBREAKERS)
    assert set(rows[0]["tiebreakers"]) == set(TIEBREAKERS)
    assert TIEBREAKERS == ("sos", "esos", "omw", "gw", "ogw", "buchholz", "median_buchholz", "sonneborn_berger", "h2h")


@pytest.mark.parametrize(
    ("players", "rounds", "message"),
    [
        (["A", "B"], [[{"seats": ["A", "Z"], "points": [3, 0]}]], "'Z' is not a registered player"),
        (["A", "B"], [[{"seats": ["A", "B"], "points": [3]}]], "one number per seat"),
        (
            ["A", "B"],
            [[{"seats": ["A"], "points": [3]}, {"seats": ["A", "B"], "points": [3, 0]}]],
            "sits at two tables",
        ),
        (["A", "B"], [[{"seats": ["A", "B"], "points": ["3", 0]}]], "must be a number"),
        (["A", "B"], [{"seats": ["A", "B"]}], "a round must be a list"),
        (["A", "A"], [], "registered twice"),
    ],
)
def test_it_rejects_bad_results_with_a_clear_error(players, rounds, message):
    with pytest.raises(ResultsError, match=message):
        compute_standings(players, rounds)


def test_it_rejects_an_unknown_tiebreaker():
    with pytest.raises(ResultsError, match="unknown tiebreaker mystery"):
        compute_standings(PLAYERS, ROUNDS, tiebreakers=["sos", "mystery"])
