"""Tournament pages: public views, what players do, and the staff console's actions."""

from __future__ import annotations

from django.urls import path, register_converter

from league.tournaments.views import pages, pairing, play, staff


class EventConverter:
    """An event's id or its slug (slugs are never all digits): pages link by slug, old id links work."""

    regex = "[-a-zA-Z0-9_]+"

    def to_python(self, value: str) -> int | str:
        return int(value) if value.isdigit() else value

    def to_url(self, value: int | str) -> str:
        return str(value)


register_converter(EventConverter, "event")

urlpatterns = [
    path("tournaments/", pages.tournament_list, name="tournament-list"),
    path("tournaments/new/", staff.tournament_new, name="tournament-new"),
    path("tournaments/new/rounds-hint/", staff.rounds_hint, name="tournament-rounds-hint"),
    path("tournaments/<event:tournament_id>/", pages.tournament_detail, name="tournament-detail"),
    path("tournaments/<event:tournament_id>/rounds/<int:number>/", pages.round_pairings, name="tournament-round"),
    path("tournaments/<event:tournament_id>/rounds/<int:number>/slips/", pages.match_slips, name="tournament-slips"),
    path("tournaments/<event:tournament_id>/standings/", pages.tournament_standings, name="tournament-standings"),
    path("tournaments/<event:tournament_id>/bracket/", pages.tournament_bracket, name="tournament-bracket"),
    path("tournaments/<event:tournament_id>/timer/", pages.tournament_timer, name="tournament-timer"),
    path("tournaments/<event:tournament_id>/decklists/", pages.tournament_decklists, name="tournament-decklists"),
    path("tournaments/<event:tournament_id>/register/", play.register, name="tournament-register"),
    path("tournaments/<event:tournament_id>/check-in/", play.check_in, name="tournament-check-in"),
    path("tournaments/<event:tournament_id>/drop/", play.drop, name="tournament-drop"),
    path("tournaments/<event:tournament_id>/matches/<int:match_id>/report/", play.report, name="tournament-report"),
    path("tournaments/<event:tournament_id>/console/", staff.console, name="tournament-console"),
    path("tournaments/<event:tournament_id>/console/start/", staff.start_round, name="tournament-start-round"),
    path("tournaments/<event:tournament_id>/console/repair/", staff.repair, name="tournament-repair"),
    path("tournaments/<event:tournament_id>/console/swap/", staff.swap, name="tournament-swap"),
    path("tournaments/<event:tournament_id>/console/pairings/", pairing.hand_pairing, name="tournament-hand-pairing"),
    path("tournaments/<event:tournament_id>/console/clock/", pairing.clock_action, name="tournament-clock"),
    path("tournaments/<event:tournament_id>/console/time/", staff.call_time, name="tournament-call-time"),
    path("tournaments/<event:tournament_id>/console/extend/", staff.extend, name="tournament-extend"),
    path("tournaments/<event:tournament_id>/console/staff/", staff.staff, name="tournament-staff"),
    path("tournaments/<event:tournament_id>/console/late/", staff.late_entry, name="tournament-late-entry"),
    path(
        "tournaments/<event:tournament_id>/console/check-in/", staff.check_in_player, name="tournament-check-in-player"
    ),
    path("tournaments/<event:tournament_id>/console/drop/", staff.drop_player, name="tournament-drop-player"),
    path("tournaments/<event:tournament_id>/console/finish/", staff.finish, name="tournament-finish"),
    path("tournaments/<event:tournament_id>/console/publish/", staff.publish, name="tournament-publish"),
]
