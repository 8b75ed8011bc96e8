"""The result workflow service: each role on each step, bad input, and the audit trail."""

from __future__ import annotations

import pytest
from django.utils import timezone

from league.models import Match, Rating, ResultAudit, Season
from league.services.errors import NotAllowed, ServiceError
from league.services.reporting import (
    SeatEntry,
    match_confirm,
    match_dispute,
    match_open,
    match_override,
    match_record,
    match_report,
    match_resolve,
    pending_for,
)
from tests.league.results import studios


def record(season, reporter, first, second, raws=None):
    raws = raws or (studios(30, 5, 3), studios(20, 0, 2))
    return match_record(
        season=season,
        reporter=reporter.player,
        entries=[SeatEntry(first.player, raws[0]), SeatEntry(second.player, raws[1])],
    )


def test_it_records_a_result_with_scores_and_placements(season, owner, opponent):
    match = record(season, owner, owner, opponent)
    assert match.status == Match.Status.REPORTED
    assert [(s.score, s.placement) for s in match.seats.order_by("seat")] == [(50, 1), (30, 2)]
    assert match.seats.get(player=owner.player).confirmed_at is not None
    assert match.seats.get(player=opponent.player).confirmed_at is None


def test_it_lets_the_opponent_report(season, owner, opponent):
    assert record(season, opponent, owner, opponent).reported_by == opponent.player


def test_it_refuses_a_report_from_an_outsider(season, owner, opponent, outsider):
    with pytest.raises(NotAllowed):
        record(season, outsider, owner, opponent)
    assert not Match.objects.exists()


def test_it_rejects_rank_seven_and_changes_nothing(season, owner, opponent):
    with pytest.raises(ServiceError) as error:
        record(season, owner, owner, opponent, raws=(studios(3, 0, 7), studios(3, 0, 1)))
    assert error.value.errors == {"seats.0.rank": "Rank cannot be above 6 (got 7)."}
    assert not Match.objects.exists()


def test_it_rejects_negative_money(season, owner, opponent):
    with pytest.raises(ServiceError, match="cannot be below 0"):
        record(season, owner, owner, opponent, raws=(studios(-1), studios(3)))
    assert not Match.objects.exists()


def test_it_rejects_a_player_seated_twice(season, owner):
    with pytest.raises(ServiceError, match="seated twice"):
        record(season, owner, owner, owner)
    assert not Match.objects.exists()


def test_it_rejects_a_result_for_a_finished_season(season, owner, opponent):
    Season.objects.filter(pk=season.pk).update(status=Season.Status.FINISHED)
    season.refresh_from_db()
    with pytest.raises(ServiceError, match="is finished"):
        record(season, owner, owner, opponent)
    assert not Match.objects.exists()


def test_it_confirms_when_the_opponent_confirms(
    season, owner, opponent, eager_tasks, django_capture_on_commit_callbacks
):
    match = record(season, owner, owner, opponent)
    with django_capture_on_commit_callbacks(execute=True):
        match_confirm(match_id=match.pk, player=opponent.player)
    match.refresh_from_db()
    assert match.status == Match.Status.CONFIRMED
    assert match.rating_seq == 1
    assert Rating.objects.filter(game="studios").count() == 2


def test_it_refuses_a_confirmation_from_an_outsider(season, owner, opponent, outsider):
    match = record(season, owner, owner, opponent)
    with pytest.raises(NotAllowed):
        match_confirm(match_id=match.pk, player=outsider.player)
    assert Match.objects.get().status == Match.Status.REPORTED


def test_it_refuses_a_second_confirmation_by_the_reporter(season, owner, opponent):
    match = record(season, owner, owner, opponent)
    with pytest.raises(ServiceError, match="already confirmed"):
        match_confirm(match_id=match.pk, player=owner.player)


def test_it_moves_a_disputed_result_to_the_organisers(season, owner, opponent):
    match = record(season, owner, owner, opponent)
    match_dispute(match_id=match.pk, player=opponent.player, reason="I had rank 4")
    match.refresh_from_db()
    assert match.status == Match.Status.DISPUTED
    assert match.seats.get(player=opponent.player).dispute_reason == "I had rank 4"


def test_it_does_not_let_the_reporter_dispute_their_own_result(season, owner, opponent):
    match = record(season, owner, owner, opponent)
    with pytest.raises(ServiceError, match="You reported"):
        match_dispute(match_id=match.pk, player=owner.player, reason="oops")


def test_it_refuses_a_dispute_from_an_outsider(season, owner, opponent, outsider):
    match = record(season, owner, owner, opponent)
    with pytest.raises(NotAllowed):
        match_dispute(match_id=match.pk, player=outsider.player, reason="no")


