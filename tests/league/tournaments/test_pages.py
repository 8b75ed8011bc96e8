"""Public pages of an event: overview with the schedule, pairings with search, slips, standings, bracket,
the projector timer, decklists by stage."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.urls import reverse

from league.models import DeckSnapshot, Round, Tournament
from league.tournaments.services import round_call_time, tournament_start_round
from tests.league.tournaments.conftest import doomtown_win, play_round


@pytest.fixture
def running(swiss_cut, entered, owner):
    return tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)


def test_it_lists_events_and_shows_the_schedule_and_rounds(client, swiss_cut, entered):
    assert swiss_cut.name in client.get(reverse("tournament-list")).content.decode()
    page = client.get(reverse("tournament-detail", args=[swiss_cut.pk])).content.decode()
    assert "3 Swiss rounds" in page and "top 4 cut" in page
    assert page.count("planned") == 5  # three Swiss rounds and two rounds of the cut


def test_the_pairings_search_by_name_returns_only_the_table(client, swiss_cut, running, players):
    url = reverse("tournament-round", args=[swiss_cut.pk, 1])
    full = client.get(url).content.decode()
    assert full.count('class="table-no"') == 4
    partial = client.get(url, {"q": "P3"}, HTTP_HX_REQUEST="true").content.decode()
    assert "<html" not in partial and partial.count('class="table-no"') == 1 and "P3" in partial
    assert "Nobody called" in client.get(url, {"q": "zzz"}).content.decode()


def test_a_player_sees_their_table_and_a_report_button(client, swiss_cut, running, players):
    client.force_login(players[0])
    page = client.get(reverse("tournament-round", args=[swiss_cut.pk, 1])).content.decode()
    assert 'class="mine"' in page and ">Report</a>" in page


def test_it_prints_one_slip_per_table(client, swiss_cut, running):
    page = client.get(reverse("tournament-slips", args=[swiss_cut.pk, 1])).content.decode()
    assert page.count('class="slip"') == 4 and "Law Dogs" in page


def test_the_timer_shows_server_time_and_the_time_called_flag(client, swiss_cut, running, owner):
    url = reverse("tournament-timer", args=[swiss_cut.pk])
    page = client.get(url).content.decode()
    assert 'hx-trigger="every 1s"' in page and "Server time" in page and "TIME IS CALLED" not in page
    round_call_time(tournament=swiss_cut, actor=owner.player)
    Round.objects.filter(pk=running.pk).update(ends_at=running.ends_at - timedelta(hours=2))
    partial = client.get(url, HTTP_HX_REQUEST="true").content.decode()
    assert "<html" not in partial and "TIME IS CALLED" in partial and "Overtime" in partial


def test_standings_after_each_round_with_tiebreakers(client, swiss_cut, running, owner):
    play_round(swiss_cut, running)
    page = client.get(reverse("tournament-standings", args=[swiss_cut.pk]), {"round": 1}).content.decode()
    assert "Standings after round 1" in page and "SOS" in page and "ESOS" in page
    assert page.count('<td class="num">3</td>') == 4


def test_the_cut_is_drawn_as_svg(client, swiss_cut, running, owner):
    play_round(swiss_cut, running)
    for _ in range(2):
        play_round(swiss_cut, tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player))
    tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    page = client.get(reverse("tournament-bracket", args=[swiss_cut.pk])).content.decode()
    assert "<svg" in page and page.count("<rect") == 3 and page.count("<path") == 2 and "W2-1" in page


def test_decklists_follow_the_stage_visibility(client, swiss_cut, entered, players, owner, outsider):
    url = reverse("tournament-decklists", args=[swiss_cut.pk])
    Tournament.objects.filter(pk=swiss_cut.pk).update(decklists_running=DeckSnapshot.Visibility.OPEN)
    tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    client.force_login(outsider)
    assert "8 decklists not shown" in client.get(url).content.decode()
    client.force_login(players[0])
    assert client.get(url).content.decode().count("<details>") == 8
    client.force_login(owner)
    assert client.get(url).content.decode().count("<details>") == 8


def test_the_event_page_points_a_player_to_their_table(client, swiss_cut, running, players, outsider):
    match = running.matches.get(seats__player=players[0].player)
    client.force_login(players[0])
    page = client.get(reverse("tournament-detail", args=[swiss_cut.pk])).content.decode()
    assert f"table {match.table_number}</strong>" in page and "Report your result" in page
    client.force_login(outsider)
    assert "Report your result" not in client.get(reverse("tournament-detail", args=[swiss_cut.pk])).content.decode()


def test_the_bracket_shows_each_confirmed_result_in_its_box(client, swiss_cut, running, owner):
    """A semi-final won outright shows W and L; one that went to time shows control + influence."""
    from league.tournaments.services import tournament_result_set

    play_round(swiss_cut, running)
    for _ in range(2):
        play_round(swiss_cut, tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player))
    semis = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    outright, timed = semis.matches.order_by("table_number")
    tournament_result_set(tournament=swiss_cut, match_id=outright.pk, staff=owner.player, raws=doomtown_win())
    at_time = [{"outcome": None, "control": 4, "influence": 3}, {"outcome": None, "control": 2, "influence": 3}]
    tournament_result_set(
        tournament=swiss_cut, match_id=timed.pk, staff=owner.player, raws=at_time, details={"went_to_time": True}
    )
    page = client.get(reverse("tournament-bracket", args=[swiss_cut.pk])).content.decode()
    boxes = page.split("<g transform")[1:]
    semi_one = next(box for box in boxes if "(W1-1)" in box)
    semi_two = next(box for box in boxes if "(W1-2)" in box)
    final = next(box for box in boxes if "(W2-1)" in box)
    winner, loser = (seat.player.display_name for seat in outright.seats.order_by("seat"))
    assert f"{winner} W – {loser} L" in semi_one and '"result winner">W<' in semi_one and '"result">L<' in semi_one
    assert '"result winner">7<' in semi_two and '"result">5<' in semi_two
    assert 'class="result' not in final, "the final is not played yet"
