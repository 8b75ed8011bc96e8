"""Result entry in an event: self-report of one's own table, opponent confirms, staff enter and correct."""

from __future__ import annotations

import pytest

from league.models import Match, ResultAudit
from league.services.errors import NotAllowed, ServiceError
from league.services.reporting import match_confirm, match_dispute
from league.tournaments.services import (
    tournament_report,
    tournament_result_set,
    tournament_start_round,
)
from tests.league.tournaments.conftest import doomtown_win, play_round


@pytest.fixture
def first_round(swiss_cut, entered, owner):
    return tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)


def tables(round_):
    return list(round_.matches.order_by("table_number"))


def test_a_player_reports_and_the_opponent_confirms(swiss_cut, first_round):
    match = tables(first_round)[0]
    me, them = (seat.player for seat in match.seats.order_by("seat"))
    tournament_report(tournament=swiss_cut, match_id=match.pk, player=me, raws=doomtown_win())
    assert Match.objects.get(pk=match.pk).status == Match.Status.REPORTED
    match_confirm(match_id=match.pk, player=them)
    match.refresh_from_db()
    assert match.status == Match.Status.CONFIRMED
    assert [a.action for a in match.audit.all()] == ["create", "report", "confirm"]


def test_it_refuses_a_report_for_another_table(swiss_cut, first_round):
    mine, other = tables(first_round)[:2]
    me = mine.seats.get(seat=0).player
    with pytest.raises(NotAllowed, match=f"You do not play at table {other.table_number}"):
        tournament_report(tournament=swiss_cut, match_id=other.pk, player=me, raws=doomtown_win())
    other.refresh_from_db()
    assert other.status == Match.Status.OPEN
    assert not other.audit.filter(action=ResultAudit.Action.REPORT).exists()


def test_outsiders_cannot_report_and_staff_results_are_confirmed_at_once(swiss_cut, first_round, outsider, owner):
    match = tables(first_round)[0]
    with pytest.raises(NotAllowed):
        tournament_report(tournament=swiss_cut, match_id=match.pk, player=outsider.player, raws=doomtown_win())
    tournament_report(tournament=swiss_cut, match_id=match.pk, player=owner.player, raws=doomtown_win(False))
    match.refresh_from_db()
    assert match.status == Match.Status.CONFIRMED
    assert match.seats.get(seat=1).placement == 1
    assert match.audit.filter(action=ResultAudit.Action.OVERRIDE, actor=owner.player).exists()


def test_staff_settle_a_disputed_table(swiss_cut, first_round, owner):
    match = tables(first_round)[0]
    me, them = (seat.player for seat in match.seats.order_by("seat"))
    tournament_report(tournament=swiss_cut, match_id=match.pk, player=me, raws=doomtown_win())
    match_dispute(match_id=match.pk, player=them, reason="I won")
    tournament_result_set(
        tournament=swiss_cut, match_id=match.pk, staff=owner.player, raws=doomtown_win(False), note="judge call"
    )
    match.refresh_from_db()
    assert match.status == Match.Status.CONFIRMED and match.seats.get(player=them).placement == 1
    assert not match.seats.filter(disputed_at__isnull=False).exists()


def test_a_result_for_a_match_of_another_event_is_refused(swiss_cut, first_round, owner):
    from league.tournaments.services import tournament_create
    from tests.league.tournaments.conftest import event_settings

    other = tournament_create(organiser=owner.player, settings=event_settings(name="Other"), seed=1)
    match = tables(first_round)[0]
    with pytest.raises(ServiceError, match="is not part of Other"):
        tournament_result_set(tournament=other, match_id=match.pk, staff=owner.player, raws=doomtown_win())


def test_a_cut_match_needs_a_winner(swiss_cut, first_round, owner):
    play_round(swiss_cut, first_round)
    for _ in range(2):
        play_round(swiss_cut, tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player))
    semi = tables(tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player))[0]
    me = semi.seats.get(seat=0).player
    draw = [{"outcome": "draw"}, {"outcome": "draw"}]
    with pytest.raises(ServiceError, match="needs one winner"):
        tournament_report(tournament=swiss_cut, match_id=semi.pk, player=me, raws=draw)
    semi.refresh_from_db()
    assert semi.status == Match.Status.OPEN
