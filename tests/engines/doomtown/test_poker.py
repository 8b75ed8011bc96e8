"""Doomtown poker: the rulebook's worked examples, jokers, cheatin', lowball and rank modifiers."""

from __future__ import annotations

import pytest

from games.engines.doomtown.cards import cards_by_name, normalise_name
from games.engines.doomtown.poker import (
    JOKER_CODE,
    PokerError,
    best_hand,
    best_hand_codes,
    card_code,
    card_name,
    compare,
    evaluate,
    evaluate_codes,
    gamblin_winner,
    modified,
    parse_hand,
    rank_odds,
    shootout_bonuses,
)

# ---- the rulebook's worked examples ----


def test_it_settles_comparison_example_1_on_the_next_highest_card():
    a, b = "6D 6C 6S 9S 10D", "6H 6C 6D 4S 8D"
    assert evaluate(a).name == evaluate(b).name == "Three of a Kind"
    assert compare(a, b) == 1
    assert compare(b, a) == -1


def test_it_settles_comparison_example_2_on_the_pair_of_a_full_house():
    a, b = "7D 7C 7S 9S 9D", "7H 7C 7D 8S 8D"
    assert evaluate(a).rank == evaluate(b).rank == 7
    assert compare(a, b) == 1


def test_it_settles_comparison_example_3_on_the_highest_flush_card():
    a, b = "2C 4C 7C 10C JC", "6D 8D 10D JD KD"
    assert evaluate(a).name == evaluate(b).name == "Flush"
    assert compare(a, b) == -1


def test_it_reads_the_rulebook_glyph_notation():
    assert evaluate(["6♦", "6♣", "6♠", "9♠", "10♦"]) == evaluate("6D 6C 6S 9S 10D")


@pytest.mark.parametrize(
    ("hand", "rank", "name", "cheatin"),
    [
        pytest.param("6D 6C 6S 6H QD", 8, "Four of a Kind", False, id="four-suits-legal"),
        pytest.param("6D 6C 6S 6S QD", 8, "Four of a Kind", True, id="two-six-of-spades-cheatin"),
        pytest.param("6D 6C 6S 6H JOKER", 10, "Five of a Kind", False, id="joker-makes-legal-five"),
        pytest.param("6D 6C 6S 6S JOKER", 10, "Five of a Kind", True, id="joker-keeps-cheatin"),
    ],
)
def test_it_calls_four_sixes_legal_or_cheatin_and_a_joker_makes_them_five_of_a_kind(hand, rank, name, cheatin):
    result = evaluate(hand)
    assert (result.rank, result.name, result.cheatin) == (rank, name, cheatin)


@pytest.mark.parametrize(
    ("hand", "rank", "name"),
    [
        ("AC 3D 7S JC KS", 1, "High Card"),
        ("AC AD 7S JC KS", 2, "Pair"),
        ("AC AD KS KC 8S", 3, "Two Pair"),
        ("AC AD AS 10C KS", 4, "Three of a Kind"),
        ("AC 2D 3S 4D 5D", 5, "Straight"),
        ("AS 5S 7S 8S 10S", 6, "Flush"),
        ("9H 9S 9C 4D 4H", 7, "Full House"),
        ("QH QS QC QD 2H", 8, "Four of a Kind"),
        ("5H 6H 7H 8H 9H", 9, "Straight Flush"),
        ("KH KS KC KD JOKER", 10, "Five of a Kind"),
        ("AS AC 8S 8C JD", 11, "Dead Man's Hand"),
    ],
)
def test_it_names_each_rank_of_the_hand_rank_chart(hand, rank, name):
    result = evaluate(hand)
    assert (result.rank, result.name) == (rank, name)


def test_it_plays_aces_low_only():
    assert evaluate("AS 2D 3S 4D 5D").rank == 5
    assert evaluate("10S JD QS KD AD").rank == 1
    assert compare("AS 2D 3S 4D 5D", "2S 3D 4S 5D 6D") == -1


def test_it_ranks_the_dead_mans_hand_only_with_its_exact_suits():
    assert evaluate("AS AC 8S 8C JD").rank == 11
    assert evaluate("AS AD 8S 8C JD").rank == 3


