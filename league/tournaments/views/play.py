"""What players do at an event: register with a deck, check in, drop, report their own table."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from league.forms import ResultForm
from league.services.errors import NotAllowed, ServiceError
from league.tournaments.forms import RegisterForm
from league.tournaments.services import (
    is_staff,
    registration_of,
    tournament_check_in,
    tournament_drop,
    tournament_match,
    tournament_register,
    tournament_report,
)
from league.tournaments.views.access import acting_player, done, get_tournament


@login_required
def register(request: HttpRequest, tournament_id: int | str) -> HttpResponse:
    tournament = get_tournament(tournament_id)
    player = acting_player(request)
    form = RegisterForm(request.POST if request.method == "POST" else None, tournament=tournament, player=player)
    if request.method == "POST" and form.is_valid():
        try:
            tournament_register(
                tournament=tournament,
                player=player,
                deck=form.cleaned_data["deck"],
                team=form.cleaned_data["team"],
                club=form.cleaned_data["club"],
            )
        except NotAllowed as error:
            raise PermissionDenied(error.message) from error
        except ServiceError as error:
            for name, text in error.errors.items():
                form.add_error(name if name in form.fields else None, text)
            if not error.errors:
                form.add_error(None, error.message)
        else:
            messages.success(request, f"You are registered for {tournament}. Check in on the day.")
            return redirect("tournament-detail", tournament.slug)
    context = {"tournament": tournament, "form": form, "registration": registration_of(tournament, player)}
    return render(request, "league/tournaments/register.html", context, status=400 if form.errors else 200)


def _on_own_registration(request: HttpRequest, tournament_id: int | str, service: Any, text: str) -> HttpResponse:
    """Run ``service`` (check-in or drop) on the acting player's own registration and go back."""
    tournament = get_tournament(tournament_id)
    player = acting_player(request)
    registration = registration_of(tournament, player)
    if registration is None:
        messages.error(request, "You are not registered for this event.")
        return redirect("tournament-detail", tournament.slug)
    try:
        service(tournament=tournament, registration_id=registration.pk, actor=player)
    except ServiceError as error:
        return done(request, "tournament-detail", tournament, "", error)
    return done(request, "tournament-detail", tournament, text)


@login_required
@require_POST
def check_in(request: HttpRequest, tournament_id: int | str) -> HttpResponse:
    return _on_own_registration(request, tournament_id, tournament_check_in, "You are checked in. Good luck!")


@login_required
@require_POST
def drop(request: HttpRequest, tournament_id: int | str) -> HttpResponse:
    """A player drops themselves (staff drop others from the console)."""
    return _on_own_registration(request, tournament_id, tournament_drop, "You have dropped: no more pairings for you.")


@login_required
def report(request: HttpRequest, tournament_id: int | str, match_id: int) -> HttpResponse:
    """Result entry for one table: its players report (the opponent then confirms), staff enter it outright."""
    tournament = get_tournament(tournament_id)
    player = acting_player(request)
    try:
        match = tournament_match(tournament, match_id)
    except ServiceError as error:
        return render(
            request, "league/tournaments/report.html", {"tournament": tournament, "refused": error.message}, status=404
        )
    seats = list(match.seats.select_related("player").order_by("seat"))
    seated = player.pk in {seat.player_id for seat in seats}
    # Staff enter a table outright only when they do not play at it (tournament_report).
    staff = is_staff(tournament, player) and not seated
    if not staff and not seated:
        raise PermissionDenied(f"You do not play at table {match.table_number}: report only your own table.")
    data = request.POST if request.method == "POST" else None
    form = ResultForm(data, game=match.game, players=[], seats=len(seats), with_players=False)
    if request.method == "POST" and form.is_valid():
        try:
            tournament_report(
                tournament=tournament, match_id=match.pk, player=player, raws=form.raws(), details=form.details()
            )
        except NotAllowed as error:
            raise PermissionDenied(error.message) from error
        except ServiceError as error:
            form.add_service_errors(error.message, error.errors)
        else:
            messages.success(request, "Result entered." if staff else "Result reported: your opponent confirms it.")
            return redirect("tournament-round", tournament.slug, match.event_round.number)
    context = {
        "tournament": tournament,
        "match": match,
        "form": form,
        "staff": staff,
        "rows": list(zip(seats, form.seat_rows(), strict=True)),
    }
    return render(request, "league/tournaments/report.html", context, status=400 if form.errors else 200)
