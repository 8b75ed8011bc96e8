"""Swiss pods for 3-8-player games: tables of the preferred size, grouped by points, few repeats.

1. Sizes: the fewest byes, then the most pods of the preferred size, then the smallest deviation
   from it (``pod_sizes``). Preferred pods sit at the top tables, off-size pods below.
2. Power pods: entrants in standing order fill the tables top to bottom.
3. Swaps: a player is swapped between two pods when that lowers the cost of the pair of pods,
   cost = ``REPEAT_WEIGHT`` x (pairs in a pod who met before or share an avoid label) + the sum
   over pairs in a pod of the squared score-group gap. Swaps are searched among pods within
   ``window`` tables of a pod that holds a repeat, then among all pods for repeats that remain.

4. Look-ahead (fields of up to ``POD_LOOKAHEAD_PLAYERS``, rounds still planned after this one):
   the seating above is kept when it leads to the fewest repeat meetings over the rest of the
   event that ``pod_lookahead`` finds; otherwise the cheapest round of the better schedule is
   seated now. Repeats that no schedule found avoids are a warning for the console. In a round
   with byes the rest of the event is planned among the players seated in this one.

Byes (only when no mix of allowed sizes seats everyone) go to the lowest-ranked players who have
not had one. With the look-ahead (fields of up to ``TABU_UP_TO``) who sits out is planned with the
pods (``planned_with_byes``): the rounds still to come get their byes too, never a second one
while someone has none, and this round's byes may go to other players who have had none when
that avoids repeats later. ``placement_points`` turns finishing places into points.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations

from league.tournament.entrants import Entrant, EventHistory, NoLegalPairing, next_round_entrants
from league.tournament.pod_designs import design
from league.tournament.pod_floor import event_floor, remaining_floor
from league.tournament.pod_lookahead import (
    POD_LOOKAHEAD_PLAYERS,
    TABU_STEPS,
    TABU_UP_TO,
    fewest_repeats_plan,
    pod_repeats,
    with_pods,
)
from league.tournament.pod_tabu import BenchRound, fair_benches, first_schedule, restarted_tabu

REPEAT_WEIGHT = 1_000_000
DEFAULT_WINDOW = 3
MAX_PASSES = 50
EXACT_PODS_UP_TO = 12  # a search over every seating (5,775 ways for 12 players in threes or fours)
LOOKAHEAD_BUDGET = 100_000  # search steps per plan: about 0.2 s


@dataclass(frozen=True)
class PodRound:
    """Pods (top table first) and byes; ``warnings`` name the repeat meetings swaps could not avoid."""

    pods: list[list[str]]
    byes: list[str]
    warnings: tuple[str, ...] = ()


def pod_size_options(preferred: int, min_players: int, max_players: int) -> tuple[int, ...]:
    """The preferred size and one either side, within the game's player counts (3 or more)."""
    if not min_players <= preferred <= max_players:
        raise ValueError(f"a pod of {preferred} is outside this game's {min_players}-{max_players} players")
    low = max(min_players, 3) if preferred >= 3 else min_players
    return tuple(size for size in (preferred - 1, preferred, preferred + 1) if low <= size <= max_players)


def pod_sizes(players: int, preferred: int, allowed: Iterable[int]) -> tuple[list[int], int]:
    """(table sizes, top tables first; number of byes) for ``players`` players."""
    sizes = sorted(set(allowed) | {preferred})
    if sizes[0] < 2:
        raise ValueError("a pod needs at least two players")
    # best[m]: (minus the preferred pods, total deviation, sizes) seating exactly m players
    best: list[tuple[int, int, list[int]] | None] = [None] * (players + 1)
    best[0] = (0, 0, [])
    for m in range(1, players + 1):
        options = []
        for size in sizes:
            previous = best[m - size] if m >= size else None
            if previous is not None:
                fewer, deviation, chosen = previous
                options.append((fewer - (size == preferred), deviation + abs(size - preferred), size, chosen))
        if options:
            fewer, deviation, size, chosen = min(options, key=lambda o: (o[0], o[1], -o[2]))
            best[m] = (fewer, deviation, [*chosen, size])
    for byes in range(players + 1):
        found = best[players - byes]
        if found is not None:
            chosen = sorted(found[2], key=lambda size: (size != preferred, -size))
            return chosen, byes
    raise AssertionError("zero players always fit")


