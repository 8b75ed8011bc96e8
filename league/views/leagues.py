"""League pages: the list, a new league, and a league's page (standings, recent matches, my confirmations)."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from games.catalogue import GAMES_BY_KEY
from league.forms import LeagueForm
from league.htmx import HtmxHttpRequest, render_page
from league.models import League, Player, Season
from league.permissions import may_create_events
from league.services import leagues as league_services
from league.services.queries import STANDING_SORTS, season_for, season_matches_page, standings_page
from league.services.reporting import pending_for
from league.tournament.standings import TIEBREAKER_HELP
from league.views.league_access import get_league, player_of

DETAIL = "league/league_detail.html"


def league_list(request: HttpRequest) -> HttpResponse:
    """Every league, or one game's leagues (``?game=doomtown``, the home page's cards link here)."""
    leagues = League.objects.prefetch_related("seasons").order_by("name")
    game = GAMES_BY_KEY.get(request.GET.get("game", ""))
    if game is not None:
        leagues = leagues.filter(game=game.key)
    return render(request, "league/league_list.html", {"leagues": leagues, "game": game})


@login_required
def league_create(request: HttpRequest) -> HttpResponse:
    if not may_create_events(request.user):
        raise PermissionDenied("Only organisers may create leagues.")
    form = LeagueForm(request.POST or None, initial={"game": request.GET.get("game")})
    if request.method == "POST" and form.is_valid():
        league = league_services.league_create(organiser=Player.for_user(request.user), **form.cleaned_data)
        messages.success(request, f"{league.name} is open for play.")
        return redirect("league-detail", league.slug)
    return render(request, "league/league_form.html", {"form": form})


def standings_context(season: Season | None, *, sort: str = "rank", page: Any = 1) -> dict[str, Any]:
    """What the standings partial reads: one page of the season's table with its tiebreaker columns."""
    standings = None
    if season is not None:
        standings = standings_page(season, sort=sort, page=page)
        standings.object_list = list(standings.object_list)
        for row in standings.object_list:
            row.tiebreaker_values = [row.tiebreakers.get(key) for key in season.tiebreakers]  # type: ignore[attr-defined]
    sort = sort if sort in STANDING_SORTS else "rank"
    return {
        "season": season,
        "sort": sort,
        "standings": standings,
        "standings_query": f"season={season.pk}&sort={sort}&" if season else "",
        "tiebreakers": [(key, TIEBREAKER_HELP.get(key, key)) for key in season.tiebreakers] if season else [],
    }


def matches_context(season: Season | None, *, page: Any = 1) -> dict[str, Any]:
    return {
        "season": season,
        "matches": season_matches_page(season, page=page) if season else None,
        "matches_query": f"season={season.pk}&" if season else "",
    }


def league_detail(request: HtmxHttpRequest, slug: str) -> HttpResponse:
    league = get_league(slug)
    season = season_for(league, request.GET.get("season"))
    player = player_of(request.user)
    context = {
        "league": league,
        "seasons": league.seasons.all(),
        "is_member": player is not None and league.members.filter(pk=player.pk).exists(),
        "is_league_organiser": league.is_run_by(player),
        **standings_context(season, sort=request.GET.get("sort", "rank"), page=request.GET.get("page", 1)),
    }
    if request.htmx and request.htmx.target == "standings":
        return render_page(request, DETAIL, context, partial="standings")
    context.update(matches_context(season, page=request.GET.get("matches", 1)))
    if request.htmx and request.htmx.target == "matches":
        return render_page(request, DETAIL, context, partial="matches")
    context["pending"] = (
        [m for m in pending_for(player) if m.season and m.season.league_id == league.pk] if player else []
    )
    return render_page(request, DETAIL, context)


@login_required
@require_POST
def league_join(request: HttpRequest, slug: str) -> HttpResponse:
    league = get_league(slug)
    league.members.add(Player.for_user(request.user))
    messages.success(request, f"You have joined {league.name}.")
    return redirect("league-detail", league.slug)
