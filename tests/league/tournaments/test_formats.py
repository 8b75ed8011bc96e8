"""Round robin, single and double elimination events run through the same services."""

from __future__ import annotations

import pytest

from league.models import Tournament
from league.services.errors import ServiceError
from league.tournaments.services import (
    bracket_for_page,
    final_standings,
    tournament_create,
    tournament_finish,
    tournament_register,
    tournament_start_round,
)
from tests.league.tournaments.conftest import event_settings, play_round


def event(owner, players, count, **settings):
    tournament = tournament_create(organiser=owner.player, settings=event_settings(cut_size=None, **settings), seed=11)
    for user in players[:count]:
        registration = tournament_register(tournament=tournament, player=user.player)
        registration.checked_in = True
        registration.save()
    return tournament


def test_a_round_robin_meets_everyone_once(owner, players):
    tournament = event(owner, players, 5, format="round_robin", rounds=None)
    met = set()
    for number in range(1, 6):  # five players: five rounds, one bye each
        round_ = tournament_start_round(tournament_id=tournament.pk, actor=owner.player)
        assert round_.number == number and round_.matches.count() == 2 and round_.byes.count() == 1
        for match in round_.matches.all():
            met.add(frozenset(seat.player_id for seat in match.seats.all()))
        play_round(tournament, round_)
    assert len(met) == 10
    with pytest.raises(ServiceError, match="All 5 rounds have been played"):
        tournament_start_round(tournament_id=tournament.pk, actor=owner.player)
    tournament_finish(tournament_id=tournament.pk, actor=owner.player)


def test_single_elimination_gives_byes_to_the_top_seeds(owner, players):
    tournament = event(owner, players, 5, format="single_elim", rounds=None)
    first = tournament_start_round(tournament_id=tournament.pk, actor=owner.player)
    seeds = Tournament.objects.get(pk=tournament.pk).bracket["seeds"]
    # Seeds 1, 2 and 3 have first-round byes; 4 v 5 and 2 v 3 (both already known) are played at once.
    assert first.stage == "cut" and sorted(first.bracket_tables.values()) == ["W1-2", "W2-2"]
    seated = {seat.player.registrations.get().key for match in first.matches.all() for seat in match.seats.all()}
    assert seeds[0] not in seated and seated == set(seeds[1:])
    play_round(tournament, first)
    with pytest.raises(ServiceError, match="not over yet"):
        tournament_finish(tournament_id=tournament.pk, actor=owner.player)
    while bracket_for_page(Tournament.objects.get(pk=tournament.pk))["champion"] is None:
        play_round(tournament, tournament_start_round(tournament_id=tournament.pk, actor=owner.player))
    tournament_finish(tournament_id=tournament.pk, actor=owner.player)
    rows = final_standings(Tournament.objects.get(pk=tournament.pk))
    assert [row["rank"] for row in rows] == [1, 2, 3, 3, 5]


def test_double_elimination_plays_through_the_losers_bracket(owner, players):
    tournament = event(owner, players, 4, format="double_elim", rounds=None)
    play_round(tournament, tournament_start_round(tournament_id=tournament.pk, actor=owner.player))
    rounds = 1
    while bracket_for_page(Tournament.objects.get(pk=tournament.pk))["champion"] is None:
        play_round(tournament, tournament_start_round(tournament_id=tournament.pk, actor=owner.player))
        rounds += 1
    view = bracket_for_page(Tournament.objects.get(pk=tournament.pk))
    assert {m["bracket"] for m in view["matches"] if m["status"] == "done"} == {"winners", "losers", "final"}
    assert rounds >= 4
