"""Organiser and staff pages: create an event, the staff console, and every action it posts."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth import get_user_model
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from league.htmx import render_page
from league.inputs import ascii_number, ascii_signed_number
from league.models import Deck, Match, Player, Round, Tournament
from league.permissions import may_create_events
from league.services.errors import ServiceError
from league.tournaments.forms import EventForm, LateEntryForm, StaffForm
from league.tournaments.services import (
    decklists_publish,
    next_round_number,
    pairing_swap,
    round_call_time,
    round_extend,
    round_is_complete,
    round_repair,
    staff_assign,
    staff_role,
    suggested_rounds,
    tournament_check_in,
    tournament_create,
    tournament_drop,
    tournament_finish,
    tournament_register,
    tournament_start_round,
    unfinished_tables,
)
from league.tournaments.views.access import done, get_tournament_for_staff

CONSOLE = "tournament-console"


@login_required
def tournament_new(request: HttpRequest) -> HttpResponse:
    if not may_create_events(request.user):
        raise PermissionDenied("Only organisers may create events.")
    form = EventForm(request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.is_valid():
        try:
            tournament = tournament_create(organiser=Player.for_user(request.user), settings=form.settings())
        except ServiceError as error:
            form.add_problems(error.message, error.errors)
        else:
            messages.success(request, f"{tournament} is open for registration.")
            return redirect("tournament-detail", tournament.slug)
    return render(request, "league/tournaments/form.html", {"form": form}, status=400 if form.errors else 200)


def rounds_hint(request: HttpRequest) -> HttpResponse:
    """The rounds suggested for a format and an expected number of players (the create form asks as you type)."""
    players = ascii_number(request.GET.get("expected_players")) or 0
    pod_size = min(max(ascii_number(request.GET.get("pod_size")) or 4, 3), 8)
    fmt = request.GET.get("format", Tournament.Format.SWISS)
    if fmt not in Tournament.Format.values:
        fmt = Tournament.Format.SWISS
    rounds = suggested_rounds(Tournament(format=fmt, pod_size=pod_size), players) if players >= 2 else None
    hint = {"hint_rounds": rounds, "hint_players": players}
    return render_page(request, "league/tournaments/form.html", hint, partial="hint")


@login_required
def console(request: HttpRequest, tournament_id: int | str) -> HttpResponse:
    tournament, player = get_tournament_for_staff(request.user, tournament_id)
    current = tournament.round_set.order_by("-number").first()
    context = {
        "tournament": tournament,
        "role": staff_role(tournament, player),
        "current": current,
        "complete": current is not None and round_is_complete(current),
        "next_round": next_round_number(tournament, current),
        "unfinished": (
            Match.objects.filter(round=current).exclude(status__in=["confirmed", "void"]).order_by("table_number")
            if current
            else []
        ),
        "unfinished_tables": unfinished_tables(current) if current else [],
        "registrations": tournament.registrations.select_related("player", "deck").order_by("player__display_name"),
        "staff": tournament.staff.select_related("player"),
        "staff_form": StaffForm(),
        "late_form": LateEntryForm(),
        "visibility_choices": Tournament._meta.get_field("decklists_finished").choices,
    }
    return render(request, "league/tournaments/console.html", context)


def _staff_action(request: HttpRequest, tournament_id: int | str, action, text: str) -> HttpResponse:
    """Run one staff action (a callable taking the tournament and the acting player) and go back to the console."""
    tournament, player = get_tournament_for_staff(request.user, tournament_id)
    try:
        outcome = action(tournament, player)
    except ServiceError as error:
        return done(request, CONSOLE, tournament, "", error)
    return done(request, CONSOLE, tournament, text.format(outcome=outcome))


@login_required
@require_POST
def start_round(request: HttpRequest, tournament_id: int | str) -> HttpResponse:
    def start(tournament: Tournament, player: Player) -> Round:
        return tournament_start_round(tournament_id=tournament.pk, actor=player)

    return _staff_action(request, tournament_id, start, "Round {outcome.number} is paired and the clock runs.")


@login_required
@require_POST
def repair(request: HttpRequest, tournament_id: int | str) -> HttpResponse:
    def again(tournament: Tournament, player: Player) -> Round:
        return round_repair(tournament_id=tournament.pk, actor=player)

    return _staff_action(request, tournament_id, again, "Round {outcome.number} is paired again.")


def _registration_id(request: HttpRequest, name: str) -> int:
    number = ascii_number(request.POST.get(name))
    if number is None:
        raise ServiceError("Choose a player.")
    return number


@login_required
@require_POST
def swap(request: HttpRequest, tournament_id: int | str) -> HttpResponse:
    def exchange(tournament: Tournament, player: Player) -> str:
        warnings = pairing_swap(
            tournament_id=tournament.pk,
            actor=player,
            first_id=_registration_id(request, "first"),
            second_id=_registration_id(request, "second"),
        )
        return f" Warning: {'; '.join(warnings)}." if warnings else ""

    return _staff_action(request, tournament_id, exchange, "The two players have swapped seats.{outcome}")


@login_required
@require_POST
def call_time(request: HttpRequest, tournament_id: int | str) -> HttpResponse:
    called = request.POST.get("called", "1") == "1"

    def flag(tournament: Tournament, player: Player) -> Round:
        return round_call_time(tournament=tournament, actor=player, called=called)

    return _staff_action(request, tournament_id, flag, "Time is called." if called else "The time call is lifted.")


@login_required
@require_POST
def extend(request: HttpRequest, tournament_id: int | str) -> HttpResponse:
    minutes = ascii_signed_number(request.POST.get("minutes")) or 0

    def longer(tournament: Tournament, player: Player) -> Round:
        return round_extend(tournament=tournament, actor=player, minutes=minutes)

    return _staff_action(request, tournament_id, longer, f"The clock moved by {minutes} minutes.")


def _user_player(username: str) -> Player:
    user = get_user_model().objects.filter(username=username.strip()).first()
    if user is None:
        raise ServiceError(f"No player has the user name {username!r}.")
    return Player.for_user(user)


@login_required
@require_POST
def staff(request: HttpRequest, tournament_id: int | str) -> HttpResponse:
    form = StaffForm(request.POST)

    def assign(tournament: Tournament, player: Player) -> None:
        if not form.is_valid():
            raise ServiceError("Give a user name and a role.")
        staff_assign(
            tournament=tournament,
            actor=player,
            player=_user_player(form.cleaned_data["username"]),
            role=form.cleaned_data["role"] or None,
        )

    return _staff_action(request, tournament_id, assign, "Staff updated.")


@login_required
@require_POST
def late_entry(request: HttpRequest, tournament_id: int | str) -> HttpResponse:
    form = LateEntryForm(request.POST)

    def enter(tournament: Tournament, player: Player) -> None:
        if not form.is_valid():
            raise ServiceError("Give the player's user name.")
        entrant = _user_player(form.cleaned_data["username"])
        deck = None
        if form.cleaned_data["deck"]:
            deck = Deck.objects.filter(pk=form.cleaned_data["deck"], owner=entrant).first()
            if deck is None:
                raise ServiceError("That deck is not one of the player's decks.")
        registration = tournament_register(tournament=tournament, player=entrant, deck=deck, actor=player)
        if not registration.checked_in:
            tournament_check_in(tournament=tournament, registration_id=registration.pk, actor=player)

    return _staff_action(request, tournament_id, enter, "Entered.")


@login_required
@require_POST
def check_in_player(request: HttpRequest, tournament_id: int | str) -> HttpResponse:
    present = request.POST.get("present", "1") == "1"

    def mark(tournament: Tournament, player: Player) -> None:
        tournament_check_in(
            tournament=tournament,
            registration_id=_registration_id(request, "registration"),
            actor=player,
            present=present,
        )

    return _staff_action(request, tournament_id, mark, "Checked in." if present else "Check-in removed.")


@login_required
@require_POST
def drop_player(request: HttpRequest, tournament_id: int | str) -> HttpResponse:
    def leave(tournament: Tournament, player: Player) -> None:
        tournament_drop(tournament=tournament, registration_id=_registration_id(request, "registration"), actor=player)

    return _staff_action(request, tournament_id, leave, "Dropped: not paired again.")


@login_required
@require_POST
def finish(request: HttpRequest, tournament_id: int | str) -> HttpResponse:
    early = request.POST.get("early") == "1"

    def close(tournament: Tournament, player: Player) -> Tournament:
        return tournament_finish(tournament_id=tournament.pk, actor=player, early=early)

    return _staff_action(request, tournament_id, close, "The event is finished; decklists follow its settings.")


@login_required
@require_POST
def publish(request: HttpRequest, tournament_id: int | str) -> HttpResponse:
    visibility = request.POST.get("visibility", "")

    def show(tournament: Tournament, player: Player) -> int:
        return decklists_publish(tournament=tournament, actor=player, visibility=visibility)

    return _staff_action(request, tournament_id, show, "{outcome} decklists are now " + visibility + ".")
