"""The pod sweep's fields (``league.benchmarks.pod_repeats``) played to their last round over its
seeds: no repeat meeting where the field allows none, the proven fewest where some are forced,
the console warned exactly then, and never a second bye while someone has none."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from league.benchmarks.pod_repeats import FIELDS, SEEDS, field_row
from league.tournament.pod_floor import PROVEN_FEWEST
from league.tournament.simulate import simulate_with_warnings

# (players, pod size, rounds) -> the fewest repeat meetings of the whole event: 0 where a
# repeat-free schedule exists (the affine planes, the social golfers 4-3-4, 5-4-5 and 6-4-5, and
# the planner's own for 10 in threes with a bye), else proven in test_pod_fewest_repeats.py and
# test_pod_fewest_repeats_with_byes.py
FEWEST = {
    (9, 3, 4): 0,
    (10, 3, 4): 0,
    (12, 3, 4): 0,
    (12, 3, 5): 3,
    (13, 4, 4): 9,
    (16, 4, 5): 0,
    (20, 4, 5): 0,
    (24, 4, 4): 0,
    (24, 4, 5): 0,
}


def test_the_sweep_covers_every_field_with_a_known_fewest():
    assert set(FEWEST) == set(FIELDS)
    assert all(FEWEST[field] == fewest for field, fewest in PROVEN_FEWEST.items())


@pytest.mark.parametrize("field", FIELDS, ids=lambda field: "x".join(map(str, field)))
def test_every_seed_ends_with_the_fewest_repeats_and_warns_exactly_when_some_remain(field):
    row = field_row(*field, SEEDS)
    fewest = FEWEST[field]
    assert row["repeats"] == [fewest] * len(SEEDS)
    assert row["warned"] == [fewest > 0] * len(SEEDS)
    assert row["second_byes"] == 0


@pytest.mark.parametrize(
    "field",
    # designs one round past full, and a bye field
    [(40, 4, 14), (28, 4, 10), (27, 3, 14), (21, 3, 11), (32, 4, 11), (22, 4, 10)],
    ids=lambda field: "x".join(map(str, field)),
)
def test_fields_that_must_repeat_end_every_seed_at_the_floor_well_under_a_second_a_round(field):
    row = field_row(*field, range(3))
    assert row["repeats"] == [row["floor"]] * 3
    assert row["second_byes"] == 0
    assert row["slowest_round_cpu_seconds"] < 0.5


@pytest.mark.parametrize("seed", [0, 1])
def test_a_design_played_through_twice_and_more_keeps_each_pair_within_one_meeting_of_the_average(seed):
    report, _ = simulate_with_warnings(format="swiss", players=16, seed=seed, rounds=12, pod_size=4, pod_allowed=(4,))
    met: Counter[tuple[str, str]] = Counter()
    for played in report["rounds"]:
        for table in played["tables"]:
            met.update(combinations(sorted(table), 2))
    assert len(met) == 16 * 15 // 2
    assert set(met.values()) == {2, 3}  # 12 rounds x 24 meetings over 120 pairs: 2.4 on average