def test_it_breaks_ties_through_every_kicker():
    assert compare("KS QD 9S 5D 3C", "KD QS 9D 5C 2H") == 1
    assert compare("8S 8D 10S 5D 3C", "8H 8C 10D 5C 2H") == 1
    assert compare("8S 8D 4S 4D 3C", "8H 8C 4H 4C 2H") == 1
    assert compare("9S 9D 9C 5D 3C", "9H 9C 9D 5C 2H") == 1
    assert compare("KS KD 4C 4D 3C", "KH KC 4H 4S 2H") == 1


def test_it_calls_hands_that_differ_only_in_suits_identical():
    assert compare("KS QD 9S 5D 3C", "KD QS 9D 5C 3H") == 0
    assert evaluate("KS QD 9S 5D 3C") == evaluate("KD QS 9D 5C 3H")


def test_it_ranks_a_full_house_flush_as_a_full_house():
    result = evaluate("9H 9H 9H 4H 4H")
    assert (result.rank, result.cheatin) == (7, True)


# ---- jokers ----


def test_it_uses_jokers_for_the_best_hand_and_announces_them():
    result = evaluate("AS AC 8S 8C JOKER")
    assert result.rank == 11
    assert [card_name(code) for code in result.jokers_as] == ["JD"]
    assert evaluate("2S 3S 4S JOKER JOKER").rank == 9


def test_it_makes_jokers_as_low_as_possible_in_lowball():
    low = evaluate("AS 2D 3S 4D JOKER", lowball=True)
    assert (low.rank, low.ties) == (1, (6, 4, 3, 2, 1))
    assert evaluate("AS 2D 3S 4D JOKER").rank == 5
    assert evaluate("2S 3S 4S 7S JOKER", lowball=True).rank == 1


def test_it_matches_a_brute_force_search_over_every_joker_card():
    for hand in ("2S 5S 9S KS", "AS AC 8S 8C", "7D 7C 7S 7H", "3H 4D 5C 6S", "QH QH 2C 2D"):
        plain = parse_hand(hand)
        results = [evaluate_codes([*plain, code]) for code in range(52)]
        assert evaluate_codes([*plain, JOKER_CODE]).key == max(r.key for r in results)
        assert evaluate_codes([*plain, JOKER_CODE], lowball=True).key == min(r.key for r in results)


def test_it_matches_a_brute_force_search_over_every_pair_of_joker_cards():
    for hand in ("2S 5S 9S", "AS 8C JD", "7D 7C 7S", "3H 4D 6C"):
        plain = parse_hand(hand)
        keys = [evaluate_codes([*plain, a, b]).key for a in range(52) for b in range(a, 52)]
        assert evaluate_codes([*plain, JOKER_CODE, JOKER_CODE]).key == max(keys)
        assert evaluate_codes([*plain, JOKER_CODE, JOKER_CODE], lowball=True).key == min(keys)


def test_it_never_lets_a_joker_make_a_hand_cheatin():
    assert not evaluate("AS AC 8S 8C JOKER").cheatin
    assert not evaluate("JOKER JOKER JOKER JOKER JOKER").cheatin


# ---- best hand, lowball, modifiers ----


def test_it_finds_the_best_five_of_seven_cards():
    result = best_hand("2S 2D 9C 9H 9S KD 3C")
    assert (result.rank, result.ties) == (7, (9, 2))


def test_it_prefers_a_legal_hand_of_equal_strength_and_can_insist_on_legal():
    assert not best_hand("QS QD QC QH 3S 3S").cheatin
    strongest = best_hand("6S 6S 6D 6C 6H QD")
    assert (strongest.rank, strongest.cheatin) == (10, True)
    legal = best_hand("6S 6S 6D 6C 6H QD", legal_only=True)
    assert (legal.rank, legal.cheatin) == (8, False)


def test_it_finds_the_lowest_five_for_lowball():
    low = best_hand("KS KD KC 2S 3D 5C 7H", lowball=True)
    assert (low.rank, low.ties) == (1, (13, 7, 5, 3, 2))


def test_it_rejects_too_few_cards_and_unknown_cards():
    with pytest.raises(PokerError):
        evaluate("AS 2S 3S 4S")
    with pytest.raises(PokerError):
        best_hand_codes([1, 2, 3])
    with pytest.raises(PokerError, match="not a card"):
        evaluate("AS 2S 3S 4S 1X")


