"""Standings with configurable tiebreakers, over recorded rounds (see ``results`` for the input).

Order: points, then each tiebreaker in the order given. Two players share a rank only when their
points and every configured tiebreaker are equal; values are rounded to ``DECIMALS`` places before
they are compared, which is also what is printed, so equal printed rows mean a shared rank. Within
a shared rank rows keep registration order.

Tiebreaker keys, each by its own rulebook (a bye never gives an opponent; a meeting is one
opponent at one table, so a pod of four gives three meetings):

- ``sos``: Cobra's strength of schedule, the mean over meetings of the opponent's points divided
  by the rounds that opponent played, byes included in both.
- ``esos``: the mean over meetings of the opponent's ``sos``.
- ``omw`` (MTR Appendix C): the mean of each opponent's MW%. MW% is match points divided by
  (``round_points`` x rounds played), byes included as won rounds, floored at ``percent_floor``
  (0.33; Pokemon uses 0.25). MTR's example: 3-2-0 with a first-round bye, then a drop: 9 / 15 = 0.60.
- ``gw``: game points (3 a game won, 1 a game drawn) divided by 3 x games played, floored at
  ``percent_floor``; a bye is a 2-0 game win and a table without ``games`` is one game decided
  like the match.
- ``ogw``: the mean of opponents' GW%.
- ``buchholz`` (FIDE): the sum of the opponents' scores, where an opponent's unplayed rounds
  (byes, rounds missed) count as draws; each of the player's own unplayed rounds counts as a game
  against a virtual opponent who had the player's score before that round, the opposite result in
  it, and draws in every round after it.
- ``median_buchholz``: Buchholz without the best and the worst of those scores (three or more).
- ``sonneborn_berger`` (FIDE): the same opponent scores, in full for a win and half for a draw;
  an unplayed round scores its virtual opponent by the player's result in it (a bye in full, a
  round missed with no points nothing).
- ``h2h``: points earned at tables against the players still tied on every earlier key, only when
  every one of them has met every other (otherwise 0 for all: direct encounter decides nothing).

Scoring: ``round_points`` is a win (default: the most points any seat earned at one table) and
``draw_points`` a draw, for the FIDE scores (default: what the seats of a drawn two-seat table
earned; with none recorded, 1 for 3/1/0 scoring and half a win otherwise).

``adjustments`` adds points that no table gave (a late entry's missed rounds): they count in the
points but not in the per-round ratios or the FIDE scores, since no round was played for them.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from league.tournament.gc_pause import without_cyclic_gc
from league.tournament.results import (
    PLAYED,
    PlayerRecord,
    ResultsError,
    Table,
    parse_rounds,
    plain_number,
    player_records,
)

TIEBREAKERS = ("sos", "esos", "omw", "gw", "ogw", "buchholz", "median_buchholz", "sonneborn_berger", "h2h")
DOOMTOWN_TIEBREAKERS = ("sos", "esos")
TIEBREAKER_HELP = {
    "sos": "Strength of schedule (Cobra): the mean of opponents' points per round played",
    "esos": "Extended strength of schedule (Cobra): the mean of opponents' SoS",
    "omw": "Opponents' match-win % (MTR): the mean of opponents' MW%, each at least the floor",
    "gw": "Game-win % (MTR): game points / 3 per game played, byes as 2-0",
    "ogw": "Opponents' game-win % (MTR): the mean of opponents' GW%",
    "buchholz": "Buchholz (FIDE): the sum of opponents' scores, virtual opponents for unplayed rounds",
    "median_buchholz": "Median Buchholz: Buchholz without the best and the worst opponent",
    "sonneborn_berger": "Sonneborn-Berger (FIDE): beaten opponents' scores plus half of those drawn",
    "h2h": "Direct encounter: points against the tied players, when all of them met",
}
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


@dataclass(frozen=True)
class Scoring:
    """What a win and a draw are worth, and the floor of MW% and GW%."""

    win: float
    draw: float
    percent_floor: float = PERCENT_FLOOR

    @classmethod
    def of(cls, win: float, draw: float | None, percent_floor: float) -> Scoring:
        if not 0 <= percent_floor <= 1:
            raise ResultsError("the MW%/GW% floor must be between 0 and 1")
        if draw is None:
            draw = 1.0 if win == 3 else win / 2
        return cls(win, draw, percent_floor)


class TiebreakerMaths:
    """Every non-group tiebreaker for one event, each computed for the whole field at first use
    (every player gets every value printed, so a column costs no more than its cells)."""

    def __init__(
        self,
        records: Mapping[str, PlayerRecord],
        adjustments: Mapping[str, float],
        scoring: Scoring,
    ) -> None:
        self.records = records
        self.adjustments = adjustments
        self.scoring = scoring
        self.columns: dict[str, dict[str, float]] = {}
        self._fide_scores: dict[str, list[float]] | None = None

    def formula(self, key: str) -> dict[str, float]:
        """One column for the whole field. (Not a table of lambdas on ``self``: that would make a
        reference cycle, and every player's record would then wait for the cyclic collector.)"""
        records, scoring = self.records, self.scoring
        if key == "sos":
            return self.mean_over_opponents(self.points_per_round())
        if key == "esos":
            return self.mean_over_opponents(self.column("sos"))
        if key == "mw":
            return {p: self.percent(r.points, r.rounds * scoring.win) for p, r in records.items()}
        if key == "omw":
            return self.mean_over_opponents(self.column("mw"))
        if key == "gw":
            return {p: self.percent(r.game_points, 3.0 * r.games_played) for p, r in records.items()}
        if key == "ogw":
            return self.mean_over_opponents(self.column("gw"))
        if key == "buchholz":
            return {p: math.fsum(scores) for p, scores in self.fide_scores().items()}
        if key == "median_buchholz":
            return {p: median_sum(scores) for p, scores in self.fide_scores().items()}
        if key == "sonneborn_berger":
            return self.sonneborn_berger()
        raise KeyError(key)

    def total(self, player: str) -> float:
        return self.records[player].points + self.adjustments.get(player, 0.0)

    def column(self, key: str) -> dict[str, float]:
        found = self.columns.get(key)
        if found is None:
            found = self.columns[key] = self.formula(key)
        return found

    def value(self, key: str, player: str) -> float:
        return self.column(key)[player]

    def mean_over_opponents(self, values: Mapping[str, float]) -> dict[str, float]:
        return {
            player: math.fsum([values[o] for o in record.opponents]) / len(record.opponents)
            if record.opponents
            else 0.0
            for player, record in self.records.items()
        }

    def points_per_round(self) -> dict[str, float]:
        return {p: r.points / r.rounds if r.rounds else 0.0 for p, r in self.records.items()}

    def percent(self, earned: float, possible: float) -> float:
        floor = self.scoring.percent_floor
        return max(floor, earned / possible) if possible else floor

    # FIDE: opponents' scores with their unplayed rounds as draws, virtual opponents for one's own

    def fide_score(self, record: PlayerRecord) -> float:
        """The score FIDE uses for this player as someone's opponent: unplayed rounds count as draws."""
        unplayed = sum(1 for kind in record.round_kinds if kind != PLAYED)
        played = math.fsum(p for p, kind in zip(record.round_points, record.round_kinds, strict=True) if kind == PLAYED)
        return played + self.scoring.draw * unplayed

    def virtual_opponents(self, record: PlayerRecord) -> list[tuple[float, float]]:
        """(virtual opponent's score, the player's result as a fraction of a win) per unplayed round."""
        win, draw = self.scoring.win, self.scoring.draw
        rounds = len(record.round_kinds)
        found = []
        before = 0.0
        for number, (points, kind) in enumerate(zip(record.round_points, record.round_kinds, strict=True), start=1):
            if kind != PLAYED:
                opposite = 0.0 if points >= win else win if points <= 0 else points
                found.append((before + opposite + draw * (rounds - number), min(points / win, 1.0) if win else 0.0))
            before += points
        return found

    def fide_scores(self) -> dict[str, list[float]]:
        if self._fide_scores is None:
            own = {p: self.fide_score(r) for p, r in self.records.items()}
            self._fide_scores = {
                p: [own[o] for o in r.opponents] + [score for score, _ in self.virtual_opponents(r)]
                for p, r in self.records.items()
            }
        return self._fide_scores

    def sonneborn_berger(self) -> dict[str, float]:
        own = {p: self.fide_score(r) for p, r in self.records.items()}
        column = {}
        for player, record in self.records.items():
            score = 0.0
            for meeting in record.meetings:
                if meeting.own_points > meeting.opponent_points:
                    score += own[meeting.opponent]
                elif meeting.own_points == meeting.opponent_points:
                    score += own[meeting.opponent] / 2
            score += math.fsum(virtual * result for virtual, result in self.virtual_opponents(record))
            column[player] = score
        return column


def median_sum(scores: Sequence[float]) -> float:
    ordered = sorted(scores)
    return math.fsum(ordered[1:-1]) if len(ordered) >= 3 else math.fsum(ordered)


def head_to_head(records: Mapping[str, PlayerRecord], group: Sequence[str]) -> dict[str, float]:
    """Points earned against the rest of the group, when everyone in it has met everyone else."""
    if len(group) == 1:
        return {group[0]: 0.0}
    members = set(group)
    if any(not members - {player} <= set(records[player].opponents) for player in group):
        return dict.fromkeys(group, 0.0)
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


def default_draw_points(rounds: Sequence[Sequence[Table]]) -> float | None:
    """What the seats of a drawn two-seat table earned, or None when no draw is recorded."""
    for tables in rounds:
        for table in tables:
            if len(table.points) == 2 and table.points[0] == table.points[1] > 0:
                return table.points[0]
    return None


@without_cyclic_gc
def compute_standings(
    players: Sequence[str],
    rounds: Iterable[Iterable[Any]],
    *,
    tiebreakers: Sequence[str] = DOOMTOWN_TIEBREAKERS,
    adjustments: Mapping[str, float] | None = None,
    round_points: float | None = None,
    draw_points: float | None = None,
    percent_floor: float = PERCENT_FLOOR,
) -> list[dict[str, Any]]:
    """Rows ``{"rank", "player", "points", "tiebreakers": {key: value}}``, best first.

    ``rounds`` as in ``results.parse_rounds``; ``round_points``, ``draw_points`` and
    ``percent_floor`` as in the module docstring.
    """
    parsed = parse_rounds(players, rounds)
    return rank_records(
        players,
        player_records(players, parsed),
        tiebreakers=tiebreakers,
        adjustments=adjustments,
        round_points=round_points or default_round_points(parsed),
        draw_points=draw_points if draw_points is not None else default_draw_points(parsed),
        percent_floor=percent_floor,
    )


def rank_records(
    players: Sequence[str],
    records: Mapping[str, PlayerRecord],
    *,
    tiebreakers: Sequence[str],
    adjustments: Mapping[str, float] | None,
    round_points: float,
    draw_points: float | None = None,
    percent_floor: float = PERCENT_FLOOR,
) -> list[dict[str, Any]]:
    """``compute_standings`` over records already added up (see ``results.player_records``)."""
    keys = parse_tiebreakers(tiebreakers)
    scoring = Scoring.of(round_points, draw_points, percent_floor)
    groups, values = ranked_groups(players, records, keys, adjustments or {}, scoring)
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


def ranked_groups(
    players: Sequence[str],
    records: Mapping[str, PlayerRecord],
    keys: Sequence[str],
    adjustments: Mapping[str, float],
    scoring: Scoring,
) -> tuple[list[list[str]], dict[str, dict[str, float]]]:
    """(players by shared rank, best first; each player's rounded points and tiebreakers ``keys``):
    the ranking without the rows, for pairing, which needs only the order and the points."""
    unknown = sorted(set(adjustments) - set(players))
    if unknown:
        raise ResultsError(f"adjustment for unregistered player {', '.join(map(repr, unknown))}")
    maths = TiebreakerMaths(records, adjustments, scoring)
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
                column = maths.column(key)
                raw = {player: column[player] for player in group}
            for player, value in raw.items():
                values[player][key] = round(value, DECIMALS)
            refined.extend(split_by(group, {player: values[player][key] for player in group}))
        groups = refined
    return groups, values
