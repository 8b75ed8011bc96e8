"""An organiser who plays in a match never makes its result final alone."""

from __future__ import annotations

import pytest

from league.benchmarks.waiting import _running_event
from league.models import Match, StaffRole
from league.services.errors import NotAllowed
from league.services.reporting import match_confirm, match_dispute, match_open, match_override, match_resolve
from league.tournaments.services import tournament_report, tournament_result_set
from tests.conftest import make_user
from tests.league.results import studios
from tests.league.tournaments.conftest import doomtown_win

pytestmark = pytest.mark.django_db

RAWS = [studios(10, rank=1), studios(4, rank=2)]


@pytest.fixture
def own_match(season, owner, opponent):
    return match_open(season=season, creator=owner.player, players=[owner.player, opponent.player])


def test_an_organiser_entering_their_own_open_match_reports_it_for_the_opponent(own_match, owner, opponent):
    match = match_override(match_id=own_match.pk, organiser=owner.player, raws=RAWS)
    assert match.status == Match.Status.REPORTED and match.reported_by == owner.player
    match_confirm(match_id=match.pk, player=opponent.player)
    assert Match.objects.get(pk=match.pk).status == Match.Status.CONFIRMED


def test_an_organiser_may_not_correct_or_settle_their_own_reported_match(own_match, owner, opponent):
    match_override(match_id=own_match.pk, organiser=owner.player, raws=RAWS)
    with pytest.raises(NotAllowed, match="another organiser"):
        match_override(match_id=own_match.pk, organiser=owner.player, raws=RAWS[::-1])
    match_dispute(match_id=own_match.pk, player=opponent.player, reason="I won")
    with pytest.raises(NotAllowed, match="another organiser"):
        match_resolve(match_id=own_match.pk, organiser=owner.player, accept=True)
    assert Match.objects.get(pk=own_match.pk).status == Match.Status.DISPUTED


def test_another_organiser_sets_the_result_outright(own_match, league, owner, django_user_model):
    second = make_user(django_user_model, "dora").player
    league.organisers.add(second)
    match = match_override(match_id=own_match.pk, organiser=second, raws=RAWS)
    assert match.status == Match.Status.CONFIRMED


def test_the_console_tells_a_playing_organiser_their_entry_is_a_report(client, own_match, league, owner):
    client.force_login(owner)
    url = f"/leagues/{league.slug}/console/matches/{own_match.pk}/override/"
    assert "the other players confirm it" in client.get(url).content.decode()


@pytest.fixture
def own_table(owner, opponent):
    event = _running_event("Own Table Open", owner.player, owner.player, opponent.player)
    return event, event.round_set.get(number=2).matches.get()


def test_event_staff_at_their_own_table_report_it_for_the_opponent_to_confirm(own_table, owner, opponent):
    event, match = own_table
    with pytest.raises(NotAllowed, match="another member of the event's staff"):
        tournament_result_set(tournament=event, match_id=match.pk, staff=owner.player, raws=doomtown_win())
    reported = tournament_report(tournament=event, match_id=match.pk, player=owner.player, raws=doomtown_win())
    assert reported.status == Match.Status.REPORTED
    match_confirm(match_id=match.pk, player=opponent.player)
    assert Match.objects.get(pk=match.pk).status == Match.Status.CONFIRMED


def test_another_staff_member_enters_the_organiser_s_table_outright(own_table, django_user_model):
    event, match = own_table
    judge = make_user(django_user_model, "judy").player
    StaffRole.objects.create(tournament=event, player=judge, role=StaffRole.Role.HEAD_JUDGE)
    entered = tournament_report(tournament=event, match_id=match.pk, player=judge, raws=doomtown_win())
    assert entered.status == Match.Status.CONFIRMED


def test_the_report_page_does_not_promise_a_playing_organiser_an_outright_entry(client, own_table, owner):
    event, match = own_table
    client.force_login(owner)
    page = client.get(f"/tournaments/{event.pk}/matches/{match.pk}/report/").content.decode()
    assert "confirmed at once" not in page and "your opponent confirms" in page
