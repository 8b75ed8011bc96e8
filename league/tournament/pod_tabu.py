"""Tabu search for pod schedules with byes: the rounds still planned, seated so that pairs meet
again as little as possible, and who sits out each round chosen with the pods.

The social golfer problem with a bench: every round splits the players into pods of the given
sizes plus a bench of ``bench`` players (the byes). A repeat is each meeting of a pair that has
already met (in the history or earlier in the schedule). Byes stay fair: in every round nobody on
the bench has had more byes than anyone seated (``fair_benches``), so nobody gets a second bye
while another player has none.

The search is the conflict-directed tabu search that solves social golfer instances (Dotú and
Van Hentenryck, "Scheduling social golfers locally"): each step makes the best swap of a player
who meets someone again with any player of another pod or of the bench in the same round; the
two players may not move again in that round for a few steps unless that beats the best
schedule; after a long stall the best schedule is perturbed by a few random swaps. The steps are
counted, so the caller sets the CPU spent. Plain Python, players are ints.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

STALL_STEPS = 100  # steps without a better schedule before a perturbation
PERTURB_SWAPS = 4
RUN_STEPS = 300  # one run's steps: several runs from fresh starts beat one long run (``restarted_tabu``)
SWAPS_TRIED = 1_000_000  # swaps scored per ``restarted_tabu``: 0.5 s; the sweep's plans score 215,000 at most


@dataclass
class SwapBudget:
    """Swaps still to be scored: a step costs as many as it tries, which grows with the field, the
    rounds and the repeats (40 players in fours over 14 rounds, which must repeat: 4,800 steps
    took 26 s, the million swaps 0.5 s)."""

    left: int


@dataclass
class BenchRound:
    """One planned round: its pods and the players on the bench (the byes)."""

    pods: list[list[int]]
    bench: list[int]

    def copy(self) -> BenchRound:
        return BenchRound([list(pod) for pod in self.pods], list(self.bench))


def fair_benches(byes: Sequence[int], rounds: Sequence[BenchRound]) -> bool:
    """Whether each round's bench holds players with no more byes than anyone seated, counting
    ``byes`` (per player, before the first round) and the benches before it."""
    counts = list(byes)
    for planned in rounds:
        if planned.bench:
            benched = max(counts[p] for p in planned.bench)
            if any(counts[p] < benched for pod in planned.pods for p in pod):
                return False
            for p in planned.bench:
                counts[p] += 1
    return True


def schedule_repeats(met: Sequence[int], rounds: Sequence[BenchRound]) -> int:
    """Meetings of pairs that had met before (``met[p]``: bitmask of p's earlier opponents)."""
    seen = list(met)
    total = 0
    for planned in rounds:
        for pod in planned.pods:
            mask = sum(1 << p for p in pod)
            total += sum((seen[p] & mask).bit_count() for p in pod) // 2
        for pod in planned.pods:
            mask = sum(1 << p for p in pod)
            for p in pod:
                seen[p] |= mask & ~(1 << p)
    return total


def first_schedule(
    met: Sequence[int], byes: Sequence[int], sizes: Sequence[int], bench: int, rounds: int, rng: random.Random
) -> list[BenchRound]:
    """A greedy start: the fairest bench (fewest byes, random among equals), then each pod opened
    by a random player and filled with whoever has met its members least."""
    n = len(met)
    count = [[(met[p] >> q) & 1 for q in range(n)] for p in range(n)]
    counts = list(byes)
    schedule = []
    for _ in range(rounds):
        order = sorted(range(n), key=lambda p: (counts[p], rng.random()))
        benched, free = order[:bench], order[bench:]
        for p in benched:
            counts[p] += 1
        rng.shuffle(free)
        pods = []
        for size in sizes:
            pod = [free.pop()]
            while len(pod) < size:
                pick = min(free, key=lambda q: (sum(count[q][x] for x in pod), rng.random()))
                free.remove(pick)
                pod.append(pick)
            for p in pod:
                for q in pod:
                    if p != q:
                        count[p][q] += 1
            pods.append(pod)
        schedule.append(BenchRound(pods, sorted(benched)))
    return schedule


def restarted_tabu(
    met: Sequence[int],
    byes: Sequence[int],
    start: Callable[[random.Random], list[BenchRound]],
    *,
    steps: int,
    seed: int,
    floor: int = 0,
    fixed_rounds: int = 0,
) -> tuple[int, list[BenchRound]]:
    """(repeats, schedule): the best of runs of ``RUN_STEPS`` steps, each from a new ``start``
    (a fair schedule), until ``steps`` are spent or a run reaches ``floor``. Runs that reach a
    repeat-free plan mostly do so within a hundred steps and the rest stay stuck (20 players in
    fours, 3 rounds left: 3 runs in 4 within 600 steps, the slowest states 1 in 4); measured over
    the sweep's states, runs of 300 steps fail the hardest state about 1 time in 100 over 4,800
    steps, where runs of 600 fail it 1 in 10 over 2,400."""
    rng = random.Random(seed)
    best: tuple[int, list[BenchRound]] | None = None
    budget = SwapBudget(SWAPS_TRIED)
    for run in range(max(1, steps // RUN_STEPS)):
        found = tabu_schedule(
            met,
            byes,
            start(rng),
            steps=RUN_STEPS,
            seed=seed + run,
            floor=floor,
            fixed_rounds=fixed_rounds,
            budget=budget,
        )
        found_repeats = schedule_repeats(met, found)
        if best is None or found_repeats < best[0]:
            best = (found_repeats, found)
        if found_repeats <= floor or budget.left <= 0:
            break
    assert best is not None
    return best


def tabu_schedule(
    met: Sequence[int],
    byes: Sequence[int],
    start: list[BenchRound],
    *,
    steps: int,
    seed: int,
    floor: int = 0,
    fixed_rounds: int = 0,
    budget: SwapBudget | None = None,
) -> list[BenchRound]:
    """The schedule with the fewest repeats found from ``start`` within ``steps`` steps (stops at
    ``floor``, or when ``budget`` runs out). ``fixed_rounds``: the first rounds are kept as they
    are. ``start`` must be fair."""
    n = len(met)
    rng = random.Random(seed)
    rounds = [planned.copy() for planned in start]
    counts = PairCounts(n)
    cost = counts.recount(met, rounds)
    best, best_cost = [planned.copy() for planned in rounds], cost
    tabu: dict[tuple[int, int], int] = {}
    stall = 0
    once, twice = counts.once, counts.twice

    def swap_delta(p: int, a: int, q: int, b: int) -> int:
        """Cost change of swapping ``p`` (in the pod of mask ``a``) with ``q`` (pod ``b``, 0: the
        bench): a pair that met twice loses a repeat, a pair that met once gains one."""
        delta = (once[q] & a & ~(1 << p)).bit_count() - (twice[p] & a).bit_count()
        if b:
            delta += (once[p] & b & ~(1 << q)).bit_count() - (twice[q] & b).bit_count()
        return delta

    for step in range(steps):
        if best_cost <= floor or (budget is not None and budget.left <= 0):
            break
        choice: tuple[int, int, int, int, int, int] | None = None  # delta, round, pod a, x, pod b (-1 bench), y
        ties = 0
        for r in range(fixed_rounds, len(rounds)):
            planned = rounds[r]
            masks = [sum(1 << p for p in pod) for pod in planned.pods]
            for a, pod in enumerate(planned.pods):
                for x, p in enumerate(pod):
                    if not twice[p] & masks[a]:
                        continue
                    targets = [(b, other) for b, other in enumerate(planned.pods) if b != a]
                    for b, other in [*targets, (-1, planned.bench)]:
                        if budget is not None:
                            budget.left -= len(other)
                        for y, q in enumerate(other):
                            delta = swap_delta(p, masks[a], q, masks[b] if b >= 0 else 0)
                            if choice is not None and delta > choice[0]:
                                continue
                            tabooed = tabu.get((r, p), -1) > step or tabu.get((r, q), -1) > step
                            if tabooed and cost + delta >= best_cost:  # aspiration: a new best is allowed
                                continue
                            if b < 0 and not bench_swap_fair(byes, rounds, r, a, x, y):
                                continue
                            if choice is None or delta < choice[0]:
                                choice, ties = (delta, r, a, x, b, y), 1
                            else:
                                ties += 1
                                if rng.randrange(ties) == 0:
                                    choice = (delta, r, a, x, b, y)
        if choice is None:  # every move is tabu: start again near the best schedule
            cost, stall = perturb(rounds, best, counts, met, rng, fixed_rounds), 0
            continue
        delta, r, a, x, b, y = choice
        apply_swap(rounds[r], a, x, b, y, counts.meet)
        cost += delta
        tenure = 2 + rng.randrange(max(2, n // 3))
        tabu[(r, rounds[r].pods[a][x])] = tabu[(r, (rounds[r].pods[b] if b >= 0 else rounds[r].bench)[y])] = (
            step + tenure
        )
        if cost < best_cost:
            best, best_cost, stall = [planned.copy() for planned in rounds], cost, 0
        else:
            stall += 1
        if stall > STALL_STEPS:
            stall = 0
            cost = perturb(rounds, best, counts, met, rng, fixed_rounds)
    return best


def bench_swap_fair(byes: Sequence[int], rounds: list[BenchRound], r: int, a: int, x: int, y: int) -> bool:
    planned = rounds[r]
    trial = BenchRound([list(pod) for pod in planned.pods], list(planned.bench))
    trial.pods[a][x], trial.bench[y] = planned.bench[y], planned.pods[a][x]
    return fair_benches(byes, [*rounds[:r], trial, *rounds[r + 1 :]])


def apply_swap(
    planned: BenchRound, a: int, x: int, b: int, y: int, meet: Callable[[int, list[int], int], None]
) -> None:
    pod = planned.pods[a]
    other = planned.pods[b] if b >= 0 else planned.bench
    p, q = pod[x], other[y]
    meet(p, pod, -1)
    if b >= 0:
        meet(q, other, -1)
    pod[x], other[y] = q, p
    meet(q, pod, +1)
    if b >= 0:
        meet(p, other, +1)


def perturb(
    rounds: list[BenchRound],
    best: list[BenchRound],
    counts: PairCounts,
    met: Sequence[int],
    rng: random.Random,
    fixed_rounds: int,
) -> int:
    """Go back to the best schedule and swap a few random pairs of seated players; the new cost."""
    rounds[:] = [planned.copy() for planned in best]
    for _ in range(PERTURB_SWAPS):
        if len(rounds) <= fixed_rounds:
            break
        planned = rounds[rng.randrange(fixed_rounds, len(rounds))]
        if len(planned.pods) < 2:
            continue
        a, b = rng.sample(range(len(planned.pods)), 2)
        x, y = rng.randrange(len(planned.pods[a])), rng.randrange(len(planned.pods[b]))
        planned.pods[a][x], planned.pods[b][y] = planned.pods[b][y], planned.pods[a][x]
    return counts.recount(met, rounds)


class PairCounts:
    """Who meets whom how often (the rounds played, then the schedule), with bitmasks of each
    player's pairs met at least once and at least twice, so that a swap's cost change is a few
    bit counts."""

    def __init__(self, n: int) -> None:
        self.count = [[0] * n for _ in range(n)]
        self.once = [0] * n
        self.twice = [0] * n

    def recount(self, met: Sequence[int], rounds: list[BenchRound]) -> int:
        """Count the meetings of ``met`` and ``rounds`` afresh; the repeats."""
        n = len(met)
        count = self.count
        for p in range(n):
            for q in range(n):
                count[p][q] = (met[p] >> q) & 1
        for planned in rounds:
            for pod in planned.pods:
                for p in pod:
                    for q in pod:
                        if p != q:
                            count[p][q] += 1
        for p in range(n):
            self.once[p] = sum(1 << q for q in range(n) if count[p][q] >= 1)
            self.twice[p] = sum(1 << q for q in range(n) if count[p][q] >= 2)
        return sum(max(0, count[p][q] - 1) for p in range(n) for q in range(p + 1, n))

    def meet(self, p: int, pod: list[int], sign: int) -> None:
        """``p`` joins (+1) or leaves (-1) the others of ``pod``."""
        for x in pod:
            if x != p:
                self.bump(p, x, sign)
                self.bump(x, p, sign)

    def bump(self, p: int, x: int, sign: int) -> None:
        row = self.count[p]
        row[x] += sign
        level = row[x] if sign > 0 else row[x] + 1  # the count that gained or lost its bit
        if level == 1:
            self.once[p] ^= 1 << x
        elif level == 2:
            self.twice[p] ^= 1 << x
