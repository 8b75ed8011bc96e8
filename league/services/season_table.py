"""Season standings as pure functions: confirmed matches in, ranked rows out.

Points per result (win/draw/loss for two seats, placement points for pods), a repeat-opponent
limit, a qualifying minimum, and the tournament tiebreakers (``league.tournament.standings``):
each counted match is one table, so SoS and ESoS divide by the games a player counted as Cobra
divides by rounds played. The tables go in as ``Table`` objects, already checked, so the tournament's
``player_records`` and ``rank_records`` skip parsing.
"""

from __future__ import annotations

from collections import defaultdict, deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from league.tournament.results import Table, player_records
from league.tournament.standings import rank_records


@dataclass(frozen=True)
class SeasonRules:
    points_win: float = 3
    points_draw: float = 1
    points_loss: float = 0
    placement_points: tuple[float, ...] = (4, 2, 1, 0)
    min_games: int = 0
    repeat_limit: int | None = 2
    repeat_window: int = 5
    tiebreakers: tuple[str, ...] = ("sos", "esos", "omw", "h2h")


@dataclass(frozen=True, slots=True)
class PlayedMatch:
    """A confirmed match as plain data: the players seated and the placement of each (1 = best)."""

    match_id: int
    players: tuple[str, ...]
    placements: tuple[int, ...]


@dataclass
class Row:
    player: str
    rank: int | None = None
    points: float = 0.0
    games: int = 0
    played: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    qualified: bool = True
    tiebreakers: dict[str, float] = field(default_factory=dict)


def seat_points(placements: Sequence[int], rules: SeasonRules) -> tuple[float, ...]:
    """Points per seat: win/draw/loss for two seats; placement points for pods, tied seats share the average."""
    return _seat_points(tuple(placements), rules)


@lru_cache(maxsize=4096)
def _seat_points(placements: tuple[int, ...], rules: SeasonRules) -> tuple[float, ...]:
    # Cached: a season has only a handful of distinct placement patterns.
    if len(placements) == 2:
        if placements[0] == placements[1]:
            return (rules.points_draw, rules.points_draw)
        return tuple(rules.points_win if place == 1 else rules.points_loss for place in placements)
    table = rules.placement_points

    def at(position: int) -> float:
        return table[position - 1] if position - 1 < len(table) else 0.0

    return tuple(
        sum(at(position) for position in range(place, place + placements.count(place))) / placements.count(place)
        for place in placements
    )


def _over_limit(players: tuple[str, ...], met: dict[str, dict[str, int]], limit: int) -> bool:
    if len(players) == 2:  # most tables: two lookups, no loops
        first, second = players
        return met[first].get(second, 0) >= limit or met[second].get(first, 0) >= limit
    return any(met[player].get(other, 0) >= limit for player in players for other in players if other != player)


def counted_matches(matches: Sequence[PlayedMatch], rules: SeasonRules) -> tuple[list[PlayedMatch], dict[str, int]]:
    """The matches that count, in order, and games played per player (counted or not).

    At most ``repeat_limit`` of any ``repeat_window`` consecutive counted games of a player may be
    against one opponent; a match beyond that for any pair at the table counts for nobody (it is
    still rated).
    """
    limit, window = rules.repeat_limit, max(rules.repeat_window - 1, 0)
    recent: dict[str, deque[list[str]]] = defaultdict(deque)
    met: dict[str, dict[str, int]] = defaultdict(dict)  # opponents within each player's recent window
    played: dict[str, int] = defaultdict(int)
    counted = []
    for match in matches:
        players = match.players
        for player in players:
            played[player] += 1
        if limit is not None and _over_limit(players, met, limit):
            continue
        counted.append(match)
        if limit is None or not window:
            continue
        for player in players:
            opponents = [other for other in players if other != player]
            history, counts = recent[player], met[player]
            if len(history) == window:
                for other in history.popleft():
                    counts[other] -= 1
            history.append(opponents)
            for other in opponents:
                counts[other] = counts.get(other, 0) + 1
    return counted, dict(played)


def _tables(rows: dict[str, Row], counted: Sequence[PlayedMatch], rules: SeasonRules) -> list[list[Table]]:
    """One round of one table per counted match; adds each row's games, wins, draws and losses on the way."""
    rounds = []
    for match in counted:
        placements = match.placements
        rounds.append([Table(match.players, _seat_points(placements, rules))])
        shared_first = placements.count(1) > 1
        for player, place in zip(match.players, placements, strict=True):
            row = rows[player]
            row.games += 1
            if place != 1:
                row.losses += 1
            elif shared_first:
                row.draws += 1
            else:
                row.wins += 1
    return rounds


def _rank_qualified(rows: list[Row], keys: Sequence[str]) -> None:
    """Qualified rows keep their order and share a rank on equal points and tiebreakers; the rest are unranked."""
    previous: tuple[object, ...] | None = None
    rank = 0
    for position, row in enumerate((row for row in rows if row.qualified), start=1):
        signature = (row.points, *(row.tiebreakers.get(key) for key in keys))
        if signature != previous:
            rank, previous = position, signature
        row.rank = rank


def season_standings(matches: Sequence[PlayedMatch], rules: SeasonRules) -> list[Row]:
    """Ranked rows, qualified players first (best first), then players short of ``min_games``."""
    counted, played = counted_matches(matches, rules)
    rows = {player: Row(player=player, played=count) for player, count in played.items()}
    records = player_records(list(rows), _tables(rows, counted, rules))
    round_points = max(rules.points_win, *rules.placement_points) or 1.0
    ranked = rank_records(
        list(rows), records, tiebreakers=rules.tiebreakers, adjustments=None, round_points=round_points
    )
    ordered = []
    for line in ranked:
        row = rows[line["player"]]
        row.points = float(line["points"])
        row.tiebreakers = dict(line["tiebreakers"])
        row.qualified = row.games >= rules.min_games
        ordered.append(row)
    ordered.sort(key=lambda row: not row.qualified)
    _rank_qualified(ordered, rules.tiebreakers)
    return ordered
