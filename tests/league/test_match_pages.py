"""The match page and the one-click confirm and dispute buttons, for each role."""

from __future__ import annotations

import pytest

from league.models import Match
from league.services.reporting import SeatEntry, match_record
from tests.league.results import studios


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


def test_confirming_on_the_match_page_updates_its_status_and_seats_in_place(client, reported, opponent):
    client.force_login(opponent)

    body = client.post(
        f"/matches/{reported.pk}/confirm/",
        headers={"HX-Request": "true", "HX-Target": "answer", "HX-Current-URL": f"http://t/matches/{reported.pk}/"},
    ).content.decode()

    assert "Confirmed. Thank you." in body
    assert '<p id="match-status" hx-swap-oob="true"><span class="badge status-confirmed">' in body
    assert 'id="match-seats" hx-swap-oob="true"' in body and "not yet" not in body
    assert 'id="waiting-badge"' in body and 'hx-swap-oob="true">0</span>' in body


def test_confirming_on_the_league_page_updates_its_matches_and_standings_in_place(client, reported, opponent, season):
    client.force_login(opponent)
    league_url = f"http://t/leagues/{season.league.slug}/"
    before = client.get(f"/leagues/{season.league.slug}/").content.decode()
    assert "No confirmed results yet" in before

    body = client.post(
        f"/matches/{reported.pk}/confirm/",
        headers={"HX-Request": "true", "HX-Target": f"pending-{reported.pk}", "HX-Current-URL": league_url},
    ).content.decode()

    standings = body.split('<div id="standings" class="overflow-auto" hx-swap-oob="true">')[1].split("</table>")[0]
    assert "Alice" in standings and "Bob" in standings
    matches = body.split('<div id="matches" hx-swap-oob="true">')[1]
    assert "status-confirmed" in matches and "Awaiting confirmation" not in matches


def test_disputing_on_the_league_page_marks_the_match_disputed_in_place(client, reported, opponent, season):
    client.force_login(opponent)

    body = client.post(
        f"/matches/{reported.pk}/dispute/",
        {"reason": "I had 12 dollars"},
        headers={
            "HX-Request": "true",
            "HX-Target": f"pending-{reported.pk}",
            "HX-Current-URL": f"http://t/leagues/{season.league.slug}/",
        },
    ).content.decode()

    assert "Disputed: an organiser will look at it." in body
    assert "status-disputed" in body.split('<div id="matches" hx-swap-oob="true">')[1]


def test_an_answer_from_another_seasons_page_leaves_its_standings_alone(client, reported, opponent, season):
    other = season.league.seasons.create(name="Season 2")
    client.force_login(opponent)

    body = client.post(
        f"/matches/{reported.pk}/confirm/",
        headers={
            "HX-Request": "true",
            "HX-Target": f"pending-{reported.pk}",
            "HX-Current-URL": f"http://t/leagues/{season.league.slug}/?season={other.pk}",
        },
    ).content.decode()

    assert "Confirmed" in body and 'id="standings"' not in body