class PodBoard:
    """Pods as lists of rank indices, with the cost that swaps lower."""

    def __init__(self, entrants: Sequence[Entrant], pods: list[list[int]], forbidden: set[frozenset[str]]) -> None:
        self.entrants = entrants
        self.pods = pods
        self.forbidden = forbidden
        levels = sorted({e.points for e in entrants}, reverse=True)
        index = {points: i for i, points in enumerate(levels)}
        self.groups = [index[e.points] for e in entrants]

    def clash(self, i: int, j: int) -> bool:
        a, b = self.entrants[i], self.entrants[j]
        return (
            b.player in a.opponents
            or a.player in b.opponents
            or bool(a.avoid & b.avoid)
            or frozenset((a.player, b.player)) in self.forbidden
        )

    def times_met(self, pod: Sequence[int]) -> int:
        """Earlier meetings of the pairs of ``pod``, a pair that must not meet counting as one."""
        total = 0
        for i, j in combinations(pod, 2):
            a, b = self.entrants[i], self.entrants[j]
            total += max(a.meetings.get(b.player, 0), int(self.clash(i, j)))
        return total

    def repeats(self, pod: Sequence[int]) -> int:
        return sum(1 for i, j in combinations(pod, 2) if self.clash(i, j))

    def cost(self, pod: Sequence[int]) -> int:
        spread = sum((self.groups[i] - self.groups[j]) ** 2 for i, j in combinations(pod, 2))
        return REPEAT_WEIGHT * self.repeats(pod) + spread

    def best_swap(self, p: int, q: int) -> tuple[int, int, int] | None:
        """The swap between pods p and q that lowers their joint cost most: (delta, x, y) or None."""
        a, b = self.pods[p], self.pods[q]
        before = self.cost(a) + self.cost(b)
        best = None
        for x in range(len(a)):
            for y in range(len(b)):
                new_a = [*a[:x], b[y], *a[x + 1 :]]
                new_b = [*b[:y], a[x], *b[y + 1 :]]
                delta = self.cost(new_a) + self.cost(new_b) - before
                if delta < 0 and (best is None or delta < best[0]):
                    best = (delta, x, y)
        return best

    def improve(self, window: int | None) -> None:
        """Swap players out of pods that hold a repeat, with pods up to ``window`` tables away
        (None: any pod), until no swap helps."""
        for _ in range(MAX_PASSES):
            changed = False
            for p in range(len(self.pods)):
                if not self.repeats(self.pods[p]):
                    continue
                near = range(len(self.pods))
                if window is not None:
                    near = range(max(0, p - window), min(len(self.pods), p + window + 1))
                for q in near:
                    swap = self.best_swap(p, q) if q != p else None
                    if swap is not None:
                        _, x, y = swap
                        self.pods[p][x], self.pods[q][y] = self.pods[q][y], self.pods[p][x]
                        changed = True
                        if not self.repeats(self.pods[p]):
                            break
            if not changed:
                return


