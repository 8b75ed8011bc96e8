"""Never stuck: small fields played to their last planned round complete without a rematch, and a
field asked for more rounds than it can play gets the fewest rematches, with a warning."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from league.tournament.entrants import Entrant
from league.tournament.lookahead import Search, best_completing_matching, can_complete
from league.tournament.pods import pair_pods
from league.tournament.simulate import simulate_with_warnings
from league.tournament.swiss import pair_swiss

SEEDS = range(12)


def complete_graph(size: int) -> list[int]:
    return [((1 << size) - 1) & ~(1 << v) for v in range(size)]


def meetings(report: dict) -> tuple[Counter, Counter]:
    pairs: Counter = Counter()
    byes: Counter = Counter()
    for played in report["rounds"]:
        pairs.update(frozenset(table) for table in played["tables"])
        byes.update(played["byes"])
    return pairs, byes


@pytest.mark.parametrize(
    ("players", "rounds"), [(4, 3), (6, 5), (8, 7), (10, 9), (12, 11), (3, 3), (5, 5), (7, 7), (9, 9)]
)
def test_small_fields_play_every_round_of_a_full_schedule_without_a_rematch(players, rounds):
    for seed in SEEDS:
        report, warnings = simulate_with_warnings(format="swiss", players=players, rounds=rounds, seed=seed)
        pairs, byes = meetings(report)
        assert len(report["rounds"]) == rounds
        assert max(pairs.values()) == 1, f"seed {seed}: a rematch"
        assert max(byes.values(), default=1) == 1, f"seed {seed}: a second bye"
        assert not warnings


def test_a_field_asked_for_too_many_rounds_gets_the_fewest_rematches_and_a_warning():
    report, warnings = simulate_with_warnings(format="swiss", players=4, rounds=5, seed=3)
    pairs, _ = meetings(report)
    assert len(report["rounds"]) == 5
    assert len(pairs) == 6, "all six pairs met in the first three rounds"
    assert sum(pairs.values()) - len(pairs) == 4, "10 tables over 6 pairs: 4 rematches is the fewest"
    assert max(pairs.values()) == 2, "nobody meets a third time while a second meeting is available"
    first, fourth = warnings[1], warnings[4]
    assert any("cannot play the 5 rounds still planned" in w for w in first)
    assert any("meet for the 2nd time" in w for w in fourth)


def test_an_odd_field_past_its_byes_gets_a_second_bye_only_when_unavoidable():
    report, warnings = simulate_with_warnings(format="swiss", players=3, rounds=4, seed=1)
    _, byes = meetings(report)
    assert sorted(byes.values()) == [1, 1, 2]
    assert any("has a bye for the 2nd time" in w for w in warnings[4])


def test_the_look_ahead_knows_how_many_rounds_a_field_holds():
    search = Search()
    assert can_complete(complete_graph(6), 5, search)
    assert not can_complete(complete_graph(6), 6, search)
    # K6 without a triangle's edges: its three players must meet the other three, 3 rounds at most
    minus_triangle = complete_graph(6)
    for a, b in ((0, 1), (1, 2), (0, 2)):
        minus_triangle[a] &= ~(1 << b)
        minus_triangle[b] &= ~(1 << a)
    assert can_complete(minus_triangle, 3, search)
    assert not can_complete(minus_triangle, 4, search)
    # two triangles joined by one edge: everyone has two partners left, but only one round fits
    bridged = [0b000110, 0b000101, 0b001011, 0b110100, 0b101000, 0b011000]
    assert min(row.bit_count() for row in bridged) == 2
    assert can_complete(bridged, 1, search)
    assert not can_complete(bridged, 2, search)


def test_it_passes_over_the_best_pairing_when_that_one_dead_ends():
    """Six players, two rounds played (A-B, C-D, E-F then A-C, B-E, D-F), three to go: pairing
    A-D, B-F, C-E leaves the last two rounds unpairable, so the look-ahead picks another."""
    met = {("A", "B"), ("C", "D"), ("E", "F"), ("A", "C"), ("B", "E"), ("D", "F")}
    opponents = {p: frozenset(b if a == p else a for a, b in met if p in (a, b)) for p in "ABCDEF"}
    entrants = [Entrant(p, opponents=opponents[p]) for p in "ABCDEF"]
    result = pair_swiss(entrants, rounds_after=2)
    after = set(met) | {tuple(sorted(t)) for t in result.tables}
    left = [pair for pair in combinations("ABCDEF", 2) if pair not in after]
    assert len(left) == 6 and all(Counter(p for pair in left for p in pair)[x] == 2 for x in "ABCDEF")
    assert not result.warnings


def test_the_exact_search_finds_the_cheapest_matching_that_completes():
    cost = [[abs(a - b) for b in range(4)] for a in range(4)]
    graph = complete_graph(4)
    assert sorted(best_completing_matching(graph, cost, 2, Search())) == [(0, 1), (2, 3)]
    assert best_completing_matching(graph, cost, 3, Search()) is None


def test_pods_in_a_small_field_get_the_fewest_repeat_meetings_with_a_warning():
    groups = [("A", "B", "C", "D"), ("E", "F", "G", "H")]
    met = {frozenset(p) for g in groups for p in combinations(g, 2)}
    entrants = [Entrant(p, opponents=frozenset(q for q in "ABCDEFGH" if frozenset((p, q)) in met)) for p in "ABCDEFGH"]
    seated = pair_pods(entrants, preferred=4, allowed=(4,))
    repeats = sum(1 for pod in seated.pods for pair in combinations(pod, 2) if frozenset(pair) in met)
    assert repeats == 4, "two from each old pod at each table: 2 repeats per table is the fewest"
    assert any("meet again" in w for w in seated.warnings)


def test_simulate_tournament_prints_the_warnings_on_stderr_and_keeps_its_json(capsys):
    from django.core.management import call_command

    from tests.league.tournament.commands import simulate_args

    call_command(*simulate_args("doomtown", "swiss", 4, rounds=5, seed=3))
    out, err = capsys.readouterr()
    assert "round 4: warning:" in err and "meet for the 2nd time" in err
    assert out.startswith('{"rounds": [{"number": 1,')


def test_the_pairing_quality_benchmark_matches_the_exact_optimum_on_a_quick_run():
    from league.benchmarks.pairing_quality import run

    figures = run(quick=True)
    assert figures["states"] > 20 and figures["blocks"]["rematches"] == 0
    assert figures["squared_point_gaps_above_exact_percent"] <= 1.0
    assert figures["states_with_a_larger_pair_down_than_exact"] == 0
