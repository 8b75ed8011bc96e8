"""Tournament API routes: one APIView per operation (see league.api_tournaments)."""

from __future__ import annotations

from django.urls import path

from league import api_tournament_control as control
from league import api_tournaments as api

urlpatterns = [
    path("tournaments/", api.TournamentListApi.as_view(), name="api-tournament-list"),
    path("tournaments/create/", api.TournamentCreateApi.as_view(), name="api-tournament-create"),
    path("tournaments/<int:tournament_id>/", api.TournamentDetailApi.as_view(), name="api-tournament-detail"),
    path(
        "tournaments/<int:tournament_id>/registrations/",
        api.RegistrationListApi.as_view(),
        name="api-tournament-registrations",
    ),
    path(
        "tournaments/<int:tournament_id>/registrations/create/",
        api.RegistrationCreateApi.as_view(),
        name="api-tournament-register",
    ),
    path(
        "tournaments/<int:tournament_id>/registrations/<int:registration_id>/check-in/",
        api.CheckInApi.as_view(),
        name="api-tournament-check-in",
    ),
    path(
        "tournaments/<int:tournament_id>/registrations/<int:registration_id>/drop/",
        api.DropApi.as_view(),
        name="api-tournament-drop",
    ),
    path("tournaments/<int:tournament_id>/rounds/", api.RoundListApi.as_view(), name="api-tournament-rounds"),
    path(
        "tournaments/<int:tournament_id>/rounds/start/", api.RoundStartApi.as_view(), name="api-tournament-start-round"
    ),
    path(
        "tournaments/<int:tournament_id>/rounds/current/pairings/",
        control.HandPairingApi.as_view(),
        name="api-tournament-hand-pairing",
    ),
    path(
        "tournaments/<int:tournament_id>/rounds/current/repair/",
        control.RepairApi.as_view(),
        name="api-tournament-repair",
    ),
    path("tournaments/<int:tournament_id>/rounds/current/swap/", control.SwapApi.as_view(), name="api-tournament-swap"),
    path(
        "tournaments/<int:tournament_id>/rounds/current/clock/", control.ClockApi.as_view(), name="api-tournament-clock"
    ),
    path("tournaments/<int:tournament_id>/finish/", control.FinishApi.as_view(), name="api-tournament-finish"),
    path(
        "tournaments/<int:tournament_id>/rounds/<int:number>/pairings/",
        api.PairingsApi.as_view(),
        name="api-tournament-pairings",
    ),
    path(
        "tournaments/<int:tournament_id>/results/<int:match_id>/",
        api.ResultReportApi.as_view(),
        name="api-tournament-report",
    ),
    path(
        "tournaments/<int:tournament_id>/results/<int:match_id>/confirm/",
        api.ResultConfirmApi.as_view(),
        name="api-tournament-confirm",
    ),
    path("tournaments/<int:tournament_id>/standings/", api.StandingsApi.as_view(), name="api-tournament-standings"),
    path("tournaments/<int:tournament_id>/standings.csv", api.standings_csv, name="api-tournament-standings-csv"),
    path("tournaments/<int:tournament_id>/export.<str:fmt>", api.tournament_export, name="api-tournament-export"),
]
