"""Standings with configurable tiebreakers, over recorded rounds (see ``results`` for the input).

Order: points, then each tiebreaker in the order given. Two players share a rank only when their
points and every configured tiebreaker are equal; values are rounded to ``DECIMALS`` places before
they are compared, which is also what is printed, so equal printed rows mean a shared rank. Within
a shared rank rows keep registration order.

Tiebreaker keys (byes never give an opponent; a meeting is one opponent at one table, so a pod
of four gives three meetings):

- ``sos``: Cobra's strength of schedule, the mean over meetings of the opponent's points divided
  by the rounds that opponent played, byes included in both.
- ``esos``: the mean over meetings of the opponent's ``sos``.
- ``omw``: Magic's opponents' match-win percentage, the mean of each opponent's MW%. MW% is
  points outside byes divided by (``round_points`` x rounds played outside byes), floored at 0.33.
- ``gw``: game points (3 a game won, 1 a game drawn) divided by 3 x games played, floored at 0.33;
  a bye is a 2-0 game win and a table without ``games`` is one game decided like the match.
- ``ogw``: the mean of opponents' GW%.
- ``buchholz``: the sum over meetings of the opponent's points.
- ``median_buchholz``: Buchholz without the best and the worst opponent (when there are three or more).
- ``sonneborn_berger``: the points of opponents beaten plus half the points of opponents drawn.
- ``h2h``: points earned at tables against the players still tied on every earlier key (0 alone).

``adjustments`` adds points that no table gave (a late entry's missed rounds): they count in the
points and Buchholz sums but not in the per-round ratios, since no round was played for them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from statistics import fmean
from typing import Any

from league.tournament.results import PlayerRecord, ResultsError, Table, parse_rounds, plain_number, player_records

TIEBREAKERS = ("sos", "esos", "omw", "gw", "ogw", "buchholz", "median_buchholz", "sonneborn_berger", "h2h")
DOOMTOWN_TIEBREAKERS = ("sos", "esos")
PERCENT_FLOOR = 0.33
DECIMALS = 6


def parse_tiebreakers(keys: Iterable[str]) -> tuple[str, ...]:
    chosen = tuple(key.strip() for key in keys if key.strip())
    unknown = [key for key in chosen if key not in TIEBREAKERS]
    if unknown:
        raise ResultsError(f"unknown tiebreaker {', '.join(unknown)}; choose from {', '.join(TIEBREAKERS)}")
    if len(set(chosen)) != len(chosen):
        raise ResultsError("a tiebreaker is listed twice")
    return chosen


def mean(values: Sequence[float]) -> float:
    return fmean(values) if values else 0.0


class TiebreakerMaths:
    """Every non-group tiebreaker for one event, each computed once per player on demand."""

    def __init__(
        self, records: Mapping[str, PlayerRecord], adjustments: Mapping[str, float], round_points: float
    ) -> None:
        self.records = records
        self.adjustments = adjustments
        self.round_points = round_points
        self.cache: dict[tuple[str, str], float] = {}
        self.formulas: dict[str, Callable[[PlayerRecord], float]] = {
            "sos": lambda r: mean([self.points_per_round(o) for o in r.opponents]),
            "esos": lambda r: mean([self.value("sos", o) for o in r.opponents]),
            "omw": lambda r: mean([self.value("mw", o) for o in r.opponents]),
            "mw": self.match_win,
            "gw": self.game_win,
            "ogw": lambda r: mean([self.value("gw", o) for o in r.opponents]),
            "buchholz": lambda r: sum(self.total(o) for o in r.opponents),
            "median_buchholz": self.median_buchholz,
            "sonneborn_berger": self.sonneborn_berger,
        }

    def total(self, player: str) -> float:
        return self.records[player].points + self.adjustments.get(player, 0.0)

    def value(self, key: str, player: str) -> float:
        cached = self.cache.get((key, player))
        if cached is None:
            cached = self.cache[(key, player)] = self.formulas[key](self.records[player])
        return cached

    def points_per_round(self, player: str) -> float:
        record = self.records[player]
        return record.points / record.rounds if record.rounds else 0.0

    def match_win(self, record: PlayerRecord) -> float:
        played = record.rounds - record.byes
        if not played:
            return PERCENT_FLOOR
        return max(PERCENT_FLOOR, (record.points - record.bye_points) / (self.round_points * played))

    def game_win(self, record: PlayerRecord) -> float:
        if not record.games_played:
            return PERCENT_FLOOR
        return max(PERCENT_FLOOR, record.game_points / (3.0 * record.games_played))

    def median_buchholz(self, record: PlayerRecord) -> float:
        scores = sorted(self.total(o) for o in record.opponents)
        return sum(scores[1:-1]) if len(scores) >= 3 else sum(scores)

    def sonneborn_berger(self, record: PlayerRecord) -> float:
        score = 0.0
        for meeting in record.meetings:
            if meeting.own_points > meeting.opponent_points:
                score += self.total(meeting.opponent)
            elif meeting.own_points == meeting.opponent_points:
                score += self.total(meeting.opponent) / 2
        return score


def head_to_head(records: Mapping[str, PlayerRecord], group: Sequence[str]) -> dict[str, float]:
    if len(group) == 1:
        return {group[0]: 0.0}
    members = set(group)
    return {player: sum(m.own_points for m in records[player].meetings if m.opponent in members) for player in group}


def split_by(group: list[str], values: Mapping[str, float]) -> list[list[str]]:
    """Stable sort of ``group`` by value, best first, cut into runs of equal value."""
    ordered = sorted(group, key=lambda player: -values[player])
    runs: list[list[str]] = []
    for player in ordered:
        if runs and values[runs[-1][0]] == values[player]:
            runs[-1].append(player)
        else:
            runs.append([player])
    return runs


def default_round_points(rounds: Sequence[Sequence[Table]]) -> float:
    """The most points any seat earned at one table: what a win is worth in this event."""
    best = max((max(table.points) for tables in rounds for table in tables), default=0.0)
    return best if best > 0 else 1.0


def compute_standings(
    players: Sequence[str],
    rounds: Iterable[Iterable[Any]],
    *,
    tiebreakers: Sequence[str] = DOOMTOWN_TIEBREAKERS,
    adjustments: Mapping[str, float] | None = None,
    round_points: float | None = None,
) -> list[dict[str, Any]]:
    """Rows ``{"rank", "player", "points", "tiebreakers": {key: value}}``, best first.

    ``rounds`` as in ``results.parse_rounds``; ``round_points`` (what a match win is worth, for
    OMW%) defaults to the most points any seat earned at one table.
    """
    parsed = parse_rounds(players, rounds)
    return rank_records(
        players,
        player_records(players, parsed),
        tiebreakers=tiebreakers,
        adjustments=adjustments,
        round_points=round_points or default_round_points(parsed),
    )


def rank_records(
    players: Sequence[str],
    records: Mapping[str, PlayerRecord],
    *,
    tiebreakers: Sequence[str],
    adjustments: Mapping[str, float] | None,
    round_points: float,
) -> list[dict[str, Any]]:
    """``compute_standings`` over records already added up (see ``results.player_records``)."""
    keys = parse_tiebreakers(tiebreakers)
    adjustments = dict(adjustments or {})
    unknown = sorted(set(adjustments) - set(players))
    if unknown:
        raise ResultsError(f"adjustment for unregistered player {', '.join(map(repr, unknown))}")
    maths = TiebreakerMaths(records, adjustments, round_points)
    values: dict[str, dict[str, float]] = {player: {} for player in players}
    groups = [list(players)]
    for key in ("points", *keys):
        refined: list[list[str]] = []
        for group in groups:
            if key == "points":
                raw = {player: maths.total(player) for player in group}
            elif key == "h2h":
                raw = head_to_head(records, group)
            else:
                raw = {player: maths.value(key, player) for player in group}
            for player, value in raw.items():
                values[player][key] = round(value, DECIMALS)
            refined.extend(split_by(group, {player: values[player][key] for player in group}))
        groups = refined
    rows: list[dict[str, Any]] = []
    for group in groups:
        rank = len(rows) + 1
        for player in group:
            rows.append(
                {
                    "rank": rank,
                    "player": player,
                    "points": plain_number(values[player]["points"]),
                    "tiebreakers": {key: plain_number(values[player][key]) for key in keys},
                }
            )
    return rows
