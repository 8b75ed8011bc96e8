"""Whole events through HTTP only: a Doomtown Swiss + top 4 on the pages, a Deadwood pod event on the API."""

from __future__ import annotations

from django.test import Client
from django.urls import reverse
from rest_framework.test import APIClient

from league.models import DeckSnapshot, Tournament
from tests.league.tournaments.conftest import EVENT_FORM, valid_deck
from tests.league.tournaments.pages import page_client, play_round_on_pages


def test_a_doomtown_swiss_event_with_a_top_cut_on_the_pages(owner, players, deck_format):
    organiser = page_client(owner)
    organiser.post(
        reverse("tournament-new"),
        {**EVENT_FORM, "cut_size": "4", "deck_format": deck_format.pk, "deck_required": "on"},
    )
    event = Tournament.objects.get()
    for user in players[:6]:
        client = page_client(user)
        deck = valid_deck(user.player, deck_format)
        assert client.post(reverse("tournament-register", args=[event.pk]), {"deck": deck.pk}).status_code == 302
        assert client.post(reverse("tournament-check-in", args=[event.pk])).status_code == 302
    start = reverse("tournament-start-round", args=[event.pk])
    for number in range(1, 4):
        organiser.post(start)
        play_round_on_pages(event, number)
    event.refresh_from_db()
    assert event.rounds == 3 and event.round_set.count() == 3
    organiser.post(start)  # the semi-finals, seeded by the Swiss standings
    play_round_on_pages(event, 4)
    organiser.post(start)  # the final
    play_round_on_pages(event, 5)
    assert "champion" in Client().get(reverse("tournament-bracket", args=[event.pk])).content.decode()
    organiser.post(reverse("tournament-finish", args=[event.pk]))
    event.refresh_from_db()
    assert event.status == Tournament.Status.FINISHED
    standings = Client().get(reverse("tournament-standings", args=[event.pk])).content.decode()
    assert "Final standings" in standings and standings.count("(cut)") == 4
    assert not DeckSnapshot.objects.exclude(visibility="public").exists()
    assert Client().get(reverse("tournament-decklists", args=[event.pk])).content.decode().count("<details>") == 6


def test_a_deadwood_pod_event_on_the_api(owner, players):
    api = APIClient()
    api.force_authenticate(owner)
    created = api.post(
        "/api/tournaments/create/",
        {
            "name": "Pod night",
            "game": "deadwood",
            "format": "swiss_pods",
            "starts_at": "2026-12-05T18:00:00Z",
            "pod_size": 4,
            "rounds": 2,
            "tiebreakers": ["sos", "buchholz"],
            "seed": 9,
        },
        format="json",
    ).json()
    event_id = created["id"]
    for user in players:
        api.force_authenticate(user)
        registration = api.post(f"/api/tournaments/{event_id}/registrations/create/", {}, format="json").json()
        api.post(f"/api/tournaments/{event_id}/registrations/{registration['id']}/check-in/")
    api.force_authenticate(owner)
    for number in (1, 2):
        assert api.post(f"/api/tournaments/{event_id}/rounds/start/").status_code == 201
        tables = api.get(f"/api/tournaments/{event_id}/rounds/{number}/pairings/").json()
        assert [len(table["seats"]) for table in tables] == [4, 4]
        for table in tables:
            fields = [{"cash": 40 - 5 * seat, "posters": 0} for seat in range(len(table["seats"]))]
            entered = api.post(
                f"/api/tournaments/{event_id}/results/{table['match_id']}/", {"fields": fields}, format="json"
            )
            assert entered.json()["status"] == "confirmed"
    refused = api.post(f"/api/tournaments/{event_id}/rounds/start/")
    assert refused.status_code == 400 and "All 2 rounds have been played" in refused.json()["detail"]
    rows = api.get(f"/api/tournaments/{event_id}/standings/").json()
    assert len(rows) == 8 and rows[0]["points"] >= rows[-1]["points"]
    assert set(rows[0]["tiebreakers"]) == {"sos", "buchholz"}
