"""Player pages: register with a deck, check in, drop themselves, report only their own table."""

from __future__ import annotations

import pytest
from django.urls import reverse

from league.models import Match, Registration
from league.tournaments.services import tournament_start_round
from tests.league.tournaments.conftest import valid_deck


def test_it_registers_with_a_valid_deck_and_checks_in(client, swiss_cut, opponent, deck_format):
    deck = valid_deck(opponent.player, deck_format)
    client.force_login(opponent)
    page = client.get(reverse("tournament-register", args=[swiss_cut.pk])).content.decode()
    assert "Law Dogs" in page
    response = client.post(reverse("tournament-register", args=[swiss_cut.pk]), {"deck": deck.pk, "team": "Sloane"})
    assert response.status_code == 302
    registration = Registration.objects.get(player=opponent.player)
    assert registration.deck.deck == deck and registration.team == "Sloane"
    client.post(reverse("tournament-check-in", args=[swiss_cut.pk]))
    registration.refresh_from_db()
    assert registration.checked_in


def test_it_refuses_registration_without_a_deck_and_changes_nothing(client, swiss_cut, opponent):
    client.force_login(opponent)
    response = client.post(reverse("tournament-register", args=[swiss_cut.pk]), {})
    assert response.status_code == 400 and not Registration.objects.exists()


def test_registration_needs_a_login(client, swiss_cut):
    response = client.get(reverse("tournament-register", args=[swiss_cut.pk]))
    assert response.status_code == 302 and "/login/" in response["Location"]


def test_a_player_drops_themselves(client, swiss_cut, entered, players):
    client.force_login(players[0])
    response = client.post(reverse("tournament-drop", args=[swiss_cut.pk]))
    assert response.status_code == 302
    assert Registration.objects.get(pk=entered[0].pk).dropped_after == 0


@pytest.fixture
def first_round(swiss_cut, entered, owner):
    return tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)


def test_a_player_reports_their_own_table(client, swiss_cut, first_round):
    match = first_round.matches.order_by("table_number").first()
    client.force_login(match.seats.get(seat=0).player.user)
    url = reverse("tournament-report", args=[swiss_cut.pk, match.pk])
    assert client.get(url).status_code == 200
    response = client.post(url, {"seat0-outcome": "win", "seat1-outcome": "loss"})
    assert response.status_code == 302
    assert Match.objects.get(pk=match.pk).status == Match.Status.REPORTED


def test_a_player_cannot_report_another_table(client, swiss_cut, first_round):
    mine, other = first_round.matches.order_by("table_number")[:2]
    client.force_login(mine.seats.get(seat=0).player.user)
    response = client.post(
        reverse("tournament-report", args=[swiss_cut.pk, other.pk]), {"seat0-outcome": "win", "seat1-outcome": "loss"}
    )
    assert response.status_code == 403
    assert Match.objects.get(pk=other.pk).status == Match.Status.OPEN


def test_an_impossible_result_is_shown_on_the_form(client, swiss_cut, first_round):
    match = first_round.matches.order_by("table_number").first()
    client.force_login(match.seats.get(seat=0).player.user)
    response = client.post(
        reverse("tournament-report", args=[swiss_cut.pk, match.pk]), {"seat0-outcome": "win", "seat1-outcome": "win"}
    )
    assert response.status_code == 400 and "Exactly one seat wins" in response.content.decode()
    assert Match.objects.get(pk=match.pk).status == Match.Status.OPEN
