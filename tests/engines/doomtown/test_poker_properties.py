"""Property tests of the poker evaluator (hypothesis)."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from games.engines.doomtown.poker import JOKER_CODE, best_hand_codes, compare, evaluate_codes, modified

cards = st.integers(min_value=0, max_value=51)
cards_or_jokers = st.one_of(cards, st.just(JOKER_CODE))
hands = st.lists(cards_or_jokers, min_size=5, max_size=5)
plain_hands = st.lists(cards, min_size=5, max_size=5)
legal_hands = st.lists(cards, min_size=5, max_size=5, unique=True)
lowball = st.booleans()


@given(hands, hands, hands, lowball)
def test_it_orders_hands_totally_and_consistently(a, b, c, low):
    ab, ba = compare(a, b, lowball=low), compare(b, a, lowball=low)
    assert ab == -ba
    assert (ab == 0) == (evaluate_codes(a, low) == evaluate_codes(b, low))
    if ab >= 0 and compare(b, c, lowball=low) >= 0:
        assert compare(a, c, lowball=low) >= 0


@given(plain_hands, plain_hands)
def test_it_reverses_the_order_for_lowball_hands_without_jokers(a, b):
    assert compare(a, b, lowball=True) == -compare(a, b)


@given(plain_hands, st.integers(min_value=0, max_value=4))
def test_it_never_lowers_a_hand_with_a_joker(hand, index):
    with_joker = [*hand[:index], JOKER_CODE, *hand[index + 1 :]]
    assert evaluate_codes(with_joker) >= evaluate_codes(hand)
    assert evaluate_codes(with_joker, lowball=True) <= evaluate_codes(hand, lowball=True)
    assert evaluate_codes(with_joker).cheatin <= evaluate_codes(hand).cheatin


@given(hands, st.randoms(use_true_random=False), lowball)
def test_it_ignores_the_order_of_the_cards(hand, random, low):
    shuffled = list(hand)
    random.shuffle(shuffled)
    first, second = evaluate_codes(hand, low), evaluate_codes(shuffled, low)
    assert (first.key, first.cheatin) == (second.key, second.cheatin)


@given(legal_hands)
def test_it_never_flags_a_legal_five_card_hand_cheatin(hand):
    assert not evaluate_codes(hand).cheatin


@given(plain_hands)
def test_it_flags_a_hand_cheatin_exactly_when_two_cards_share_suit_and_value(hand):
    assert evaluate_codes(hand).cheatin == (len(set(hand)) < 5)


@given(st.lists(cards_or_jokers, min_size=5, max_size=8), lowball, st.booleans())
@settings(max_examples=60)
def test_it_picks_the_best_five_of_the_cards(pool, low, legal_only):
    best = best_hand_codes(pool, lowball=low, legal_only=legal_only)
    fives = [evaluate_codes(five, low) for five in combinations(pool, 5)]
    candidates = [r for r in fives if not r.cheatin] if legal_only and any(not r.cheatin for r in fives) else fives
    wanted = min(r.key for r in candidates) if low else max(r.key for r in candidates)
    assert best.key == wanted
    assert best.cheatin == all(r.cheatin for r in candidates if r.key == wanted)


@given(hands, hands, st.integers(min_value=-12, max_value=12))
def test_it_puts_a_modified_hand_below_every_unmodified_hand_of_its_rank(a, b, delta):
    changed = modified(evaluate_codes(a), delta)
    other = evaluate_codes(b)
    assert 1 <= changed.rank <= 11
    if delta and other.rank == changed.rank:
        assert changed < other
