"""Look-ahead for small pod fields: seat this round so that the rounds still planned can be seated
with the fewest repeat meetings over the whole rest of the event (none when the field allows it).

Pods run out of new opponents fast: a player meets ``size - 1`` others a round, so 12 players in
fours have 11 others to meet and three rounds of new ones at most. Seating each round on its own
(power pods, then swaps) can spend the meetings a later round needed, and that round then repeats
more than it had to. Here the whole rest of the event is planned: a depth-first search fills
rounds pod by pod (the lowest unseated player opens each pod, new opponents tried first) under a
cap on the repeats, raised one at a time from a lower bound until a schedule fits, so the first
schedule found has the fewest repeats. Two prunings lose no schedule:

- a player meets at least ``smallest pod - 1`` others a round; whatever they cannot meet new must
  be a repeat (``repeat_floor``);
- rounds are interchangeable, so they are taken in the order of player 0's first pod-mate.

Before any search, fields with a resolvable design (``q * q`` players in pods of ``q``; 15, 21 or
27 in threes; 28, 32 or 40 in fours) try the design fitted to the rounds played (``pod_designs``):
repeat-free by construction, and found in milliseconds where the search could run out of budget
(16 players in fours over 5 rounds, 15 in threes over 7). Past the design's rounds it is cycled,
which makes exactly the repeats the floor (``pod_floor``) says are forced: 40 players in fours
over 14 rounds, 60. Every search stops at that floor. Next the tabu search (``pod_tabu``, fields of up to
``TABU_UP_TO``): it finds the repeat-free schedules that exist in milliseconds (20 or 24 players in
fours over 5 rounds), and when it stops above the floor the capped search tries to prove the
fewest (fields of up to ``EXACT_UP_TO``). Larger fields: the greedy plan and the annealing.

States that failed are remembered. The search counts its steps (``lookahead.Search``) and gives up
past its budget: the caller then keeps the round seated without look-ahead.

A pair meeting again counts once for each extra meeting. Players are ints, ``met[p]`` a bitmask of
the players ``p`` has met (or must not meet); everything here is plain Python.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator, Sequence
from itertools import combinations

from league.tournament.lookahead import Search, SearchBudgetExceeded, bits
from league.tournament.pod_designs import cycled_design, design, fitted_design
from league.tournament.pod_floor import remaining_floor
from league.tournament.pod_tabu import first_schedule, restarted_tabu

POD_LOOKAHEAD_PLAYERS = 512  # past this a pod event practically never runs out of new opponents
EXACT_UP_TO = 24  # larger fields skip the caps' search: the tabu search alone plans them
DESIGN_BUDGET = 20_000  # steps to fit a design (about 50 ms)
START_TEMPERATURE = 0.3
# the tabu search's start and pair counts grow with the square of the field (0.7 s a round at 508
# players in fours over 9 rounds); past it the caps' search's first schedule recursed past
# Python's limit (a pod a frame: 127 pods x 9 rounds)
TABU_UP_TO = POD_LOOKAHEAD_PLAYERS
TABU_STEPS = 4800  # sixteen runs, stopped at the floor
Schedule = list[list[list[int]]]  # rounds of pods of players


def repeat_floor(met: Sequence[int], rounds: int, least_others: int) -> int:
    """The fewest repeat meetings ``rounds`` more rounds can make: each player meets at least
    ``least_others`` players a round and has only so many left that they have not met."""
    n = len(met)
    short = sum(max(0, rounds * least_others - (n - 1 - met[p].bit_count())) for p in range(n))
    return (short + 1) // 2  # every repeat is short for both players


def with_pods(met: Sequence[int], pods: Sequence[Sequence[int]]) -> list[int]:
    after = list(met)
    for pod in pods:
        mask = sum(1 << p for p in pod)
        for p in pod:
            after[p] |= mask & ~(1 << p)
    return after


def pod_repeats(met: Sequence[int], pod: Sequence[int]) -> int:
    mask = sum(1 << p for p in pod)
    return sum((met[p] & mask).bit_count() for p in pod) // 2


def plan_rounds(met: Sequence[int], sizes: Sequence[int], rounds: int, allowed: int, search: Search) -> Schedule | None:
    """``rounds`` seatings of every player in pods of ``sizes`` making at most ``allowed`` repeat
    meetings in all, or None when there is none. Raises ``SearchBudgetExceeded`` past the budget."""
    n = len(met)
    if sum(sizes) != n:
        raise ValueError(f"pods of {list(sizes)} do not seat {n} players")
    least = min(sizes) - 1
    failed = search.completable
    schedule: Schedule = []

    def next_round(met: list[int], left: int, allowed: int, anchor: int) -> bool:
        if left == 0:
            return True
        if repeat_floor(met, left, least) > allowed:
            return False
        key = (tuple(met), left, allowed, anchor)
        if key in failed:
            return False
        schedule.append([])
        if seat((1 << n) - 1, sorted(sizes), met, left, allowed, anchor):
            return True
        schedule.pop()
        failed[key] = False
        return False

    def seat(free: int, sizes_left: list[int], met: list[int], left: int, allowed: int, anchor: int) -> bool:
        if not free:
            mates = [p for pod in schedule[-1] if 0 in pod for p in pod if p]
            return next_round(with_pods(met, schedule[-1]), left - 1, allowed, min(mates, default=0))
        first = (free & -free).bit_length() - 1
        for size in sorted(set(sizes_left), reverse=True):
            rest = list(sizes_left)
            rest.remove(size)
            for pod, spent in pods_of(first, size, free, met, allowed, anchor if first == 0 else 0):
                schedule[-1].append(pod)
                taken = sum(1 << p for p in pod)
                if seat(free & ~taken, rest, met, left, allowed - spent, anchor):
                    return True
                schedule[-1].pop()
        return False

    def pods_of(
        first: int, size: int, free: int, met: list[int], allowed: int, floor: int
    ) -> Iterator[tuple[list[int], int]]:
        """Pods of ``size`` opened by ``first`` from ``free`` players, new opponents tried first, with
        the repeats each makes (at most ``allowed``); the second member ``floor`` or above."""
        chosen = [first]

        def grow(after: int, spent: int, mask: int) -> Iterator[tuple[list[int], int]]:
            search.tick()
            if len(chosen) == size:
                yield list(chosen), spent
                return
            above = free & ~((2 << after) - 1)
            pool = sorted(
                (p for p in bits(above) if len(chosen) > 1 or p >= floor), key=lambda p: (met[p] & mask).bit_count()
            )
            for p in pool:
                extra = (met[p] & mask).bit_count()
                if spent + extra > allowed:
                    break
                chosen.append(p)
                yield from grow(p, spent + extra, mask | 1 << p)
                chosen.pop()

        yield from grow(first, 0, 1 << first)

    return schedule if next_round(list(met), rounds, allowed, 0) else None


def schedule_repeats(met: Sequence[int], schedule: Schedule) -> int:
    total = 0
    for pods in schedule:
        total += sum(pod_repeats(met, pod) for pod in pods)
        met = with_pods(met, pods)
    return total


def fewest_repeats_plan(
    met: Sequence[int],
    sizes: Sequence[int],
    rounds: int,
    budget: int,
    *,
    seed: int = 0,
    known_floor: int = 0,
    quick: bool = False,
) -> tuple[int, Schedule]:
    """(repeats, schedule) with the fewest repeats found for ``rounds`` rounds from ``met``, within
    about ``budget`` steps. A fitted design or the tabu search (``pod_tabu``) first: they reach
    the floor in milliseconds when a repeat-free schedule exists (20 or 24 players in fours over 5
    rounds). Otherwise exact when the caps' search proved it, else the better of the caps' search
    and the tabu search. Fields with a design, or past ``TABU_UP_TO`` players:
    ``fewest_without_tabu``. The floor, where every search stops: the larger of ``known_floor`` (a
    lower bound the caller knows, ``pod_floor.event_floor``) and ``pod_floor.remaining_floor``.
    ``quick``: two tabu runs, or a fitted design else the greedy plan, and no caps' search, for a
    check the caller can afford to miss."""
    floor = max(known_floor, remaining_floor(met, sizes, rounds))
    designed = len(set(sizes)) == 1 and design(len(met), sizes[0]) is not None
    if floor == 0 and designed:
        fitted = design_plan(met, sizes[0], rounds)
        if fitted is not None:
            return 0, fitted
    cycled = design_cycle(met, sizes[0], rounds) if designed else None
    if cycled is not None and cycled[0] <= floor:
        return cycled
    if designed and quick:  # off the design a repeat-free completion is rare (16 in fours): no search
        greedy = greedy_plan(met, sizes, rounds)
        planned = (schedule_repeats(met, greedy), greedy)
        return min(planned, cycled) if cycled is not None else planned
    # a field with a design keeps to it: a tabu completion off the design is one that later rounds
    # (15 in threes) may not find again, where the design's always fits; when repeats are forced and
    # the rounds played fit no cycle of the design (avoid labels, say), the tabu search plans them
    kept = designed and (floor == 0 or cycled is not None)
    tabu = None if kept else tabu_plan(met, sizes, rounds, seed, floor, TABU_STEPS // 8 if quick else TABU_STEPS)
    if tabu is None:
        found = fewest_without_tabu(met, sizes, rounds, budget, seed, floor)
        return min(found, cycled) if cycled is not None else found
    if tabu[0] <= floor or quick or len(met) > EXACT_UP_TO:
        return tabu
    proven, found = tightest_plan(met, sizes, rounds, budget // 2, floor)
    return found if proven else min(found, tabu)


def design_cycle(met: Sequence[int], size: int, rounds: int) -> tuple[int, Schedule] | None:
    """(repeats, schedule) of the design cycled past its rounds (``pod_designs.cycled_design``):
    the fewest repeats, each pair's meetings within one of the average, when the rounds played
    came from the design."""
    try:
        cycled = cycled_design(met, size, rounds, Search(budget=DESIGN_BUDGET))
    except SearchBudgetExceeded:
        return None
    return None if cycled is None else (schedule_repeats(met, cycled), cycled)


def tabu_plan(
    met: Sequence[int], sizes: Sequence[int], rounds: int, seed: int, floor: int, steps: int
) -> tuple[int, Schedule] | None:
    """(repeats, schedule) from the tabu search (``pod_tabu``), or None past ``TABU_UP_TO`` players."""
    if len(met) > TABU_UP_TO:
        return None
    none = [0] * len(met)
    repeats, found = restarted_tabu(
        met,
        none,
        lambda rng: first_schedule(met, none, sizes, 0, rounds, rng),
        steps=steps,
        seed=seed,
        floor=floor,
    )
    return repeats, [planned.pods for planned in found]


def fewest_without_tabu(
    met: Sequence[int], sizes: Sequence[int], rounds: int, budget: int, seed: int, floor: int
) -> tuple[int, Schedule]:
    """The caps' search (up to ``EXACT_UP_TO`` players), else the greedy plan, improved by the
    annealing (``improve_schedule``) unless proven."""
    if len(met) <= EXACT_UP_TO:
        proven, found = tightest_plan(met, sizes, rounds, budget // 2, floor)
        if proven:
            return found
        improved = improve_schedule(met, found[1], moves=budget // 4, seed=seed, floor=floor)
        return min(found, (schedule_repeats(met, improved), improved))
    greedy = greedy_plan(met, sizes, rounds)
    improved = improve_schedule(met, greedy, moves=budget // 4, seed=seed, floor=floor)
    return min((schedule_repeats(met, greedy), greedy), (schedule_repeats(met, improved), improved))


def greedy_plan(met: Sequence[int], sizes: Sequence[int], rounds: int) -> Schedule:
    """The caps' search under a loose cap: its first schedule, new opponents first."""
    greedy = plan_rounds(met, sizes, rounds, rounds * len(met) ** 2, Search(budget=rounds * len(met) ** 2))
    assert greedy is not None, "a loose cap seats every schedule"
    return greedy


