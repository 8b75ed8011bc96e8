"""League pages: leagues, standings, reporting and confirming results, profiles, the organiser console, exports."""

from __future__ import annotations

from django.urls import path

from league.views import console, exports, leagues, profiles, results

urlpatterns = [
    path("leagues/", leagues.league_list, name="league-list"),
    path("leagues/new/", leagues.league_create, name="league-create"),
    path("leagues/<slug:slug>/", leagues.league_detail, name="league-detail"),
    path("leagues/<slug:slug>/join/", leagues.league_join, name="league-join"),
    path("leagues/<slug:slug>/report/", results.report, name="league-report"),
    path("leagues/<slug:slug>/report/preview/", results.report_preview, name="league-report-preview"),
    path("leagues/<slug:slug>/standings.<str:fmt>", exports.standings_export, name="league-standings-export"),
    path("leagues/<slug:slug>/matches.<str:fmt>", exports.matches_export, name="league-matches-export"),
    path("leagues/<slug:slug>/console/", console.console, name="league-console"),
    path("leagues/<slug:slug>/console/seasons/new/", console.season_new, name="league-season-new"),
    path(
        "leagues/<slug:slug>/console/seasons/<int:season_id>/", console.season_settings, name="league-season-settings"
    ),
    path(
        "leagues/<slug:slug>/console/seasons/<int:season_id>/status/",
        console.season_status,
        name="league-season-status",
    ),
    path("leagues/<slug:slug>/console/members/", console.member_add, name="league-member-add"),
    path(
        "leagues/<slug:slug>/console/members/<int:player_id>/remove/",
        console.member_remove,
        name="league-member-remove",
    ),
    path("leagues/<slug:slug>/console/matches/<int:match_id>/resolve/", console.resolve, name="league-resolve"),
    path("leagues/<slug:slug>/console/matches/<int:match_id>/override/", console.override, name="league-override"),
    path("matches/<int:match_id>/", results.match_detail, name="match-detail"),
    path("matches/<int:match_id>/confirm/", results.match_confirm_view, name="match-confirm"),
    path("matches/<int:match_id>/dispute/", results.match_dispute_view, name="match-dispute"),
    path("players/<int:player_id>/", profiles.player_profile, name="player-profile"),
]
