"""Swiss pairing for 1v1 events: no rematch ever, byes, pair-downs kept small, forbidden pairs.

Model (Cobra's maximum-weight matching, made fast): entrants come in standing order, best first.
Their *rank* is that order after a stable sort by points, and their *score group* is the index of
their points among the distinct point totals. One round is a maximum-cardinality matching over the
legal pairs (never a rematch, never two players sharing an ``avoid`` label such as a team or club,
never a ``forbidden`` pair) that is lexicographically best for:

1. the bye (odd count) to the lowest-ranked player who has not had one;
2. the fewest and smallest pair-downs: the sum of squared score-group gaps over the tables;
3. the smallest rank gaps: the sum of (rank a - rank b) squared, so within a group 1 meets 2, 3
   meets 4, and a forced pair-down keeps the higher players together (1-3, 2-4 rather than 1-4, 2-3).

Integer weights encode that order exactly. The bye is settled first: the lowest-ranked player
who may take it sits out while the rest are paired, and only if the rest cannot all be paired
does a bye node join the matching. For speed the rank order is cut into blocks paired top-down,
each closed at the first score-group edge after ``block_size`` players (or inside a group at
twice that). Whoever a block cannot pair (its odd player, the lowest ranked, or a player whose
every legal opponent is lower) floats into the next block. A block whose adjacent pairing (1-2,
3-4, ..., the last one floats) is all legal takes it without a matching: it is optimal for 2 and
3 when all pairs are allowed, since non-crossing pairs minimise any increasing convex gap cost.
A block with a rematch or two among neighbours is solved by ``banded_matching`` (a dynamic
programme over near neighbours with a lower-bound certificate), the general matching only when
that certificate fails.
If the last block cannot be completed, the pass restarts from an earlier block with the tail
merged into one wider block (1, 2, 4 ... blocks back) up to the whole field with every legal pair,
so a pairing is found whenever one exists; otherwise ``NoLegalPairing`` says who cannot be paired.

An event of at most ``block_size`` players is one block, so its pairing is exactly optimal for
1-3 (tested against brute force). On simulated events of 64 and 256 players the blocks found the
same optimum as one matching over the whole field, which is 50-200 times slower.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

import networkx as nx

from league.tournament.banded_matching import proven_band_matching
from league.tournament.entrants import Entrant, EventHistory, NoLegalPairing, next_round_entrants
from league.tournament.gc_pause import without_cyclic_gc
from league.tournament.never_stuck import LOOKAHEAD_PLAYERS, fewest_rematches, planned_pairing
from league.tournament.polish import polish
from league.tournament.ranked_field import POINT_SCALE, RankedField
from league.tournament.results import plain_number

DEFAULT_BLOCK_SIZE = 16
SPECIAL = -1  # the extra node that takes the odd player of a block: a float-down, or the bye


@dataclass(frozen=True)
class SwissRound:
    """Tables and the bye; ``warnings`` say what the organiser should know (a rematch, a second bye,
    more rounds planned than the field can play without rematches)."""

    tables: list[tuple[str, str]]
    bye: str | None = None
    warnings: tuple[str, ...] = ()


def block_bounds(groups: list[int], block_size: int) -> list[tuple[int, int]]:
    """Blocks of consecutive ranks: cut at a score-group edge once a block holds ``block_size``
    players, or inside a group once it holds twice that."""
    bounds: list[tuple[int, int]] = []
    start = 0
    for i in range(1, len(groups)):
        size = i - start
        if (groups[i] != groups[i - 1] and size >= block_size) or size >= 2 * block_size:
            bounds.append((start, i))
            start = i
    bounds.append((start, len(groups)))
    return bounds


def adjacent_pairing(
    board: RankedField, members: list[int], special: str | None
) -> tuple[list[tuple[int, int]], int] | None:
    """Pairs 1-2, 3-4, ... with the last member to the special node, or None if any is illegal."""
    pairs = [(members[k], members[k + 1]) for k in range(0, len(members) - 1, 2)]
    if not all(board.legal(a, b) for a, b in pairs):
        return None
    odd = members[-1] if len(members) % 2 else SPECIAL
    if special == "bye" and odd != SPECIAL and not board.may_take_bye(odd):
        return None
    return pairs, odd


def matched_block(board: RankedField, members: list[int], special: str | None) -> tuple[list[tuple[int, int]], int]:
    """The best matching of one block by integer weights (see the module docstring)."""
    span = members[-1] - members[0] + 1
    max_gap = board.gap(members[0], members[-1]) + 1
    half = len(members) // 2 + 1
    w_group = half * span * span + 1
    w_special = half * (w_group * max_gap * max_gap + span * span) + 1
    proven = banded_block(board, members, special, w_group)
    if proven is not None:
        return proven
    base = w_group * max_gap * max_gap + span * span + 1
    graph: nx.Graph[int] = nx.Graph()
    graph.add_nodes_from(members)
    for x, i in enumerate(members):
        for j in members[x + 1 :]:
            if board.legal(i, j):
                gap = board.gap(i, j)
                graph.add_edge(i, j, weight=base - w_group * gap * gap - (j - i) ** 2)
        if special == "float" or (special == "bye" and board.may_take_bye(i)):
            graph.add_edge(i, SPECIAL, weight=base + w_special * (i - members[0] + 1))
    pairs: list[tuple[int, int]] = []
    odd = SPECIAL
    for a, b in nx.max_weight_matching(graph, maxcardinality=True):
        if SPECIAL in (a, b):
            odd = a if b == SPECIAL else b
        else:
            pairs.append((min(a, b), max(a, b)))
    return pairs, odd


def banded_block(
    board: RankedField, members: list[int], special: str | None, w_group: int
) -> tuple[list[tuple[int, int]], int] | None:
    """``matched_block``'s answer found without the general matching (``banded_matching``), or None.
    The special node's weight outweighs every table, so it takes the lowest-ranked member who may
    have it as soon as the others can all be paired."""
    odd, rest = SPECIAL, members
    if special is not None:
        takers = [m for m in members if special == "float" or board.may_take_bye(m)]
        if not takers:
            return None
        odd = takers[-1]
        rest = [m for m in members if m != odd]
    pairs = proven_band_matching(
        rest, lambda i, j: w_group * board.gap(i, j) ** 2 + (j - i) ** 2, board.legal, board.groups.__getitem__
    )
    return None if pairs is None else (pairs, odd)


def pair_block(board: RankedField, members: list[int], last: bool) -> tuple[list[tuple[int, int]], int, list[int]]:
    """Pairs, the player who takes the special node (or SPECIAL), and the players left unpaired."""
    special = None
    if len(members) % 2:
        special = "bye" if last else "float"
    found = adjacent_pairing(board, members, special) or matched_block(board, members, special)
    pairs, odd = found
    paired = {p for pair in pairs for p in pair} | {odd}
    return pairs, odd, [m for m in members if m not in paired]


def pair_field(board: RankedField, ranks: list[int], block_size: int) -> SwissRound:
    """Pairs the players at ``ranks`` (board indices, best first) block by block, widening the tail
    until it completes; with an odd count the last block also gives the bye."""
    n = len(ranks)
    bounds = block_bounds([board.groups[i] for i in ranks], block_size)
    starts: list[tuple[list[int], int]] = []  # (carried in, pairs made before) at each block
    pairs: list[tuple[int, int]] = []
    carried: list[int] = []
    merged_back = 0
    k = 0
    while k < len(bounds):
        starts[k:] = [(carried, len(pairs))]
        start, end = bounds[k]
        last = end == n
        block_pairs, odd, unpaired = pair_block(board, sorted(carried + ranks[start:end]), last)
        pairs.extend(block_pairs)
        if not last:
            carried = unpaired + ([odd] if odd != SPECIAL else [])
            k += 1
            continue
        if not unpaired and (odd != SPECIAL or (len(carried) + end - start) % 2 == 0):
            bye = None if odd == SPECIAL else board.entrants[odd].player
            return SwissRound([(board.entrants[a].player, board.entrants[b].player) for a, b in pairs], bye)
        if k == 0:
            raise NoLegalPairing(impossible_message(board, unpaired, odd))
        merged_back = max(1, 2 * merged_back)
        k = max(0, k - merged_back)
        carried, made = starts[k]
        del pairs[made:]
        bounds[k:] = [(bounds[k][0], n)]
    raise AssertionError("the last block always returns or raises")


def pair_with_bye(board: RankedField, block_size: int) -> SwissRound:
    """The bye comes first in the objective, so try the lowest-ranked player who may take it and
    pair everyone else (an even field: no bye node to carry through the blocks). Only if the others
    cannot all be paired does the bye go into the matching to find who else should take it."""
    everyone = list(range(len(board.entrants)))
    takers = [i for i in everyone if board.may_take_bye(i)]
    if takers:
        try:
            paired = pair_field(board, everyone[: takers[-1]] + everyone[takers[-1] + 1 :], block_size)
        except NoLegalPairing:
            pass
        else:
            return SwissRound(paired.tables, board.entrants[takers[-1]].player)
    return pair_field(board, everyone, block_size)


def impossible_message(board: RankedField, unpaired: list[int], odd: int) -> str:
    names = [board.entrants[i].player for i in unpaired]
    if len(board.entrants) % 2 and not any(board.may_take_bye(i) for i in range(len(board.entrants))):
        return "no legal pairing exists: every player who could take the bye has already had one"
    return (
        f"no legal pairing exists for {len(board.entrants)} players: {', '.join(names)} cannot all be paired "
        "without a rematch or a forbidden pair"
    )


@without_cyclic_gc
def pair_swiss(
    entrants: Sequence[Entrant],
    *,
    forbidden: Iterable[tuple[str, str]] = (),
    block_size: int = DEFAULT_BLOCK_SIZE,
    rounds_after: int = 0,
    allow_rematches: bool = False,
) -> SwissRound:
    """Pair one Swiss round. ``entrants`` in standing order (best first); dropped players left out.

    ``forbidden`` pairs naming players who are not entrants are ignored. ``rounds_after``: planned
    rounds still to come after this one, kept pairable without a rematch where the field is small
    enough to look ahead (``never_stuck``). Raises ``NoLegalPairing`` when no pairing avoids every
    rematch, avoid label and forbidden pair (or nobody may take the bye), unless
    ``allow_rematches``: then the round gets the fewest rematches, with warnings.
    """
    if block_size < 2:
        raise ValueError("block_size must be at least 2")
    names = [e.player for e in entrants]
    if len(set(names)) != len(names):
        raise ValueError("an entrant is listed twice")
    if not entrants:
        return SwissRound([], None)
    ordered = sorted(entrants, key=lambda e: -e.points)
    board = RankedField(ordered, {frozenset(pair) for pair in forbidden})
    try:
        if rounds_after > 0 and len(ordered) <= LOOKAHEAD_PLAYERS:
            tables, bye, warnings = planned_pairing(board, rounds_after, lambda b: pair_board(b, block_size))
            return SwissRound(tables, bye, warnings)
        return SwissRound(*pair_board(board, block_size))
    except NoLegalPairing:
        if not allow_rematches or len(ordered) < 2:
            raise
        return SwissRound(*fewest_rematches(board))


def pair_board(board: RankedField, block_size: int) -> tuple[list[tuple[str, str]], str | None]:
    """The best pairing without a rematch: (tables, bye), blocks then ``polish`` of their pair-downs."""
    n = len(board.entrants)
    paired = pair_with_bye(board, block_size) if n % 2 else pair_field(board, list(range(n)), block_size)
    if n <= block_size:
        return paired.tables, paired.bye  # one block: already exact
    rank = {e.player: i for i, e in enumerate(board.entrants)}
    pairs = polish(board, [(rank[a], rank[b]) for a, b in paired.tables])
    return [(board.entrants[a].player, board.entrants[b].player) for a, b in pairs], paired.bye


def pairing_objective(entrants: Sequence[Entrant], result: SwissRound) -> tuple[int, float, int]:
    """(bye rank from the bottom, sum of squared point differences, sum of squared rank gaps):
    lower is better. The quantity ``pair_swiss`` minimises in order (``ranked_field``), for tests
    and for comparing pairings."""
    ordered = sorted(entrants, key=lambda e: -e.points)
    board = RankedField(ordered, set())
    rank = {e.player: i for i, e in enumerate(ordered)}
    bye_rank = len(ordered) - 1 - rank[result.bye] if result.bye else 0
    points = sum(board.gap(rank[a], rank[b]) ** 2 for a, b in result.tables) / POINT_SCALE**2
    gaps = sum((rank[a] - rank[b]) ** 2 for a, b in result.tables)
    return bye_rank, plain_number(points), gaps


def pair_next_round(
    history: EventHistory,
    *,
    seed: int,
    ratings: Mapping[str, float] | None = None,
    block_size: int = DEFAULT_BLOCK_SIZE,
) -> SwissRound:
    """The whole step a tournament page needs: ``next_round_entrants`` then ``pair_swiss``, looking
    ahead to ``history.planned_rounds`` and never stuck (the fewest rematches, with warnings)."""
    entrants = next_round_entrants(history, seed=seed, ratings=ratings)
    return pair_swiss(
        entrants,
        forbidden=history.forbidden,
        block_size=block_size,
        rounds_after=history.rounds_after_next(),
        allow_rematches=True,
    )


def suggested_swiss_rounds(players: int) -> int:
    """Rounds enough for one unbeaten player: ceil(log2 N), at least 3 (and 1 for two players)."""
    if players <= 2:
        return 1
    return max(3, math.ceil(math.log2(players)))