def pair_pods(
    entrants: Sequence[Entrant],
    *,
    preferred: int,
    allowed: Iterable[int] = (),
    forbidden: Iterable[tuple[str, str]] = (),
    window: int = DEFAULT_WINDOW,
    rounds_after: int = 0,
    seed: int = 0,
) -> PodRound:
    """Seat one round in pods. ``entrants`` in standing order (best first), dropped players left out.

    ``allowed`` lists the other table sizes the game permits (see ``pod_size_options``). Repeat
    opponents, shared avoid labels and ``forbidden`` pairs are avoided as far as swaps allow: with
    pods, unlike 1v1, a table may have to hold a repeat when the field is small. ``rounds_after``:
    planned rounds after this one, for the look-ahead (``seed`` makes its local search replayable).
    """
    names = [e.player for e in entrants]
    if len(set(names)) != len(names):
        raise ValueError("an entrant is listed twice")
    ordered = sorted(entrants, key=lambda e: -e.points)
    sizes, bye_count = pod_sizes(len(ordered), preferred, allowed)
    byes = choose_byes(ordered, bye_count)
    seated = [i for i in range(len(ordered)) if i not in byes]
    pods, start = [], 0
    for size in sizes:
        pods.append(seated[start : start + size])
        start += size
    board = PodBoard(ordered, pods, {frozenset(pair) for pair in forbidden})
    board.improve(window)
    if any(board.repeats(pod) for pod in board.pods):
        board.improve(None)
    if any(board.repeats(pod) for pod in board.pods) and len(seated) <= EXACT_PODS_UP_TO:
        board.pods = fewest_repeat_pods(board, sizes)
    ahead: list[str] = []
    last_with_repeats = rounds_after == 0 and any(board.repeats(pod) for pod in board.pods)
    if byes and (rounds_after > 0 or last_with_repeats) and len(ordered) <= min(TABU_UP_TO, POD_LOOKAHEAD_PLAYERS):
        board.pods, byes, ahead = planned_with_byes(board, byes, rounds_after, seed)
    elif (rounds_after > 0 or last_with_repeats) and len(seated) <= POD_LOOKAHEAD_PLAYERS:
        # the last round too: swaps can miss a repeat-free seating that the search finds
        board.pods, ahead = planned_pods(board, rounds_after, seed)
    return PodRound(
        pods=[[ordered[i].player for i in sorted(pod)] for pod in board.pods],
        byes=[ordered[i].player for i in sorted(byes)],
        warnings=(*repeat_warnings(board), *ahead),
    )


def planned_pods(board: PodBoard, rounds_after: int, seed: int) -> tuple[list[list[int]], list[str]]:
    """(this round's pods, warnings): the board's seating when it leads to the fewest repeats over
    the ``rounds_after`` rounds still planned that the look-ahead finds, else the cheapest round
    of the better schedule (its rounds are interchangeable). A field with a design (``pod_designs``)
    seats the schedule's round even when the board's seating does as well: each player is then the
    design's point of their place in name order, so the next round's look-ahead finds the design
    as labelled without a search."""
    players = sorted((i for pod in board.pods for i in pod), key=lambda i: board.entrants[i].player)
    met = [sum(1 << k for k, j in enumerate(players) if j != i and board.clash(i, j)) for i in players]
    index = {i: k for k, i in enumerate(players)}
    plain = [[index[i] for i in pod] for pod in board.pods]
    sizes = [len(pod) for pod in plain]
    now = sum(pod_repeats(met, pod) for pod in plain)
    fewest = proven_floor(board.entrants, sizes, rounds_after + 1) if len(players) == len(board.entrants) else 0
    later, _ = fewest_repeats_plan(
        with_pods(met, plain), sizes, rounds_after, LOOKAHEAD_BUDGET, seed=seed, known_floor=fewest - now, quick=True
    )  # quick: when it misses, the search below plans the whole rest and seats its cheapest round
    if now + later == 0:
        return board.pods, []
    total, schedule = fewest_repeats_plan(met, sizes, rounds_after + 1, LOOKAHEAD_BUDGET, seed=seed, known_floor=fewest)
    chosen = board.pods
    found = design(len(players), sizes[0]) if len(set(sizes)) == 1 else None
    designed = found is not None
    if total < now + later or (designed and total == now + later and total):
        if found is not None and all(m.bit_count() == len(players) - 1 for m in met):
            # everyone has met everyone: every seating repeats as much, any round of the design will do
            schedule = found.rounds
        seatings = [[[players[k] for k in pod] for pod in pods] for pods in schedule]
        # the round whose pairs met least so far: once every pair has met (a design played through)
        # every round repeats, and the one met least keeps each pair's meetings near the average
        chosen = min(
            seatings, key=lambda pods: (sum(board.times_met(pod) for pod in pods), sum(board.cost(pod) for pod in pods))
        )
        top = len(board.pods[0])  # the preferred size when any pod has it: those tables first
        chosen = sorted(chosen, key=lambda pod: (len(pod) != top, min(pod)))
    else:
        total = now + later
    if total == 0:  # the schedule's round avoids what the board's seating would have forced later
        return chosen, []
    return chosen, [
        f"repeat meetings ahead: {len(players)} players cannot play the {rounds_after + 1} rounds still planned "
        f"in pods without meeting again; this seating leads to {total} repeat meetings over them, the fewest found"
    ] if rounds_after else []  # in the last round the repeats are named table by table


