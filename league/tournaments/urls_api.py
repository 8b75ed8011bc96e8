"""Tournament API routes: one APIView per operation (``league.tournaments.api``)."""

from __future__ import annotations

from django.urls import path

from league.tournaments.api import control, events, registrations, rounds

urlpatterns = [
    path("tournaments/", events.TournamentListApi.as_view(), name="api-tournament-list"),
    path("tournaments/create/", events.TournamentCreateApi.as_view(), name="api-tournament-create"),
    path("tournaments/<int:tournament_id>/", events.TournamentDetailApi.as_view(), name="api-tournament-detail"),
    path(
        "tournaments/<int:tournament_id>/registrations/",
        registrations.RegistrationListApi.as_view(),
        name="api-tournament-registrations",
    ),
    path(
        "tournaments/<int:tournament_id>/registrations/create/",
        registrations.RegistrationCreateApi.as_view(),
        name="api-tournament-register",
    ),
    path(
        "tournaments/<int:tournament_id>/registrations/<int:registration_id>/check-in/",
        registrations.CheckInApi.as_view(),
        name="api-tournament-check-in",
    ),
    path(
        "tournaments/<int:tournament_id>/registrations/<int:registration_id>/drop/",
        registrations.DropApi.as_view(),
        name="api-tournament-drop",
    ),
    path("tournaments/<int:tournament_id>/rounds/", rounds.RoundListApi.as_view(), name="api-tournament-rounds"),
    path(
        "tournaments/<int:tournament_id>/rounds/start/",
        rounds.RoundStartApi.as_view(),
        name="api-tournament-start-round",
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
        rounds.PairingsApi.as_view(),
        name="api-tournament-pairings",
    ),
    path(
        "tournaments/<int:tournament_id>/results/<int:match_id>/",
        rounds.ResultReportApi.as_view(),
        name="api-tournament-report",
    ),
    path(
        "tournaments/<int:tournament_id>/results/<int:match_id>/confirm/",
        rounds.ResultConfirmApi.as_view(),
        name="api-tournament-confirm",
    ),
    path("tournaments/<int:tournament_id>/standings/", events.StandingsApi.as_view(), name="api-tournament-standings"),
    path("tournaments/<int:tournament_id>/standings.csv", events.standings_csv, name="api-tournament-standings-csv"),
    path("tournaments/<int:tournament_id>/export.<str:fmt>", events.tournament_export, name="api-tournament-export"),
]
