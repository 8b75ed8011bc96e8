"""Swiss pairing that never gets stuck: look ahead in small fields, and the fewest rematches when
the organiser planned more rounds than the field can play without one.

``planned_pairing`` takes the best pairing (the block algorithm's) when the rounds still planned
after it can all be paired without a rematch, which is nearly always. Otherwise it searches the
pairing that is best by the same objective among those that keep the rest of the event pairable
(``lookahead``: exact, within a step budget). When no pairing keeps every planned round free of
rematches, it keeps as many as possible and says so. ``fewest_rematches`` pairs a round that
cannot avoid a rematch (or a second bye): each repeat costs more than the whole objective, a
third meeting more than a second, and team-mates or forbidden pairs more than any repeat.
"""

from __future__ import annotations

from collections.abc import Callable

import networkx as nx

from league.tournament.entrants import NoLegalPairing
from league.tournament.lookahead import (
    Search,
    SearchBudgetExceeded,
    best_completing_matching,
    can_complete,
    without,
)
from league.tournament.pairing_checks import pairing_warnings
from league.tournament.ranked_field import RankedField

LOOKAHEAD_PLAYERS = 32  # fields above this practically never run out of new opponents
BYE = -1


def field_graph(board: RankedField) -> tuple[list[int], list[list[int]]]:
    """The legal pairs as bitmask rows, and every pair's objective cost. An odd field has one more
    vertex, the bye, joined to the players who have not had one."""
    n = len(board.entrants)
    size = n + n % 2
    adjacent = [0] * size
    cost = [[0] * size for _ in range(size)]
    for i in range(n):
        for j in range(i + 1, n):
            cost[i][j] = cost[j][i] = board.table_cost(i, j)
            if board.legal(i, j):
                adjacent[i] |= 1 << j
                adjacent[j] |= 1 << i
        if n % 2:
            cost[i][n] = cost[n][i] = board.bye_cost(i)
            if board.may_take_bye(i):
                adjacent[i] |= 1 << n
                adjacent[n] |= 1 << i
    return adjacent, cost


def as_vertices(board: RankedField, tables: list[tuple[str, str]], bye: str | None) -> list[tuple[int, int]]:
    rank = {e.player: i for i, e in enumerate(board.entrants)}
    pairs = [(rank[a], rank[b]) for a, b in tables]
    if bye is not None:
        pairs.append((rank[bye], len(board.entrants)))
    return pairs


def as_round(
    board: RankedField, pairs: list[tuple[int, int]], warnings: tuple[str, ...] = ()
) -> tuple[list[tuple[str, str]], str | None, tuple[str, ...]]:
    """Vertex pairs back to (tables by their higher-ranked player, bye, warnings)."""
    n = len(board.entrants)
    tables: list[tuple[str, str]] = []
    bye = None
    for a, b in sorted((min(p), max(p)) for p in pairs):
        if b >= n or a == BYE:
            bye = board.entrants[a if b >= n else b].player
        else:
            tables.append((board.entrants[a].player, board.entrants[b].player))
    return tables, bye, warnings


def rematches_ahead(players: int, planned: int, clean: int) -> str:
    return (
        f"rematches ahead: {players} players cannot play the {planned} rounds still planned without a "
        f"rematch; this pairing keeps {clean} of them free of rematches, the others will have the fewest possible"
    )


Pairer = Callable[[RankedField], tuple[list[tuple[str, str]], str | None]]


def planned_pairing(
    board: RankedField, rounds_after: int, plain: Pairer
) -> tuple[list[tuple[str, str]], str | None, tuple[str, ...]]:
    """(tables, bye, warnings) for this round of a small field with ``rounds_after`` planned rounds
    to come. Raises ``NoLegalPairing`` when this round itself cannot be paired without a rematch."""
    tables, bye = plain(board)
    adjacent, cost = field_graph(board)
    search = Search()
    try:
        if can_complete(without(adjacent, as_vertices(board, tables, bye)), rounds_after, search):
            return tables, bye, ()
        for rounds in range(rounds_after, 0, -1):
            found = best_completing_matching(adjacent, cost, rounds, search)
            if found is not None:
                warning = rematches_ahead(len(board.entrants), rounds_after + 1, rounds + 1)
                return as_round(board, found, (warning,) if rounds < rounds_after else ())
    except SearchBudgetExceeded:
        return tables, bye, ()  # too big to decide quickly: the best pairing, as without look-ahead
    return tables, bye, (rematches_ahead(len(board.entrants), rounds_after + 1, 1),)


def fewest_rematches(board: RankedField) -> tuple[list[tuple[str, str]], str | None, tuple[str, ...]]:
    """(tables, bye, warnings) for a round that cannot be paired without a rematch, a second bye or
    a forbidden pair: the fewest of them (see the module docstring), then the usual objective."""
    n = len(board.entrants)
    if n < 2:
        raise NoLegalPairing("a round needs at least two players")
    worst = max([board.table_cost(0, n - 1), board.bye_cost(0) if n % 2 else 0])
    w_repeat = (n // 2 + 1) * worst + 1
    w_apart = w_repeat * (n * n + 1) * (n // 2 + 1)
    penalties: dict[tuple[int, int], int] = {}
    graph: nx.Graph[int] = nx.Graph()
    for i in range(n):
        for j in range(i + 1, n):
            met = board.meetings(i, j)
            penalties[(i, j)] = w_repeat * met * met + w_apart * board.kept_apart(i, j) + board.table_cost(i, j)
        if n % 2:
            penalties[(i, BYE)] = w_repeat * board.byes(i) ** 2 + board.bye_cost(i)
    top = max(penalties.values()) + 1
    for (i, j), penalty in penalties.items():
        graph.add_edge(i, j, weight=top - penalty)
    pairs = [(a, b) for a, b in nx.max_weight_matching(graph, maxcardinality=True)]
    tables, bye, _ = as_round(board, pairs)
    return tables, bye, tuple(rematch_warnings(board, tables, bye))


def rematch_warnings(board: RankedField, tables: list[tuple[str, str]], bye: str | None) -> list[str]:
    notes = pairing_warnings(
        board.entrants, tables, [bye] if bye else [], [(first, second) for first, second in board.forbidden]
    )
    if notes:
        notes.append(f"no pairing of these {len(board.entrants)} players avoids every rematch: this one has the fewest")
    return notes
