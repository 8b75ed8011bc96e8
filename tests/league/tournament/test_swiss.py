"""Swiss 1v1: legality properties, and optimality against brute force on small fields."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from league.tournament.entrants import Entrant, EventHistory, NoLegalPairing, entrants_from_results, first_round_order
from league.tournament.swiss import (
    SPECIAL,
    RankedField,
    SwissRound,
    pair_block,
    pair_next_round,
    pair_swiss,
    pairing_objective,
    suggested_swiss_rounds,
)

POINTS = (0, 0, 1, 3, 3, 4, 6)
LABELS = ("red", "blue")


@st.composite
def small_fields(draw, low=2, high=9):
    """A field of up to nine entrants with a random history, avoid labels and forbidden pairs."""
    n = draw(st.integers(low, high))
    names = [f"E{i}" for i in range(n)]
    pairs = list(combinations(names, 2))
    met = {pair for pair in pairs if draw(st.booleans()) and draw(st.booleans())}
    forbidden = [pair for pair in pairs if pair not in met and draw(st.integers(0, 9)) == 0]
    entrants = []
    for name in names:
        opponents = frozenset(b if a == name else a for a, b in met if name in (a, b))
        label = draw(st.sampled_from((None, None, None, *LABELS)))
        entrants.append(
            Entrant(
                name,
                points=draw(st.sampled_from(POINTS)),
                opponents=opponents,
                had_bye=draw(st.integers(0, 3)) == 0,
                avoid=frozenset([label]) if label else frozenset(),
            )
        )
    return entrants, forbidden


def legal(a: Entrant, b: Entrant, forbidden: set[frozenset[str]]) -> bool:
    return b.player not in a.opponents and not (a.avoid & b.avoid) and frozenset((a.player, b.player)) not in forbidden


def every_legal_round(entrants: list[Entrant], forbidden_pairs) -> list[SwissRound]:
    """Brute force: every pairing with no rematch or forbidden pair, and a bye to an eligible player."""
    forbidden = {frozenset(pair) for pair in forbidden_pairs}

    def perfect(rest: list[Entrant]):
        if not rest:
            yield []
            return
        first = rest[0]
        for k in range(1, len(rest)):
            if legal(first, rest[k], forbidden):
                for tail in perfect(rest[1:k] + rest[k + 1 :]):
                    yield [(first.player, rest[k].player), *tail]

    if len(entrants) % 2 == 0:
        return [SwissRound(m) for m in perfect(list(entrants))]
    return [
        SwissRound(m, bye.player)
        for bye in entrants
        if not bye.had_bye
        for m in perfect([e for e in entrants if e is not bye])
    ]


def check_round(entrants: list[Entrant], result: SwissRound, forbidden_pairs=()) -> None:
    by_name = {e.player: e for e in entrants}
    forbidden = {frozenset(pair) for pair in forbidden_pairs}
    seated = [p for table in result.tables for p in table] + ([result.bye] if result.bye else [])
    assert sorted(seated) == sorted(by_name), "every entrant is paired exactly once or has the bye"
    assert (result.bye is not None) == (len(entrants) % 2 == 1)
    if result.bye:
        assert not by_name[result.bye].had_bye, "at most one bye per player"
    for a, b in result.tables:
        assert legal(by_name[a], by_name[b], forbidden), f"{a} v {b} is a rematch or forbidden"


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(small_fields())
def test_it_finds_the_brute_force_optimum_or_says_none_exists(field):
    entrants, forbidden = field
    candidates = every_legal_round(entrants, forbidden)
    if not candidates:
        with pytest.raises(NoLegalPairing, match="no legal pairing exists"):
            pair_swiss(entrants, forbidden=forbidden)
        return
    result = pair_swiss(entrants, forbidden=forbidden)
    check_round(entrants, result, forbidden)
    best = min(pairing_objective(entrants, c) for c in candidates)
    assert pairing_objective(entrants, result) == best


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(small_fields(low=4, high=10), st.integers(2, 3))
def test_its_fallback_pairs_whenever_a_legal_pairing_exists_even_with_tiny_blocks(field, block_size):
    entrants, forbidden = field
    exists = bool(every_legal_round(entrants, forbidden))
    if not exists:
        with pytest.raises(NoLegalPairing):
            pair_swiss(entrants, forbidden=forbidden, block_size=block_size)
        return
    check_round(entrants, pair_swiss(entrants, forbidden=forbidden, block_size=block_size), forbidden)


def test_it_keeps_score_groups_and_pairs_down_only_the_odd_player():
    entrants = [Entrant("A", 6), Entrant("B", 6), Entrant("C", 6), Entrant("D", 3), Entrant("E", 3), Entrant("F", 0)]
    result = pair_swiss(entrants)
    assert result.tables == [("A", "B"), ("C", "D"), ("E", "F")]
    assert pairing_objective(entrants, result) == (0, 18, 3)


def test_it_pairs_down_around_a_rematch_rather_than_repeating_it():
    entrants = [Entrant("A", 3, frozenset({"B"})), Entrant("B", 3, frozenset({"A"})), Entrant("C", 0), Entrant("D", 0)]
    result = pair_swiss(entrants)
    assert sorted(result.tables) == [("A", "C"), ("B", "D")]


def test_it_gives_the_bye_to_the_lowest_ranked_player_without_one():
    entrants = [Entrant("A", 3), Entrant("B", 3), Entrant("C", 0), Entrant("D", 0, had_bye=True), Entrant("E", 0)]
    assert pair_swiss(entrants).bye == "E"
    entrants[4] = Entrant("E", 0, had_bye=True)
    assert pair_swiss(entrants).bye == "C"


def test_it_never_pairs_team_mates_or_forbidden_pairs():
    entrants = [
        Entrant("A", avoid=frozenset({"club"})),
        Entrant("B", avoid=frozenset({"club"})),
        Entrant("C"),
        Entrant("D"),
    ]
    result = pair_swiss(entrants, forbidden=[("C", "D")])
    assert sorted(result.tables) == [("A", "C"), ("B", "D")] or sorted(result.tables) == [("A", "D"), ("B", "C")]
    assert ("C", "D") not in result.tables and ("A", "B") not in result.tables


def test_it_says_clearly_when_no_pairing_exists():
    everyone_met = [Entrant(p, opponents=frozenset({"A", "B", "C", "D"} - {p})) for p in "ABCD"]
    with pytest.raises(NoLegalPairing, match="cannot all be paired without a rematch"):
        pair_swiss(everyone_met)
    all_had_byes = [Entrant(p, had_bye=True) for p in "ABC"]
    with pytest.raises(NoLegalPairing, match="has already had one"):
        pair_swiss(all_had_byes)


def test_it_seeds_round_one_by_rating_top_half_against_bottom_half():
    ratings = {"A": 1900, "B": 1800, "C": 1700, "D": 1600, "E": 1500}
    order = first_round_order(list("EDCBA"), seed=1, ratings=ratings)
    assert order == ["A", "C", "B", "D", "E"]
    result = pair_swiss([Entrant(p) for p in order])
    assert result.tables == [("A", "C"), ("B", "D")] and result.bye == "E"


def test_it_shuffles_round_one_from_the_seed():
    players = [f"P{i}" for i in range(16)]
    assert first_round_order(players, seed=4) == first_round_order(players, seed=4)
    assert first_round_order(players, seed=4) != first_round_order(players, seed=5)
    assert sorted(first_round_order(players, seed=4)) == sorted(players)


def play(result: SwissRound) -> list[dict]:
    """The first seat wins every table; a bye is a win."""
    tables = [{"seats": [a, b], "points": [3, 0]} for a, b in result.tables]
    return tables + ([{"seats": [result.bye], "points": [3]}] if result.bye else [])


@settings(max_examples=25, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(12, 90), st.integers(0, 10_000), st.sampled_from([4, 32]))
def test_a_whole_event_never_repeats_a_pairing_and_respects_drops_and_late_entries(players, seed, block_size):
    names = [f"P{i:03d}" for i in range(players)]
    late = {names[-1]: 3, names[-2]: 2}
    dropped: set[str] = set()
    rounds: list[list[dict]] = []
    met: set[frozenset[str]] = set()
    byes: list[str] = []
    for number in range(1, suggested_swiss_rounds(players) + 1):
        if number == 3:
            dropped |= {names[0], names[5]}
        history = EventHistory(
            names,
            rounds,
            dropped=frozenset(dropped),
            late_entries=late,
            missed_round_points=1,
            forbidden=[(names[1], names[2])],
        )
        result = pair_next_round(history, seed=seed, block_size=block_size)
        active = [n for n in names if n not in dropped and late.get(n, 1) <= number]
        seated = [p for t in result.tables for p in t] + ([result.bye] if result.bye else [])
        assert sorted(seated) == sorted(active)
        for a, b in result.tables:
            assert frozenset((a, b)) not in met
            assert {a, b} != {names[1], names[2]}
            met.add(frozenset((a, b)))
        byes += [result.bye] if result.bye else []
        rounds.append(play(result))
    assert len(byes) == len(set(byes))


def test_it_gives_late_entries_points_for_missed_rounds_and_pairs_them():
    names = ["A", "B", "C", "D", "L"]
    rounds = [[{"seats": ["A", "B"], "points": [3, 0]}, {"seats": ["C", "D"], "points": [3, 0]}]]
    entrants = entrants_from_results(EventHistory(names, rounds, late_entries={"L": 2}, missed_round_points=1))
    assert {e.player: e.points for e in entrants} == {"A": 3, "C": 3, "L": 1, "B": 0, "D": 0}
    assert "L" not in [e.player for e in entrants_from_results(EventHistory(names, rounds, late_entries={"L": 3}))]
    result = pair_next_round(EventHistory(names, rounds, late_entries={"L": 2}), seed=1)
    assert "L" in [p for table in result.tables for p in table] + [result.bye]


def test_it_rejects_a_late_entry_seated_before_joining_and_unknown_drops():
    rounds = [[{"seats": ["A", "L"], "points": [3, 0]}]]
    with pytest.raises(ValueError, match="only joins at a later round"):
        entrants_from_results(EventHistory(["A", "L"], rounds, late_entries={"L": 2}))
    with pytest.raises(ValueError, match="not a registered player"):
        entrants_from_results(EventHistory(["A", "L"], dropped=frozenset({"Z"})))


def test_it_pairs_a_thousand_players_without_rematches_after_a_long_history():
    names = [f"P{i:04d}" for i in range(1001)]
    rounds: list[list[dict]] = []
    for _ in range(8):
        result = pair_next_round(EventHistory(names, rounds), seed=9)
        check_round(entrants_from_results(EventHistory(names, rounds)), result)
        rounds.append(play(result))


def test_the_bye_climbs_past_a_bottom_of_the_standings_that_all_had_byes():
    entrants = [Entrant(f"P{i:02d}", points=float(12 - i // 4), had_bye=i > 25) for i in range(41)]
    result = pair_swiss(entrants, block_size=4)
    assert result.bye == "P25"
    check_round(entrants, result)


@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow])
@given(small_fields(low=3, high=9))
def test_a_block_floats_its_lowest_player_it_can_spare_and_pairs_the_rest_optimally(field):
    entrants, forbidden = field
    ordered = sorted(entrants, key=lambda e: -e.points)
    board = RankedField(ordered, {frozenset(pair) for pair in forbidden})
    members = list(range(len(ordered)))
    pairs, odd, unpaired = pair_block(board, members, last=False)
    floated = [*unpaired, *([odd] if odd != SPECIAL else [])]
    paired = [p for pair in pairs for p in pair]
    assert sorted(paired + floated) == members and all(board.legal(a, b) for a, b in pairs)
    # Brute force: the most pairs, then the lowest-ranked single floater, then the objective.
    as_entrants = list(ordered)
    best = None
    for candidate in every_legal_round([replace(e, had_bye=False) for e in as_entrants], forbidden):
        key = (-len(candidate.tables), *pairing_objective(as_entrants, candidate))
        best = key if best is None or key < best else best
    if best is not None and len(ordered) % 2:
        found = SwissRound([(ordered[a].player, ordered[b].player) for a, b in pairs], ordered[odd].player)
        assert (-len(pairs), *pairing_objective(as_entrants, found)) == best