def design_plan(met: Sequence[int], size: int, rounds: int) -> Schedule | None:
    """A repeat-free schedule from a design fitted to the meetings so far (``pod_designs``)."""
    try:
        return fitted_design(met, size, rounds, Search(budget=DESIGN_BUDGET))
    except SearchBudgetExceeded:
        return None


def tightest_plan(
    met: Sequence[int], sizes: Sequence[int], rounds: int, budget: int, floor: int
) -> tuple[bool, tuple[int, Schedule]]:
    """(proven fewest, (repeats, schedule)): a binary search on the cap between ``floor`` and the
    best schedule so far (the first from a loose cap: new opponents first makes it greedy). Each
    try gets a quarter of the budget; a try that runs out counts as failed."""
    greedy = plan_rounds(met, sizes, rounds, rounds * len(met) ** 2, Search(budget=budget + len(met) ** 3))
    assert greedy is not None, "a loose cap seats every schedule"
    best = (schedule_repeats(met, greedy), greedy)
    low, high, spent, proven = floor, best[0] - 1, 0, True
    memo: dict = {}
    while low <= high and spent < budget:
        cap = (low + high) // 2
        search = Search(budget=max(1, budget // 4), completable=memo)
        try:
            found = plan_rounds(met, sizes, rounds, cap, search)
        except SearchBudgetExceeded:
            found, proven = None, False
        spent += search.steps
        if found is None:
            low = cap + 1
        else:
            best = (schedule_repeats(met, found), found)
            high = best[0] - 1
    return proven and low > high, best


def improve_schedule(met: Sequence[int], schedule: Schedule, *, moves: int, seed: int, floor: int = 0) -> Schedule:
    """Local search over the schedule: swap two players between pods of one round when that does
    not raise the cost (a pair meeting for the m-th time costs m - 1, so a third meeting costs
    more than a second), now and then accepting a worse swap (simulated annealing) to leave a
    local optimum. Keeps the best schedule seen; stops early at ``floor`` repeats."""
    n = len(met)
    rng = random.Random(seed)
    rounds = [[list(pod) for pod in pods] for pods in schedule]
    count = [[(met[p] >> q) & 1 for q in range(n)] for p in range(n)]
    for pods in rounds:
        for pod in pods:
            for p, q in combinations(pod, 2):
                count[p][q] += 1
                count[q][p] += 1

    def cost() -> int:
        return sum(max(0, count[p][q] - 1) * count[p][q] // 2 for p in range(n) for q in range(p + 1, n))

    def leave(p: int, pod: list[int], sign: int) -> int:
        """Cost change of ``p`` joining (+1) or leaving (-1) the others of ``pod``."""
        delta = 0
        for q in pod:
            if q != p:
                c = count[p][q]
                delta += c if sign > 0 else -(c - 1)
                count[p][q] += sign
                count[q][p] += sign
        return delta

    current = cost()
    best, best_cost = [[list(pod) for pod in pods] for pods in rounds], current
    temperature = START_TEMPERATURE
    for step in range(moves):
        if best_cost <= floor:
            break
        r = rng.randrange(len(rounds))
        pods = rounds[r]
        a, b = rng.sample(range(len(pods)), 2) if len(pods) > 1 else (0, 0)
        if a == b:
            break
        x, y = rng.randrange(len(pods[a])), rng.randrange(len(pods[b]))
        p, q = pods[a][x], pods[b][y]
        delta = leave(p, pods[a], -1) + leave(q, pods[b], -1)
        pods[a][x], pods[b][y] = q, p
        delta += leave(q, pods[a], +1) + leave(p, pods[b], +1)
        if delta <= 0 or rng.random() < math.exp(-delta / temperature):
            current += delta
            if current < best_cost:
                best, best_cost = [[list(pod) for pod in pods] for pods in rounds], current
        else:
            delta = leave(q, pods[a], -1) + leave(p, pods[b], -1)
            pods[a][x], pods[b][y] = p, q
            leave(p, pods[a], +1)
            leave(q, pods[b], +1)
        temperature = max(0.05, START_TEMPERATURE * (1 - step / moves))
    return best
