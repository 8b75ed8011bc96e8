"""The whole day, through the services: a Doomtown Swiss event with a top 4, and a Deadwood pod event."""

from __future__ import annotations

from league.models import DeckSnapshot, Match, Tournament
from league.tournaments.services import (
    final_standings,
    standings,
    tournament_create,
    tournament_finish,
    tournament_register,
    tournament_start_round,
)
from tests.league.tournaments.conftest import event_settings, play_round


def test_it_runs_a_swiss_event_with_a_top_cut_to_a_champion(swiss_cut, entered, owner):
    organiser = owner.player
    for number in (1, 2, 3):
        round_ = tournament_start_round(tournament_id=swiss_cut.pk, actor=organiser)
        assert round_.number == number and round_.stage == "swiss"
        assert round_.matches.count() == 4 and not round_.byes.exists()
        play_round(swiss_cut, round_)
    swiss_cut.refresh_from_db()
    assert swiss_cut.status == Tournament.Status.RUNNING and swiss_cut.rounds == 3
    top = [row["player"] for row in standings(swiss_cut)[:4]]
    semis = tournament_start_round(tournament_id=swiss_cut.pk, actor=organiser)
    swiss_cut.refresh_from_db()
    assert semis.stage == "cut" and swiss_cut.bracket["seeds"] == top
    assert sorted(semis.bracket_tables.values()) == ["W1-1", "W1-2"]
    play_round(swiss_cut, semis)
    final = tournament_start_round(tournament_id=swiss_cut.pk, actor=organiser)
    assert final.matches.count() == 1 and final.bracket_tables == {"1": "W2-1"}
    play_round(swiss_cut, final)
    winner = final.matches.get().seats.get(seat=0).player
    tournament_finish(tournament_id=swiss_cut.pk, actor=organiser)
    swiss_cut.refresh_from_db()
    assert swiss_cut.status == Tournament.Status.FINISHED
    rows = final_standings(swiss_cut)
    assert rows[0]["registration"].player == winner and rows[0]["rank"] == 1
    assert [row["rank"] for row in rows[:4]] == [1, 2, 3, 3]
    assert len(rows) == 8
    snapshots = DeckSnapshot.objects.filter(event=swiss_cut.deck_event)
    assert snapshots.count() == 8
    assert set(snapshots.values_list("visibility", flat=True)) == {"public"}
    assert not any(s.deck.locked for s in snapshots)
    assert Match.objects.filter(round__tournament=swiss_cut).exclude(status="confirmed").count() == 0


def test_it_runs_a_deadwood_pod_event_with_placement_points(owner, players):
    event = tournament_create(
        organiser=owner.player,
        settings=event_settings(
            name="Deadwood pods", game="deadwood", format="swiss_pods", cut_size=None, rounds=2, pod_size=4
        ),
        seed=3,
    )
    for user in players[:7]:
        registration = tournament_register(tournament=event, player=user.player)
        registration.checked_in = True
        registration.save()
    first = tournament_start_round(tournament_id=event.pk, actor=owner.player)
    sizes = sorted(match.seats.count() for match in first.matches.all())
    assert sizes == [3, 4] and not first.byes.exists()
    play_round(event, first, staff=owner.player)
    rows = standings(event)
    assert sorted(row["points"] for row in rows)[-2:] == [6, 6]
    second = tournament_start_round(tournament_id=event.pk, actor=owner.player)
    play_round(event, second, staff=owner.player)
    tournament_finish(tournament_id=event.pk, actor=owner.player)
    event.refresh_from_db()
    assert event.status == Tournament.Status.FINISHED
    assert len(standings(event)) == 7
