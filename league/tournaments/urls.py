"""Tournament pages: public views, what players do, and the staff console's actions."""

from __future__ import annotations

from django.urls import path

from league.tournaments.views import pages, pairing, play, staff

urlpatterns = [
    path("tournaments/", pages.tournament_list, name="tournament-list"),
    path("tournaments/new/", staff.tournament_new, name="tournament-new"),
    path("tournaments/new/rounds-hint/", staff.rounds_hint, name="tournament-rounds-hint"),
    path("tournaments/<int:tournament_id>/", pages.tournament_detail, name="tournament-detail"),
    path("tournaments/<int:tournament_id>/rounds/<int:number>/", pages.round_pairings, name="tournament-round"),
    path("tournaments/<int:tournament_id>/rounds/<int:number>/slips/", pages.match_slips, name="tournament-slips"),
    path("tournaments/<int:tournament_id>/standings/", pages.tournament_standings, name="tournament-standings"),
    path("tournaments/<int:tournament_id>/bracket/", pages.tournament_bracket, name="tournament-bracket"),
    path("tournaments/<int:tournament_id>/timer/", pages.tournament_timer, name="tournament-timer"),
    path("tournaments/<int:tournament_id>/decklists/", pages.tournament_decklists, name="tournament-decklists"),
    path("tournaments/<int:tournament_id>/register/", play.register, name="tournament-register"),
    path("tournaments/<int:tournament_id>/check-in/", play.check_in, name="tournament-check-in"),
    path("tournaments/<int:tournament_id>/drop/", play.drop, name="tournament-drop"),
    path("tournaments/<int:tournament_id>/matches/<int:match_id>/report/", play.report, name="tournament-report"),
    path("tournaments/<int:tournament_id>/console/", staff.console, name="tournament-console"),
    path("tournaments/<int:tournament_id>/console/start/", staff.start_round, name="tournament-start-round"),
    path("tournaments/<int:tournament_id>/console/repair/", staff.repair, name="tournament-repair"),
    path("tournaments/<int:tournament_id>/console/swap/", staff.swap, name="tournament-swap"),
    path("tournaments/<int:tournament_id>/console/pairings/", pairing.hand_pairing, name="tournament-hand-pairing"),
    path("tournaments/<int:tournament_id>/console/clock/", pairing.clock_action, name="tournament-clock"),
    path("tournaments/<int:tournament_id>/console/time/", staff.call_time, name="tournament-call-time"),
    path("tournaments/<int:tournament_id>/console/extend/", staff.extend, name="tournament-extend"),
    path("tournaments/<int:tournament_id>/console/staff/", staff.staff, name="tournament-staff"),
    path("tournaments/<int:tournament_id>/console/late/", staff.late_entry, name="tournament-late-entry"),
    path("tournaments/<int:tournament_id>/console/check-in/", staff.check_in_player, name="tournament-check-in-player"),
    path("tournaments/<int:tournament_id>/console/drop/", staff.drop_player, name="tournament-drop-player"),
    path("tournaments/<int:tournament_id>/console/finish/", staff.finish, name="tournament-finish"),
    path("tournaments/<int:tournament_id>/console/publish/", staff.publish, name="tournament-publish"),
]
