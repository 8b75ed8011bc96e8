"""What an organiser should know about a pairing made or edited by hand, as plain data.

``hand_pairing_problems`` refuses what cannot be a round (a player placed twice, a dropped or
unknown player, an active player left out, a table of the wrong size); ``pairing_warnings`` names
what is allowed but unusual: a rematch (and how many times the pair met), a second bye, team-mates
or a forbidden pair at one table.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable, Mapping, Sequence
from itertools import combinations

from league.tournament.entrants import Entrant


def nth(count: int) -> str:
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(count if count < 20 else count % 10, "th")
    return f"{count}{suffix}"


def hand_pairing_problems(
    tables: Sequence[Sequence[str]],
    byes: Sequence[str],
    *,
    active: Collection[str],
    dropped: Collection[str],
    sizes: Collection[int],
) -> list[str]:
    """Why these tables and byes cannot be a round of the ``active`` players (empty: they can)."""
    placed = [player for table in tables for player in table] + list(byes)
    problems = [f"{player} is placed {count} times" for player, count in Counter(placed).items() if count > 1]
    problems += [f"{player} has dropped" for player in dict.fromkeys(placed) if player in dropped]
    problems += [
        f"{player} is not playing in this event"
        for player in dict.fromkeys(placed)
        if player not in active and player not in dropped
    ]
    problems += [f"{player} has no table and no bye" for player in active if player not in set(placed)]
    for number, table in enumerate(tables, start=1):
        if len(table) not in sizes:
            allowed = " or ".join(str(size) for size in sorted(sizes))
            problems.append(f"table {number} seats {len(table)} players, not {allowed}")
    return problems


def pairing_warnings(
    entrants: Iterable[Entrant],
    tables: Sequence[Sequence[str]],
    byes: Sequence[str],
    forbidden: Iterable[tuple[str, str]] = (),
) -> list[str]:
    """Rematches, second byes and pairs that should be kept apart, in table order."""
    known: Mapping[str, Entrant] = {e.player: e for e in entrants}
    apart = {frozenset(pair) for pair in forbidden}
    notes = []
    for number, table in enumerate(tables, start=1):
        for a, b in combinations(table, 2):
            first, second = known.get(a), known.get(b)
            if first is None or second is None:
                continue
            met = first.meetings.get(b, 1 if b in first.opponents else 0)
            if met:
                notes.append(f"table {number}: {a} and {b} meet for the {nth(met + 1)} time")
            if first.avoid & second.avoid or frozenset((a, b)) in apart:
                notes.append(f"table {number}: {a} and {b} should not meet (team, club or forbidden pair)")
    for player in byes:
        entrant = known.get(player)
        if entrant is not None and (entrant.byes or entrant.had_bye):
            notes.append(f"{player} has a bye for the {nth(max(entrant.byes, 1) + 1)} time")
    return notes
