"""Starting a round: refused before the previous round is complete, by non-staff, and never twice at once."""

from __future__ import annotations

import pytest
from django.db import connection

from league.models import Match, Round, StaffRole
from league.services.errors import NotAllowed, ServiceError
from league.tournaments.services import staff_assign, tournament_report, tournament_start_round
from tests.conftest import require_service
from tests.league.tournaments.conftest import doomtown_win, play_round
from tests.races import race


def test_it_refuses_to_pair_before_the_previous_round_is_complete(swiss_cut, entered, owner):
    first = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    match = first.matches.order_by("table_number").first()
    reporter = match.seats.get(seat=0).player
    tournament_report(tournament=swiss_cut, match_id=match.pk, player=reporter, raws=doomtown_win())
    with pytest.raises(ServiceError, match="Round 1 is not complete: table 1, 2, 3, 4"):
        tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    assert Round.objects.filter(tournament=swiss_cut).count() == 1
    assert Match.objects.filter(round__tournament=swiss_cut).count() == 4


def test_it_refuses_players_and_lets_a_scorekeeper_start(swiss_cut, entered, players, outsider):
    with pytest.raises(NotAllowed):
        tournament_start_round(tournament_id=swiss_cut.pk, actor=outsider.player)
    with pytest.raises(NotAllowed):
        tournament_start_round(tournament_id=swiss_cut.pk, actor=players[0].player)
    assert not Round.objects.exists()
    staff_assign(
        tournament=swiss_cut, actor=swiss_cut.organiser, player=outsider.player, role=StaffRole.Role.SCOREKEEPER
    )
    assert tournament_start_round(tournament_id=swiss_cut.pk, actor=outsider.player).number == 1


def test_it_needs_enough_checked_in_players(swiss_cut, owner):
    with pytest.raises(ServiceError, match="0 players are checked in; this event needs at least 4"):
        tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    swiss_cut.refresh_from_db()
    assert swiss_cut.status == "registration"


@pytest.mark.django_db(transaction=True)
def test_two_simultaneous_clicks_pair_the_round_once(swiss_cut, entered, owner):
    # SQLite's shared in-memory test database locks whole tables, so the race is run on PostgreSQL.
    require_service(connection.vendor == "postgresql", "the race test needs PostgreSQL: set DATABASE_URL")

    def click() -> str:
        tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
        return "paired"

    outcomes = race(click, click, refusals={ServiceError: lambda error: error.message})
    assert sorted(outcomes)[1] == "paired"
    assert "Round 1 is not complete" in sorted(outcomes)[0]
    assert Round.objects.filter(tournament=swiss_cut).count() == 1
    assert Match.objects.filter(round__tournament=swiss_cut).count() == 4


def test_round_one_by_rating_sets_the_top_half_against_the_bottom_half(swiss_cut, entered, owner):
    from league.models import Rating, Tournament

    Tournament.objects.filter(pk=swiss_cut.pk).update(first_round_by_rating=True)
    for strength, registration in enumerate(entered):
        Rating.objects.create(player=registration.player, game="doomtown", mu=strength, sigma=1, ordinal=strength)
    first = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    top_half = {r.player_id for r in entered[4:]}
    for match in first.matches.all():
        assert len(top_half & {seat.player_id for seat in match.seats.all()}) == 1


def test_team_mates_and_club_mates_are_never_paired(swiss_cut, entered, owner):
    from league.models import Registration

    # Two teams of two, and four club-mates who may only ever meet the four team players.
    for index, registration in enumerate(entered):
        team = ("A", "A", "B", "B")[index] if index < 4 else ""
        Registration.objects.filter(pk=registration.pk).update(team=team, club="Deadwood" if index >= 4 else "")
    labels = {r.player_id: r for r in Registration.objects.all()}
    for _ in range(3):
        round_ = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
        for match in round_.matches.all():
            a, b = (labels[seat.player_id] for seat in match.seats.all())
            assert not (a.team and a.team == b.team) and bool(a.club) != bool(b.club)
        play_round(swiss_cut, round_)
