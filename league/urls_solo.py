"""Solo leaderboard pages and API, and playing a league match in the browser."""

from __future__ import annotations

from django.urls import path

from league import api_solo
from league.views import played_games, solo

urlpatterns = [
    path("solo/", solo.solo_index, name="solo-index"),
    path("solo/mine/", solo.solo_mine, name="solo-mine"),
    path("solo/setup/<path:setup>/", solo.solo_leaderboard, name="solo-leaderboard"),
    path("matches/<int:match_id>/play/", played_games.match_play, name="match-play"),
    path("api/solo/setups/", api_solo.SoloSetupListApi.as_view(), name="api-solo-setups"),
    path("api/solo/leaderboard/", api_solo.SoloLeaderboardApi.as_view(), name="api-solo-leaderboard"),
    path("api/solo/mine/", api_solo.SoloHistoryApi.as_view(), name="api-solo-mine"),
    path("api/matches/<int:match_id>/session/", api_solo.MatchSessionCreateApi.as_view(), name="api-match-session"),
]
