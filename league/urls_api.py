"""League API routes: one APIView per operation (``league.api_leagues``, ``api_matches``, ``api_ratings``)."""

from __future__ import annotations

from django.urls import path

from league import api_leagues, api_matches, api_ratings

urlpatterns = [
    path("leagues/", api_leagues.LeagueListApi.as_view(), name="api-league-list"),
    path("leagues/create/", api_leagues.LeagueCreateApi.as_view(), name="api-league-create"),
    path("leagues/<slug:slug>/", api_leagues.LeagueDetailApi.as_view(), name="api-league-detail"),
    path("leagues/<slug:slug>/seasons/", api_leagues.SeasonCreateApi.as_view(), name="api-season-create"),
    path("leagues/<slug:slug>/members/", api_leagues.MemberAddApi.as_view(), name="api-member-add"),
    path(
        "leagues/<slug:slug>/members/<int:player_id>/", api_leagues.MemberRemoveApi.as_view(), name="api-member-remove"
    ),
    path("leagues/<slug:slug>/standings/", api_leagues.StandingsApi.as_view(), name="api-standings"),
    path("leagues/<slug:slug>/matches/", api_matches.MatchListApi.as_view(), name="api-match-list"),
    path("leagues/<slug:slug>/matches/record/", api_matches.MatchRecordApi.as_view(), name="api-match-record"),
    path("leagues/<slug:slug>/matches/open/", api_matches.MatchOpenApi.as_view(), name="api-match-open"),
    path("seasons/<int:season_id>/", api_leagues.SeasonUpdateApi.as_view(), name="api-season-update"),
    path("matches/<int:match_id>/", api_matches.MatchDetailApi.as_view(), name="api-match-detail"),
    path("matches/<int:match_id>/report/", api_matches.MatchReportApi.as_view(), name="api-match-report"),
    path("matches/<int:match_id>/confirm/", api_matches.MatchConfirmApi.as_view(), name="api-match-confirm"),
    path("matches/<int:match_id>/dispute/", api_matches.MatchDisputeApi.as_view(), name="api-match-dispute"),
    path("matches/<int:match_id>/override/", api_matches.MatchOverrideApi.as_view(), name="api-match-override"),
    path("matches/<int:match_id>/resolve/", api_matches.MatchResolveApi.as_view(), name="api-match-resolve"),
    path("me/pending/", api_matches.PendingConfirmationListApi.as_view(), name="api-pending"),
    path("results/fields/<str:game>/", api_matches.ResultFieldsApi.as_view(), name="api-result-fields"),
    path("results/score/", api_matches.ScorePreviewApi.as_view(), name="api-result-score"),
    path("ratings/<str:game>/", api_ratings.RatingLadderApi.as_view(), name="api-rating-ladder"),
    path("players/<int:player_id>/", api_ratings.PlayerProfileApi.as_view(), name="api-player-profile"),
]
