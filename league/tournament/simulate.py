"""Play a whole event with seeded random results: every player has a hidden skill, and the
stronger player wins more often (logistic in the skill gap; pods rank by skill plus Gumbel noise,
which is the Plackett-Luce model). Used by ``manage.py simulate_tournament`` and the benchmarks.

Players are named P0001... in registration order; brackets are seeded in that order. Scoring is
3/1/0 for 1v1 (a bye is a win, 3) and ``placement_points`` for pods (a bye is a pod win).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from games.engines.rng import Rng
from league.tournament.elimination import (
    BYE,
    Bracket,
    bracket_state,
    double_elimination,
    match_waves,
    placements,
    single_elimination,
    top_cut,
)
from league.tournament.entrants import EventHistory, next_round_entrants
from league.tournament.pods import pair_pods, placement_points, suggested_pod_rounds
from league.tournament.results import plain_number
from league.tournament.round_robin import round_robin_schedule
from league.tournament.standings import DOOMTOWN_TIEBREAKERS, compute_standings
from league.tournament.swiss import pair_swiss, suggested_swiss_rounds

FORMATS = ("swiss", "round_robin", "single_elim", "double_elim", "swiss_cut")
WIN, DRAW, LOSS = 3, 1, 0


class EventError(ValueError):
    """Settings that do not make an event (too few players, a pod format with a cut, ...)."""


def player_names(count: int) -> list[str]:
    return [f"P{number:04d}" for number in range(1, count + 1)]


def gaussian(rng: Rng) -> float:
    """Box-Muller from two uniforms of the seeded stream."""
    u = 1.0 - rng.random()
    return math.sqrt(-2.0 * math.log(u)) * math.cos(2.0 * math.pi * rng.random())


@dataclass
class Outcomes:
    """Results the simulation draws: the seeded stream and the hidden skills."""

    rng: Rng
    skill: dict[str, float]
    draw_rate: float = 0.05

    def duel(self, a: str, b: str) -> str | None:
        """The winner, or None for a draw."""
        if self.rng.random() < self.draw_rate:
            return None
        return self.winner(a, b)

    def winner(self, a: str, b: str) -> str:
        """The winner of a game that cannot end in a draw (an elimination match)."""
        chance = 1.0 / (1.0 + math.exp(self.skill[b] - self.skill[a]))
        return a if self.rng.random() < chance else b

    def duel_table(self, a: str, b: str) -> dict[str, Any]:
        winner = self.duel(a, b)
        points = [DRAW, DRAW] if winner is None else ([WIN, LOSS] if winner == a else [LOSS, WIN])
        return {"seats": [a, b], "points": points}

    def gumbel(self) -> float:
        """Standard Gumbel noise from a uniform strictly inside (0, 1)."""
        uniform = (self.rng.below(1 << 53) + 0.5) / (1 << 53)
        return -math.log(-math.log(uniform))

    def pod_table(self, seats: Sequence[str]) -> dict[str, Any]:
        noisy = [self.skill[s] + self.gumbel() for s in seats]
        place = [1 + sum(1 for other in noisy if other > mine) for mine in noisy]
        return {"seats": list(seats), "points": [plain_number(p) for p in placement_points(place)]}


@dataclass
class Event:
    names: list[str]
    outcomes: Outcomes
    rounds: list[dict[str, Any]] = field(default_factory=list)
    recorded: list[list[dict[str, Any]]] = field(default_factory=list)
    warnings: dict[int, list[str]] = field(default_factory=dict)  # round number -> pairing warnings

    def add_round(self, tables: list[list[str]], byes: list[str], seconds: float, warnings: Sequence[str] = ()) -> None:
        number = len(self.rounds) + 1
        self.rounds.append({"number": number, "tables": tables, "byes": byes, "seconds": round(seconds, 4)})
        if warnings:
            self.warnings[number] = list(warnings)


def timed(step: Callable[[], Any]) -> tuple[Any, float]:
    started = time.perf_counter()
    value = step()
    return value, time.perf_counter() - started


def pair_round(
    event: Event, pod_size: int, pod_allowed: Sequence[int], seed: int, rounds_after: int = 0
) -> tuple[list[list[str]], list[str], tuple[str, ...]]:
    """(tables, byes, warnings) for the next round, keeping ``rounds_after`` more rounds pairable."""
    entrants = next_round_entrants(EventHistory(event.names, event.recorded), seed=seed)
    if pod_size == 2:
        swiss = pair_swiss(entrants, rounds_after=rounds_after, allow_rematches=True)
        return [list(t) for t in swiss.tables], [swiss.bye] if swiss.bye else [], swiss.warnings
    pods = pair_pods(entrants, preferred=pod_size, allowed=pod_allowed, rounds_after=rounds_after, seed=seed)
    return pods.pods, pods.byes, pods.warnings


def play_swiss(event: Event, rounds: int, pod_size: int, pod_allowed: Sequence[int], seed: int) -> None:
    bye_points = WIN if pod_size == 2 else placement_points([1])[0]
    for number in range(1, rounds + 1):
        step = partial(pair_round, event, pod_size, pod_allowed, seed, rounds - number)
        (tables, byes, warnings), seconds = timed(step)
        played = [event.outcomes.duel_table(*t) if pod_size == 2 else event.outcomes.pod_table(t) for t in tables]
        event.recorded.append(played + [{"seats": [p], "points": [bye_points]} for p in byes])
        event.add_round(tables, byes, seconds, warnings)


def play_round_robin(event: Event, rounds: int | None) -> None:
    schedule, seconds = timed(lambda: round_robin_schedule(event.names))
    wanted = rounds or len(schedule)
    cycles = -(-wanted // max(1, len(schedule)))
    if cycles > 1:
        schedule = round_robin_schedule(event.names, cycles=cycles)
    for scheduled in schedule[:wanted]:
        tables = [list(t) for t in scheduled.tables]
        byes = [scheduled.bye] if scheduled.bye else []
        played = [event.outcomes.duel_table(*t) for t in tables]
        event.recorded.append(played + [{"seats": [p], "points": [WIN]} for p in byes])
        event.add_round(tables, byes, seconds / len(schedule))


def play_bracket(event: Event, bracket: Bracket) -> dict[str, str]:
    """Plays the bracket round by round (``match_waves``) until it has a champion."""
    winners: dict[str, str] = {}
    waves = match_waves(bracket)
    for wave in range(1, max(waves.values()) + 1):
        states, seconds = timed(lambda: bracket_state(bracket, winners))
        due = [match.id for match in bracket.matches if waves[match.id] == wave]
        ready = [match_id for match_id in due if states[match_id].status == "ready"]
        byes = [states[m].winner for m in due if states[m].status == "bye" and states[m].winner is not BYE]
        for match_id in ready:
            winners[match_id] = event.outcomes.winner(*states[match_id].players)
        if ready or byes:
            event.add_round([list(states[m].players) for m in ready], byes, seconds)
    return winners


def bracket_rows(bracket: Bracket, winners: dict[str, str]) -> list[dict[str, Any]]:
    states = bracket_state(bracket, winners)
    wins = dict.fromkeys(bracket.seeds, 0)
    for state in states.values():
        if state.status in ("done", "bye") and state.winner is not BYE:
            wins[state.winner] += 1
    return [
        {"rank": place, "player": player, "points": WIN * wins[player], "tiebreakers": {}}
        for place, player in placements(bracket, winners)
    ]


def cut_rows(swiss_rows: list[dict[str, Any]], bracket: Bracket, winners: dict[str, str]) -> list[dict[str, Any]]:
    """The cut in bracket order, then everyone else in Swiss order; Swiss points and tiebreakers kept."""
    by_player = {row["player"]: row for row in swiss_rows}
    cut = len(bracket.seeds)
    top = [{**by_player[player], "rank": place} for place, player in placements(bracket, winners)]
    rest = [{**row, "rank": max(row["rank"], cut + 1)} for row in swiss_rows if row["player"] not in bracket.seeds]
    return top + rest


def default_cut(players: int) -> int:
    return 8 if players >= 32 else 4 if players >= 8 else 2


def simulate_event(**settings: Any) -> dict[str, Any]:
    """``{"rounds": [...], "standings": [...]}`` as ``manage.py simulate_tournament`` prints it
    (the keyword arguments of ``simulate_with_warnings``)."""
    return simulate_with_warnings(**settings)[0]


def simulate_with_warnings(
    *,
    format: str,
    players: int,
    seed: int,
    rounds: int | None = None,
    pod_size: int = 2,
    pod_allowed: Sequence[int] = (),
    cut: int | None = None,
    tiebreakers: Sequence[str] = DOOMTOWN_TIEBREAKERS,
) -> tuple[dict[str, Any], dict[int, list[str]]]:
    """``simulate_event``'s report and the pairing warnings by round number (rematches that could
    not be avoided, more rounds than the field can play without one)."""
    check_event(format, players, rounds, pod_size, cut)
    rng = Rng(seed).fork(1)
    names = player_names(players)
    event = Event(names, Outcomes(rng, {name: gaussian(rng) for name in names}))
    if format == "swiss":
        wanted = rounds or (
            suggested_swiss_rounds(players) if pod_size == 2 else suggested_pod_rounds(players, pod_size)
        )
        play_swiss(event, wanted, pod_size, pod_allowed, seed)
        standings = compute_standings(names, event.recorded, tiebreakers=tiebreakers)
    elif format == "round_robin":
        play_round_robin(event, rounds)
        standings = compute_standings(names, event.recorded, tiebreakers=tiebreakers)
    elif format == "swiss_cut":
        play_swiss(event, rounds or suggested_swiss_rounds(players), 2, (), seed)
        swiss_rows = compute_standings(names, event.recorded, tiebreakers=tiebreakers)
        bracket = top_cut(swiss_rows, cut or default_cut(players))
        standings = cut_rows(swiss_rows, bracket, play_bracket(event, bracket))
    else:
        bracket = single_elimination(names) if format == "single_elim" else double_elimination(names)
        standings = bracket_rows(bracket, play_bracket(event, bracket))
    return {"rounds": event.rounds, "standings": standings}, event.warnings


def check_event(format: str, players: int, rounds: int | None, pod_size: int, cut: int | None) -> None:
    if format not in FORMATS:
        raise EventError(f"unknown format {format!r}; choose from {', '.join(FORMATS)}")
    if players < 2:
        raise EventError("an event needs at least two players")
    if rounds is not None and rounds < 1:
        raise EventError("an event needs at least one round")
    if pod_size < 2:
        raise EventError("a table seats at least two players")
    if pod_size > 2 and format != "swiss":
        raise EventError(f"{format} is played 1v1; pods of {pod_size} only work with the swiss format")
    if rounds is not None and format in ("single_elim", "double_elim"):
        raise EventError("an elimination bracket sets its own number of rounds; leave out --rounds")
    if cut is not None and format != "swiss_cut":
        raise EventError("--cut only applies to the swiss_cut format")
    if format == "swiss_cut" and cut is not None and cut > players:
        raise EventError(f"a top {cut} needs at least {cut} players")
