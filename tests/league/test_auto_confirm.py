"""The periodic task confirms results nobody disputed within the season's delay."""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.utils import timezone

from league.models import Match, ResultAudit
from league.services.reporting import SeatEntry, match_dispute, match_record, matches_auto_confirm
from league.tasks import auto_confirm_results_task
from tests.league.results import studios


def report(season, owner, opponent, hours_ago):
    return match_record(
        season=season,
        reporter=owner.player,
        now=timezone.now() - timedelta(hours=hours_ago),
        entries=[SeatEntry(owner.player, studios(5)), SeatEntry(opponent.player, studios(3))],
    )


def test_it_confirms_a_result_left_unanswered_for_a_day(season, owner, opponent, eager_tasks):
    stale, fresh = report(season, owner, opponent, 25), report(season, owner, opponent, 23)
    assert auto_confirm_results_task.delay().get() == [stale.pk]
    assert Match.objects.get(pk=stale.pk).status == Match.Status.CONFIRMED
    assert Match.objects.get(pk=fresh.pk).status == Match.Status.REPORTED
    audit = ResultAudit.objects.get(action=ResultAudit.Action.AUTO_CONFIRM)
    assert audit.actor is None and audit.before["status"] == "reported"


def test_it_uses_the_seasons_own_delay(season, owner, opponent):
    season.confirm_after_hours = 2
    season.save()
    match = report(season, owner, opponent, 3)
    assert matches_auto_confirm() == [match.pk]


def test_it_leaves_a_disputed_result_alone(season, owner, opponent):
    match = report(season, owner, opponent, 30)
    match_dispute(match_id=match.pk, player=opponent.player, reason="not so")
    assert matches_auto_confirm() == []
    assert Match.objects.get().status == Match.Status.DISPUTED


def test_it_is_safe_to_run_twice(season, owner, opponent):
    report(season, owner, opponent, 30)
    assert len(matches_auto_confirm()) == 1
    assert matches_auto_confirm() == []


def test_it_is_scheduled_with_celery_beat():
    tasks = {entry["task"] for entry in settings.CELERY_BEAT_SCHEDULE.values()}
    assert "league.auto_confirm_results" in tasks


def test_it_leaves_results_in_a_finished_season_alone(season, owner, opponent):
    report(season, owner, opponent, 30)
    season.status = "finished"
    season.save()
    assert matches_auto_confirm() == []
