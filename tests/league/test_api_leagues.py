"""Leagues, seasons, members and standings over the API, for each role."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from league.models import League, Season
from league.services.standings import standings_refresh
from tests.league.results import confirmed_win, studios


@pytest.fixture
def api():
    return APIClient()


def test_it_lists_leagues_publicly(api, season):
    body = api.get("/api/leagues/").json()
    assert body["results"][0]["slug"] == "gem" and body["results"][0]["seasons"][0]["name"] == "Spring"


def test_it_lets_an_organiser_create_a_league(api, owner):
    api.force_authenticate(owner)
    response = api.post("/api/leagues/create/", {"name": "Nights", "slug": "nights", "game": "deadwood"})
    assert response.status_code == 201
    assert League.objects.get(slug="nights").is_run_by(owner.player)


def test_any_player_creates_a_league_and_a_missing_slug_is_made_from_the_name(api, outsider):
    api.force_authenticate(outsider)
    response = api.post("/api/leagues/create/", {"name": "Saloon Nights", "game": "deadwood"})
    assert response.status_code == 201 and response.json()["slug"] == "saloon-nights"
    assert League.objects.get(slug="saloon-nights").is_run_by(outsider.player)


def test_a_visitor_may_not_create_a_league(api):
    assert api.post("/api/leagues/create/", {"name": "N", "game": "deadwood"}).status_code == 401


def test_it_lets_the_organiser_change_season_settings(api, season, owner):
    api.force_authenticate(owner)
    response = api.patch(f"/api/seasons/{season.pk}/", {"points_win": 2, "tiebreakers": ["omw"]}, format="json")
    assert response.status_code == 200
    season.refresh_from_db()
    assert (season.points_win, season.tiebreakers) == (2, ["omw"])


@pytest.mark.parametrize("persona", ["opponent", "outsider"])
def test_it_refuses_season_changes_to_others(api, season, persona, request):
    api.force_authenticate(request.getfixturevalue(persona))
    assert api.patch(f"/api/seasons/{season.pk}/", {"points_win": 9}, format="json").status_code == 403
    assert Season.objects.get(pk=season.pk).points_win == 3


def test_it_rejects_an_unknown_tiebreaker(api, season, owner):
    api.force_authenticate(owner)
    response = api.patch(f"/api/seasons/{season.pk}/", {"tiebreakers": ["luck"]}, format="json")
    assert response.status_code == 400 and "unknown tiebreaker" in str(response.json())


def test_it_finishes_a_season_so_it_takes_no_more_results(api, season, owner, opponent):
    api.force_authenticate(owner)
    api.patch(f"/api/seasons/{season.pk}/", {"status": "finished"}, format="json")
    body = {
        "seats": [
            {"player_id": owner.player.pk, "fields": studios(3)},
            {"player_id": opponent.player.pk, "fields": studios(2)},
        ]
    }
    response = api.post("/api/leagues/gem/matches/record/", body, format="json")
    assert response.status_code == 400 and "no open season" in response.json()["detail"]


def test_it_adds_and_removes_members(api, league, owner, opponent, outsider):
    api.force_authenticate(owner)
    assert api.post("/api/leagues/gem/members/", {"username": "charlie"}).status_code == 201
    assert api.delete(f"/api/leagues/gem/members/{opponent.player.pk}/").status_code == 204
    assert set(league.members.values_list("user__username", flat=True)) == {"alice", "charlie"}
    api.force_authenticate(outsider)
    assert api.post("/api/leagues/gem/members/", {"username": "bob"}).status_code == 403


def test_it_serves_sorted_paginated_standings(api, season, owner, opponent):
    confirmed_win(season, owner.player, opponent.player, dollars=(9, 3))
    standings_refresh(season_id=season.pk)
    body = api.get("/api/leagues/gem/standings/", {"sort": "-player"}).json()
    assert body["count"] == 2
    assert [row["player"] for row in body["results"]] == ["Bob", "Alice"]
    assert body["results"][1]["rank"] == 1 and set(body["results"][1]["tiebreakers"]) == {"sos", "esos", "omw", "h2h"}
