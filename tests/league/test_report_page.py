"""The report-a-result page: fields per game, the live score, and refusals that change nothing."""

from __future__ import annotations

import pytest

from league.models import League, Match
from tests.league.results import studios


def seat_post(seats, **fields):
    data = {"seats": str(len(seats))}
    for index, (player, values) in enumerate(seats):
        data[f"seat{index}-player"] = player
        data.update({f"seat{index}-{name}": value for name, value in values.items()})
    data.update({f"match-{name}": value for name, value in fields.items()})
    return data


def test_it_shows_the_studios_fields(client, league, owner):
    client.force_login(owner)
    body = client.get("/leagues/gem/report/").content.decode()
    assert 'name="seat0-dollars"' in body and 'name="seat1-rank"' in body and 'max="6"' in body


@pytest.mark.parametrize(
    ("game", "fields"),
    [
        ("deadwood", ["seat0-cash", "seat0-posters", "match-final_shootout_winner"]),
        ("townbuilder", ["seat0-points", "seat0-hand_value"]),
        ("doomtown", ["seat0-outcome", "seat0-control", "seat0-influence", "match-went_to_time"]),
    ],
)
def test_it_adapts_the_fields_to_the_game(client, league, owner, game, fields):
    League.objects.filter(pk=league.pk).update(game=game)
    client.force_login(owner)
    body = client.get("/leagues/gem/report/").content.decode()
    assert all(f'name="{field}"' in body for field in fields)


def test_it_adds_seats_for_a_pod(client, league, owner):
    client.force_login(owner)
    body = client.get("/leagues/gem/report/", {"seats": 4}, headers={"HX-Request": "true", "HX-Target": "result-form"})
    text = body.content.decode()
    assert 'name="seat3-rank"' in text and "<html" not in text


def test_it_computes_the_score_live(client, league, owner, opponent):
    client.force_login(owner)
    data = seat_post([(owner.player.pk, studios(35, credits=10, rank=6)), (opponent.player.pk, studios(5, rank=2))])
    body = client.post("/leagues/gem/report/preview/", data, headers={"HX-Request": "true"}).content.decode()
    assert "75" in body and "15" in body
    assert not Match.objects.exists()


def test_it_explains_a_bad_value_live(client, league, owner, opponent):
    client.force_login(owner)
    data = seat_post([(owner.player.pk, studios(3, rank=7)), (opponent.player.pk, studios(5, rank=2))])
    body = client.post("/leagues/gem/report/preview/", data).content.decode()
    assert "Rank cannot be above 6 (got 7)." in body


def test_it_records_a_result_for_a_seated_player(client, season, owner, opponent):
    client.force_login(opponent)
    data = seat_post([(owner.player.pk, studios(35, credits=10, rank=6)), (opponent.player.pk, studios(5, rank=2))])
    response = client.post("/leagues/gem/report/", data)
    match = Match.objects.get()
    assert response.status_code == 302 and response["Location"] == f"/matches/{match.pk}/"
    assert match.reported_by == opponent.player


def test_it_refuses_a_report_from_someone_not_seated(client, season, owner, opponent, outsider):
    season.league.members.add(outsider.player)
    client.force_login(outsider)
    data = seat_post([(owner.player.pk, studios(1)), (opponent.player.pk, studios(5, rank=2))])
    response = client.post("/leagues/gem/report/", data)
    assert response.status_code == 400
    assert "Only a player seated" in response.content.decode()
    assert not Match.objects.exists()


def test_it_puts_the_error_on_the_field_and_records_nothing(client, season, owner, opponent):
    client.force_login(owner)
    data = seat_post([(owner.player.pk, studios(-5)), (opponent.player.pk, studios(5, rank=2))])
    response = client.post("/leagues/gem/report/", data)
    assert response.status_code == 400
    assert response.context["form"].errors["seat0-dollars"] == ["Dollars cannot be below 0 (got -5)."]
    assert not Match.objects.exists()


def test_it_refuses_a_player_seated_twice(client, season, owner):
    client.force_login(owner)
    data = seat_post([(owner.player.pk, studios(1)), (owner.player.pk, studios(5, rank=2))])
    response = client.post("/leagues/gem/report/", data)
    assert response.status_code == 400 and "seated twice" in response.content.decode()
    assert not Match.objects.exists()


def test_it_refuses_a_result_in_a_finished_season(client, season, owner, opponent):
    season.status = "finished"
    season.save()
    client.force_login(owner)
    data = seat_post([(owner.player.pk, studios(1)), (opponent.player.pk, studios(5, rank=2))])
    response = client.post("/leagues/gem/report/", data)
    assert response.status_code == 400 and "no open season" in response.content.decode()
    assert not Match.objects.exists()


def test_it_asks_anonymous_visitors_to_log_in(client, league):
    assert client.get("/leagues/gem/report/")["Location"].startswith("/accounts/login/")


def test_it_records_the_deck_each_player_used_in_doomtown(client, season, owner, opponent):
    League.objects.filter(pk=season.league_id).update(game="doomtown")
    client.force_login(owner)
    data = seat_post(
        [
            (owner.player.pk, {"outcome": "win", "deck": "Law Dogs"}),
            (opponent.player.pk, {"outcome": "loss", "deck": "Sloane Gang"}),
        ]
    )
    assert client.post("/leagues/gem/report/", data).status_code == 302
    assert list(Match.objects.get().seats.order_by("seat").values_list("deck_name", flat=True)) == [
        "Law Dogs",
        "Sloane Gang",
    ]
