"""Two players reporting one open match at the same moment produce exactly one result."""

from __future__ import annotations

import pytest
from django.db import connection

from league.models import Match, ResultAudit
from league.services.errors import ServiceError
from league.services.reporting import match_open, match_report
from tests.conftest import require_service
from tests.league.results import studios
from tests.races import race


@pytest.mark.django_db(transaction=True)
def test_concurrent_reports_of_one_match_produce_one_result(season, owner, opponent):
    # SQLite's shared in-memory test database locks whole tables, so the race is run on PostgreSQL.
    require_service(connection.vendor == "postgresql", "the race test needs PostgreSQL: set DATABASE_URL")
    match = match_open(season=season, creator=owner.player, players=[owner.player, opponent.player])

    def report(reporter, raws):
        return lambda: match_report(match_id=match.pk, reporter=reporter.player, raws=raws) and "reported"

    outcomes = race(
        report(owner, [studios(9), studios(1)]),
        report(opponent, [studios(1), studios(9)]),
        refusals={ServiceError: lambda error: error.message},
    )
    assert sorted(outcomes)[1] == "reported"
    assert "already reported" in sorted(outcomes)[0]
    assert ResultAudit.objects.filter(match=match, action=ResultAudit.Action.REPORT).count() == 1
    match = Match.objects.get(pk=match.pk)
    assert match.status == Match.Status.REPORTED
    winner = match.seats.get(placement=1).player
    assert winner == match.reported_by
