"""A second look at the pair-downs the block pass made: re-pair exactly the players around them.

The blocks decide who floats from one block to the next without seeing the next block, so a
float that cannot meet anyone there may end up paired down further than the optimum needs. Around
every pair-down table (both of its ranks, ``reach`` ranks either way), the tables touching that
stretch are paired again as one exact matching over their players with the objective's own weights
(``ranked_field``). The current tables are one feasible answer of that matching, so the objective
can only go down; stretches that overlap are merged. Tables within one score group, the large
majority, are left alone, which keeps this cheap at thousands of players.
"""

from __future__ import annotations

import networkx as nx

from league.tournament.ranked_field import RankedField

DEFAULT_REACH = 12


def stretches(board: RankedField, pairs: list[tuple[int, int]], reach: int) -> list[tuple[int, int]]:
    """Merged rank ranges [low, high] around the ranks of every pair-down table."""
    marks = sorted({rank for a, b in pairs if board.gap(a, b) for rank in (a, b)})
    merged: list[list[int]] = []
    for rank in marks:
        low, high = rank - reach, rank + reach
        if merged and low <= merged[-1][1] + 1:
            merged[-1][1] = max(merged[-1][1], high)
        else:
            merged.append([low, high])
    return [(max(0, low), min(len(board.entrants) - 1, high)) for low, high in merged]


def rematched(board: RankedField, members: list[int]) -> list[tuple[int, int]] | None:
    """The optimal perfect matching of ``members`` over legal pairs, or None if there is none."""
    graph: nx.Graph[int] = nx.Graph()
    costs = {}
    for x, i in enumerate(members):
        for j in members[x + 1 :]:
            if board.legal(i, j):
                costs[(i, j)] = board.table_cost(i, j)
    if not costs:
        return None
    top = max(costs.values()) + 1
    graph.add_weighted_edges_from((i, j, top - cost) for (i, j), cost in costs.items())
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    if 2 * len(matching) != len(members):
        return None
    return [(min(a, b), max(a, b)) for a, b in matching]


def polish(board: RankedField, pairs: list[tuple[int, int]], reach: int = DEFAULT_REACH) -> list[tuple[int, int]]:
    """``pairs`` (rank indices) with every pair-down stretch re-paired exactly where that is cheaper."""
    partner = dict(pairs) | {b: a for a, b in pairs}
    tables = {min(a, b): (min(a, b), max(a, b)) for a, b in pairs}
    for low, high in stretches(board, pairs, reach):
        members = {rank for rank in range(low, high + 1) if rank in partner}
        members |= {partner[rank] for rank in members}
        ordered = sorted(members)
        before = [tables[rank] for rank in ordered if rank in tables]  # members hold whole tables
        better = rematched(board, ordered)
        if better is None:
            continue
        if sum(board.table_cost(a, b) for a, b in better) < sum(board.table_cost(a, b) for a, b in before):
            for a, _ in before:
                del tables[a]
            for a, b in better:
                tables[a] = (a, b)
                partner[a], partner[b] = b, a
    return sorted(tables.values())
