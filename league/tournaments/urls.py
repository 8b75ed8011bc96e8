"""Tournament pages: public views, what players do, and the staff console's actions."""

from __future__ import annotations

from django.urls import URLPattern, URLResolver, include, path, register_converter

from league.tournaments.views import pages, pairing, play, staff


class EventConverter:
    """An event's id or its slug (slugs are never all digits): pages link by slug, old id links work."""

    regex = "[-a-zA-Z0-9_]+"

    def to_python(self, value: str) -> int | str:
        return int(value) if value.isdigit() else value

    def to_url(self, value: int | str) -> str:
        return str(value)


register_converter(EventConverter, "event")

# The staff console's actions, under tournaments/<event>/console/.
console_patterns: list[URLPattern | URLResolver] = [
    path("", staff.console, name="tournament-console"),
    path("start/", staff.start_round, name="tournament-start-round"),
    path("repair/", staff.repair, name="tournament-repair"),
    path("swap/", staff.swap, name="tournament-swap"),
    path("pairings/", pairing.hand_pairing, name="tournament-hand-pairing"),
    path("clock/", pairing.clock_action, name="tournament-clock"),
    path("time/", staff.call_time, name="tournament-call-time"),
    path("extend/", staff.extend, name="tournament-extend"),
    path("staff/", staff.staff, name="tournament-staff"),
    path("late/", staff.late_entry, name="tournament-late-entry"),
    path("check-in/", staff.check_in_player, name="tournament-check-in-player"),
    path("drop/", staff.drop_player, name="tournament-drop-player"),
    path("finish/", staff.finish, name="tournament-finish"),
    path("publish/", staff.publish, name="tournament-publish"),
]

# One event's pages and what players do there, under tournaments/<event>/.
event_patterns: list[URLPattern | URLResolver] = [
    path("", pages.tournament_detail, name="tournament-detail"),
    path("rounds/<int:number>/", pages.round_pairings, name="tournament-round"),
    path("rounds/<int:number>/slips/", pages.match_slips, name="tournament-slips"),
    path("standings/", pages.tournament_standings, name="tournament-standings"),
    path("bracket/", pages.tournament_bracket, name="tournament-bracket"),
    path("timer/", pages.tournament_timer, name="tournament-timer"),
    path("decklists/", pages.tournament_decklists, name="tournament-decklists"),
    path("register/", play.register, name="tournament-register"),
    path("check-in/", play.check_in, name="tournament-check-in"),
    path("drop/", play.drop, name="tournament-drop"),
    path("matches/<int:match_id>/report/", play.report, name="tournament-report"),
    path("console/", include(console_patterns)),
]

urlpatterns = [
    path("tournaments/", pages.tournament_list, name="tournament-list"),
    path("tournaments/new/", staff.tournament_new, name="tournament-new"),
    path("tournaments/new/rounds-hint/", staff.rounds_hint, name="tournament-rounds-hint"),
    path("tournaments/<event:tournament_id>/", include(event_patterns)),
]