def test_it_lets_the_lower_hand_win_in_lowball_and_the_shootout_loser_within_a_rank():
    assert compare("AS 3D 5C 7H 9S", "2S 2D 3C 4H 6S", lowball=True) == 1
    assert compare("KS QD 9S 5D 3C", "KD QS 9D 5C 2H", lowball=True) == -1
    assert compare("KS QD 9S 5D 3C", "KD QS 9D 5C 3H", lowball=True) == 0


def test_it_asks_for_a_redraw_when_the_lowest_gamblin_hands_are_identical():
    hands = [evaluate(h, lowball=True) for h in ("KS QD 9S 5D 3C", "KD QS 9D 5C 3H", "2S 2D 3C 4H 6S")]
    assert gamblin_winner(hands) is None
    assert gamblin_winner(hands[1:]) == 0


def test_it_makes_a_modified_hand_the_worst_of_its_new_rank():
    raised = modified(evaluate("KS KD QC 5H 3S"), +1)
    assert (raised.rank, raised.modified) == (3, True)
    assert raised < evaluate("2S 2D 3C 3H 4S")
    assert raised > evaluate("AS AD KC QH JS")
    lowered = modified(evaluate("2S 2D 3C 3H 4S"), -1)
    assert lowered == modified(evaluate("AS AD 3C 3H 4S"), -1)


def test_it_clamps_modified_ranks_to_one_and_eleven():
    assert modified(evaluate("AS AC 8S 8C JD"), +3).rank == 11
    assert modified(evaluate("AS 3D 5C 7H 9S"), -2).rank == 1
    unchanged = evaluate("AS 3D 5C 7H 9S")
    assert modified(unchanged, 0) is unchanged


# ---- notation and the int-coded fast path ----


def test_it_round_trips_card_codes_and_names():
    for code in range(53):
        assert parse_hand([card_name(code)]) == [code]
    assert card_code(10, "H") == parse_hand("10H")[0]


def test_it_gives_the_same_result_for_codes_strings_and_lists():
    assert evaluate_codes(parse_hand("AS 10H KD QC 2S")) == evaluate(["AS", "10H", "KD", "QC", "2S"])
    assert evaluate("as 10h kd qc 2s").to_json()["cards"] == ["AS", "2S", "10H", "QC", "KD"]


# ---- shootout bonuses (rulebook Draw! examples) ----


def _bullets(name: str) -> tuple[str | None, int]:
    dude = cards_by_name()[normalise_name(name)][0]
    return dude.bullet_type, dude.bullets or 0


def test_it_computes_bonus_example_1_baker_shooting_with_allie_and_ike_backing():
    backups = [_bullets("Allie Hensman")[0], _bullets("Ike Clanton")[0]]
    assert shootout_bonuses(_bullets("Baker Andrews"), backups) == (2, 2)


def test_it_computes_bonus_example_2_for_each_choice_of_shooter():
    miranda, andreas, allie = _bullets("Miranda Clarke"), _bullets("Andreas Andregg"), _bullets("Allie Hensman")
    assert shootout_bonuses(miranda, [andreas[0], allie[0]]) == (1, 1)
    assert shootout_bonuses(andreas, [miranda[0], allie[0]]) == (1, 1)
    assert shootout_bonuses(allie, [miranda[0], andreas[0]]) == (2, 2)


# ---- hand odds from a deck ----


def test_it_estimates_rank_odds_close_to_the_known_odds_of_a_standard_pack():
    odds = rank_odds(list(range(52)), hands=4000, seed=5)
    assert abs(sum(odds["ranks"].values()) - 1) < 1e-9
    assert abs(odds["ranks"][2] - 0.4226) < 0.03  # one pair
    assert abs(odds["ranks"][3] - 0.0475) < 0.015  # two pair
    assert odds["cheatin"] == 0
    assert rank_odds(list(range(52)), hands=200, seed=5) == rank_odds(list(range(52)), hands=200, seed=5)


def test_it_estimates_lower_hands_for_lowball_and_better_ones_with_a_stud_bonus():
    deck = [*range(52), JOKER_CODE, JOKER_CODE]

    def mean_rank(odds):
        return sum(rank * share for rank, share in odds["ranks"].items())

    high = mean_rank(rank_odds(deck, hands=1000))
    assert mean_rank(rank_odds(deck, hands=1000, lowball=True)) < high
    assert mean_rank(rank_odds(deck, hands=1000, size=7)) > high
    with pytest.raises(PokerError):
        rank_odds([1, 2, 3])
