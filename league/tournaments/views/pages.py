"""Public tournament pages: the list, an event's page with its schedule, pairings (with search and
printable match slips), standings after each round, the bracket as SVG, the projector timer, decklists."""

from __future__ import annotations

from typing import Any

from django.db.models import Count, Q
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.utils import timezone

from league.htmx import HtmxHttpRequest, render_page
from league.inputs import ascii_number
from league.models import Round, StaffRole, Tournament
from league.tournament.standings import TIEBREAKER_HELP
from league.tournaments.services import (
    bracket_for_page,
    clock_face,
    entrants,
    final_standings,
    is_staff,
    pairings,
    registration_of,
    schedule,
    staff_role,
    standings,
    suggested_rounds,
    visible_decklists,
)
from league.tournaments.views.access import get_tournament
from league.tournaments.views.bracket import bracket_layout
from league.views.league_access import player_of

BOX_WIDTH, BOX_HEIGHT = 170, 56
ROLE_LABELS = {"organiser": "the organiser", **{value: label.lower() for value, label in StaffRole.Role.choices}}


def tournament_list(request: HttpRequest) -> HttpResponse:
    events = Tournament.objects.annotate(players=Count("registrations")).order_by("-starts_at")
    return render(request, "league/tournaments/list.html", {"events": events})


def tournament_detail(request: HttpRequest, tournament_id: int | str) -> HttpResponse:
    tournament = get_tournament(tournament_id)
    player = player_of(request.user)
    checked_in = len(entrants(tournament))
    current = tournament.round_set.order_by("-number").first()
    role = staff_role(tournament, player)
    context = {
        "tournament": tournament,
        "schedule": schedule(tournament),
        "registration": registration_of(tournament, player),
        "role": role,
        "role_label": ROLE_LABELS.get(role or "", ""),
        "my_match": current.matches.filter(seats__player=player).first() if current and player else None,
        "registrations": tournament.registrations.select_related("player").order_by("player__display_name"),
        "checked_in": checked_in,
        "suggested": suggested_rounds(tournament, checked_in) if checked_in >= 2 else None,
        "current": current,
        "staff": tournament.staff.select_related("player"),
        "deadline_passed": tournament.deck_deadline is not None and timezone.now() > tournament.deck_deadline,
    }
    return render(request, "league/tournaments/detail.html", context)


def _round(tournament: Tournament, number: int) -> Round:
    return get_object_or_404(Round, tournament=tournament, number=number)


def _names(row: dict[str, Any]) -> list[str]:
    if row["match"] is None:
        return [row["bye"].display_name]
    return [seat.player.display_name for seat in row["seats"] if seat.player_id]


def _search(rows: list[dict[str, Any]], text: str) -> list[dict[str, Any]]:
    """Tables where someone's name contains ``text`` (any case)."""
    text = text.strip().lower()
    if not text:
        return rows
    return [row for row in rows if any(text in name.lower() for name in _names(row))]


def round_pairings(request: HtmxHttpRequest, tournament_id: int | str, number: int) -> HttpResponse:
    """The tables of one round, searchable by name (htmx swaps only the table while typing)."""
    tournament = get_tournament(tournament_id)
    round_ = _round(tournament, number)
    player = player_of(request.user)
    query = request.GET.get("q", "")
    context = {
        "tournament": tournament,
        "round": round_,
        "rows": _search(pairings(round_), query),
        "q": query,
        "me": player,
        "staff": is_staff(tournament, player),
        "rounds": tournament.round_set.order_by("number"),
    }
    return render_page(request, "league/tournaments/pairings.html", context, partial="tables" if request.htmx else None)


def match_slips(request: HttpRequest, tournament_id: int | str, number: int) -> HttpResponse:
    """One slip per table to print and cut: players, decks, boxes for the result and signatures."""
    tournament = get_tournament(tournament_id)
    round_ = _round(tournament, number)
    rows = [row for row in pairings(round_) if row["match"] is not None]
    return render(request, "league/tournaments/slips.html", {"tournament": tournament, "round": round_, "rows": rows})


def tournament_standings(request: HttpRequest, tournament_id: int | str) -> HttpResponse:
    """Standings after any round (``?round=N``), with the event's tiebreakers; final places once it ends."""
    tournament = get_tournament(tournament_id)
    played = list(tournament.round_set.filter(stage=Round.Stage.SWISS).order_by("number"))
    through = ascii_number(request.GET.get("round"))
    final = tournament.status == Tournament.Status.FINISHED and through is None
    rows = final_standings(tournament) if final else standings(tournament, through=through)
    context = {
        "tournament": tournament,
        "rows": rows,
        "tiebreakers": [(key, TIEBREAKER_HELP.get(key, key)) for key in tournament.tiebreakers],
        "played": played,
        "through": through,
        "final": final,
    }
    return render(request, "league/tournaments/standings.html", context)


def tournament_bracket(request: HttpRequest, tournament_id: int | str) -> HttpResponse:
    tournament = get_tournament(tournament_id)
    view = bracket_for_page(tournament)
    layout = bracket_layout(view, box_width=BOX_WIDTH, box_height=BOX_HEIGHT) if view else None
    context = {"tournament": tournament, "view": view, "layout": layout}
    return render(request, "league/tournaments/bracket.html", context)


def tournament_timer(request: HtmxHttpRequest, tournament_id: int | str) -> HttpResponse:
    """The projector page: server time, the round clock (overtime below zero) and the time-called flag.

    htmx polls the ``clock`` partial every second, so the page follows the server's clock, not the browser's.
    """
    tournament = get_tournament(tournament_id)
    current = tournament.round_set.order_by("-number").first()
    context = {"tournament": tournament, "clock": clock_face(current)}
    return render_page(request, "league/tournaments/timer.html", context, partial="clock" if request.htmx else None)


def tournament_decklists(request: HttpRequest, tournament_id: int | str) -> HttpResponse:
    tournament = get_tournament(tournament_id)
    player = player_of(request.user)
    shown = visible_decklists(tournament, player)
    hidden = tournament.registrations.filter(deck__isnull=False).exclude(pk__in=[r.pk for r in shown]).count()
    context = {
        "tournament": tournament,
        "registrations": shown,
        "hidden": hidden,
        "unentered": tournament.registrations.filter(Q(deck__isnull=True)).count(),
    }
    return render(request, "league/tournaments/decklists.html", context)
