"""Repeat-free pod schedules from affine planes, fitted to the rounds already played.

``q * q`` players in pods of ``q`` (q a prime or 4 or 8) can play ``q + 1`` rounds with nobody
meeting twice: the points of the affine plane over the field of ``q`` elements are the players,
its lines the pods, and each of its ``q + 1`` parallel classes (the lines of one direction) a
round. 9 players in threes play 4 such rounds, 16 in fours 5 (a 4 x 4 grid's rows and columns and
the three classes of slopes 1, a and a + 1), 25 in fives 6.

Mid-event the rounds already played are whatever they were, so the plane is *fitted*: a
backtracking search maps players to points so that every pair that has met lies on a line of one
of at most ``q + 1 - rounds`` directions; the other directions' classes are then a repeat-free
completion. When the rounds played came from such a plane (as the look-ahead seats them) the fit
exists; any two rounds that met nobody twice always fit (two orthogonal partitions are a grid's
rows and columns). The search counts its steps (``lookahead.Search``) and gives up past its budget.
"""

from __future__ import annotations

from collections.abc import Sequence

from league.tournament.lookahead import Search, bits

PLANE_ORDERS = (2, 3, 4, 5, 7, 8)
IRREDUCIBLE = {4: 0b111, 8: 0b1011}  # x^2 + x + 1 and x^3 + x + 1


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


def directions(q: int) -> list[list[int]]:
    """``direction[a][b]``: the class of the line through points a and b (-1 when a == b)."""
    n = q * q
    direction = [[-1] * n for _ in range(n)]
    for number, lines in enumerate(parallel_classes(q)):
        for line in lines:
            for a in line:
                for b in line:
                    if a != b:
                        direction[a][b] = number
    return direction


def fitted_plane(met: Sequence[int], size: int, rounds: int, search: Search) -> list[list[list[int]]] | None:
    """``rounds`` repeat-free rounds in pods of ``size`` for the players of ``met`` (bit q of
    ``met[p]``: p has met q), from an affine plane fitted to the meetings so far; None when the
    plane does not apply or no fit was found within the search's budget."""
    n = len(met)
    if size not in PLANE_ORDERS or n != size * size or rounds > size + 1:
        return None
    direction = directions(size)
    allowed_directions = size + 1 - rounds
    placed: list[int] = [-1] * n  # player -> point
    used_points = 0
    used_directions: dict[int, int] = {}  # direction -> how many met pairs lie on it
    # the plane's symmetries: any point can be the first, any other the second, and the third is
    # on their line or, as every point off it, can be (1, 0)
    first_choices = [[0], [1], [*range(2, size), size]]

    def next_player() -> int:
        """The unplaced player with the most placed players met (then the most met at all)."""
        return max(
            (p for p in range(n) if placed[p] < 0),
            key=lambda p: (sum(1 for o in bits(met[p]) if placed[o] >= 0), met[p].bit_count(), -p),
        )

    def fit(k: int) -> bool:
        nonlocal used_points
        if k == n:
            return True
        player = next_player()
        placed_mates = [placed[o] for o in bits(met[player]) if placed[o] >= 0]
        for point in first_choices[k] if k < len(first_choices) else range(n):
            if used_points >> point & 1:
                continue
            search.tick()
            lines = [direction[point][other] for other in placed_mates]
            fresh = {d for d in lines if d not in used_directions}
            if len(used_directions) + len(fresh) > allowed_directions:
                continue
            placed[player], used_points = point, used_points | 1 << point
            for d in lines:
                used_directions[d] = used_directions.get(d, 0) + 1
            if fit(k + 1):
                return True
            for d in lines:
                used_directions[d] -= 1
                if not used_directions[d]:
                    del used_directions[d]
            placed[player], used_points = -1, used_points & ~(1 << point)
        return False

    if not fit(0):
        return None
    player_at = {point: player for player, point in enumerate(placed)}
    free = [lines for number, lines in enumerate(parallel_classes(size)) if number not in used_directions]
    return [[sorted(player_at[point] for point in line) for line in lines] for lines in free[:rounds]]
