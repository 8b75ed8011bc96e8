"""The pod sweep's fields (``league.benchmarks.pod_repeats``) played to their last round over its
seeds: no repeat meeting where the field allows none, the proven fewest where some are forced,
the console warned exactly then, and never a second bye while someone has none."""

from __future__ import annotations

import pytest

from league.benchmarks.pod_repeats import FIELDS, SEEDS, field_row
from league.tournament.pod_floor import PROVEN_FEWEST

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
    [(40, 4, 14), (28, 4, 10), (27, 3, 14), (22, 4, 10)],  # designs one round past full, and a bye field
    ids=lambda field: "x".join(map(str, field)),
)
def test_fields_that_must_repeat_end_every_seed_at_the_floor_well_under_a_second_a_round(field):
    row = field_row(*field, range(3))
    assert row["repeats"] == [row["floor"]] * 3
    assert row["second_byes"] == 0
    assert row["slowest_round_cpu_seconds"] < 0.5
