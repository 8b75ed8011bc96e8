"""League pages: leagues, standings, reporting and confirming results, profiles, the organiser console, exports."""

from __future__ import annotations

from django.urls import URLPattern, URLResolver, include, path

from league.views import console, exports, leagues, profiles, results

# The organiser console, under leagues/<slug>/console/.
console_patterns: list[URLPattern | URLResolver] = [
    path("", console.console, name="league-console"),
    path("seasons/new/", console.season_new, name="league-season-new"),
    path("seasons/<int:season_id>/", console.season_settings, name="league-season-settings"),
    path("seasons/<int:season_id>/status/", console.season_status, name="league-season-status"),
    path("members/", console.member_add, name="league-member-add"),
    path("members/<int:player_id>/remove/", console.member_remove, name="league-member-remove"),
    path("matches/<int:match_id>/resolve/", console.resolve, name="league-resolve"),
    path("matches/<int:match_id>/override/", console.override, name="league-override"),
]

# One league's pages, under leagues/<slug>/.
league_patterns: list[URLPattern | URLResolver] = [
    path("", leagues.league_detail, name="league-detail"),
    path("join/", leagues.league_join, name="league-join"),
    path("report/", results.report, name="league-report"),
    path("report/preview/", results.report_preview, name="league-report-preview"),
    path("standings.<str:fmt>", exports.standings_export, name="league-standings-export"),
    path("matches.<str:fmt>", exports.matches_export, name="league-matches-export"),
    path("console/", include(console_patterns)),
]

urlpatterns = [
    path("leagues/", leagues.league_list, name="league-list"),
    path("leagues/new/", leagues.league_create, name="league-create"),
    path("leagues/<slug:slug>/", include(league_patterns)),
    path("matches/<int:match_id>/", results.match_detail, name="match-detail"),
    path("matches/<int:match_id>/confirm/", results.match_confirm_view, name="match-confirm"),
    path("matches/<int:match_id>/dispute/", results.match_dispute_view, name="match-dispute"),
    path("players/<int:player_id>/", profiles.player_profile, name="player-profile"),
]
