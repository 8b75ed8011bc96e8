"""Doomtown poker: hand ranks 1-11, tie-breaks, jokers, cheatin', lowball and rank modifiers.

Notation: a card is written value then suit, ``AS 10H KD QC 2S`` (values A 2-10 J Q K, suits
S H D C; the glyphs ♠ ♥ ♦ ♣ and ``T`` for ten are accepted too); a joker is ``JOKER``. A hand is a
list of such strings or one space-separated string.

    evaluate("6D 6C 6S 9S 10D")        -> Result(rank=4, name="Three of a Kind", cheatin=False)
    evaluate(hand, lowball=True)       -> jokers chosen to make the hand as low as possible
    best_hand(seven_cards)             -> the strongest 5-card result (stud bonus)
    compare(a, b, lowball=False)       -> 1 if a wins, -1 if b wins, 0 if identical
    modified(result, -1)               -> the worst hand of the modified rank (clamped to 1..11)
    rank_odds(deck_codes)              -> share of each rank over seeded random draws from a deck

Results order by strength (``<``, ``==``), in shootout terms also when built with ``lowball=True``;
``compare(..., lowball=True)`` reverses the order.

Fast path for the engine: cards as ints, ``code = (value - 1) * 4 + suit`` with suit 0-3 for
S H D C, and ``JOKER_CODE`` (52) for a joker (``card_code``/``card_name`` convert).
``evaluate_codes(codes, lowball=False)`` takes any iterable of 5 codes and
``best_hand_codes(codes, lowball=False, legal_only=False)`` 5 or more; both return the same
cached ``Result`` objects as the string API. ``Result.key`` is an int: compare keys directly on
hot paths.

Rulings applied (RULINGS.md "doomtown" 1-3 and the rulebook):
- Aces are always 1: A-2-3-4-5 is a straight (five high), 10-J-Q-K-A is not.
- Cheatin' = two or more non-joker cards with the same suit and value. Jokers take any suit and
  value, duplicates included (a legal four of a kind plus a joker is a legal five of a kind), so
  they never make a hand cheatin' and never make a cheatin' hand legal.
- Suits never break ties; hands that tie on every ranking card are identical (``compare`` 0).
- A flush that is also a full house, four or five of a kind keeps the higher rank.
- ``modified(result, delta)`` with a non-zero delta gives the worst hand of the new rank even
  when clamping keeps the number (the effect still applied); two modified hands of one rank tie.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations, combinations_with_replacement
from typing import Any

from games.engines.rng import Rng

SUIT_LETTERS = "SHDC"
VALUE_LETTERS = {1: "A", 11: "J", 12: "Q", 13: "K"}
JOKER_CODE = 52
JOKER = "JOKER"

HIGH_CARD, PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT, FLUSH = 1, 2, 3, 4, 5, 6
FULL_HOUSE, FOUR_OF_A_KIND, STRAIGHT_FLUSH, FIVE_OF_A_KIND, DEAD_MANS_HAND = 7, 8, 9, 10, 11
RANK_NAMES = {
    HIGH_CARD: "High Card",
    PAIR: "Pair",
    TWO_PAIR: "Two Pair",
    THREE_OF_A_KIND: "Three of a Kind",
    STRAIGHT: "Straight",
    FLUSH: "Flush",
    FULL_HOUSE: "Full House",
    FOUR_OF_A_KIND: "Four of a Kind",
    STRAIGHT_FLUSH: "Straight Flush",
    FIVE_OF_A_KIND: "Five of a Kind",
    DEAD_MANS_HAND: "Dead Man's Hand",
}
MIN_RANK, MAX_RANK = 1, 11

# Key layout: rank << 21 | unmodified << 20 | five 4-bit tie-break values, most significant first.
_RANK_SHIFT = 21
_UNMODIFIED = 1 << 20
_CACHE_LIMIT = 400_000


class PokerError(ValueError):
    """A card or hand that cannot be read."""


def card_code(value: int, suit: str) -> int:
    """Int code of a card: ``value`` 1-13, ``suit`` one of S H D C."""
    return (value - 1) * 4 + SUIT_LETTERS.index(suit)


def card_name(code: int) -> str:
    if code == JOKER_CODE:
        return JOKER
    value = (code >> 2) + 1
    return f"{VALUE_LETTERS.get(value, str(value))}{SUIT_LETTERS[code & 3]}"


def _parse_table() -> dict[str, int]:
    table = {JOKER: JOKER_CODE, "JK": JOKER_CODE}
    value_spellings = {v: [VALUE_LETTERS.get(v, str(v))] for v in range(1, 14)}
    value_spellings[1].append("1")
    value_spellings[10].append("T")
    suit_spellings = {"S": "S♠", "H": "H♥♡", "D": "D♦♢", "C": "C♣"}
    for value, spellings in value_spellings.items():
        for spelling in spellings:
            for suit, glyphs in suit_spellings.items():
                for glyph in glyphs:
                    table[spelling + glyph] = card_code(value, suit)
    return table


_PARSE = _parse_table()
DEAD_MANS_CODES = tuple(sorted(_PARSE[name] for name in ("AS", "AC", "8S", "8C", "JD")))


def parse_card(text: str) -> int:
    code = _PARSE.get(text.strip().upper())
    if code is None:
        raise PokerError(f"not a card: {text!r} (write value then suit, e.g. AS 10H KD, or JOKER)")
    return code


def parse_hand(hand: str | Iterable[str] | Iterable[int]) -> list[int]:
    """Cards as int codes from a space-separated string, a list of card strings, or codes."""
    items = hand.replace(",", " ").split() if isinstance(hand, str) else hand
    codes = []
    for item in items:
        if isinstance(item, int):
            if not 0 <= item <= JOKER_CODE:
                raise PokerError(f"not a card code: {item}")
            codes.append(item)
        else:
            codes.append(parse_card(item))
    return codes


class Result:
    """One evaluated 5-card hand. ``key`` orders results by shootout strength."""

    __slots__ = ("rank", "key", "cheatin", "codes", "jokers_as", "modified")

    def __init__(
        self,
        rank: int,
        key: int,
        cheatin: bool,
        codes: tuple[int, ...],
        jokers_as: tuple[int, ...] = (),
        modified: bool = False,
    ) -> None:
        self.rank = rank
        self.key = key
        self.cheatin = cheatin
        self.codes = codes  # the five cards as drawn, sorted, jokers as JOKER_CODE
        self.jokers_as = jokers_as  # what each joker is announced as (codes), best use first found
        self.modified = modified

    @property
    def name(self) -> str:
        return RANK_NAMES[self.rank]

    @property
    def cards(self) -> list[str]:
        return [card_name(code) for code in self.codes]

    @property
    def ties(self) -> tuple[int, ...]:
        """The ranking values compared within the rank, most significant first (empty if modified)."""
        if self.modified:
            return ()
        packed = self.key & (_UNMODIFIED - 1)
        values = tuple((packed >> shift) & 15 for shift in (16, 12, 8, 4, 0))
        return tuple(v for v in values if v)

    def __lt__(self, other: Result) -> bool:
        return self.key < other.key

    def __le__(self, other: Result) -> bool:
        return self.key <= other.key

    def __gt__(self, other: Result) -> bool:
        return self.key > other.key

    def __ge__(self, other: Result) -> bool:
        return self.key >= other.key

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Result) and self.key == other.key

    def __hash__(self) -> int:
        return hash(self.key)

    def __repr__(self) -> str:
        flag = ", cheatin'" if self.cheatin else ""
        shown = " ".join(self.cards)
        return f"<Result {self.rank} {self.name}{flag}{' (modified)' if self.modified else ''}: {shown}>"

    def to_json(self) -> dict[str, object]:
        return {
            "rank": self.rank,
            "name": self.name,
            "cheatin": self.cheatin,
            "cards": self.cards,
            "jokers_as": [card_name(code) for code in self.jokers_as],
            "modified": self.modified,
        }


# ---- value patterns: every multiset of five values (0-12 = A..K) precomputed once ----


def _pack(ties: Sequence[int]) -> int:
    packed = 0
    for index, value in enumerate(ties):
        packed |= value << (16 - 4 * index)
    return packed


def _pattern(values: tuple[int, ...]) -> tuple[int, int, int]:
    """(rank ignoring suits, packed tie-breaks, straight-flush key or 0) for sorted values 0-12."""
    counts: dict[int, int] = {}
    for value in values:
        counts[value + 1] = counts.get(value + 1, 0) + 1
    # Ranking groups: bigger group first, then higher value.
    groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    shape = tuple(count for _, count in groups)
    ordered = [value for value, _ in groups]
    descending = sorted((v + 1 for v in values), reverse=True)
    straight = len(counts) == 5 and descending[0] - descending[4] == 4
    rank_by_shape = {
        (5,): FIVE_OF_A_KIND,
        (4, 1): FOUR_OF_A_KIND,
        (3, 2): FULL_HOUSE,
        (3, 1, 1): THREE_OF_A_KIND,
        (2, 2, 1): TWO_PAIR,
        (2, 1, 1, 1): PAIR,
        (1, 1, 1, 1, 1): HIGH_CARD,
    }
    if straight:
        top = _pack([descending[0]])
        return STRAIGHT, top, (STRAIGHT_FLUSH << _RANK_SHIFT) | _UNMODIFIED | top
    return rank_by_shape[shape], _pack(ordered), 0


_PATTERNS: dict[tuple[int, ...], tuple[int, int, int]] = {
    values: _pattern(values) for values in combinations_with_replacement(range(13), 5)
}
# Flush tie-break: all five values, highest first.
_FLUSH_TIES: dict[tuple[int, ...], int] = {
    values: _pack(sorted((v + 1 for v in values), reverse=True)) for values in _PATTERNS
}


def _key(rank: int, packed: int) -> int:
    return (rank << _RANK_SHIFT) | _UNMODIFIED | packed


def _plain_key(values: tuple[int, ...], flush: bool) -> int:
    """Key of five sorted values (0-12), with or without all cards sharing a suit."""
    rank, packed, straight_flush = _PATTERNS[values]
    if flush:
        if straight_flush:
            return straight_flush
        if rank < FLUSH:
            return _key(FLUSH, _FLUSH_TIES[values])
    return _key(rank, packed)


_DEAD_MANS_KEY = _key(DEAD_MANS_HAND, 0)
# (key without a flush, key with all five cards of one suit) for every sorted value multiset.
_KEYS = {values: (_plain_key(values, False), _plain_key(values, True)) for values in _PATTERNS}


def _evaluate_plain(codes: tuple[int, ...]) -> Result:
    """Five sorted codes without jokers."""
    if codes == DEAD_MANS_CODES:
        return Result(DEAD_MANS_HAND, _DEAD_MANS_KEY, False, codes)
    suit = codes[0] & 3
    flush = codes[1] & 3 == suit and codes[2] & 3 == suit and codes[3] & 3 == suit and codes[4] & 3 == suit
    key = _KEYS[(codes[0] >> 2, codes[1] >> 2, codes[2] >> 2, codes[3] >> 2, codes[4] >> 2)][flush]
    return Result(key >> _RANK_SHIFT, key, len(set(codes)) < 5, codes)


def _joker_suits(plain: Sequence[int], fill: Sequence[int], flush: bool) -> list[int]:
    """Suits for the jokers of these values: the shared suit for a flush; otherwise not the suit all
    the other cards share (no flush), and a card not already in the hand where one is left."""
    suits = {code & 3 for code in plain}
    if flush:
        return [min(suits, default=0)] * len(fill)
    lone = next(iter(suits)) if len(suits) == 1 else None
    taken = set(plain)
    chosen = []
    for value in fill:
        suit = min(range(4), key=lambda s: (s == lone, value * 4 + s in taken, s))
        taken.add(value * 4 + suit)
        chosen.append(suit)
    return chosen


def _best_fill(plain_values: tuple[int, ...], jokers: int, flush_possible: bool, lowball: bool) -> tuple[int, ...]:
    """(key, joker values..., flush flag) of the best joker values for these sorted plain values."""
    memo_key = (plain_values, jokers, flush_possible, lowball)
    found = _FILL_MEMO.get(memo_key)
    if found is not None:
        return found

    def better(a: int, b: int) -> bool:
        return a < b if lowball else a > b

    best: tuple[int, ...] = ()
    for fill in combinations_with_replacement(range(13), jokers):
        values = tuple(sorted(plain_values + fill))
        for flush in (False, True) if flush_possible else (False,):
            key = _plain_key(values, flush)
            if not best or better(key, best[0]):
                best = (key, *fill, int(flush))
    _FILL_MEMO[memo_key] = best
    return best


# Joker choices depend only on the other cards' values and whether they share a suit: few entries.
_FILL_MEMO: dict[tuple[tuple[int, ...], int, bool, bool], tuple[int, ...]] = {}


def _evaluate_with_jokers(codes: tuple[int, ...], lowball: bool) -> Result:
    """Enumerate joker values (and flush or not where the other cards allow it); keep the best."""
    plain = [code for code in codes if code != JOKER_CODE]
    jokers = len(codes) - len(plain)
    cheatin = len(set(plain)) < len(plain)
    if not lowball and not cheatin and set(plain) <= set(DEAD_MANS_CODES):
        missing = tuple(code for code in DEAD_MANS_CODES if code not in plain)
        return Result(DEAD_MANS_HAND, _DEAD_MANS_KEY, False, codes, missing)
    flush_possible = len({code & 3 for code in plain}) <= 1
    best = _best_fill(tuple(code >> 2 for code in plain), jokers, flush_possible, lowball)
    key, fill, flush = best[0], best[1:-1], bool(best[-1])
    suits = _joker_suits(plain, fill, flush)
    jokers_as = tuple(value * 4 + suit for value, suit in zip(fill, suits, strict=True))
    return Result(key >> _RANK_SHIFT, key, cheatin, codes, jokers_as)


_CACHES: dict[bool, dict[tuple[int, ...], Result]] = {False: {}, True: {}}


def _lookup(codes: tuple[int, ...], lowball: bool) -> Result:
    """Result for five sorted codes, cached per (hand, lowball)."""
    cache = _CACHES[lowball]
    result = cache.get(codes)
    if result is None:
        if len(cache) >= _CACHE_LIMIT:
            cache.clear()
        result = _evaluate_with_jokers(codes, lowball) if codes[-1] == JOKER_CODE else _evaluate_plain(codes)
        cache[codes] = result
    return result


def clear_caches() -> None:
    """Forget cached results (for cold-cache measurements)."""
    for cache in _CACHES.values():
        cache.clear()
    _FILL_MEMO.clear()


def evaluate_codes(codes: Iterable[int], lowball: bool = False) -> Result:
    """Evaluate five int-coded cards (see module docstring). Jokers play high, or low if ``lowball``."""
    ordered = tuple(sorted(codes))
    if len(ordered) != 5:
        raise PokerError(f"a draw hand has 5 cards, not {len(ordered)}")
    return _lookup(ordered, lowball)


def evaluate(hand: str | Iterable[str] | Iterable[int], lowball: bool = False) -> Result:
    """Evaluate a 5-card hand written in card notation (or as int codes)."""
    return evaluate_codes(parse_hand(hand), lowball)


def best_hand_codes(codes: Iterable[int], lowball: bool = False, legal_only: bool = False) -> Result:
    """Best 5 of 5 or more int-coded cards: strongest (weakest if ``lowball``), legal on equal strength.

    With ``legal_only`` a legal hand is chosen whenever some five of the cards are legal.
    """
    ordered = tuple(sorted(codes))
    if len(ordered) < 5:
        raise PokerError(f"a draw hand needs at least 5 cards, not {len(ordered)}")
    if len(ordered) == 5:
        return _lookup(ordered, lowball)
    cache = _CACHES[lowball]
    sign = -1 if lowball else 1
    # One int per candidate: legality first when insisted on, then strength, then legality.
    legal_weight = 1 << 30 if legal_only else 0
    best: Result | None = None
    best_score = 0
    for five in combinations(ordered, 5):
        result = cache.get(five) or _lookup(five, lowball)
        legal = not result.cheatin
        score = legal * legal_weight + ((sign * result.key) << 1) + legal
        if best is None or score > best_score:
            best, best_score = result, score
    assert best is not None
    return best


def best_hand(cards: str | Iterable[str] | Iterable[int], lowball: bool = False, legal_only: bool = False) -> Result:
    """Best 5-card result from 5 or more cards (the stud bonus draws extra cards)."""
    return best_hand_codes(parse_hand(cards), lowball, legal_only)


def _as_result(hand: Result | str | Iterable[str] | Iterable[int], lowball: bool) -> Result:
    return hand if isinstance(hand, Result) else evaluate(hand, lowball)


def compare(
    a: Result | str | Iterable[str] | Iterable[int],
    b: Result | str | Iterable[str] | Iterable[int],
    lowball: bool = False,
) -> int:
    """1 if hand ``a`` wins, -1 if ``b`` wins, 0 if they are identical; in lowball the lower hand wins.

    Hands given as cards are evaluated here (jokers low in lowball); results are compared as given.
    """
    key_a, key_b = _as_result(a, lowball).key, _as_result(b, lowball).key
    outcome = (key_a > key_b) - (key_a < key_b)
    return -outcome if lowball else outcome


def modified(result: Result, delta: int) -> Result:
    """The hand after a rank modifier: rank clamped to 1..11, the worst hand of that rank."""
    if delta == 0:
        return result
    rank = max(MIN_RANK, min(MAX_RANK, result.rank + delta))
    return Result(rank, modified_key(rank), result.cheatin, result.codes, result.jokers_as, modified=True)


def modified_key(rank: int) -> int:
    """The key of a modified hand of ``rank``: below every unmodified hand of that rank, equal to
    every other modified one (the rulebook's "Modifying Hand Ranks")."""
    return rank << _RANK_SHIFT


def gamblin_winner(results: Sequence[Result]) -> int | None:
    """Index of the lowest hand in a lowball round, or None when the lowest hands are identical (redraw)."""
    lowest = min(result.key for result in results)
    winners = [index for index, result in enumerate(results) if result.key == lowest]
    return winners[0] if len(winners) == 1 else None


def rank_odds(
    cards: Sequence[int], hands: int = 2000, seed: int = 1, size: int = 5, lowball: bool = False
) -> dict[str, Any]:
    """How often a deck's draws make each rank: ``hands`` seeded draws of ``size`` cards, best five kept.

    ``cards`` are a deck's int codes (jokers included); returns ``{"hands", "ranks": {1..11: share},
    "cheatin": share}``. With ``lowball`` the lowest five are kept and jokers play low.
    """
    pool = list(cards)
    if len(pool) < max(size, 5):
        raise PokerError(f"a deck of {len(pool)} cards cannot deal {max(size, 5)}")
    rng = Rng(seed)
    counts = dict.fromkeys(range(MIN_RANK, MAX_RANK + 1), 0)
    cheatin = 0
    for _ in range(hands):
        for index in range(size):  # partial Fisher-Yates: the first `size` places are a uniform draw
            other = index + rng.below(len(pool) - index)
            pool[index], pool[other] = pool[other], pool[index]
        result = best_hand_codes(pool[:size], lowball)
        counts[result.rank] += 1
        cheatin += result.cheatin
    return {
        "hands": hands,
        "ranks": {rank: count / hands for rank, count in counts.items()},
        "cheatin": cheatin / hands,
    }


def shootout_bonuses(shooter: tuple[str | None, int], backups: Iterable[str | None]) -> tuple[int, int]:
    """(stud bonus, draw bonus): the shooter's full bullets to their type, one per backup of each type.

    ``shooter`` is (bullet type "stud"/"draw", bullets); ``backups`` lists the other dudes' bullet types.
    """
    bonus = {"stud": 0, "draw": 0}
    kind, bullets = shooter
    if kind in bonus:
        bonus[kind] += bullets
    for backup in backups:
        if backup in bonus:
            bonus[backup] += 1
    return bonus["stud"], bonus["draw"]