def proven_floor(entrants: Sequence[Entrant], sizes: Sequence[int], rounds_left: int) -> int:
    """The fewest repeat meetings the ``rounds_left`` rounds must still make, from the whole
    event's floor (``pod_floor.event_floor``) less the repeats made so far: when everyone has
    played every round so far, in pods of one size or on the bench."""
    size = sizes[0]
    if len(set(sizes)) != 1:
        return 0
    played = set()
    for e in entrants:
        meetings = sum(e.meetings.values()) if e.meetings else len(e.opponents)
        if meetings % (size - 1):
            return 0
        played.add(meetings // (size - 1) + e.byes)
    if len(played) != 1:
        return 0
    fewest = event_floor(len(entrants), sizes, played.pop() + rounds_left)
    so_far = sum(times - 1 for e in entrants for times in e.meetings.values()) // 2
    return max(0, fewest - so_far)


def planned_with_byes(
    board: PodBoard, byes: set[int], rounds_after: int, seed: int
) -> tuple[list[list[int]], set[int], list[str]]:
    """(pods, byes, warnings) for a round with byes, planned with the byes of the rounds still to
    come (``pod_tabu``): the board's seating and byes when the rest of the event then has no
    repeat, else the round of the better schedule that can go first with every bye still fair."""
    n = len(board.entrants)
    met = [sum(1 << j for j in range(n) if j != i and board.clash(i, j)) for i in range(n)]
    had = [entrant.byes for entrant in board.entrants]
    sizes = [len(pod) for pod in board.pods]
    now = BenchRound([list(pod) for pod in board.pods], sorted(byes))
    after_now = [count + (i in byes) for i, count in enumerate(had)]
    floor = max(
        proven_floor(board.entrants, sizes, rounds_after + 1), remaining_floor(met, sizes, rounds_after + 1, had)
    )
    total, kept = restarted_tabu(
        met,
        had,
        lambda rng: [now, *first_schedule(with_pods(met, now.pods), after_now, sizes, len(byes), rounds_after, rng)],
        steps=TABU_STEPS // 3,
        seed=seed,
        floor=floor,
        fixed_rounds=1,
    )
    chosen = now
    if total > floor:

        def fresh(rng: random.Random) -> list[BenchRound]:
            return first_schedule(met, had, sizes, len(byes), rounds_after + 1, rng)

        repeats, free = restarted_tabu(met, had, fresh, steps=TABU_STEPS // 3, seed=seed, floor=floor)
        if repeats < total:
            total = repeats
            firsts = [r for r in range(len(free)) if fair_benches(had, [free[r], *free[:r], *free[r + 1 :]])]
            chosen = free[min(firsts, key=lambda r: sum(board.cost(pod) for pod in free[r].pods))]
    top = len(board.pods[0])  # the preferred size when any pod has it: those tables first
    pods = sorted(chosen.pods, key=lambda pod: (len(pod) != top, min(pod)))
    if not total or not rounds_after:  # in the last round the repeats are named table by table
        return pods, set(chosen.bench), []
    return (
        pods,
        set(chosen.bench),
        [
            f"repeat meetings ahead: {n} players cannot play the {rounds_after + 1} rounds still planned "
            f"in pods without meeting again; this seating leads to {total} repeat meetings over them, the fewest found"
        ],
    )


def fewest_repeat_pods(board: PodBoard, sizes: Sequence[int]) -> list[list[int]]:
    """The seating with the lowest cost (repeats first, then point spread) over every way to split
    the players into tables of ``sizes``: exact for the small fields that run out of new opponents.
    Branch and bound; each table is filled from the best-ranked player not yet seated."""
    seated = sorted(i for pod in board.pods for i in pod)
    best_cost = sum(board.cost(pod) for pod in board.pods)
    best = [list(pod) for pod in board.pods]

    def fill(left: list[int], tables: list[list[int]], spent: int) -> None:
        nonlocal best_cost, best
        if spent >= best_cost:
            return
        if not left:
            best_cost, best = spent, [list(t) for t in tables]
            return
        size = sizes[len(tables)]
        first, rest = left[0], left[1:]
        for others in combinations(rest, size - 1):
            pod = [first, *others]
            tables.append(pod)
            fill([i for i in rest if i not in others], tables, spent + board.cost(pod))
            tables.pop()

    fill(seated, [], 0)
    return best


def repeat_warnings(board: PodBoard) -> list[str]:
    notes = []
    for number, pod in enumerate(board.pods, start=1):
        for i, j in combinations(sorted(pod), 2):
            a, b = board.entrants[i], board.entrants[j]
            if b.player in a.opponents or a.player in b.opponents:
                notes.append(f"{a.player} and {b.player} meet again at table {number}")
            elif board.clash(i, j):
                notes.append(f"{a.player} and {b.player} sit at table {number} although they should not meet")
    if notes:
        notes.append("no seating of these players avoids every repeat meeting: this one has the fewest")
    return notes


def seat_next_round(history: EventHistory, *, seed: int, preferred: int, allowed: Iterable[int] = ()) -> PodRound:
    """The whole step a tournament page needs: ``next_round_entrants`` then ``pair_pods``."""
    entrants = next_round_entrants(history, seed=seed)
    return pair_pods(
        entrants,
        preferred=preferred,
        allowed=allowed,
        forbidden=history.forbidden,
        rounds_after=history.rounds_after_next(),
        seed=seed,
    )


def choose_byes(ordered: Sequence[Entrant], count: int) -> set[int]:
    eligible = [i for i in range(len(ordered)) if not ordered[i].had_bye]
    if len(eligible) < count:
        raise NoLegalPairing(f"{count} byes are needed but only {len(eligible)} players have not had one")
    return set(eligible[len(eligible) - count :])


def placement_points(placements: Sequence[int], *, winner: float = 6.0) -> list[float]:
    """Points by finishing place in a pod: ``winner`` for first, 0 for last, linear between.

    Players who tie (equal placement) share the mean of the places they cover; a pod of one
    (a bye) gets ``winner``.
    """
    size = len(placements)
    if size == 1:
        return [winner]
    ladder = [winner * (size - place) / (size - 1) for place in range(1, size + 1)]
    points = []
    for place in placements:
        tied = sum(1 for other in placements if other == place)
        points.append(math.fsum(ladder[place - 1 : place - 1 + tied]) / tied)
    return points


def suggested_pod_rounds(players: int, size: int) -> int:
    """Rounds for one pod winner to emerge when only winners advance: log base ``size`` of N, plus one."""
    if players <= size:
        return 1
    return max(3, math.ceil(math.log(players) / math.log(size)) + 1)
