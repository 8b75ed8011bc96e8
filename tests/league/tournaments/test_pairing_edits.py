"""Hand edits of the current round: swaps, re-pairing, and what they refuse (second bye, rematch, results)."""

from __future__ import annotations

import pytest

from league.models import Bye, Match, MatchSeat, StaffRole
from league.services.errors import NotAllowed, ServiceError
from league.tournaments.services import (
    pairing_swap,
    round_repair,
    staff_assign,
    tournament_drop,
    tournament_report,
    tournament_start_round,
)
from tests.league.tournaments.conftest import doomtown_win, play_round


def seated(round_):
    return {seat.player_id: seat.match_id for seat in MatchSeat.objects.filter(match__round=round_)}


def test_a_judge_swaps_two_players_between_tables(swiss_cut, entered, owner):
    round_ = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    a, b = entered[0], entered[1]
    before = seated(round_)
    if before[a.player_id] == before[b.player_id]:
        b = entered[2]
    pairing_swap(tournament_id=swiss_cut.pk, actor=owner.player, first_id=a.pk, second_id=b.pk)
    after = seated(round_)
    assert after[a.player_id] == before[b.player_id] and after[b.player_id] == before[a.player_id]


def test_a_scorekeeper_may_not_edit_pairings(swiss_cut, entered, owner, outsider):
    round_ = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    staff_assign(tournament=swiss_cut, actor=owner.player, player=outsider.player, role=StaffRole.Role.SCOREKEEPER)
    before = seated(round_)
    with pytest.raises(NotAllowed, match="head judge"):
        pairing_swap(tournament_id=swiss_cut.pk, actor=outsider.player, first_id=entered[0].pk, second_id=entered[1].pk)
    assert seated(round_) == before


def test_a_second_bye_by_hand_is_allowed_with_a_warning(swiss_cut, entered, owner, players):
    tournament_drop(tournament=swiss_cut, registration_id=entered[7].pk, actor=owner.player)
    first = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    had_bye = first.byes.get().registration
    play_round(swiss_cut, first)
    second = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    bye = second.byes.get()
    assert bye.registration != had_bye
    warnings = pairing_swap(
        tournament_id=swiss_cut.pk, actor=owner.player, first_id=had_bye.pk, second_id=bye.registration.pk
    )
    assert Bye.objects.get(pk=bye.pk).registration == had_bye
    assert warnings == [f"{had_bye.player} has a bye for the 2nd time"]
    second.refresh_from_db()
    assert f"{had_bye.player} has a bye for the 2nd time" in second.warnings


def test_a_swap_that_makes_a_rematch_is_allowed_with_a_warning(swiss_cut, entered, owner):
    first = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    met = {
        seat.player_id: [s.player_id for s in seat.match.seats.all() if s.player_id != seat.player_id][0]
        for seat in MatchSeat.objects.filter(match__round=first).select_related("match")
    }
    play_round(swiss_cut, first)
    second = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    now = seated(second)
    by_player = {r.player_id: r for r in entered}
    a = entered[0]
    old_opponent = met[a.player_id]
    # Move a to the table of their round-one opponent by swapping with that opponent's table-mate.
    mate = MatchSeat.objects.filter(match_id=now[old_opponent]).exclude(player_id=old_opponent).get().player_id
    warnings = pairing_swap(tournament_id=swiss_cut.pk, actor=owner.player, first_id=a.pk, second_id=by_player[mate].pk)
    assert seated(second)[a.player_id] == now[old_opponent]
    assert any("meet again" in w and str(a.player) in w for w in warnings)


def test_re_pairing_is_refused_once_a_result_is_in_and_works_before(swiss_cut, entered, owner, players):
    first = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    tournament_drop(tournament=swiss_cut, registration_id=entered[0].pk, actor=players[0].player)
    again = round_repair(tournament_id=swiss_cut.pk, actor=owner.player)
    assert again.number == 1 and again.byes.get().registration != entered[0]
    assert not Match.objects.filter(pk__in=first.matches.values("pk")).exists()
    assert not again.matches.filter(seats__player=players[0].player).exists()
    match = again.matches.first()
    tournament_report(
        tournament=swiss_cut, match_id=match.pk, player=match.seats.get(seat=0).player, raws=doomtown_win()
    )
    with pytest.raises(ServiceError, match="already has results"):
        round_repair(tournament_id=swiss_cut.pk, actor=owner.player)
    assert Match.objects.filter(round=again).count() == 3


def test_players_in_the_cut_are_not_swapped(swiss_cut, entered, owner):
    for _ in range(3):
        play_round(swiss_cut, tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player))
    semis = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    a, b = (
        seat.player
        for seat in MatchSeat.objects.filter(match__round=semis).order_by("match__table_number", "seat")[1:3]
    )
    first, second = (r for r in entered if r.player in (a, b))
    before = seated(semis)
    with pytest.raises(ServiceError, match="The cut follows its bracket"):
        pairing_swap(tournament_id=swiss_cut.pk, actor=owner.player, first_id=first.pk, second_id=second.pk)
    assert seated(semis) == before


def test_a_table_with_a_result_is_not_edited(swiss_cut, entered, owner):
    round_ = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    reported, other = round_.matches.order_by("table_number")[:2]
    tournament_report(
        tournament=swiss_cut, match_id=reported.pk, player=reported.seats.get(seat=0).player, raws=doomtown_win()
    )
    by_player = {r.player_id: r for r in entered}
    first = by_player[reported.seats.get(seat=1).player_id]
    second = by_player[other.seats.get(seat=1).player_id]
    before = seated(round_)
    with pytest.raises(ServiceError, match=f"Table {reported.table_number} already has a result"):
        pairing_swap(tournament_id=swiss_cut.pk, actor=owner.player, first_id=first.pk, second_id=second.pk)
    assert seated(round_) == before
