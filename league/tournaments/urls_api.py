"""Tournament API routes: one APIView per operation (``league.tournaments.api``)."""

from __future__ import annotations

from django.urls import URLPattern, URLResolver, include, path

from league.tournaments.api import control, events, registrations, rounds

# The operations on one event, under tournaments/<id>/.
event_patterns: list[URLPattern | URLResolver] = [
    path("", events.TournamentDetailApi.as_view(), name="api-tournament-detail"),
    path("registrations/", registrations.RegistrationListApi.as_view(), name="api-tournament-registrations"),
    path("registrations/create/", registrations.RegistrationCreateApi.as_view(), name="api-tournament-register"),
    path(
        "registrations/<int:registration_id>/check-in/",
        registrations.CheckInApi.as_view(),
        name="api-tournament-check-in",
    ),
    path("registrations/<int:registration_id>/drop/", registrations.DropApi.as_view(), name="api-tournament-drop"),
    path("rounds/", rounds.RoundListApi.as_view(), name="api-tournament-rounds"),
    path("rounds/start/", rounds.RoundStartApi.as_view(), name="api-tournament-start-round"),
    path("rounds/current/pairings/", control.HandPairingApi.as_view(), name="api-tournament-hand-pairing"),
    path("rounds/current/repair/", control.RepairApi.as_view(), name="api-tournament-repair"),
    path("rounds/current/swap/", control.SwapApi.as_view(), name="api-tournament-swap"),
    path("rounds/current/clock/", control.ClockApi.as_view(), name="api-tournament-clock"),
    path("finish/", control.FinishApi.as_view(), name="api-tournament-finish"),
    path("rounds/<int:number>/pairings/", rounds.PairingsApi.as_view(), name="api-tournament-pairings"),
    path("results/<int:match_id>/", rounds.ResultReportApi.as_view(), name="api-tournament-report"),
    path("results/<int:match_id>/confirm/", rounds.ResultConfirmApi.as_view(), name="api-tournament-confirm"),
    path("standings/", events.StandingsApi.as_view(), name="api-tournament-standings"),
    path("standings.csv", events.standings_csv, name="api-tournament-standings-csv"),
    path("export.<str:fmt>", events.tournament_export, name="api-tournament-export"),
]

urlpatterns = [
    path("tournaments/", events.TournamentListApi.as_view(), name="api-tournament-list"),
    path("tournaments/create/", events.TournamentCreateApi.as_view(), name="api-tournament-create"),
    path("tournaments/<int:tournament_id>/", include(event_patterns)),
]