def test_it_lets_an_organiser_resolve_a_dispute_by_voiding(season, owner, opponent, referee):
    match = record(season, opponent, owner, opponent)
    match_dispute(match_id=match.pk, player=owner.player, reason="wrong")
    match_resolve(match_id=match.pk, organiser=referee.player, accept=False, note="replay it")
    assert Match.objects.get().status == Match.Status.VOID


def test_it_lets_an_organiser_accept_a_disputed_result(season, owner, opponent, referee):
    match = record(season, owner, owner, opponent)
    match_dispute(match_id=match.pk, player=opponent.player, reason="wrong")
    match_resolve(match_id=match.pk, organiser=referee.player, accept=True)
    assert Match.objects.get().status == Match.Status.CONFIRMED


def test_it_refuses_to_let_a_player_who_is_not_an_organiser_resolve(season, owner, opponent):
    match = record(season, owner, owner, opponent)
    match_dispute(match_id=match.pk, player=opponent.player, reason="wrong")
    with pytest.raises(NotAllowed):
        match_resolve(match_id=match.pk, organiser=opponent.player, accept=False)
    assert Match.objects.get().status == Match.Status.DISPUTED


def test_it_lets_an_organiser_override_and_audits_before_and_after(season, owner, opponent, referee):
    match = record(season, opponent, owner, opponent)
    match_override(match_id=match.pk, organiser=referee.player, raws=[studios(1), studios(2)], note="typo")
    audit = ResultAudit.objects.get(action=ResultAudit.Action.OVERRIDE)
    assert audit.actor == referee.player
    assert [s["score"] for s in audit.before["seats"]] == [50, 30]
    assert [s["score"] for s in audit.after["seats"]] == [6, 7]
    assert audit.after["status"] == Match.Status.CONFIRMED


def test_it_refuses_an_override_from_an_outsider(season, owner, opponent, outsider):
    match = record(season, owner, owner, opponent)
    with pytest.raises(NotAllowed):
        match_override(match_id=match.pk, organiser=outsider.player, raws=[studios(1), studios(2)])


def test_it_audits_every_step_with_who_and_when(season, owner, opponent):
    match = record(season, owner, owner, opponent)
    match_confirm(match_id=match.pk, player=opponent.player)
    steps = list(match.audit.values_list("action", "actor__display_name"))
    assert steps == [("report", "Alice"), ("confirm", "Bob")]
    assert all(at <= timezone.now() for at in match.audit.values_list("at", flat=True))


def test_it_reports_an_open_match_once(season, owner, opponent):
    match = match_open(season=season, creator=owner.player, players=[owner.player, opponent.player])
    match_report(match_id=match.pk, reporter=opponent.player, raws=[studios(1), studios(9)])
    with pytest.raises(ServiceError, match="already reported by Bob"):
        match_report(match_id=match.pk, reporter=owner.player, raws=[studios(9), studios(1)])
    assert [s.score for s in Match.objects.get().seats.order_by("seat")] == [6, 14]


def test_it_refuses_to_open_a_match_for_an_outsider(season, owner, opponent, outsider):
    with pytest.raises(NotAllowed):
        match_open(season=season, creator=outsider.player, players=[owner.player, opponent.player])


def test_it_confirms_a_game_against_a_bot_at_once_and_does_not_rate_it(
    season, owner, eager_tasks, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        match = match_record(
            season=season,
            reporter=owner.player,
            entries=[SeatEntry(owner.player, studios(9)), SeatEntry(None, studios(3), bot_kind="random")],
        )
    match.refresh_from_db()
    assert match.status == Match.Status.CONFIRMED
    assert match.rating_seq is None
    assert not Rating.objects.exists()


def test_it_lists_the_confirmations_waiting_for_a_player(season, owner, opponent):
    match = record(season, owner, owner, opponent, raws=(studios(1), studios(2)))
    assert pending_for(opponent.player) == [match]
    assert pending_for(owner.player) == []


@pytest.mark.parametrize("persona", ["opponent", "outsider"])
def test_it_keeps_overrides_and_resolutions_to_organisers(season, owner, opponent, persona, request):
    match = record(season, owner, owner, opponent)
    match_dispute(match_id=match.pk, player=opponent.player, reason="wrong")
    player = request.getfixturevalue(persona).player
    with pytest.raises(NotAllowed):
        match_override(match_id=match.pk, organiser=player, raws=[studios(1), studios(2)])
    with pytest.raises(NotAllowed):
        match_resolve(match_id=match.pk, organiser=player, accept=True)
    assert Match.objects.get().status == Match.Status.DISPUTED
    assert not ResultAudit.objects.filter(action__in=["override", "resolve"]).exists()
