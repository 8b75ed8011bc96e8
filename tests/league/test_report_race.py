"""Two players reporting one open match at the same moment produce exactly one result."""

from __future__ import annotations

import threading

import pytest
from django.db import connection

from league.models import Match, ResultAudit
from league.services.errors import ServiceError
from league.services.reporting import match_open, match_report
from tests.conftest import require_service
from tests.league.conftest import studios


@pytest.mark.django_db(transaction=True)
def test_concurrent_reports_of_one_match_produce_one_result(season, owner, opponent):
    # SQLite's shared in-memory test database locks whole tables, so the race is run on PostgreSQL.
    require_service(connection.vendor == "postgresql", "the race test needs PostgreSQL: set DATABASE_URL")
    match = match_open(season=season, creator=owner.player, players=[owner.player, opponent.player])
    barrier = threading.Barrier(2)
    outcomes: list[str] = []

    def report(reporter, raws):
        barrier.wait()
        try:
            match_report(match_id=match.pk, reporter=reporter.player, raws=raws)
            outcomes.append("reported")
        except ServiceError as error:
            outcomes.append(error.message)
        finally:
            connection.close()

    threads = [
        threading.Thread(target=report, args=(owner, [studios(9), studios(1)])),
        threading.Thread(target=report, args=(opponent, [studios(1), studios(9)])),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(outcomes)[1] == "reported"
    assert "already reported" in sorted(outcomes)[0]
    assert ResultAudit.objects.filter(match=match, action=ResultAudit.Action.REPORT).count() == 1
    match = Match.objects.get(pk=match.pk)
    assert match.status == Match.Status.REPORTED
    winner = match.seats.get(placement=1).player
    assert winner == match.reported_by
