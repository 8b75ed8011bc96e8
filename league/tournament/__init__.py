"""Pairing and standings as pure functions over plain data (no Django import anywhere below).

The data a page keeps, and passes in each time (nothing here stores state):

- players: names (any unique strings) in registration order;
- rounds: ``[[{"seats": ["A", "B"], "points": [3, 0]}, {"seats": ["C"], "points": [3]}], ...]``,
  one list of tables per round; a one-seat table is a bye; optional ``"games"`` (games won per
  seat) and ``"drawn_games"`` feed GW%/OGW% (``results``).

Swiss 1v1, one round::

    history = EventHistory(players, rounds, dropped=frozenset({"D"}), late_entries={"L": 3},
                           missed_round_points=0, avoid={"A": ["club-1"]}, forbidden=[("B", "C")])
    swiss = pair_next_round(history, seed=event_seed)     # SwissRound(tables=[("A", "B"), ...], bye="E")

raises ``NoLegalPairing`` when no pairing avoids every rematch and forbidden pair, and
``ResultsError`` for malformed results. Pods: ``seat_next_round(history, seed=..., preferred=4,
allowed=pod_size_options(4, game.min_players, game.max_players))`` -> ``PodRound(pods, byes)``;
score pods with ``placement_points``. Round robin: ``round_robin_schedule(players)``. Brackets:
``single_elimination(seeds)``, ``double_elimination(seeds, reset=True)``, ``top_cut(standings, 8)``;
record winners as ``{match_id: player}``, then ``ready_matches``, ``bracket_view`` (for drawing),
``champion`` and ``placements``; ``BracketError`` for results that do not fit.

Standings: ``compute_standings(players, rounds, tiebreakers=("sos", "esos"), adjustments=...)`` ->
``[{"rank", "player", "points", "tiebreakers": {...}}]`` (keys in ``standings.TIEBREAKERS``).
Round counts: ``suggested_swiss_rounds(n)``, ``suggested_pod_rounds(n, size)``. A whole seeded
event: ``simulate.simulate_event`` (what ``manage.py simulate_tournament`` prints).
"""

from league.tournament.elimination import (
    BracketError,
    bracket_view,
    champion,
    double_elimination,
    placements,
    ready_matches,
    single_elimination,
    top_cut,
)
from league.tournament.entrants import Entrant, EventHistory, NoLegalPairing
from league.tournament.pods import (
    PodRound,
    pair_pods,
    placement_points,
    pod_size_options,
    seat_next_round,
    suggested_pod_rounds,
)
from league.tournament.results import ResultsError
from league.tournament.round_robin import round_robin_schedule
from league.tournament.standings import DOOMTOWN_TIEBREAKERS, TIEBREAKERS, compute_standings
from league.tournament.swiss import SwissRound, pair_next_round, pair_swiss, suggested_swiss_rounds

__all__ = [
    "DOOMTOWN_TIEBREAKERS",
    "TIEBREAKERS",
    "BracketError",
    "Entrant",
    "EventHistory",
    "NoLegalPairing",
    "PodRound",
    "ResultsError",
    "SwissRound",
    "bracket_view",
    "champion",
    "compute_standings",
    "double_elimination",
    "pair_next_round",
    "pair_pods",
    "pair_swiss",
    "placement_points",
    "placements",
    "pod_size_options",
    "ready_matches",
    "round_robin_schedule",
    "seat_next_round",
    "single_elimination",
    "suggested_pod_rounds",
    "suggested_swiss_rounds",
    "top_cut",
]
