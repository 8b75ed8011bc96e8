"""A player's profile: ratings per game with their history drawn as SVG, head-to-head records, recent matches."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render

from league.models import Player
from league.services.charts import line_chart
from league.services.queries import head_to_head, leagues_of, ratings_with_history, recent_matches
from league.services.rating_maths import display_rating


def player_profile(request: HttpRequest, player_id: int) -> HttpResponse:
    player = get_object_or_404(Player, pk=player_id)
    ratings = [
        {"rating": rating, "chart": line_chart([(at, display_rating(ordinal)) for at, ordinal in history])}
        for rating, history in ratings_with_history(player)
    ]
    context = {
        "player": player,
        "ratings": ratings,
        "head_to_head": head_to_head(player)[:20],
        "recent": recent_matches(player=player, limit=15),
        "leagues": leagues_of(player),
    }
    return render(request, "league/player_profile.html", context)
