"""The solo leaderboard pages: setups played, one setup's leaderboard, and my own solo games."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from league.models import Player, SoloResult
from league.services.solo import setup_key_label, solo_best_per_player, solo_history, solo_setups, solo_top_games


@require_GET
def solo_index(request: HttpRequest) -> HttpResponse:
    return render(request, "league/solo/index.html", {"setups": solo_setups(), "top": solo_top_games(None)})


@require_GET
def solo_leaderboard(request: HttpRequest, setup: str) -> HttpResponse:
    if not SoloResult.objects.on_setup(setup).exists():
        raise Http404("No solo game has been played on that setup.")
    context = {
        "setup": setup,
        "label": setup_key_label(setup),
        "best": solo_best_per_player(setup),
        "top": solo_top_games(setup),
    }
    return render(request, "league/solo/leaderboard.html", context)


@login_required
@require_GET
def solo_mine(request: HttpRequest) -> HttpResponse:
    player = Player.for_user(request.user)
    return render(request, "league/solo/history.html", {"player": player, "results": solo_history(player)})
