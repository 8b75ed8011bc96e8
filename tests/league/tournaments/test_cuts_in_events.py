"""Cuts in real events: a top 4 with a third-place match on the pages, a double-elimination top 3
on the API (the top seed's bye), each played to the end and finished."""

from __future__ import annotations

from django.test import Client
from django.urls import reverse
from rest_framework.test import APIClient

from league.models import Round, Tournament
from league.tournaments.services import final_standings, next_round_number
from tests.league.tournaments.conftest import EVENT_FORM, valid_deck
from tests.league.tournaments.pages import page_client, play_round_on_pages


def enter(event, users, deck_format):
    for user in users:
        client = page_client(user)
        deck = valid_deck(user.player, deck_format)
        assert client.post(reverse("tournament-register", args=[event.pk]), {"deck": deck.pk}).status_code == 302
        assert client.post(reverse("tournament-check-in", args=[event.pk])).status_code == 302


def test_a_top_4_with_a_third_place_match_on_the_pages(owner, players, deck_format):
    organiser = page_client(owner)
    organiser.post(reverse("tournament-new"), {**EVENT_FORM, "cut_size": "4", "third_place": "on", "rounds": "3"})
    event = Tournament.objects.get()
    assert event.third_place and not event.cut_double
    enter(event, players[:8], deck_format)
    start = reverse("tournament-start-round", args=[event.pk])
    for number in range(1, 6):
        organiser.post(start)
        play_round_on_pages(event, number)
    final_round = Round.objects.get(tournament=event, number=5)
    assert sorted(final_round.bracket_tables.values()) == ["P3", "W2-1"], "the final and third place together"
    event.refresh_from_db()
    assert next_round_number(event, final_round) is None
    console = organiser.get(reverse("tournament-console", args=[event.pk])).content.decode()
    assert "Pair round 6" not in console and "Every planned round is played" in console
    assert [row["rank"] for row in final_standings(event)[:4]] == [1, 2, 3, 4]
    bracket = Client().get(reverse("tournament-bracket", args=[event.pk])).content.decode()
    assert ">Final<" in bracket and ">Third place<" in bracket and "Semi-final 1" in bracket
    assert "wins Gomorra Open" in bracket
    standings = Client().get(reverse("tournament-standings", args=[event.pk])).content.decode()
    assert "W-L-D" in standings and 'title="Strength of schedule' in standings
    organiser.post(reverse("tournament-finish", args=[event.pk]))
    event.refresh_from_db()
    assert event.status == Tournament.Status.FINISHED


def test_a_double_elimination_top_3_on_the_api(owner, players, deck_format):
    api = APIClient()
    api.force_authenticate(owner)
    body = {
        "name": "Deadwood Cup",
        "game": "doomtown",
        "format": "swiss_cut",
        "starts_at": "2026-12-05T10:00:00Z",
        "cut_size": 3,
        "cut_double": True,
        "rounds": 3,
        "seed": 9,
    }
    created = api.post("/api/tournaments/create/", body, format="json")
    assert created.status_code == 201 and created.json()["cut_double"] is True
    refused = api.post("/api/tournaments/create/", {**body, "third_place": True}, format="json")
    assert refused.status_code == 400 and "third_place" in refused.json()["errors"]
    event = Tournament.objects.get(pk=created.json()["id"])
    enter(event, players[:6], deck_format)
    number = 0
    while (upcoming := next_round_number(event, event.round_set.order_by("-number").first())) is not None:
        assert api.post(f"/api/tournaments/{event.pk}/rounds/start/", format="json").status_code == 201
        number = upcoming
        play_round_on_pages(event, number)
        event.refresh_from_db()
        assert number < 12
    bracket = Client().get(reverse("tournament-bracket", args=[event.pk])).content.decode()
    assert "champion" in bracket
    top = final_standings(event)[:3]
    assert [row["rank"] for row in top] == [1, 2, 3]
    finished = api.post(f"/api/tournaments/{event.pk}/finish/", {}, format="json")
    assert finished.status_code == 200 and finished.json()["status"] == "finished"
