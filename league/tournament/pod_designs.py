"""Repeat-free pod schedules from resolvable designs, fitted to the rounds already played.

A resolvable design seats the players in pods round after round so that every pair meets exactly
once over its rounds:

- ``q * q`` players in pods of ``q`` (q a prime or 4 or 8), ``q + 1`` rounds: the affine plane over
  the field of ``q`` elements, its lines the pods and each class of parallel lines a round. 9
  players in threes play 4 such rounds, 16 in fours 5 (a 4 x 4 grid's rows and columns and the
  three classes of slopes 1, a and a + 1), 25 in fives 6.
- 15 players in threes, 7 rounds: Kirkman's schoolgirls (``kirkman_classes``).
- 27 players in threes (13 rounds), 28 in fours (9), 40 in fours (13), 21 in threes (10, a Kirkman
  triple system): rounds developed over the integers mod m (``rotational_classes``) from base
  rounds found once by a computer search.
- 32 players in fours, 10 rounds (the social golfers 8-4-10): planes of GF(2)^4 with signs
  (``signed_plane_classes``). Each player never meets one other: a packing, not a design.

Past the design's rounds, or when the rounds played do not leave enough of it repeat-free, the
design is cycled (``cycled_design``): its rounds not yet used first, then the used ones, the
fewest pairs met first. Every pair then meets once before any meets again, so each pair's
meetings differ from the average by less than one: 40 players in fours over 14 rounds meet every
other player once and three of them twice, the 60 repeats the counting floor says are forced.
A design where some pairs never meet (a packing: 32 players in fours, each missing one other)
plays its leave round (``leave_round``), which seats those pairs, right after its unused rounds
and again in every cycle: the floor still, though the leave's pods meet more than the average.

Mid-event the rounds already played are whatever they were, so the design is *fitted*: a
backtracking search maps players to points so that every pair that has met shares a pod in one
of at most ``rounds in the design - rounds wanted`` of its rounds; the other rounds are then a
repeat-free completion. When the rounds played came from the design (as the look-ahead seats
them) the fit exists; for a plane any two rounds that met nobody twice always fit (two orthogonal
partitions are a grid's rows and columns). The search counts its steps (``lookahead.Search``)
and gives up past its budget.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import NamedTuple

from league.tournament.lookahead import Search, bits

PLANE_ORDERS = (2, 3, 4, 5, 7, 8)
IRREDUCIBLE = {4: 0b111, 8: 0b1011}  # x^2 + x + 1 and x^3 + x + 1
# (players, pod size) -> (m, base round, pods each making a round of its own). Player j * m + x is
# the point x mod m of level j (players // m levels); the players past the levels are fixed
# points. A shift adds t mod m to every point's x and keeps the fixed points: the base round
# shifted gives m rounds, and each of the last pods with its m shifts one round. Every difference
# between two levels (and within one, up to sign), and between a fixed point and a level, is used
# by one pod only, so no pair meets twice. Found by computer searches: 27, 28 and 40 by
# backtracking over pods closed under (j, x) -> (j + 1, u x) (u of order size - 1 mod m), 21 by
# annealing the base round; test_pod_designs.py checks them.
ROTATIONAL_BASES = {
    (27, 3): (
        13,
        (
            (0, 13, 26),
            (1, 23, 24),
            (2, 17, 21),
            (3, 11, 14),
            (4, 10, 22),
            (5, 19, 25),
            (6, 7, 9),
            (8, 12, 16),
            (15, 18, 20),
        ),
        (),
    ),
    (28, 4): (
        9,
        (
            (0, 9, 18, 27),
            (1, 8, 21, 24),
            (2, 7, 19, 26),
            (3, 6, 13, 14),
            (4, 5, 10, 17),
            (11, 16, 22, 23),
            (12, 15, 20, 25),
        ),
        (),
    ),
    (40, 4): (
        13,
        (
            (0, 13, 26, 39),
            (1, 12, 17, 18),
            (2, 14, 22, 24),
            (3, 8, 9, 31),
            (4, 7, 15, 34),
            (5, 20, 36, 37),
            (6, 10, 30, 35),
            (11, 21, 25, 32),
            (16, 23, 28, 38),
            (19, 27, 29, 33),
        ),
        (),
    ),
    # Z_7 x 3 levels: 7 rounds from the base, 3 from pods holding one point of each level
    (21, 3): (
        7,
        ((0, 11, 19), (1, 3, 4), (2, 8, 17), (5, 7, 18), (6, 9, 15), (10, 12, 13), (14, 16, 20)),
        ((0, 7, 14), (0, 8, 18), (0, 12, 17)),
    ),
}


# 32 players in fours over 10 rounds: player x + 16 e is the point x of GF(2)^4 with sign e. A round
# takes the plane {0, a, b, a ^ b} and a sign s(y) for each point y (bit y of the mask): its pods
# are {(y, s(y) ^ e) : y in a coset of the plane}, for e = 0 and 1. So (x, e) and (y, f), x != y,
# meet in a round when x ^ y is in its plane and e ^ f = s(x) ^ s(y). Every non-zero vector lies
# in two of the planes, and the signs (solved for over GF(2)) give those two rounds opposite
# parities on each pair x, y: every pair meets once, but x and x + 16 never. Found by a computer
# search; test_pod_designs.py checks it.
SIGNED_PLANES = (
    ((1, 6), 0x0000),
    ((1, 8), 0xAAAA),
    ((2, 4), 0xF0F0),
    ((2, 8), 0x33CC),
    ((3, 12), 0x6AC0),
    ((3, 13), 0x3F0C),
    ((4, 9), 0x0000),
    ((5, 10), 0x9F90),
    ((5, 11), 0xF960),
    ((7, 11), 0x96F0),
)


class Design(NamedTuple):
    rounds: list[list[list[int]]]  # no pair meets in two of them
    meets_in: list[list[int]]  # meets_in[a][b]: the round in which a and b meet, -1 if none (or a == b)
    first_choices: list[list[int]]  # symmetry-broken point choices for the first players placed
    leave: list[list[list[int]]]  # a round seating the pairs no round seats (``leave_round``), if any


def field_ops(q: int) -> tuple[list[list[int]], list[list[int]]]:
    """Addition and multiplication tables of the field of ``q`` elements (q a prime, 4 or 8)."""
    if q in IRREDUCIBLE:
        poly, width = IRREDUCIBLE[q], q.bit_length() - 1

        def times(a: int, b: int) -> int:
            product = 0
            for shift in range(width):
                if b >> shift & 1:
                    product ^= a << shift
            for shift in range(2 * width - 2, width - 1, -1):
                if product >> shift & 1:
                    product ^= poly << (shift - width)
            return product

        return [[a ^ b for b in range(q)] for a in range(q)], [[times(a, b) for b in range(q)] for a in range(q)]
    return [[(a + b) % q for b in range(q)] for a in range(q)], [[a * b % q for b in range(q)] for a in range(q)]


def parallel_classes(q: int) -> list[list[list[int]]]:
    """The ``q + 1`` rounds of the affine plane of order ``q``: point (x, y) is player x * q + y;
    class m < q holds the lines y = m x + c, class q the lines x = c."""
    add, mul = field_ops(q)
    classes = [[[x * q + add[mul[m][x]][c] for x in range(q)] for c in range(q)] for m in range(q)]
    classes.append([[c * q + y for y in range(q)] for c in range(q)])
    return classes


def kirkman_classes() -> list[list[list[int]]]:
    """Kirkman's schoolgirls: 15 players in threes for 7 rounds, everyone meeting everyone once.
    The players are the 15 points of the projective space of dimension 3 over the field of two
    elements (the non-zero 4-bit numbers), the pods its 35 lines {a, b, a xor b}; a round is a
    spread (5 disjoint lines) and 7 spreads with no line in common are found by exact cover."""
    lines = sorted({tuple(sorted((a, b, a ^ b))) for a in range(1, 16) for b in range(a + 1, 16)})

    def spreads(covered: int, chosen: list[tuple[int, ...]]) -> list[list[tuple[int, ...]]]:
        if covered == (1 << 16) - 2:
            return [list(chosen)]
        point = next(p for p in range(1, 16) if not covered >> p & 1)
        found = []
        for line in lines:
            mask = sum(1 << p for p in line)
            if point in line and not covered & mask:
                found += spreads(covered | mask, [*chosen, line])
        return found

    every = [frozenset(spread) for spread in spreads(0, [])]

    def pack(used: frozenset[tuple[int, ...]], chosen: list[frozenset]) -> list[frozenset] | None:
        if len(used) == len(lines):
            return chosen
        line = next(line for line in lines if line not in used)
        for spread in every:
            if line in spread and not spread & used:
                packed = pack(used | spread, [*chosen, spread])
                if packed is not None:
                    return packed
        return None

    packing = pack(frozenset(), [])
    assert packing is not None, "PG(3, 2) has a packing (Kirkman's solution)"
    return [[[p - 1 for p in line] for line in sorted(spread)] for spread in packing]


def rotational_classes(players: int, size: int) -> list[list[list[int]]]:
    """The rounds of ``ROTATIONAL_BASES``: the base round shifted by each t mod m, then each
    round-making pod with its m shifts."""
    m, base, whole = ROTATIONAL_BASES[(players, size)]
    levels = players // m

    def shifted(pod: Sequence[int], t: int) -> list[int]:
        return [p if p >= levels * m else p - p % m + (p + t) % m for p in pod]

    developed = [[shifted(pod, t) for pod in base] for t in range(m)]
    return developed + [sorted(shifted(pod, t) for t in range(m)) for pod in whole]


def signed_plane_classes() -> list[list[list[int]]]:
    """The 10 rounds of ``SIGNED_PLANES`` for 32 players in fours."""
    rounds = []
    for (a, b), signs in SIGNED_PLANES:
        plane = (0, a, b, a ^ b)
        cosets = [[x ^ v for v in plane] for x in sorted({min(x ^ v for v in plane) for x in range(16)})]
        rounds.append([sorted(y + 16 * ((signs >> y & 1) ^ e) for y in coset) for coset in cosets for e in (0, 1)])
    return rounds


def class_table(classes: Sequence[Sequence[Sequence[int]]], n: int) -> list[list[int]]:
    """``table[a][b]``: the round in which a and b meet (-1 when they never do, or a == b)."""
    table = [[-1] * n for _ in range(n)]
    for number, pods in enumerate(classes):
        for pod in pods:
            for a in pod:
                for b in pod:
                    if a != b:
                        table[a][b] = number
    return table


def leave_round(table: Sequence[Sequence[int]], size: int) -> list[list[list[int]]]:
    """[a round seating the pairs no round of the design seats], or [] when there are none or they
    do not fall into groups (linked by such pairs) of one size dividing ``size``: those groups,
    ``size // group`` to a pod. 32 players in fours miss one other each: two such pairs to a pod
    seat all of them, 32 repeats where a round of the design makes 48."""
    n = len(table)
    group_of = list(range(n))

    def root(p: int) -> int:
        while group_of[p] != p:
            group_of[p] = group_of[group_of[p]]
            p = group_of[p]
        return p

    for a in range(n):
        for b in range(a + 1, n):
            if table[a][b] < 0:
                group_of[root(a)] = root(b)
    groups: dict[int, list[int]] = {}
    for p in range(n):
        groups.setdefault(root(p), []).append(p)
    sizes = {len(group) for group in groups.values()}
    if sizes == {1} or len(sizes) != 1 or size % sizes.pop():
        return []
    ordered = [p for group in groups.values() for p in group]
    return [[ordered[i : i + size] for i in range(0, n, size)]]


@cache
def design(players: int, size: int) -> Design | None:
    """The resolvable design for ``players`` in pods of ``size``, or None when there is none here."""
    if size in PLANE_ORDERS and players == size * size:
        classes = parallel_classes(size)
        # any point can be the first, any other the second, and the third is on their line or,
        # as every point off it, can be (1, 0)
        return Design(classes, class_table(classes, players), [[0], [1], [*range(2, size), size]], [])
    if (players, size) == (15, 3):
        classes = kirkman_classes()
    elif (players, size) in ROTATIONAL_BASES:
        classes = rotational_classes(players, size)
    elif (players, size) == (32, 4):
        classes = signed_plane_classes()
    else:
        return None
    table = class_table(classes, players)
    return Design(classes, table, [], leave_round(table, size))


def fitted_design(met: Sequence[int], size: int, rounds: int, search: Search) -> list[list[list[int]]] | None:
    """``rounds`` repeat-free rounds in pods of ``size`` for the players of ``met`` (bit q of
    ``met[p]``: p has met q), from a design fitted to the meetings so far; None when no design
    applies or no fit was found within the search's budget."""
    found = design(len(met), size)
    if found is None or rounds > len(found.rounds):
        return None
    fitted = fit(met, found, len(found.rounds) - rounds, search)
    return None if fitted is None else fitted[:rounds]


