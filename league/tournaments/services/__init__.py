"""The tournament workflow, one module per concern: who may act (access), registration, rounds
(pairing, re-pairing, the schedule) and their hand edits, results, the clock, the bracket, standings
and finishing.

Pairing and standings are the pure functions of ``league.tournament``; these modules turn rows into
their plain data and their answers back into rows. Every write that depends on the state of the
event locks the tournament row first (``select_for_update``) inside one transaction. Results go
through the league's reporting workflow (``league.services.reporting``): a player reports, the
opponent confirms, every change is audited. Refusals raise ``ServiceError`` (or ``NotAllowed``) and
change nothing. Callers import from this package; the modules import each other directly.
"""

from __future__ import annotations

from league.tournaments.services.access import (
    is_staff,
    registration_of,
    staff_role,
)
from league.tournaments.services.bracket import (
    bracket_for_page,
)
from league.tournaments.services.clock import (
    CLOCK_ACTIONS,
    clock_face,
    round_call_time,
    round_clock,
    round_extend,
)
from league.tournaments.services.finishing import (
    decklists_publish,
    final_standings,
    tournament_finish,
    visible_decklists,
)
from league.tournaments.services.pairing_edits import (
    pairing_swap,
    round_set_pairings,
    table_sizes,
)
from league.tournaments.services.reading import (
    entrants,
    event_data,
    round_is_complete,
    standings,
    unfinished_tables,
    with_table_counts,
)
from league.tournaments.services.registration import (
    EventSettings,
    staff_assign,
    tournament_check_in,
    tournament_create,
    tournament_drop,
    tournament_register,
)
from league.tournaments.services.results import (
    tournament_match,
    tournament_report,
    tournament_result_set,
)
from league.tournaments.services.rounds import (
    next_round_number,
    pairings,
    round_repair,
    schedule,
    suggested_rounds,
    tournament_start_round,
)

__all__ = [
    "CLOCK_ACTIONS",
    "EventSettings",
    "bracket_for_page",
    "clock_face",
    "decklists_publish",
    "entrants",
    "event_data",
    "final_standings",
    "is_staff",
    "next_round_number",
    "pairing_swap",
    "pairings",
    "registration_of",
    "round_call_time",
    "round_clock",
    "round_extend",
    "round_is_complete",
    "round_repair",
    "round_set_pairings",
    "schedule",
    "staff_assign",
    "staff_role",
    "standings",
    "suggested_rounds",
    "table_sizes",
    "tournament_check_in",
    "tournament_create",
    "tournament_drop",
    "tournament_finish",
    "tournament_match",
    "tournament_register",
    "tournament_report",
    "tournament_result_set",
    "tournament_start_round",
    "unfinished_tables",
    "visible_decklists",
    "with_table_counts",
]
