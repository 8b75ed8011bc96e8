"""The organiser console: members, disputes, overrides, season settings, new and finished seasons."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth import get_user_model
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from league.forms import MemberForm, ResultForm, SeasonForm
from league.models import League, Match, Player, Season
from league.services.errors import ServiceError
from league.services.queries import disputed_matches, season_for, with_seats
from league.services.reporting import match_override, match_resolve
from league.tasks import refresh_standings_task
from league.views.league_access import get_league_for_organiser

CONSOLE = "league/console.html"


def _console_context(league: League, season: Season | None, **extra: object) -> dict[str, object]:
    return {
        "league": league,
        "season": season,
        "members": league.members.order_by("display_name"),
        "organisers": set(league.organisers.values_list("pk", flat=True)),
        "disputes": disputed_matches(league),
        "season_form": SeasonForm(instance=season) if season else None,
        "member_form": MemberForm(),
        **extra,
    }


@login_required
def console(request: HttpRequest, slug: str) -> HttpResponse:
    league, _ = get_league_for_organiser(request.user, slug)
    return render(request, CONSOLE, _console_context(league, season_for(league, request.GET.get("season"))))


def _organised_season(request: HttpRequest, slug: str, season_id: int) -> tuple[League, Season]:
    """The league, if this user organises it (403 otherwise), and its season ``season_id`` (404)."""
    league, _ = get_league_for_organiser(request.user, slug)
    return league, get_object_or_404(Season, pk=season_id, league=league)


@login_required
@require_POST
def season_settings(request: HttpRequest, slug: str, season_id: int) -> HttpResponse:
    league, season = _organised_season(request, slug, season_id)
    form = SeasonForm(request.POST, instance=season)
    if not form.is_valid():
        return render(request, CONSOLE, _console_context(league, season, season_form=form), status=400)
    form.save()
    transaction.on_commit(lambda: refresh_standings_task.delay(season.pk))
    messages.success(request, "Season settings saved; the standings are being recomputed.")
    return redirect("league-console", league.slug)


@login_required
@require_POST
def season_new(request: HttpRequest, slug: str) -> HttpResponse:
    league, _ = get_league_for_organiser(request.user, slug)
    name = request.POST.get("name", "").strip() or f"Season {league.seasons.count() + 1}"
    league.seasons.create(name=name)
    messages.success(request, f"{name} is open.")
    return redirect("league-console", league.slug)


@login_required
@require_POST
def season_status(request: HttpRequest, slug: str, season_id: int) -> HttpResponse:
    """Finish a season (it then takes no more results) or open it again."""
    league, season = _organised_season(request, slug, season_id)
    finish = request.POST.get("status") == Season.Status.FINISHED
    season.status = Season.Status.FINISHED if finish else Season.Status.OPEN
    season.save(update_fields=["status"])
    messages.success(request, f"{season.name} is {season.get_status_display().lower()}.")
    return redirect("league-console", league.slug)


@login_required
@require_POST
def member_add(request: HttpRequest, slug: str) -> HttpResponse:
    league, _ = get_league_for_organiser(request.user, slug)
    form = MemberForm(request.POST)
    user = get_user_model().objects.filter(username=form.data.get("username", "")).first()
    if user is None:
        messages.error(request, "No player has that user name.")
    else:
        league.members.add(Player.for_user(user))
        messages.success(request, f"{user.get_username()} is now a member.")
    return redirect("league-console", league.slug)


@login_required
@require_POST
def member_remove(request: HttpRequest, slug: str, player_id: int) -> HttpResponse:
    league, me = get_league_for_organiser(request.user, slug)
    member = get_object_or_404(league.members, pk=player_id)
    if member == me:
        messages.error(request, "You cannot remove yourself while you organise the league.")
    else:
        league.members.remove(member)
        league.organisers.remove(member)
        messages.success(request, f"{member} is no longer a member (their results stay).")
    return redirect("league-console", league.slug)


@login_required
@require_POST
def resolve(request: HttpRequest, slug: str, match_id: int) -> HttpResponse:
    league, organiser = get_league_for_organiser(request.user, slug)
    get_object_or_404(Match, pk=match_id, season__league=league)
    try:
        match_resolve(
            match_id=match_id,
            organiser=organiser,
            accept=request.POST.get("decision") == "accept",
            note=request.POST.get("note", ""),
        )
    except ServiceError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, "Dispute resolved.")
    return redirect("league-console", league.slug)


@login_required
def override(request: HttpRequest, slug: str, match_id: int) -> HttpResponse:
    """Set a result outright: the same fields as reporting, seats as played."""
    league, organiser = get_league_for_organiser(request.user, slug)
    matches = with_seats(Match.objects.filter(pk=match_id, season__league=league))
    match = matches.first()
    if match is None:
        raise Http404("No such match in this league.")
    seats = list(match.seats.all())
    initial = {f"seat{seat.seat}-{name}": value for seat in seats for name, value in (seat.raw or {}).items()}
    initial |= {f"match-{name}": value for name, value in (match.details or {}).items()}
    form = ResultForm(
        request.POST or None, initial=initial, game=match.game, players=[], seats=len(seats), with_players=False
    )
    if request.method == "POST" and form.is_valid():
        try:
            match = match_override(
                match_id=match.pk,
                organiser=organiser,
                raws=form.raws(),
                details=form.details(),
                note=request.POST.get("note", ""),
            )
        except ServiceError as error:
            form.add_service_errors(error.message, error.errors)
        else:
            confirmed = match.status == Match.Status.CONFIRMED
            messages.success(
                request,
                "Result set and confirmed."
                if confirmed
                else "Result reported: you play in this match, so the other players confirm it.",
            )
            return redirect("match-detail", match.pk)
    context = {
        "league": league,
        "match": match,
        "form": form,
        "rows": list(zip(seats, form.seat_rows(), strict=True)),
        "plays_in": any(seat.player_id == organiser.pk for seat in seats),
    }
    return render(request, "league/override.html", context, status=400 if form.errors else 200)
