"""Recorded results as plain data: validation, and what each player's record adds up to.

A round is a list of tables. A table is ``{"seats": [...], "points": [...]}`` with the points each
seat earned (so any scoring system works) and, optionally, ``"games"`` (games won per seat) and
``"drawn_games"`` (games drawn at the table) for game-win tiebreakers. A table with one seat is a
bye. Everything here is pure Python and raises ``ResultsError`` with a readable message.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

NUMBER_TYPES = (int, float)  # exact types: a bool is not a number of points


class ResultsError(ValueError):
    """Recorded results that cannot be read: the message names the round and table."""


class Table(NamedTuple):
    """One table of one round (a named tuple: an event of thousands of tables parses fast)."""

    seats: tuple[str, ...]
    points: tuple[float, ...]
    games: tuple[int, ...] | None = None
    drawn_games: int = 0

    @property
    def is_bye(self) -> bool:
        return len(self.seats) == 1


class Meeting(NamedTuple):
    """One opponent met at one table, from the point of view of one player."""

    opponent: str
    own_points: float
    opponent_points: float


@dataclass
class PlayerRecord:
    """What a player's tables add up to. ``rounds`` counts byes; ``meetings`` never holds a bye."""

    player: str
    points: float = 0.0
    rounds: int = 0
    byes: int = 0
    bye_points: float = 0.0
    meetings: list[Meeting] = field(default_factory=list)
    opponents: list[str] = field(default_factory=list)
    game_points: float = 0.0
    games_played: int = 0


def plain_number(value: float) -> float | int:
    """Integral floats print as integers (6, not 6.0) in JSON output."""
    return int(value) if float(value).is_integer() else value


def parse_table(raw: Any, where: str) -> Table:
    if isinstance(raw, Table):
        return raw
    if not isinstance(raw, Mapping):
        raise ResultsError(f"{where}: a table must be an object with 'seats' and 'points'")
    seats, points = raw.get("seats"), raw.get("points")
    if not isinstance(seats, list) or not seats or not all(type(s) is str and s for s in seats):
        raise ResultsError(f"{where}: 'seats' must be a non-empty list of player names")
    if not isinstance(points, list) or len(points) != len(seats):
        raise ResultsError(f"{where}: 'points' must list one number per seat ({len(seats)})")
    if not all(type(p) in NUMBER_TYPES for p in points):
        raise ResultsError(f"{where}: every entry of 'points' must be a number")
    if len(set(seats)) != len(seats):
        raise ResultsError(f"{where}: a player sits twice at the same table")
    games = raw.get("games")
    if games is not None and (
        not isinstance(games, list)
        or len(games) != len(seats)
        or not all(isinstance(g, int) and not isinstance(g, bool) and g >= 0 for g in games)
    ):
        raise ResultsError(f"{where}: 'games' must list one whole number of games won per seat")
    drawn = raw.get("drawn_games", 0)
    if not isinstance(drawn, int) or isinstance(drawn, bool) or drawn < 0:
        raise ResultsError(f"{where}: 'drawn_games' must be a whole number")
    return Table(tuple(seats), tuple(float(p) for p in points), None if games is None else tuple(games), drawn)


def parse_rounds(players: Sequence[str], rounds: Iterable[Iterable[Any]]) -> list[list[Table]]:
    """Validated rounds: every seat is a registered player who sits at most once per round."""
    known = set(players)
    if len(known) != len(players):
        raise ResultsError("a player is registered twice")
    parsed: list[list[Table]] = []
    for number, raw_round in enumerate(rounds, start=1):
        if not isinstance(raw_round, list):
            raise ResultsError(f"round {number}: a round must be a list of tables")
        seen: set[str] = set()
        tables = []
        for index, raw in enumerate(raw_round, start=1):
            table = parse_table(raw, f"round {number}, table {index}")
            for seat in table.seats:
                if seat not in known:
                    raise ResultsError(f"round {number}, table {index}: {seat!r} is not a registered player")
                if seat in seen:
                    raise ResultsError(f"round {number}: {seat!r} sits at two tables")
                seen.add(seat)
            tables.append(table)
        parsed.append(tables)
    return parsed


def table_games(table: Table) -> tuple[list[float], int]:
    """Game points per seat (3 per game won, 1 per drawn game) and games played at the table.

    A bye is a 2-0 game win (MTR). A table without ``games`` counts as one game decided like the
    match: most points wins it, equal points draw it.
    """
    if table.is_bye:
        return [6.0], 2
    if table.games is not None:
        played = sum(table.games) + table.drawn_games
        return [3.0 * won + table.drawn_games for won in table.games], played
    best = max(table.points)
    leaders = sum(1 for p in table.points if p == best)
    if leaders == len(table.points):
        return [1.0] * len(table.points), 1
    return [3.0 if p == best and leaders == 1 else 0.0 for p in table.points], 1


def player_records(players: Sequence[str], rounds: Sequence[Sequence[Table]]) -> dict[str, PlayerRecord]:
    records = {player: PlayerRecord(player) for player in players}
    for tables in rounds:
        for table in tables:
            game_points, played = table_games(table)
            for seat, (player, points) in enumerate(zip(table.seats, table.points, strict=True)):
                record = records[player]
                record.points += points
                record.rounds += 1
                record.game_points += game_points[seat]
                record.games_played += played
                if table.is_bye:
                    record.byes += 1
                    record.bye_points += points
                    continue
                for other, (opponent, their_points) in enumerate(zip(table.seats, table.points, strict=True)):
                    if other != seat:
                        record.meetings.append(Meeting(opponent, points, their_points))
                        record.opponents.append(opponent)
    return records
