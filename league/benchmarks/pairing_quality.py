"""How good the fast Swiss pairing is: the block shortcut against the exact optimum of the same
objective (one maximum-weight matching over the whole field), on the same simulated states.

Events are simulated with hidden skills, 5-8 % of the field dropping after each round and a few
late entries joining at rounds 2 and 3 (missed rounds score 0). Every round's state is paired both
ways; the event goes on with the block pairing. Figures: the objective's point term (the sum over
tables of the squared point difference), pair-downs, rematches, and the largest pair-down, summed
over all states, plus how many states the blocks did worse on.
"""

from __future__ import annotations

import time
from typing import Any

from games.engines.rng import Rng
from league.tournament.entrants import EventHistory, next_round_entrants
from league.tournament.simulate import Outcomes, gaussian, player_names
from league.tournament.swiss import SwissRound, pair_swiss, suggested_swiss_rounds

SEED = 20261201
SIZES = (32, 64, 128, 256)
EVENTS_PER_SIZE = 12
LATE_ENTRIES = 3


def table_figures(points: dict[str, float], met: set[frozenset[str]], paired: SwissRound) -> dict[str, float]:
    gaps = [abs(points[a] - points[b]) for a, b in paired.tables]
    return {
        "squared_point_gaps": sum(g * g for g in gaps),
        "pair_downs": sum(1 for g in gaps if g),
        "rematches": sum(1 for a, b in paired.tables if frozenset((a, b)) in met),
        "largest_pair_down": max(gaps, default=0.0),
    }


def event_states(players: int, seed: int) -> list[tuple[dict[str, float], set[frozenset[str]], SwissRound, SwissRound]]:
    """(points, pairs met, block pairing, exact pairing) for every round of one simulated event."""
    rng = Rng(seed)
    names = player_names(players + LATE_ENTRIES)
    outcomes = Outcomes(rng, {name: gaussian(rng) for name in names})
    late = {name: 2 + k % 2 for k, name in enumerate(names[players:])}
    dropped: set[str] = set()
    recorded: list[list[dict[str, Any]]] = []
    met: set[frozenset[str]] = set()
    states = []
    for _ in range(suggested_swiss_rounds(players)):
        history = EventHistory(names, recorded, dropped=frozenset(dropped), late_entries=late)
        entrants = next_round_entrants(history, seed=seed)
        blocks = pair_swiss(entrants)
        exact = pair_swiss(entrants, block_size=max(2, len(entrants)))
        states.append(({e.player: e.points for e in entrants}, set(met), blocks, exact))
        played = [outcomes.duel_table(a, b) for a, b in blocks.tables]
        recorded.append(played + ([{"seats": [blocks.bye], "points": [3]}] if blocks.bye else []))
        met |= {frozenset(t) for t in blocks.tables}
        active = [e.player for e in entrants]
        share = 0.05 + 0.03 * rng.random()
        dropped |= {p for p in active if rng.random() < share}
    return states


def run(quick: bool = False) -> dict[str, Any]:
    sizes = SIZES[:2] if quick else SIZES
    events = 3 if quick else EVENTS_PER_SIZE
    started = time.perf_counter()
    totals = {"blocks": dict.fromkeys(("squared_point_gaps", "pair_downs", "rematches"), 0.0), "exact": {}}
    totals["exact"] = dict(totals["blocks"])
    states = worse = larger_pair_down = 0
    for players in sizes:
        for event in range(events):
            for points, met, blocks, exact in event_states(players, SEED + 1000 * players + event):
                ours, best = table_figures(points, met, blocks), table_figures(points, met, exact)
                for key in totals["blocks"]:
                    totals["blocks"][key] += ours[key]
                    totals["exact"][key] += best[key]
                states += 1
                worse += ours["squared_point_gaps"] > best["squared_point_gaps"]
                larger_pair_down += ours["largest_pair_down"] > best["largest_pair_down"]
    exact_gaps = totals["exact"]["squared_point_gaps"]
    return {
        "sizes": list(sizes),
        "states": states,
        "blocks": totals["blocks"],
        "exact": totals["exact"],
        "squared_point_gaps_above_exact_percent": round(
            100.0 * (totals["blocks"]["squared_point_gaps"] - exact_gaps) / exact_gaps if exact_gaps else 0.0, 3
        ),
        "states_worse_than_exact": worse,
        "states_with_a_larger_pair_down_than_exact": larger_pair_down,
        "seconds": round(time.perf_counter() - started, 1),
    }
