"""The match page and the one-click confirm and dispute buttons, for each role."""

from __future__ import annotations

import pytest

from league.models import Match
from league.services.reporting import SeatEntry, match_record
from tests.league.conftest import studios


@pytest.fixture
def reported(season, owner, opponent):
    return match_record(
        season=season,
        reporter=owner.player,
        entries=[SeatEntry(owner.player, studios(20)), SeatEntry(opponent.player, studios(10))],
    )


def test_it_shows_a_match_and_its_history_to_anyone(client, reported):
    body = client.get(f"/matches/{reported.pk}/").content.decode()
    assert "Awaiting confirmation" in body and "Reported" in body and "by Alice" in body


def test_it_offers_the_opponent_the_buttons(client, reported, opponent, owner):
    client.force_login(opponent)
    assert "Is this right?" in client.get(f"/matches/{reported.pk}/").content.decode()
    client.force_login(owner)
    assert "Is this right?" not in client.get(f"/matches/{reported.pk}/").content.decode()


def test_it_confirms_in_one_click_for_the_opponent(client, reported, opponent):
    client.force_login(opponent)
    response = client.post(f"/matches/{reported.pk}/confirm/", headers={"HX-Request": "true"})
    assert response.status_code == 200 and "Confirmed" in response.content.decode()
    assert Match.objects.get().status == Match.Status.CONFIRMED


def test_it_refuses_a_confirmation_from_an_outsider(client, reported, outsider):
    client.force_login(outsider)
    response = client.post(f"/matches/{reported.pk}/confirm/", headers={"HX-Request": "true"})
    assert response.status_code == 403 and "Only players seated" in response.content.decode()
    assert Match.objects.get().status == Match.Status.REPORTED


def test_it_tells_the_reporter_they_already_confirmed(client, reported, owner):
    client.force_login(owner)
    response = client.post(f"/matches/{reported.pk}/confirm/", follow=True)
    assert "already confirmed" in response.content.decode()


def test_it_records_a_dispute_with_its_reason(client, reported, opponent):
    client.force_login(opponent)
    response = client.post(f"/matches/{reported.pk}/dispute/", {"reason": "rank was 3"}, headers={"HX-Request": "true"})
    assert response.status_code == 200
    match = Match.objects.get()
    assert match.status == Match.Status.DISPUTED
    assert match.seats.get(player=opponent.player).dispute_reason == "rank was 3"


def test_it_needs_a_reason_to_dispute(client, reported, opponent):
    client.force_login(opponent)
    response = client.post(f"/matches/{reported.pk}/dispute/", {"reason": ""}, headers={"HX-Request": "true"})
    assert response.status_code == 400
    assert Match.objects.get().status == Match.Status.REPORTED


def test_it_refuses_a_dispute_from_an_outsider(client, reported, outsider):
    client.force_login(outsider)
    response = client.post(f"/matches/{reported.pk}/dispute/", {"reason": "no"}, headers={"HX-Request": "true"})
    assert response.status_code == 403
    assert Match.objects.get().status == Match.Status.REPORTED


def test_it_refuses_get_on_the_buttons(client, reported, opponent):
    client.force_login(opponent)
    assert client.get(f"/matches/{reported.pk}/confirm/").status_code == 405
