"""A tournament table played in the browser: the server draws the deal and seats the decks entered."""

from __future__ import annotations

import pytest
from django.urls import reverse

from games.engines.doomtown.cards import load_deck_file
from games.models import GameSession
from league.tournaments.services import tournament_check_in, tournament_register, tournament_start_round
from tests.league.tournaments.conftest import valid_deck

DECKS = ("starter-law-dogs", "starter-outlaws", "starter-fearmongers", "starter-anarchists")


@pytest.fixture
def first_table(swiss_cut, players, deck_format, owner):
    for user, key in zip(players[:4], DECKS, strict=True):
        deck = valid_deck(user.player, deck_format, name=key)
        deck.contents = load_deck_file(key)
        deck.save(update_fields=["contents"])
        registration = tournament_register(tournament=swiss_cut, player=user.player, deck=deck)
        tournament_check_in(tournament=swiss_cut, registration_id=registration.pk, actor=user.player)
    round_ = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    return round_.matches.order_by("table_number").first()


def test_each_seat_plays_the_deck_it_entered_whoever_starts_the_game(client, swiss_cut, first_table):
    seats = list(first_table.seats.order_by("seat").select_related("player__user"))
    entered = {reg.player_id: reg.deck.contents for reg in swiss_cut.registrations.select_related("deck")}
    client.force_login(seats[1].player.user)  # the second seat starts it: still each keeps their own deck

    response = client.post(reverse("api-match-session", args=[first_table.pk]), {}, content_type="application/json")

    assert response.status_code == 201
    session = GameSession.objects.get()
    assert session.options["decks"] == [entered[seat.player_id] for seat in seats]
    assert not session.chosen_deal
    names = [deck["name"] for deck in session.load_state().to_json()["decks"]]
    assert names == [entered[seat.player_id]["name"] for seat in seats]


def test_the_opponents_deck_cannot_be_picked_by_the_caller(client, first_table):
    seat = first_table.seats.order_by("seat").select_related("player__user").first()
    client.force_login(seat.player.user)

    response = client.post(
        reverse("api-match-session", args=[first_table.pk]),
        {"seed": 1, "options": {"decks": ["starter-outlaws", "starter-outlaws"]}},
        content_type="application/json",
    )

    assert response.status_code == 400 and response.json()["code"] == "invalid"
    assert not GameSession.objects.exists()