def cycled_design(met: Sequence[int], size: int, rounds: int, search: Search) -> list[list[list[int]]] | None:
    """``rounds`` rounds in pods of ``size`` from a design fitted to the meetings so far with the
    fewest of its rounds holding them, then cycled (module docstring); None when no design
    applies or no fit was found within the search's budget."""
    found = design(len(met), size)
    if found is None:
        return None
    total = len(found.rounds)
    fitted = as_labelled(met, found)
    if fitted is None:
        # a player meets size - 1 others in each round of the design: so many rounds hold their pairs
        holding = max(-(-m.bit_count() // (size - 1)) for m in met)
        fitted = fit(met, found, max(total - min(rounds, total), holding), search, exact=True)
    if fitted is None:
        return None
    return [fitted[number % len(fitted)] for number in range(rounds)]


def as_labelled(met: Sequence[int], found: Design) -> list[list[list[int]]] | None:
    """The design's rounds, those not played first, then its leave round, then the rest, when the
    pairs that have met are exactly those of some of its rounds (and of its leave) with player p
    at point p (the rounds played came from this design as labelled: the planner seats its rounds
    so), else None. No search: a pair at a time."""
    classes, direction = found.rounds, found.meets_in
    n = len(met)
    played: dict[int, int] = {}
    for p in range(n):
        for q in bits(met[p]):
            if q > p and direction[p][q] >= 0:
                played[direction[p][q]] = played.get(direction[p][q], 0) + 1
    pairs = sum(len(pod) * (len(pod) - 1) // 2 for pod in classes[0])
    if any(count != pairs for count in played.values()):
        return None
    order = sorted(range(len(classes)), key=lambda number: number in played)
    unplayed = len(classes) - len(played)
    ordered = (
        [classes[number] for number in order[:unplayed]]
        + found.leave
        + [classes[number] for number in order[unplayed:]]
    )
    return [[list(pod) for pod in pods] for pods in ordered]


def fit(
    met: Sequence[int],
    found: Design,
    spare: int,
    search: Search,
    *,
    exact: bool = False,
) -> list[list[list[int]]] | None:
    """The design's rounds for the players of ``met``, mapped to its points so that every pair
    that has met shares a pod in at most ``spare`` of its rounds: the other rounds first, then
    those (the leave round, if any, between), the fewest met pairs first; None when the search
    finds no such map. ``exact``: the
    pairs of those rounds are also all pairs that have met (the rounds played were the design's),
    which prunes far more: two players who have not met never share a pod of a round in use."""
    n = len(met)
    classes, direction, first_choices, _ = found
    placed: list[int] = [-1] * n  # player -> point
    used_points = 0
    used_directions: dict[int, int] = {}  # round of the design -> how many met pairs it holds

    def next_player() -> int:
        """The unplaced player with the most placed players met (then the most met at all)."""
        return max(
            (p for p in range(n) if placed[p] < 0),
            key=lambda p: (sum(1 for o in bits(met[p]) if placed[o] >= 0), met[p].bit_count(), -p),
        )

    def place(k: int) -> bool:
        nonlocal used_points
        if k == n:
            return True
        player = next_player()
        placed_mates = [placed[o] for o in bits(met[player]) if placed[o] >= 0]
        for point in first_choices[k] if k < len(first_choices) else range(n):
            if used_points >> point & 1:
                continue
            search.tick()
            lines = [direction[point][other] for other in placed_mates if direction[point][other] >= 0]
            fresh = {d for d in lines if d not in used_directions}
            if len(used_directions) + len(fresh) > spare:
                continue
            if exact and not apart(player, point, fresh):
                continue
            placed[player], used_points = point, used_points | 1 << point
            for d in lines:
                used_directions[d] = used_directions.get(d, 0) + 1
            if place(k + 1):
                return True
            for d in lines:
                used_directions[d] -= 1
                if not used_directions[d]:
                    del used_directions[d]
            placed[player], used_points = -1, used_points & ~(1 << point)
        return False

    def apart(player: int, point: int, fresh: set[int]) -> bool:
        """Whether no player ``player`` has not met, and no two placed players who have not met,
        would share a pod of a round in use once ``fresh`` rounds join them."""
        for other in range(n):
            if placed[other] >= 0 and other != player and not met[player] >> other & 1:
                d = direction[point][placed[other]]
                if d in used_directions or d in fresh:
                    return False
        for a in range(n) if fresh else ():
            for b in range(a + 1, n):
                if (
                    placed[a] >= 0
                    and placed[b] >= 0
                    and not met[a] >> b & 1
                    and direction[placed[a]][placed[b]] in fresh
                ):
                    return False
        return True

    if not place(0):
        return None
    player_at = {point: player for player, point in enumerate(placed)}
    order = sorted(range(len(classes)), key=lambda number: used_directions.get(number, 0))
    unused = len(classes) - len(used_directions)
    ordered = (
        [classes[number] for number in order[:unused]] + found.leave + [classes[number] for number in order[unused:]]
    )
    return [[sorted(player_at[point] for point in line) for line in pods] for pods in ordered]
