"""The staff page that enters or edits the current round's pairings by hand, and the clock's
start / pause / resume buttons of the console."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from league.models import Bye, Round, Tournament
from league.services.errors import NotAllowed, ServiceError
from league.tournaments.services import entrants, round_clock, round_set_pairings, table_sizes
from league.tournaments.views.access import done, get_tournament_for_staff

CONSOLE = "tournament-console"
SPARE_TABLES = 1  # empty rows under the current tables, to add a table (say, two byes paired together)


def current_layout(round_: Round) -> tuple[list[list[int]], list[int]]:
    """The round's tables as registration ids per seat, and its byes."""
    registration_of: dict[int | None, int] = {r.player_id: r.pk for r in round_.tournament.registrations.all()}
    tables = [
        [registration_of[seat.player_id] for seat in match.seats.order_by("seat")]
        for match in round_.matches.order_by("table_number").prefetch_related("seats")
    ]
    return tables, list(Bye.objects.filter(round=round_).values_list("registration_id", flat=True))


def posted_layout(request: HttpRequest, rows: int, seats: int) -> tuple[list[list[int]], list[int]]:
    """Tables and byes from the form: ``table-R-S`` selects (blank seats skipped), ``bye`` boxes."""
    try:
        tables = [
            [int(value) for s in range(seats) if (value := request.POST.get(f"table-{r}-{s}", "").strip())]
            for r in range(rows)
        ]
        byes = [int(value) for value in request.POST.getlist("bye") if value.strip()]
    except ValueError:
        raise ServiceError("Choose players from the lists.") from None
    return [table for table in tables if table], byes


@login_required
def hand_pairing(request: HttpRequest, tournament_id: int | str) -> HttpResponse:
    tournament, player = get_tournament_for_staff(request.user, tournament_id)
    current = tournament.round_set.order_by("-number").first()
    if current is None or tournament.status == Tournament.Status.FINISHED:
        messages.error(request, "There is no running round to pair by hand.")
        return redirect(CONSOLE, tournament.pk)
    seats = max(table_sizes(tournament))
    tables, byes = current_layout(current)
    rows = max(len(tables) + SPARE_TABLES, int(request.POST.get("rows", 0) or 0))
    error = None
    if request.method == "POST":
        try:
            tables, byes = posted_layout(request, rows, seats)
            round_ = round_set_pairings(tournament_id=tournament.pk, actor=player, tables=tables, byes=byes)
        except NotAllowed as refused:
            return done(request, CONSOLE, tournament, "", refused)
        except ServiceError as refused:
            error = refused.message
        else:
            extra = [w for w in round_.warnings if w != "pairings entered by hand"]
            text = f"Round {round_.number} is paired by hand."
            return done(request, CONSOLE, tournament, f"{text} Warning: {'; '.join(extra)}." if extra else text)
    players = [r for r in entrants(tournament) if not r.is_dropped]
    grid = [[(table[s] if s < len(table) else None) for s in range(seats)] for table in tables]
    grid += [[None] * seats for _ in range(rows - len(grid))]
    context = {
        "tournament": tournament,
        "current": current,
        "players": players,
        "grid": [(r, [(s, chosen) for s, chosen in enumerate(row)]) for r, row in enumerate(grid)],
        "rows": rows,
        "byes": set(byes),
        "error": error,
    }
    return render(request, "league/tournaments/hand_pairing.html", context, status=400 if error else 200)


@login_required
@require_POST
def clock_action(request: HttpRequest, tournament_id: int | str) -> HttpResponse:
    tournament, player = get_tournament_for_staff(request.user, tournament_id)
    action = request.POST.get("action", "")
    try:
        round_ = round_clock(tournament_id=tournament.pk, actor=player, action=action)
    except ServiceError as refused:
        return done(request, CONSOLE, tournament, "", refused)
    said = {"start": "started again from the full round time", "pause": "paused", "resume": "running again"}
    return done(request, CONSOLE, tournament, f"Round {round_.number}'s clock is {said[action]}.")
