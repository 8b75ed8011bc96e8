"""League API routes: one APIView per operation (see league.api_league)."""

from __future__ import annotations

from django.urls import path

from league import api_league as api

urlpatterns = [
    path("leagues/", api.LeagueListApi.as_view(), name="api-league-list"),
    path("leagues/create/", api.LeagueCreateApi.as_view(), name="api-league-create"),
    path("leagues/<slug:slug>/", api.LeagueDetailApi.as_view(), name="api-league-detail"),
    path("leagues/<slug:slug>/seasons/", api.SeasonCreateApi.as_view(), name="api-season-create"),
    path("leagues/<slug:slug>/members/", api.MemberAddApi.as_view(), name="api-member-add"),
    path("leagues/<slug:slug>/members/<int:player_id>/", api.MemberRemoveApi.as_view(), name="api-member-remove"),
    path("leagues/<slug:slug>/standings/", api.StandingsApi.as_view(), name="api-standings"),
    path("leagues/<slug:slug>/matches/", api.MatchListApi.as_view(), name="api-match-list"),
    path("leagues/<slug:slug>/matches/record/", api.MatchRecordApi.as_view(), name="api-match-record"),
    path("leagues/<slug:slug>/matches/open/", api.MatchOpenApi.as_view(), name="api-match-open"),
    path("seasons/<int:season_id>/", api.SeasonUpdateApi.as_view(), name="api-season-update"),
    path("matches/<int:match_id>/", api.MatchDetailApi.as_view(), name="api-match-detail"),
    path("matches/<int:match_id>/report/", api.MatchReportApi.as_view(), name="api-match-report"),
    path("matches/<int:match_id>/confirm/", api.MatchConfirmApi.as_view(), name="api-match-confirm"),
    path("matches/<int:match_id>/dispute/", api.MatchDisputeApi.as_view(), name="api-match-dispute"),
    path("matches/<int:match_id>/override/", api.MatchOverrideApi.as_view(), name="api-match-override"),
    path("matches/<int:match_id>/resolve/", api.MatchResolveApi.as_view(), name="api-match-resolve"),
    path("me/pending/", api.PendingConfirmationListApi.as_view(), name="api-pending"),
    path("results/fields/<str:game>/", api.ResultFieldsApi.as_view(), name="api-result-fields"),
    path("results/score/", api.ScorePreviewApi.as_view(), name="api-result-score"),
    path("ratings/<str:game>/", api.RatingLadderApi.as_view(), name="api-rating-ladder"),
    path("players/<int:player_id>/", api.PlayerProfileApi.as_view(), name="api-player-profile"),
]
