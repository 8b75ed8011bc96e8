"""Seconds to pair one round, after a realistic history: the event is simulated up to its last
round (suggested rounds minus one, results drawn by hidden skill), then that round is paired.

``pair_seconds`` is the matching alone (``pair_swiss``); ``round_seconds`` is the whole step from
recorded results (standings, entrants, pairing), what a tournament page waits for.
``pair_cpu_seconds`` and ``round_cpu_seconds`` are CPU times, which a busy machine inflates less. ``pair_downs``
counts tables across score groups. Up to ``FULL_MATCHING_UP_TO`` players the same round is also
paired as one matching over the whole field (Cobra's model, with our weights) to show that the
blocks lose nothing there. ``quality`` (``pairing_quality``) sets the fast pairing against that
exact optimum on hundreds of simulated states with drops and late entries.
"""

from __future__ import annotations

import time
from typing import Any

from games.engines.rng import Rng
from league.benchmarks import pairing_quality
from league.tournament.entrants import EventHistory, next_round_entrants
from league.tournament.pods import pair_pods, suggested_pod_rounds
from league.tournament.results import parse_rounds, player_records
from league.tournament.simulate import Event, Outcomes, gaussian, play_swiss, player_names
from league.tournament.swiss import pair_swiss, pairing_objective, suggested_swiss_rounds

SWISS_SIZES = (64, 512, 2048, 8192)
POD_PLAYERS, POD_SIZE = 512, 4
SEED = 20261129
FULL_MATCHING_UP_TO = 64


def simulated_history(players: int, rounds: int, pod_size: int = 2) -> Event:
    rng = Rng(SEED).fork(players)
    names = player_names(players)
    event = Event(names, Outcomes(rng, {name: gaussian(rng) for name in names}))
    play_swiss(event, rounds, pod_size, (3, 5) if pod_size == 4 else (), SEED)
    return event


def repeat_meetings(event: Event, tables: list[list[str]]) -> int:
    records = player_records(event.names, parse_rounds(event.names, event.recorded))
    met = {player: set(record.opponents) for player, record in records.items()}
    return sum(1 for table in tables for i, a in enumerate(table) for b in table[i + 1 :] if b in met[a])


def history_rematches(event: Event) -> int:
    records = player_records(event.names, parse_rounds(event.names, event.recorded))
    return sum(len(r.opponents) - len(set(r.opponents)) for r in records.values()) // 2


def swiss_figures(players: int) -> dict[str, Any]:
    history = suggested_swiss_rounds(players) - 1
    event = simulated_history(players, history)
    started, step_cpu = time.perf_counter(), time.process_time()
    entrants = next_round_entrants(EventHistory(event.names, event.recorded), seed=SEED)
    ready, cpu = time.perf_counter(), time.process_time()
    paired = pair_swiss(entrants)
    done, cpu, step_cpu = time.perf_counter(), time.process_time() - cpu, time.process_time() - step_cpu
    tables = [list(t) for t in paired.tables]
    objective = pairing_objective(entrants, paired)
    points = {e.player: e.points for e in entrants}
    figures = {
        "players": players,
        "history_rounds": history,
        "pair_seconds": round(done - ready, 3),
        "pair_cpu_seconds": round(cpu, 3),
        "round_seconds": round(done - started, 3),
        "round_cpu_seconds": round(step_cpu, 3),
        "rematches": repeat_meetings(event, tables),
        "history_rematches": history_rematches(event),
        "tables": len(tables),
        "bye": paired.bye is not None,
        "pair_downs": sum(1 for a, b in paired.tables if points[a] != points[b]),
    }
    if players <= FULL_MATCHING_UP_TO:
        started = time.perf_counter()
        full = pair_swiss(entrants, block_size=players)
        figures["full_matching_seconds"] = round(time.perf_counter() - started, 3)
        figures["same_objective_as_full_matching"] = pairing_objective(entrants, full) == objective
    return figures


def pod_figures() -> dict[str, Any]:
    history = suggested_pod_rounds(POD_PLAYERS, POD_SIZE) - 1
    event = simulated_history(POD_PLAYERS, history, POD_SIZE)
    started = time.perf_counter()
    entrants = next_round_entrants(EventHistory(event.names, event.recorded), seed=SEED)
    ready, cpu = time.perf_counter(), time.process_time()
    seated = pair_pods(entrants, preferred=POD_SIZE, allowed=(3, 5))
    done, cpu = time.perf_counter(), time.process_time() - cpu
    return {
        "players": POD_PLAYERS,
        "pod_size": POD_SIZE,
        "history_rounds": history,
        "pair_seconds": round(done - ready, 3),
        "pair_cpu_seconds": round(cpu, 3),
        "round_seconds": round(done - started, 3),
        "pods": len(seated.pods),
        "repeat_meetings": repeat_meetings(event, seated.pods),
        "byes": len(seated.byes),
    }


def run(quick: bool = False) -> dict[str, Any]:
    sizes = SWISS_SIZES[:3] if quick else SWISS_SIZES
    return {
        "swiss": [swiss_figures(players) for players in sizes],
        "pods": pod_figures(),
        "quality": pairing_quality.run(quick=quick),
    }
