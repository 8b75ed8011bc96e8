"""Repeat meetings of small pod fields played to their last round, seed by seed: the sweep that
issue 20's pod figures come from. ``python -m league.benchmarks.pod_repeats`` prints one row per
field (players x pod size x rounds) with the repeats of each seed, the floor no schedule can
beat (``pod_floor.event_floor``), whether the console warned, byes given while someone had none,
and the CPU seconds of the slowest round's seating (the simulation's own timings are wall
seconds, which a loaded machine inflates). ``FIELDS`` is the tested sweep; ``MUST_REPEAT`` adds
fields that must repeat over many rounds (with and without byes), named on the command line or
with ``--all``.

A repeat is each extra meeting of a pair (a pair meeting three times counts two).
"""

from __future__ import annotations

import json
import sys
import time
from collections import Counter
from itertools import combinations
from typing import Any

from league.tournament import simulate
from league.tournament.pod_floor import event_floor
from league.tournament.pods import pod_sizes
from league.tournament.simulate import simulate_with_warnings

FIELDS = ((9, 3, 4), (10, 3, 4), (12, 3, 4), (12, 3, 5), (13, 4, 4), (16, 4, 5), (20, 4, 5), (24, 4, 4), (24, 4, 5))
MUST_REPEAT = (
    (40, 4, 14),
    (16, 4, 8),
    (20, 4, 10),
    (30, 3, 20),
    (28, 4, 10),
    (27, 3, 14),
    (22, 4, 10),
    (17, 4, 8),
    (21, 3, 11),
    (32, 4, 11),
    (36, 4, 12),
)
SEEDS = range(6)


def event_repeats(report: dict[str, Any]) -> int:
    met: Counter[tuple[str, str]] = Counter()
    for played in report["rounds"]:
        for table in played["tables"]:
            met.update(combinations(sorted(table), 2))
    return sum(times - 1 for times in met.values())


def second_byes(report: dict[str, Any]) -> int:
    """Byes given to a player while someone still had none."""
    byes: Counter[str] = Counter()
    players = {p for played in report["rounds"] for table in played["tables"] for p in table}
    players |= {p for played in report["rounds"] for p in played["byes"]}
    wrong = 0
    for played in report["rounds"]:
        for player in played["byes"]:
            if byes[player] > min(byes[p] for p in players):
                wrong += 1
        byes.update(played["byes"])
    return wrong


class CpuTimed:
    """``pair_pods`` as the simulation calls it, keeping the most CPU seconds one call took."""

    def __init__(self) -> None:
        self.slowest = 0.0
        self.pair_pods = simulate.pair_pods

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        started = time.process_time()
        seated = self.pair_pods(*args, **kwargs)
        self.slowest = max(self.slowest, time.process_time() - started)
        return seated


def field_row(players: int, size: int, rounds: int, seeds: range) -> dict[str, Any]:
    repeats, warned, bad_byes = [], [], 0
    timed = CpuTimed()
    simulate.pair_pods = timed
    try:
        for seed in seeds:
            report, warnings = simulate_with_warnings(
                format="swiss", players=players, seed=seed, rounds=rounds, pod_size=size, pod_allowed=(size,)
            )
            repeats.append(event_repeats(report))
            warned.append(bool(warnings))
            bad_byes += second_byes(report)
    finally:
        simulate.pair_pods = timed.pair_pods
    sizes, _ = pod_sizes(players, size, (size,))
    return {
        "field": f"{players}x{size}x{rounds}",
        "repeats": repeats,
        "floor": event_floor(players, sizes, rounds),
        "warned": warned,
        "second_byes": bad_byes,
        "slowest_round_cpu_seconds": round(timed.slowest, 3),
    }


def main(argv: list[str]) -> None:
    every = (*FIELDS, *MUST_REPEAT)
    named = [f for f in every if f"{f[0]}x{f[1]}x{f[2]}" in argv]
    chosen = every if "--all" in argv else named or FIELDS
    for players, size, rounds in chosen:
        print(json.dumps(field_row(players, size, rounds, SEEDS)), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
