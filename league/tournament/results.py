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


ABSENT, BYE, PLAYED = 0, 1, 2  # what a player did in a round (``PlayerRecord.round_kinds``)


@dataclass(slots=True)
class PlayerRecord:
    """What a player's tables add up to. ``rounds`` counts byes; ``meetings`` never holds a bye.
    ``round_points`` and ``round_kinds`` hold each recorded round (0 points and ``ABSENT`` for a
    round the player sat out without a bye: before a late entry, after a drop)."""

    player: str
    points: float = 0.0
    rounds: int = 0
    byes: int = 0
    bye_points: float = 0.0
    meetings: list[Meeting] = field(default_factory=list)
    opponents: list[str] = field(default_factory=list)
    game_points: float = 0.0
    games_played: int = 0
    round_points: list[float] = field(default_factory=list)
    round_kinds: bytearray = field(default_factory=bytearray)


def plain_number(value: float) -> float | int:
    """Integral floats print as integers (6, not 6.0) in JSON output."""
    return int(value) if float(value).is_integer() else value


def parse_table(raw: Any, where: str | None = None) -> Table:
    """One validated table; ``where`` (e.g. "round 2, table 5") prefixes an error message."""
    try:
        return read_table(raw)
    except ResultsError as error:
        raise ResultsError(f"{where}: {error}" if where else str(error)) from None


def read_table(raw: Any) -> Table:
    """``parse_table`` without the location; checks in the order a reader fixes them. Kept to plain
    type tests: an event of 8,192 players has about 50,000 tables to read per pairing."""
    if type(raw) is Table:
        return raw
    if type(raw) is not dict and not isinstance(raw, Mapping):
        raise ResultsError("a table must be an object with 'seats' and 'points'")
    seats, points = raw.get("seats"), raw.get("points")
    if type(seats) is not list or not seats or not all(type(s) is str and s for s in seats):
        raise ResultsError("'seats' must be a non-empty list of player names")
    if type(points) is not list or len(points) != len(seats):
        raise ResultsError(f"'points' must list one number per seat ({len(seats)})")
    for p in points:
        if type(p) is not int and type(p) is not float:
            raise ResultsError("every entry of 'points' must be a number")
    if len(seats) == 2 and seats[0] == seats[1] or len(seats) > 2 and len(set(seats)) != len(seats):
        raise ResultsError("a player sits twice at the same table")
    games = raw.get("games")
    if games is not None and (
        type(games) is not list
        or len(games) != len(seats)
        or not all(isinstance(g, int) and not isinstance(g, bool) and g >= 0 for g in games)
    ):
        raise ResultsError("'games' must list one whole number of games won per seat")
    drawn = raw.get("drawn_games", 0)
    if type(drawn) is not int or drawn < 0:
        raise ResultsError("'drawn_games' must be a whole number")
    return Table(tuple(seats), tuple(map(float, points)), None if games is None else tuple(games), drawn)


def duel_table(raw: Any) -> Table | None:
    """The common table, two named seats and their points and nothing else, read without
    ``read_table``'s general checks (None for any other table, which ``read_table`` then reads)."""
    if type(raw) is not dict or len(raw) != 2:
        return None
    seats, points = raw.get("seats"), raw.get("points")
    if type(seats) is not list or type(points) is not list or len(seats) != 2 or len(points) != 2:
        return None
    (a, b), (pa, pb) = seats, points
    if type(a) is not str or type(b) is not str or not a or not b or a == b:
        return None
    if (type(pa) is not int and type(pa) is not float) or (type(pb) is not int and type(pb) is not float):
        return None
    return tuple.__new__(Table, ((a, b), (float(pa), float(pb)), None, 0))


def parse_rounds(players: Sequence[str], rounds: Iterable[Iterable[Any]]) -> list[list[Table]]:
    """Validated rounds: every seat is a registered player who sits at most once per round."""
    known = set(players)
    if len(known) != len(players):
        raise ResultsError("a player is registered twice")
    parsed: list[list[Table]] = []
    for number, raw_round in enumerate(rounds, start=1):
        if not isinstance(raw_round, list):
            raise ResultsError(f"round {number}: a round must be a list of tables")
        try:
            tables = [duel_table(raw) or read_table(raw) for raw in raw_round]
        except ResultsError:
            for index, raw in enumerate(raw_round, start=1):
                parse_table(raw, f"round {number}, table {index}")
            raise
        seated = [seat for table in tables for seat in table.seats]
        if len(set(seated)) != len(seated) or not known.issuperset(seated):
            seat_errors(tables, known, number)
        parsed.append(tables)
    return parsed


def seat_errors(tables: Sequence[Table], known: set[str], number: int) -> None:
    """Raise the error for the first seat of a round that is unknown or taken twice."""
    seen: set[str] = set()
    for index, table in enumerate(tables, start=1):
        for seat in table.seats:
            if seat not in known:
                raise ResultsError(f"round {number}, table {index}: {seat!r} is not a registered player")
            if seat in seen:
                raise ResultsError(f"round {number}: {seat!r} sits at two tables")
            seen.add(seat)


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
    count = len(rounds)
    records = {
        player: PlayerRecord(player, round_points=[0.0] * count, round_kinds=bytearray(count)) for player in players
    }
    meeting = tuple.__new__  # a Meeting without NamedTuple's Python-level constructor: ~100,000 per event
    for number, tables in enumerate(rounds):
        for table in tables:
            seats, points = table.seats, table.points
            if len(seats) == 2 and table.games is None:  # the common table: one game, decided like the match
                (a, b), (pa, pb) = seats, points
                for record, opponent, own, theirs in ((records[a], b, pa, pb), (records[b], a, pb, pa)):
                    record.points += own
                    record.rounds += 1
                    record.game_points += 3.0 if own > theirs else 1.0 if own == theirs else 0.0
                    record.games_played += 1
                    record.round_points[number] = own
                    record.round_kinds[number] = PLAYED
                    record.meetings.append(meeting(Meeting, (opponent, own, theirs)))
                    record.opponents.append(opponent)
                continue
            game_points, played = table_games(table)
            for seat, (player, own) in enumerate(zip(seats, points, strict=True)):
                record = records[player]
                record.points += own
                record.rounds += 1
                record.game_points += game_points[seat]
                record.games_played += played
                record.round_points[number] = own
                if table.is_bye:
                    record.byes += 1
                    record.bye_points += own
                    record.round_kinds[number] = BYE
                    continue
                record.round_kinds[number] = PLAYED
                for other, (opponent, theirs) in enumerate(zip(seats, points, strict=True)):
                    if other != seat:
                        record.meetings.append(meeting(Meeting, (opponent, own, theirs)))
                        record.opponents.append(opponent)
    return records


def match_records(rounds: Sequence[Sequence[Table]]) -> dict[str, tuple[int, int, int]]:
    """Player -> (wins, losses, draws) over two-seat tables, a bye counted as a win (MTR): the
    W-L-D column of a standings page. Pod tables are left out: their places are not wins."""
    counts: dict[str, list[int]] = {}
    for tables in rounds:
        for table in tables:
            if table.is_bye:
                counts.setdefault(table.seats[0], [0, 0, 0])[0] += 1
                continue
            if len(table.seats) != 2:
                continue
            (a, b), (pa, pb) = table.seats, table.points
            outcome = (0, 1) if pa > pb else (1, 0) if pb > pa else (2, 2)
            counts.setdefault(a, [0, 0, 0])[outcome[0]] += 1
            counts.setdefault(b, [0, 0, 0])[outcome[1]] += 1
    return {player: (won, lost, drawn) for player, (won, lost, drawn) in counts.items()}
